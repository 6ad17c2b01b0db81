import { describe, expect, it } from 'vitest';
import { pythonFloatRepr } from './studySummary.ts';

describe('pythonFloatRepr', () => {
  it('prints floats as Python 3 repr() does (values checked in CPython 3.11)', () => {
    expect(pythonFloatRepr(1)).toBe('1.0');
    expect(pythonFloatRepr(0)).toBe('0.0');
    expect(pythonFloatRepr(378 / 413)).toBe('0.9152542372881356');
    expect(pythonFloatRepr(0.0001)).toBe('0.0001');
    expect(pythonFloatRepr(0.00001)).toBe('1e-05');
    expect(pythonFloatRepr(1 / 3 / 10000)).toBe('3.333333333333333e-05');
    expect(pythonFloatRepr(1e16)).toBe('1e+16');
    expect(pythonFloatRepr(123456789012345.6)).toBe('123456789012345.6');
    expect(pythonFloatRepr(-2.5)).toBe('-2.5');
  });
});

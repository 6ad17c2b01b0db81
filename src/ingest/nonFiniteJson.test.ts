import { describe, expect, it } from 'vitest';
import { parseNonFiniteJson } from './nonFiniteJson.ts';

describe('parseNonFiniteJson', () => {
  it('reads bare NaN, Infinity and -Infinity as numbers, as Python writes them', () => {
    const r = parseNonFiniteJson('{"a": NaN, "b": [Infinity, -Infinity, 1.5], "c": {"d": NaN}}');
    expect(r.ok).toBe(true);
    const v = (r as { value: { a: number; b: number[]; c: { d: number } } }).value;
    expect(v.a).toBeNaN();
    expect(v.b).toEqual([Infinity, -Infinity, 1.5]);
    expect(v.c.d).toBeNaN();
  });

  it('leaves the same words inside strings alone, escaped quotes included', () => {
    const r = parseNonFiniteJson('{"t": "NaN \\" Infinity", "u": NaN, "v": "\\u0000nonfinite:NaN"}');
    expect(r).toMatchObject({ ok: true, value: { t: 'NaN " Infinity', v: '\u0000nonfinite:NaN' } });
    expect((r as { value: { u: number } }).value.u).toBeNaN();
  });

  it('parses standard JSON as JSON.parse does and reports broken JSON without throwing', () => {
    expect(parseNonFiniteJson('[1, "x", null]')).toEqual({ ok: true, value: [1, 'x', null] });
    expect(parseNonFiniteJson('{"a": NaN,')).toMatchObject({ ok: false });
    expect(parseNonFiniteJson('{"a": nan}')).toMatchObject({ ok: false });
  });
});

import { describe, expect, it } from 'vitest';
import { stableJson } from './stableJson.ts';

describe('stableJson', () => {
  it('keeps key order, indents by two and ends with a newline', () => {
    expect(stableJson({ model: 'gpt4', rate: 0.5, ci: [0.4, 0.6] })).toBe(
      '{\n  "model": "gpt4",\n  "rate": 0.5,\n  "ci": [\n    0.4,\n    0.6\n  ]\n}\n',
    );
  });
  it('writes non-finite numbers as null and -0 as 0, and drops undefined properties', () => {
    expect(JSON.parse(stableJson({ a: NaN, b: -Infinity, c: -0, d: undefined, e: [undefined] }))).toEqual({
      a: null,
      b: null,
      c: 0,
      e: [null],
    });
  });
  it('is byte-identical for equal input', () => {
    const make = () => ({ rows: [{ model: 'a', n: 1 }], seed: 42 });
    expect(stableJson(make())).toBe(stableJson(make()));
  });
  it('refuses values JSON would lose, naming where they are', () => {
    expect(() => stableJson({ rows: [{ counts: new Map() }] })).toThrow(
      'stableJson cannot write a Map (at $.rows[0].counts): convert it to an array or object first',
    );
    expect(() => stableJson({ n: 1n })).toThrow('stableJson cannot write a bigint (at $.n)');
  });
  it('keeps conversation text as a JSON string (no HTML escaping needed for a download)', () => {
    expect(stableJson('<script>"x"</script>')).toBe('"<script>\\"x\\"</script>"\n');
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { studentTCdf, studentTQuantile } from './studentTQuantile.ts';

// Reference values: test/fixtures/stats/studentT.json, made by `python3 studentT.py > studentT.json` beside it
// (Python's decimal module at 70 digits: the incomplete beta function by its continued fraction, log-gamma by
// Stirling's series). Not from R or scipy. The script checks itself against the closed forms for df = 1, 2 and 4
// (3e-48) and the normal limit with its df⁻² term at df = 1e8 (7e-17); the file records both.
interface Row {
  df: number;
  p: number;
  quantile: string;
  t: number;
  cdf: string;
}
const fixture = JSON.parse(
  readFileSync(new URL('../../test/fixtures/stats/studentT.json', import.meta.url), 'utf8'),
) as { rows: Row[] };
const relative = (x: number, ref: number) => (ref === 0 ? Math.abs(x) : Math.abs((x - ref) / ref));

describe('studentTQuantile and studentTCdf', () => {
  it('cover the grid the issue asks for: df 0.5 to 1e8, p 1e-12 to 1 − 1e-12', () => {
    const dfs = fixture.rows.map((r) => r.df);
    const ps = fixture.rows.map((r) => r.p);
    expect(Math.min(...dfs)).toBe(0.5);
    expect(Math.max(...dfs)).toBe(1e8);
    expect(Math.min(...ps)).toBe(1e-12);
    expect(Math.max(...ps)).toBe(1 - 1e-12);
    expect(fixture.rows.length).toBe(19 * 27);
  });

  it('studentTQuantile(p, df) is within 1e-12 relative of the 70-digit reference at every grid point', () => {
    let worst = 0;
    for (const r of fixture.rows) {
      const e = relative(studentTQuantile(r.p, r.df), Number(r.quantile));
      worst = Math.max(worst, e);
      if (!(e <= 1e-12)) expect.fail(`studentTQuantile(${r.p}, ${r.df}): relative error ${e}`);
    }
    expect(worst).toBeLessThan(1e-12);
  });

  it('studentTCdf(t, df) is within 1e-12 relative of the 70-digit reference at every grid point', () => {
    let worst = 0;
    for (const r of fixture.rows) {
      const e = relative(studentTCdf(r.t, r.df), Number(r.cdf));
      worst = Math.max(worst, e);
      if (!(e <= 1e-12)) expect.fail(`studentTCdf(${r.t}, ${r.df}): relative error ${e}`);
    }
    expect(worst).toBeLessThan(1e-12);
  });

  it('meets the issue’s two failing cases: qt(1e-10, 1) and qt(0.1, 1e7)', () => {
    // df = 1 is the Cauchy distribution: t = tan(π (p − 1/2)) = −1/tan(π p); π·1e-10 is far from any rounding
    // trouble, so Math.tan is exact to a few ulps here.
    expect(relative(studentTQuantile(1e-10, 1), -1 / Math.tan(Math.PI * 1e-10))).toBeLessThan(1e-12);
    // qt(0.1, 1e7) from the fixture (the old bisection gave −1.281551642135295, 6e-9 off): −1.28155165020308286
    const row = fixture.rows.find((r) => r.df === 1e7 && r.p === 0.1)!;
    expect(relative(studentTQuantile(0.1, 1e7), Number(row.quantile))).toBeLessThan(1e-12);
  });

  it('names what it needs', () => {
    expect(() => studentTQuantile(1, 3)).toThrowErrorMatchingInlineSnapshot(
      `[Error: studentTQuantile requires 0 < p < 1 (got 1)]`,
    );
    expect(() => studentTQuantile(0.5, 0)).toThrowErrorMatchingInlineSnapshot(
      `[Error: studentTQuantile requires df > 0 degrees of freedom (got 0)]`,
    );
    expect(() => studentTCdf(1, -1)).toThrowErrorMatchingInlineSnapshot(
      `[Error: studentTCdf requires df > 0 degrees of freedom (got -1)]`,
    );
  });
});

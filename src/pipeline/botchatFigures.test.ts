// BotChat's Figure 2 (pass@N at 4, 8, 12, 16) against the pass@N curve it is taken from, on the demo content.
import { beforeAll, describe, expect, it } from 'vitest';
import { demoSiteModel } from '../../test/shared/demoFixtures.ts';
import type { FigureModel } from '../site/siteModel.ts';
import type { TableModel } from '../site/siteModel.ts';
import { asFraction } from '../views/publishedColumns.ts';

describe("BotChat's view on the demo content: Figure 2 and the leaderboard download", () => {
  let bars: FigureModel;
  let curve: FigureModel;
  let leaderboard: TableModel;
  beforeAll(async () => {
    const site = await demoSiteModel();
    const view = site.views.find((v) => v.path === 'botchat-gpt-4')!;
    bars = view.figures.find((f) => f.id === 'pass-at-4-8-12-16')!;
    curve = view.figures.find((f) => f.id === 'pass-curve')!;
    leaderboard = view.leaderboard.table;
  });

  it('gives published rates in the download as fractions, like the computed ones beside them', () => {
    const gpt4 = leaderboard.raw.find((r) => r.model === 'gpt4')!;
    expect(gpt4.published_Win_Tie_Rate).toBe(0.9);
    expect(gpt4.published_Uni_Eval_16).toBe(0.586);
    expect(Math.abs((gpt4.pass16 as number) - (gpt4.published_Uni_Eval_16 as number))).toBeLessThan(0.0005);
    // Elo and length are not rates: as printed.
    expect(gpt4.published_ELO_16).toBe(1048.3);
    expect(asFraction({ value: 73.2, printed: '73.2' })).toBe(0.732);
    expect(asFraction({ value: 90, printed: '90' })).toBe(0.9);
  });

  it('lists the models by pass@16, highest first, as its text says', () => {
    const pass16 = bars.table.raw.map((r) => r.pass16 as number);
    expect(pass16).toEqual([...pass16].sort((a, b) => b - a));
    expect(bars.method).toContain('sorted by pass@16');
  });

  it("takes each bar from the curve's pass@N column, and says where the curve draws Kaplan-Meier instead", () => {
    for (const r of bars.table.raw)
      for (const N of [4, 8, 12, 16]) {
        const point = curve.table.raw.find((p) => p.model === r.model && p.N === N)!;
        expect(r[`pass${N}`], `${r.model} N=${N}`).toBe(point.rate);
      }
    // The ground truth's conversations differ in length: its curve is Kaplan-Meier, lower than the share here.
    const gt = curve.table.raw.find((p) => p.model === 'GT' && p.N === 16)!;
    expect(gt.estimator).toBe('kaplan-meier');
    expect(gt.km as number).toBeLessThan(gt.rate as number);
    expect(bars.method).toMatch(/For Ground truth, whose conversations differ in length, .*Kaplan-Meier/);
  });
});

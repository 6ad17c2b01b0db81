// The leaderboards' reading metadata (issue 20): a compact default of at most eight columns, the main score
// with its 95% interval in one cell, the rank range the intervals allow, an anchor and an outside link per row.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countWords, demoSiteModel } from '../../test/shared/demoFixtures.ts';
import { readDataset } from '../profiles/index.ts';
import type { SiteModel, TableModel } from '../site/siteModel.ts';
import { buildSiteModel } from './buildSiteModel.ts';

const build = async (dir: string) =>
  buildSiteModel(await readDataset(dir), { countTokens: countWords, version: 'test' });
const compact = (t: TableModel) => t.columns.filter((c) => !c.more).map((c) => c.key);
const cell = (t: TableModel, row: number, key: string) =>
  t.rows[row]![t.columns.findIndex((c) => c.key === key)]!;

/** Properties every rank range keeps, whatever the intervals. */
function expectRankRanges(t: TableModel, lo: string, hi: string): void {
  const ranked = t.raw.filter((r) => r.rankBest !== null && r.rankBest !== undefined);
  expect(ranked.length).toBeGreaterThan(2);
  for (const r of ranked) {
    const [best, worst] = [r.rankBest as number, r.rankWorst as number];
    expect(best).toBeGreaterThanOrEqual(1);
    expect(best).toBeLessThanOrEqual(worst);
    expect(worst).toBeLessThanOrEqual(ranked.length);
    for (const o of ranked) {
      // A model whose interval lies wholly above another's ranks strictly ahead of it at both ends of the range.
      if ((o[lo] as number) > (r[hi] as number)) {
        expect(o.rankBest as number).toBeLessThan(best);
        expect(o.rankWorst as number).toBeLessThan(worst);
      }
    }
  }
}

describe('the leaderboards on the demo content', () => {
  let site: SiteModel;
  beforeAll(async () => {
    site = await demoSiteModel();
  });

  it("keep BotChat's compact table to eight columns: rank, model, Win + Tie with its interval, Δ, pass@16, Elo@16, length, n", () => {
    const t = site.views.find((v) => v.path === 'botchat-gpt-4')!.leaderboard.table;
    expect(compact(t)).toEqual(['model', 'rank', 'winTie', 'winTie_diff', 'pass16', 'elo16', 'length', 'n']);
    expect(t.columns.length).toBeGreaterThan(8);
    expect(t.columns.every((c) => c.help)).toBe(true);
    // GPT-4 won or tied 27 of its 30 GT comparisons: Wilson 95% interval 0.7438 to 0.9654 (by hand: centre
    // (0.9 + 1.92/30)/(1 + 3.84/30) = 0.8546, half-width 1.7376 * sqrt(0.09/30 + 3.8415/3600) = 0.1108).
    const gpt4 = t.raw.findIndex((r) => r.model === 'gpt4');
    expect(t.raw[gpt4]!.winTieLo as number).toBeCloseTo(0.7438, 4);
    expect(t.raw[gpt4]!.winTieHi as number).toBeCloseTo(0.9654, 4);
    expect(cell(t, gpt4, 'winTie').text).toBe('90.0 [74.4, 96.5]');
    expectRankRanges(t, 'winTieLo', 'winTieHi');
    expect(t.rowIds).toEqual(t.raw.map((r) => r.model));
  });

  it('keep the generic (HCG) table to eight columns, the main pass rate with its interval, the real dialogues unranked', () => {
    const t = site.views.find((v) => v.path === 'hcg-GPT4o')!.leaderboard.table;
    const keys = compact(t);
    expect(keys.length).toBeLessThanOrEqual(8);
    expect(keys.slice(0, 4)).toEqual(['model', 'rank', 'pass_6', 'pass_6_n']);
    const real = t.raw.findIndex((r) => r.model === 'GT');
    expect(real).toBeGreaterThan(-1);
    expect(cell(t, real, 'rank').text).toBe('–');
    const first = t.raw.findIndex((r) => r.model !== 'GT');
    const { pass_6: rate, pass_6_lo: lo, pass_6_hi: hi } = t.raw[first]! as Record<string, number>;
    expect(lo).toBeLessThan(rate!);
    expect(hi).toBeGreaterThan(rate!);
    expect(cell(t, first, 'pass_6').text).toMatch(/^\d+\.\d \[\d+\.\d, \d+\.\d\]$/);
    expect(t.raw[first]!.rankBest).toBe(1);
    expect(t.rowIds).toEqual(t.raw.map((r) => r.model));
  });

  it('rank an Arena by its Bradley-Terry intervals: Dogwood-70B 1–2 ahead of Elm-Mini 5', () => {
    const t = site.views.find((v) => v.path === 'demo-arena-gpt-4')!.leaderboard.table;
    // The battles behind each rating sit beside it (the n of the main score, as for rates).
    expect(compact(t)).toEqual(['model', 'rank', 'bt', 'bt_n']);
    // From the printed intervals: Dogwood-70B (1088.6–1207.2) lies wholly above Birch (952.6–1059.3), Alder
    // (908.1–1009.3) and Elm (776.2–899.0), and overlaps Cedar (985.7–1109.2); only Elm lies below Cedar.
    expect(t.rows.map((r) => [r[0]!.text, r[1]!.text])).toEqual([
      ['Dogwood-70B', '1–2'],
      ['Cedar-34B', '1–4'],
      ['Birch-13B', '2–4'],
      ['Alder-7B', '2–4'],
      ['Elm-Mini', '5'],
    ]);
  });
});

describe('a published leaderboard alone (lb.csv, no judgments)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'parley-lb-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("shows the published columns in the compact table and keeps lb.csv's links", async () => {
    writeFileSync(
      join(dir, 'lb.csv'),
      [
        'Model,Win_Tie_Rate,Length,Uni_Eval_16,Uni_Eval_8,ELO_16,ELO_8,Link,Filter',
        'GPT-4,73.2,30.5,65.1,86.1,1167.2,1103.9,,minimal',
        'Vicuna-13B,68,32.0,55,80.4,1113.3,1096.5,https://huggingface.co/lmsys/vicuna-13b-v1.5,minimal',
      ].join('\n'),
    );
    const t = (await build(dir)).views[0]!.leaderboard.table;
    expect(compact(t).filter((k) => k.endsWith('_pub'))).toEqual([
      'winTie_pub',
      'pass16_pub',
      'elo16_pub',
      'length_pub',
    ]);
    expect(t.rowLinks).toEqual([null, 'https://huggingface.co/lmsys/vicuna-13b-v1.5']);
    // Nothing is computed: every reproduced column is empty (the page leaves such columns out).
    for (const key of ['rank', 'winTie', 'pass16', 'elo16', 'length', 'n'])
      expect(t.rows.map((r) => cell({ ...t, rows: [r] }, 0, key).text)).toEqual(['–', '–']);
  });
});

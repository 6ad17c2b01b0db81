// The statistics blocks under the views' leaderboards (issue 21) on the demo content: "About this ranking" and the
// leaderboards per slice, read from the site model as the pages and downloads get them.
import { beforeAll, describe, expect, it } from 'vitest';
import { demoSiteModel } from '../../test/shared/demoFixtures.ts';
import type { SiteModel, ViewModel } from '../site/siteModel.ts';

let site: SiteModel;
const view = (path: string) => site.views.find((v) => v.path === path)!;
const block = (v: ViewModel, id: string) => v.leaderboard.blocks?.find((b) => b.id === id);

beforeAll(async () => {
  site = await demoSiteModel();
});

describe('About this ranking on the demo’s BotChat view', () => {
  it('counts the win + tie pairs apart from the leaderboard’s own intervals', () => {
    const lb = view('botchat-gpt-4').leaderboard.table.raw.filter((r) => typeof r.winTieLo === 'number');
    let apart = 0;
    for (let i = 0; i < lb.length; i++)
      for (let j = i + 1; j < lb.length; j++) {
        const [a, b] = [lb[i]!, lb[j]!] as { winTieLo: number; winTieHi: number }[];
        if (a!.winTieLo > b!.winTieHi || b!.winTieLo > a!.winTieHi) apart++;
      }
    const row = block(view('botchat-gpt-4'), 'about-ranking')!.table.raw.find((r) => r.ranking === 'winTie')!;
    expect(lb).toHaveLength(4);
    expect(row).toMatchObject({ pairs: 6, separatedPairs: apart });
  });

  it('compares each ranking with lb.csv’s column and gives the fragility of its top', () => {
    const rows = block(view('botchat-gpt-4'), 'about-ranking')!.table.raw;
    expect(rows.map((r) => [r.ranking, r.reference])).toEqual([
      ['pass', 'the published Uni_Eval_16 (lb.csv)'],
      ['winTie', 'the published Win_Tie_Rate (lb.csv)'],
      ['bt_N=8', 'the published ELO_8 (lb.csv)'],
      ['bt_N=16', 'the published ELO_16 (lb.csv)'],
    ]);
    // The demo's pass@16 order is lb.csv's: τ = 1 over the four models.
    expect(rows[0]).toMatchObject({
      tau: 1,
      tauModels: 4,
      top: 'gpt4',
      challenger: 'vicuna-13b-v1.5',
      fragility: 12,
    });
    expect(rows[3]).toMatchObject({ separatedPairs: 5, pairs: 6, fragilityExact: false });
  });
});

describe('the demo’s slices', () => {
  it('shows BotChat by ground-truth length, every slice under 30 marked, in reading order', () => {
    const rows = block(view('botchat-gpt-4'), 'slices')!.table.raw.filter((r) => r.score === 'pass');
    expect([...new Set(rows.map((r) => r.slice))]).toEqual(['≤ 3', '4–5', '6–8', '> 8']);
    expect(rows.every((r) => r.belowMinN === true)).toBe(true);
    // Every pass@16 judgment of a seed with a ground truth falls in one slice.
    const gpt4 = rows.filter((r) => r.model === 'gpt4');
    expect(gpt4.reduce((s, r) => s + (r.n as number), 0)).toBe(29);
  });

  it('shows no slice block where the declared slice finds one slice (HCG’s one split)', () => {
    for (const v of site.views.filter((x) => x.benchmark === 'hcg'))
      expect(block(v, 'slices')).toBeUndefined();
  });
});

// The cross-protocol panel on a hand-made view: Win + Tie ranks a > b > c, pass at the ground-truth length ranks
// b > a > c, so one pair of three is discordant: Kendall's tau-b = (2 - 1) / 3 and two models change rank.
import { describe, expect, it } from 'vitest';
import { emptyDataset } from '../../records/dataset.ts';
import { GROUND_TRUTH } from '../../records/ids.ts';
import type { UniJudgment } from '../../records/uniJudgment.ts';
import type { WinTieLoseRow } from '../../stats/winTieLose.ts';
import type { ViewContext } from '../../views/viewContext.ts';
import type { ViewStats } from '../../views/viewStats.ts';
import { crossProtocol } from './crossProtocol.ts';

const seeds = Array.from({ length: 10 }, (_, i) => `s${i + 1}`);
const data = emptyDataset();
for (const seed of seeds)
  data.conversations.push({
    id: `gt/${seed}`,
    benchmark: 'botchat',
    setting: '',
    seed,
    model: GROUND_TRUTH,
    chats: ['a', 'b', 'c', 'd'],
    seedChats: 2,
    source: { file: 'gt.tsv' },
  });
// Passed at length 4 when no AI chat was found or the first is after chat 4.
const judged = (model: string, passes: number): UniJudgment[] =>
  seeds.map((seed, i) => ({
    benchmark: 'botchat',
    setting: '',
    judge: 'j',
    seed,
    model,
    verdict: i < passes ? 'human' : 'ai',
    firstAiChat: i < passes ? null : 3,
    reason: '',
    raw: '',
    source: { file: 'uni.tsv' },
  }));
const wtl = (model: string, win: number, n: number): WinTieLoseRow =>
  ({
    model,
    n,
    win,
    tieGood: 0,
    tieBad: 0,
    lose: n - win,
    unparsed: 0,
    winTieRate: win / n,
  }) as WinTieLoseRow;

describe('crossProtocol', () => {
  it("ranks the models both ways, gives Kendall's tau-b and marks the ranks that differ", () => {
    const ctx = {
      view: { benchmark: 'botchat', judge: 'j', path: 'botchat-j' },
      data,
      uni: [...judged('a', 6), ...judged('b', 7), ...judged('c', 1)],
      name: (m: string) => m.toUpperCase(),
      seed: 7,
      rounds: 200,
    } as unknown as ViewContext;
    const stats = { wtl: new Map([['', [wtl('a', 8, 10), wtl('b', 5, 10), wtl('c', 2, 10)]]]) } as ViewStats;
    const [fig] = crossProtocol(ctx, stats);
    expect(fig!.table!.raw.map((r) => [r.model, r.gtRank, r.passRank, r.sameRank])).toEqual([
      ['a', 1, 2, false],
      ['b', 2, 1, false],
      ['c', 3, 3, true],
    ]);
    expect(fig!.notes[0]).toMatch(
      /^Kendall's τ_b = 0\.333 \(95% bootstrap interval \[-?[\d.]+, [\d.]+\], \d+ rounds\) over 3 models; 2 ranks differ\.$/,
    );
    expect(fig!.svg).toContain('<svg');
  });

  it('draws nothing when fewer than two models have both rankings', () => {
    const ctx = {
      view: { benchmark: 'botchat' },
      data,
      uni: judged('a', 5),
      name: (m: string) => m,
      seed: 1,
      rounds: 10,
    };
    const stats = { wtl: new Map([['', [wtl('a', 5, 10)]]]) } as ViewStats;
    expect(crossProtocol(ctx as unknown as ViewContext, stats)).toEqual([]);
  });
});

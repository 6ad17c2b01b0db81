// Which views a dataset makes: one per (benchmark, judge) with judgments, and a published leaderboard alone only
// for a benchmark whose profile draws views (a peer's published table is its section's, not an empty view's).
import { describe, expect, it } from 'vitest';
import { emptyDataset } from '../../records/dataset.ts';
import type { PublishedLeaderboardRow } from '../../records/published.ts';
import { viewKeys } from './siteViews.ts';

const row = (benchmark: string, model: string): PublishedLeaderboardRow => ({
  benchmark,
  model,
  values: { score: { value: 1, printed: '1' } },
  source: { file: 'f.csv', line: 2 },
});

describe('viewKeys', () => {
  it("makes a view of BotChat's published leaderboard alone, under the judge that judged it", () => {
    const d = emptyDataset();
    d.publishedLeaderboard.push(row('botchat', 'gpt4'));
    expect(viewKeys(d)).toEqual([{ benchmark: 'botchat', judge: 'gpt-4', path: 'botchat-gpt-4' }]);
  });

  it("makes no view of a peer's published table with no judgments (its section shows it)", () => {
    const d = emptyDataset();
    d.publishedLeaderboard.push(row('alpacaeval', 'gpt4'), row('inspect', 'task'));
    expect(viewKeys(d)).toEqual([]);
  });
});

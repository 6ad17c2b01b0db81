// Corpus test: AlpacaEval's own results and leaderboards (tatsu-lab/alpaca_eval @ cd543a14, read from the mirror in
// place; the files are written to a temporary directory in AlpacaEval's layout and read by content). The published
// leaderboard rows are reproduced from the annotations: counts exactly, rates to the printed digit where AlpacaEval's
// pandas sums in numpy's pairwise order (the few others differ in the last bit).
import { beforeAll, describe, expect, it } from 'vitest';
import { mirrorOf, mirrorTree, skipMessage } from '../../../test/peers/mirror.ts';
import type { Dataset } from '../../records/dataset.ts';
import { readDataset } from '../index.ts';
import { alpacaAverageLength, alpacaComparisons, alpacaWinRate } from './winRate.ts';

const REPO = 'tatsu-lab+alpaca_eval';
const git = mirrorOf(REPO);
if (!git) skipMessage(REPO, 'the AlpacaEval corpus tests are');

const FILES = [
  'results/text_davinci_001/alpaca_eval_gpt4/annotations.json',
  'results/text_davinci_001/weighted_alpaca_eval_gpt4_turbo/annotations.json',
  'results/text_davinci_001/model_outputs.json',
  'results/gpt4_1106_preview/weighted_alpaca_eval_gpt4_turbo/annotations.json',
  'results/vicuna-13b-v1.5/weighted_alpaca_eval_gpt4_turbo/annotations.json',
  'results/vicuna-13b-v1.5/weighted_alpaca_eval_gpt4_turbo/weighted_alpaca_eval_gpt4_turbo/annotations.json',
  'src/alpaca_eval/leaderboards/data_AlpacaEval/alpaca_eval_gpt4_leaderboard.csv',
  'src/alpaca_eval/leaderboards/data_AlpacaEval_2/weighted_alpaca_eval_gpt4_turbo_leaderboard.csv',
];

describe.skipIf(!git)('AlpacaEval results read in place (tatsu-lab/alpaca_eval)', () => {
  let data: Dataset;
  beforeAll(async () => {
    const { dir, absent } = await mirrorTree(git!, FILES);
    expect(absent).toEqual([]);
    data = await readDataset(dir);
  });

  const row = (annotator: string, model: string) => {
    const group = alpacaComparisons(data.peers.alpacaAnnotations).find(
      (g) => g.annotator === annotator && g.model === model,
    )!;
    const published = data.publishedLeaderboard.find((r) => r.board === annotator && r.model === model)!;
    return { group, computed: alpacaWinRate(group.annotations.map((a) => a.preference)), published };
  };

  it('reads every record, each file by its content, and uses the nested re-run of vicuna-13b-v1.5 once', () => {
    expect(data.report.problems).toEqual([]);
    expect(data.report.files.every((f) => f.rejections.length === 0)).toBe(true);
    const nested = data.report.files.find((f) =>
      f.file.endsWith('turbo/weighted_alpaca_eval_gpt4_turbo/annotations.json'),
    )!;
    expect(nested).toMatchObject({ rowsRead: 805, rowsUsed: 0, rowsDuplicate: 805 });
  });

  it('reproduces AlpacaEval 1 text_davinci_001: 15.17412935323383 ± 1.235107892276849, 112/672/20 of 804', () => {
    const { computed, published } = row('alpaca_eval_gpt4', 'text_davinci_001');
    expect(computed).toMatchObject({ n_wins: 112, n_wins_base: 672, n_draws: 20, n_total: 804 });
    expect(computed.win_rate).toBe(15.17412935323383);
    expect(computed.standard_error).toBe(1.235107892276849);
    expect(computed.discrete_win_rate).toBe(15.17412935323383);
    for (const k of ['win_rate', 'standard_error', 'n_wins', 'n_wins_base', 'n_draws', 'n_total'] as const)
      expect(String(computed[k]), k).toBe(String(published.values[k]!.value));
  });

  it('reproduces AlpacaEval 2 text_davinci_001 (weighted judge, 803 records): 2.764005231108344 ± 0.5177668863975088', () => {
    const { computed, published } = row('weighted_alpaca_eval_gpt4_turbo', 'text_davinci_001');
    expect(computed).toMatchObject({ n_wins: 23, n_wins_base: 777, n_draws: 3, n_total: 803 });
    expect(computed.win_rate).toBe(2.764005231108344);
    expect(computed.standard_error).toBe(0.5177668863975088);
    // Published 3.051058530510585; 24.5 / 803 × 100 is 3.0510585305105855 in IEEE doubles: one unit in the last place.
    expect(published.values.discrete_win_rate!.printed).toBe('3.051058530510585');
    expect(Math.abs(computed.discrete_win_rate - 3.051058530510585)).toBeLessThanOrEqual(Number.EPSILON * 4);
  });

  it("reports the baseline's comparison with itself as such: 805 draws, 50.0 and 0.0 as published", () => {
    const { group, computed, published } = row('weighted_alpaca_eval_gpt4_turbo', 'gpt4_1106_preview');
    expect(group.selfComparison).toBe(true);
    expect(computed).toMatchObject({
      win_rate: 50,
      standard_error: 0,
      n_draws: 805,
      n_total: 805,
      n_wins: 0,
    });
    expect(published.values.win_rate!.printed).toBe('50.0');
    expect(data.pairJudgments.some((j) => j.model1 === j.model2)).toBe(false);
  });

  it('reproduces vicuna-13b-v1.5 (AlpacaEval 2): 48/753/4 of 805, 6.722122014857143 to the last bit but one', () => {
    const { computed, published } = row('weighted_alpaca_eval_gpt4_turbo', 'vicuna-13b-v1.5');
    expect(computed).toMatchObject({ n_wins: 48, n_wins_base: 753, n_draws: 4, n_total: 805 });
    expect(computed.discrete_win_rate).toBe(published.values.discrete_win_rate!.value);
    expect(Math.abs(computed.win_rate - 6.722122014857143)).toBeLessThanOrEqual(6.73 * Number.EPSILON);
    expect(Math.abs(computed.standard_error - 0.7674173990955542)).toBeLessThanOrEqual(Number.EPSILON);
  });

  it("computes text_davinci_001's average length from today's model_outputs.json (297; 296 published)", () => {
    const outputs = data.peers.alpacaOutputs.filter((o) => o.model === 'text_davinci_001');
    expect(outputs).toHaveLength(803);
    // AlpacaEval published 296 from the outputs of its evaluation; the file was updated since (docs/formats.md).
    expect(alpacaAverageLength(outputs.map((o) => o.length))).toBe(297);
    expect(row('alpaca_eval_gpt4', 'text_davinci_001').published.values.avg_length!.value).toBe(296);
  });
});

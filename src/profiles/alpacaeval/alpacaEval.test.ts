// AlpacaEval's files, written here in AlpacaEval's own layout (results/<model>/<annotator>/annotations.json,
// results/<model>/model_outputs.json, src/alpaca_eval/leaderboards/data_AlpacaEval/<annotator>_leaderboard.csv) and
// again renamed and rearranged: recognised by content, every record used or rejected with its line, and the
// head-to-head numbers computed as AlpacaEval computes them.
import { describe, expect, it } from 'vitest';
import { jsonl, readTree } from '../../../test/peers/readTree.ts';
import { alpacaAverageLength, alpacaComparisons, alpacaLengthInputs, alpacaWinRate } from './winRate.ts';
import { codePoints, preferenceOutcome, roundHalfEven } from './readers.ts';

const ann = (i: number, preference: number | null, extra: Record<string, unknown> = {}) => ({
  instruction: `Instruction ${i}?`,
  output_1: 'b'.repeat(10 + i),
  generator_1: 'text_davinci_003',
  dataset: 'helpful_base',
  output_2: 'm'.repeat(20 + i),
  generator_2: 'model-x',
  annotator: 'alpaca_eval_gpt4',
  preference,
  price_per_example: 0.01,
  time_per_example: 1.2,
  ...extra,
});
/** Pretty-printed as AlpacaEval writes it (pandas to_json with indent 2): one array, a record over many lines. */
const arr = (records: unknown[]) => JSON.stringify(records, null, 2);

const ANNOTATIONS = [ann(0, 2), ann(1, 1), ann(2, 1.5), ann(3, 0), ann(4, null)];
const SELF = [0, 1].map((i) => ({
  ...ann(i, 1.5),
  output_2: 'b'.repeat(10 + i),
  generator_2: 'text_davinci_003',
}));
const OUTPUTS = [0, 1, 2].map((i) => ({
  instruction: `Instruction ${i}?`,
  output: 'é'.repeat(10 + i),
  generator: 'model-x',
  dataset: 'helpful_base',
}));
const LEADERBOARD = [
  ',win_rate,standard_error,n_wins,n_wins_base,n_draws,n_total,discrete_win_rate,mode,avg_length',
  'model-x,50.0,20.41241452319315,1,1,2,4,50.0,community,11',
  'text_davinci_003,50.0,0.0,0,0,2,2,50.0,minimal,11',
].join('\n');

const LAYOUT = {
  'results/model-x/alpaca_eval_gpt4/annotations.json': arr(ANNOTATIONS),
  'results/model-x/model_outputs.json': arr(OUTPUTS),
  'results/text_davinci_003/alpaca_eval_gpt4/annotations.json': arr(SELF),
  'src/alpaca_eval/leaderboards/data_AlpacaEval/alpaca_eval_gpt4_leaderboard.csv': LEADERBOARD,
};

describe('alpacaWinRate', () => {
  it('counts wins, baseline wins, draws (1.5 and the legacy 0) and leaves nulls out', () => {
    const r = alpacaWinRate([2, 1, 1.5, 0, null]);
    expect(r).toMatchObject({
      n_wins: 1,
      n_wins_base: 1,
      n_draws: 2,
      n_total: 4,
      win_rate: 50,
      discrete_win_rate: 50,
    });
    // x = [1, 0, 0.5, 0.5]: s = sqrt(0.5 / 3), SE = s / 2 (pandas: pd.Series([1, 0, .5, .5]).sem() * 100).
    expect(r.standard_error).toBe((Math.sqrt(0.5 / 3) / 2) * 100);
  });

  it('uses soft preferences as they are for win_rate and rounds them for the discrete rate', () => {
    const r = alpacaWinRate([1.9, 1.2, 1.0000001827]);
    expect(r.win_rate).toBeCloseTo(((0.9 + 0.2 + 0.0000001827) / 3) * 100, 12);
    expect(r).toMatchObject({ n_wins: 1, n_wins_base: 2, n_draws: 0, n_total: 3 });
    expect(r.discrete_win_rate).toBeCloseTo(100 / 3, 12);
  });

  it('leaves out values outside [1, 2] and gives NaN for the standard error of one value', () => {
    const r = alpacaWinRate([2, 3, -1]);
    expect(r.n_total).toBe(1);
    expect(r.standard_error).toBeNaN();
  });

  it('throws when no preference is valid', () => {
    expect(() => alpacaWinRate([null, null])).toThrow(/alpacaWinRate requires at least one preference/);
  });

  it('rounds halves to even, as numpy does', () => {
    expect([0.5, 1.5, 2.5, 1.49, 1.51].map(roundHalfEven)).toEqual([0, 2, 2, 1, 2]);
    expect([1, 2, 1.5, 0, null, 1.7].map(preferenceOutcome)).toEqual([
      'model1',
      'model2',
      'tie',
      'tie',
      'unparsed',
      'model2',
    ]);
  });

  it('counts lengths in code points, as Python does', () => {
    expect(codePoints('a😀é')).toBe(3);
    expect(alpacaAverageLength([296, 297, 297])).toBe(296);
  });
});

describe("AlpacaEval's results tree", () => {
  it('reads annotations, outputs and the leaderboard by content, in their own layout', async () => {
    const { data, roles, messages, totals } = await readTree(LAYOUT);
    expect(roles).toEqual({
      'results/model-x/alpaca_eval_gpt4/annotations.json': 'alpaca-eval-annotations',
      'results/model-x/model_outputs.json': 'alpaca-eval-outputs',
      'results/text_davinci_003/alpaca_eval_gpt4/annotations.json': 'alpaca-eval-annotations',
      'src/alpaca_eval/leaderboards/data_AlpacaEval/alpaca_eval_gpt4_leaderboard.csv':
        'alpaca-eval-leaderboard',
    });
    expect(messages).toEqual([]);
    expect(totals).toMatchObject({ rowsRead: 12, rowsUsed: 12, rejected: 0, reconciles: true });
    expect(data.report.problems).toEqual([]);
    const [x, self] = alpacaComparisons(data.peers.alpacaAnnotations);
    expect(x!.selfComparison).toBe(false);
    expect(self!.selfComparison).toBe(true);
    // The published row, reproduced to the printed digit.
    const published = data.publishedLeaderboard.find((r) => r.model === 'model-x')!;
    expect(published.board).toBe('alpaca_eval_gpt4');
    expect(published.labels).toEqual({ mode: 'community', version: 'data_AlpacaEval' });
    const computed = alpacaWinRate(x!.annotations.map((a) => a.preference));
    for (const k of ['win_rate', 'standard_error', 'n_wins', 'n_wins_base', 'n_draws', 'n_total'] as const)
      expect(computed[k], k).toBe(published.values[k]!.value);
    // The baseline's comparison with itself is no battle: pair judgments come from model-x's file only.
    expect(data.pairJudgments.map((j) => `${j.model1} ${j.model2} ${j.outcome}`)).toEqual([
      'text_davinci_003 model-x model2',
      'text_davinci_003 model-x model1',
      'text_davinci_003 model-x tie',
      'text_davinci_003 model-x tie',
      'text_davinci_003 model-x unparsed',
    ]);
    expect(alpacaAverageLength(data.peers.alpacaOutputs.map((o) => o.length))).toBe(11);
    expect(alpacaLengthInputs(x!).map((l) => [l.position, l.baselineLength, l.modelLength])).toEqual([
      [0, 10, 20],
      [1, 11, 21],
      [2, 12, 22],
      [3, 13, 23],
      [4, 14, 24],
    ]);
  });

  it('reads the same files renamed and moved by content, taking the model from generator_2', async () => {
    const { data, roles } = await readTree({
      'mine/judged.json': LAYOUT['results/model-x/alpaca_eval_gpt4/annotations.json'],
      'outs.json': LAYOUT['results/model-x/model_outputs.json'],
      'other/self.json': LAYOUT['results/text_davinci_003/alpaca_eval_gpt4/annotations.json'],
      'board.csv': LEADERBOARD,
    });
    expect(Object.values(roles).sort()).toEqual([
      'alpaca-eval-annotations',
      'alpaca-eval-annotations',
      'alpaca-eval-leaderboard',
      'alpaca-eval-outputs',
    ]);
    const groups = alpacaComparisons(data.peers.alpacaAnnotations);
    expect(groups.map((g) => `${g.annotator} ${g.baseline} ${g.model} ${g.annotations.length}`)).toEqual([
      'alpaca_eval_gpt4 text_davinci_003 model-x 5',
      'alpaca_eval_gpt4 text_davinci_003 text_davinci_003 2',
    ]);
    // board.csv names no annotator: its rows are matched by content to the annotations that give its numbers.
    expect(data.publishedLeaderboard[0]!.board).toBe('alpaca_eval_gpt4');
  });

  it('uses a re-run nested one folder deeper once, and names the folder when generator_2 differs', async () => {
    const nested = ANNOTATIONS.map((a, i) => ({ ...a, glm_preference: 0.1 * (i + 1) }));
    const { data, messages } = await readTree({
      ...LAYOUT,
      'results/model-x/alpaca_eval_gpt4/alpaca_eval_gpt4/annotations.json': arr(nested),
      'results/model-y/alpaca_eval_gpt4/annotations.json': arr(ANNOTATIONS),
    });
    // Files are read in path order: the nested copy comes first, and the other is its duplicate.
    const plain = data.report.files.find(
      (f) => f.file === 'results/model-x/alpaca_eval_gpt4/annotations.json',
    )!;
    expect(plain).toMatchObject({ rowsRead: 5, rowsUsed: 0, rowsDuplicate: 5 });
    expect(messages).toContain(
      'results/model-x/alpaca_eval_gpt4/annotations.json: 5 records already read from results/model-x/alpaca_eval_gpt4/alpaca_eval_gpt4/annotations.json (same identity and content): used once, from there',
    );
    expect(data.peers.alpacaAnnotations.filter((a) => a.model === 'model-x')).toHaveLength(5);
    expect(data.pairJudgments.filter((j) => j.model2 === 'model-x')).toHaveLength(5);
    expect(
      messages.some((m) => /generator_2 is "model-x" but the file sits in the folder of "model-y"/.test(m)),
    ).toBe(true);
    expect(alpacaComparisons(data.peers.alpacaAnnotations).map((g) => g.model)).toEqual([
      'model-x',
      'model-y',
      'text_davinci_003',
    ]);
  });

  it('rejects a record without generator_2 or with a text preference, at its line', async () => {
    const bad = [ann(0, 2), { ...ann(1, 1), generator_2: '' }, { ...ann(2, 1), preference: '2' }];
    const { messages, totals } = await readTree({
      'results/model-x/alpaca_eval_gpt4/annotations.json': arr(bad),
    });
    expect(messages).toEqual([
      'results/model-x/alpaca_eval_gpt4/annotations.json:14: column generator_2: "generator_2" is missing or empty',
      'results/model-x/alpaca_eval_gpt4/annotations.json:26: column preference: "preference" must be a number or null (got "\\"2\\"")',
    ]);
    expect(totals).toMatchObject({ rowsRead: 3, rowsUsed: 1, rejected: 2, reconciles: true });
  });

  it('reads the website export, taking the model id from the samples URL', async () => {
    const csv = [
      'name,length_controlled_winrate,win_rate,avg_length,link,samples,filter',
      'Model X (ours),9.5,2.7,296,https://example.org/x,https://github.com/tatsu-lab/alpaca_eval/blob/main/results/model-x/model_outputs.json,verified',
    ].join('\n');
    const { data, roles } = await readTree({
      'docs/data_AlpacaEval_2/weighted_alpaca_eval_gpt4_turbo_leaderboard.csv': csv,
    });
    expect(Object.values(roles)).toEqual(['alpaca-eval-website-leaderboard']);
    expect(data.publishedLeaderboard[0]).toMatchObject({
      model: 'model-x',
      link: 'https://example.org/x',
      board: 'weighted_alpaca_eval_gpt4_turbo',
      labels: { name: 'Model X (ours)', filter: 'verified', version: 'data_AlpacaEval_2' },
    });
    expect(data.publishedLeaderboard[0]!.values.win_rate).toEqual({ value: 2.7, printed: '2.7' });
  });

  it('does not take JSON lines of battles or an unrelated JSON array', async () => {
    const { roles } = await readTree({
      'x.json': arr([{ instruction: 'a', output: 'b' }]),
      'battles.jsonl': jsonl([{ model_a: 'a', model_b: 'b', winner: 'tie' }]),
    });
    expect(roles).toEqual({ 'battles.jsonl': 'battles' });
  });
});

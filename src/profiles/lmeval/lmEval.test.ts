// lm-evaluation-harness output written here in its own layout (<output>/<model_name_sanitized>/results_<date_id>.json
// and samples_<task>_<date_id>.jsonl, bare NaN tokens as Python writes them) and again renamed: recognised by content,
// and each task's published metric recomputed from the samples as lm-eval aggregates (hand-computed here).
import { describe, expect, it } from 'vitest';
import { readTree } from '../../../test/peers/readTree.ts';
import { pythonFixed } from '../../render/format.ts';
import { lmEvalGroup, lmEvalMean, lmEvalPrinted, lmEvalTaskMetrics } from './metrics.ts';
import { lmEvalFileName } from './readers.ts';

const RUN = '2024-05-14T12-33-21.123456';
const DIR = 'out/EleutherAI__pythia-14m';
/** A samples line as lm-eval writes it (stringified responses, hashes, NaN where Python had one). */
const line = (doc: number, metrics: Record<string, unknown>, filter = 'none') =>
  JSON.stringify({
    doc_id: doc,
    doc: { question: `Q${doc}?`, choices: ['a', 'b'], answer: 0, score: '__NaN__' },
    target: '0',
    arguments: {
      gen_args_0: { arg_0: `Question: Q${doc}?\nAnswer:`, arg_1: ' a' },
      gen_args_1: { arg_0: `Question: Q${doc}?\nAnswer:`, arg_1: ' b' },
    },
    resps: [[['-1.5', 'False']], [['-2.5', 'False']]],
    filtered_resps: [
      ['-1.5', 'False'],
      ['-2.5', 'False'],
    ],
    filter,
    metrics: Object.keys(metrics),
    doc_hash: 'aa',
    prompt_hash: 'bb',
    target_hash: 'cc',
    ...metrics,
  }).replace('"__NaN__"', 'NaN');

const ARC = [
  [1, 1],
  [0, 1],
  [1, 1],
  [1, 0],
]
  .map(([acc, norm], i) => line(i, { acc, acc_norm: norm }))
  .join('\n');
const GSM = [
  line(0, { exact_match: 0 }, 'strict-match'),
  line(1, { exact_match: 1 }, 'strict-match'),
  line(0, { exact_match: 1 }, 'flexible-extract'),
  line(1, { exact_match: 1 }, 'flexible-extract'),
].join('\n');
const RESULTS = JSON.stringify(
  {
    results: {
      arc_easy: {
        alias: 'arc_easy',
        'acc,none': 0.75,
        'acc_stderr,none': 0.25,
        'acc_norm,none': 0.75,
        'acc_norm_stderr,none': 0.25,
      },
      gsm8k: {
        alias: 'gsm8k',
        'exact_match,strict-match': 0.5,
        'exact_match_stderr,strict-match': 0.5,
        'exact_match,flexible-extract': 1,
        'exact_match_stderr,flexible-extract': 0,
      },
    },
    groups: { science: { 'acc,none': 0.75, 'acc_stderr,none': 'N/A' } },
    versions: { arc_easy: 1, gsm8k: 3 },
    'n-shot': { arc_easy: 0, gsm8k: 5 },
    'n-samples': { arc_easy: { original: 2376, effective: 4 }, gsm8k: { original: 1319, effective: 2 } },
    config: { model: 'hf', model_args: 'pretrained=EleutherAI/pythia-14m,dtype=float32', batch_size: 1 },
    model_name: 'EleutherAI/pythia-14m',
    date: 1715689101.5,
  },
  null,
  2,
);
const LAYOUT = {
  [`${DIR}/results_${RUN}.json`]: RESULTS,
  [`${DIR}/samples_arc_easy_${RUN}.jsonl`]: ARC,
  [`${DIR}/samples_gsm8k_${RUN}.jsonl`]: GSM,
};

describe('lm-eval aggregation', () => {
  it('gives the mean and s/√n, and N/A (NaN) for one document', () => {
    expect(lmEvalMean([1, 0, 1, 1])).toEqual({ value: 0.75, stderr: 0.25, n: 4 });
    expect(lmEvalMean([1]).stderr).toBeNaN();
    expect(() => lmEvalMean([])).toThrow(/lmEvalMean requires/);
  });

  it('pools subtasks by size (hand: values 0.5 and 1 over 10 each give 0.75; stderr √((9·10·0.01) / 18 / 20))', () => {
    const g = lmEvalGroup([
      { value: 0.5, stderr: 0.1, n: 10 },
      { value: 1, stderr: 0, n: 10 },
    ]);
    expect(g.value).toBe(0.75);
    expect(g.stderr).toBeCloseTo(Math.sqrt((9 * 10 * 0.01) / 18 / 20), 15);
  });

  it('prints as make_table does: %.4f with ties to even (Python), N/A for a missing stderr', () => {
    // Python: f"{0.03125:.4f}" == '0.0312', f"{-0.03125:.4f}" == '-0.0312', f"{0.09375:.4f}" == '0.0938'.
    expect([0.03125, -0.03125, 0.09375, 0.00015, -0].map((x) => pythonFixed(x, 4))).toEqual([
      '0.0312',
      '-0.0312',
      '0.0938',
      '0.0001',
      '-0.0000',
    ]);
    expect(lmEvalPrinted(lmEvalMean([1, 0, 1, 1]))).toEqual({ value: '0.7500', stderr: '0.2500' });
    expect(lmEvalPrinted(lmEvalMean([1]))).toEqual({ value: '1.0000', stderr: 'N/A' });
  });

  it('splits file names on the last underscore (task names hold underscores)', () => {
    expect(lmEvalFileName(`x/samples_mmlu_high_school_physics_${RUN}.jsonl`)).toEqual({
      kind: 'samples',
      task: 'mmlu_high_school_physics',
      run: RUN,
    });
    expect(lmEvalFileName(`results_${RUN}.json`)).toEqual({ kind: 'results', task: '', run: RUN });
    expect(lmEvalFileName('mine.jsonl')).toBeUndefined();
  });
});

describe("lm-eval's output folder", () => {
  it('reads results and samples by content, and reproduces every published metric of the tasks', async () => {
    const { data, roles, messages, totals } = await readTree(LAYOUT);
    expect(Object.values(roles)).toEqual(['lm-eval-results', 'lm-eval-samples', 'lm-eval-samples']);
    expect(messages).toEqual([]);
    expect(totals).toMatchObject({ rejected: 0, reconciles: true });
    // The samples take the model from the results of their run, as the results name it.
    expect(new Set(data.peers.sampleScores.map((s) => s.model))).toEqual(new Set(['EleutherAI-pythia-14m']));
    const computed = lmEvalTaskMetrics(data.peers.sampleScores);
    expect(computed.map((m) => `${m.task} ${m.metric},${m.filter} ${m.value} ${m.stderr} ${m.n}`)).toEqual([
      'arc_easy acc,none 0.75 0.25 4',
      'arc_easy acc_norm,none 0.75 0.25 4',
      'gsm8k exact_match,strict-match 0.5 0.5 2',
      'gsm8k exact_match,flexible-extract 1 0 2',
    ]);
    for (const m of computed) {
      const row = data.publishedLeaderboard.find((r) => r.board === m.task)!;
      expect(row.values[`${m.metric},${m.filter}`]!.value, m.metric).toBe(m.value);
      expect(row.values[`${m.metric}_stderr,${m.filter}`]!.value, m.metric).toBe(m.stderr);
    }
    expect(data.publishedLeaderboard.find((r) => r.board === 'gsm8k')!.labels).toMatchObject({
      version: '3',
      'n-shot': '5',
    });
    expect(data.publishedLeaderboard.find((r) => r.board === 'science')!.labels).toMatchObject({
      'acc_stderr,none': 'N/A',
      run: RUN,
    });
    expect(
      data.publishedLeaderboard.find((r) => r.board === 'arc_easy')!.values['n-samples effective']!.value,
    ).toBe(4);
    expect(data.peers.sampleScores[0]).toMatchObject({
      sampleId: '0',
      input: 'Question: Q0?\nAnswer:',
      target: '0',
      run: RUN,
      variant: 'none',
    });
  });

  it('reads renamed files by content, the model then taken from their folder', async () => {
    const { data, roles } = await readTree({ 'a/run.json': RESULTS, 'b/arc.jsonl': ARC });
    expect(Object.values(roles)).toEqual(['lm-eval-results', 'lm-eval-samples']);
    expect(data.peers.sampleScores[0]).toMatchObject({ model: 'b', task: 'arc', run: '' });
    expect(lmEvalTaskMetrics(data.peers.sampleScores)[0]).toMatchObject({ metric: 'acc', value: 0.75 });
  });

  it('reads an old results file (metrics without filters), notes corpus metrics, and rejects a line without doc_id', async () => {
    const old = JSON.stringify({
      results: {
        arc_challenge: { acc: 0.26621160409556316, acc_stderr: 0.01291, acc_norm: 0.28242320819112626 },
      },
      versions: { arc_challenge: '2.0' },
    });
    const samples = [
      line(0, { acc: 1, bleu: ['ref', 'pred'] }),
      '{"doc": {}, "arguments": {}, "resps": [], "filtered_resps": [], "doc_id": "x"}',
    ].join('\n');
    const { data, messages } = await readTree({
      'arc_challenge-v2.0-res.json': old,
      [`m/samples_wmt_${RUN}.jsonl`]: samples,
    });
    expect(data.publishedLeaderboard[0]!.values.acc!.printed).toBe('0.26621160409556316');
    expect(messages).toEqual([
      `m/samples_wmt_${RUN}.jsonl:2: column doc_id: expected an object with a numeric doc_id`,
      `m/samples_wmt_${RUN}.jsonl: metrics lm-eval aggregates over the whole corpus, not as a mean of per-document numbers (bleu), are not recomputed`,
    ]);
  });

  it("leaves out perplexity and the metrics a task's config aggregates otherwise than by mean", async () => {
    const results = JSON.stringify({
      results: { lambada_openai: { 'acc,none': 1, 'perplexity,none': 4.1 } },
      configs: {
        lambada_openai: {
          metric_list: [
            { metric: 'acc', aggregation: 'mean' },
            { metric: 'perplexity', aggregation: 'perplexity' },
            { metric: 'median_len', aggregation: 'median' },
          ],
        },
      },
      versions: { lambada_openai: 1 },
    });
    const samples = line(0, { acc: 1, perplexity: -1.41, median_len: 7 });
    const { data, messages } = await readTree({
      [`${DIR}/results_${RUN}.json`]: results,
      [`${DIR}/samples_lambada_openai_${RUN}.jsonl`]: samples,
    });
    expect(data.peers.sampleScores.map((s) => s.scorer)).toEqual(['acc']);
    expect(messages).toEqual([
      `${DIR}/samples_lambada_openai_${RUN}.jsonl: metrics lm-eval aggregates over the whole corpus, not as a mean of per-document numbers (perplexity, median_len), are not recomputed`,
    ]);
  });

  it('keeps two versions of a task that printed the same numbers apart (the version is part of the row)', async () => {
    const v = (version: number) =>
      JSON.stringify({ results: { boolq: { acc: 0.5 } }, versions: { boolq: version } });
    const { data, totals } = await readTree({ 'boolq-v0-res.json': v(0), 'boolq-v1-res.json': v(1) });
    expect(data.publishedLeaderboard.map((r) => r.labels?.version)).toEqual(['0', '1']);
    expect(totals).toMatchObject({ rowsUsed: 2 });
  });

  it('uses a line appended twice once (samples files are opened in append mode)', async () => {
    const { data, messages } = await readTree({
      [`${DIR}/samples_arc_easy_${RUN}.jsonl`]: `${ARC}\n${ARC.split('\n')[0]}`,
    });
    expect(messages).toEqual([
      `${DIR}/samples_arc_easy_${RUN}.jsonl: 1 record already read from ${DIR}/samples_arc_easy_${RUN}.jsonl (same identity and content): used once, from there`,
    ]);
    expect(lmEvalTaskMetrics(data.peers.sampleScores)[0]!.n).toBe(4);
  });
});

// Inspect's eval logs, written here in its own layout (logs/<time>_<task>_<id>.eval: a zip archive whose entries are
// Zstandard-compressed as current writers do, or deflated as older ones did; and the .json form with bare NaN
// tokens), and again renamed: recognised by content, every sample used or rejected, the published accuracy and
// stderr recomputed from the samples as Inspect computes them.
import { describe, expect, it } from 'vitest';
import { readTree } from '../../../test/peers/readTree.ts';
import { writeZip } from '../../../test/peers/zipWriter.ts';
import { inspectAccuracy, inspectValueToFloat, numpyStderr, reduceEpochs } from './accuracy.ts';
import { leadingEntryNames, readZipDirectory, readZipEntry } from './zipArchive.ts';

const evalSpec = (epochs: number) => ({
  eval_id: 'E1',
  run_id: 'R1',
  created: '2026-01-02T03:04:05+00:00',
  task: 'arith',
  task_id: 'T1',
  task_version: 0,
  dataset: { name: 'arith', samples: 4, sample_ids: [1, 2, 3, 4] },
  model: 'openai/gpt-4o-mini',
  config: { epochs },
  scorers: [
    { name: 'match', options: {}, metrics: [{ name: 'inspect_ai/accuracy' }, { name: 'inspect_ai/stderr' }] },
  ],
});
/** Per sample id, the epochs' values: 3's second epoch and all of 4 unscored (NaN). */
const VALUES: Record<number, unknown[]> = {
  1: ['C', 'C'],
  2: ['C', 'I'],
  3: ['I', Number.NaN],
  4: [Number.NaN, Number.NaN],
};
const summaries = () =>
  Object.entries(VALUES).flatMap(([id, vs]) =>
    vs.map((v, e) => ({
      id: Number(id),
      epoch: e + 1,
      input: `What is ${id}+${id}?`,
      target: String(2 * Number(id)),
      scores: { match: { value: v, answer: 'x' } },
    })),
  );
/** JSON as Python writes it: NaN as a bare token. */
const py = (v: unknown) =>
  JSON.stringify(v, (_k, x) => (typeof x === 'number' && Number.isNaN(x) ? '__NaN__' : x), 1).replaceAll(
    '"__NaN__"',
    'NaN',
  );

// Reduced by mean: 1, 0.5, 0 (the NaN epoch left out), and sample 4 unscored: accuracy 0.5, stderr = s/√3 with
// s² = ((0.5)² + 0 + (0.5)²) / 2 = 0.25 (numpy: np.std([1, .5, 0], ddof=1) / np.sqrt(3)).
const ACCURACY = 0.5;
const STDERR = 0.5 / Math.sqrt(3);
const header = (status: string) => ({
  version: 2,
  status,
  eval: evalSpec(2),
  plan: { name: 'plan', steps: [] },
  results: {
    total_samples: 8,
    completed_samples: 8,
    scores: [
      {
        name: 'match',
        scorer: 'match',
        reducer: 'mean',
        params: {},
        metrics: {
          accuracy: { name: 'accuracy', value: ACCURACY, params: {} },
          stderr: { name: 'stderr', value: STDERR, params: {} },
          bootstrap: { name: 'bootstrap', value: Number.NaN },
        },
      },
    ],
  },
  stats: {
    started_at: '2026-01-02T03:04:05+00:00',
    completed_at: '2026-01-02T03:05:00+00:00',
    model_usage: {},
  },
});
const evalLog = (method: 0 | 8 | 93 = 93) =>
  writeZip(
    {
      '_journal/start.json': py({ version: 2, eval: evalSpec(2), plan: {} }),
      ...Object.fromEntries(
        summaries().map((s) => [
          `samples/${s.id}_epoch_${s.epoch}.json`,
          py({ ...s, messages: [], events: [] }),
        ]),
      ),
      '_journal/summaries/1.json': py(summaries()),
      'summaries.json': py(summaries()),
      'header.json': py(header('success')),
    },
    method,
  );
const LOG = 'logs/2026-01-02T03-04-05+00-00_arith_T1.eval';

describe('Inspect values and reducers', () => {
  it('maps values to numbers as value_to_float does', () => {
    expect(
      ['C', 'P', 'I', 'N', 'Yes', 'FALSE', '0.25', true, 3, [1], { a: 1 }, 'maybe'].map(inspectValueToFloat),
    ).toEqual([1, 0.5, 0, 0, 1, 0, 0.25, 1, 3, 0, 0, 0]);
    expect(inspectValueToFloat(Number.NaN)).toBeNaN();
  });

  it('reduces epochs by mean, median, max, mode, at_least_k and pass_at_k, leaving NaN out', () => {
    expect(reduceEpochs([1, 0, Number.NaN], 'mean')).toBe(0.5);
    expect(reduceEpochs([1, 0, 0, 1, 1], 'median')).toBe(1);
    expect(reduceEpochs([0, 0.5], 'max')).toBe(0.5);
    expect(reduceEpochs([0, 1, 1, 0], 'mode')).toBe(0);
    expect(reduceEpochs([1, 0, 1], 'at_least_2')).toBe(1);
    // pass@2 with 1 of 3 correct: 1 − C(2,2)/C(3,2) = 2/3.
    expect(reduceEpochs([1, 0, 0], 'pass_at_2')).toBeCloseTo(2 / 3, 15);
    expect(reduceEpochs([Number.NaN], 'mean')).toBeNaN();
    expect(() => reduceEpochs([1], 'harmonic')).toThrow(/reduceEpochs does not know the reducer "harmonic"/);
  });

  it('gives numpy’s stderr (np.std(ddof=1)/√n): 8 correct of 10 is 0.13333333333333333', () => {
    expect(numpyStderr([1, 1, 1, 1, 1, 1, 1, 1, 0, 0])).toBe(0.13333333333333333);
    expect(() => numpyStderr([1])).toThrow(/at least two/);
  });
});

describe('the zip reader', () => {
  it('reads stored, deflated and Zstandard entries, and names the first entries from the start alone', () => {
    for (const method of [0, 8, 93] as const) {
      const zip = writeZip({ 'a.json': '{"x": 1}', 'b.json': 'é'.repeat(500) }, method);
      const dir = readZipDirectory(zip);
      expect(dir.ok).toBe(true);
      const entries = (dir as { entries: { name: string; method: number }[] }).entries;
      expect(entries.map((e) => [e.name, e.method])).toEqual([
        ['a.json', method],
        ['b.json', method],
      ]);
      const b = readZipEntry(zip, entries[1] as never);
      expect(b.ok && b.data.toString('utf8')).toBe('é'.repeat(500));
      expect(leadingEntryNames(zip)).toEqual(['a.json', 'b.json']);
    }
  });

  it('refuses an archive cut short, and an entry that inflates past its stated size', () => {
    const zip = writeZip({ 'a.json': 'x'.repeat(1000) }, 8);
    expect(readZipDirectory(zip.subarray(0, zip.length - 10))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/no directory at its end/),
    });
    const dir = readZipDirectory(zip) as { entries: { size: number }[] };
    const lying = { ...dir.entries[0]!, size: 10 } as never;
    expect(readZipEntry(zip, lying)).toMatchObject({ ok: false });
  });
});

describe("Inspect's logs", () => {
  it('reads a Zstandard .eval log by content and recomputes its published accuracy and stderr', async () => {
    const { data, roles, messages, totals } = await readTree({ [LOG]: evalLog(93) });
    expect(roles).toEqual({ [LOG]: 'inspect-eval-log' });
    expect(messages).toEqual([]);
    expect(totals).toMatchObject({ rowsRead: 8, rowsUsed: 8, rejected: 0, reconciles: true });
    expect(data.peers.evalRuns).toMatchObject([
      { run: 'E1', task: 'arith', status: 'success', epochs: 2, reducer: 'mean', totalSamples: 8 },
    ]);
    const published = data.publishedLeaderboard[0]!;
    expect(published).toMatchObject({
      benchmark: 'inspect',
      board: 'arith',
      labels: { run: 'E1', scorer: 'match', reducer: 'mean', bootstrap: 'NaN' },
    });
    const computed = inspectAccuracy(data.peers.sampleScores, 'mean');
    expect(computed).toEqual({ accuracy: ACCURACY, stderr: STDERR, n: 3, unscored: 1 });
    expect(computed.accuracy).toBe(published.values.accuracy!.value);
    expect(computed.stderr).toBe(published.values.stderr!.value);
    expect(
      data.peers.sampleScores
        .filter((s) => Number.isNaN(s.value))
        .map((s) => `${s.sampleId}/${s.epoch} ${s.written}`),
    ).toEqual(['3/2 null', '4/1 null', '4/2 null']);
  });

  it('reads a deflated log renamed and moved, and a .json log with NaN tokens, as one run', async () => {
    const json = py({ ...header('success'), samples: summaries() });
    const { data, roles, messages } = await readTree({
      'archive/run.zip': evalLog(8),
      'copy/log.json': json,
    });
    expect(roles).toEqual({ 'archive/run.zip': 'inspect-eval-log', 'copy/log.json': 'inspect-json-log' });
    expect(messages).toEqual([
      'copy/log.json: the same run (E1) as archive/run.zip: its scores are taken from there, its samples used once',
      'copy/log.json: 8 records already read from archive/run.zip (same identity and content): used once, from there',
    ]);
    expect(data.peers.evalRuns).toHaveLength(1);
    expect(inspectAccuracy(data.peers.sampleScores).accuracy).toBe(ACCURACY);
  });

  it('reads a run that never finished from its journal and sample entries', async () => {
    const zip = writeZip({
      '_journal/start.json': py({ version: 2, eval: evalSpec(1), plan: {} }),
      'samples/1_epoch_1.json': py({
        id: 1,
        epoch: 1,
        input: [{ role: 'user', content: 'Hi' }],
        target: ['a', 'b'],
        scores: { match: { value: 'C' } },
      }),
      'samples/2_epoch_1.json': py({ id: 'two', epoch: 1, input: 'Q', target: 'b', scores: {} }),
    });
    const { data, messages } = await readTree({ 'logs/partial.eval': zip });
    expect(data.peers.evalRuns[0]).toMatchObject({ status: 'started', completedSamples: 0 });
    expect(data.peers.sampleScores.map((s) => [s.sampleId, s.value, s.input, s.target])).toEqual([
      ['1', 1, 'Hi', 'a | b'],
    ]);
    expect(messages).toEqual([
      'logs/partial.eval: column samples/2_epoch_1.json: sample two (epoch 1) has no score',
    ]);
  });

  it('says why a broken archive or a zip of something else cannot be read', async () => {
    const cut = evalLog(93).subarray(0, 300);
    const { data } = await readTree({
      'logs/cut.eval': cut,
      'other.zip': writeZip({ 'word/document.xml': '<x/>' }),
    });
    expect(data.report.problems.map((p) => `${p.file}: ${p.reason}`)).toEqual([
      'logs/cut.eval: cannot be read as an Inspect .eval log: the zip archive has no directory at its end: is the file cut short?',
    ]);
    expect(data.report.skipped.map((s) => s.file)).toEqual(['other.zip']);
  });
});

// Corpus test: Inspect's own test logs (UKGovernmentBEIS/inspect_ai @ 499e6152, read from the mirror in place and
// written to a temporary directory under their repository paths). Every log whose header publishes accuracy and
// stderr for a scorer whose samples it holds is recomputed from those samples, to the last digit.
import { beforeAll, describe, expect, it } from 'vitest';
import { mirrorOf, mirrorTree, skipMessage } from '../../../test/peers/mirror.ts';
import type { Dataset } from '../../records/dataset.ts';
import { readDataset } from '../index.ts';
import { inspectAccuracy } from './accuracy.ts';

const REPO = 'UKGovernmentBEIS+inspect_ai';
const git = mirrorOf(REPO);
if (!git) skipMessage(REPO, 'the Inspect corpus tests are');

const LOGS = [
  'tests/scorer/logs/2025-02-11T15-18-04-05-00_popularity_mj7khqpMM4GBCfVQozKgzB.eval',
  'tests/scorer/logs/2025-02-11T15-17-00-05-00_popularity_dPiJifoWeEQBrfWsAopzWr.eval',
  'tests/log/test_eval_log/log_streaming.eval',
  'tests/log/test_eval_log/log_formats.eval',
  'tests/log/test_eval_log/log_formats.json',
  'tests/analysis/test_logs/2025-05-12T20-28-13-04-00_popularity.json',
  'tests/analysis/test_logs/2025-05-12T20-28-13-04-00_no-samples.json',
  'tests/analysis/test_logs/2025-05-12T20-28-26-04-00_security-guide.json',
  'tests/analysis/test_logs_choices/mmlu-summary-choices.eval',
];

describe.skipIf(!git)("Inspect's test logs (UKGovernmentBEIS/inspect_ai)", () => {
  let data: Dataset;
  beforeAll(async () => {
    const { dir, absent } = await mirrorTree(git!, LOGS);
    expect(absent).toEqual([]);
    data = await readDataset(dir);
  });

  /** The published and recomputed numbers of a log's scorer. */
  const scores = (file: string) => {
    const run = data.peers.evalRuns.find((r) => r.source.file === file)!;
    const published = data.publishedLeaderboard.find((p) => p.labels?.run === run.run)!;
    const samples = data.peers.sampleScores.filter(
      (s) => s.run === run.run && s.scorer === published.labels!.scorer,
    );
    return { run, published, computed: inspectAccuracy(samples, published.labels!.reducer ?? run.reducer) };
  };

  it('reads every log by content: .eval archives and .json logs, the copy of log_formats once', () => {
    expect(data.report.problems).toEqual([]);
    expect(data.report.files.map((f) => f.role)).toEqual([
      'inspect-json-log',
      'inspect-json-log',
      'inspect-json-log',
      'inspect-eval-log',
      'inspect-eval-log',
      'inspect-json-log',
      'inspect-eval-log',
      'inspect-eval-log',
      'inspect-eval-log',
    ]);
    expect(data.report.files.find((f) => f.file.endsWith('log_formats.json'))).toMatchObject({
      rowsUsed: 0,
      rowsDuplicate: 1,
    });
  });

  it('reproduces popularity (mj7khqpMM4GBCfVQozKgzB.eval): accuracy 0.8, stderr 0.13333333333333333 over 10 samples', () => {
    const { computed, published } = scores(LOGS[0]!);
    expect(published.values.accuracy!.printed).toBe('0.8');
    expect(published.values.stderr!.printed).toBe('0.13333333333333333');
    expect(computed).toEqual({ accuracy: 0.8, stderr: 0.13333333333333333, n: 10, unscored: 0 });
  });

  it('reproduces log_streaming.eval (2 samples × 2 epochs, reduced by mean): 0.75 and 0.25 with n = 2', () => {
    const { run, computed } = scores('tests/log/test_eval_log/log_streaming.eval');
    expect(run).toMatchObject({ epochs: 2, totalSamples: 4 });
    expect(computed).toEqual({ accuracy: 0.75, stderr: 0.25, n: 2, unscored: 0 });
  });

  it('reproduces the cancelled popularity.json log over its 3 completed samples: 0.6666666666666666 and 0.33333333333333337', () => {
    const { run, computed, published } = scores(
      'tests/analysis/test_logs/2025-05-12T20-28-13-04-00_popularity.json',
    );
    expect(run.status).toBe('cancelled');
    expect(computed.accuracy).toBe(published.values.accuracy!.value);
    expect(computed.stderr).toBe(published.values.stderr!.value);
    expect([computed.accuracy, computed.stderr]).toEqual([0.6666666666666666, 0.33333333333333337]);
  });

  it('reads a log without samples for its published scores only, and one whose scorer never ran', () => {
    const noSamples = data.report.files.find((f) => f.file.endsWith('no-samples.json'))!;
    expect(noSamples.findings.map((f) => f.kind)).toEqual(['no-samples']);
    const unscored = data.report.files.find((f) => f.file.endsWith('dPiJifoWeEQBrfWsAopzWr.eval'))!;
    expect(unscored.findings.length).toBeGreaterThan(0);
    expect(unscored.findings.every((f) => f.kind === 'unscored')).toBe(true);
  });

  it('matches every published accuracy and stderr whose samples the logs hold', () => {
    let compared = 0;
    for (const run of data.peers.evalRuns)
      for (const published of data.publishedLeaderboard.filter(
        (p) => p.labels?.run === run.run && p.values.accuracy,
      )) {
        const samples = data.peers.sampleScores.filter(
          (s) => s.run === run.run && s.scorer === published.labels!.scorer,
        );
        if (samples.length === 0) continue;
        const computed = inspectAccuracy(samples, published.labels!.reducer ?? run.reducer);
        expect(computed.accuracy, run.source.file).toBe(published.values.accuracy!.value);
        expect(computed.stderr, run.source.file).toBe(published.values.stderr!.value);
        compared++;
      }
    expect(compared).toBe(6);
  });
});

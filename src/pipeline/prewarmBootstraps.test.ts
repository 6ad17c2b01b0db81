// The bootstraps computed ahead of the site model are stored under the key the views' memo then asks for: both
// build it from the setting's counts and the manifest's settings, in two places, so this test keeps them one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyDataset } from '../records/dataset.ts';
import type { PairJudgment, PairOutcome } from '../records/pairJudgment.ts';
import { createInputCache } from './inputCache.ts';
import { PARALLEL_BOOTSTRAP_MIN_JUDGMENTS } from './parallelBootstrap.ts';
import { prewarmBootstraps } from './prewarmBootstraps.ts';
import { benchmarkLengths, buildSiteViews } from './siteViews.ts';

const dir = mkdtempSync(join(tmpdir(), 'parley-prewarm-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const battle = (
  model1: string,
  model2: string,
  outcome: PairOutcome,
  weight: number,
  line: number,
): PairJudgment => ({
  benchmark: 'battles',
  kind: 'arena',
  setting: '',
  judge: 'crowd',
  seed: '',
  model1,
  model2,
  outcome,
  reason: '',
  raw: '',
  weight,
  source: { file: 'counts.csv', line },
});

describe('prewarmBootstraps', () => {
  it("stores a large setting's bootstrap under the key the view then reads, so the view computes none", async () => {
    const data = emptyDataset();
    data.manifest.bootstrap = { seed: 3, rounds: 50 };
    // Weighted counts: few records, more judgments than the parallel bootstrap's threshold.
    const w = Math.ceil(PARALLEL_BOOTSTRAP_MIN_JUDGMENTS / 6);
    data.pairJudgments.push(
      battle('a', 'b', 'model1', w, 2),
      battle('a', 'b', 'model2', w, 3),
      battle('b', 'c', 'model1', w, 4),
      battle('b', 'c', 'tie', w, 5),
      battle('a', 'c', 'model1', w, 6),
      battle('a', 'c', 'model2', w, 7),
    );
    const cache = createInputCache(dir, 'test');
    expect(await prewarmBootstraps(data, cache)).toBe(1);
    expect(cache.tally().bootstrap).toEqual({ reused: 0, computed: 1 });
    const ctx = { tokens: () => 1, cache: { memo: cache.memo } };
    const views = buildSiteViews(data, ctx, benchmarkLengths(data, ctx));
    expect(views.map((v) => v.path)).toEqual(['battles-crowd']);
    // Read back, not computed again (an entry put in this build is not counted as reuse).
    expect(cache.tally().bootstrap).toEqual({ reused: 0, computed: 1 });
  });
});

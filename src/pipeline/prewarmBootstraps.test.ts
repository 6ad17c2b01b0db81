// The bootstraps computed ahead of the site model are stored under the key the views' memo then asks for: the views
// group declares them (viewsGroup.cachedWork) with the functions the views ask the memo with, and these tests check
// that a prewarmed entry is the one the view reads.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyDataset } from '../records/dataset.ts';
import type { PairJudgment, PairOutcome } from '../records/pairJudgment.ts';
import { LMARENA } from '../profiles/lmarena/readers.ts';
import { createInputCache } from './inputCache.ts';
import { PARALLEL_BOOTSTRAP_MIN_JUDGMENTS } from './parallelBootstrap.ts';
import { prewarmBootstraps } from './prewarmBootstraps.ts';
import { benchmarkLengths, buildSiteViews } from '../sections/views/siteViews.ts';

const dir = mkdtempSync(join(tmpdir(), 'parley-prewarm-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const battle = (
  model1: string,
  model2: string,
  outcome: PairOutcome,
  weight: number,
  line: number,
  benchmark = 'battles',
): PairJudgment => ({
  benchmark,
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

  it("stores an LMArena setting's bootstrap under its view's key: its anonymous votes only", async () => {
    const data = emptyDataset();
    data.manifest.bootstrap = { seed: 3, rounds: 50 };
    const w = Math.ceil(PARALLEL_BOOTSTRAP_MIN_JUDGMENTS / 3);
    const vote = (m1: string, m2: string, outcome: PairOutcome, line: number, anonymous: boolean) => ({
      ...battle(m1, m2, outcome, w, line, LMARENA),
      judge: 'voters',
      anonymous,
    });
    data.pairJudgments.push(
      vote('a', 'b', 'model1', 2, true),
      vote('b', 'c', 'model2', 3, true),
      vote('a', 'c', 'tie', 4, true),
      // Cast knowing the models: read, and left out of the ratings (and so of the bootstrap's key).
      vote('a', 'c', 'model1', 5, false),
    );
    const cache = createInputCache(dir, 'test-lmarena');
    expect(await prewarmBootstraps(data, cache)).toBe(1);
    const ctx = { tokens: () => 1, cache: { memo: cache.memo } };
    expect(buildSiteViews(data, ctx, benchmarkLengths(data, ctx)).map((v) => v.path)).toEqual([
      'lmarena-voters',
    ]);
    expect(cache.tally().bootstrap).toEqual({ reused: 0, computed: 1 });
  });
});

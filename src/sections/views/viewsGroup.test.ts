// The views' declared cached work (viewsGroup.cachedWork, what the build computes ahead on both cores) against the
// work the views then ask the memo for: the same keys, or a prewarmed bootstrap would be computed twice (once
// ahead, once by the view) or, worse, its entry left unread. Both are derived by the same functions; these tests
// fail if a change makes the declaration group or filter the judgments otherwise than the views do.
import { describe, expect, it } from 'vitest';
import { LMARENA } from '../../profiles/lmarena/readers.ts';
import { emptyDataset, type Dataset } from '../../records/dataset.ts';
import type { PairJudgment, PairOutcome } from '../../records/pairJudgment.ts';
import { countWords, demoDataset } from '../../../test/shared/demoFixtures.ts';
import type { Memo } from '../../views/viewContext.ts';
import { hashOf } from '../hashOf.ts';
import { benchmarkLengths, buildSiteViews } from './siteViews.ts';
import { viewsGroup } from './viewsGroup.ts';

/** The keys the views ask the memo for at `stage`, as the input cache hashes them. */
function askedKeys(data: Dataset, stage: string): string[] {
  const asked: string[] = [];
  const memo: Memo = (s, inputs, compute) => {
    if (s === stage) asked.push(hashOf(inputs));
    return compute();
  };
  const ctx = { tokens: countWords, cache: { memo } };
  buildSiteViews(data, ctx, benchmarkLengths(data, ctx));
  return asked.sort();
}

/** The keys the views group declares at `stage`. */
const declaredKeys = (data: Dataset, stage: string) =>
  (viewsGroup.cachedWork?.(data) ?? [])
    .filter((w) => w.stage === stage)
    .map((w) => hashOf(w.inputs))
    .sort();

let line = 1;
const battle = (
  benchmark: string,
  judge: string,
  setting: string,
  model1: string,
  model2: string,
  outcome: PairOutcome,
  more: Partial<PairJudgment> = {},
): PairJudgment => ({
  benchmark,
  kind: 'arena',
  setting,
  judge,
  seed: '',
  model1,
  model2,
  outcome,
  reason: '',
  raw: '',
  source: { file: `${benchmark}.jsonl`, line: line++ },
  ...more,
});

/** Battles of two benchmarks, two judges, two settings; LMArena's votes cast knowing the models are not rated. */
function battles(): Dataset {
  const data = emptyDataset();
  data.manifest.bootstrap = { seed: 5, rounds: 20 };
  for (const [judge, setting] of [
    ['crowd', '8'],
    ['crowd', '16'],
    ['gpt-4', '8'],
  ] as const)
    data.pairJudgments.push(
      battle('battles', judge, setting, 'a', 'b', 'model1'),
      battle('battles', judge, setting, 'b', 'c', 'model2'),
      battle('battles', judge, setting, 'a', 'c', 'tie'),
      battle('battles', judge, setting, 'a', 'a', 'model1'),
    );
  data.pairJudgments.push(
    battle(LMARENA, 'voters', '', 'x', 'y', 'model1', { anonymous: true }),
    battle(LMARENA, 'voters', '', 'y', 'z', 'model2', { anonymous: true }),
    battle(LMARENA, 'voters', '', 'x', 'z', 'model1', { anonymous: false }),
    // A setting with no two models compared (a model against itself is not counted) is not rated: no bootstrap.
    battle('single', 'crowd', '', 'p', 'p', 'model1'),
  );
  return data;
}

describe('the views group declares the bootstraps the views ask for', () => {
  it('on battles of several benchmarks, judges and settings, LMArena rating its anonymous votes only', () => {
    const data = battles();
    const declared = declaredKeys(data, 'bootstrap');
    // battles: crowd 8, crowd 16, gpt-4 8; lmarena: voters; single: none.
    expect(declared).toHaveLength(4);
    expect(askedKeys(data, 'bootstrap')).toEqual(declared);
    // LMArena's declared counts hold its anonymous votes only (x-z, cast knowing the models, is left out).
    const lmarena = viewsGroup.cachedWork!(data).find((w) => w.inputs.counts.some((c) => c.model1 === 'x'));
    expect(lmarena?.inputs.counts.map((c) => `${c.model1}-${c.model2}`)).toEqual(['x-y', 'y-z']);
    expect(lmarena?.judgments).toBe(2);
  });

  it('on the demo', async () => {
    const data = await demoDataset();
    const declared = declaredKeys(data, 'bootstrap');
    expect(declared.length).toBeGreaterThan(0);
    expect(askedKeys(data, 'bootstrap')).toEqual(declared);
  });

  it('declares none when the manifest leads with another fit, and the views ask for none', () => {
    for (const ratings of [{ ties: 'davidson' }, { intervals: 'sandwich' }] as const) {
      const data = battles();
      data.manifest.ratings = ratings;
      expect(declaredKeys(data, 'bootstrap')).toEqual([]);
      expect(askedKeys(data, 'bootstrap')).toEqual([]);
    }
  });
});

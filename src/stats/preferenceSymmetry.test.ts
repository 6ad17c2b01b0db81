// Property: which model is shown as A and which as B must not matter to any model's statistics. Swapping A and B
// in any subset of labels (models, responses, ratings swapped; preference mirrored) leaves every per-model
// number unchanged, and swapping all of them mirrors the position effect.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  mirrorPreference,
  PREFERENCE_CODES,
  PROMPT_TAGS,
  REJECTION_REASONS,
  type PreferenceLabel,
  type ResponseRatings,
  type Score,
} from '../records/preferenceLabel.ts';
import { bradleyTerry } from './bradleyTerry.ts';
import { pairCounts } from './pairCounts.ts';
import { positionEffect } from './positionEffect.ts';
import { preferenceAgreement } from './preferenceAgreement.ts';
import { preferenceByTag } from './preferenceByTag.ts';
import { preferenceFlagRates } from './preferenceFlagRates.ts';
import { preferencePairJudgments } from './preferencePairJudgments.ts';
import { preferenceRatings } from './preferenceRatings.ts';
import { preferenceRuleFindings } from './preferenceRuleFindings.ts';
import { preferenceWinTieLose } from './preferenceWinTieLose.ts';
import { rejectionCounts } from './rejectionCounts.ts';

const MODELS = ['m1', 'm2', 'm3', 'm4'];
const score = fc.constantFrom<Score>(1, 2, 3);
const ratings: fc.Arbitrary<ResponseRatings> = fc.record({
  grammar: score,
  presentation: score,
  languageConsistency: score,
  fluency: score,
  understandability: score,
  languageMatch: fc.boolean(),
  falseRefusal: fc.boolean(),
  preachy: fc.boolean(),
  templated: fc.boolean(),
});
const label: fc.Arbitrary<PreferenceLabel> = fc
  .record({
    task: fc.integer({ min: 1, max: 12 }),
    rater: fc.constantFrom('r1', 'r2', 'r3'),
    conversation: fc.constantFrom('c1', 'c2', 'c3'),
    turn: fc.integer({ min: 1, max: 5 }),
    pair: fc.uniqueArray(fc.constantFrom(...MODELS), { minLength: 2, maxLength: 2 }),
    preference: fc.option(fc.constantFrom(...PREFERENCE_CODES), { freq: 8 }),
    rejection: fc.option(fc.constantFrom(...REJECTION_REASONS), { freq: 1, nil: null }),
    tags: fc.uniqueArray(fc.constantFrom(...PROMPT_TAGS), { minLength: 1, maxLength: 3 }),
    a: fc.option(ratings, { freq: 8 }),
    b: fc.option(ratings, { freq: 8 }),
  })
  .map((r) => ({
    taskId: `t${r.task}`,
    raterId: r.rater,
    character: 'c',
    conversationId: r.conversation,
    turn: r.turn,
    context: [],
    prompt: 'p',
    tags: r.tags,
    modelA: r.pair[0]!,
    modelB: r.pair[1]!,
    responseA: 'ra',
    responseB: 'rb',
    preference: r.preference,
    ratingsA: r.a,
    ratingsB: r.b,
    rejection: r.rejection,
    comment: '',
    source: { file: 'f.jsonl', line: r.task },
  }));

function swap(l: PreferenceLabel): PreferenceLabel {
  return {
    ...l,
    modelA: l.modelB,
    modelB: l.modelA,
    responseA: l.responseB,
    responseB: l.responseA,
    preference: l.preference === null ? null : mirrorPreference(l.preference),
    ratingsA: l.ratingsB,
    ratingsB: l.ratingsA,
  };
}

/** Every per-model statistic of the preference section. */
function perModel(labels: PreferenceLabel[]) {
  const counts = pairCounts(preferencePairJudgments(labels, 'preference'));
  const models = new Set(counts.flatMap((c) => [c.model1, c.model2]));
  return {
    winTieLose: preferenceWinTieLose(labels),
    ratings: preferenceRatings(labels),
    flags: preferenceFlagRates(labels),
    rejections: rejectionCounts(labels),
    byTag: preferenceByTag(labels),
    // The pair counts are all Bradley-Terry and its bootstrap see (bootstrapBradleyTerry is a function of the
    // counts and the seed), so equal counts mean equal intervals; the point fit is checked as well.
    counts,
    bt: models.size >= 2 ? bradleyTerry(counts) : [],
  };
}

describe('swapping A and B (and mirroring the preference)', () => {
  it("leaves every model's statistics unchanged, whichever labels are swapped", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(label, fc.boolean()), { minLength: 1, maxLength: 40 }), (items) => {
        const labels = items.map(([l]) => l);
        const swapped = items.map(([l, s]) => (s ? swap(l) : l));
        expect(perModel(swapped)).toEqual(perModel(labels));
        // The rules find the same breaches, on the other side where one was named.
        const key = (f: { rule: string; taskId?: string; conversationId: string }) =>
          `${f.rule} ${f.taskId ?? f.conversationId}`;
        expect(preferenceRuleFindings(swapped).map(key).sort()).toEqual(
          preferenceRuleFindings(labels).map(key).sort(),
        );
      }),
      { numRuns: 150, seed: 20231101 },
    );
  });

  it('mirrors the position effect and keeps rater agreement when every label is swapped', () => {
    fc.assert(
      fc.property(fc.array(label, { minLength: 1, maxLength: 40 }), (labels) => {
        const p = positionEffect(labels);
        const q = positionEffect(labels.map(swap));
        expect([q.aChosen, q.bChosen, q.pValue]).toEqual([p.bChosen, p.aChosen, p.pValue]);
        if (p.meanScoreA !== null) expect(q.meanScoreA).toBeCloseTo(-p.meanScoreA, 12);
        const a = preferenceAgreement(labels).measures;
        const b = preferenceAgreement(labels.map(swap)).measures;
        a.forEach((m, i) => {
          if (m.alpha === null) expect(b[i]!.alpha).toBeNull();
          else expect(b[i]!.alpha).toBeCloseTo(m.alpha, 10);
        });
      }),
      { numRuns: 200, seed: 20231101 },
    );
  });
});

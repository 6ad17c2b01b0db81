// The detectors on hand-labelled examples: which rules fire on each example, and each detector's precision and
// recall against the labels.
import { BAD_CASE_CATEGORIES } from '../records/badCase.ts';
import type { LabelledExample } from '../records/labelledExample.ts';
import { detectorScores, type DetectorScore } from '../stats/detectorScores.ts';
import { detectBadCases } from './detectBadCases.ts';
import type { LengthThreshold } from './excessiveLength.ts';
import type { Tag } from './tag.ts';

/** Categories whose detector needs something the examples do not carry. */
export const NOT_SCORED_ON_EXAMPLES: Readonly<Record<string, string>> = {
  'contextual-confusion':
    "read from a judge's reason, and the examples come without one: the rule cannot fire on them, by design",
};

export interface ExampleEvaluation {
  /** Each example with the tags the detectors returned on it. */
  perExample: { example: LabelledExample; tags: Tag[] }[];
  /** One score per bad-case category (the contextual-confusion score is reported but cannot be met). */
  scores: (DetectorScore & { notScored?: string })[];
}

/**
 * Runs every detector on every example (no judge, so contextual confusion cannot fire) and scores each
 * category's detector against the examples' labels. `thresholdOf` gives the length threshold for an example
 * (the ground truth of its benchmark, when the data has one).
 */
export function evaluateExamples(
  examples: readonly LabelledExample[],
  options: { thresholdOf: (example: LabelledExample) => LengthThreshold; tokensOf: (text: string) => number },
): ExampleEvaluation {
  const perExample = examples.map((example) => ({
    example,
    tags: detectBadCases(example, { threshold: options.thresholdOf(example), tokensOf: options.tokensOf }),
  }));
  const scores = detectorScores(
    perExample.map((p) => ({
      label: p.example.label,
      detected: [...new Set(p.tags.map((t) => t.category))],
    })),
    BAD_CASE_CATEGORIES,
  ).map((s) =>
    NOT_SCORED_ON_EXAMPLES[s.category] ? { ...s, notScored: NOT_SCORED_ON_EXAMPLES[s.category] } : s,
  );
  return { perExample, scores };
}

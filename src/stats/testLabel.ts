// Builds preference labels for tests: a fully rated label with high-quality defaults, fields overridable.
import type { PreferenceLabel, ResponseRatings } from '../records/preferenceLabel.ts';

/** Ratings of a clean response: every score 3, language matches, no flag. */
export const CLEAN_RATINGS: ResponseRatings = {
  grammar: 3,
  presentation: 3,
  languageConsistency: 3,
  fluency: 3,
  understandability: 3,
  languageMatch: true,
  falseRefusal: false,
  preachy: false,
  templated: false,
};

let counter = 0;

/** A rated label of task `t<n>` by rater `r1` comparing x (A) and y (B) as "A is better than B", overridable. */
export function testLabel(
  over: Partial<Omit<PreferenceLabel, 'ratingsA' | 'ratingsB'>> & {
    ratingsA?: Partial<ResponseRatings> | null;
    ratingsB?: Partial<ResponseRatings> | null;
  } = {},
): PreferenceLabel {
  counter++;
  const { ratingsA, ratingsB, ...rest } = over;
  return {
    taskId: `t${counter}`,
    raterId: 'r1',
    character: 'A test character.',
    conversationId: `c${counter}`,
    turn: 1,
    context: [],
    prompt: 'A prompt?',
    tags: ['In-Domain'],
    modelA: 'x',
    modelB: 'y',
    responseA: 'Answer A.',
    responseB: 'Answer B.',
    preference: 'A2',
    rejection: null,
    comment: '',
    source: { file: 'labels.jsonl', line: counter },
    ...rest,
    ratingsA: ratingsA === null ? null : { ...CLEAN_RATINGS, ...ratingsA },
    ratingsB: ratingsB === null ? null : { ...CLEAN_RATINGS, ...ratingsB },
  };
}

import type { PreferenceCode } from '../records/preferenceLabel.ts';

/** How a preference counts for one side: a win, a close tie, a both-bad tie, or a loss. */
export type PreferenceOutcome = 'win' | 'tie' | 'bothbad' | 'lose';

/**
 * The preference scale, from A's side: much better +3, better +2, somewhat better +1, and the mirror for B.
 * "Both A and B are bad" expresses no preference between the two, so it scores 0 (its own rate is reported
 * beside the mean). See docs/decisions/0031-preference-scale.md.
 */
export const PREFERENCE_SCORE: Readonly<Record<PreferenceCode, number>> = {
  A3: 3,
  A2: 2,
  A1: 1,
  B1: -1,
  B2: -2,
  B3: -3,
  bad: 0,
};

export interface PreferenceMeaning {
  /** The side the rater chose, or null for "Both A and B are bad". */
  preferred: 'A' | 'B' | null;
  /** The outcome for the model of response A and for the model of response B. */
  outcomeA: PreferenceOutcome;
  outcomeB: PreferenceOutcome;
  /** The score on the -3..+3 scale for A's model and for B's model (always opposite). */
  scoreA: number;
  scoreB: number;
}

const MIRROR: Record<PreferenceOutcome, PreferenceOutcome> = {
  win: 'lose',
  lose: 'win',
  tie: 'tie',
  bothbad: 'bothbad',
};

/**
 * What one of the guide's seven preferences means for the two models: "much better" and "better" are wins,
 * "somewhat better" is a tie (the guide calls it almost a tie), "Both A and B are bad" is a both-bad tie; and the
 * signed score on -3..+3.
 * Source: the "Omni" labelling guide's preference selection (seed 003); scale in docs/decisions/0031.
 * @example preferenceOutcome('B2') // { preferred: 'B', outcomeA: 'lose', outcomeB: 'win', scoreA: -2, scoreB: 2 }
 */
export function preferenceOutcome(code: PreferenceCode): PreferenceMeaning {
  const scoreA = PREFERENCE_SCORE[code];
  const outcomeA: PreferenceOutcome =
    code === 'bad' ? 'bothbad' : Math.abs(scoreA) === 1 ? 'tie' : scoreA > 0 ? 'win' : 'lose';
  return {
    preferred: code === 'bad' ? null : scoreA > 0 ? 'A' : 'B',
    outcomeA,
    outcomeB: MIRROR[outcomeA],
    scoreA,
    // 0 - scoreA, written so that "both bad" gives 0 for both sides rather than -0.
    scoreB: scoreA === 0 ? 0 : -scoreA,
  };
}

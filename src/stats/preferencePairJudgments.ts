import type { PairJudgment, PairOutcome } from '../records/pairJudgment.ts';
import { preferenceText, type PreferenceLabel } from '../records/preferenceLabel.ts';
import { preferenceOutcome } from './preferenceOutcome.ts';
import { ratedLabels } from './ratedLabels.ts';

/**
 * Preference labels as generic pairwise judgments, for the pair counts that Bradley-Terry and its bootstrap
 * work from: A's model is model1, B's model2; wins are "much better" and "better", "somewhat better" either way
 * is a tie, "Both A and B are bad" a both-bad tie. Rejected labels are left out. These records are made for
 * the statistics only and never join the dataset's pairJudgments (docs/decisions/0030). `benchmark`: the name the
 * judgments carry (the caller's profile id).
 * @example preferencePairJudgments([labelWith('B3', 'x', 'y')], 'prefs')[0].outcome // 'model2'
 */
export function preferencePairJudgments(
  labels: readonly PreferenceLabel[],
  benchmark: string,
): PairJudgment[] {
  return ratedLabels(labels).map((l) => {
    const o = preferenceOutcome(l.preference).outcomeA;
    const outcome: PairOutcome =
      o === 'win' ? 'model1' : o === 'lose' ? 'model2' : o === 'tie' ? 'tie' : 'bothbad';
    return {
      benchmark,
      kind: 'arena',
      setting: '',
      judge: l.raterId,
      seed: l.taskId,
      model1: l.modelA,
      model2: l.modelB,
      outcome,
      reason: l.comment,
      raw: preferenceText(l.preference),
      source: l.source,
    };
  });
}

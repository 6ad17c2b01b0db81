import type { PreferenceLabel } from '../records/preferenceLabel.ts';
import { meanInterval } from './meanInterval.ts';
import { preferenceOutcome } from './preferenceOutcome.ts';
import { ratedLabels } from './ratedLabels.ts';

export interface PreferenceWinTieLoseRow {
  model: string;
  /** Labels in which the model wrote response A or B. */
  n: number;
  win: number;
  /** Close ties ("somewhat better" either way). */
  tie: number;
  /** "Both A and B are bad". */
  bothbad: number;
  lose: number;
  winRate: number;
  tieRate: number;
  bothbadRate: number;
  loseRate: number;
  /** Mean score on -3..+3 from the model's side, with its 95% t interval (null with one label). */
  meanScore: number;
  scoreLo: number | null;
  scoreHi: number | null;
}

/**
 * Per model: win / tie / both-bad / lose counts and shares over the labels that compare it, and its mean
 * preference score on -3..+3 with a 95% Student-t interval. Each rater's label counts once; rejected labels are
 * left out. Models are sorted by id.
 * Source: outcome mapping and scale of preferenceOutcome (the guide's seven preferences; decision 0031).
 * @example preferenceWinTieLose([labelWith('A2', 'x', 'y')]) // x: win 1, meanScore 2; y: lose 1, meanScore -2
 */
export function preferenceWinTieLose(labels: readonly PreferenceLabel[]): PreferenceWinTieLoseRow[] {
  const by = new Map<string, { win: number; tie: number; bothbad: number; lose: number; scores: number[] }>();
  const add = (model: string, outcome: 'win' | 'tie' | 'bothbad' | 'lose', score: number) => {
    let m = by.get(model);
    if (!m) by.set(model, (m = { win: 0, tie: 0, bothbad: 0, lose: 0, scores: [] }));
    m[outcome]++;
    m.scores.push(score);
  };
  for (const l of ratedLabels(labels)) {
    const o = preferenceOutcome(l.preference);
    add(l.modelA, o.outcomeA, o.scoreA);
    add(l.modelB, o.outcomeB, o.scoreB);
  }
  return [...by.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([model, m]) => {
      const n = m.scores.length;
      const mi = meanInterval(m.scores);
      return {
        model,
        n,
        win: m.win,
        tie: m.tie,
        bothbad: m.bothbad,
        lose: m.lose,
        winRate: m.win / n,
        tieRate: m.tie / n,
        bothbadRate: m.bothbad / n,
        loseRate: m.lose / n,
        meanScore: mi.mean,
        scoreLo: mi.lo,
        scoreHi: mi.hi,
      };
    });
}

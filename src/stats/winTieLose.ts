import type { PairJudgment } from '../records/pairJudgment.ts';
import { requireWeights } from './requireFinite.ts';

export interface WinTieLoseRow {
  model: string;
  /** Comparisons with a parsed verdict (the denominator). */
  n: number;
  win: number;
  /** Ties where neither conversation looked AI-involved ("both good"; BotChat `Neither`). */
  tieGood: number;
  /** Ties where both looked AI-involved ("both bad"; BotChat `Both`). */
  tieBad: number;
  lose: number;
  unparsed: number;
  /** Shares of the n parsed comparisons; null when n = 0 (see reason). */
  winRate: number | null;
  tieRate: number | null;
  loseRate: number | null;
  /** Win + Tie: BotChat's leaderboard column; null when n = 0. */
  winTieRate: number | null;
  /** BotChat's score: (3 win + tie-both-good - tie-both-bad - 3 lose) / n, in [-3, 3]; null when n = 0. */
  score: number | null;
  /** "no parsed verdicts" when n = 0 (every comparison of the model was unparsed); null otherwise. */
  reason: 'no parsed verdicts' | null;
}

/**
 * Win / tie / lose per model over every comparison it took part in, in both orders.
 *
 * Ties are both kinds together in the rates; the score weighs them apart. Unparsed verdicts are counted and left
 * out of the denominators (BotChat's own analyze() keeps them in; on data without unparsed answers the two agree).
 * Source: BotChat (Duan et al. 2023), comparison with ground truth (figure 5) and its analyze() score.
 * Comparisons of a model with itself are left out.
 * Input: the pairwise judgments of one benchmark, kind, setting and judge.
 * @returns one row per model, by model id; a model with no parsed comparison has n = 0, null rates and score,
 *   and reason "no parsed verdicts" (never NaN).
 * @throws Error when a number it reads is NaN or ±Infinity, or a count is negative (decision 0083).
 * @example winTieLose([{ model1: 'GT', model2: 'gpt4', outcome: 'tie', ... }]) // gpt4: tieGood 1, winTieRate 1
 */
export function winTieLose(pairs: readonly PairJudgment[]): WinTieLoseRow[] {
  requireWeights('winTieLose', pairs, 'pairs');
  const acc = new Map<
    string,
    { win: number; tieGood: number; tieBad: number; lose: number; unparsed: number }
  >();
  const row = (m: string) => {
    let r = acc.get(m);
    if (!r) acc.set(m, (r = { win: 0, tieGood: 0, tieBad: 0, lose: 0, unparsed: 0 }));
    return r;
  };
  for (const p of pairs) {
    // A model compared with itself (HCG's real-vs-real file) says nothing about either side.
    if (p.model1 === p.model2) continue;
    const a = row(p.model1);
    const b = row(p.model2);
    // A record from a counts file stands for `weight` judgments.
    const w = p.weight ?? 1;
    switch (p.outcome) {
      case 'model1':
        a.win += w;
        b.lose += w;
        break;
      case 'model2':
        a.lose += w;
        b.win += w;
        break;
      case 'tie':
        a.tieGood += w;
        b.tieGood += w;
        break;
      case 'bothbad':
        a.tieBad += w;
        b.tieBad += w;
        break;
      case 'unparsed':
        a.unparsed += w;
        b.unparsed += w;
        break;
    }
  }
  return [...acc.entries()]
    .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
    .map(([model, r]) => {
      const n = r.win + r.tieGood + r.tieBad + r.lose;
      if (n === 0)
        return {
          model,
          n,
          ...r,
          winRate: null,
          tieRate: null,
          loseRate: null,
          winTieRate: null,
          score: null,
          reason: 'no parsed verdicts' as const,
        };
      return {
        model,
        n,
        ...r,
        winRate: r.win / n,
        tieRate: (r.tieGood + r.tieBad) / n,
        loseRate: r.lose / n,
        winTieRate: (r.win + r.tieGood + r.tieBad) / n,
        score: (3 * r.win + r.tieGood - r.tieBad - 3 * r.lose) / n,
        reason: null,
      };
    });
}

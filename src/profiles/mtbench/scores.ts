// MT-Bench's tables, computed from its judgment files as FastChat's show_result.py computes them (docs/formats.md,
// MT-Bench §3.4), and per category (Parley's, not published). Pure.
import type { BenchQuestion, MtBenchPair, SampleScore } from '../../records/peers.ts';
import { kahanSum } from '../../stats/numpySum.ts';

/** A mean grade and the number of grades it averages. */
export interface MeanGrade {
  mean: number;
  n: number;
}

/** One model's single-answer grades: turn 1, turn 2, both turns pooled, and grades left out (−1). */
export interface MtBenchModelScores {
  model: string;
  turn1?: MeanGrade;
  turn2?: MeanGrade;
  /** Every grade of both turns pooled, each with weight 1 (not the mean of the two turn means). */
  average: MeanGrade;
  /** Grades of −1 (no grade found in the judge's text), left out as FastChat leaves them out. */
  ungraded: number;
}

/** The mean of grades as pandas' grouped mean sums them (compensated), or undefined for none. */
function meanOf(values: readonly number[]): MeanGrade | undefined {
  return values.length ? { mean: kahanSum(values) / values.length, n: values.length } : undefined;
}

/**
 * MT-Bench's single-answer table: per model the mean grade of turn 1, of turn 2, and of all grades pooled.
 * Grades of −1 (read as NaN) are left out; every other grade counts once (re-runs appended to a file would count
 * twice in FastChat; Parley's ingest has already used a repeated judgment once).
 * Source: FastChat, fastchat/llm_judge/show_result.py (`display_result_single`), lm-sys/FastChat @ 0e6d3e4b.
 * @example mtBenchSingleScores(grades) // [{ model: 'gpt-4', turn1: { mean: 8.95625, n: 80 }, ... }]
 */
export function mtBenchSingleScores(grades: readonly SampleScore[]): MtBenchModelScores[] {
  const models = [...new Set(grades.map((g) => g.model))];
  return models.map((model) => {
    const mine = grades.filter((g) => g.model === model);
    const graded = mine.filter((g) => !Number.isNaN(g.value));
    const turn = (t: number) => meanOf(graded.filter((g) => (g.turn ?? 1) === t).map((g) => g.value));
    const turn1 = turn(1);
    const turn2 = turn(2);
    return {
      model,
      ...(turn1 ? { turn1 } : {}),
      ...(turn2 ? { turn2 } : {}),
      average: meanOf(graded.map((g) => g.value)) ?? { mean: Number.NaN, n: 0 },
      ungraded: mine.length - graded.length,
    };
  });
}

/**
 * Parley's per-category scores (FastChat prints none): per model and question category, the mean of the grades of
 * the category's questions, both turns pooled. Grades of questions not in the question file are counted under ''.
 */
export function mtBenchCategoryScores(
  grades: readonly SampleScore[],
  questions: readonly BenchQuestion[],
): { model: string; category: string; mean: number; n: number }[] {
  const category = new Map(questions.map((q) => [`${q.bench}\u0000${q.questionId}`, q.category]));
  const groups = new Map<string, { model: string; category: string; values: number[] }>();
  for (const g of grades) {
    if (Number.isNaN(g.value)) continue;
    const c = category.get(`${g.run}\u0000${g.sampleId}`) ?? '';
    const key = `${g.model}\u0000${c}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { model: g.model, category: c, values: [] }));
    group.values.push(g.value);
  }
  return [...groups.values()].map((g) => ({ model: g.model, category: g.category, ...meanOf(g.values)! }));
}

/** One model's pairwise record, as FastChat prints it. */
export interface MtBenchWinRate {
  model: string;
  win: number;
  loss: number;
  tie: number;
  win_rate: number;
  loss_rate: number;
  /** (win + tie/2) / (win + loss + tie): FastChat sorts its table by this. */
  win_rate_adjusted: number;
}

/**
 * MT-Bench's pairwise table. A line with an error in either game is left out; a tie in game 1, or games that
 * disagree (the judge changed its mind when the order was swapped), is a tie for both models; otherwise the winner
 * both games agree on wins. With a baseline, only lines involving it count and the baseline has no row.
 * Source: FastChat, fastchat/llm_judge/show_result.py (`display_result_pairwise`), lm-sys/FastChat @ 0e6d3e4b.
 * @example mtBenchWinRates(pairs, { baseline: 'gpt-3.5-turbo' }) // [{ model: 'gpt-4', win: 3, loss: 1, tie: 1, ... }]
 */
export function mtBenchWinRates(
  pairs: readonly MtBenchPair[],
  opts: { baseline?: string } = {},
): MtBenchWinRate[] {
  const counts = new Map<string, { win: number; loss: number; tie: number }>();
  const add = (m: string, k: 'win' | 'loss' | 'tie') => {
    let c = counts.get(m);
    if (!c) counts.set(m, (c = { win: 0, loss: 0, tie: 0 }));
    c[k]++;
  };
  for (const p of pairs) {
    if (p.g1 === 'error' || p.g2 === 'error') continue;
    if (opts.baseline !== undefined && p.model1 !== opts.baseline && p.model2 !== opts.baseline) continue;
    if (p.g1 === 'tie' || p.g1 !== p.g2) {
      add(p.model1, 'tie');
      add(p.model2, 'tie');
    } else {
      const [w, l] = p.g1 === 'model_1' ? [p.model1, p.model2] : [p.model2, p.model1];
      add(w, 'win');
      add(l, 'loss');
    }
  }
  return [...counts.entries()]
    .filter(([m]) => m !== opts.baseline)
    .map(([model, c]) => {
      const n = c.win + c.loss + c.tie;
      return {
        model,
        ...c,
        win_rate: c.win / n,
        loss_rate: c.loss / n,
        win_rate_adjusted: (c.win + 0.5 * c.tie) / n,
      };
    })
    .sort((a, b) => b.win_rate_adjusted - a.win_rate_adjusted);
}

import { ssaScores, type SsaScores } from './ssaScores.ts';
import { requireFiniteAll } from './requireFinite.ts';

/** The scores of one evaluation run. */
export interface SsaRun {
  run: string;
  scores: SsaScores;
}

/** Mean and sample standard deviation of one score across runs. */
export interface RunSpread {
  mean: number;
  /** Sample standard deviation (n − 1 in the denominator). */
  sd: number;
}

export interface SsaRunSpread {
  /** Per run, in first-seen order. */
  runs: SsaRun[];
  /** Runs (at least two). */
  n: number;
  ssa: RunSpread;
  sensibleness: RunSpread;
  specificity: RunSpread;
}

/**
 * Sample mean and standard deviation, s = sqrt(Σ(x − x̄)² / (n − 1)).
 * @throws Error with fewer than two values; or a number it reads is NaN or ±Infinity (decision 0083).
 * @example sampleSpread([0.7, 0.72, 0.74]) // { mean: 0.72, sd: 0.02 }
 */
export function sampleSpread(values: readonly number[]): RunSpread {
  requireFiniteAll('sampleSpread', 'values', values);
  if (values.length < 2) throw new Error(`sampleSpread requires at least two values (got ${values.length})`);
  const mean = values.reduce((a, x) => a + x, 0) / values.length;
  const ss = values.reduce((a, x) => a + (x - mean) ** 2, 0);
  return { mean, sd: Math.sqrt(ss / (values.length - 1)) };
}

/**
 * Run-to-run spread of SSA: the labelled responses of one system grouped by their evaluation run, each run
 * scored on its own (sensibleness, specificity, SSA), and the mean and sample standard deviation of each score
 * across the runs. Each run is one evaluation with freshly sampled responses, so the spread says how much a
 * single evaluation's SSA would move if it were repeated.
 * Source: Adiwardana et al. (2020), "Towards a Human-like Open-Domain Chatbot", section 4.1 (7 static and 7
 * interactive evaluations of one model; standard deviations 2% and 1% of SSA).
 * @throws Error when a response has no run, or there are fewer than two runs.
 * @example ssaRunSpread(turns).ssa // { mean: 0.72, sd: 0.012 }
 */
export function ssaRunSpread(
  turns: readonly { run?: string; sensible: boolean; specific: boolean }[],
): SsaRunSpread {
  const byRun = new Map<string, { sensible: boolean; specific: boolean }[]>();
  for (const t of turns) {
    if (t.run === undefined) throw new Error('ssaRunSpread requires a run on every labelled response');
    const g = byRun.get(t.run);
    if (g) g.push(t);
    else byRun.set(t.run, [t]);
  }
  if (byRun.size < 2) throw new Error(`ssaRunSpread requires at least two runs (got ${byRun.size})`);
  const runs = [...byRun].map(([run, ts]) => ({ run, scores: ssaScores(ts) }));
  return {
    runs,
    n: runs.length,
    ssa: sampleSpread(runs.map((r) => r.scores.ssa)),
    sensibleness: sampleSpread(runs.map((r) => r.scores.sensibleness)),
    specificity: sampleSpread(runs.map((r) => r.scores.specificity)),
  };
}

// lm-evaluation-harness's per-task numbers, computed from its per-document samples as lm-eval aggregates them
// (docs/formats.md, lm-eval §6.4), and its groups from their subtasks. Pure.
import type { SampleScore } from '../../records/peers.ts';
import { pythonFixed } from '../../render/format.ts';

/** Python's `sum()` of floats before 3.12: in order, no compensation (exact for the 0/1 values of acc). */
const pySum = (values: readonly number[]) => values.reduce((s, x) => s + x, 0);

/** One task's metric under one filter: its value, standard error (NaN for lm-eval's "N/A") and document count. */
export interface LmEvalMetric {
  model: string;
  run: string;
  task: string;
  filter: string;
  metric: string;
  value: number;
  stderr: number;
  n: number;
}

/**
 * lm-eval's `mean` aggregation and `mean_stderr`: value = Σx/n; stderr = s/√n with s² = Σ(x − mean)²/(n − 1),
 * "N/A" (here NaN) when n ≤ 1. Both sums in order, as Python's `sum()` adds.
 * Source: lm-evaluation-harness, lm_eval/api/metrics.py (`mean`, `sample_stddev`, `mean_stderr`) and
 * lm_eval/evaluator_utils.py (N/A rule), EleutherAI/lm-evaluation-harness @ 4e7e0d47.
 * @throws Error when there are no values.
 * @example lmEvalMean([1, 0, 1, 1]) // { value: 0.75, stderr: 0.25, n: 4 }
 */
export function lmEvalMean(values: readonly number[]): { value: number; stderr: number; n: number } {
  const n = values.length;
  if (n === 0) throw new Error('lmEvalMean requires at least one value');
  const mean = pySum(values) / n;
  if (n === 1) return { value: mean, stderr: Number.NaN, n };
  const sd = Math.sqrt(pySum(values.map((x) => (x - mean) * (x - mean))) / (n - 1));
  return { value: mean, stderr: sd / Math.sqrt(n), n };
}

/**
 * Every (model, run, task, filter, metric) of the samples, with its mean and stderr, for the metrics lm-eval
 * aggregates by mean (acc, acc_norm, exact_match, ...). Published keys: `<metric>,<filter>` and
 * `<metric>_stderr,<filter>`.
 */
export function lmEvalTaskMetrics(samples: readonly SampleScore[]): LmEvalMetric[] {
  const groups = new Map<string, { key: Omit<LmEvalMetric, 'value' | 'stderr' | 'n'>; values: number[] }>();
  for (const s of samples) {
    const k = [s.model, s.run, s.task, s.variant, s.scorer].join('\u0000');
    let g = groups.get(k);
    if (!g)
      groups.set(
        k,
        (g = {
          key: { model: s.model, run: s.run, task: s.task, filter: s.variant, metric: s.scorer },
          values: [],
        }),
      );
    g.values.push(s.value);
  }
  return [...groups.values()].map((g) => ({ ...g.key, ...lmEvalMean(g.values) }));
}

/**
 * A group's value and stderr from its subtasks (lm-eval's default, weighted by size): value = Σ nᵢ·vᵢ / Σ nᵢ;
 * stderr = √( Σ (nᵢ − 1)·nᵢ·seᵢ² / (Σ nᵢ − k) / Σ nᵢ ), NaN ("N/A") when a subtask's is.
 * Source: lm_eval/api/metrics.py (`aggregate_subtask_metrics`, `pooled_sample_stderr`) @ 4e7e0d47.
 * @throws Error when there are no subtasks.
 * @example lmEvalGroup([{ value: 0.5, stderr: 0.1, n: 10 }, { value: 1, stderr: 0, n: 10 }]) // value 0.75
 */
export function lmEvalGroup(subtasks: readonly { value: number; stderr: number; n: number }[]): {
  value: number;
  stderr: number;
  n: number;
} {
  if (subtasks.length === 0) throw new Error('lmEvalGroup requires at least one subtask');
  const total = pySum(subtasks.map((t) => t.n));
  const value = pySum(subtasks.map((t) => t.value * t.n)) / total;
  const pooled = pySum(subtasks.map((t) => (t.n - 1) * t.stderr ** 2 * t.n)) / (total - subtasks.length);
  return { value, stderr: Math.sqrt(pooled / total), n: total };
}

/** A metric's value and stderr as lm-eval's printed table shows them (`%.4f`; "N/A" for a stderr it has none of). */
export function lmEvalPrinted(m: { value: number; stderr: number }): { value: string; stderr: string } {
  return {
    value: pythonFixed(m.value, 4),
    stderr: Number.isNaN(m.stderr) ? 'N/A' : pythonFixed(m.stderr, 4),
  };
}

import { pairMatrix } from './pairMatrix.ts';

/**
 * A model-by-model heatmap with labels as names.
 * @deprecated Use {@link pairMatrix}; this adapter maps each label to a model and `percent` to kind 'fraction'.
 */
export function matrixChart(
  models: readonly string[],
  values: readonly (readonly (number | null)[])[],
  opts: { title?: string; percent?: boolean } = {},
): string {
  return pairMatrix(
    { models: models.map((m) => ({ model: m, display: m })), values },
    { kind: opts.percent ? 'fraction' : 'count', ...(opts.title !== undefined ? { title: opts.title } : {}) },
  );
}

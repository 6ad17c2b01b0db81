import type { PairJudgment } from '../records/pairJudgment.ts';
import { requireCountAll, requireWeights } from './requireFinite.ts';

/**
 * Pairwise judgments in the order they were read: records of a file read straight to counts stand for several
 * judgments each, and say where each stood in their file (`order`); they are laid out again at those places, so an
 * order-dependent statistic (online Elo) sees each judgment, at its place, as if every record had been read one by
 * one. Records without `order` keep their place in the list; a file's counted records take the place of the
 * first of them. The records are shared, not copied (a weighted record appears `weight` times).
 *
 * @returns the judgments in order, or undefined when a weighted record does not say where its judgments stood (a
 * counts file: then no order can be known).
 * @throws Error when a weight or a place is not a count (decision 0083), or a record's `order` does not hold one
 * place per judgment it stands for.
 * @example inFileOrder([{ ...a, weight: 2, order: [0, 2] }, { ...b, order: [1] }]) // [a, b, a]
 */
export function inFileOrder(judgments: readonly PairJudgment[]): PairJudgment[] | undefined {
  requireWeights('inFileOrder', judgments, 'judgments');
  judgments.forEach((j, i) => {
    if (j.order) requireCountAll('inFileOrder', `judgments[${i}].order`, j.order, true);
  });
  // Laid out in one array of the final length (a file counted as read may stand for millions of judgments).
  let total = 0;
  for (const j of judgments) total += j.order === undefined ? 1 : (j.weight ?? 1);
  const out = new Array<PairJudgment>(total);
  let at = 0;
  let i = 0;
  while (i < judgments.length) {
    const j = judgments[i]!;
    if (j.order === undefined) {
      if (j.weight !== undefined) return undefined;
      out[at++] = j;
      i++;
      continue;
    }
    // The run of counted records of one file, laid out by their places.
    const file = j.source.file;
    const first = i;
    let size = 0;
    for (
      ;
      i < judgments.length && judgments[i]!.order !== undefined && judgments[i]!.source.file === file;
      i++
    )
      size += judgments[i]!.weight ?? 1;
    const placed: (PairJudgment | undefined)[] = new Array(size);
    for (let k = first; k < i; k++) {
      const r = judgments[k]!;
      if (r.order!.length !== (r.weight ?? 1))
        throw new Error(
          `inFileOrder: a record of ${file} stands for ${r.weight ?? 1} judgments but has ${r.order!.length} places`,
        );
      for (const p of r.order!) placed[p] = r;
    }
    for (const r of placed) if (r) out[at++] = r;
  }
  out.length = at;
  return out;
}

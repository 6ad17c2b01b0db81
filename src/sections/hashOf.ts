// The key of every cached computation and every page: the SHA-256 of a value's JSON. One derivation, so that the
// build's input cache (src/pipeline/inputCache.ts), a view's declared inputs (views/datasetSlice.ts) and the work
// computed ahead of the site model (pageGroup.ts `cachedWork`) agree on what a key is.
import { createHash } from 'node:crypto';

/**
 * SHA-256 of a value's JSON (object keys in their given order), hex.
 * @example hashOf({ a: 1 }) // '015abd7f5cc57a2dd94b7590f04ad8084273905ee33ec5cebeae62276a97f862'
 */
export function hashOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

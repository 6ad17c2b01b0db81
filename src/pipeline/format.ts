// Number formatting for display: fixed, locale-free, so builds are byte-identical everywhere.

/** A rate in [0, 1] as a percent with one decimal (`73.2`), or an en dash when undefined. */
export function pct(x: number | undefined | null, digits = 1): string {
  return x === undefined || x === null || !Number.isFinite(x) ? '–' : (x * 100).toFixed(digits);
}

/** A number with fixed decimals, or an en dash. */
export function fixed(x: number | undefined | null, digits = 1): string {
  return x === undefined || x === null || !Number.isFinite(x) ? '–' : x.toFixed(digits);
}

/** A signed difference (`+0.3`, `-1.2`, `0.0`). */
export function signed(x: number, digits = 1): string {
  const s = x.toFixed(digits);
  return x > 0 && Number(s) !== 0 ? `+${s}` : Number(s) === 0 ? (0).toFixed(digits) : s;
}

/** Decimals printed in a published number (`73.2` has 1), so a reproduction is compared to the printed digit. */
export function printedDecimals(printed: string): number {
  const i = printed.indexOf('.');
  return i === -1 ? 0 : printed.length - i - 1;
}

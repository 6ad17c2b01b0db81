// Number formatting for pages, chart labels and text equivalents. One locale ('en-US') everywhere, so a build
// prints the same digits on every machine whatever its LANG; non-finite numbers print as an en dash.

const LOCALE = 'en-US';
/** What a missing or non-finite number prints as. */
export const MISSING = '–';

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.NumberFormat(LOCALE, options)));
  return f;
}

/**
 * A fraction as a percent with `digits` decimals (default one): 0.7325 -> "73.3%".
 * @example formatPercent(0.5) // '50.0%'
 */
export function formatPercent(fraction: number, digits = 1): string {
  if (!Number.isFinite(fraction)) return MISSING;
  return numberFormat({
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(fraction);
}

/**
 * A rating (Elo, Bradley-Terry) with one decimal and thousands separators: 1032.46 -> "1,032.5".
 * @example formatRating(987.04) // '987.0'
 */
export function formatRating(rating: number): string {
  return formatNumber(rating, 1);
}

/**
 * A number with a fixed count of decimals (default none) and thousands separators.
 * @example formatNumber(6216) // '6,216'
 */
export function formatNumber(x: number, digits = 0): string {
  if (!Number.isFinite(x)) return MISSING;
  return numberFormat({ minimumFractionDigits: digits, maximumFractionDigits: digits }).format(x);
}

/**
 * A signed difference (reproduced minus published): a plus sign for positive values, a minus for negative
 * ones, none when it rounds to zero; `unit` is appended ('pp' for percentage points, '' for plain numbers).
 * @example formatSigned(0.25) // '+0.3'
 * @example formatSigned(-1.5, 1, ' pp') // '-1.5 pp'
 * @example formatSigned(-0.04) // '0.0'
 */
export function formatSigned(difference: number, digits = 1, unit = ''): string {
  if (!Number.isFinite(difference)) return MISSING;
  const text = numberFormat({
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: 'exceptZero',
  }).format(difference);
  return `${text}${unit}`;
}

/**
 * A difference of two fractions in percentage points: 0.731 - 0.702 -> "+2.9 pp".
 * @example formatPointDifference(0.029) // '+2.9 pp'
 */
export function formatPointDifference(difference: number, digits = 1): string {
  return formatSigned(difference * 100, digits, ' pp');
}

/**
 * An interval as "lo to hi" with the given formatter: formatInterval(0.61, 0.72, formatPercent) -> "61.0% to 72.0%".
 */
export function formatInterval(lo: number, hi: number, format: (x: number) => string): string {
  return `${format(lo)} to ${format(hi)}`;
}

// Table cells: numbers without their unit, as the column header names it (`73.2` under `Win + Tie %`).

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

/**
 * Whether Parley's value agrees with a published number to the digits it was printed with: both rounded to the
 * printed decimals print the same (a text comparison, no tolerance: a last-bit difference of a full float is a
 * "no"). Undefined when Parley has no finite value. The one agreement check of the method and peers sections.
 * @example agreesToPrinted(23.935677, { value: 23.94, printed: '23.94' }) // true
 * @example agreesToPrinted(23.935677, { value: 23.93, printed: '23.93' }) // false
 */
export function agreesToPrinted(
  computed: number | undefined | null,
  published: { value: number; printed: string },
): boolean | undefined {
  if (computed === undefined || computed === null || !Number.isFinite(computed)) return undefined;
  const d = Math.min(printedDecimals(published.printed), 100);
  return computed.toFixed(d) === published.value.toFixed(d);
}

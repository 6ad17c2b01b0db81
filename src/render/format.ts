// Number formatting for pages, chart labels and text equivalents. One locale ('en-US') everywhere, so a build
// prints the same digits on every machine whatever its LANG; non-finite numbers print as an en dash.

const LOCALE = 'en-US';
/** What a missing or non-finite number prints as. */
export const MISSING = '–';

const isNumber = (x: number | null | undefined): x is number =>
  x !== undefined && x !== null && Number.isFinite(x);

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
 * A confidence interval, the site's one spelling: its two ends in brackets with a comma, "[lo, hi]" (APA style), each
 * end written by `format` (default: one decimal, as `fixed`). Brackets rather than a dash because ends may be
 * negative ("[-0.3, +1.2]", where "-0.3–+1.2" misreads); decision 0161. MISSING when either end is missing.
 * @example formatInterval(0.61, 0.72, formatPercent) // '[61.0%, 72.0%]'
 * @example formatInterval(-0.31, 1.2) // '[-0.3, 1.2]'
 */
export function formatInterval(
  lo: number | null | undefined,
  hi: number | null | undefined,
  format: (x: number) => string = (x) => fixed(x),
): string {
  if (!isNumber(lo) || !isNumber(hi)) return MISSING;
  return `[${format(lo)}, ${format(hi)}]`;
}

/**
 * A value followed by its interval: "73.2 [61.0, 72.0]"; the value alone when the interval has no ends.
 * @example withInterval('73.2', 0.61, 0.72, (x) => pct(x)) // '73.2 [61.0, 72.0]'
 */
export function withInterval(
  text: string,
  lo: number | null | undefined,
  hi: number | null | undefined,
  format?: (x: number) => string,
): string {
  return isNumber(lo) && isNumber(hi) ? `${text} ${formatInterval(lo, hi, format)}` : text;
}

/**
 * A range that is not an estimate's interval (ranks, pages, rows, a rating scale, the spread of data), with an en
 * dash: "2–4".
 * @example formatRange(2, 4) // '2–4'
 */
export function formatRange(from: number | string, to: number | string): string {
  return `${from}–${to}`;
}

/**
 * A p-value, the site's one spelling (APA): "p = " with three decimals, "p < 0.001" below that; MISSING when there
 * is none. Decision 0161.
 * @example formatP(0.0213) // 'p = 0.021'
 * @example formatP(0.0004) // 'p < 0.001'
 */
export function formatP(p: number | null | undefined): string {
  if (!isNumber(p)) return MISSING;
  return p < 0.001 ? 'p < 0.001' : `p = ${p.toFixed(3)}`;
}

// Table cells: numbers without their unit, as the column header names it (`73.2` under `Win + Tie %`).

/** A rate in [0, 1] as a percent with one decimal (`73.2`), or MISSING when undefined. */
export function pct(x: number | undefined | null, digits = 1): string {
  return isNumber(x) ? (x * 100).toFixed(digits) : MISSING;
}

/** A number with fixed decimals (default one) and no thousands separators (`1032.5`), or MISSING. */
export function fixed(x: number | undefined | null, digits = 1): string {
  return isNumber(x) ? x.toFixed(digits) : MISSING;
}

/** A signed difference (`+0.3`, `-1.2`, `0.0`). */
export function signed(x: number, digits = 1): string {
  const s = x.toFixed(digits);
  return x > 0 && Number(s) !== 0 ? `+${s}` : Number(s) === 0 ? (0).toFixed(digits) : s;
}

/**
 * A number rounded to `digits` decimals as a number (not text), as printing it with `fixed` and reading it back:
 * for comparing a value to a figure printed with that many decimals.
 * @example roundTo(0.7325, 2) // 0.73
 */
export function roundTo(x: number, digits: number): number {
  return Number(x.toFixed(digits));
}

/**
 * Seconds from milliseconds, for log lines: `12.3 s`.
 * @example formatSeconds(12345) // '12.3 s'
 */
export function formatSeconds(ms: number, digits = 1): string {
  return `${fixed(ms / 1000, digits)} s`;
}

/**
 * Python's `f"{x:.{digits}f}"`: the binary value rounded to `digits` decimals, an exact tie to the even digit
 * (JavaScript's toFixed takes the larger), and -0 signed. For digits ≥ 1.
 * @example pythonFixed(0.03125, 4) // '0.0312' (toFixed gives '0.0313')
 */
export function pythonFixed(x: number, digits: number): string {
  if (!Number.isFinite(x)) return String(x);
  const rounded = x.toFixed(digits);
  const sign = Object.is(x, -0) ? '-' : '';
  // toFixed(100) is the exact expansion as far as a tie can reach: a tie has digits + 1 decimals, the last a 5.
  const exact = x.toFixed(100);
  const point = exact.indexOf('.');
  const rest = exact.slice(point + 1 + digits);
  if (!/^50*$/.test(rest)) return sign + rounded;
  const truncated = exact.slice(0, point + 1 + digits);
  return Number(truncated.at(-1)) % 2 === 0 ? truncated : rounded;
}

/** Decimals printed in a published number (`73.2` has 1), so a reproduction is compared to the printed digit. */
export function printedDecimals(printed: string): number {
  const i = printed.indexOf('.');
  return i === -1 ? 0 : printed.length - i - 1;
}

/**
 * The relative precision to which a published number computed in double-precision floating point is determined by
 * its inputs: two correct computations that differ only in the order of their sums (numpy's pairwise sum against a
 * loop, pandas against Python) differ by a few units in the last of its 16 digits, about 1e-15 relative; a
 * thousand-term sum can move about n·ε ≈ 2e-13. 1e-12 leaves room for that and for nothing a real error makes.
 * Decision 0108.
 */
export const FLOAT_PRECISION = 1e-12;

/** How a value agrees with a published number, or why not (agreementOf). */
export interface Agreement {
  agrees: boolean;
  /**
   * `printed`: rounded to the printed decimals, both print the same; `precision`: they differ by less than half a
   * unit of the last printed digit widened by the arithmetic's precision (FLOAT_PRECISION, relative) and the
   * inputs' (`inputError`); `differs`: by more.
   */
  how: 'printed' | 'precision' | 'differs';
  /** Parley's value minus the published one, unrounded. */
  difference: number;
  /** The largest difference that still agrees (half a printed unit + the precision allowed). */
  allowed: number;
}

/**
 * Whether Parley's value agrees with a published number to the precision the number carries: the digits it was
 * printed with, and the precision of the arithmetic behind both (double precision: FLOAT_PRECISION relative) and of
 * the inputs Parley computed it from (`inputError`, absolute, in the published unit: e.g. difficulties recovered from
 * numbers printed to 10 decimals). Agreement means some value within that precision of Parley's prints as the
 * published number: |Parley − published| ≤ ½·10^−decimals + FLOAT_PRECISION·max(|Parley|, |published|) + inputError.
 * So a sum taken in another order (a difference of 1e-15 in a value printed to 16 digits) agrees; 21 against a
 * printed 22 does not; a value exactly halfway between two printed numbers agrees with both (the publisher's
 * rounding of halves is not known). Undefined when Parley has no finite value.
 * @example agreementOf(9.177964561962733, { value: 9.177964561962735, printed: '9.177964561962735' }).how // 'precision'
 * @example agreementOf(21, { value: 22, printed: '22' }).agrees // false
 */
export function agreementOf(
  computed: number | undefined | null,
  published: { value: number; printed: string },
  inputError = 0,
): Agreement | undefined {
  if (computed === undefined || computed === null || !Number.isFinite(computed)) return undefined;
  const d = Math.min(printedDecimals(published.printed), 100);
  const difference = computed - published.value;
  const slack = FLOAT_PRECISION * Math.max(Math.abs(computed), Math.abs(published.value)) + inputError;
  const allowed = 0.5 * 10 ** -d + slack;
  if (computed.toFixed(d) === published.value.toFixed(d))
    return { agrees: true, how: 'printed', difference, allowed };
  const agrees = Math.abs(difference) <= allowed;
  return { agrees, how: agrees ? 'precision' : 'differs', difference, allowed };
}

/**
 * Whether Parley's value agrees with a published number to the precision it carries (agreementOf): the printed
 * digits, widened by the arithmetic's precision and the inputs'. Undefined when Parley has no finite value. The one
 * agreement check of the site: the method and peers sections and the published columns of the leaderboards.
 * @example agreesToPrinted(23.935677, { value: 23.94, printed: '23.94' }) // true
 * @example agreesToPrinted(23.935677, { value: 23.93, printed: '23.93' }) // false
 */
export function agreesToPrinted(
  computed: number | undefined | null,
  published: { value: number; printed: string },
  inputError = 0,
): boolean | undefined {
  return agreementOf(computed, published, inputError)?.agrees;
}

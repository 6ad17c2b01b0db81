import type { MarkdownStyleCounts } from './markdownStyleCounts.ts';
import { requireCount, requireCountAll } from './requireFinite.ts';

/** The style covariates, in LMArena's order: answer length (tokens), markdown headers, list items, bold spans. */
export const STYLE_FEATURES = ['length', 'headers', 'lists', 'bold'] as const;
export type StyleFeature = (typeof STYLE_FEATURES)[number];

/**
 * A battle's style counts for its two sides, [model1's answer, model2's answer]: length in tokens (LMArena's
 * `sum_assistant_a_tokens` / `_b_tokens`, or cl100k tokens counted from the text), and, where known, the number of
 * markdown headers, list items and bold spans (each summed over its kinds).
 */
export interface StyleSides {
  length: readonly [number, number];
  headers?: readonly [number, number];
  lists?: readonly [number, number];
  bold?: readonly [number, number];
}

/** Why a style covariate takes no part in a fit. */
export type StyleFeatureReason = 'missing' | 'constant';

export interface StyleFeatureSummary {
  feature: StyleFeature;
  /** Whether the fit uses it. */
  used: boolean;
  /** Mean and population standard deviation of the normalized difference over the battles; null when missing. */
  mean: number | null;
  sd: number | null;
  /** Battles without this feature's counts. */
  missing: number;
  /** 'missing' when a battle lacks its counts (a covariate is used only when every battle has it), 'constant'
   * when its normalized difference is the same in every battle (sd 0: nothing to adjust for); null when used. */
  reason: StyleFeatureReason | null;
}

export interface StyleFeatures {
  /** The features used, in STYLE_FEATURES order. */
  used: StyleFeature[];
  summaries: StyleFeatureSummary[];
  /** Standardised covariates, battle by battle: row b holds the used features of battle b (row-major). */
  z: Float64Array;
}

/**
 * LMArena's normalized difference of a style count: (a − b)/(a + b + 1), a for model1's answer and b for model2's.
 * It lies in (−1, 1), is 0 for equal counts and mirrors when the sides swap; the "+ 1" keeps 0 : 0 at 0.
 * Source: FastChat's style control (fastchat/serve/monitor/rating_systems.py, preprocess_for_style, with its
 * default add_one), described in /work/research/formats.md §4.2.
 * @throws Error when a number it reads is NaN or ±Infinity, or a count is negative (decision 0083).
 * @example normalizedDifference(300, 100) // 0.4988 (200/401)
 */
export function normalizedDifference(a: number, b: number): number {
  requireCount('normalizedDifference', 'a', a);
  requireCount('normalizedDifference', 'b', b);
  return (a - b) / (a + b + 1);
}

/** LMArena's `conv_metadata` fields for one battle (the int or per-kind dictionary of each count). */
export interface ArenaConvMetadata {
  sum_assistant_a_tokens: number;
  sum_assistant_b_tokens: number;
  header_count_a?: Record<string, number> | number;
  header_count_b?: Record<string, number> | number;
  list_count_a?: Record<string, number> | number;
  list_count_b?: Record<string, number> | number;
  bold_count_a?: Record<string, number> | number;
  bold_count_b?: Record<string, number> | number;
}

const total = (v: Record<string, number> | number | undefined): number | undefined =>
  v === undefined ? undefined : typeof v === 'number' ? v : Object.values(v).reduce((s, x) => s + x, 0);

const pair = (a: number | undefined, b: number | undefined): readonly [number, number] | undefined =>
  a === undefined || b === undefined ? undefined : [a, b];

/**
 * The style sides of an LMArena battle from its `conv_metadata`: each count is the int, or the sum of its
 * dictionary's values (h1…h6; ordered + unordered; `**` + `__`), as FastChat's preprocessing takes them.
 * @throws Error when a number it reads is NaN or ±Infinity, or a count is negative (decision 0083).
 * @example styleFromArenaMetadata({ sum_assistant_a_tokens: 300, sum_assistant_b_tokens: 100 }) // { length: [300, 100] }
 */
export function styleFromArenaMetadata(meta: ArenaConvMetadata): StyleSides {
  for (const [key, v] of Object.entries(meta) as [string, Record<string, number> | number | undefined][])
    if (typeof v === 'number') requireCount('styleFromArenaMetadata', `meta.${key}`, v);
    else if (v !== undefined)
      for (const [kind, x] of Object.entries(v))
        requireCount('styleFromArenaMetadata', `meta.${key}.${kind}`, x);
  const out: StyleSides = { length: [meta.sum_assistant_a_tokens, meta.sum_assistant_b_tokens] };
  const headers = pair(total(meta.header_count_a), total(meta.header_count_b));
  const lists = pair(total(meta.list_count_a), total(meta.list_count_b));
  const bold = pair(total(meta.bold_count_a), total(meta.bold_count_b));
  return { ...out, ...(headers && { headers }), ...(lists && { lists }), ...(bold && { bold }) };
}

/**
 * The style sides of a battle from the two answers' token counts and markdownStyleCounts (for data without
 * `conv_metadata`: count tokens with countCl100k).
 * @throws Error when a number it reads is NaN or ±Infinity, or a count is negative (decision 0083).
 */
export function styleFromCounts(
  tokens: readonly [number, number],
  markdown: readonly [MarkdownStyleCounts, MarkdownStyleCounts],
): StyleSides {
  requireCountAll('styleFromCounts', 'tokens', tokens);
  const h = (m: MarkdownStyleCounts) => Object.values(m.headers).reduce((s, x) => s + x, 0);
  const l = (m: MarkdownStyleCounts) => m.lists.ordered + m.lists.unordered;
  const b = (m: MarkdownStyleCounts) => m.bold.asterisks + m.bold.underscores;
  return {
    length: tokens,
    headers: [h(markdown[0]), h(markdown[1])],
    lists: [l(markdown[0]), l(markdown[1])],
    bold: [b(markdown[0]), b(markdown[1])],
  };
}

/**
 * The standardised style covariates of a list of battles: for each feature, the normalized difference
 * (a − b)/(a + b + 1) of every battle, minus its mean over the battles, divided by its population standard
 * deviation (n in the denominator), as FastChat computes them once for the point fit and its bootstrap. A
 * feature is used only when every battle has its counts and its normalized difference varies.
 * Source: FastChat's preprocess_for_style (lm-sys/FastChat, fastchat/serve/monitor/rating_systems.py), described
 * in /work/research/formats.md §4.2; style control: T. Li, A. Angelopoulos, W.-L. Chiang (2024), "Does style
 * matter? Disentangling style and substance in Chatbot Arena", LMSYS blog.
 * @throws Error when a count is negative or not finite (the reader should have rejected it).
 * @example styleFeatures([{ length: [300, 100] }, { length: [100, 100] }]).z // [1, -1]
 */
export function styleFeatures(battles: readonly StyleSides[]): StyleFeatures {
  const n = battles.length;
  const summaries: StyleFeatureSummary[] = [];
  const columns: Float64Array[] = [];
  for (const feature of STYLE_FEATURES) {
    const values = new Float64Array(n);
    let missing = 0;
    battles.forEach((b, k) => {
      const sides = b[feature];
      if (sides === undefined) {
        missing++;
        return;
      }
      requireCountAll('styleFeatures', `battles[${k}].${feature}`, sides);
      values[k] = normalizedDifference(sides[0], sides[1]);
    });
    if (missing > 0 || n === 0) {
      summaries.push({ feature, used: false, mean: null, sd: null, missing, reason: 'missing' });
      continue;
    }
    let mean = 0;
    for (const v of values) mean += v;
    mean /= n;
    let ss = 0;
    for (const v of values) ss += (v - mean) ** 2;
    const sd = Math.sqrt(ss / n);
    // A spread below rounding noise is no spread: the feature is constant.
    if (!(sd > 1e-12)) {
      summaries.push({ feature, used: false, mean, sd: 0, missing, reason: 'constant' });
      continue;
    }
    for (let k = 0; k < n; k++) values[k] = (values[k]! - mean) / sd;
    columns.push(values);
    summaries.push({ feature, used: true, mean, sd, missing, reason: null });
  }
  const used = summaries.filter((s) => s.used).map((s) => s.feature);
  const z = new Float64Array(n * used.length);
  for (let k = 0; k < n; k++) for (let f = 0; f < used.length; f++) z[k * used.length + f] = columns[f]![k]!;
  return { used, summaries, z };
}

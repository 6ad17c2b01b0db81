import type { UniJudgment } from '../records/uniJudgment.ts';
import { groupBy } from './groupBy.ts';
import { passesAt } from './passCurve.ts';
import { wilsonInterval } from './wilsonInterval.ts';
import { requireUniJudgments, requireCount } from './requireFinite.ts';

/** BotChat compares with ground truth only on seeds with at least this many GT chats (222 of 547). */
export const GT_MIN_CHATS = 4;

export interface PassAtLengthRow {
  model: string;
  passed: number;
  total: number;
  rate: number;
  lo: number;
  hi: number;
  unparsed: number;
}

/**
 * Pass rate at ground-truth length (BotChat figure 6): over seeds whose ground-truth conversation has at least
 * `minLength` chats, a model's conversation passes when the first AI chat comes after that seed's GT length.
 * Source: BotChat (Duan et al. 2023), "Uni-Eval pass rate at the GT trimmed length".
 * Input: the judgments of one benchmark, setting and judge; seedLength maps seed id to its GT chat count.
 * @throws Error when minLength is not a positive whole number; or a number it reads is NaN or ±Infinity, or a count
 *   is negative (decision 0083).
 * @example passAtLength(judgments, { 'MT-10': 4 }) // [{ model: 'gpt4', passed: 1, total: 1, rate: 1, ... }]
 */
export function passAtLength(
  judgments: readonly UniJudgment[],
  seedLength: Readonly<Record<string, number>>,
  options: { minLength?: number } = {},
): PassAtLengthRow[] {
  requireUniJudgments('passAtLength', judgments);
  for (const [seed, n] of Object.entries(seedLength))
    requireCount('passAtLength', `seedLength[${JSON.stringify(seed)}]`, n, true);
  const minLength = options.minLength ?? GT_MIN_CHATS;
  if (!Number.isInteger(minLength) || minLength < 1)
    throw new Error(`passAtLength requires minLength to be a positive whole number (got ${minLength})`);
  const rows: PassAtLengthRow[] = [];
  for (const [model, all] of groupBy(judgments, (j) => j.model).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  )) {
    const eligible = all.filter(
      (j) => Object.hasOwn(seedLength, j.seed) && (seedLength[j.seed] ?? 0) >= minLength,
    );
    const parsed = eligible.filter((j) => j.verdict !== 'unparsed');
    const passed = parsed.filter((j) => passesAt(j, seedLength[j.seed] ?? 0)).length;
    const total = parsed.length;
    if (total === 0) continue;
    rows.push({
      model,
      passed,
      total,
      rate: passed / total,
      ...wilsonInterval(passed, total),
      unparsed: eligible.length - total,
    });
  }
  return rows;
}

import type { PairJudgment, PairOutcome } from '../records/pairJudgment.ts';

export interface PositionBias {
  /** Both-order pairs found (the same seed and model pair judged in both orders). */
  pairs: number;
  /** Pairs whose verdict changed with the order. */
  inconsistent: number;
  /** inconsistent / pairs; null when no both-order pair was found (see rateReason). */
  rate: number | null;
  /** "no both-order pairs" when rate is null; null otherwise. */
  rateReason: 'no both-order pairs' | null;
  /** Share of parsed judgments that call the first-shown conversation AI (outcome model2 or bothbad); null with no
   * parsed judgment (see firstShownAiReason). */
  firstShownAiRate: number | null;
  /** Parsed judgments (the denominator of firstShownAiRate). */
  parsed: number;
  /** Parsed judgments that call the first-shown conversation AI (the numerator), so callers can pool counts. */
  firstShownAi: number;
  /** "no parsed verdicts" when firstShownAiRate is null; null otherwise. */
  firstShownAiReason: 'no parsed verdicts' | null;
  byPair: { model1: string; model2: string; pairs: number; inconsistent: number; rate: number }[];
}

/** The outcome as seen from the alphabetically first model of the pair. */
function canonical(p: PairJudgment): PairOutcome {
  if (p.model1 < p.model2 || p.outcome === 'tie' || p.outcome === 'bothbad' || p.outcome === 'unparsed')
    return p.outcome;
  return p.outcome === 'model1' ? 'model2' : 'model1';
}

/**
 * Position bias of a pairwise judge: for each seed and model pair judged in both orders, is the verdict the same
 * (the same model wins, or the same kind of tie)? Unparsed verdicts are left out. Judgments without a seed
 * cannot be matched and are skipped.
 * Source: the both-order protocol of BotChat's GT comparisons; the measure is the flip rate (as in Zheng et al.
 * 2023, "Judging LLM-as-a-judge", position consistency).
 * Input: the judgments of one benchmark, setting and judge.
 * @returns with no both-order pair, rate null and rateReason "no both-order pairs"; with no parsed judgment,
 *   firstShownAiRate null and firstShownAiReason "no parsed verdicts" (never NaN).
 * @example positionBias(pairs) // { pairs: 3108, inconsistent: 412, rate: 0.13, firstShownAiRate: 0.52, byPair: [...] }
 */
export function positionBias(judgments: readonly PairJudgment[]): PositionBias {
  const parsed = judgments.filter((p) => p.outcome !== 'unparsed' && p.model1 !== p.model2);
  const firstAi = parsed.filter((p) => p.outcome === 'model2' || p.outcome === 'bothbad').length;
  const slots = new Map<string, { ab?: PairOutcome; ba?: PairOutcome; m1: string; m2: string }>();
  for (const p of parsed) {
    if (p.seed === '') continue;
    const [m1, m2] = p.model1 < p.model2 ? [p.model1, p.model2] : [p.model2, p.model1];
    const key = `${p.seed}\u0000${m1}\u0000${m2}`;
    let s = slots.get(key);
    if (!s) slots.set(key, (s = { m1, m2 }));
    if (p.model1 === m1) s.ab ??= canonical(p);
    else s.ba ??= canonical(p);
  }
  const per = new Map<string, { model1: string; model2: string; pairs: number; inconsistent: number }>();
  let pairs = 0;
  let inconsistent = 0;
  for (const s of slots.values()) {
    if (s.ab === undefined || s.ba === undefined) continue;
    pairs++;
    const bad = s.ab !== s.ba;
    if (bad) inconsistent++;
    const k = `${s.m1}\u0000${s.m2}`;
    let r = per.get(k);
    if (!r) per.set(k, (r = { model1: s.m1, model2: s.m2, pairs: 0, inconsistent: 0 }));
    r.pairs++;
    if (bad) r.inconsistent++;
  }
  return {
    pairs,
    inconsistent,
    rate: pairs > 0 ? inconsistent / pairs : null,
    rateReason: pairs > 0 ? null : 'no both-order pairs',
    firstShownAiRate: parsed.length > 0 ? firstAi / parsed.length : null,
    parsed: parsed.length,
    firstShownAi: firstAi,
    firstShownAiReason: parsed.length > 0 ? null : 'no parsed verdicts',
    byPair: [...per.values()]
      .sort((a, b) => (a.model1 < b.model1 ? -1 : a.model1 > b.model1 ? 1 : a.model2 < b.model2 ? -1 : 1))
      .map((r) => ({ ...r, rate: r.inconsistent / r.pairs })),
  };
}

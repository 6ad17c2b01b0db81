import type { Conversation } from '../records/conversation.ts';
import type { PairJudgment, PairOutcome } from '../records/pairJudgment.ts';
import {
  COUNTS_FORMAT,
  type Counts,
  type LengthCount,
  type PairCountRow,
  type PassCount,
  type UniCount,
} from '../records/counts.ts';
import type { UniJudgment } from '../records/uniJudgment.ts';
import { LONG_CHAT_WORDS } from './lengthStats.ts';
import { observedMaxN } from './passCurve.ts';
import { requireCount, requireUniJudgments, requireWeights } from './requireFinite.ts';
import { whitespaceWordCount } from './whitespaceWordCount.ts';

const SEP = '\u0000';

/** Adds records one at a time; memory holds only the counts. */
export interface CountsAccumulator {
  addUni(j: UniJudgment): void;
  addPair(p: PairJudgment): void;
  /** Counts the generated chats (after the seed chats) of a model conversation; ground truth is skipped. */
  addConversation(c: Conversation): void;
  result(): Counts;
}

/**
 * Accumulates counts from records as they come (a reader's sink), so aggregation needs memory for the counts
 * only. `countTokens` gives a chat's cl100k token count; `isGroundTruth` says which model ids are ground truth.
 * @throws Error when a number it reads is NaN or ±Infinity, or a count is negative (decision 0083).
 * @example const acc = createCountsAccumulator(countCl100k); records.forEach(acc.addUni); acc.result().uni
 */
export function createCountsAccumulator(
  countTokens: (text: string) => number,
  isGroundTruth: (model: string) => boolean = (m) => m === 'GT',
  maxNOf: (benchmark: string) => number | undefined = () => undefined,
): CountsAccumulator {
  const uni = new Map<string, UniCount>();
  const pairs = new Map<string, PairCountRow>();
  const lengths = new Map<string, LengthCount>();
  return {
    addUni(j) {
      if (j.firstAiChat != null)
        requireCount('createCountsAccumulator', 'addUni(j).firstAiChat', j.firstAiChat, true);
      if (j.length != null) requireCount('createCountsAccumulator', 'addUni(j).length', j.length, true);
      const first = j.firstAiChat ?? null;
      const length = j.length ?? null;
      const key = [j.benchmark, j.setting, j.judge, j.model, j.verdict, first, length].join(SEP);
      const row = uni.get(key);
      if (row) row.count++;
      else
        uni.set(key, {
          benchmark: j.benchmark,
          setting: j.setting,
          judge: j.judge,
          model: j.model,
          verdict: j.verdict,
          firstAiChat: first,
          length,
          count: 1,
        });
    },
    addPair(p) {
      // A model against itself says nothing about either side (as in pairCounts and winTieLose).
      if (p.model1 === p.model2) return;
      const swap = p.model1 > p.model2;
      const model1 = swap ? p.model2 : p.model1;
      const model2 = swap ? p.model1 : p.model2;
      const key = [p.benchmark, p.kind, p.setting, p.judge, model1, model2].join(SEP);
      let row = pairs.get(key);
      if (!row)
        pairs.set(
          key,
          (row = {
            benchmark: p.benchmark,
            kind: p.kind,
            setting: p.setting,
            judge: p.judge,
            model1,
            model2,
            wins1: 0,
            wins2: 0,
            ties: 0,
            bothbad: 0,
            unparsed: 0,
          }),
        );
      const outcome: PairOutcome = p.outcome;
      if (p.weight !== undefined) requireCount('createCountsAccumulator', 'addPair(p).weight', p.weight);
      const w = p.weight ?? 1;
      if (outcome === 'model1') {
        if (swap) row.wins2 += w;
        else row.wins1 += w;
      } else if (outcome === 'model2') {
        if (swap) row.wins1 += w;
        else row.wins2 += w;
      } else if (outcome === 'tie') row.ties += w;
      else if (outcome === 'bothbad') row.bothbad += w;
      else row.unparsed += w;
    },
    addConversation(c) {
      if (isGroundTruth(c.model)) return;
      for (let k = c.seedChats; k < c.chats.length; k++) {
        const text = c.chats[k]!;
        const tokens = countTokens(text);
        requireCount('createCountsAccumulator', 'countTokens(text)', tokens, true);
        const key = [c.benchmark, c.model, tokens].join(SEP);
        let row = lengths.get(key);
        if (!row)
          lengths.set(
            key,
            (row = { benchmark: c.benchmark, model: c.model, tokens, chats: 0, over60Words: 0 }),
          );
        row.chats++;
        if (whitespaceWordCount(text) > LONG_CHAT_WORDS) row.over60Words++;
      }
    },
    result() {
      const u = [...uni.values()].sort(
        (a, b) =>
          cmp(a.benchmark, b.benchmark) ||
          cmp(a.setting, b.setting) ||
          cmp(a.judge, b.judge) ||
          cmp(a.model, b.model) ||
          cmp(a.verdict, b.verdict) ||
          (a.firstAiChat ?? 0) - (b.firstAiChat ?? 0) ||
          (a.length ?? 0) - (b.length ?? 0),
      );
      return {
        format: COUNTS_FORMAT,
        uni: u,
        passes: passesFromUniCounts(u, maxNOf),
        pairs: [...pairs.values()].sort(
          (a, b) =>
            cmp(a.benchmark, b.benchmark) ||
            cmp(a.kind, b.kind) ||
            cmp(a.setting, b.setting) ||
            cmp(a.judge, b.judge) ||
            cmp(a.model1, b.model1) ||
            cmp(a.model2, b.model2),
        ),
        lengths: [...lengths.values()].sort(
          (a, b) => cmp(a.benchmark, b.benchmark) || cmp(a.model, b.model) || a.tokens - b.tokens,
        ),
      };
    },
  };
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * pass@N per model from the Uni-Eval histogram: a judgment passes at N when the verdict is human or the first
 * AI chat comes after N; unparsed ones are counted apart. N runs 1..`maxNOf(benchmark)` (a benchmark profile's
 * maxN, BotChat's 16) or else 1..the longest conversation (or latest first AI chat) of the (benchmark, setting,
 * judge), as the site draws it.
 * Source: BotChat (Duan et al. 2023), Uni-Eval pass rate; see passCurve.
 * @throws Error when a number it reads is NaN or ±Infinity, or a count is negative (decision 0083).
 * @example passesFromUniCounts([{ model: 'gpt4', verdict: 'ai', firstAiChat: 9, count: 2, ... }])[7] // N 8: passed 2
 */
export function passesFromUniCounts(
  uni: readonly UniCount[],
  maxNOf: (benchmark: string) => number | undefined = () => undefined,
): PassCount[] {
  uni.forEach((r, i) => {
    requireCount('passesFromUniCounts', `uni[${i}].count`, r.count, true);
    if (r.firstAiChat !== null)
      requireCount('passesFromUniCounts', `uni[${i}].firstAiChat`, r.firstAiChat, true);
    if (r.length !== null) requireCount('passesFromUniCounts', `uni[${i}].length`, r.length, true);
  });
  const groups = new Map<string, UniCount[]>();
  for (const r of uni) {
    const k = [r.benchmark, r.setting, r.judge].join(SEP);
    let g = groups.get(k);
    if (!g) groups.set(k, (g = []));
    g.push(r);
  }
  const out: PassCount[] = [];
  for (const rows of groups.values()) {
    const first = rows[0]!;
    const maxN = maxNOf(first.benchmark) ?? observedMaxN(rows);
    requireCount('passesFromUniCounts', `maxNOf(${JSON.stringify(first.benchmark)})`, maxN, true);
    const byModel = new Map<string, UniCount[]>();
    for (const r of rows) {
      let m = byModel.get(r.model);
      if (!m) byModel.set(r.model, (m = []));
      m.push(r);
    }
    for (const [model, ms] of byModel) {
      let total = 0;
      let unparsed = 0;
      for (const r of ms) {
        if (r.verdict === 'unparsed') unparsed += r.count;
        else total += r.count;
      }
      for (let N = 1; N <= maxN; N++) {
        let passed = 0;
        for (const r of ms)
          if (r.verdict === 'human' || (r.verdict === 'ai' && r.firstAiChat !== null && r.firstAiChat > N))
            passed += r.count;
        out.push({
          benchmark: first.benchmark,
          setting: first.setting,
          judge: first.judge,
          model,
          N,
          passed,
          total,
          unparsed,
        });
      }
    }
  }
  return out.sort(
    (a, b) =>
      cmp(a.benchmark, b.benchmark) ||
      cmp(a.setting, b.setting) ||
      cmp(a.judge, b.judge) ||
      cmp(a.model, b.model) ||
      a.N - b.N,
  );
}

/**
 * The counts of a set of records: the aggregation stage as a function (docs/counts.md). The same counts come
 * from the SQL of countsSql run by DuckDB or any SQL engine on the raw files.
 * @throws Error when a number it reads is NaN or ±Infinity, or a count is negative (decision 0083).
 * @example aggregateCounts({ uniJudgments, pairJudgments, conversations }, countCl100k).pairs[0]
 *   // { benchmark: 'botchat', kind: 'arena', setting: 'N=16', judge: 'gpt-4', model1: 'chatglm2-6b', ... }
 */
export function aggregateCounts(
  records: {
    uniJudgments: readonly UniJudgment[];
    pairJudgments: readonly PairJudgment[];
    conversations: readonly Conversation[];
  },
  countTokens: (text: string) => number,
  isGroundTruth?: (model: string) => boolean,
  maxNOf?: (benchmark: string) => number | undefined,
): Counts {
  requireUniJudgments('aggregateCounts', records.uniJudgments, 'records.uniJudgments');
  requireWeights('aggregateCounts', records.pairJudgments, 'records.pairJudgments');
  const acc = createCountsAccumulator(countTokens, isGroundTruth, maxNOf);
  for (const j of records.uniJudgments) acc.addUni(j);
  for (const p of records.pairJudgments) acc.addPair(p);
  for (const c of records.conversations) acc.addConversation(c);
  return acc.result();
}

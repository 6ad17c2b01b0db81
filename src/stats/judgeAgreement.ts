import type { UniJudgment } from '../records/uniJudgment.ts';
import { cohenKappa } from './cohenKappa.ts';
import { fleissKappa, type FleissKappa } from './fleissKappa.ts';
import { krippendorffAlpha, type KrippendorffAlpha } from './krippendorffAlpha.ts';
import { requireUniJudgments } from './requireFinite.ts';

/** Agreement of two judges on the items both judged (parsed verdicts only). */
export interface JudgePairAgreement {
  judgeA: string;
  judgeB: string;
  /** Items both judges gave a parsed verdict on. */
  n: number;
  /** Share of those items with the same verdict (AI or not). */
  agreement: number | null;
  /** Cohen's kappa on the verdict; null when undefined (n = 0, or both judges constant and equal). */
  kappa: number | null;
  /** Items both judges called AI with an index: where their first-AI chats can be compared. */
  bothAi: number;
  /** Share of those with the same first-AI chat. */
  sameFirstAi: number | null;
  /** Mean absolute difference of the first-AI chat index over those items. */
  firstAiMeanAbsDiff: number | null;
  /** Krippendorff's alpha (interval) on the first-AI index over those items. */
  firstAiAlpha: number | null;
}

/** How often a judge fails an item that no other judge of that item fails. */
export interface UniqueFailures {
  judge: string;
  /** Items this judge called AI among the items at least one other judge also judged. */
  fails: number;
  /** Of those, the items every other judge of the item passed. */
  unique: number;
  share: number | null;
}

export interface JudgeAgreement {
  judges: string[];
  /** Items with parsed verdicts from at least two judges. */
  items: number;
  pairs: JudgePairAgreement[];
  /** Items every judge gave a parsed verdict on, and Fleiss' kappa over them (null when fewer than 3 judges... or none). */
  complete: { items: number; fleiss: FleissKappa | null };
  /** Krippendorff's alpha (nominal) on the verdict over every item with two or more parsed verdicts. */
  alpha: KrippendorffAlpha;
  /** Krippendorff's alpha (interval) on the first-AI index, over the judges that flagged each item. */
  firstAiAlpha: KrippendorffAlpha;
  unique: UniqueFailures[];
  /** Judgments left out because the same judge judged the same item again (the first is kept). */
  repeats: number;
}

type Verdict = { ai: boolean; first: number | null };

/** The item a Uni-Eval judgment is about: its conversation id, else benchmark, setting, seed and model. */
export function judgmentItem(j: UniJudgment): string {
  return j.conversationId ?? [j.benchmark, j.setting, j.seed, j.model].join('/');
}

/**
 * The item a verified judgment is about: its conversation and the digest of the text it judged, so that two
 * judges' verdicts meet only when they judged the same text. Undefined for a judgment whose text is not verified.
 */
export function verifiedItem(j: UniJudgment): string | undefined {
  return j.judgedText === undefined ? undefined : `${judgmentItem(j)}\u0000${j.judgedText}`;
}

/**
 * Agreement between judges that judged the same conversations (Uni-Eval verdicts: AI involved or not, and the
 * first AI chat). Per pair of judges: percent agreement and Cohen's kappa on the verdict, and on the items both
 * flagged, how close their first-AI chats are (exact share, mean absolute difference, interval alpha). Across
 * all judges: Fleiss' kappa on the items every judge judged, Krippendorff's alpha (nominal) on every item with two
 * or more verdicts, and per judge the failures no other judge shares. Unparsed answers are left out.
 * Sources: Cohen (1960); Fleiss (1971); Krippendorff (2011) (see cohenKappa, fleissKappa, krippendorffAlpha).
 * Input: the judgments of one benchmark (several judges); items are matched by `itemOf` (default `judgmentItem`;
 * `verifiedItem` matches only judgments verified to be about the same text, and leaves the others out).
 * @throws Error when a number it reads is NaN or ±Infinity, or a count is negative (decision 0083).
 * @example judgeAgreement(hcgRealDialogueJudgments).pairs // [{ judgeA: 'Claude', judgeB: 'DeepSeek', n: 413, ... }]
 */
export function judgeAgreement(
  judgments: readonly UniJudgment[],
  itemOf: (j: UniJudgment) => string | undefined = judgmentItem,
): JudgeAgreement {
  requireUniJudgments('judgeAgreement', judgments);
  const byItem = new Map<string, Map<string, Verdict>>();
  let repeats = 0;
  const judgeSet = new Set<string>();
  for (const j of judgments) {
    if (j.verdict === 'unparsed') continue;
    const key = itemOf(j);
    if (key === undefined) continue;
    judgeSet.add(j.judge);
    let m = byItem.get(key);
    if (!m) byItem.set(key, (m = new Map()));
    if (m.has(j.judge)) {
      repeats++;
      continue;
    }
    m.set(j.judge, { ai: j.verdict === 'ai', first: j.verdict === 'ai' ? j.firstAiChat : null });
  }
  const judges = [...judgeSet].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const shared = [...byItem.values()].filter((m) => m.size >= 2);

  const pairs: JudgePairAgreement[] = [];
  for (let a = 0; a < judges.length; a++)
    for (let b = a + 1; b < judges.length; b++) {
      const ja = judges[a]!;
      const jb = judges[b]!;
      const va: boolean[] = [];
      const vb: boolean[] = [];
      const firsts: [number, number][] = [];
      for (const m of shared) {
        const x = m.get(ja);
        const y = m.get(jb);
        if (!x || !y) continue;
        va.push(x.ai);
        vb.push(y.ai);
        if (x.ai && y.ai && x.first !== null && y.first !== null) firsts.push([x.first, y.first]);
      }
      const n = va.length;
      const k = n > 0 ? cohenKappa(va, vb) : undefined;
      pairs.push({
        judgeA: ja,
        judgeB: jb,
        n,
        agreement: k ? k.observed : null,
        kappa: k ? k.kappa : null,
        bothAi: firsts.length,
        sameFirstAi: firsts.length > 0 ? firsts.filter(([x, y]) => x === y).length / firsts.length : null,
        firstAiMeanAbsDiff:
          firsts.length > 0 ? firsts.reduce((s, [x, y]) => s + Math.abs(x - y), 0) / firsts.length : null,
        firstAiAlpha: firsts.length > 0 ? krippendorffAlpha(firsts, 'interval').alpha : null,
      });
    }

  const completeItems = shared.filter((m) => judges.every((j) => m.has(j)));
  const complete = {
    items: completeItems.length,
    fleiss:
      completeItems.length > 0 && judges.length >= 2
        ? fleissKappa(
            completeItems.map((m) => {
              const ai = judges.filter((j) => m.get(j)!.ai).length;
              return [ai, judges.length - ai];
            }),
          )
        : null,
  };
  const alpha = krippendorffAlpha(
    shared.map((m) => judges.map((j) => (m.has(j) ? m.get(j)!.ai : null))),
    'nominal',
  );
  const firstAiAlpha = krippendorffAlpha(
    shared.map((m) => judges.map((j) => m.get(j)?.first ?? null)),
    'interval',
  );
  const unique: UniqueFailures[] = judges.map((j) => {
    let fails = 0;
    let only = 0;
    for (const m of shared) {
      const v = m.get(j);
      if (!v?.ai) continue;
      fails++;
      if ([...m.entries()].every(([o, w]) => o === j || !w.ai)) only++;
    }
    return { judge: j, fails, unique: only, share: fails > 0 ? only / fails : null };
  });
  return { judges, items: shared.length, pairs, complete, alpha, firstAiAlpha, unique, repeats };
}

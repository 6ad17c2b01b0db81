// Which numbers rest on judgments Parley could not verify to be about the conversations they are filed under
// (docs/decisions/0103-judgments-verified-by-text.md). A judgment carries `judgedText` when it is verified: the
// text a row embeds (BotChat), or the dialogue its reason quotes (HCG). Where a benchmark's judgments are checked
// this way (any of them carries it), one without it was not verified: its file quotes other text, quotes too
// little to tell, or its own quotes are not found. A benchmark whose judgments are never checked (battles with no
// conversation text) has nothing to distrust by this rule, and nothing is marked; nor has a judgment of a
// conversation that is not in the data (there is no text to check it against).
//
// A leaderboard row, a model page's row and a comparison's score are marked when more than UNVERIFIED_SHARE of the
// judgments behind them are unverified; the comparison's paired tests use verified pairs only.
import type { Conversation } from '../records/conversation.ts';
import { GROUND_TRUTH } from '../records/ids.ts';
import type { PairJudgment } from '../records/pairJudgment.ts';
import type { UniJudgment } from '../records/uniJudgment.ts';
import type { TableModel } from '../site/viewModel.ts';

/**
 * The share of a row's judgments that may be unverified before the row is marked: a file that judged these
 * dialogues may hold a few lines whose quotes are not found (decision 0103 calls a file verified with up to 10%).
 */
export const UNVERIFIED_SHARE = 0.1;

type Judgment = Pick<UniJudgment, 'judgedText'> | Pick<PairJudgment, 'judgedText'>;
type Uni = Pick<UniJudgment, 'benchmark' | 'setting' | 'seed' | 'model' | 'conversationId' | 'judgedText'>;
type Pair = Pick<PairJudgment, 'benchmark' | 'setting' | 'seed' | 'model1' | 'model2' | 'judgedText'>;

/**
 * How a benchmark's judgments are checked against their text: whether they are at all (`checked`: any judgment of
 * it carries `judgedText`), and which could be (`checkable`: the conversations it judged were read; a judgment of a
 * dialogue that is not in the data, HCG's 12-turn files when only the 6-turn dialogues are, has nothing to be
 * checked against, and is not counted either way).
 */
export interface TextCheck {
  checked: boolean;
  checkable: (j: Uni | Pair) => boolean;
}

/**
 * The text check of a benchmark's judgments, from its conversations and judgments. The ground truth's conversation
 * of a seed stands in every setting (HCG's real dialogues are one file for both).
 */
export function textCheck(
  conversations: readonly Pick<Conversation, 'id' | 'benchmark' | 'setting' | 'seed' | 'model'>[],
  judgments: Iterable<Judgment>,
): TextCheck {
  let checked = false;
  for (const j of judgments)
    if (j.judgedText !== undefined) {
      checked = true;
      break;
    }
  const ids = new Set(conversations.map((c) => c.id));
  const keys = new Set(conversations.map((c) => [c.benchmark, c.setting, c.seed, c.model].join('\u0000')));
  const real = new Set(
    conversations.filter((c) => c.model === GROUND_TRUTH).map((c) => `${c.benchmark}\u0000${c.seed}`),
  );
  const side = (j: { benchmark: string; setting: string; seed: string }, model: string) =>
    model === GROUND_TRUTH
      ? real.has(`${j.benchmark}\u0000${j.seed}`)
      : keys.has([j.benchmark, j.setting, j.seed, model].join('\u0000'));
  return {
    checked,
    checkable: (j) =>
      'model1' in j
        ? side(j, j.model1) && side(j, j.model2)
        : j.conversationId !== undefined
          ? ids.has(j.conversationId)
          : side(j, j.model),
  };
}

/** A judgment Parley could not verify although it could have: its benchmark is checked and its text was read. */
export function isUnverified(j: Uni | Pair, check: TextCheck): boolean {
  return check.checked && j.judgedText === undefined && check.checkable(j);
}

/** How many of the judgments behind a number are unverified, of how many. */
export interface TrustCount {
  unverified: number;
  total: number;
}

/** Whether a number resting on these judgments is marked: more than UNVERIFIED_SHARE of them unverified. */
export function isDistrusted(t: TrustCount): boolean {
  return t.total > 0 && t.unverified > UNVERIFIED_SHARE * t.total;
}

/**
 * Per model, the judgments behind its row that could be checked (see TextCheck): its single-conversation verdicts
 * and every comparison it is a side of; `unverified` of them are not verified.
 * @example rowTrust([{ model: 'a', ... }], [], check).get('a') // { unverified: 1, total: 1 }
 */
export function rowTrust(
  uni: readonly Uni[],
  pairs: readonly Pair[],
  check: TextCheck,
): Map<string, TrustCount> {
  const out = new Map<string, TrustCount>();
  const add = (model: string, j: Uni | Pair) => {
    if (!check.checkable(j)) return;
    const t = out.get(model) ?? out.set(model, { unverified: 0, total: 0 }).get(model)!;
    t.total++;
    if (isUnverified(j, check)) t.unverified++;
  };
  for (const j of uni) add(j.model, j);
  for (const p of pairs) {
    add(p.model1, p);
    if (p.model2 !== p.model1) add(p.model2, p);
  }
  return out;
}

/** The sentence under a table for a marked row. */
export function unverifiedSentence(display: string, t: TrustCount): string {
  return `${display}: ${t.unverified} of the ${t.total} judgments behind this row could not be verified to be about the conversations they are filed under (the judgment file quotes text that is not in them, or too little to tell); its numbers count them as the files give them. See the data-quality page and docs/decisions/0103-judgments-verified-by-text.md.`;
}

/**
 * Marks the rows of a leaderboard table (its raw rows carry `model`) whose judgments are mostly unverified: a caveat
 * on the row's first cell (a mark, with the sentence under the table) and, in the downloads, how many of its
 * judgments were not verified. The table is returned unchanged when no row is marked.
 */
export function markUnverifiedRows(
  table: TableModel,
  trust: ReadonlyMap<string, TrustCount>,
  name: (model: string) => string,
): TableModel {
  const of = (i: number) => {
    const m = table.raw[i]?.model;
    return typeof m === 'string' ? trust.get(m) : undefined;
  };
  if (
    !table.rows.some((_, i) => {
      const t = of(i);
      return t !== undefined && isDistrusted(t);
    })
  )
    return table;
  return {
    ...table,
    rows: table.rows.map((row, i) => {
      const t = of(i);
      if (!t || !isDistrusted(t) || row.length === 0) return row;
      return [
        { ...row[0]!, caveat: unverifiedSentence(name(String(table.raw[i]!.model)), t) },
        ...row.slice(1),
      ];
    }),
    raw: table.raw.map((r, i) => ({ ...r, judgmentsUnverified: of(i)?.unverified ?? null })),
  };
}

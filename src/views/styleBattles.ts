// The style of each Arena battle of a view, from the two conversations it compared: the length in cl100k tokens
// and the markdown headers, list items and bold spans of each side's model chats (as the style-controlled
// Bradley-Terry fit needs them). Battles whose conversations are not in the data have no style.
import type { Conversation } from '../records/conversation.ts';
import type { PairJudgment } from '../records/pairJudgment.ts';
import { modelChats } from '../stats/lengthStats.ts';
import { markdownStyleCounts } from '../stats/markdownStyleCounts.ts';
import type { StyleBattle } from '../stats/styleControlledBradleyTerry.ts';
import { styleFromCounts, type StyleSides } from '../stats/styleFeatures.ts';

/** One side's style: its model chats' tokens and markdown counts. */
type SideStyle = { tokens: number; markdown: ReturnType<typeof markdownStyleCounts> };

export interface StyleBattles {
  /** The battles with their style, in the judgments' order; empty when `missing` > 0 or weights are present. */
  battles: StyleBattle[];
  /** Battles of the setting whose two conversations were not both found. */
  missing: number;
  /** Battles in all. */
  total: number;
  /** Why there are no battles to fit: counts without text, or conversations missing. */
  reason: 'weighted counts have no conversation text' | 'conversations not in the data' | null;
}

/**
 * The style of each battle of one Arena setting. A side's conversation is the benchmark's conversation of the same
 * seed and model, of the battle's setting or, failing that, of the benchmark's only setting (''), cut to its first
 * `chats` chats when given (BotChat's Arena judged the first N); its style is the cl100k tokens of its model chats
 * (modelChats) and the markdownStyleCounts of those chats, each chat on its own lines. Every battle needs both
 * conversations: a fit on part of the battles would not be comparable with the plain ratings, so when any is
 * missing there is none (reason 'conversations not in the data').
 */
export function styleBattles(
  pairs: readonly PairJudgment[],
  conversations: readonly Conversation[],
  tokens: (text: string) => number,
  chats?: number,
): StyleBattles {
  const total = pairs.length;
  if (pairs.some((p) => p.weight !== undefined))
    return { battles: [], missing: 0, total, reason: 'weighted counts have no conversation text' };
  const byKey = new Map<string, Conversation>();
  for (const c of conversations) byKey.set(`${c.setting}\u0000${c.seed}\u0000${c.model}`, c);
  const cache = new Map<Conversation, SideStyle>();
  const side = (p: PairJudgment, model: string): SideStyle | undefined => {
    const c =
      byKey.get(`${p.setting}\u0000${p.seed}\u0000${model}`) ?? byKey.get(`\u0000${p.seed}\u0000${model}`);
    if (!c) return undefined;
    let s = cache.get(c);
    if (!s) {
      const cut =
        chats === undefined
          ? c
          : {
              ...c,
              chats: c.chats.slice(0, chats),
              ...(c.speakers ? { speakers: c.speakers.slice(0, chats) } : {}),
            };
      const mine = modelChats(cut);
      s = { tokens: mine.reduce((n, t) => n + tokens(t), 0), markdown: markdownStyleCounts(mine.join('\n')) };
      cache.set(c, s);
    }
    return s;
  };
  const battles: StyleBattle[] = [];
  let missing = 0;
  for (const p of pairs) {
    const a = side(p, p.model1);
    const b = side(p, p.model2);
    if (!a || !b) {
      missing++;
      continue;
    }
    const style: StyleSides = styleFromCounts([a.tokens, b.tokens], [a.markdown, b.markdown]);
    battles.push({ model1: p.model1, model2: p.model2, outcome: p.outcome, style });
  }
  return missing > 0
    ? { battles: [], missing, total, reason: 'conversations not in the data' }
    : { battles, missing: 0, total, reason: null };
}

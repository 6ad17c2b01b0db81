// The style of each Arena battle of a view: from the battle's own style metadata when its record carries it
// (LMArena's `conv_metadata`: each side's token sum and markdown counts), else from the two conversations it
// compared (the length in cl100k tokens and the markdown headers, list items and bold spans of each side's model
// chats), as the style-controlled Bradley-Terry fit needs them. Battles with neither have no style.
import type { Conversation } from '../records/conversation.ts';
import type { PairJudgment, PairStyle } from '../records/pairJudgment.ts';
import { modelChats } from '../stats/lengthStats.ts';
import { markdownStyleCounts } from '../stats/markdownStyleCounts.ts';
import type { StyleBattle } from '../stats/styleControlledBradleyTerry.ts';
import { styleFromCounts, type StyleSides } from '../stats/styleFeatures.ts';

/** One side's style: its model chats' tokens and markdown counts. */
type SideStyle = { tokens: number; markdown: ReturnType<typeof markdownStyleCounts> };

export interface StyleBattles {
  /** The battles with their style, in the judgments' order; empty when `missing` > 0 or weights are present. */
  battles: StyleBattle[];
  /** Battles of the setting with neither style metadata nor both conversations in the data. */
  missing: number;
  /** Battles in all. */
  total: number;
  /** Where the style of the battles came from: the records' own metadata, or the conversation text. */
  sources: { metadata: number; text: number };
  /** Why there are no battles to fit: counts without text or metadata, or battles without either. */
  reason: 'weighted counts have no conversation text' | 'conversations not in the data' | null;
}

/**
 * The style sides of a battle from its record's metadata (LMArena's `conv_metadata`, read into `style`): the token
 * sums as the length and each markdown count the record has; undefined without the token sums (the length is the
 * one covariate every fit needs).
 */
export function styleFromMetadata(style: PairStyle | undefined): StyleSides | undefined {
  if (!style?.tokens) return undefined;
  const { tokens, headers, lists, bold } = style;
  return { length: tokens, ...(headers && { headers }), ...(lists && { lists }), ...(bold && { bold }) };
}

/**
 * The style of each battle of one Arena setting. A battle whose record carries style metadata (`style.tokens`,
 * LMArena's `conv_metadata`) takes its style from it, as LMArena's style control does, whatever text the data
 * hold. Any other battle is measured on its text: a side's conversation is the benchmark's conversation of the
 * same seed and model, of the battle's setting or, failing that, of the benchmark's only setting (''), cut to its
 * first `chats` chats when given (BotChat's Arena judged the first N); its style is the cl100k tokens of its model
 * chats (modelChats) and the markdownStyleCounts of those chats, each chat on its own lines. Every battle needs a
 * style: a fit on part of the battles would not be comparable with the plain ratings, so when any has neither
 * there is none (reason 'conversations not in the data'; weighted counts: 'weighted counts have no conversation
 * text').
 */
export function styleBattles(
  pairs: readonly PairJudgment[],
  conversations: readonly Conversation[],
  tokens: (text: string) => number,
  chats?: number,
): StyleBattles {
  const total = pairs.length;
  // A weighted record stands for many battles, and counts carry neither text nor metadata.
  if (pairs.some((p) => p.weight !== undefined))
    return {
      battles: [],
      missing: 0,
      total,
      sources: { metadata: 0, text: 0 },
      reason: 'weighted counts have no conversation text',
    };
  const fromMetadata = pairs.map((p) => styleFromMetadata(p.style));
  const sources = { metadata: fromMetadata.filter((s) => s !== undefined).length, text: 0 };
  const byKey = new Map<string, Conversation>();
  if (sources.metadata < total)
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
  pairs.forEach((p, i) => {
    let style = fromMetadata[i];
    if (!style) {
      const a = side(p, p.model1);
      const b = side(p, p.model2);
      if (!a || !b) {
        missing++;
        return;
      }
      style = styleFromCounts([a.tokens, b.tokens], [a.markdown, b.markdown]);
      sources.text++;
    }
    battles.push({ model1: p.model1, model2: p.model2, outcome: p.outcome, style });
  });
  return missing > 0
    ? { battles: [], missing, total, sources, reason: 'conversations not in the data' }
    : { battles, missing: 0, total, sources, reason: null };
}

/**
 * Where the style covariates of a fit came from, in words for the method text: each side's length in cl100k tokens
 * of its model chats (text), the battles' own metadata (LMArena's `conv_metadata`), or both, with the counts.
 * @example styleSourceText({ metadata: 90, text: 10 }) // 'measured ... in 90 battles ... and ... in 10'
 */
export function styleSourceText(sources: StyleBattles['sources']): string {
  const metadata = `each side's token sum (sum_assistant_a_tokens / _b) and markdown header, list and bold counts as the battle's own style metadata (LMArena's conv_metadata) give them`;
  const text = `each side's length in cl100k tokens of its model chats and its markdown headers, list items and bold spans (counted on the conversation text)`;
  if (sources.metadata === 0) return text;
  if (sources.text === 0) return `${metadata}, in all ${sources.metadata} battles`;
  return `${metadata} in ${sources.metadata} battles, and ${text} in the ${sources.text} battles without metadata`;
}

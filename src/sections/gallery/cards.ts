// Part of the bad-case gallery (gallerySection.ts): what a card of a conversation shows (its place, the judges'
// verdicts, the tags with their evidence, the excerpt with the evidence marked).
import { RULE_NAMES, type Evidence, type Tag } from '../../detect/tag.ts';
import type { Conversation } from '../../records/conversation.ts';
import type { ExcerptChat, GalleryVerdict, Segment, TagView } from '../../site/galleryModel.ts';
import type { ConversationView } from '../../site/siteModel.ts';
import { subsequenceSpans } from '../../stats/crossTurnRepetition.ts';

/** A chat on a card is cut to about this many characters around its first highlight. */
export const EXCERPT_CHARS = 400;

/** What every card of a conversation carries: where it is, whose it is, and what the judges said. */
export function cardBase(c: Conversation, v: ConversationView) {
  return {
    conversationId: c.id,
    conversationPath: v.path,
    seedPath: v.seedPath,
    benchmark: c.benchmark,
    setting: c.setting,
    seed: c.seed,
    model: c.model,
    modelDisplay: v.modelDisplay,
    verdict: verdictOf(v),
    verdictLines: verdictLines(c, v),
  };
}

function verdictOf(v: ConversationView): GalleryVerdict {
  const parsed = v.verdicts.filter((x) => x.verdict !== 'unparsed');
  if (parsed.some((x) => x.verdict === 'ai')) return 'ai';
  return parsed.length > 0 ? 'human' : 'none';
}

function verdictLines(c: Conversation, v: ConversationView): string[] {
  return v.verdicts.map(
    (x) =>
      `${x.judge}: ${x.verdict === 'ai' ? `AI from chat ${x.firstAiChat ?? 1}` : x.verdict === 'human' ? 'no AI found' : 'answer not readable'}`,
  );
}

/** A chat's text as segments, the given spans marked; long chats cut around the first mark. */
export function segmentsOf(
  text: string,
  spans: readonly [number, number][],
  max = EXCERPT_CHARS,
): { segments: Segment[]; cut: boolean } {
  const sorted = spans
    .filter(([a, b]) => a >= 0 && b <= text.length && b > a)
    .slice()
    .sort((x, y) => x[0] - y[0]);
  const merged: [number, number][] = [];
  for (const s of sorted) {
    const last = merged[merged.length - 1];
    if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
    else merged.push([s[0], s[1]]);
  }
  let from = 0;
  let to = text.length;
  if (text.length > max) {
    const anchor = merged[0]?.[0] ?? 0;
    from = Math.max(0, Math.min(anchor - Math.floor(max / 4), text.length - max));
    to = Math.min(text.length, from + max);
  }
  const segments: Segment[] = [];
  let at = from;
  for (const [a, b] of merged) {
    if (b <= from || a >= to) continue;
    const s = Math.max(a, from);
    const e = Math.min(b, to);
    if (s > at) segments.push({ text: text.slice(at, s) });
    segments.push({ text: text.slice(s, e), mark: true });
    at = e;
  }
  if (at < to) segments.push({ text: text.slice(at, to) });
  const cut = from > 0 || to < text.length;
  if (from > 0) segments.unshift({ text: '… ' });
  if (to < text.length) segments.push({ text: ' …' });
  return { segments, cut };
}

function evidenceLine(e: Evidence): string {
  if (e.judge !== undefined) return `judge ${e.judge}: "${e.text}"`;
  if (e.numbers?.repeatsChat !== undefined)
    return `chat ${e.chat} repeats chat ${e.numbers.repeatsChat}: "${e.text}"`;
  return `chat ${e.chat}: ${e.start !== undefined ? `"${e.text}"` : e.text}`;
}

/** Evidence lines a card lists per tag; the rest are counted (27 formal markers make a long list). */
export const EVIDENCE_SHOWN = 8;

export function tagView(t: Tag): TagView {
  return {
    category: t.category,
    rule: t.rule,
    ruleName: RULE_NAMES[t.rule],
    chat: t.chat,
    summary: t.summary,
    evidence: t.evidence.slice(0, EVIDENCE_SHOWN).map(evidenceLine),
    moreEvidence: Math.max(0, t.evidence.length - EVIDENCE_SHOWN),
  };
}

/** The chats a card shows: the tagged chat highlighted, and the chat it repeats or the one before it. */
export function excerpt(c: Conversation, chat: number, tags: readonly Tag[]): ExcerptChat[] {
  const speaker = (i: number) => c.speakers?.[i] ?? (i % 2 === 0 ? 'A' : 'B');
  const spansIn = (n: number) =>
    tags.flatMap((t) =>
      t.evidence
        .filter((e) => e.chat === n && e.start !== undefined)
        .map((e) => [e.start!, e.end!] as [number, number]),
    );
  const shown = (n: number, role: ExcerptChat['role']): ExcerptChat => {
    const { segments, cut } = segmentsOf(c.chats[n - 1] ?? '', spansIn(n));
    return { n, speaker: speaker(n - 1), segments, role, cut };
  };
  // A repetition shows its first repeating pair (the shared words highlighted in both), after the card's chat
  // when another rule of the card fired earlier (a repeated opener).
  const repeat = tags.flatMap((t) => t.evidence).find((e) => e.numbers?.repeatsChat !== undefined);
  const out: ExcerptChat[] = [];
  if (repeat) {
    const common = repeat.text.split(' ');
    const earlier = repeat.numbers!.repeatsChat!;
    const mark = (n: number, role: ExcerptChat['role']): ExcerptChat => {
      const { segments, cut } = segmentsOf(c.chats[n - 1] ?? '', [
        ...spansIn(n),
        ...(n === earlier || n === repeat.chat ? subsequenceSpans(c.chats[n - 1] ?? '', common) : []),
      ]);
      return { n, speaker: speaker(n - 1), segments, role, cut };
    };
    const pair = [mark(earlier, 'repeated'), mark(repeat.chat, 'tagged')];
    return (chat !== earlier && chat !== repeat.chat ? [mark(chat, 'tagged'), ...pair] : pair).sort(
      (a, b) => a.n - b.n,
    );
  } else if (chat > 1 && tags.some((t) => t.rule === 'judge-reason')) out.push(shown(chat - 1, 'context'));
  if (chat >= 1 && chat <= c.chats.length) out.push(shown(chat, 'tagged'));
  return out;
}

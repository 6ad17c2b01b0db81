// HCG's judge index. The study's Uni-Eval prompt asks for two things at once: "the index of the first chat"
// (1 <= n <= the number of chats) and, in its JSON instructions, "the 1-based index of the first suspicious human
// utterance". GPT-4o answered both ways: on the 6-turn files its index 3 comes with a reason that says "third
// human utterance" 743 times and "third chat" 141 times, and index 2 (a bot chat, if chats were counted) is
// common. HCG's dialogues alternate human and bot, starting with the human, so human utterance k is chat 2k - 1.
// See docs/decisions/0060-hcg-judge-index.md.

/** How an index was read. */
export type HcgIndexReading =
  /** The reason names the chat ("the fifth chat", "chat 5"): the index counts every chat. */
  | 'chat-by-reason'
  /** The index counts human utterances (the prompt's JSON instruction; most answers): chat 2k - 1. */
  | 'human-utterance'
  /** Past the human utterances, the index can only count chats, and it points at a human chat. */
  | 'chat'
  /** It points at a bot chat or past the dialogue: no chat can be named. */
  | 'unknown';

const ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
];

/** True when the reason names chat `n` as a chat: "the third chat", "chat 3", "3rd chat". */
function reasonNamesChat(reason: string, n: number): boolean {
  const r = reason.toLowerCase();
  const ordinal = ORDINALS[n - 1];
  const suffix =
    n % 10 === 1 && n !== 11
      ? 'st'
      : n % 10 === 2 && n !== 12
        ? 'nd'
        : n % 10 === 3 && n !== 13
          ? 'rd'
          : 'th';
  return (
    (ordinal !== undefined && new RegExp(`\\b${ordinal} chat\\b`).test(r)) ||
    new RegExp(`\\b${n}${suffix} chat\\b`).test(r) ||
    new RegExp(`\\bchat (#|no\\.? ?)?${n}\\b`).test(r)
  );
}

/**
 * The chat an HCG judge's index points at, in a dialogue of `chats` chats alternating human (odd chats) and bot.
 * @example hcgJudgeIndexChat(3, 'The third human utterance is too polished', 6) // { chat: 5, reading: 'human-utterance' }
 * @example hcgJudgeIndexChat(3, 'The human utterance in the third chat ...', 6) // { chat: 3, reading: 'chat-by-reason' }
 */
export function hcgJudgeIndexChat(
  index: number,
  reason: string,
  chats: number,
): { chat: number | null; reading: HcgIndexReading } {
  const isHumanChat = (n: number) => n >= 1 && n <= chats && n % 2 === 1;
  if (reasonNamesChat(reason, index) && isHumanChat(index)) return { chat: index, reading: 'chat-by-reason' };
  const humans = Math.ceil(chats / 2);
  if (index >= 1 && index <= humans) return { chat: 2 * index - 1, reading: 'human-utterance' };
  if (isHumanChat(index)) return { chat: index, reading: 'chat' };
  return { chat: null, reading: 'unknown' };
}

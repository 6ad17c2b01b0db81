// What a seed is about, for the seed pages and the seed list: the chats every model was given (or, when the
// models were given none, the first chat of the conversation), and a title made of their first words.
import type { ChatView, ConversationView } from './siteModel.ts';

/** Characters of opening text a seed's title quotes before it is cut at a word. */
export const SEED_TITLE_CHARS = 72;

export interface SeedOpening {
  /** The chats shown as the seed's opening. */
  chats: ChatView[];
  /** True when they are the seed chats given to every model; false when they are only the first chat. */
  given: boolean;
  /** The opening's first words, cut at a word with '…' when longer than SEED_TITLE_CHARS; '' when no text. */
  excerpt: string;
}

/** Cuts a text at the last space before `max` characters, with an ellipsis; collapses white space. */
export function cutAtWord(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max);
  // A cut that ends a word keeps it.
  const space = t[max] === ' ' ? max : cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.!?-]+$/, '')}…`;
}

/**
 * The opening of a seed from its conversations: the leading seed chats of the first conversation that has
 * both seed chats and generated ones (a model's continuation: its given start); else the first chat of the
 * first conversation (people's conversations, and benchmarks whose models start from nothing). The excerpt
 * joins the opening chats, then the chats after them, until it has enough words for a title.
 * @example seedOpening([gt, gpt4]) // { chats: [chat 1, chat 2 of gpt4's conversation], given: true, excerpt: 'Did you order the cake yet? / Not yet. I keep …' }
 */
export function seedOpening(conversations: readonly ConversationView[]): SeedOpening {
  const continued = conversations.find(
    (c) => c.chats.some((x) => !x.generated) && c.chats.some((x) => x.generated),
  );
  const first = continued ?? conversations[0];
  if (!first || first.chats.length === 0) return { chats: [], given: false, excerpt: '' };
  const given = continued
    ? continued.chats.filter((x, i) => !x.generated && continued.chats.slice(0, i).every((y) => !y.generated))
    : [];
  const chats = given.length > 0 ? given : first.chats.slice(0, 1);
  let text = '';
  for (const chat of first.chats) {
    const t = chat.text.replace(/\s+/g, ' ').trim();
    if (t === '') continue;
    text = text === '' ? t : `${text} / ${t}`;
    if (text.length >= SEED_TITLE_CHARS / 2) break;
  }
  return { chats, given: given.length > 0, excerpt: cutAtWord(text, SEED_TITLE_CHARS) };
}

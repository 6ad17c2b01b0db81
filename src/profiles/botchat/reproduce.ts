// How Parley reproduces the tables BotChat's README prints: `#round` (the ground truth's seeds by their number
// of chats) and `avg_tokens` (each model's mean cl100k tokens per generated chat).
import type { Dataset } from '../../records/dataset.ts';
import { GROUND_TRUTH } from '../../records/ids.ts';
import type { PublishedCell } from '../../records/methodText.ts';
import { modelChats } from '../../stats/lengthStats.ts';
import type { SectionContext } from '../profile.ts';
import { BOTCHAT } from './readers.ts';

/** Parley's value for a cell of BotChat's README tables, or undefined when the data hold nothing for it. */
export function reproduceBotchatCell(
  cell: PublishedCell,
  data: Dataset,
  ctx: SectionContext,
): { value: number; method: string } | undefined {
  const convs = data.conversations.filter((c) => c.benchmark === BOTCHAT);
  if (cell.table === '#round' && cell.row === 'num') {
    const gt = convs.filter((c) => c.model === GROUND_TRUTH);
    const chats = Number(cell.column);
    if (gt.length === 0 || !Number.isInteger(chats)) return undefined;
    return {
      value: gt.filter((c) => c.chats.length === chats).length,
      method: `Parley counts the ground-truth conversations of the data (${gt.length}) with exactly that many chats.`,
    };
  }
  if (cell.row === 'avg_tokens' && cell.model !== undefined) {
    const chats = convs.filter((c) => c.model === cell.model).flatMap((c) => modelChats(c));
    if (chats.length === 0) return undefined;
    const total = chats.reduce((t, text) => t + ctx.countTokens(text), 0);
    return {
      value: total / chats.length,
      method: "Parley's mean cl100k tokens over the chats each model wrote (after the two seed chats).",
    };
  }
  return undefined;
}

// What `parley check` says about the Meena release, FED and SSA: the transcripts' turns per system (under the
// line counting the conversations), FED's items per level and how they were linked, the SSA labels and the model
// table.
import type { Conversation } from '../../records/conversation.ts';
import type { Dataset } from '../../records/dataset.ts';

/** Entries counted by key, sorted by key. */
function count<T>(items: readonly T[], keyOf: (t: T) => string): [string, number][] {
  const m = new Map<string, number>();
  for (const i of items) m.set(keyOf(i), (m.get(keyOf(i)) ?? 0) + 1);
  return [...m.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
}

/** The turns of the transcripts per system, for the line counting them. */
export function formatMeenaTurns(conversations: readonly Conversation[]): string[] {
  const turns = count(conversations, (c) => c.model).map(([m]) => {
    const n = conversations.filter((c) => c.model === m).reduce((sum, c) => sum + c.chats.length, 0);
    return `${m} ${n}`;
  });
  return [`  turns: ${turns.join(', ')}`];
}

/** FED's items per level, the SSA labels and the SSA model table (none of each when there are none). */
export function formatMeenaContents(dataset: Dataset): string[] {
  const lines: string[] = [];
  for (const level of ['turn', 'dialog'] as const) {
    const items = dataset.fedItems.filter((i) => i.level === level);
    if (items.length === 0) continue;
    const bySystem = count(items, (i) => i.system);
    const byText = items.filter((i) => i.linkedBy === 'text').length;
    const loose = items.filter((i) => i.linkedBy === 'text-without-emoticons').length;
    lines.push(
      `FED ${level} level: ${items.length} items (${bySystem.map(([m, c]) => `${m} ${c}`).join(', ')}); linked to a conversation: ${byText} by their text${loose ? ` + ${loose} only when emoticons are ignored` : ''}, ${items.length - byText - loose} not linked`,
    );
  }
  if (dataset.ssaLabels.length > 0) {
    const turns = new Set(
      dataset.ssaLabels.map((l) => [l.model, l.version, l.mode, l.conversation, l.turn].join('\u0000')),
    );
    const systems = count(
      dataset.ssaLabels,
      (l) => `${l.model}${l.version ? ` ${l.version}` : ''} (${l.mode})`,
    );
    lines.push(
      `SSA labels: ${dataset.ssaLabels.length} from ${new Set(dataset.ssaLabels.map((l) => l.rater)).size} raters on ${turns.size} responses; ${systems.map(([m, c]) => `${m} ${c}`).join(', ')}`,
    );
  }
  if (dataset.ssaModels.length > 0) lines.push(`SSA model table: ${dataset.ssaModels.length} model versions`);
  return lines;
}

// Interactive SSA labels on conversation pages (docs/ssa-labels.md): a label's `conversation` equal to a
// conversation's id, or to a Meena transcript's seed, links its response to that conversation's page, where each
// labelled turn shows its majority marks and its raters' votes. Labels that name a conversation but a turn it
// does not have, or a turn of the other speaker, are listed as notes.
import type { Conversation } from '../../../records/conversation.ts';
import type { Dataset } from '../../../records/dataset.ts';
import { ssaResponseKey, ssaTurnLabels, type SsaTurn } from '../../../stats/ssaTurnLabels.ts';
import { MEENA } from '../transcripts.ts';
import type { SsaConversationLabels, SsaSiteModel } from './model.ts';
import { bySystem, responseTexts, systemName } from './responses.ts';
import type { SsaSectionOptions } from './shared.ts';

/** The conversation a label's `conversation` names: by id, else by a Meena transcript's seed (when unique). */
function linker(conversations: readonly Conversation[]) {
  const byId = new Map(conversations.map((c) => [c.id, c]));
  const bySeed = new Map<string, Conversation | null>();
  for (const c of conversations) if (c.benchmark === MEENA) bySeed.set(c.seed, bySeed.has(c.seed) ? null : c);
  return (name: string): { c: Conversation; linkedBy: 'id' | 'seed' } | undefined => {
    const c = byId.get(name);
    if (c) return { c, linkedBy: 'id' };
    const s = bySeed.get(name);
    return s ? { c: s, linkedBy: 'seed' } : undefined;
  };
}

/** The labelled turns of each linked conversation, and notes on turns that do not fit their conversation. */
export function conversationLabels(
  data: Dataset,
  options: SsaSectionOptions,
): SsaSiteModel['conversationLabels'] {
  const labels = data.ssaLabels.filter((l) => l.mode === 'interactive');
  if (labels.length === 0) return undefined;
  const link = linker(data.conversations);
  const texts = responseTexts(labels);
  const linked = new Map<string, { linkedBy: 'id' | 'seed'; c: Conversation; turns: SsaTurn[] }>();
  const notes: string[] = [];
  for (const t of ssaTurnLabels(labels)) {
    const l = link(t.conversation);
    if (!l) continue;
    const chat = l.c.chats[t.turn - 1];
    if (chat === undefined) {
      notes.push(
        `Labels of turn ${t.turn} of "${t.conversation}" do not fit: the conversation has ${l.c.chats.length} turns.`,
      );
      continue;
    }
    const speaker = l.c.speakers?.[t.turn - 1];
    if (l.c.judgedSpeaker !== undefined && speaker !== undefined && speaker !== l.c.judgedSpeaker)
      notes.push(
        `Turn ${t.turn} of "${t.conversation}" is labelled, but ${speaker} says it, not ${l.c.judgedSpeaker}; shown as labelled.`,
      );
    const entry = linked.get(l.c.id) ?? { linkedBy: l.linkedBy, c: l.c, turns: [] };
    entry.turns.push(t);
    linked.set(l.c.id, entry);
  }
  if (linked.size === 0 && notes.length === 0) return undefined;
  const conversations: SsaConversationLabels[] = [...linked]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, { linkedBy, c, turns }]) => ({
      conversationId: id,
      path: options.conversationPaths.get(id) ?? '',
      linkedBy,
      systems: bySystem(
        turns,
        (t) => systemName(t, data, options),
        // The conversation's own turn (what its page shows), else the label file's text.
        (t) => c.chats[t.turn - 1] ?? texts.get(ssaResponseKey(t)) ?? '',
      ),
    }));
  return { conversations, notes };
}

// What the Meena section's note shows on each conversation page it has something on (FedConversationNote.astro):
// the link to FED's labels of the conversation and the SSA labels of its turns. Only that, per conversation, so
// an edit elsewhere in the section leaves the other conversation pages as they were (src/pipeline/pageCache.ts).
import type { SsaConversationLabels, SsaSiteModel } from './model.ts';

export interface SsaConversationNote {
  /** FED's labels of the conversation: their page, the turns rated, whether the whole dialog was rated. */
  fed?: { path: string; ratedTurns: number; dialog: boolean };
  labels?: Pick<SsaConversationLabels, 'linkedBy' | 'systems'>;
}

/** The note of every conversation FED rated or interactive SSA labels name, by conversation id. */
export function conversationNotes(m: SsaSiteModel): Record<string, SsaConversationNote> {
  const out: Record<string, SsaConversationNote> = {};
  for (const f of m.fed?.conversations ?? [])
    (out[f.conversationId] ??= {}).fed ??= {
      path: f.path,
      ratedTurns: f.turns.filter((t) => t.ratings).length,
      dialog: f.dialog !== undefined,
    };
  for (const c of m.conversationLabels?.conversations ?? [])
    (out[c.conversationId] ??= {}).labels ??= { linkedBy: c.linkedBy, systems: c.systems };
  return out;
}

// The conversation and seed pages: every conversation with every judge's verdict on it (those of judgment files
// found to judge other text are left out and said so), and each seed with its conversations, ground truth first.
import type { Conversation } from '../../records/conversation.ts';
import type { Dataset } from '../../records/dataset.ts';
import { GROUND_TRUTH } from '../../records/ids.ts';
import { formatSource } from '../../records/source.ts';
import type { ConversationView, SeedView } from '../../site/siteModel.ts';
import { groupBy } from '../../stats/groupBy.ts';
import { byText, seg } from '../../views/viewContext.ts';

export function conversationPath(c: Pick<Conversation, 'benchmark' | 'setting' | 'seed' | 'model'>): string {
  return ['c', seg(c.benchmark), ...(c.setting ? [seg(c.setting)] : []), seg(c.seed), seg(c.model)].join('/');
}

export function seedPath(benchmark: string, setting: string, seed: string): string {
  return ['s', seg(benchmark), ...(setting ? [seg(setting)] : []), seg(seed)].join('/');
}

export interface ConversationNames {
  name: (model: string) => string;
  judgeName: (judge: string) => string;
  /** cl100k tokens of a text (cached). */
  tokens: (text: string) => number;
}

/** Every conversation's page model, paths made unique (a hostile seed id could collide once slugged). */
export function buildConversations(data: Dataset, ctx: ConversationNames): ConversationView[] {
  const verdictsById = new Map(groupBy(data.uniJudgments, (j) => j.conversationId ?? ''));
  // Judgment files that judged other text than the conversations they are aligned with (a profile's link step
  // found so): their verdicts are not shown on these conversations' pages.
  const otherText = new Set(
    data.report.files
      .filter((f) => f.findings.some((x) => x.kind === 'judged-other-text'))
      .map((f) => f.file),
  );
  const conversations: ConversationView[] = data.conversations.map((c) => {
    const all = verdictsById.get(c.id) ?? [];
    const hidden = all.filter((j) => otherText.has(j.source.file));
    return {
      id: c.id,
      path: conversationPath(c),
      benchmark: c.benchmark,
      setting: c.setting,
      seed: c.seed,
      seedPath: seedPath(c.benchmark, c.setting, c.seed),
      model: c.model,
      modelDisplay: ctx.name(c.model),
      chats: c.chats.map((text, k) => ({
        n: k + 1,
        speaker: c.speakers?.[k] ?? (k % 2 === 0 ? 'A' : 'B'),
        text,
        generated: k >= c.seedChats,
        ...(k >= c.seedChats ? { tokens: ctx.tokens(text) } : {}),
      })),
      verdicts: all
        .filter((j) => !otherText.has(j.source.file))
        .map((j) => ({
          judge: ctx.judgeName(j.judge),
          verdict: j.verdict,
          firstAiChat: j.firstAiChat,
          ...(j.indexAsWritten !== undefined ? { indexAsWritten: j.indexAsWritten } : {}),
          reason: j.reason,
          ...(j.verdict === 'unparsed' ? { raw: j.raw } : {}),
          source: formatSource(j.source),
        })),
      ...(hidden.length > 0
        ? {
            notes: hidden.map(
              (j) =>
                `${ctx.judgeName(j.judge)}'s verdict is not shown: its judgment file (${j.source.file}) quotes text that is not in these dialogues, so it judged other text (see the data-quality page).`,
            ),
          }
        : {}),
      source: formatSource(c.source),
    };
  });
  const used = new Set<string>();
  for (const c of conversations) {
    let p = c.path;
    for (let i = 2; used.has(p); i++) p = `${c.path}-${i}`;
    used.add(p);
    c.path = p;
  }
  return conversations;
}

/** Each seed with its conversations: the ground truth first, then by model name. */
export function buildSeeds(conversations: readonly ConversationView[]): SeedView[] {
  return groupBy(conversations, (c) => c.seedPath).map(([path, cs]) => ({
    benchmark: cs[0]!.benchmark,
    setting: cs[0]!.setting,
    seed: cs[0]!.seed,
    path,
    conversations: cs
      .slice()
      .sort((a, b) =>
        a.model === GROUND_TRUTH ? -1 : b.model === GROUND_TRUTH ? 1 : byText(a.modelDisplay, b.modelDisplay),
      )
      .map((c) => c.id),
  }));
}

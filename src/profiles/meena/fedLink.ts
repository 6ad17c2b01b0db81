// Linking FED items to the Meena-release conversations they were cut from. FED edited the text it took from
// the release: the bot's name became "System", `<REDACTED_TERM>` lost its brackets, and emoji became ASCII
// emoticons (🙂 -> ":)", 😀 -> ":D") or vanished. Lines are therefore compared on a key of letters and digits
// only, the bot's name read as "system"; where that fails, a second key also drops ASCII emoticons (":D" and
// ":P" leave a letter behind in the first key). Pure: conversations and items in, links and problems out.
import type { Conversation } from '../../records/conversation.ts';
import type { FedItem } from '../../records/fed.ts';
import type { RecordSink } from '../../records/dataset.ts';
import type { IngestReport } from '../../records/report.ts';

/** A standalone ASCII emoticon: `:)`, `:-(`, `;)`, `:D`, `:P`, `:'(`, `=)`, `xD`. */
const EMOTICON = /(?<![\p{L}\p{N}])(?:[:;=]'?-?[()DPpOo3/\\|*]+|xD|XD)(?![\p{L}\p{N}])/gu;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The comparison key of a line: lower-case letters and digits, with the bot's name read as "system". */
export function fedKey(text: string, botName?: string, dropEmoticons = false): string {
  let t = dropEmoticons ? text.replace(EMOTICON, ' ') : text;
  if (botName) t = t.replace(new RegExp(escapeRegExp(botName), 'giu'), 'System');
  return t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** A finer key, to choose between conversations whose letters agree: the text with its punctuation. */
export function fedFineKey(text: string, botName?: string): string {
  let t = text.replace(/<(REDACTED_[A-Z_]+)>/g, '$1');
  if (botName) t = t.replace(new RegExp(escapeRegExp(botName), 'gu'), 'System');
  return t.replace(/\s+/g, ' ').trim();
}

/** How one item was linked, or why not. */
export type FedLink =
  | { ok: true; conversationId: string; turn: number; linkedBy: 'text' | 'text-without-emoticons' }
  | { ok: false; reason: string };

interface Keyed {
  conversation: Conversation;
  strict: string[];
  loose: string[];
  fine: string[];
}

/** The bot's name in a conversation, which FED wrote as "System" (none for human-human conversations). */
function botNameOf(c: Conversation): string | undefined {
  const s = c.judgedSpeaker;
  return s && !/^Human\b/.test(s) ? s : undefined;
}

function agreeingPrefix(a: readonly string[], b: readonly string[]): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/**
 * Links each FED item to the one conversation of the same system whose first lines are the item's context
 * (and, at turn level, its response). When several conversations start the same way (short turn-level
 * contexts such as "Hi! / Hi there. / How are you?"), those whose lines also agree with punctuation are kept,
 * then those a dialog-level item was linked to, then the one linked by the next dialog item in the file (FED
 * lists a conversation's turn items just before its dialog item).
 * @returns one link per item, in the items' order
 */
export function linkFedItems(items: readonly FedItem[], conversations: readonly Conversation[]): FedLink[] {
  const bySystem = new Map<string, Keyed[]>();
  for (const c of conversations) {
    const bot = botNameOf(c);
    const keyed: Keyed = {
      conversation: c,
      strict: c.chats.map((t) => fedKey(t, bot)),
      loose: c.chats.map((t) => fedKey(t, bot, true)),
      fine: c.chats.map((t) => fedFineKey(t, bot)),
    };
    const list = bySystem.get(c.model);
    if (list) list.push(keyed);
    else bySystem.set(c.model, [keyed]);
  }
  const lines = (item: FedItem) => [
    ...item.context.map((l) => l.text),
    ...(item.response !== undefined ? [item.response] : []),
  ];
  const candidates = (item: FedItem): { found: Keyed[]; linkedBy: 'text' | 'text-without-emoticons' } => {
    const pool = bySystem.get(item.system) ?? [];
    const texts = lines(item);
    const strict = texts.map((t) => fedKey(t));
    const found = pool.filter(
      (k) => strict.length <= k.strict.length && agreeingPrefix(strict, k.strict) === strict.length,
    );
    if (found.length > 0) return { found, linkedBy: 'text' };
    const loose = texts.map((t) => fedKey(t, undefined, true));
    return {
      found: pool.filter(
        (k) => loose.length <= k.loose.length && agreeingPrefix(loose, k.loose) === loose.length,
      ),
      linkedBy: 'text-without-emoticons',
    };
  };
  const explain = (item: FedItem): string => {
    const pool = bySystem.get(item.system) ?? [];
    if (pool.length === 0) return `no conversation of ${item.system} was read`;
    const loose = lines(item).map((t) => fedKey(t, undefined, true));
    let best: { k: Keyed; n: number } | undefined;
    for (const k of pool) {
      const n = agreeingPrefix(loose, k.loose);
      if (!best || n > best.n) best = { k, n };
    }
    return `no conversation of ${item.system} starts with these ${loose.length} lines (closest: ${best!.k.conversation.id}, whose first ${best!.n} lines agree)`;
  };

  const links: (FedLink | undefined)[] = items.map(() => undefined);
  const fromDialogs = new Set<string>();
  /** The conversation each dialog item was linked to, by its index in the items. */
  const dialogAt = new Map<number, string>();
  // Dialog items first: they are long and link unambiguously; turn items may then lean on them.
  for (const pass of ['dialog', 'turn'] as const) {
    items.forEach((item, i) => {
      if (item.level !== pass) return;
      const { found, linkedBy } = candidates(item);
      let chosen = found;
      if (chosen.length > 1) {
        // Conversations that agree on letters and digits: keep those whose lines agree with punctuation too.
        const fine = lines(item).map((t) => fedFineKey(t));
        const agree = chosen.map((k) => agreeingPrefix(fine, k.fine));
        const most = Math.max(...agree);
        chosen = chosen.filter((_, j) => agree[j] === most);
      }
      if (chosen.length > 1) chosen = chosen.filter((k) => fromDialogs.has(k.conversation.id));
      if (chosen.length > 1) {
        // FED lists each conversation's turn items just before its dialog item: take the next dialog's link.
        const next = items.findIndex((o, j) => j > i && o.level === 'dialog');
        const id = next === -1 ? undefined : dialogAt.get(next);
        const near = chosen.filter((k) => k.conversation.id === id);
        if (near.length === 1) chosen = near;
      }
      if (chosen.length === 1) {
        const c = chosen[0]!.conversation;
        links[i] = { ok: true, conversationId: c.id, turn: lines(item).length, linkedBy };
        if (pass === 'dialog') {
          fromDialogs.add(c.id);
          dialogAt.set(i, c.id);
        }
      } else if (found.length > 1) {
        links[i] = {
          ok: false,
          reason: `${found.length} conversations of ${item.system} start with these lines (${found
            .map((k) => k.conversation.id)
            .slice(0, 5)
            .join(', ')}); none is linked by a dialog-level item`,
        };
      } else links[i] = { ok: false, reason: explain(item) };
    });
  }
  return links.map((l) => l!);
}

/**
 * Links the FED items read to the conversations read (whatever the order the files were read in), and reports
 * on the FED file: each item linked only without emoticons, and each item not linked, with why.
 */
export function applyFedLinks(sink: RecordSink, report: IngestReport): void {
  if (sink.fedItems.length === 0) return;
  const links = linkFedItems(sink.fedItems, sink.conversations);
  const reports = new Map(report.files.map((f) => [f.file, f]));
  const noConversations = !sink.conversations.some((c) => sink.fedItems.some((i) => i.system === c.model));
  if (noConversations) {
    const files = [...new Set(sink.fedItems.map((i) => i.source.file))];
    for (const file of files)
      reports.get(file)?.findings.push({
        file,
        kind: 'fed-unlinked',
        message:
          "no conversation of FED's systems was read (add the Meena release's transcripts), so no FED item is shown in its conversation",
      });
    return;
  }
  sink.fedItems.forEach((item, i) => {
    const link = links[i]!;
    const fileReport = reports.get(item.source.file);
    const where = `item ${item.item} (${item.level}, ${item.system})`;
    if (link.ok) {
      item.conversationId = link.conversationId;
      item.turn = link.turn;
      item.linkedBy = link.linkedBy;
      if (link.linkedBy === 'text-without-emoticons')
        fileReport?.findings.push({
          file: item.source.file,
          ...(item.source.line !== undefined ? { line: item.source.line } : {}),
          kind: 'fed-linked-without-emoticons',
          message: `${where} matches ${link.conversationId} only when ASCII emoticons are ignored (FED wrote one where the release has an emoji)`,
        });
    } else {
      fileReport?.findings.push({
        file: item.source.file,
        ...(item.source.line !== undefined ? { line: item.source.line } : {}),
        kind: 'fed-unlinked',
        message: `${where} is not linked: ${link.reason}`,
      });
    }
  });
}

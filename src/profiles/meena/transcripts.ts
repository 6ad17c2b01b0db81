// Reader for the Meena paper's released conversation logs (google-research `meena/`: human.txt, meena.txt,
// mitsuku.txt, xiaoice.txt) and any transcript written the same way: blocks separated by blank lines, each
// block a header line `<System> Conversation <n>` followed by `Speaker: text` lines. One block is one row of
// the report and becomes one Conversation record.
import { conversationId } from '../../records/conversation.ts';
import type { KnownModel } from '../../ingest/modelRegistry.ts';
import { note, type ReadContext } from '../../ingest/readContext.ts';
import { reject, rowUsed } from '../../ingest/rowOutcomes.ts';
import { quote } from '../../records/report.ts';

/** Benchmark name of the Meena-release conversations. */
export const MEENA = 'meena';

/** Model id of the human-human conversations (decision record 0010: a ground-truth-like model, not `GT`). */
export const MEENA_HUMAN = 'human';

/**
 * The systems of the Meena release. The released Meena logs are those of Meena (full), the version with the
 * cross-turn repetition filter and tuned decoding (the paper's appendix A); the human-human conversations are
 * a model of their own, marked as ground truth, because the paper reports them as a row of its tables.
 */
export const MEENA_MODELS: readonly KnownModel[] = [
  {
    id: MEENA_HUMAN,
    display: 'Human (human-human)',
    aliases: ['Human', 'human-human', 'Human-human'],
    isGroundTruth: true,
  },
  { id: 'meena', display: 'Meena (full)', aliases: ['Meena', 'Meena (full)', 'meena-full'] },
  { id: 'mitsuku', display: 'Mitsuku', aliases: ['Mitsuku'] },
  { id: 'xiaoice', display: 'XiaoIce', aliases: ['XiaoIce', 'Xiaoice'] },
];

/** The speaker who talks with the system in every transcript (human-human: `Human 1` talks with `Human 2`). */
export const MEENA_USER = 'Human';

/** Speakers of a human-human block: the first one opens, the second answers in the place of a bot. */
export const HUMAN_HUMAN_SPEAKERS = ['Human 1', 'Human 2'] as const;

/** `Meena Conversation 12`: the system's name, then the conversation's number. */
const HEADER = /^(\S.*?)\s+Conversation\s+(\d+)\s*$/;
/** `Speaker: text` (an ASCII or a full-width colon; one space after it is part of the separator). */
const TURN = /^([^:：]{1,60}?)\s*[:：] ?(.*)$/;

/** True when a line is a transcript header; used to recognise the file. */
export function isMeenaHeader(line: string): boolean {
  return HEADER.test(line.replace(/^\uFEFF/, '').trim());
}

interface Block {
  /** 1-based line of the block's first line. */
  line: number;
  lines: { line: number; text: string }[];
}

/** Splits text into blocks of non-blank lines (any run of blank or white-space-only lines separates blocks). */
function blocksOf(text: string): Block[] {
  const out: Block[] = [];
  let current: Block | undefined;
  text.split('\n').forEach((raw, k) => {
    const s = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (s.trim() === '') {
      current = undefined;
      return;
    }
    if (!current) out.push((current = { line: k + 1, lines: [] }));
    current.lines.push({ line: k + 1, text: s });
  });
  return out;
}

/**
 * Reads a transcript file. Each block's header names the system (resolved through the model registry, so
 * `Meena` is `meena`; a system Parley does not know is added under its own name) and its number; the seed
 * is `<model>-<n>`, so every conversation has its own seed page. A block is rejected whole, with the line, when
 * its header is missing, a line is not `Speaker: text`, a speaker is neither the user nor the header's system,
 * it has no turns, or it repeats a conversation already read.
 */
export function readMeenaTranscripts(text: string, ctx: ReadContext): void {
  const benchmark = ctx.benchmark ?? MEENA;
  const setting = ctx.setting ?? '';
  const firstSeen = new Map<string, string>();
  for (const c of ctx.sink.conversations)
    if (c.benchmark === benchmark) firstSeen.set(c.id, `${c.source.file}:${c.source.line ?? ''}`);
  for (const block of blocksOf(text.replace(/^\uFEFF/, ''))) {
    const [head, ...rest] = block.lines;
    const header = HEADER.exec(head!.text.trim());
    if (!header) {
      reject(
        ctx,
        { line: block.line },
        `expected a header such as "Meena Conversation 12" before the turns (got ${quote(head!.text)})`,
      );
      continue;
    }
    const system = header[1]!;
    // The number as written without leading zeros (a number past 2^53 stays as written, never 'Infinity').
    const number = header[2]!.replace(/^0+(?=\d)/, '');
    const model = ctx.registry.resolveOrAdd(system);
    const humanHuman = model === MEENA_HUMAN;
    const speakersAllowed: readonly string[] = humanHuman ? HUMAN_HUMAN_SPEAKERS : [MEENA_USER, system];
    const judgedSpeaker = humanHuman ? HUMAN_HUMAN_SPEAKERS[1] : system;
    const chats: string[] = [];
    const speakers: string[] = [];
    let problem: { line: number; column?: string; reason: string } | undefined;
    for (const l of rest) {
      const m = TURN.exec(l.text);
      if (!m) {
        problem = { line: l.line, reason: `expected "Speaker: text" (got ${quote(l.text)})` };
        break;
      }
      const speaker = m[1]!.trim();
      if (!speakersAllowed.includes(speaker)) {
        problem = {
          line: l.line,
          column: 'speaker',
          reason: `speaker ${quote(speaker)} is neither ${speakersAllowed.map((s) => `"${s}"`).join(' nor ')} (the header says ${quote(head!.text.trim())})`,
        };
        break;
      }
      speakers.push(speaker);
      chats.push(m[2]!);
    }
    if (problem) {
      reject(ctx, problem, `${problem.reason}; conversation ${quote(head!.text.trim())} not read`);
      continue;
    }
    if (chats.length === 0) {
      reject(ctx, { line: block.line }, `conversation ${quote(head!.text.trim())} has no turns`);
      continue;
    }
    const seed = `${model}-${number}`;
    const id = conversationId(benchmark, setting, seed, model);
    const earlier = firstSeen.get(id);
    if (earlier !== undefined) {
      reject(
        ctx,
        { line: block.line },
        `duplicate conversation ${quote(head!.text.trim())} (first at ${earlier}); not read again`,
      );
      continue;
    }
    firstSeen.set(id, `${ctx.file}:${block.line}`);
    speakers.forEach((s, k) => {
      if (k > 0 && speakers[k - 1] === s)
        note(
          ctx,
          { line: rest[k]!.line, column: 'speaker' },
          'speaker-repeat',
          `${quote(s)} speaks twice in a row (turns ${k} and ${k + 1} of ${quote(head!.text.trim())})`,
        );
      if (chats[k]!.trim() === '')
        note(
          ctx,
          { line: rest[k]!.line },
          'empty-turn',
          `turn ${k + 1} of ${quote(head!.text.trim())} is empty`,
        );
    });
    ctx.sink.conversations.push({
      id,
      benchmark,
      setting,
      seed,
      model,
      chats,
      speakers,
      seedChats: 0,
      judgedSpeaker,
      source: { file: ctx.file, line: block.line },
    });
    rowUsed(ctx);
  }
}

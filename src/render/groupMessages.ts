// Repeated messages told once: messages that say the same thing of different rows or files (886 files "not
// recognised: its first line is ...", the same reason on every row of a column, the same note on fifty files)
// become one line with a count, the files they are in, and three examples. Two messages say the same thing when
// they are of one kind and differ only in the values quoted or counted in them. `parley check` prints the groups
// (src/cli/formatReport.ts) and the data-quality page shows them (src/sections/quality/siteQuality.ts): one grouping.
import { formatLocation, LOCATION_COLUMN_CHARS, type Location } from '../records/report.ts';

/** One message to group. */
export interface Message {
  /** Messages of different kinds are never grouped (a note's kind); '' when the text alone tells. */
  kind?: string;
  /** The file the message is about, when it is about a row or part of one (for "in 3 files"). */
  file?: string;
  /** Where the message points: `file:line: column c`, or a file. */
  where: string;
  /** Where it points within its file (`line 412, column gpt4`), for examples under a group of one file. */
  at?: string;
  text: string;
}

/** Messages that say the same thing, with their count and the first few. */
export interface MessageGroup {
  /** The text with the values every message shares written out and each value that varies as `…` (`"…"` quoted). */
  text: string;
  count: number;
  /** The files the messages are about, in the order met (empty when they name none). */
  files: string[];
  /**
   * The examples: where each points, its own values where the group's text has `…`, its whole text, and its index
   * in the messages grouped (to find what else the caller knows of it).
   */
  examples: { where: string; at: string; values: string[]; text: string; index: number }[];
}

/** How many examples a group shows. */
export const EXAMPLES_SHOWN = 3;

/** Longest message text, and longest quoted value, printed before the rest is cut (with an ellipsis). */
export const TEXT_CHARS = 160;
export const VALUE_CHARS = 60;

/** A value in a message: a double-quoted string (with its escapes), or a number that is a word of its own. */
const VALUE = /"(?:[^"\\\n]|\\.)*"|(?<![\w.])-?\d+(?:[.,]\d+)*(?!\w)/g;

/** A message's fixed words and the values between them (`parts` has one more entry than `values`). */
export function messageShape(text: string): { parts: string[]; values: string[] } {
  const parts: string[] = [];
  const values: string[] = [];
  let last = 0;
  for (const m of text.matchAll(VALUE)) {
    parts.push(text.slice(last, m.index));
    values.push(m[0]);
    last = m.index + m[0].length;
  }
  parts.push(text.slice(last));
  return { parts, values };
}

/** Text cut to `max` characters, an ellipsis marking the cut; a quoted value keeps its closing quote. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  if (text.startsWith('"') && text.endsWith('"') && max > 3) return `${text.slice(0, max - 2)}…"`;
  return `${text.slice(0, max - 1)}…`;
}

/** Every quoted value longer than `max` cut to it: raw text quoted from the data stays readable. */
export function cutValues(text: string, max = VALUE_CHARS): string {
  return text.replace(VALUE, (v) => cut(v, max));
}

/** Where a message points within its file: `line 412, column gpt4`, `row 5`. */
function within(loc: Location): string {
  const at =
    loc.line !== undefined ? `line ${loc.line}` : loc.row !== undefined ? `row ${loc.row}` : loc.file;
  return loc.column !== undefined ? `${at}, column ${cut(loc.column, LOCATION_COLUMN_CHARS)}` : at;
}

/** A message about a place in a file (a rejected row, a note, a problem), of a kind when given. */
export function placeMessage(loc: Location, text: string, kind?: string): Message {
  return { ...(kind ? { kind } : {}), file: loc.file, where: formatLocation(loc), at: within(loc), text };
}

/**
 * Groups messages of one kind that differ only in their values, in the order each group's first message came.
 * The examples are taken from different files first, so a group over several files shows more than one.
 * @example groupMessages([{ where: 'a.txt', text: 'first line "x"' }, { where: 'b.txt', text: 'first line "y"' }])
 * // [{ text: 'first line "…"', count: 2, files: [], examples: [{ where: 'a.txt', values: ['"x"'], ... }, ...] }]
 */
export function groupMessages(messages: readonly Message[]): MessageGroup[] {
  const groups = new Map<
    string,
    { parts: string[]; members: { m: Message; values: string[]; index: number }[] }
  >();
  for (const [index, m] of messages.entries()) {
    const { parts, values } = messageShape(m.text);
    const key = `${m.kind ?? ''}\u0000${parts.join('\u0000')}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { parts, members: [] }));
    g.members.push({ m, values, index });
  }
  return [...groups.values()].map(({ parts, members }) => {
    // A value the same in every message is part of what they say; the others are each message's own.
    const first = members[0]!.values;
    const varies = first.map((v, i) => members.some((x) => x.values[i] !== v));
    let text = parts[0]!;
    for (let i = 0; i < first.length; i++)
      text += (varies[i] ? (first[i]!.startsWith('"') ? '"…"' : '…') : first[i]!) + parts[i + 1]!;
    const files = [...new Set(members.flatMap((x) => (x.m.file === undefined ? [] : [x.m.file])))];
    const firstOfEachFile = files.map((f) => members.find((x) => x.m.file === f)!);
    const examples = [...new Set([...firstOfEachFile, ...members])].slice(0, EXAMPLES_SHOWN);
    return {
      text,
      count: members.length,
      files,
      examples: examples.map(({ m, values, index }) => ({
        where: m.where,
        at: m.at ?? m.where,
        values: values.filter((_, i) => varies[i]),
        text: m.text,
        index,
      })),
    };
  });
}

/**
 * A group as lines: one message as itself; more as a count (`UniEval.tsv (886 rows)`, `50 notes in 50 files`,
 * `887 files`) and the text, then up to three examples, each with its own values, and how many more. Texts are cut
 * to TEXT_CHARS, quoted values to VALUE_CHARS.
 * @param what what the messages count (`rows`, `files`, `notes`)
 * @param more what to say after the examples (`--verbose lists them all`)
 */
export function formatGroup(g: MessageGroup, what: string, more: string, indent = '  '): string[] {
  if (g.count === 1) {
    const e = g.examples[0]!;
    return [`${indent}${e.where}: ${cut(cutValues(e.text), TEXT_CHARS)}`];
  }
  const oneFile = g.files.length === 1;
  const head = oneFile
    ? `${g.files[0]} (${g.count} ${what})`
    : `${g.count} ${what}${g.files.length > 1 ? ` in ${g.files.length} files` : ''}`;
  const lines = [`${indent}${head}: ${cut(cutValues(g.text), TEXT_CHARS)}`];
  for (const e of g.examples) {
    const own = e.values.map((v) => cut(v, VALUE_CHARS)).join(', ');
    lines.push(`${indent}  ${oneFile ? e.at : e.where}${own ? `: ${cut(own, TEXT_CHARS)}` : ''}`);
  }
  if (g.count > g.examples.length)
    lines.push(`${indent}  ... and ${g.count - g.examples.length} more (${more})`);
  return lines;
}

// Reader for BotChat's hand-picked example files (`AISelf-Identification.md`, `FormalTone.md`, ...): a title
// line, a description, and one or more markdown tables `| Speaker | Utterance |`, each one labelled example
// conversation. The label comes from the file name (BotChat names each file after its category); the title
// line is checked against it, because one of BotChat's files carries another category's title.
import { CASE_LABEL_NAMES, parseCaseLabel, type CaseLabel } from '../../records/badCase.ts';
import type { LabelledExample } from '../../records/labelledExample.ts';
import { note, type ReadContext } from '../../ingest/readContext.ts';
import { reject, rowUsed } from '../../ingest/rowOutcomes.ts';
import { quote } from '../../records/report.ts';

/** The collection name of BotChat's examples. */
export const BOTCHAT_EXAMPLES = 'botchat-examples';

/** BotChat's conversations start from the first two chats of a MuTual dialogue (its seed). */
const BOTCHAT_EXAMPLE_SEED_CHATS = 2;

/** The label a file name stands for (`GoodCases.md` -> good), or undefined for other markdown files. */
export function exampleLabelOfFile(path: string): CaseLabel | undefined {
  const base = path.split('/').pop() ?? path;
  if (!/\.md$/i.test(base)) return undefined;
  return parseCaseLabel(base.replace(/\.md$/i, ''));
}

/** Splits one markdown table row into its cells: outer pipes dropped (the closing one may be missing). */
function cellsOf(line: string): string[] {
  let body = line.trim();
  if (body.startsWith('|')) body = body.slice(1);
  if (body.endsWith('|') && !body.endsWith('\\|')) body = body.slice(0, -1);
  return body.split(/(?<!\\)\|/).map((c) => c.trim().replace(/\\\|/g, '|'));
}

/** A cell's text as a reader sees it: `<br>` tags as line breaks, nothing else interpreted. */
function cellText(cell: string): string {
  return cell.replace(/<br\s*\/?>/gi, '\n').trim();
}

const isSeparator = (line: string) => /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(line.trim());

/**
 * Reads one example file into labelled examples. Every table row is a row read: a chat row is used, a row of
 * dots (BotChat's sign that chats were left out) is used and marks the example as elided, and any other row
 * (wrong number of cells, empty speaker) is rejected with its line.
 */
export function readBotchatExamples(text: string, ctx: ReadContext): void {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const fromName = exampleLabelOfFile(ctx.file);
  const titleLine = lines.findIndex((l) => /^#{1,6}\s+\S/.test(l));
  const title = titleLine === -1 ? '' : lines[titleLine]!.replace(/^#+\s+/, '').trim();
  const fromTitle = title ? parseCaseLabel(title) : undefined;
  const label = fromName ?? fromTitle;
  if (!label) {
    // The file is one row, rejected whole: none of its tables can be labelled.
    reject(
      ctx,
      { line: titleLine === -1 ? 1 : titleLine + 1 },
      `cannot tell which category the examples belong to: neither the file name nor the title ${quote(title)} names one (${Object.values(CASE_LABEL_NAMES).join(', ')})`,
    );
    return;
  }
  if (fromName && fromTitle && fromName !== fromTitle)
    note(
      ctx,
      { line: titleLine + 1 },
      'title-mismatch',
      `the title says ${quote(title)} but the file name says ${CASE_LABEL_NAMES[fromName]}; the file name is used`,
      lines[titleLine],
    );
  const stem = (ctx.file.split('/').pop() ?? ctx.file).replace(/\.md$/i, '');
  let current: LabelledExample | undefined;
  let n = 0;
  const finish = () => {
    if (current && current.chats.length > 0) ctx.sink.labelledExamples.push(current);
    else if (current) note(ctx, { line: current.source.line! }, 'empty-example', 'a table with no chats');
    current = undefined;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const trimmed = line.trim();
    // A markdown table ends at the first line that is not a table row (a blank line included).
    if (!trimmed.startsWith('|')) {
      finish();
      continue;
    }
    const cells = cellsOf(trimmed);
    const isHeader = cells.length >= 2 && /^speaker$/i.test(cells[0]!) && /^utterance$/i.test(cells[1]!);
    if (isHeader) finish();
    if (!current) {
      if (isHeader) {
        n++;
        current = {
          id: `${BOTCHAT_EXAMPLES}/${stem}/${n}`,
          collection: BOTCHAT_EXAMPLES,
          label,
          title: title || CASE_LABEL_NAMES[label],
          chats: [],
          speakers: [],
          seedChats: BOTCHAT_EXAMPLE_SEED_CHATS,
          elided: false,
          source: { file: ctx.file, line: i + 1 },
        };
      }
      continue;
    }
    if (isSeparator(trimmed)) continue;
    const at = { line: i + 1 };
    if (cells.length !== 2) {
      reject(ctx, at, `a table row needs 2 cells (Speaker, Utterance), got ${cells.length}`);
      continue;
    }
    const [speaker, utterance] = cells as [string, string];
    if (/^\.{3,}$|^…+$/.test(speaker) && /^\.{3,}$|^…+$/.test(utterance)) {
      current.elided = true;
      note(ctx, at, 'elided-chats', 'the source leaves chats out here; the example is shorter than it was');
      rowUsed(ctx);
      continue;
    }
    if (speaker === '') {
      reject(ctx, { ...at, column: 'Speaker' }, 'the speaker is empty');
      continue;
    }
    current.speakers.push(speaker);
    current.chats.push(cellText(utterance));
    rowUsed(ctx);
  }
  finish();
}

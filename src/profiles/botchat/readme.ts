// BotChat's README and its judge's in-context examples, read as text (the Python file is never run): the prompts
// that made the conversations and the verdicts, the examples given to the judge, and the tables the README prints
// (`#round`: the ground truth's seeds by chats; `avg_tokens`: each model's mean chat length).
import { note, type ReadContext } from '../../ingest/readContext.ts';
import { reject, rowUsed } from '../../ingest/rowOutcomes.ts';
import type { PublishedValue } from '../../records/published.ts';
import { BOTCHAT } from './readers.ts';

/** A README holds a prompt assigned in a code block (`name = """`) or a table Parley reads. */
const README_PROMPT = /^(\w*prompt\w*)\s*=\s*"""/m;
const README_TABLE = /^\|\s*(#round|avg_tokens)\s*\|/m;

/** True when a markdown file holds what readBotchatReadme reads (judged by its content). */
export function isBotchatReadme(head: string): boolean {
  return README_TABLE.test(head) || README_PROMPT.test(head);
}

/** True when a Python file is a list of judge examples: `examples = [` then `dict(conv=`. */
export function isJudgeExamples(head: string): boolean {
  return /^\s*examples\s*=\s*\[\s*dict\(\s*conv\s*=/m.test(head);
}

const cellsOf = (line: string): string[] =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());
const isRule = (cells: string[]) => cells.every((c) => /^:?-+:?$/.test(c));

/** A number as printed in a table cell (bold marks allowed), or undefined. */
function printedNumber(cell: string): PublishedValue | undefined {
  const printed = cell.replace(/^\*\*(.*)\*\*$/, '$1').trim();
  return /^-?\d+(\.\d+)?$/.test(printed) ? { value: Number(printed), printed } : undefined;
}

/**
 * Reads BotChat's README: every code block that assigns a prompt (`unieval_prompt = """...`, the generation
 * prompt as a bare `"""` string) and the `#round` and `avg_tokens` tables, cell by cell. Other tables repeat
 * lb.csv and are left to it.
 */
export function readBotchatReadme(text: string, ctx: ReadContext): void {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let generation = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    // A prompt: a code block whose first line opens a triple-quoted string, named or bare.
    const open = /^(?:(\w*prompt\w*)\s*=\s*)?"""\s*$/.exec(line.trim());
    if (open && /^```/.test(lines[i - 1]?.trim() ?? '')) {
      const end = lines.findIndex((l, j) => j > i && /^\s*"""/.test(l));
      if (end < 0) {
        reject(ctx, { line: i + 1 }, 'a prompt opened with """ is never closed');
        continue;
      }
      const title = open[1] ?? (generation++ === 0 ? 'generation prompt' : `prompt at line ${i + 1}`);
      ctx.sink.methodTexts.push({
        benchmark: BOTCHAT,
        kind: 'prompt',
        title,
        text: lines.slice(i + 1, end).join('\n'),
        fields: [],
        source: { file: ctx.file, line: i + 1 },
      });
      rowUsed(ctx);
      i = end;
      continue;
    }
    if (!line.trim().startsWith('|')) continue;
    // A table: its lines, a header, a rule, rows. Read are the `#round` table and `avg_tokens` rows.
    let end = i;
    while (end < lines.length && lines[end]!.trim().startsWith('|')) end++;
    const header = cellsOf(line);
    const body = lines.slice(i + 1, end).map((l, k) => ({ cells: cellsOf(l), line: i + 2 + k }));
    const rows = body.filter(
      (r) => !isRule(r.cells) && (header[0] === '#round' || r.cells[0] === 'avg_tokens'),
    );
    for (const r of rows) readTableRow(header, r.cells, r.line, ctx);
    i = end - 1;
  }
  if (ctx.report.rowsRead === 0) note(ctx, {}, 'empty', 'no prompt or table Parley reads was found');
}

/** One row of a printed table, cell by cell: a number as printed, or a rejection naming the cell. */
function readTableRow(
  header: readonly string[],
  cells: readonly string[],
  line: number,
  ctx: ReadContext,
): void {
  const row = cells[0] ?? '';
  header.slice(1).forEach((column, k) => {
    const cell = cells[k + 1] ?? '';
    const value = printedNumber(cell);
    if (!value) {
      reject(ctx, { line, column }, `"${cell}" in row ${row} is not a number`);
      return;
    }
    const model = row === 'avg_tokens' ? ctx.registry.resolve(column) : undefined;
    ctx.sink.publishedCells.push({
      benchmark: BOTCHAT,
      table: header[0]!,
      row,
      column,
      ...(model !== undefined ? { model } : {}),
      value,
      source: { file: ctx.file, line },
    });
    rowUsed(ctx);
  });
}

/**
 * Reads the judge's in-context examples from a Python file as text: each `dict(conv="""...""", key="value", ...)`
 * gives the conversation and its other fields as written. Nothing in the file is evaluated.
 */
export function readJudgeExamples(text: string, ctx: ReadContext): void {
  const src = text.replace(/\r\n?/g, '\n');
  const lineAt = (offset: number) => src.slice(0, offset).split('\n').length;
  const open = /dict\(\s*conv\s*=\s*"""/g;
  let n = 0;
  for (let m = open.exec(src); m; m = open.exec(src)) {
    n++;
    const at = { line: lineAt(m.index) };
    const end = src.indexOf('"""', open.lastIndex);
    if (end < 0) {
      reject(ctx, at, `example ${n}: its conversation's """ is never closed`);
      break;
    }
    const fields: [string, string][] = [];
    let pos = end + 3;
    for (let f = keywordArgument(src, pos); f; f = keywordArgument(src, pos)) {
      fields.push([f.key, f.value.trim()]);
      pos = f.end;
    }
    open.lastIndex = pos;
    if (fields.length === 0) {
      reject(ctx, at, `example ${n} has a conversation but no verdict fields`);
      continue;
    }
    ctx.sink.methodTexts.push({
      benchmark: BOTCHAT,
      kind: 'example',
      title: `example ${n}`,
      text: src
        .slice(m.index + m[0].length, end)
        .replace(/^\n/, '')
        .replace(/\n$/, ''),
      fields,
      source: { file: ctx.file, ...at },
    });
    rowUsed(ctx);
  }
  if (n === 0) reject(ctx, { line: 1 }, 'no dict(conv="""...""") example was found');
}

/** A Python string literal at `pos` (after blanks): triple-quoted, or quoted on one line; its text unescaped. */
function stringAt(src: string, pos: number): { value: string; end: number } | undefined {
  const m = /\s*(?:"""([\s\S]*?)"""|"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)')/y;
  m.lastIndex = pos;
  const r = m.exec(src);
  if (!r) return undefined;
  const raw = r[1] ?? r[2] ?? r[3] ?? '';
  return { value: r[1] !== undefined ? raw : raw.replace(/\\(["'\\])/g, '$1'), end: m.lastIndex };
}

/**
 * One `, key = value` at `pos`: a string, strings side by side in parentheses (Python joins them), or a bare
 * literal such as `11` or `None`, taken as written.
 */
function keywordArgument(src: string, pos: number): { key: string; value: string; end: number } | undefined {
  const head = /\s*,\s*(\w+)\s*=/y;
  head.lastIndex = pos;
  const h = head.exec(src);
  if (!h) return undefined;
  let at = head.lastIndex;
  const str = stringAt(src, at);
  if (str) return { key: h[1]!, value: str.value, end: str.end };
  const paren = /\s*\(/y;
  paren.lastIndex = at;
  if (paren.exec(src)) {
    at = paren.lastIndex;
    let value = '';
    for (let s = stringAt(src, at); s; s = stringAt(src, at)) {
      value += s.value;
      at = s.end;
    }
    const close = /\s*\)/y;
    close.lastIndex = at;
    return close.exec(src) ? { key: h[1]!, value, end: close.lastIndex } : undefined;
  }
  const bare = /\s*([^\s,()]+)/y;
  bare.lastIndex = at;
  const b = bare.exec(src);
  return b ? { key: h[1]!, value: b[1]!, end: bare.lastIndex } : undefined;
}

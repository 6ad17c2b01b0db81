// A data directory where nothing was read: no file in a layout Parley reads (a folder of other data, a typo in the
// path), or only files it recognised and could not read. `parley build` refuses it (there is no site to build:
// it used to build an empty ten-page site and exit 0); `parley check` lists it among its problems and exits 1.
// The layouts looked for come from the profiles' roles: a profile added is a layout listed.
import { PROFILES } from '../profiles/index.ts';
import type { BenchmarkProfile } from '../profiles/profile.ts';
import type { IngestReport } from '../records/report.ts';

/** Widest line of the layout list before it wraps. */
const WIDTH = 110;

/** True when the read of a directory gave no file at all: nothing was recognised, or nothing recognised was read. */
export function nothingRead(report: IngestReport): boolean {
  return report.files.length === 0;
}

/** True when no file of the directory was recognised as any layout (the report says so as a problem). */
export function nothingRecognised(report: IngestReport): boolean {
  return (
    nothingRead(report) &&
    !report.problems.some((p) => p.kind === 'unreadable') &&
    report.problems.some((p) => p.kind === 'nothing')
  );
}

/** A layout's name: its description up to the first colon (`BotChat Uni-Eval judgments`). */
function layoutName(layout: string): string {
  const i = layout.indexOf(': ');
  return i > 0 ? layout.slice(0, i) : layout;
}

/**
 * Items joined by spaces into lines of at most `width` characters (an item longer than a line has one of its own),
 * the first line starting with `first`, the others with `indent`.
 */
function wrap(items: readonly string[], first: string, indent: string, width = WIDTH): string[] {
  const lines: string[] = [];
  let line = first;
  let empty = true;
  for (const item of items) {
    if (!empty && line.length + 1 + item.length > width) {
      lines.push(line);
      line = indent + item;
    } else line += (empty ? '' : ' ') + item;
    empty = false;
  }
  lines.push(line);
  return lines;
}

/**
 * Every layout the profiles read, one benchmark a line (wrapped): each layout's name and file kinds.
 * @example layoutsLookedFor()[1] // '  BotChat: hand-picked examples (.md); ...'
 */
export function layoutsLookedFor(profiles: readonly BenchmarkProfile[] = PROFILES): string[] {
  const lines: string[] = [];
  for (const p of profiles) {
    const roles = p.roles.filter((r) => !r.ignore);
    if (roles.length === 0) continue;
    const items = roles.map(
      (r, i) =>
        `${layoutName(r.layout)} (${r.formats.map((f) => `.${f}`).join(' ')})${i < roles.length - 1 ? ';' : ''}`,
    );
    lines.push(...wrap(items, `  ${p.title}: `, '      '));
  }
  return lines;
}

/**
 * The message for a directory where nothing was read: what was seen, and every layout looked for (or, when files
 * were recognised but could not be read, a pointer to the problems).
 * @param dir the data directory as the user gave it
 * @param next what the reader can do to see more (`parley check DIR` lists each file and why)
 */
export function nothingReadMessage(report: IngestReport, dir: string, next: string): string {
  const seen = report.skipped.length + (report.assets?.length ?? 0);
  if (!nothingRecognised(report))
    return `nothing in ${dir} could be read: ${report.problems.length} problem${report.problems.length === 1 ? '' : 's'} with the files Parley recognised there, so there is nothing to build from. ${next}`;
  const what =
    seen === 0
      ? `${dir} holds no file Parley could look at`
      : `none of the ${seen} file${seen === 1 ? '' : 's'} in ${dir} is in a layout Parley reads`;
  return [
    `nothing recognised: ${what}, so there is nothing to build from.`,
    'Files are recognised by their content, under any name. Looked for:',
    ...layoutsLookedFor(),
    `${next} A manifest can name a file's role (docs/manifest.md).`,
  ].join('\n');
}

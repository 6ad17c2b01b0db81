// What a long step of `parley build` (and `check`'s read) says while it runs: the step, how many of its items are
// done of how many, and what it is working on. The command line draws it (src/cli/progress.ts): an updating line
// on a terminal, a plain line now and then in a log. The build says where it is; how it is shown is not its concern.
import type { ReadProgress } from '../ingest/readInputs.ts';
import { fixed } from '../render/format.ts';

/** Where a step of the build is. */
export interface BuildProgress {
  /** The step: `input hashes`, `read`, `statistics`, `pages`, `downloads and search index`. */
  stage: string;
  /** Items done, and how many there are (absent when not counted: a heartbeat of the step alone). */
  done?: number;
  total?: number;
  /** What `done` and `total` count: `files`, `sections`, `pages`. */
  unit?: string;
  /** More to say: other counts, what is being worked on (`45,120 rows · UniEval.tsv (12 MB)`). */
  detail?: string;
}

/** A number with thousands separators, as the build's lines print counts. */
export const count = (n: number): string => n.toLocaleString('en-US');

/** Bytes in the unit a person reads at a glance (`12 MB`). */
export function bytesShort(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 ** 2) return `${Math.round(n / 1024)} KB`;
  if (n < 1024 ** 3) return `${Math.round(n / 1024 ** 2)} MB`;
  return `${fixed(n / 1024 ** 3, 1)} GB`;
}

/** A read's progress as a step of the build: files looked at, then files read with the rows so far. */
export function readStep(p: ReadProgress): BuildProgress {
  const file = p.file ? `${p.file}${p.bytes !== undefined ? ` (${bytesShort(p.bytes)})` : ''}` : undefined;
  if (p.phase === 'recognise')
    return {
      stage: 'recognise files',
      done: p.done,
      total: p.total,
      unit: 'files',
      ...(file ? { detail: file } : {}),
    };
  return {
    stage: 'read',
    done: p.done,
    total: p.total,
    unit: 'files',
    detail: [`${count(p.rows)} rows`, ...(file ? [file] : [])].join(' · '),
  };
}

/** The message Astro's process sends the build with the count of pages written (astroPageCounter.ts). */
export const PAGES_WRITTEN = 'parley-pages-written';

/** The count of pages in a message from Astro's process, or undefined for any other message. */
export function pagesWritten(message: unknown): number | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const m = message as { type?: unknown; pages?: unknown };
  return m.type === PAGES_WRITTEN && typeof m.pages === 'number' ? m.pages : undefined;
}

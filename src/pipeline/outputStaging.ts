// How a build replaces its output folder without ever leaving it incomplete (issue 31). The new site is built in a
// staging folder beside the output (same parent, so the same file system), then swapped in by two renames; until
// then the last good site stays whole at the output path. The staging folder carries a note of its own (which
// process built it, for which output), so the next build removes what a killed one left, and only that:
//
//   <parent>/.<name>.parley-lock              one build at a time into this output (the holder's process id)
//   <parent>/.<name>.parley-staging-<pid>/
//     .parley-staging.json                    what this folder is: format, output path, process id
//     site/                                   the new site (Astro's output folder), marked when complete
//     previous/                               the last site, for the instant between the two renames
//
// A build killed between the two renames leaves no site at the output path but the whole last one in previous/:
// the next build puts it back before anything else.
import { dirname, join } from 'node:path';
import { nodeFs, type BuildFs } from './buildFs.ts';
import { folderName, hasMarker, markerText, OUTPUT_MARKER } from './outputFolder.ts';
import { EXIT, UserError } from './userError.ts';

const STAGING_NOTE = '.parley-staging.json';
const STAGING_FORMAT = 'parley-staging';

/** Whether a process with this id runs (one we may not signal runs too). */
export function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock file of builds into `out`, beside it. */
export const outputLock = (out: string): string => join(dirname(out), `.${folderName(out)}.parley-lock`);
const stagingPrefix = (out: string): string => `.${folderName(out)}.parley-staging-`;

/**
 * Takes the lock of builds into `out` for this process, or throws when a running process holds it. A lock left by a
 * process that no longer runs is taken over. Returns the function that releases it.
 * @throws UserError (exit 9) when another build holds the lock.
 */
export function lockOutput(out: string, fs: BuildFs = nodeFs): () => void {
  const file = outputLock(out);
  fs.mkdirSync(dirname(file)); // an output in a new folder: its parents are made
  for (let attempt = 0; ; attempt++) {
    try {
      fs.createFile(file, String(process.pid));
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    let holder = NaN;
    try {
      holder = Number(fs.readFile(file).toString('utf8').trim());
    } catch {
      continue; // released between the two calls
    }
    if ((processAlive(holder) && holder !== process.pid) || attempt > 20)
      throw new UserError(
        `another parley build (process ${holder}) is writing into ${out}: wait for it to end, or build into another folder. If no build runs, delete ${file}.`,
        EXIT.locked,
      );
    fs.rmSync(file);
  }
  return () => {
    try {
      if (fs.readFile(file).toString('utf8').trim() === String(process.pid)) fs.rmSync(file);
    } catch {
      /* already gone */
    }
  };
}

interface StagingNote {
  format: typeof STAGING_FORMAT;
  out: string;
  pid: number;
}

function readNote(dir: string, fs: BuildFs): StagingNote | undefined {
  try {
    const n = JSON.parse(fs.readFile(join(dir, STAGING_NOTE)).toString('utf8')) as Partial<StagingNote>;
    return n.format === STAGING_FORMAT && typeof n.out === 'string' && typeof n.pid === 'number'
      ? (n as StagingNote)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Removes what earlier builds into `out` left beside it when they were killed: staging folders whose note names this
 * output and a process that no longer runs. When the output is missing and such a folder holds the last site
 * (killed between the two renames of the swap), that site is put back first. Folders without the note are left
 * alone. Call it holding the lock. Returns what was done, for the log.
 */
export async function recoverOutput(out: string, fs: BuildFs = nodeFs): Promise<string[]> {
  const parent = dirname(out);
  const prefix = stagingPrefix(out);
  const done: string[] = [];
  let names: string[];
  try {
    names = fs
      .readdir(parent)
      .map((e) => e.name)
      .filter((n) => n.startsWith(prefix))
      .sort();
  } catch {
    return done;
  }
  for (const name of names) {
    const dir = join(parent, name);
    const note = readNote(dir, fs);
    if (!note || note.out !== out || processAlive(note.pid)) continue;
    const previous = join(dir, 'previous');
    const site = join(dir, 'site');
    if (!exists(out, fs)) {
      // Killed between the renames: previous/ is the last site (or, after the first, site/ is the new one whole).
      for (const candidate of [previous, site])
        if (hasMarker(candidate, 'output', fs)) {
          await fs.rename(candidate, out);
          done.push(`put back the last site that an interrupted build had moved aside (${name})`);
          break;
        }
    }
    await fs.rm(dir);
    done.push(`removed ${name}, left by a build that was stopped (process ${note.pid})`);
  }
  return done;
}

/** Whether there is anything at `p`, a folder or a file (a link to nothing is nothing). */
function exists(p: string, fs: BuildFs): boolean {
  return fs.stat(p) !== undefined;
}

export interface Staging {
  /** The staging folder (holds the note, site/ and, for an instant, previous/). */
  dir: string;
  /** Where the new site is built. */
  site: string;
  /** Marks the new site as Parley's and swaps it in for the output; the staging folder is then gone. */
  commit(writer: string): Promise<void>;
  /** Deletes the staging folder (the output is left as it was); safe to call more than once, and synchronous. */
  discard(): void;
}

/**
 * Makes the staging folder of a build into `out` (beside it), with its note.
 * @throws the file system's error when the parent cannot be written (the caller names it for the user).
 */
export async function startStaging(out: string, fs: BuildFs = nodeFs): Promise<Staging> {
  const dir = join(dirname(out), `${stagingPrefix(out)}${process.pid}`);
  await fs.rm(dir); // this process's own, from a build earlier in it
  await fs.mkdir(dir);
  const note: StagingNote = { format: STAGING_FORMAT, out, pid: process.pid };
  await fs.writeFile(join(dir, STAGING_NOTE), `${JSON.stringify(note)}\n`);
  const site = join(dir, 'site');
  let gone = false;
  return {
    dir,
    site,
    async commit(writer) {
      await fs.writeFile(join(site, OUTPUT_MARKER), markerText('output', writer));
      const previous = join(dir, 'previous');
      const had = exists(out, fs);
      if (had) await fs.rename(out, previous);
      await fs.rename(site, out);
      gone = true;
      await fs.rm(dir);
    },
    discard() {
      if (gone) return;
      gone = true;
      fs.rmSync(dir);
    },
  };
}

/**
 * Puts the files of `from` (a folder of the live output) at the same places under `to` (the staging site) as hard
 * links: the bytes are shared, the live output is left whole, and a file keeps its inode and time (so the page
 * cache's fingerprints still hold). Where a link cannot be made (a file system without them), the file is copied.
 */
export async function linkFiles(
  from: string,
  to: string,
  files: readonly string[],
  fs: BuildFs = nodeFs,
): Promise<void> {
  const made = new Set<string>();
  const one = async (f: string) => {
    const src = join(from, ...f.split('/'));
    const dst = join(to, ...f.split('/'));
    const dir = dirname(dst);
    if (!made.has(dir)) {
      await fs.mkdir(dir);
      made.add(dir);
    }
    try {
      await fs.link(src, dst);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code !== 'EPERM' && code !== 'EXDEV' && code !== 'EMLINK' && code !== 'ENOTSUP') throw e;
      await fs.copyFile(src, dst);
    }
  };
  // A few at a time: enough to overlap the system calls, few enough to keep file handles low.
  const queue = files.values();
  const worker = async () => {
    for (let n = queue.next(); !n.done; n = queue.next()) await one(n.value);
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}

/** Every file under `dir`, relative with '/', sorted (for linking a whole folder). */
export async function filesUnder(dir: string, fs: BuildFs = nodeFs): Promise<string[]> {
  const out: string[] = [];
  const walk = async (rel: string): Promise<void> => {
    for (const e of fs.readdir(join(dir, ...rel.split('/').filter(Boolean)))) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory) await walk(r);
      else out.push(r);
    }
  };
  await walk('');
  return out.sort();
}

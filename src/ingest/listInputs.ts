// Every file under a data directory, found by walking it whole: links are followed (a loop is walked once), and
// whatever is not handed on to be read is listed with the reason, so that files seen = files listed + files not
// read, always.
import { readdir, realpath, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { SkippedFile } from '../records/report.ts';

/** Folders that hold no study data (a package cache, a version-control store): not searched, counted as one. */
const NOT_SEARCHED: Readonly<Record<string, string>> = {
  node_modules: 'a folder of npm packages',
  '.git': "git's own store",
};

export interface ListedInputs {
  /** Files to look at, relative to the directory, forward slashes, sorted. */
  files: string[];
  /** Files (or whole folders) not looked at, with why, sorted by path. */
  notRead: SkippedFile[];
  /**
   * Entries seen, counted as the walk meets them: every file, every link, and one for each folder not searched or
   * not followed. It always equals files + notRead: the report prints both and checks they agree.
   */
  seen: number;
}

export interface ListOptions {
  /** Follow links that lead outside the directory (off: they are listed as not read, with the reason). */
  followOutsideLinks?: boolean;
}

const byPath = (a: { file: string }, b: { file: string }) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0);

/** Counts the files below a folder that is not searched (links are not followed there). */
async function countFiles(dir: string): Promise<number> {
  let n = 0;
  try {
    for (const e of await readdir(dir, { withFileTypes: true })) {
      if (e.isDirectory()) n += await countFiles(join(dir, e.name));
      else n++;
    }
  } catch {
    // An unreadable folder counts as what could be seen of it.
  }
  return n;
}

/**
 * Walks `root` and lists every file below it. The directory's own tree is walked first; links are followed after
 * it, so a file or folder reached both directly and through a link is listed under its own path. A link to a
 * file or folder inside the directory is followed; a folder reached twice (a link loop, two links to one folder)
 * is walked once; a file reached twice is listed once and the other path reported as the same file. Hidden files
 * are listed as not read.
 */
export async function listInputs(root: string, options: ListOptions = {}): Promise<ListedInputs> {
  const realRoot = await realpath(root);
  const files: string[] = [];
  const notRead: SkippedFile[] = [];
  let seen = 0;
  const visitedDirs = new Set<string>([realRoot]);
  const fileAt = new Map<string, string>();
  const links: string[] = [];
  const rel = (p: string) => relative(root, p).split(sep).join('/');
  const inside = (real: string) => real === realRoot || real.startsWith(realRoot + sep);

  const addFile = (name: string, real: string, base: string) => {
    seen++;
    if (base.startsWith('.')) {
      notRead.push({ file: name, reason: 'a hidden file (its name starts with a dot)' });
      return;
    }
    const first = fileAt.get(real);
    if (first !== undefined) {
      notRead.push({
        file: name,
        reason: `the same file as ${first} (reached through a link): read once, there`,
      });
      return;
    }
    fileAt.set(real, name);
    files.push(name);
  };

  const walk = async (dir: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (e) {
      seen++;
      notRead.push({
        file: `${rel(dir)}/`,
        reason: `a folder that cannot be listed (${(e as Error).message})`,
      });
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      const path = join(dir, e.name);
      const name = rel(path);
      if (e.isSymbolicLink()) {
        links.push(path);
        continue;
      }
      if (e.isDirectory()) {
        const skip = Object.hasOwn(NOT_SEARCHED, e.name) ? NOT_SEARCHED[e.name] : undefined;
        if (skip) {
          const n = await countFiles(path);
          seen++;
          notRead.push({ file: `${name}/`, reason: `${skip}: not searched (${n} files)` });
          continue;
        }
        const real = await realpath(path);
        if (visitedDirs.has(real)) continue;
        visitedDirs.add(real);
        await walk(path);
      } else if (e.isFile()) addFile(name, await realpath(path), e.name);
      else {
        seen++;
        notRead.push({ file: name, reason: 'not a regular file (a device, socket or pipe)' });
      }
    }
  };

  const follow = async (path: string): Promise<void> => {
    const name = rel(path);
    let real: string;
    let isDir: boolean;
    try {
      real = await realpath(path);
      isDir = (await stat(real)).isDirectory();
    } catch {
      seen++;
      notRead.push({ file: name, reason: 'a link that leads nowhere (its target does not exist)' });
      return;
    }
    if (!inside(real) && !options.followOutsideLinks) {
      seen++;
      notRead.push({
        file: isDir ? `${name}/` : name,
        reason: `a link that leads outside the data directory (to ${real}): not followed; copy the ${isDir ? 'folder' : 'file'} in, or pass --follow-outside-links`,
      });
      return;
    }
    if (!isDir) {
      addFile(name, real, name.split('/').pop() ?? name);
      return;
    }
    // A folder reached again (through a loop, or a second link to it) is not walked twice.
    if (visitedDirs.has(real)) {
      seen++;
      const at = real === realRoot ? 'the data directory itself' : `${rel(real)}/`;
      notRead.push({ file: `${name}/`, reason: `a link to ${at}, whose files are listed there once` });
      return;
    }
    visitedDirs.add(real);
    await walk(path);
  };

  await walk(root);
  // Links found while following links are followed in turn, each folder once.
  for (let i = 0; i < links.length; i++) await follow(links[i]!);
  files.sort();
  notRead.sort(byPath);
  return { files, notRead, seen };
}

// The output folder's contract (issue 31): Parley empties, replaces or deletes only what it wrote. Every site it
// writes carries a marker file; a build goes ahead only into a folder that is absent, empty or marked, and that
// overlaps nothing the user keeps (the data, the manifest, the cache, the working directory and the folders above
// it, the home folder, the file system's root, a git repository). The same holds for the cache folder. These
// checks run before any data is read and change nothing: a refused build leaves every file as it was.
import { closeSync, openSync, readSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, parse, relative, resolve, sep } from 'node:path';
import { nodeFs, type BuildFs } from './buildFs.ts';
import { EXIT, UserError } from './userError.ts';

/** The marker file of a site Parley wrote, at the top of the output folder. */
export const OUTPUT_MARKER = '.parley-output.json';
/** The marker file of Parley's cache folder. */
export const CACHE_MARKER = '.parley-cache.json';
const OUTPUT_FORMAT = 'parley-output';
const CACHE_FORMAT = 'parley-cache';
/** The layout of the marker files; a marker of another layout is still Parley's (its format names it). */
export const MARKER_VERSION = 1;

/** The text of a marker file: what wrote the folder, and the marker's layout. Deterministic: no time, no id. */
export function markerText(kind: 'output' | 'cache', writer: string): string {
  return `${JSON.stringify({
    format: kind === 'output' ? OUTPUT_FORMAT : CACHE_FORMAT,
    formatVersion: MARKER_VERSION,
    writer,
    note:
      kind === 'output'
        ? 'Written by Parley: the next build into this folder replaces everything in it.'
        : "Parley's cache: safe to delete; the next build recomputes what it held.",
  })}\n`;
}

/** Whether `dir` carries Parley's marker of `kind` (a JSON file naming the format, any layout version). */
export function hasMarker(dir: string, kind: 'output' | 'cache', fs: BuildFs = nodeFs): boolean {
  const file = join(dir, kind === 'output' ? OUTPUT_MARKER : CACHE_MARKER);
  try {
    const m = JSON.parse(fs.readFile(file).toString('utf8')) as { format?: unknown };
    return m.format === (kind === 'output' ? OUTPUT_FORMAT : CACHE_FORMAT);
  } catch {
    return false;
  }
}

/**
 * A path with every symbolic link on it resolved: the real path of its longest existing part, then the rest as
 * given. An output that is a link into the data is then the data folder.
 * @throws UserError when the path is a link that leads nowhere.
 */
export function canonicalPath(path: string, fs: BuildFs = nodeFs): string {
  const abs = resolve(path);
  let head = abs;
  const rest: string[] = [];
  for (;;) {
    try {
      return join(fs.realpath(head), ...rest);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      // Absent (not a link): its parent is resolved.
      const isLink = fs.isLink(head);
      if (isLink || (code !== 'ENOENT' && code !== 'ENOTDIR'))
        throw new UserError(
          `${path}: ${isLink ? `${head} is a link to nothing (or a loop of links)` : `${head} cannot be resolved (${code})`}: remove it or choose another path.`,
          EXIT.refused,
        );
      const up = dirname(head);
      if (up === head) return abs;
      rest.unshift(basename(head));
      head = up;
    }
  }
}

/** Whether `inner` is `outer` or lies inside it (both canonical). */
export function within(inner: string, outer: string): boolean {
  const r = relative(outer, inner);
  return r === '' || (!r.startsWith('..') && !isAbsolute(r));
}

export interface OutputRequest {
  /** The output folder as the user gave it (--out). */
  outDir: string;
  dataDir: string;
  manifestPath?: string;
  cacheDir: string;
  /** The working directory and the home folder (parameters, so the rules can be tested with fake ones). */
  cwd: string;
  home: string;
}

export interface GuardedOutput {
  /** The output folder's canonical path (links resolved): where the site goes. */
  out: string;
  /** Whether it exists now (then it carries the marker, or is empty). */
  exists: boolean;
  /** The cache folder's canonical path. */
  cache: string;
}

/** Up to five of a folder's entries, sorted, and how many more there are: "a.txt, notes/, and 3 more". */
function someEntries(dir: string, fs: BuildFs): string {
  let names: string[] = [];
  try {
    names = fs
      .readdir(dir)
      .map((e) => (e.isDirectory ? `${e.name}/` : e.name))
      .sort();
  } catch {
    return 'its entries cannot be listed';
  }
  const shown = names.slice(0, 5).join(', ');
  return names.length > 5 ? `${shown}, and ${names.length - 5} more` : shown;
}

/** A path for the output that breaks no rule: the first of `<base>/site`, `<base>/parley-site`, ... that is free. */
function suggestion(base: string, taken: readonly string[], fs: BuildFs): string {
  for (const name of ['site', 'parley-site', 'parley-site-2', 'parley-site-3']) {
    const p = join(base, name);
    if (taken.some((t) => within(p, t) || within(t, p))) continue;
    if (fs.stat(p) === undefined || hasMarker(p, 'output', fs)) return p;
  }
  return join(base, 'parley-site-new');
}

/** How a path reads in a message: relative to the working directory when it lies inside it. */
function shown(p: string, cwd: string): string {
  const r = relative(cwd, p);
  return r === '' ? '.' : !r.startsWith('..') && !isAbsolute(r) ? r : p;
}

const refuse = (message: string): UserError => new UserError(`${message} Nothing was changed.`, EXIT.refused);

/**
 * Checks the output and cache folders of a build against the contract, reading nothing but the folders' own
 * entries. Returns their canonical paths.
 * @throws UserError (exit 4) naming the rule, the folder and a path to use instead; (exit 5) when the output is a
 * file.
 */
export function guardOutput(req: OutputRequest, fs: BuildFs = nodeFs): GuardedOutput {
  const cwd = canonicalPath(req.cwd, fs);
  const home = canonicalPath(req.home, fs);
  const out = canonicalPath(resolve(cwd, req.outDir), fs);
  const data = canonicalPath(resolve(cwd, req.dataDir), fs);
  const cache = canonicalPath(resolve(cwd, req.cacheDir), fs);
  const manifest = req.manifestPath ? canonicalPath(resolve(cwd, req.manifestPath), fs) : undefined;
  const given = `--out ${req.outDir}`;
  const keep = [data, cache, ...(manifest ? [manifest] : [])];
  // A path beside the data folder when the working directory is inside it; else under the working directory.
  const suggest = () => `--out ${shown(suggestion(within(cwd, data) ? dirname(data) : cwd, keep, fs), cwd)}`;

  const stat = fs.stat(out);
  if (stat && !stat.isDirectory)
    throw new UserError(
      `${given} is a file (${out}), not a folder: Parley writes a site as a folder. Nothing was changed. Choose a folder, e.g. ${suggest()}.`,
      EXIT.notAFolder,
    );
  if (out === parse(out).root)
    throw refuse(
      `${given} is the file system's root: a build replaces its output folder whole. Use ${suggest()}.`,
    );
  if (within(home, out))
    throw refuse(
      `${given} is ${out === home ? 'your home folder' : `a folder above your home folder (${home})`}: a build replaces its output folder whole. Use ${suggest()}.`,
    );
  if (within(cwd, out))
    throw refuse(
      `${given} is ${out === cwd ? 'the working directory' : `a folder above the working directory (${cwd})`}: a build replaces its output folder whole. Use a folder of its own, e.g. ${suggest()}.`,
    );
  // What a site inside each would do: one inside the data is read as data by the next build; one inside the
  // cache is deleted with it. A manifest is a file: nothing lies inside it.
  const overlaps: [string, string, string | undefined][] = [
    [data, 'data folder', 'the next build would read the site as data'],
    ...(manifest ? [[manifest, 'manifest', undefined] as [string, string, undefined]] : []),
    [cache, 'cache folder', 'deleting the cache would delete the site'],
  ];
  for (const [p, name, inside] of overlaps) {
    if (p === out)
      throw refuse(`${given} is the ${name} (${p}): the build would replace it. Use ${suggest()}.`);
    if (within(p, out))
      throw refuse(
        `${given} (${out}) holds the ${name} (${shown(p, cwd)}): the build would delete it. Use ${suggest()}.`,
      );
    if (inside && within(out, p))
      throw refuse(
        `${given} (${out}) lies inside the ${name} (${shown(p, cwd)}): ${inside}. Use ${suggest()}.`,
      );
  }
  if (stat && fs.stat(join(out, '.git')) !== undefined)
    throw refuse(
      `${given} (${out}) holds a .git folder: it is a git repository, which a build would delete. Build into another folder and copy the site in, or use ${suggest()}.`,
    );
  if (stat && !hasMarker(out, 'output', fs) && fs.readdir(out).length > 0)
    throw refuse(
      `${given} (${out}) holds files Parley did not write (${someEntries(out, fs)}) and no ${OUTPUT_MARKER} marker; a build replaces its output folder whole. Empty it yourself, or use ${suggest()}.`,
    );
  guardCache(cache, cwd, fs);
  writable(stat ? out : nearestExisting(out, fs), given, fs);
  if (stat) writable(dirname(out), given, fs);
  return { out, exists: stat !== undefined, cache };
}

/** The path itself when it exists, else its nearest existing parent. */
function nearestExisting(p: string, fs: BuildFs): string {
  for (let q = p; ; q = dirname(q)) {
    if (fs.stat(q) !== undefined || dirname(q) === q) return q;
  }
}

/**
 * Whether the build may write in `dir` (a staging folder is made beside the output, the old site replaced).
 * @throws UserError (exit 6) on a read-only file system or a folder this user may not write in.
 */
function writable(dir: string, given: string, fs: BuildFs): void {
  try {
    fs.checkWritable(dir);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UserError(
      `${given}: ${dir} cannot be written (${code === 'EROFS' ? 'a read-only file system' : code === 'EACCES' || code === 'EPERM' ? 'permission denied' : code}). Nothing was changed. Make it writable, or choose an output folder on a writable disk.`,
      EXIT.readOnly,
    );
  }
}

/**
 * Checks the cache folder: Parley deletes and rewrites inside it only when it is absent, empty or marked.
 * @throws UserError (exit 4 or 5) otherwise.
 */
function guardCache(cache: string, cwd: string, fs: BuildFs): void {
  const stat = fs.stat(cache);
  if (stat === undefined) return;
  if (!stat.isDirectory)
    throw new UserError(
      `the cache folder ${shown(cache, cwd)} is a file, not a folder. Nothing was changed. Move the file away and build again.`,
      EXIT.notAFolder,
    );
  if (hasMarker(cache, 'cache', fs) || fs.readdir(cache).length === 0) return;
  throw refuse(
    `the cache folder ${shown(cache, cwd)} holds files Parley did not write (${someEntries(cache, fs)}) and no ${CACHE_MARKER} marker. If it is an older Parley's cache, delete it (it only saves time); else move those files away.`,
  );
}

/** The separator-safe name of a folder's last part, for the names of what a build keeps beside it. */
export const folderName = (p: string): string => basename(p) || p.split(sep).filter(Boolean).pop() || 'site';

/**
 * Checks a file a command is about to write (`parley counts --out FILE`, `--sql FILE`): it may replace only a file
 * Parley wrote (recognised by `ours` from its first 4 KB), and it must not lie inside the data folder, where the
 * next read would take it for data.
 * @throws UserError (exit 4 or 5) otherwise; nothing is changed.
 */
export function guardOutputFile(
  req: { file: string; option: string; dataDir: string; cwd: string },
  ours: (head: string) => boolean,
): string {
  const file = canonicalPath(resolve(req.cwd, req.file));
  const data = canonicalPath(resolve(req.cwd, req.dataDir));
  const given = `${req.option} ${req.file}`;
  if (within(file, data))
    throw refuse(
      `${given} lies inside the data folder (${data}): the next read would take it for data. Write it beside the data, e.g. ${req.option} ${shown(join(dirname(data), basename(file)), canonicalPath(req.cwd))}.`,
    );
  let stat: ReturnType<typeof statSync> | undefined;
  try {
    stat = statSync(file);
  } catch {
    return file;
  }
  if (stat.isDirectory())
    throw new UserError(
      `${given} is a folder, not a file. Nothing was changed. Name a file.`,
      EXIT.notAFolder,
    );
  let head = '';
  try {
    const buf = Buffer.alloc(4096);
    const fd = openSync(file, 'r');
    try {
      head = buf.subarray(0, readSync(fd, buf, 0, buf.length, 0)).toString('utf8');
    } finally {
      closeSync(fd);
    }
  } catch {
    head = '';
  }
  if (!ours(head))
    throw refuse(
      `${given} (${file}) is a file Parley did not write: it would be replaced. Choose a new file name, or delete it yourself.`,
    );
  return file;
}

/** Writes a file whole or not at all: into a temporary file beside it, then renamed over it. */
export function writeFileWhole(file: string, text: string): void {
  const tmp = join(dirname(file), `.${basename(file)}.parley-${process.pid}.tmp`);
  try {
    writeFileSync(tmp, text);
    renameSync(tmp, file);
  } finally {
    rmSync(tmp, { force: true });
  }
}

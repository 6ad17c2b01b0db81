// The file system a build writes to: its output folder, the staging folder beside it, and its cache folder
// (docs/decisions/0162). Every module of the output's contract (outputFolder.ts, outputStaging.ts, pageCache.ts,
// inputCache.ts, the downloads) takes one, `nodeFs` by default, so a build runs on the disk or, in the unit tests,
// on memoryEffects' map of files. What a build reads as its input (the data folder, Parley's code) is read from the
// disk in both: the effects are where the build writes, and what it reads back of what it wrote.
//
// The calls behave as node:fs's do (errors carry node's codes: ENOENT, ENOTDIR, EEXIST): the synchronous ones are
// those whose callers are synchronous today (the folder checks before a build, the input cache's memo, the discard
// an interrupt runs), the rest are promises.
import {
  accessSync,
  constants,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { copyFile, link, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { readLines, writeLines } from '../site/lineFile.ts';

/** What the build asks of a file: its kind, and the size, change time and inode the page cache fingerprints. */
export interface FileStat {
  isDirectory: boolean;
  size: number;
  mtimeMs: number;
  ino: number;
}

export interface DirEntry {
  name: string;
  isDirectory: boolean;
}

export interface BuildFs {
  /** The file or folder at `path` (links followed), or undefined when there is none. */
  stat(path: string): FileStat | undefined;
  /** Whether `path` itself is a symbolic link. */
  isLink(path: string): boolean;
  /** `path` with its links resolved. @throws ENOENT when it does not exist. */
  realpath(path: string): string;
  /** A folder's entries, in the order the file system gives them. @throws ENOENT, ENOTDIR. */
  readdir(path: string): DirEntry[];
  /** A file's bytes. @throws ENOENT. */
  readFile(path: string): Buffer;
  /** @throws EACCES, EROFS when this process may not write in `path`. */
  checkWritable(path: string): void;
  /** Makes a file that must not exist yet (a lock). @throws EEXIST. */
  createFile(path: string, text: string): void;
  writeFileSync(path: string, data: string): void;
  mkdirSync(path: string): void;
  /** Deletes a file or folder with all it holds; nothing when absent. Synchronous: an interrupt runs it. */
  rmSync(path: string): void;
  /** A file of lines (lineFile.ts), read one at a time: it may be larger than one string. */
  readLines(path: string): IterableIterator<string>;
  writeLines(path: string, first: string, rest: Iterable<string>): void;
  writeFile(path: string, data: string | Uint8Array): Promise<void>;
  /** Makes a folder and its parents. */
  mkdir(path: string): Promise<void>;
  rm(path: string): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  /** A hard link: the same bytes, inode and change time at a second path. @throws EEXIST, EXDEV. */
  link(from: string, to: string): Promise<void>;
  /** Copies a file; `from` may be a file of the input (the data folder), which is read from the disk. */
  copyFile(from: string, to: string): Promise<void>;
}

/** The disk, through node:fs: what every build did before the effects were passed in. */
export const nodeFs: BuildFs = {
  stat(path) {
    try {
      const s = statSync(path);
      return { isDirectory: s.isDirectory(), size: s.size, mtimeMs: s.mtimeMs, ino: s.ino };
    } catch {
      return undefined;
    }
  },
  isLink(path) {
    try {
      return lstatSync(path).isSymbolicLink();
    } catch {
      return false;
    }
  },
  realpath: (path) => realpathSync(path),
  readdir: (path) =>
    readdirSync(path, { withFileTypes: true }).map((e) => ({ name: e.name, isDirectory: e.isDirectory() })),
  readFile: (path) => readFileSync(path),
  checkWritable: (path) => accessSync(path, constants.W_OK),
  createFile: (path, text) => writeFileSync(path, text, { flag: 'wx' }),
  writeFileSync: (path, data) => writeFileSync(path, data),
  mkdirSync: (path) => void mkdirSync(path, { recursive: true }),
  rmSync: (path) => rmSync(path, { recursive: true, force: true }),
  readLines: (path) => readLines(path),
  writeLines: (path, first, rest) => writeLines(path, first, rest),
  writeFile: (path, data) => writeFile(path, data),
  mkdir: async (path) => void (await mkdir(path, { recursive: true })),
  rm: (path) => rm(path, { recursive: true, force: true }),
  rename: (from, to) => rename(from, to),
  link: (from, to) => link(from, to),
  copyFile: (from, to) => copyFile(from, to),
};

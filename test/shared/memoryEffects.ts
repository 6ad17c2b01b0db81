// A build's effects held in memory (docs/decisions/0162): its output, staging and cache folders are a map of path to
// bytes, the pages are "rendered" by a fake that writes one small deterministic page per route it is asked for, and
// the search index is a fake that lists the pages it found. What the build reads as input (the data folder,
// Parley's code) still comes from the disk. The unit tests run the whole pipeline on it: the downloads, the page
// cache, the marker, the staging folder swapped in, a refused folder, an interrupted build.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pageShell } from '../../src/site/pageInputs.ts';
import type { BuildEffects, RenderRequest } from '../../src/pipeline/buildEffects.ts';
import type { BuildFs, DirEntry, FileStat } from '../../src/pipeline/buildFs.ts';
import { hashOf } from '../../src/pipeline/inputCache.ts';
import { pageFile, stamped } from '../../src/pipeline/pageCache.ts';
import type { SearchIndexResult } from '../../src/pipeline/searchIndex.ts';

/** A file's contents and identity; two paths holding the same object are hard links of one another. */
interface MemoryFile {
  bytes: Buffer;
  ino: number;
  mtimeMs: number;
}

const errno = (code: string, syscall: string, path: string): NodeJS.ErrnoException =>
  Object.assign(new Error(`${code}: ${syscall} '${path}'`), { code, syscall, path });

/** A file system in memory, with node:fs's errors. Paths are made absolute (resolve); no links but hard links. */
export class MemoryFs implements BuildFs {
  readonly files = new Map<string, MemoryFile>();
  readonly dirs = new Set<string>(['/']);
  private inodes = 0;
  /** A clock that moves one millisecond a write: every write gives its file a new change time. */
  private clock = 0;

  /** The text of a file, or undefined when there is none (for the tests). */
  text(path: string): string | undefined {
    return this.files.get(resolve(path))?.bytes.toString('utf8');
  }

  /** Every file under `dir`, relative with '/', sorted (for the tests). */
  list(dir: string): string[] {
    const root = resolve(dir);
    return [...this.files.keys()]
      .filter((p) => p.startsWith(`${root}/`))
      .map((p) => p.slice(root.length + 1))
      .sort();
  }

  private parentMustExist(p: string, syscall: string): void {
    if (!this.dirs.has(dirname(p))) throw errno('ENOENT', syscall, p);
  }

  private put(p: string, data: string | Uint8Array, syscall: string): void {
    if (this.dirs.has(p)) throw errno('EISDIR', syscall, p);
    this.parentMustExist(p, syscall);
    const bytes = Buffer.from(data);
    const f = this.files.get(p);
    // As on a disk: writing to a path rewrites its file in place (a hard link to it sees the new bytes).
    if (f) Object.assign(f, { bytes, mtimeMs: ++this.clock });
    else this.files.set(p, { bytes, ino: ++this.inodes, mtimeMs: ++this.clock });
  }

  stat(path: string): FileStat | undefined {
    const p = resolve(path);
    if (this.dirs.has(p)) return { isDirectory: true, size: 0, mtimeMs: 0, ino: 0 };
    const f = this.files.get(p);
    return f && { isDirectory: false, size: f.bytes.length, mtimeMs: f.mtimeMs, ino: f.ino };
  }

  isLink(): boolean {
    return false;
  }

  realpath(path: string): string {
    const p = resolve(path);
    if (this.stat(p) === undefined) throw errno('ENOENT', 'realpath', p);
    return p;
  }

  readdir(path: string): DirEntry[] {
    const p = resolve(path);
    if (this.files.has(p)) throw errno('ENOTDIR', 'scandir', p);
    if (!this.dirs.has(p)) throw errno('ENOENT', 'scandir', p);
    const out: DirEntry[] = [];
    for (const d of this.dirs)
      if (d !== p && dirname(d) === p) out.push({ name: d.slice(d.lastIndexOf('/') + 1), isDirectory: true });
    for (const f of this.files.keys())
      if (dirname(f) === p) out.push({ name: f.slice(f.lastIndexOf('/') + 1), isDirectory: false });
    return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  readFile(path: string): Buffer {
    const p = resolve(path);
    const f = this.files.get(p);
    if (!f) throw errno(this.dirs.has(p) ? 'EISDIR' : 'ENOENT', 'open', p);
    return f.bytes;
  }

  checkWritable(): void {}

  createFile(path: string, text: string): void {
    const p = resolve(path);
    if (this.stat(p) !== undefined) throw errno('EEXIST', 'open', p);
    this.put(p, text, 'open');
  }

  writeFileSync(path: string, data: string): void {
    this.put(resolve(path), data, 'open');
  }

  mkdirSync(path: string): void {
    for (let p = resolve(path); !this.dirs.has(p); p = dirname(p)) {
      if (this.files.has(p)) throw errno('EEXIST', 'mkdir', p);
      this.dirs.add(p);
    }
  }

  rmSync(path: string): void {
    const p = resolve(path);
    this.files.delete(p);
    this.dirs.delete(p);
    for (const f of [...this.files.keys()]) if (f.startsWith(`${p}/`)) this.files.delete(f);
    for (const d of [...this.dirs]) if (d.startsWith(`${p}/`)) this.dirs.delete(d);
  }

  *readLines(path: string): Generator<string> {
    yield* this.readFile(path).toString('utf8').split('\n');
  }

  writeLines(path: string, first: string, rest: Iterable<string>): void {
    this.put(resolve(path), [first, ...rest].join('\n'), 'open');
  }

  async writeFile(path: string, data: string | Uint8Array): Promise<void> {
    this.put(resolve(path), data, 'open');
  }

  async mkdir(path: string): Promise<void> {
    this.mkdirSync(path);
  }

  async rm(path: string): Promise<void> {
    this.rmSync(path);
  }

  async rename(from: string, to: string): Promise<void> {
    const a = resolve(from);
    const b = resolve(to);
    this.parentMustExist(b, 'rename');
    const f = this.files.get(a);
    if (f) {
      if (this.dirs.has(b)) throw errno('EISDIR', 'rename', b);
      this.files.delete(a);
      this.files.set(b, f);
      return;
    }
    if (!this.dirs.has(a)) throw errno('ENOENT', 'rename', a);
    if (this.files.has(b)) throw errno('ENOTDIR', 'rename', b);
    if (this.dirs.has(b) && this.readdir(b).length > 0) throw errno('ENOTEMPTY', 'rename', b);
    const move = (p: string) => b + p.slice(a.length);
    for (const [p, file] of [...this.files])
      if (p.startsWith(`${a}/`)) {
        this.files.delete(p);
        this.files.set(move(p), file);
      }
    for (const d of [...this.dirs])
      if (d === a || d.startsWith(`${a}/`)) {
        this.dirs.delete(d);
        this.dirs.add(move(d));
      }
  }

  async link(from: string, to: string): Promise<void> {
    const a = resolve(from);
    const b = resolve(to);
    const f = this.files.get(a);
    if (!f) throw errno('ENOENT', 'link', a);
    if (this.stat(b) !== undefined) throw errno('EEXIST', 'link', b);
    this.parentMustExist(b, 'link');
    this.files.set(b, f);
  }

  async copyFile(from: string, to: string): Promise<void> {
    const a = resolve(from);
    // A file the build wrote, or one of its input (the data folder), which is on the disk.
    const bytes = this.files.get(a)?.bytes ?? readFileSync(a);
    this.put(resolve(to), bytes, 'copyfile');
  }
}

/** The routes a site model has besides its keyed pages that the fake renderer writes: the home and view pages. */
function otherRoutes(request: RenderRequest): string[] {
  return ['', ...request.site.views.map((v) => `b/${v.path}`), 'quality', 'search'];
}

export interface MemoryEffects extends BuildEffects {
  fs: MemoryFs;
  /** Every page the fake renderer wrote, one list per build that rendered, in order. */
  rendered: string[][];
}

/**
 * Effects in memory: `fs` a MemoryFs (a second build with the same effects sees the first's files), a renderer
 * that writes one deterministic page per route (a keyed page's text holds its key; the other pages', the hash of
 * the frame every page shares), and an indexer that writes one entry file listing the searchable pages.
 */
export function memoryEffects(fs: MemoryFs = new MemoryFs()): MemoryEffects {
  const rendered: string[][] = [];
  return {
    fs,
    rendered,
    async renderPages(request) {
      const shell = hashOf(pageShell(request.site));
      const keyed = request.render ?? [...request.keys.keys()];
      const pages: [string, string][] = [
        ...otherRoutes(request).map((r): [string, string] => [r, `shell ${shell}`]),
        ...keyed.map((r): [string, string] => [r, `key ${request.keys.get(r)}`]),
      ];
      for (const [route, body] of pages) {
        const file = pageFile(request.into, route);
        await fs.mkdir(dirname(file));
        await fs.writeFile(
          file,
          `<!doctype html><title>${route}</title><main data-pagefind-body>${body}</main>\n`,
        );
      }
      rendered.push(pages.map(([r]) => r));
    },
    async indexSearch(request): Promise<SearchIndexResult> {
      // The build starts the index with the pages: it waits, as the real one does, for the pages to be in place.
      await request.ready?.shared();
      await request.ready?.keyed([...request.pageKeys.keys(), ...request.galleryKeys.keys()]);
      const pages = fs.list(request.into).filter((f) => f.endsWith('.html'));
      const entry = `${request.into}/pagefind/pagefind-entry.json`;
      await fs.mkdir(dirname(entry));
      await fs.writeFile(entry, `${JSON.stringify({ pages })}\n`);
      const key = stamped(hashOf(pages), entry, fs);
      return {
        keys: key === undefined ? {} : { main: key },
        indexed: { parts: 1, pages: pages.length, names: ['main'] },
        reused: { parts: 0, pages: 0 },
      };
    },
  };
}

// Incremental builds equal cold builds (issue 19): the demo is built, then one conversation's text is edited and
// the site rebuilt into the same output with the same cache; the result is compared, byte for byte, with a cold
// build of the edited data in a fresh output and cache. The same again after one judgment's verdict changes. The
// rebuild must also have kept pages and search index parts, or it proves nothing about the cache.
import { cp, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, PROJECT_ROOT } from '../../src/pipeline/buildSite.ts';
import { hashTree } from './hashTree.ts';

async function build(data: string, out: string, cache: string): Promise<string[]> {
  const log: string[] = [];
  const code = await buildSite({ dataDir: data, outDir: out, cacheDir: cache, log: (m) => log.push(m) });
  expect(code, log.join('\n')).toBe(0);
  return log;
}

/**
 * The numbers of the build's page and search lines: rendered and kept conversation and seed pages, rendered and
 * kept gallery pages, indexed and kept parts.
 */
function counts(log: readonly string[]): {
  rendered: number;
  total: number;
  galleryRendered: number;
  galleryKept: number;
  indexed: number;
  keptParts: number;
  /** The names of the parts indexed (`main`, `shard:<name>`). */
  indexedNames: string[];
} {
  const pages = log.join('\n').match(/(\d+) of (\d+) conversation and seed pages rendered/);
  const gallery = log.join('\n').match(/(\d+) of \d+ gallery pages rendered, (\d+) kept/);
  const search = log
    .join('\n')
    .match(
      /search index: (\d+) parts, \d+ pages indexed; (\d+) parts, \d+ pages kept(?:; indexed: ([^)]*))?\)/,
    );
  expect(pages, log.join('\n')).not.toBeNull();
  expect(gallery, log.join('\n')).not.toBeNull();
  expect(search, log.join('\n')).not.toBeNull();
  return {
    rendered: Number(pages![1]),
    total: Number(pages![2]),
    galleryRendered: Number(gallery![1]),
    galleryKept: Number(gallery![2]),
    indexed: Number(search![1]),
    keptParts: Number(search![2]),
    indexedNames: search![3]?.split(', ') ?? [],
  };
}

async function replaceOnce(file: string, from: string, to: string): Promise<void> {
  const text = await readFile(file, 'utf8');
  const at = text.indexOf(from);
  expect(at, `${from} in ${file}`).toBeGreaterThanOrEqual(0);
  await writeFile(file, `${text.slice(0, at)}${to}${text.slice(at + from.length)}`);
}

describe('incremental builds', () => {
  let root: string;
  let data: string;
  const out = () => join(root, 'site');
  const cache = () => join(root, 'cache');

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'parley-incremental-'));
    data = join(root, 'data');
    await cp(join(PROJECT_ROOT, 'content'), data, { recursive: true });
    const first = counts(await build(data, out(), cache()));
    expect(first.rendered).toBe(first.total);
    expect(first.galleryRendered).toBeGreaterThan(100);
    expect(first.galleryKept).toBe(0);
    expect(first.keptParts).toBe(0);
  });

  it("re-renders only the edited conversation's page and its seed's, and gives a cold build's bytes", async () => {
    await replaceOnce(
      join(data, 'meena', 'demo.txt'),
      'Start small with hiking and keep notes on what works.',
      'Start small with hiking, and keep notes on what works for you.',
    );
    const again = counts(await build(data, out(), cache()));
    expect(again.rendered).toBe(2);
    expect(again.total).toBeGreaterThan(100);
    // The gallery's pages that do not show the conversation are kept (its cards quote other chats).
    expect(again.galleryKept).toBeGreaterThan(100);
    expect(again.keptParts).toBeGreaterThan(0);
    // The search parts indexed again: the main index (the home and quality pages are rendered every build) and
    // the edited conversation's shard; the filtered gallery pages' part only if one of its pages changed
    // (decision 0165).
    expect(again.indexedNames).toContain('main');
    expect(again.indexedNames).toContain('shard:meena-0');
    expect(again.indexedNames.includes('shard:gallery')).toBe(again.galleryRendered > 0);
    const entry = async (dir: string) =>
      (
        JSON.parse(await readFile(join(out(), dir, 'pagefind-entry.json'), 'utf8')) as {
          languages: { en: { page_count: number } };
        }
      ).languages.en.page_count;
    // The gallery part holds every filtered gallery page, and with the main index every searchable page outside
    // the conversation pages: each is in one of the two.
    const gallery = again.galleryRendered + again.galleryKept;
    expect(await entry('pagefind-shards/gallery')).toBe(gallery);
    const searchable = (await readdir(out(), { recursive: true })).filter(
      (f) => f.endsWith('.html') && !/^(c|pagefind|pagefind-shards|_assets|data)\//.test(f),
    );
    let marked = 0;
    for (const f of searchable)
      if (/<main\b[^>]*\sdata-pagefind-body/.test(await readFile(join(out(), f), 'utf8'))) marked++;
    expect(await entry('pagefind')).toBe(marked - gallery);
    const cold = join(root, 'cold-text');
    await build(data, cold, join(root, 'cold-text-cache'));
    const [a, b] = await Promise.all([hashTree(out()), hashTree(cold)]);
    expect(Object.keys(a).length).toBeGreaterThan(1000);
    expect(a).toEqual(b);
    const page = await readFile(join(out(), 'search', 'index.html'), 'utf8');
    expect(page).toMatch(/data-shards="pagefind-shards\/[^"]+\/"/);
  });

  it("after one judgment's verdict changes, re-renders the two pages it shows on and gives a cold build's bytes", async () => {
    // The judge's first Uni-Eval verdict: "Yes" (the chat is by a bot) becomes "No". The verdict shows on the
    // conversation's page, and on the gallery's pages through its cards' verdicts and the verdict filters' counts.
    await replaceOnce(join(data, 'botchat', 'UniEval.tsv'), '"Choice: Yes', '"Choice: No');
    const again = counts(await build(data, out(), cache()));
    expect(again.rendered).toBe(2);
    expect(again.galleryRendered).toBeGreaterThan(0);
    expect(again.galleryKept).toBeGreaterThan(0);
    const cold = join(root, 'cold-judgment');
    await build(data, cold, join(root, 'cold-judgment-cache'));
    const [a, b] = await Promise.all([hashTree(out()), hashTree(cold)]);
    expect(a).toEqual(b);
  });

  it("after a conversation is taken out of the data, deletes its pages and gives a cold build's bytes", async () => {
    // The Meena demo's last conversation (the second between two people) goes.
    const file = join(data, 'meena', 'demo.txt');
    const text = await readFile(file, 'utf8');
    const at = text.indexOf('Human Conversation 2');
    expect(at).toBeGreaterThan(0);
    await writeFile(file, text.slice(0, at));
    const again = counts(await build(data, out(), cache()));
    expect(again.rendered).toBe(0);
    const cold = join(root, 'cold-removed');
    await build(data, cold, join(root, 'cold-removed-cache'));
    const [a, b] = await Promise.all([hashTree(out()), hashTree(cold)]);
    expect(a).toEqual(b);
    // No folder is left behind empty where the pages were.
    const dirs = (await readdir(out(), { withFileTypes: true, recursive: true })).filter((e) =>
      e.isDirectory(),
    );
    for (const d of dirs)
      expect((await readdir(join(d.parentPath, d.name))).length, join(d.parentPath, d.name)).toBeGreaterThan(
        0,
      );
  });

  it('keeps nothing another build wrote into the same output with another cache', async () => {
    // Another build, of other data and with a cache of its own, writes the output; then this one builds again.
    const other = join(root, 'other-data');
    await cp(data, other, { recursive: true });
    await replaceOnce(
      join(other, 'meena', 'demo.txt'),
      'I would have laughed it off and tried again the next day :D',
      'I would have gone home and tried again another day.',
    );
    await build(other, out(), join(root, 'other-cache'));
    const again = counts(await build(data, out(), cache()));
    // The other build's files are not this build's: the pages it rewrote are rendered again, not kept.
    expect(again.rendered).toBeGreaterThanOrEqual(2);
    const cold = join(root, 'cold-other');
    await build(data, cold, join(root, 'cold-other-cache'));
    expect(await hashTree(out())).toEqual(await hashTree(cold));
  });
});

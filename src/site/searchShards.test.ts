import { describe, expect, it } from 'vitest';
import { GALLERY_PART, searchParts, searchShards, SHARDS_DIR } from './searchShards.ts';

const conversations = (paths: string[]) => paths.map((path) => ({ path }));

describe('searchParts', () => {
  it('puts the filtered gallery pages in a part of their own, before the conversation shards', () => {
    const parts = searchParts(
      conversations(['c/botchat/MT-2/gpt4', 'c/botchat/MT-1/gpt4', 'c/meena/D-1/bot']),
      ['gallery/formal-tone/gpt4/any/all', 'gallery/formal-tone'],
    );
    expect(parts).toEqual([
      {
        name: 'gallery',
        dir: 'pagefind-shards/gallery',
        paths: ['gallery/formal-tone', 'gallery/formal-tone/gpt4/any/all'],
      },
      // Fewer than SHARD_PAGES pages: one shard per benchmark.
      {
        name: 'botchat-0',
        dir: 'pagefind-shards/botchat-0',
        paths: ['c/botchat/MT-1/gpt4', 'c/botchat/MT-2/gpt4'],
      },
      { name: 'meena-0', dir: 'pagefind-shards/meena-0', paths: ['c/meena/D-1/bot'] },
    ]);
  });

  it('has no gallery part when the site has no filtered gallery page', () => {
    const parts = searchParts(conversations(['c/botchat/MT-1/gpt4']), []);
    expect(parts.map((p) => p.name)).toEqual(['botchat-0']);
  });

  it('lists the shards searchShards makes, so the build and the search page agree', () => {
    const paths = Array.from({ length: 2500 }, (_, i) => `c/botchat/MT-${i}/gpt4`);
    const shards = searchShards(conversations(paths));
    // 2,500 pages: three buckets of about SHARD_PAGES.
    expect(shards.map((s) => s.name)).toEqual(['botchat-0', 'botchat-1', 'botchat-2']);
    const parts = searchParts(conversations(paths), ['gallery/formal-tone']);
    expect(parts.slice(1)).toEqual(
      shards.map((s) => ({ name: s.name, dir: `${SHARDS_DIR}/${s.name}`, paths: s.paths })),
    );
  });

  it("keeps the gallery part's name apart from a benchmark called gallery", () => {
    const parts = searchParts(conversations(['c/gallery/MT-1/gpt4']), ['gallery/formal-tone']);
    expect(parts.map((p) => p.name)).toEqual([GALLERY_PART, 'gallery-0']);
    expect(new Set(parts.map((p) => p.dir)).size).toBe(2);
  });
});

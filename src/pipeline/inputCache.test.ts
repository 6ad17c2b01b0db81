import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { countWords, demoDataset, demoSiteModel } from '../../test/shared/demoFixtures.ts';
import { buildSiteModel } from './buildSiteModel.ts';
import { createInputCache, dataDigests, hashOf } from './inputCache.ts';

const dirs: string[] = [];
const scratch = () => {
  const d = mkdtempSync(join(tmpdir(), 'parley-cache-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('createInputCache', () => {
  it('computes once per (stage, inputs, code version) and reuses after that, also from a new cache object', () => {
    const dir = scratch();
    let calls = 0;
    const f = () => (calls++, { x: 1, y: [NaN] });
    const a = createInputCache(dir, 'v1');
    expect(a.memo('s', { k: 1 }, f)).toEqual({ x: 1, y: [null] });
    expect(a.memo('s', { k: 1 }, f)).toEqual({ x: 1, y: [null] });
    expect(calls).toBe(1);
    // Another process later: same entry.
    expect(createInputCache(dir, 'v1').memo('s', { k: 1 }, f)).toEqual({ x: 1, y: [null] });
    expect(calls).toBe(1);
    // Other inputs, another stage, another code version: computed again.
    a.memo('s', { k: 2 }, f);
    a.memo('t', { k: 1 }, f);
    createInputCache(dir, 'v2').memo('s', { k: 1 }, f);
    expect(calls).toBe(4);
    expect(a.tally()).toEqual({ s: { reused: 1, computed: 2 }, t: { reused: 0, computed: 1 } });
  });

  it('hashes data files by content: one changed file changes one digest', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'a.tsv'), 'x\n1\n');
    writeFileSync(join(dir, 'b.tsv'), 'x\n2\n');
    const before = await dataDigests(dir);
    writeFileSync(join(dir, 'b.tsv'), 'x\n3\n');
    const after = await dataDigests(dir);
    expect(Object.keys(after)).toEqual(['a.tsv', 'b.tsv']);
    expect(after['a.tsv']).toBe(before['a.tsv']);
    expect(after['b.tsv']).not.toBe(before['b.tsv']);
    expect(hashOf({ a: 1 })).not.toBe(hashOf({ a: 2 }));
  });
});

describe('buildSiteModel with the input-hash cache', () => {
  it('gives the same site model cold, warm and without a cache (demo content), reusing every view when warm', async () => {
    const data = await demoDataset();
    const dir = scratch();
    const build = (cache?: ReturnType<typeof createInputCache>) =>
      JSON.stringify(
        buildSiteModel(data, {
          countTokens: countWords,
          version: 'test',
          ...(cache ? { cache: { memo: cache.memo } } : {}),
        }),
      );
    // Without a cache: the demo's site model as the other tests get it.
    const plain = JSON.stringify(await demoSiteModel());
    const cold = createInputCache(dir, 'v');
    expect(build(cold)).toBe(plain);
    const warm = createInputCache(dir, 'v');
    expect(build(warm)).toBe(plain);
    const views = (JSON.parse(plain) as { views: unknown[] }).views.length;
    expect(views).toBeGreaterThan(3);
    expect(warm.tally().view).toEqual({ reused: views, computed: 0 });
    expect(cold.tally().view).toEqual({ reused: 0, computed: views });
  });
});

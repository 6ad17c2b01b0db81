// The views' cache keys are derived from what each view is handed (docs/decisions/0105): a changed file of a
// benchmark changes the keys of that benchmark's views and of no other, and a view that reads a Dataset field its
// declaration does not name fails instead of being cached under a key that leaves the field out.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDataset } from '../../../test/shared/demoFixtures.ts';
import { readDataset } from '../../profiles/index.ts';
import { emptyDataset, type Dataset } from '../../records/dataset.ts';
import type { Memo } from '../../views/viewContext.ts';
import { createSlicer, UndeclaredReadError, type DatasetReads } from './datasetSlice.ts';
import { benchmarkLengths, buildSiteViews } from './siteViews.ts';
import { LENGTH_READS, VIEW_READS } from './viewInputs.ts';

const CONTENT = join(import.meta.dirname, '../../../content');
const tokens = (t: string) => t.split(/\s+/).length;
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** The cache key of every view and of every benchmark's lengths, as the memo is asked for them, by name. */
function keysOf(data: Dataset): Record<string, string> {
  const out: Record<string, string> = {};
  const memo: Memo = (stage, inputs, compute) => {
    const view = typeof inputs === 'object' && inputs !== null && 'view' in inputs ? inputs.view : undefined;
    const who =
      stage === 'view' && typeof view === 'object' && view !== null && 'path' in view
        ? String(view.path)
        : stage === 'lengths' && typeof inputs === 'object' && inputs !== null && 'benchmark' in inputs
          ? String(inputs.benchmark)
          : undefined;
    if (who !== undefined) out[`${stage} ${who}`] = JSON.stringify(inputs);
    return compute();
  };
  const ctx = { tokens, cache: { memo } };
  buildSiteViews(data, ctx, benchmarkLengths(data, ctx));
  return out;
}

describe('the cache keys of the views', () => {
  // Two benchmarks of the demo: HCG (two judges) and the Arena battles (two judges).
  let dir: string;
  let before: Record<string, string>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'parley-view-keys-'));
    dirs.push(dir);
    cpSync(join(CONTENT, 'hcg'), join(dir, 'hcg'), { recursive: true });
    cpSync(join(CONTENT, 'arena'), join(dir, 'arena'), { recursive: true });
    before = keysOf(await readDataset(dir));
  });
  const dropLastLine = (file: string) => {
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    writeFileSync(file, `${lines.slice(0, -1).join('\n')}\n`);
  };
  const changed = (after: Record<string, string>) =>
    Object.keys(before)
      .filter((k) => after[k] !== before[k])
      .sort();

  it('has one key per view and per benchmark with conversations', () => {
    // The battles carry no conversation text: no lengths of the Arena.
    expect(Object.keys(before).sort()).toEqual([
      'lengths hcg',
      'view arena-gpt-4',
      'view arena-human',
      'view hcg-Claude',
      'view hcg-GPT4o',
    ]);
  });

  it("changes the keys of every view of a benchmark whose file changed, and of that benchmark's views only", async () => {
    // One judgment fewer in a Claude verdict file: both HCG views (the Turing-test figure compares the judges).
    const claude = join(
      dir,
      'hcg/Evaluation/result_oasst/Claude_Evaluator/uni_eval/oasst1_en_DemoBot_GPT4oMini_6.jsonl',
    );
    dropLastLine(claude);
    const afterHcg = keysOf(await readDataset(dir));
    expect(changed(afterHcg)).toEqual(['view hcg-Claude', 'view hcg-GPT4o']);
    // The demo's battles end in a cut-short record, which is not used: dropping it changes no record, so no key.
    before = afterHcg;
    const battles = join(dir, 'arena/battles.jsonl');
    dropLastLine(battles);
    expect(changed(keysOf(await readDataset(dir)))).toEqual([]);
    // The first battle's tie now a win: both Arena views (the key covers every judge's battles), not HCG's.
    writeFileSync(battles, readFileSync(battles, 'utf8').replace('"winner": "tie"', '"winner": "model_a"'));
    expect(changed(keysOf(await readDataset(dir)))).toEqual(['view arena-gpt-4', 'view arena-human']);
  });
});

describe('a slice of a dataset', () => {
  const data = emptyDataset();
  data.conversations.push(
    {
      id: 'a/s/m',
      benchmark: 'a',
      setting: '',
      seed: 's',
      model: 'm',
      chats: ['x'],
      seedChats: 0,
      source: { file: 'a.tsv', line: 2 },
    },
    {
      id: 'b/s/m',
      benchmark: 'b',
      setting: '',
      seed: 's',
      model: 'm',
      chats: ['y'],
      seedChats: 0,
      source: { file: 'b.tsv', line: 2 },
    },
  );

  it('hands over the declared lists narrowed to the benchmark, and throws on a field it does not declare', () => {
    const slice = createSlicer(data)('a', LENGTH_READS, 'the test');
    expect(slice.data.conversations.map((c) => c.id)).toEqual(['a/s/m']);
    expect(() => slice.data.fedItems).toThrow(UndeclaredReadError);
    expect(() => slice.data.models).toThrow(
      'the test read Dataset.models, which its declared inputs do not name',
    );
  });

  it('keys by content: the same records give the same key, another record of the benchmark another key', () => {
    const key = (d: Dataset) => JSON.stringify(createSlicer(d)('a', LENGTH_READS, 'the test').inputs());
    const same = structuredClone(data);
    expect(key(same)).toBe(key(data));
    // Another benchmark's record: the same key.
    same.conversations[1] = { ...same.conversations[1]!, chats: ['z'] };
    expect(key(same)).toBe(key(data));
    // The same file, another text: another key.
    same.conversations[0] = { ...same.conversations[0]!, chats: ['w'] };
    expect(key(same)).not.toBe(key(data));
  });
});

describe('the declaration of what a view reads', () => {
  let demo: Dataset;
  beforeAll(async () => {
    demo = await demoDataset();
  });
  const build = (reads: DatasetReads) => {
    const ctx = { tokens };
    return buildSiteViews(demo, ctx, benchmarkLengths(demo, ctx), reads);
  };

  it('names everything the demo views read (they build through the guard)', () => {
    expect(build(VIEW_READS).length).toBeGreaterThan(3);
  });

  // Every declared field is read by some view: leaving one out makes the build fail naming it. This is the test
  // that fails when a view reads a field its declaration does not name.
  it.each([...VIEW_READS.ofBenchmark, ...VIEW_READS.whole])('fails when %s is left out of it', (field) => {
    const reads: DatasetReads = {
      ofBenchmark: VIEW_READS.ofBenchmark.filter((f) => f !== field),
      whole: VIEW_READS.whole.filter((f) => f !== field),
    };
    expect(() => build(reads)).toThrow(new RegExp(`read Dataset\\.${field}, which its declared inputs`));
  });
});

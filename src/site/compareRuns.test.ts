import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readDataset } from '../profiles/index.ts';
import { compareData } from '../sections/compare/compareData.ts';
import { compareModelPath, type CompareModelFile, type CompareSeed } from './compareModel.ts';
import { byRegression, changeCounts, itemChange } from './compareRuns.ts';
import type { SiteModel } from './siteModel.ts';

/** A seed's row with one judge's verdict: pass (`human`), fail (`ai`), or none. */
const row = (seed: string, verdict?: 'human' | 'ai'): CompareSeed =>
  ({
    setting: '',
    seed,
    uni: verdict ? [{ judge: 'j', verdict, firstAiChat: verdict === 'ai' ? 3 : null }] : [],
    gt: [],
  }) as unknown as CompareSeed;

describe('two runs item by item (hand-checked)', () => {
  // s1 and s4 regress (A passed, B failed), s2 improves, s3 passes in both, s5 is judged in A only.
  const shared = [
    [row('s1', 'human'), row('s1', 'ai')],
    [row('s2', 'ai'), row('s2', 'human')],
    [row('s3', 'human'), row('s3', 'human')],
    [row('s4', 'human'), row('s4', 'ai')],
    [row('s5', 'human'), row('s5')],
  ] as const;

  it('names each item’s change, and none for an item one run was not judged on', () => {
    expect(shared.map(([a, b]) => itemChange(a, b, 'j'))).toEqual([
      'regressed',
      'improved',
      'unchanged',
      'regressed',
      undefined,
    ]);
  });

  it('counts 2 regressed, 1 improved, 1 unchanged of 4, McNemar exact p = 2 · P(X ≤ 1 | 3, ½) = 1', () => {
    expect(changeCounts(shared, ['j', 'nobody'])).toEqual([
      { judge: 'j', n: 4, regressed: 2, improved: 1, unchanged: 1, p: 1 },
    ]);
  });

  it('lists regressions first, then improvements, then the rest, each in its order', () => {
    expect(byRegression(shared, ['j']).map(([a]) => a.seed)).toEqual(['s1', 's4', 's2', 's3', 's5']);
  });
});

describe('two snapshots of the demo’s BotChat files, compared item by item', () => {
  const dir = mkdtempSync(join(tmpdir(), 'parley-runs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const content = join(import.meta.dirname, '../../content/botchat');

  /** The UniEval text with the gpt4 verdict of a seed replaced. */
  function flip(text: string, seed: string, from: string, to: string): string {
    const at = text.indexOf(`\t${seed};gpt4\t`);
    const cut = text.indexOf(from, at);
    expect(at).toBeGreaterThan(0);
    expect(cut).toBeGreaterThan(at);
    return text.slice(0, cut) + to + text.slice(cut + from.length);
  }

  it('reads each run as a model of its own and counts the flipped verdicts as its changes', async () => {
    // The second snapshot: GPT-4's MT-1 goes from AI found to none (improved), MT-2 and MT-3 the other way.
    let uni = readFileSync(join(content, 'UniEval.tsv'), 'utf8');
    uni = flip(uni, 'MT-1', 'Choice: Yes\nIndex: 10', 'Choice: No\nIndex: None');
    uni = flip(uni, 'MT-2', 'Choice: No\nIndex: None', 'Choice: Yes\nIndex: 2');
    uni = flip(uni, 'MT-3', 'Choice: No\nIndex: None', 'Choice: Yes\nIndex: 2');
    for (const run of ['2026-10', '2026-11']) {
      mkdirSync(join(dir, run));
      cpSync(join(content, 'MuTualTest-convs.tsv'), join(dir, run, 'MuTualTest-convs.tsv'));
    }
    cpSync(join(content, 'UniEval.tsv'), join(dir, '2026-10', 'UniEval.tsv'));
    writeFileSync(join(dir, '2026-11', 'UniEval.tsv'), uni);
    const files = ['2026-10', '2026-11'].flatMap((run) => [
      { path: `${run}/MuTualTest-convs.tsv`, role: 'botchat-convs', run },
      { path: `${run}/UniEval.tsv`, role: 'botchat-unieval', run },
    ]);
    writeFileSync(join(dir, 'parley.manifest.json'), JSON.stringify({ files }));
    const data = await readDataset(dir);

    expect(data.models.find((m) => m.id === 'gpt4--2026-11')?.display).toBe('GPT-4 (run 2026-11)');
    expect(data.models.some((m) => m.id === 'gpt4')).toBe(false);
    // Nothing of the second snapshot was taken for a copy of the first: 29 judgments each (one of the demo's 30
    // GPT-4 rows is broken on purpose and rejected).
    expect(data.uniJudgments.filter((j) => j.model === 'gpt4--2026-10')).toHaveLength(29);
    expect(data.uniJudgments.filter((j) => j.model === 'gpt4--2026-11')).toHaveLength(29);

    const site = {
      views: [{ benchmark: 'botchat', benchmarkTitle: 'BotChat', judge: 'gpt-4', figures: [] }],
      conversations: data.conversations.map((c) => ({ id: c.id, path: `c/${c.id}` })),
      sections: {},
    } as unknown as SiteModel;
    const { files: out } = compareData(data, site);
    const shared = (model: string) => {
      const a = out.get(compareModelPath('botchat', `${model}--2026-10`)) as CompareModelFile;
      const b = new Map(
        (out.get(compareModelPath('botchat', `${model}--2026-11`)) as CompareModelFile).seeds.map((s) => [
          s.seed,
          s,
        ]),
      );
      return a.seeds.flatMap((s) => (b.has(s.seed) ? [[s, b.get(s.seed)!] as const] : []));
    };
    const parsed = data.uniJudgments.filter(
      (j) => j.model === 'gpt4--2026-10' && j.verdict !== 'unparsed',
    ).length;
    const [gpt4] = changeCounts(shared('gpt4'), ['gpt-4']);
    expect(gpt4).toMatchObject({
      judge: 'gpt-4',
      n: parsed,
      regressed: 2,
      improved: 1,
      unchanged: parsed - 3,
    });
    // McNemar exact: 2 · P(X ≤ 1) for X ~ Binomial(3, ½) = 2 · 4/8, capped at 1.
    expect(gpt4!.p).toBe(1);
    expect(
      byRegression(shared('gpt4'), ['gpt-4'])
        .slice(0, 3)
        .map(([a]) => a.seed),
    ).toEqual(['MT-2', 'MT-3', 'MT-1']);
    // The other models' snapshots are the same verdicts: nothing changed.
    const [llama] = changeCounts(shared('llama2-7b'), ['gpt-4']);
    expect(llama).toMatchObject({ regressed: 0, improved: 0 });
    expect(llama!.unchanged).toBe(llama!.n);
  });
});

// Fit to formats, not to files: the HCG study's files copied under other names give the same numbers. Two
// arrangements of copies in a temporary directory (nothing is committed): the study's layout for another split
// (`dolly_en` where the study wrote `oasst1_en`, `result_dolly/` for `result_oasst/`), and a flat directory whose
// files are named freely, each judgment file named after its dialogue file.
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../records/dataset.ts';
import { reportTotals } from '../../records/report.ts';
import { pairStudySummary, uniStudySummary } from '../../stats/studySummary.ts';
import { readDataset } from '../index.ts';

const HCG_DIR = resolve(import.meta.dirname, '../../../../shared/data/hcg');
const present = existsSync(HCG_DIR);

async function filesUnder(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

async function copyAs(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  await copyFile(from, to);
}

/** Per judge, setting and model: the study's summary numbers of its single-dialogue and comparison judgments. */
function numbers(d: Dataset): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const keyOf = (j: { judge: string; setting: string }, models: string) =>
    `${j.judge} ${j.setting} ${models}`;
  const uni = new Map<string, typeof d.uniJudgments>();
  for (const j of d.uniJudgments) uni.set(keyOf(j, j.model), [...(uni.get(keyOf(j, j.model)) ?? []), j]);
  for (const [k, js] of uni) out[`uni ${k}`] = uniStudySummary(js);
  const pair = new Map<string, typeof d.pairJudgments>();
  for (const j of d.pairJudgments) {
    const k = keyOf(j, `${j.kind} ${j.model1} ${j.model2}`);
    pair.set(k, [...(pair.get(k) ?? []), j]);
  }
  for (const [k, js] of pair) out[`pair ${k}`] = pairStudySummary(js);
  for (const c of d.conversations) {
    const k = `conversations ${c.setting} ${c.model}`;
    const n = (out[k] as { n: number; seedChats: number } | undefined) ?? { n: 0, seedChats: 0 };
    out[k] = { n: n.n + 1, seedChats: n.seedChats + c.seedChats };
  }
  out.verified = d.uniJudgments.filter((j) => j.judgedText !== undefined).length;
  return out;
}

describe.skipIf(!present)('the HCG study under other names (copies of ../shared/data/hcg)', () => {
  let work: string;
  let clean: Dataset;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'parley-hcg-renamed-'));
    clean = await readDataset(HCG_DIR);
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it('reads another split laid out as the study lays out its splits, with the same numbers', async () => {
    const dir = join(work, 'split');
    for (const f of await filesUnder(HCG_DIR))
      await copyAs(
        join(HCG_DIR, f),
        join(dir, f.replaceAll('oasst1_en', 'dolly_en').replaceAll('_oasst/', '_dolly/')),
      );
    const d = await readDataset(dir);
    expect(numbers(d)).toEqual(numbers(clean));
    expect(d.publishedSummaries.length).toBe(clean.publishedSummaries.length);
    expect(d.publishedSummaries.every((s) => s.resultFile.includes('result_dolly/'))).toBe(true);
    expect(reportTotals(d.report)).toMatchObject({ rejected: 0, reconciles: true, filesReconcile: true });
  });

  it('reads files named freely, each judgment file named after its dialogue file, with the same numbers', async () => {
    const dir = join(work, 'free');
    const name = (base: string) =>
      base === 'oasst1_en_min_6_turns_summary'
        ? 'real-dialogues'
        : base.replace(/^oasst1_en_(.+)_GPT4oMini_(\d+)$/, '$1 ($2 turns)');
    const dialogues = (await filesUnder(join(HCG_DIR, 'Evaluation/data_oasst'))).map((f) =>
      f.replace(/\.jsonl$/, ''),
    );
    for (const base of dialogues)
      await copyAs(
        join(HCG_DIR, 'Evaluation/data_oasst', `${base}.jsonl`),
        join(dir, 'dialogues', `${name(base)}.jsonl`),
      );
    // The judgment files of those dialogues only: a judgment file whose dialogues are absent names nothing.
    const kept = new Set<string>();
    for (const f of await filesUnder(join(HCG_DIR, 'Evaluation/result_oasst'))) {
      const [judgeDir, kind, file] = f.split('/') as [string, string, string];
      const base = file.replace(/\.jsonl$/, '');
      const judge = judgeDir.replace(/_Evaluator$/, '');
      if (kind === 'uni_eval' && dialogues.includes(base)) {
        await copyAs(
          join(HCG_DIR, 'Evaluation/result_oasst', f),
          join(dir, 'judges', judge, 'uni_eval', `${name(base)}.jsonl`),
        );
        kept.add(`${judge} ${base}`);
      }
      const pair = dialogues.flatMap((a) =>
        dialogues.filter((b) => `${a}_${b}` === base).map((b) => [a, b]),
      )[0];
      if (kind !== 'uni_eval' && pair) {
        await copyAs(
          join(HCG_DIR, 'Evaluation/result_oasst', f),
          join(dir, 'judges', judge, kind, `${name(pair[0]!)}_${name(pair[1]!)}.jsonl`),
        );
        kept.add(`${judge} ${base}`);
      }
    }
    const d = await readDataset(dir);
    // The clean directory's numbers for the same files: judgments of dialogue files that are present.
    const sameFiles = {
      ...clean,
      uniJudgments: clean.uniJudgments.filter((j) =>
        kept.has(
          `${j.judge} ${j.source.file
            .split('/')
            .pop()!
            .replace(/\.jsonl$/, '')}`,
        ),
      ),
      pairJudgments: clean.pairJudgments.filter((j) =>
        kept.has(
          `${j.judge} ${j.source.file
            .split('/')
            .pop()!
            .replace(/\.jsonl$/, '')}`,
        ),
      ),
    };
    expect(d.uniJudgments.length).toBeGreaterThan(5000);
    expect(Object.keys(numbers(d)).length).toBeGreaterThan(30);
    expect(numbers(d)).toEqual(numbers(sameFiles));
    expect(d.models.map((m) => m.id).sort()).toEqual(
      ['GT', 'GPT4o', 'gemma_27b', 'llama_3B', 'llama_70B', 'llama_8B'].sort(),
    );
  });
});

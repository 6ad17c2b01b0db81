// Corpus test: the HCG study's judgments and summaries without its dialogue files, as studies often publish them.
// Copies of ../shared/data/hcg are made in a temporary directory (links to the files, nothing committed): the study's
// folder with its dialogue files left out; the same under the names of the study's other split (arena: one
// segment of data set, `arena_llama_8B_GPT4oMini_6`, real dialogues `arena_model_a_summaries`, the names the
// documented pattern misreads as models 8B, 27b, v1); and both splits in one folder. Every published summary the
// full folder reproduces must be reproduced by each, to the printed digit.
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../records/dataset.ts';
import { reportTotals } from '../../records/report.ts';
import { pairStudySummary, pythonFloatRepr, uniStudySummary } from '../../stats/studySummary.ts';
import { readDataset } from '../index.ts';

const HCG_DIR = resolve(import.meta.dirname, '../../../../shared/data/hcg');
const present = existsSync(HCG_DIR);
if (!present) console.warn(`corpus absent: ${HCG_DIR} not found; the HCG judgments-only tests are skipped`);

async function filesUnder(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

/** The study's dialogue files: the folder its readers read dialogues from (`data_<split>/`). */
const isDialogueFile = (f: string) => /(^|\/)data_[^/]+\//.test(f);

/** The study's names as its arena split spells them (its real dialogues, its one-segment data set). */
const asArena = (s: string) =>
  s
    .replaceAll('oasst1_en_min_6_turns_summary', 'arena_model_a_summaries')
    .replaceAll('oasst1_en_', 'arena_')
    .replaceAll('_oasst/', '_arena/')
    .replaceAll('_oasst_', '_arena_');

/**
 * A copy of the study's folder without its dialogue files, in `dir`, names changed by `rename`: a link to each file
 * (a copy with `copies`: two links to one file are read once), except the summaries, whose text names the files
 * (copied, renamed the same way).
 */
async function judgmentsOnly(
  dir: string,
  rename: (s: string) => string = (s) => s,
  copies = false,
): Promise<void> {
  for (const f of await filesUnder(HCG_DIR)) {
    const to = join(dir, rename(f));
    // A second copy into the same folder shares the files whose names it does not change (README.md, LICENSE).
    if (isDialogueFile(f) || existsSync(to)) continue;
    await mkdir(dirname(to), { recursive: true });
    if (f.includes('result_summary_') && f.endsWith('.jsonl'))
      await writeFile(to, rename(await readFile(join(HCG_DIR, f), 'utf8')));
    else if (copies) await copyFile(join(HCG_DIR, f), to);
    else await symlink(join(HCG_DIR, f), to);
  }
}

/** Each published summary whose result file was read: its file and whether every value is reproduced. */
function reproduced(d: Dataset): Map<string, string[]> {
  const byFile = new Map<string, { uni: Dataset['uniJudgments']; pair: Dataset['pairJudgments'] }>();
  const of = (file: string) => {
    let e = byFile.get(file);
    if (!e) byFile.set(file, (e = { uni: [], pair: [] }));
    return e;
  };
  for (const j of d.uniJudgments) of(j.source.file).uni.push(j);
  for (const j of d.pairJudgments) of(j.source.file).pair.push(j);
  const out = new Map<string, string[]>();
  for (const s of d.publishedSummaries) {
    const js = byFile.get(s.resultFile);
    const computed: Record<string, number> | undefined =
      s.kind === 'uni'
        ? js && js.uni.length > 0
          ? { ...uniStudySummary(js.uni) }
          : undefined
        : js && js.pair.length > 0
          ? { ...pairStudySummary(js.pair) }
          : undefined;
    if (!computed) continue;
    out.set(
      s.resultFile,
      Object.entries(s.values).flatMap(([key, pub]) => {
        const mine = computed[key];
        const text =
          mine === undefined ? undefined : key.includes('Rate') ? pythonFloatRepr(mine) : String(mine);
        return text === pub.printed ? [] : [`${key}: published ${pub.printed}, computed ${text}`];
      }),
    );
  }
  return out;
}

/**
 * What a judgment says, without what only its dialogue gives (the digest of its text, its length); `realSetting`
 * is the setting of the real dialogues' single-dialogue judgments, when their name says another.
 */
function judgments(d: Dataset, rename: (s: string) => string = (s) => s, realSetting?: string): string[] {
  return [
    ...d.uniJudgments.map(
      (j) =>
        `${rename(j.source.file)}:${j.source.line} ${j.judge} ${j.model === 'GT' ? (realSetting ?? j.setting) : j.setting} ${j.seed} ${j.model} ${j.verdict} ${j.firstAiChat}`,
    ),
    ...d.pairJudgments.map(
      (j) =>
        `${rename(j.source.file)}:${j.source.line} ${j.judge} ${j.kind} ${j.model2 === 'GT' ? (realSetting ?? j.setting) : j.setting} ${j.seed} ${j.model1} ${j.model2} ${j.outcome}`,
    ),
  ].sort();
}

describe.skipIf(!present)('the HCG study without its dialogue files (copies of ../shared/data/hcg)', () => {
  let work: string;
  let full: Dataset;
  let judged: Dataset;
  let arena: Dataset;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'parley-hcg-judgments-only-'));
    await judgmentsOnly(join(work, 'study'));
    await judgmentsOnly(join(work, 'arena'), asArena);
    full = await readDataset(HCG_DIR);
    judged = await readDataset(join(work, 'study'), { followOutsideLinks: true });
    arena = await readDataset(join(work, 'arena'), { followOutsideLinks: true });
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it('reproduces every published summary the full folder reproduces: 92 of 92, GPT-4o 59 of 59', () => {
    const whole = reproduced(full);
    const only = reproduced(judged);
    expect([...only.keys()].sort()).toEqual([...whole.keys()].sort());
    expect([...only.values()].flat()).toEqual([]);
    expect(only.size).toBe(92);
    expect([...only.keys()].filter((f) => f.includes('/GPT4o_Evaluator/'))).toHaveLength(59);
  });

  it('reads every judgment as the full folder does, rejecting none; nothing is verified, and every file says so', () => {
    expect(judgments(judged)).toEqual(judgments(full));
    expect(reportTotals(judged.report)).toMatchObject({ rejected: 0, reconciles: true });
    expect(judged.uniJudgments.some((j) => j.judgedText !== undefined)).toBe(false);
    const files = judged.report.files.filter((f) => ['hcg-uni', 'hcg-pair'].includes(f.role));
    expect(files).toHaveLength(95);
    expect(files.filter((f) => f.findings.some((x) => x.kind === 'not-verified'))).toHaveLength(95);
    // Every comparison file says how its name was split: 44 files, by their summaries or by declared names.
    const split = files.flatMap((f) => f.findings.filter((x) => x.kind === 'name-split'));
    expect(split).toHaveLength(44);
    expect(judged.report.files.flatMap((f) => f.findings).filter((x) => x.kind === 'name-not-split')).toEqual(
      [],
    );
  });

  it('under the arena split’s names: the same 92 summaries reproduced, and every model name whole', () => {
    const whole = reproduced(full);
    const renamed = reproduced(arena);
    expect([...renamed.keys()].sort()).toEqual([...whole.keys()].map(asArena).sort());
    expect([...renamed.values()].flat()).toEqual([]);
    // Not 27b, v1, 8B: the models of the full folder, by the same ids.
    expect(arena.models.map((m) => m.id)).toEqual(full.models.map((m) => m.id));
    // The real dialogues' name says no number of turns there (`<split>_min_6_turns_summary` does): no setting.
    expect(judgments(arena)).toEqual(judgments(full, asArena, ''));
    expect(reportTotals(arena.report)).toMatchObject({ rejected: 0, reconciles: true });
    const gt = arena.pairJudgments.filter((j) => j.kind === 'gt');
    expect(gt.length).toBe(full.pairJudgments.filter((j) => j.kind === 'gt').length);
  });

  it('files two splits in one folder apart: 184 summaries reproduced, no record taken for another', async () => {
    const both = join(work, 'both');
    await judgmentsOnly(both);
    await judgmentsOnly(both, asArena, true);
    const d = await readDataset(both, { followOutsideLinks: true });
    const r = reproduced(d);
    expect(r.size).toBe(184);
    expect([...r.values()].flat()).toEqual([]);
    expect(d.report.problems.map((p) => p.kind)).toEqual(['unreadable', 'unreadable']);
    expect(reportTotals(d.report)).toMatchObject({ rejected: 0, reconciles: true });
    expect(d.uniJudgments.length).toBe(2 * judged.uniJudgments.length);
    expect(new Set(d.uniJudgments.map((j) => j.setting))).toEqual(
      new Set(['oasst1_en-6', 'oasst1_en-12', 'arena', 'arena-6', 'arena-12']),
    );
  });
});

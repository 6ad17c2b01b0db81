// HCG judgment files read without their dialogue files, on small hand-made folders written to a temporary
// directory: joined names split by the names the other files declare, model names whole (with underscores, and
// with the judge's name inside them), every published summary reproduced, nothing rejected, and nothing verified
// that cannot be. The same files renamed and moved, with unrelated files beside them, give the same numbers.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../records/dataset.ts';
import { reportTotals } from '../../records/report.ts';
import { pairStudySummary, pythonFloatRepr, uniStudySummary } from '../../stats/studySummary.ts';
import { readDataset } from '../index.ts';
import { hcgStem } from './naming.ts';

type Uni = { choice: 'Yes' | 'No'; index: string; reason: string };
type Pair = { choice: 'Conversation 1' | 'Conversation 2' | 'Both' | 'Neither'; reason: string };
const no = (reason = 'Casual and short.'): Uni => ({ choice: 'No', index: 'None', reason });
const yes = (index: number, reason = 'Too polished.'): Uni => ({
  choice: 'Yes',
  index: String(index),
  reason,
});
const pair = (choice: Pair['choice']): Pair => ({ choice, reason: 'Compared.' });

/** The study's arena split: a one-segment data set, models whose names hold `_`, real dialogues named freely. */
const REAL = 'arena_model_a_summaries';
const D = {
  gpt4o: 'arena_GPT4o_GPT4oMini_6',
  mini: 'arena_GPT4oMini_GPT4oMini_6',
  gemma: 'arena_gemma_27b_GPT4oMini_6',
  v1: 'arena_llama_3b_v1_GPT4oMini_12',
  l8: 'arena_llama_8B_GPT4oMini_6',
};
/** Judgments by judge, kind and file stem (a comparison's stem joins its two dialogue names, A first). */
const JUDGMENTS: { judge: string; kind: 'uni' | 'gt' | 'pair'; stem: string; lines: (Uni | Pair)[] }[] = [
  { judge: 'GPT4o', kind: 'uni', stem: D.gpt4o, lines: [no(), no(), yes(2)] },
  { judge: 'GPT4o', kind: 'uni', stem: D.mini, lines: [yes(1), no(), no()] },
  {
    judge: 'GPT4o',
    kind: 'uni',
    stem: D.gemma,
    lines: [no("It says 'I am just a curious person here'"), yes(2), no()],
  },
  { judge: 'GPT4o', kind: 'uni', stem: D.v1, lines: [yes(3), yes(1), no()] },
  { judge: 'GPT4o', kind: 'uni', stem: D.l8, lines: [no(), no(), no()] },
  { judge: 'GPT4o', kind: 'uni', stem: REAL, lines: [no(), no(), yes(1)] },
  {
    judge: 'GPT4o',
    kind: 'gt',
    stem: `${REAL}_${D.gemma}`,
    lines: [pair('Conversation 2'), pair('Both'), pair('Neither')],
  },
  {
    judge: 'GPT4o',
    kind: 'gt',
    stem: `${REAL}_${D.v1}`,
    lines: [pair('Conversation 1'), pair('Conversation 1'), pair('Conversation 2')],
  },
  {
    judge: 'GPT4o',
    kind: 'pair',
    stem: `${D.mini}_${D.gpt4o}`,
    lines: [pair('Conversation 1'), pair('Both'), pair('Conversation 2')],
  },
  {
    judge: 'GPT4o',
    kind: 'pair',
    stem: `${D.l8}_${D.gemma}`,
    lines: [pair('Neither'), pair('Conversation 2'), pair('Conversation 2')],
  },
  // A judge named like a model of the study.
  { judge: 'llama_8B', kind: 'uni', stem: D.gemma, lines: [yes(1), yes(1), no()] },
];
/** The study's summaries, as it prints them (worked out by hand: 2 of 3 passed; A better 1 of 3, ...). */
const SUMMARIES: { judge: string; kind: 'uni' | 'gt'; stem: string; text: string }[] = [
  {
    judge: 'GPT4o',
    kind: 'uni',
    stem: D.gemma,
    text: 'Pass Rate: 0.6666666666666666\n# Total Dialogues: 3\n# Passed Dialogues: 2\n# Failed Dialogues: 1\n',
  },
  {
    judge: 'GPT4o',
    kind: 'gt',
    stem: `${REAL}_${D.gemma}`,
    text: `Conversation A: ${REAL}.jsonl\nConversation B: ${D.gemma}.jsonl\nA Better Rate: 0.3333333333333333\nB Better Rate: 0.0\nBoth Failed Rate: 0.3333333333333333\nBoth Passed Rate: 0.3333333333333333\n# Total Dialogues: 3\n# Indistinguishable Rate: 0.6666666666666666\n`,
  },
];
/** Unrelated files a study's folder holds. */
const BESIDE = {
  'README.md': '# Our evaluation\n\nJudgments of simulated dialogues.\n',
  'notes.txt': 'Run on 2025-03-01 with GPT-4o as the judge.\n',
};

const jsonl = (lines: readonly object[]) => lines.map((l) => JSON.stringify(l)).join('\n') + '\n';

interface Layout {
  /** A name as this layout spells it. */
  name: (stem: string) => string;
  judgment: (judge: string, kind: string, stem: string) => string;
  summary: (judge: string, kind: string, stem: string) => string;
}

/** The study's own layout (`Evaluation/result_<split>/<Judge>_Evaluator/<kind>_eval/...`). */
const STUDY: Layout = {
  name: (s) => s,
  judgment: (judge, kind, stem) => `Evaluation/result_arena/${judge}_Evaluator/${kind}_eval/${stem}.jsonl`,
  summary: (judge, kind, stem) =>
    `Evaluation/result_summary_arena/${judge}_Evaluator/${kind}_eval/${stem}.jsonl`,
};

/** The same files renamed (another data set's name, the real dialogues named otherwise) and moved. */
const MOVED: Layout = {
  name: (s) => s.replaceAll(REAL, 'chats_people').replaceAll('arena_', 'chats_'),
  judgment: (judge, kind, stem) => `verdicts/${judge}/${kind}_eval/${MOVED.name(stem)}.jsonl`,
  summary: (judge, kind, stem) => `published numbers/${judge}/${kind}_eval/${MOVED.name(stem)}.txt`,
};

async function write(dir: string, files: Record<string, string>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
}

/** A folder of the judgments and summaries in a layout, with unrelated files beside them (and `more` files). */
async function folder(root: string, id: string, layout: Layout, more: Record<string, string> = {}) {
  const dir = join(root, id);
  const files: Record<string, string> = { ...BESIDE, ...more };
  for (const j of JUDGMENTS) files[layout.judgment(j.judge, j.kind, j.stem)] = jsonl(j.lines);
  for (const s of SUMMARIES)
    files[layout.summary(s.judge, s.kind, s.stem)] = s.text
      .replaceAll(REAL, layout.name(REAL))
      .replace(/Conversation B: (\S+)\.jsonl/, (_, b: string) => `Conversation B: ${layout.name(b)}.jsonl`);
  await write(dir, files);
  return readDataset(dir);
}

/** Per judge, setting and models: the study's summary of the judgments, and the ids of the models met. */
function numbers(d: Dataset) {
  const out: Record<string, unknown> = {};
  const group = <T>(xs: readonly T[], key: (x: T) => string) => {
    const m = new Map<string, T[]>();
    for (const x of xs) m.set(key(x), [...(m.get(key(x)) ?? []), x]);
    return m;
  };
  for (const [k, js] of group(d.uniJudgments, (j) => `uni ${j.judge} ${j.setting} ${j.model}`))
    out[k] = uniStudySummary(js);
  for (const [k, js] of group(
    d.pairJudgments,
    (j) => `${j.kind} ${j.judge} ${j.setting} ${j.model1} ${j.model2}`,
  ))
    out[k] = pairStudySummary(js);
  return { out, models: d.models.map((m) => m.id).sort() };
}

/** Each published summary's values against the same values recomputed from the judgments of its result file. */
function reproduced(d: Dataset): { file: string; key: string; published: string; computed?: string }[] {
  const rows: { file: string; key: string; published: string; computed?: string }[] = [];
  for (const s of d.publishedSummaries) {
    // The summary's result file: the same judge and name (the layouts here file them apart).
    const of = (j: { judge: string; source: { file: string } }) =>
      j.judge === s.judge && hcgStem(j.source.file) === hcgStem(s.resultFile);
    const computed: Record<string, number> =
      s.kind === 'uni'
        ? { ...uniStudySummary(d.uniJudgments.filter(of)) }
        : { ...pairStudySummary(d.pairJudgments.filter(of)) };
    for (const [key, pub] of Object.entries(s.values)) {
      const c = computed[key];
      rows.push({
        file: hcgStem(s.resultFile),
        key,
        published: pub.printed,
        ...(c !== undefined ? { computed: key.includes('Rate') ? pythonFloatRepr(c) : String(c) } : {}),
      });
    }
  }
  return rows;
}

const findings = (d: Dataset, kind: string) =>
  d.report.files.flatMap((f) =>
    f.findings.filter((x) => x.kind === kind).map((x) => `${x.file}: ${x.message}`),
  );

describe('HCG judgments read without their dialogue files', () => {
  let root: string;
  let study: Dataset;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'parley-hcg-judgments-'));
    study = await folder(root, 'study', STUDY);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('reads every row, rejects none, and reads the unrelated files as not read', () => {
    const t = reportTotals(study.report);
    const lines = JUDGMENTS.reduce((n, j) => n + j.lines.length, 0);
    expect(study.uniJudgments.length + study.pairJudgments.length).toBe(lines);
    expect(t).toMatchObject({ rejected: 0, reconciles: true, filesReconcile: true });
    expect(study.report.skipped.map((s) => s.file).sort()).toEqual(['README.md', 'notes.txt']);
    expect(study.report.problems).toEqual([]);
  });

  it('keeps model names whole: with underscores (27b, v1, 8B) and with the judge’s name inside', () => {
    expect(numbers(study).models).toEqual([
      'GPT4o',
      'GPT4oMini',
      'GT',
      'gemma_27b',
      'llama_3b_v1',
      'llama_8B',
    ]);
    const pass = (judge: string, model: string) =>
      uniStudySummary(study.uniJudgments.filter((j) => j.judge === judge && j.model === model))['Pass Rate'];
    // Worked out by hand from the lines above: "No" is a pass.
    expect([pass('GPT4o', 'GPT4o'), pass('GPT4o', 'GPT4oMini'), pass('GPT4o', 'llama_3b_v1')]).toEqual([
      2 / 3,
      2 / 3,
      1 / 3,
    ]);
    expect(pass('GPT4o', 'llama_8B')).toBe(1);
    expect(pass('llama_8B', 'gemma_27b')).toBe(1 / 3);
    expect(study.judges.map((j) => j.id).sort()).toEqual(['GPT4o', 'llama_8B']);
  });

  it('splits each joined name into its two dialogue files, and says how on the data-quality page', () => {
    const sides = [
      ...new Set(study.pairJudgments.map((j) => `${j.kind} ${j.setting} ${j.model1} ${j.model2}`)),
    ];
    expect(sides.sort()).toEqual([
      'arena 6 GPT4oMini GPT4o',
      'arena 6 llama_8B gemma_27b',
      'gt 12 GT llama_3b_v1',
      'gt 6 GT gemma_27b',
    ]);
    const split = findings(study, 'name-split');
    expect(split).toHaveLength(4);
    expect(split.find((m) => m.includes('pair_eval/arena_GPT4oMini'))).toContain(
      'read as conversation 1 = "arena_GPT4oMini_GPT4oMini_6" (model "GPT4oMini", 6 turns) against conversation 2 = "arena_GPT4o_GPT4oMini_6" (model "GPT4o", 6 turns)',
    );
    expect(split.find((m) => m.includes(`gt_eval/${REAL}_${D.gemma}`))).toContain(
      'as its published summary names the two files',
    );
    expect(split.find((m) => m.includes(`gt_eval/${REAL}_${D.v1}`))).toContain(
      `conversation 1 = "${REAL}" (the real dialogues)`,
    );
  });

  it('reproduces every published summary to the printed digit', () => {
    const rows = reproduced(study);
    expect(rows).toHaveLength(4 + 6);
    expect(rows.filter((r) => r.computed !== r.published)).toEqual([]);
  });

  it('verifies nothing it has no text for, and says so for every judgment file', () => {
    expect(study.uniJudgments.filter((j) => j.judgedText !== undefined)).toEqual([]);
    const files = new Set(JUDGMENTS.map((j) => STUDY.judgment(j.judge, j.kind, j.stem)));
    const said = findings(study, 'not-verified');
    expect(said).toHaveLength(files.size);
    expect(said[0]).toContain('not verified: no dialogue file these 3 judgments are aligned with is read');
  });

  it('reads the same files renamed and moved, beside unrelated files, with the same numbers', async () => {
    const moved = await folder(root, 'moved', MOVED);
    expect(numbers(moved)).toEqual(numbers(study));
    expect(reproduced(moved).filter((r) => r.computed !== r.published)).toEqual([]);
    expect(reproduced(moved)).toHaveLength(10);
    expect(reportTotals(moved.report)).toMatchObject({ rejected: 0, reconciles: true });
    expect(moved.report.skipped.map((s) => s.file).sort()).toEqual(['README.md', 'notes.txt']);
  });

  it('reads a name no file can split under the whole name, a model a side, and rejects nothing', async () => {
    const odd = await folder(root, 'odd', STUDY, {
      'Evaluation/result_arena/GPT4o_Evaluator/pair_eval/first_run.jsonl': jsonl([
        pair('Both'),
        pair('Neither'),
      ]),
    });
    const rows = odd.pairJudgments.filter((j) => j.source.file.endsWith('first_run.jsonl'));
    const display = (id: string) => odd.models.find((m) => m.id === id)?.display;
    expect(rows.map((j) => [display(j.model1), display(j.model2), j.kind, j.outcome])).toEqual([
      ['first_run (conversation 1)', 'first_run (conversation 2)', 'arena', 'bothbad'],
      ['first_run (conversation 1)', 'first_run (conversation 2)', 'arena', 'tie'],
    ]);
    expect(reportTotals(odd.report).rejected).toBe(0);
    expect(findings(odd, 'name-not-split')).toEqual([
      expect.stringContaining('cannot tell the two dialogue files from the name'),
    ]);
  });

  it('keeps verifying by the quoted text when a dialogue file is there', async () => {
    const dialogue = (k: number, human: string) => ({
      conversation_id: [`c${k}`, `c${k}`, '', ''],
      conversation: [
        { role: 'human', content: 'Hi, can you help me plan a trip?' },
        { role: 'bot', content: 'Of course. Where to?' },
        { role: 'human', content: human },
        { role: 'bot', content: 'Lovely.' },
      ],
      turns: 6,
      inquirer_model: 'gemma_27b',
    });
    const withDialogues = await folder(root, 'with-dialogues', STUDY, {
      [`Evaluation/data_arena/${D.gemma}.jsonl`]: jsonl([
        dialogue(1, 'I am just a curious person here'),
        dialogue(2, 'somewhere warm'),
        dialogue(3, 'the coast, maybe'),
      ]),
    });
    const verified = withDialogues.uniJudgments.filter((j) => j.judgedText !== undefined);
    // GPT-4o's file on gemma_27b quotes its first dialogue: the file is verified, all three lines with it.
    expect(verified.map((j) => `${j.judge} ${j.model} ${j.seed}`)).toEqual([
      'GPT4o gemma_27b 1',
      'GPT4o gemma_27b 2',
      'GPT4o gemma_27b 3',
    ]);
    expect(findings(withDialogues, 'text-check').map((m) => m.split(':')[0])).toEqual([
      STUDY.judgment('GPT4o', 'uni', D.gemma),
      // llama_8B's file quotes nothing: too little to tell, and it says so.
      STUDY.judgment('llama_8B', 'uni', D.gemma),
    ]);
    expect(numbers(withDialogues)).toEqual(numbers(study));
  });
});

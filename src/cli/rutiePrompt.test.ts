// `parley prompt` on the demo content: the dialog so far as a submission answered it, or as the gold answers; and
// on a small ruTiE directory written here: the model is found by its key, display name or alias, in any case.
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../records/dataset.ts';
import { demoDataset } from '../../test/shared/demoFixtures.ts';
import { readDataset } from '../profiles/index.ts';
import { findRutieModel, rutiePromptFor } from './rutiePrompt.ts';

describe('rutiePromptFor', () => {
  let data: Dataset;
  beforeAll(async () => {
    data = await demoDataset();
  });

  it('writes each earlier question with the option the model chose', () => {
    const questions = data.rutie.questions
      .filter((q) => q.dialogId === 0)
      .sort((a, b) => a.questionId - b.questionId);
    const lynx = new Map(
      data.rutie.answers.filter((a) => a.model === 'lynx-13b').map((a) => [a.questionId, a.answer]),
    );
    const lines = rutiePromptFor(data, 3, 'lynx-13b').split('\n');
    // Template line, then 3 x (question, chosen option), then question 3, its two options and the closing line.
    expect(lines).toHaveLength(1 + 6 + 4);
    for (let j = 0; j < 3; j++) {
      const q = questions[j]!;
      expect(lines[1 + 2 * j]).toBe(q.question);
      expect(lines[2 + 2 * j]).toBe(lynx.get(j) === '1' ? q.choice1 : q.choice2);
    }
    expect(lines[7]).toBe(questions[3]!.question);
  });

  it('uses the gold answers when no model is named, and names what is missing', () => {
    expect(rutiePromptFor(data, 1).split('\n')[2]).toBe('В Казани');
    // The planted submission has no usable answer to question_id 20.
    expect(() => rutiePromptFor(data, 25, 'otter-7b')).toThrow(
      'question_id 20 has no answer from otter-7b, so the dialog before question_id 25 is unknown',
    );
    expect(() => rutiePromptFor(data, 99)).toThrow('dialog 0 has no question_id 99 (it has 40 questions)');
    expect(() => rutiePromptFor(data, 1, 'nobody')).toThrow(
      'no submission answering dialog 0 of split test goes by "nobody". The models that answer it: Heron-70B (key heron-70b), Lynx-13B (key lynx-13b), Otter-7B (key otter-7b)',
    );
  });

  it('finds a demo submission by the display name the site shows', () => {
    expect(rutiePromptFor(data, 3, 'Lynx-13B')).toBe(rutiePromptFor(data, 3, 'lynx-13b'));
  });
});

/** A ruTiE directory: a task file of three questions (dialog 0, gold 1, 2, 1) and the given files. */
async function rutieDir(files: Record<string, unknown>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'parley-prompt-'));
  const question = (q: number, gold: string) => ({
    instruction: 'T {context}|{question}|{choice1}|{choice2}',
    inputs: { question: `Q${q}?`, choice1: `a${q}`, choice2: `b${q}` },
    outputs: gold,
    meta: {
      dialog_id: 0,
      question_id: q,
      category: ['math'],
      use_context: q > 0,
      turing_imitation: ['facts'],
    },
  });
  await writeFile(
    join(dir, 'task.json'),
    JSON.stringify([question(0, '1'), question(1, '2'), question(2, '1')]),
  );
  for (const [name, body] of Object.entries(files))
    await writeFile(join(dir, name), JSON.stringify(body, null, 2));
  return dir;
}

/** A MERA submission answering dialog `dialog`'s questions 0.. with `outputs`, in order. */
const submission = (outputs: string[], dialog = 0) => ({
  data: { test: [outputs.map((o, q) => ({ outputs: o, meta: { dialog_id: dialog, question_id: q } }))] },
});

describe('parley prompt --model on a ruTiE directory', () => {
  let dir: string;
  let data: Dataset;
  beforeAll(async () => {
    dir = await rutieDir({
      // alpha's display name and alias come from the manifest; beta's file gives its key and display alike.
      'alpha.ruTiE.json': submission(['2', '1', '2']),
      'beta.ruTiE.json': submission(['1', '1', '1']),
      // Two submissions the manifest gives one display name: that name is ambiguous, their keys are not.
      'gamma.ruTiE.json': submission(['2', '2', '2']),
      'delta.ruTiE.json': submission(['1', '2', '2']),
      // A submission to another dialog only: not a model of dialog 0.
      'zeta.ruTiE.json': submission(['1', '1', '1'], 1),
      'parley.manifest.json': {
        models: {
          alpha: { display: 'Alpha Chat 7B', aliases: ['alpha-chat-v1'] },
          gamma: { display: 'Twin Bot', aliases: [] },
          delta: { display: 'Twin Bot', aliases: [] },
          zeta: { display: 'Zeta LM', aliases: [] },
        },
      },
    });
    data = await readDataset(dir);
  });

  it('reads the directory: five submissions and the task file', () => {
    expect([...new Set(data.rutie.answers.map((a) => a.model))].sort()).toEqual([
      'alpha',
      'beta',
      'delta',
      'gamma',
      'zeta',
    ]);
    expect(data.rutie.questions).toHaveLength(3);
  });

  it('finds a submission by its key, its display name or an alias, in any case and with spaces around', () => {
    for (const name of [
      'alpha',
      'ALPHA',
      'Alpha Chat 7B',
      'alpha chat 7b',
      '  Alpha Chat 7B ',
      'Alpha-Chat-V1',
    ])
      expect(findRutieModel(data, name), name).toBe('alpha');
    expect(findRutieModel(data, 'Beta')).toBe('beta');
    expect(findRutieModel(data, 'GAMMA')).toBe('gamma');
  });

  it('matches exactly, not by a part of a name', () => {
    expect(() => findRutieModel(data, 'Alpha Chat')).toThrow('goes by "Alpha Chat"');
    expect(() => findRutieModel(data, 'alpha-chat')).toThrow('goes by "alpha-chat"');
  });

  it('builds the prompt from the answers of the model the display name names', () => {
    // alpha answered question 0 with option 2 and question 1 with option 1: b0, then a1.
    expect(rutiePromptFor(data, 2, 'Alpha Chat 7B')).toBe('T Q0?\nb0\nQ1?\na1|Q2?|a2|b2');
    expect(rutiePromptFor(data, 2)).toBe('T Q0?\na0\nQ1?\nb1|Q2?|a2|b2');
  });

  it('names the candidates of an ambiguous name', () => {
    expect(() => findRutieModel(data, 'twin bot')).toThrow(
      '"twin bot" names 2 submissions: Twin Bot (key delta), Twin Bot (key gamma); give one by its key',
    );
  });

  it('lists the names it knows when nothing matches, and says when the name is a model of another dialog', () => {
    expect(() => findRutieModel(data, 'omega')).toThrow(
      'no submission answering dialog 0 of split test goes by "omega". The models that answer it: Alpha Chat 7B (key alpha), beta, Twin Bot (key delta), Twin Bot (key gamma)',
    );
    expect(() => findRutieModel(data, 'Zeta LM')).toThrow(
      'no submission answering dialog 0 of split test goes by "Zeta LM" (Zeta LM (key zeta) has no answers to it). The models that answer it:',
    );
  });

  it('prints the prompt from the command line, and an unknown name as a message with exit code 1, no stack trace', async () => {
    const cli = join(import.meta.dirname, 'parley.ts');
    const run = promisify(execFile);
    const ok = await run(process.execPath, [
      cli,
      'prompt',
      dir,
      '--question',
      '1',
      '--model',
      'alpha chat 7b',
    ]);
    expect(ok.stdout).toBe('T Q0?\nb0|Q1?|a1|b1\n');
    const failed = await run(process.execPath, [
      cli,
      'prompt',
      dir,
      '--question',
      '1',
      '--model',
      'omega',
    ]).then(
      () => undefined,
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stdout).toBe('');
    expect(failed?.stderr).toBe(
      'parley: no submission answering dialog 0 of split test goes by "omega". The models that answer it: Alpha Chat 7B (key alpha), beta, Twin Bot (key delta), Twin Bot (key gamma)\n',
    );
  });
});

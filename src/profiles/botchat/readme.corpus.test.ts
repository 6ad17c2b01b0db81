// Corpus test: BotChat's own README and UniEval_examples.py in ../shared/data/botchat, read in place. The README's
// three prompts and its `#round` table are read, the judge's four in-context examples are read as text, and every
// printed #round count is reproduced from MuTual_test.xlsx's ground truth.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../records/dataset.ts';
import { readDataset } from '../index.ts';
import { buildMethodSection } from '../method/site/build.ts';

const BOTCHAT_DIR = resolve(import.meta.dirname, '../../../../shared/data/botchat');
const present = existsSync(BOTCHAT_DIR);
if (!present)
  console.warn(`corpus absent: ${BOTCHAT_DIR} not found; the BotChat README corpus tests are skipped`);

describe.skipIf(!present)("BotChat's README and judge examples (../shared/data/botchat)", () => {
  let data: Dataset;
  beforeAll(async () => {
    data = await readDataset(BOTCHAT_DIR);
  });

  it('reads the generation, Uni-Eval and Arena prompts and the four in-context examples', () => {
    expect(data.methodTexts.filter((t) => t.kind === 'prompt').map((t) => t.title)).toEqual([
      'generation prompt',
      'unieval_prompt',
      'arena_prompt',
    ]);
    const examples = data.methodTexts.filter((t) => t.kind === 'example');
    expect(examples.map((e) => Object.fromEntries(e.fields).choice)).toEqual(['No', 'Yes', 'Yes', 'No']);
    expect(examples.map((e) => Object.fromEntries(e.fields).index)).toEqual(['None', '11', '9', 'None']);
    expect(Object.fromEntries(examples[1]!.fields).reason).toMatch(
      /^The conversation is definitely AI involved\. In the 11th chat/,
    );
  });

  it("reproduces every cell of the README's #round table from the ground truth (55, 22, ..., 5 over 4-15 chats)", () => {
    const m = buildMethodSection(data, {
      name: (id) => id,
      seed: 1,
      rounds: 10,
      countTokens: () => 0,
      conversationPaths: new Map(),
    })!;
    const round = m.benchmarks
      .find((b) => b.benchmark === 'botchat')!
      .tables.find((t) => t.label === '#round')!;
    expect(round.table.raw.map((r) => [r.column, r.published, r.computed])).toEqual(
      [
        [4, 55],
        [5, 22],
        [6, 26],
        [7, 23],
        [8, 19],
        [9, 16],
        [10, 21],
        [11, 18],
        [12, 7],
        [13, 7],
        [14, 3],
        [15, 5],
      ].map(([k, n]) => [String(k), n, n]),
    );
    expect(round.method).toContain('12 of 12 printed values reproduced');
  });

  it("shows the long README's avg_tokens table as reference values (this README does not print it; no generated chats to compare)", () => {
    expect(data.publishedCells.some((c) => c.row === 'avg_tokens')).toBe(false);
    const m = buildMethodSection(data, {
      name: (id) => id,
      seed: 1,
      rounds: 10,
      countTokens: () => 0,
      conversationPaths: new Map(),
    })!;
    const tokens = m.benchmarks
      .find((b) => b.benchmark === 'botchat')!
      .tables.find((t) => t.label === 'model')!;
    expect(tokens.table.raw.map((r) => [r.column, r.published])).toEqual([
      ['chatPJLM-123B', 25.79],
      ['gpt4', 30.49],
      ['gpt35', 124.87],
      ['claude2', 197.26],
      ['abab5-chat', 19.99],
      ['internlm-7b-chat', 20.06],
      ['chatglm2-6b', 44.94],
      ['qwen-7b-chat', 20.66],
      ['llama2-7b', 190.97],
      ['llama2-13b', 198.97],
    ]);
    expect(tokens.method).toMatch(/^Parley has no value/);
  });
});

import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IngestError } from './readInputs.ts';
import { readDataset } from '../profiles/index.ts';

describe('manifests', () => {
  it('a manifest outside the data directory names roles, settings, judges and model aliases', async () => {
    const root = await mkdtemp(join(tmpdir(), 'parley-manifest-'));
    await mkdir(join(root, 'data'));
    await writeFile(
      join(root, 'data', 'long-arena.tsv'),
      'cmp_index\tA\tB\tconversation1\tconversation2\tgpt4\nMT-1;mine;gpt4\tMyBot 7B\tgpt4\t["a"]\t["b"]\tChoice: Conversation 2\n',
    );
    await writeFile(join(root, 'data', 'notes.txt'), 'not data');
    await writeFile(
      join(root, 'elsewhere.json'),
      JSON.stringify({
        files: [{ path: 'long-arena.tsv', role: 'botchat-arena', setting: 'N=16', judge: 'claude' }],
        models: { 'my-bot': { display: 'MyBot-7B', aliases: ['MyBot 7B'] } },
      }),
    );
    const d = await readDataset(join(root, 'data'), { manifestPath: join(root, 'elsewhere.json') });
    expect(d.pairJudgments).toMatchObject([
      { setting: 'N=16', judge: 'claude', model1: 'my-bot', model2: 'gpt4', outcome: 'model1' },
    ]);
    expect(d.report.skipped).toEqual([{ file: 'notes.txt', reason: 'not listed in the manifest' }]);
  });
  it('a broken manifest stops ingest with every problem and its path', async () => {
    const root = await mkdtemp(join(tmpdir(), 'parley-manifest-'));
    await writeFile(
      join(root, 'parley.manifest.json'),
      JSON.stringify({
        files: [{ path: 'x.tsv', role: 'nonsense' }],
        models: { 'bad id!': { display: 'x' } },
      }),
    );
    const e = await readDataset(root).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(IngestError);
    expect((e as IngestError).problems).toMatchInlineSnapshot(`
      [
        "parley.manifest.json: files.0.role: unknown role "nonsense": expected one of "curated-tags"|"botchat-examples"|"botchat-readme"|"botchat-judge-examples"|"botchat-leaderboard"|"botchat-gt"|"botchat-unieval"|"botchat-gteval"|"botchat-arena"|"botchat-convs"|"meena-transcripts"|"meena-paper-examples"|"fed"|"ssa-labels"|"ssa-models"|"hcg-dialogues"|"hcg-uni"|"hcg-pair"|"hcg-gt"|"hcg-summary"|"counts"|"preference-labels"|"rutie-pool"|"rutie-task"|"rutie-submission"|"mera-response"|"alpaca-eval-annotations"|"alpaca-eval-outputs"|"alpaca-eval-leaderboard"|"alpaca-eval-website-leaderboard"|"alpaca-eval-lc-weights"|"arena-hard-questions"|"arena-hard-answers"|"arena-hard-judgments"|"arena-hard-leaderboard"|"mt-bench-questions"|"mt-bench-answers"|"mt-bench-single"|"mt-bench-pair"|"lmarena-battles"|"inspect-eval-log"|"inspect-json-log"|"lm-eval-results"|"lm-eval-samples"|"score-snapshots"|"changelog"|"battles"",
        "parley.manifest.json: models.bad id!: model ids may use only letters, digits, . _ -",
      ]
    `);
  });
});

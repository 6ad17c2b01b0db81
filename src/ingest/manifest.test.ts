import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IngestError } from './readInputs.ts';
import { inputSpec, readDataset } from '../profiles/index.ts';

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
    // The message lists every role the registered profiles declare, in the registry's order: checked against the
    // registry here, and shown as a placeholder in the snapshot, which registering a profile does not change.
    const roles = inputSpec()
      .roles.filter((r) => !r.ignore)
      .map((r) => JSON.stringify(r.role))
      .join('|');
    const problems = (e as IngestError).problems;
    expect(problems[0]).toContain(`expected one of ${roles}`);
    expect(problems.map((p) => p.replace(roles, '<every role>'))).toMatchInlineSnapshot(`
      [
        "parley.manifest.json: files.0.role: unknown role "nonsense": expected one of <every role>",
        "parley.manifest.json: models.bad id!: model ids may use only letters, digits, . _ -",
      ]
    `);
  });
});

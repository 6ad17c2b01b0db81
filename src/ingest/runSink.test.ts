import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readDataset } from '../profiles/index.ts';
import { emptySink } from '../records/dataset.ts';
import { runModelId, runSink, withRunModels } from './runSink.ts';

const source = { file: 'f', line: 1 };

describe('runSink', () => {
  it('writes a run’s conversations and judgments with the run’s model ids, the ground truth as it is', () => {
    const sink = emptySink();
    const runs = new Map<string, { model: string; run: string }>();
    const s = runSink(sink, 'v2', runs);
    s.conversations.push({
      id: 'b/s1/m',
      benchmark: 'b',
      setting: '',
      seed: 's1',
      model: 'm',
      chats: ['hi'],
      seedChats: 0,
      source,
    });
    s.pairJudgments.push({
      benchmark: 'b',
      kind: 'gt',
      setting: '',
      judge: 'j',
      seed: 's1',
      model1: 'm',
      model2: 'GT',
      outcome: 'tie',
      reason: '',
      raw: '',
      source,
    });
    expect(sink.conversations[0]).toMatchObject({ id: 'b/s1/m--v2', model: 'm--v2' });
    expect(sink.pairJudgments[0]).toMatchObject({ model1: 'm--v2', model2: 'GT' });
    expect([...runs]).toEqual([['m--v2', { model: 'm', run: 'v2' }]]);
    expect(runModelId('GT', 'v2')).toBe('GT');
  });

  it('names each run after its model, and leaves out a base model with no records of its own', () => {
    const info = (id: string, display: string) => ({ id, display, aliases: [], isGroundTruth: false });
    const runs = new Map([['m--v2', { model: 'm', run: 'v2' }]]);
    const out = withRunModels(
      [info('m', 'Model M'), info('m--v2', 'm--v2'), info('x', 'X')],
      runs,
      new Set(['m--v2']),
    );
    expect(out.map((m) => [m.id, m.display])).toEqual([
      ['m--v2', 'Model M (run v2)'],
      ['x', 'X'],
    ]);
  });
});

describe('a run label on a file with nothing to relabel', () => {
  const dir = mkdtempSync(join(tmpdir(), 'parley-run-note-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  it('is a finding of that file, not silently ignored', async () => {
    cpSync(join(import.meta.dirname, '../../content/botchat/lb.csv'), join(dir, 'lb.csv'));
    writeFileSync(
      join(dir, 'parley.manifest.json'),
      JSON.stringify({ files: [{ path: 'lb.csv', role: 'botchat-leaderboard', run: 'v2' }] }),
    );
    const data = await readDataset(dir);
    const file = data.report.files.find((f) => f.file === 'lb.csv');
    expect(file?.findings.map((f) => f.message)).toContain(
      'the manifest gives this file the run "v2", but it gave no conversation or judgment to relabel: any model it names is read as it is',
    );
  });
});

// Corpus test: the Meena paper's released conversation logs in ../shared/data/meena, read in place. The counts
// are those of ../shared/data/README.md (conversations and turns per file).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../records/dataset.ts';
import { readDataset } from '../index.ts';
import { reportTotals } from '../../records/report.ts';

const MEENA_DIR = resolve(import.meta.dirname, '../../../../shared/data/meena');
const present = existsSync(MEENA_DIR);
if (!present) console.warn(`corpus absent: ${MEENA_DIR} not found; the Meena corpus tests are skipped`);

describe.skipIf(!present)('the Meena release (../shared/data/meena)', () => {
  let data: Dataset;
  beforeAll(async () => {
    data = await readDataset(MEENA_DIR);
  });

  it('reads 95 + 93 + 100 + 114 conversations with nothing rejected and no notes', () => {
    expect(data.report.files.map((f) => [f.file, f.role, f.rowsRead, f.rowsUsed])).toEqual([
      ['human.txt', 'meena-transcripts', 95, 95],
      ['meena.txt', 'meena-transcripts', 93, 93],
      ['mitsuku.txt', 'meena-transcripts', 100, 100],
      ['xiaoice.txt', 'meena-transcripts', 114, 114],
    ]);
    const t = reportTotals(data.report);
    expect(t).toMatchObject({ rejected: 0, findings: 0, problems: 0, reconciles: true });
  });

  it('reads 1,483 + 1,818 + 1,857 + 2,272 turns, speakers alternating and the user opening', () => {
    const turns = (model: string) =>
      data.conversations.filter((c) => c.model === model).reduce((n, c) => n + c.chats.length, 0);
    expect(['human', 'meena', 'mitsuku', 'xiaoice'].map(turns)).toEqual([1483, 1818, 1857, 2272]);
    for (const c of data.conversations) {
      expect(c.speakers?.[0]).toBe(c.model === 'human' ? 'Human 1' : 'Human');
      expect(c.speakers?.every((s, k) => k === 0 || s !== c.speakers?.[k - 1])).toBe(true);
    }
    expect(data.models.map((m) => [m.id, m.isGroundTruth])).toEqual([
      ['human', true],
      ['meena', false],
      ['mitsuku', false],
      ['xiaoice', false],
    ]);
  });

  it('keeps the text verbatim: emoji, redactions and Chinese', () => {
    const byId = new Map(data.conversations.map((c) => [c.id, c]));
    expect(byId.get('meena/human-1/human')?.chats[1]).toBe('What is your favorite holiday?');
    expect(byId.get('meena/mitsuku-1/mitsuku')?.chats[3]).toBe('Not really. I am <REDACTED_TERM> years old.');
    expect(byId.get('meena/xiaoice-1/xiaoice')?.chats.slice(0, 2)).toEqual(['你好！', '你比我好']);
  });
});

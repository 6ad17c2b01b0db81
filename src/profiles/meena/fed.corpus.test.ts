// Corpus test: FED's fed_data.json with the Meena release, read in place from ../shared/data through the
// example manifest (docs/examples/meena-fed.manifest.json). Counts from ../shared/data/README.md.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../records/dataset.ts';
import { fedKey } from './fedLink.ts';
import { readDataset } from '../index.ts';
import { reportTotals } from '../../records/report.ts';

const DATA = resolve(import.meta.dirname, '../../../../shared/data');
const MANIFEST = resolve(import.meta.dirname, '../../../docs/examples/meena-fed.manifest.json');
const present =
  existsSync(resolve(DATA, 'fed/fed_data.json')) && existsSync(resolve(DATA, 'meena/meena.txt'));
if (!present)
  console.warn(`corpus absent: ${DATA}/fed or /meena not found; the FED corpus tests are skipped`);

describe.skipIf(!present)('FED with the Meena release (../shared/data)', () => {
  let data: Dataset;
  beforeAll(async () => {
    data = await readDataset(DATA, { manifestPath: MANIFEST });
  });

  it('reads 375 turn items and 125 dialog items with nothing rejected', () => {
    const fed = data.report.files.find((f) => f.role === 'fed')!;
    expect(fed).toMatchObject({ rowsRead: 500, rowsUsed: 500, rejections: [] });
    expect(reportTotals(data.report)).toMatchObject({ rejected: 0, problems: 0, reconciles: true });
    const count = (level: string, system: string) =>
      data.fedItems.filter((i) => i.level === level && i.system === system).length;
    expect(['mitsuku', 'human', 'meena'].map((s) => count('turn', s))).toEqual([132, 123, 120]);
    expect(['mitsuku', 'human', 'meena'].map((s) => count('dialog', s))).toEqual([44, 41, 40]);
  });

  it('reports each of the 167 free-text values with item, rater and quality, and keeps it out of the numbers', () => {
    const notes = data.report.files.flatMap((f) => f.findings).filter((f) => f.kind === 'fed-free-text');
    expect(notes).toHaveLength(167);
    expect(notes.filter((n) => n.column === 'Error recovery')).toHaveLength(154);
    expect(notes.every((n) => n.raw?.startsWith('N/A ('))).toBe(true);
    const nulls = data.fedItems.flatMap((i) => Object.values(i.ratings).flat()).filter((v) => v === null);
    expect(nulls).toHaveLength(167);
  });

  it('links 123 dialogs by their text, and the other 2 (human-14, human-4) only when emoticons are ignored', () => {
    const dialogs = data.fedItems.filter((i) => i.level === 'dialog');
    expect(dialogs.filter((i) => i.linkedBy === 'text')).toHaveLength(123);
    expect(
      dialogs
        .filter((i) => i.linkedBy === 'text-without-emoticons')
        .map((i) => i.conversationId)
        .sort(),
    ).toEqual(['meena/human-14/human', 'meena/human-4/human']);
    expect(new Set(dialogs.map((i) => i.conversationId)).size).toBe(125);
  });

  it('links every turn item to a response of the judged speaker with the same text', () => {
    const byId = new Map(data.conversations.map((c) => [c.id, c]));
    const turns = data.fedItems.filter((i) => i.level === 'turn');
    expect(turns.filter((i) => i.conversationId === undefined)).toEqual([]);
    for (const item of turns) {
      const c = byId.get(item.conversationId!)!;
      expect(c.speakers?.[item.turn! - 1]).toBe(c.judgedSpeaker);
      const bot = c.judgedSpeaker?.startsWith('Human') ? undefined : c.judgedSpeaker;
      expect(fedKey(c.chats[item.turn! - 1]!, bot, true)).toBe(fedKey(item.response!, undefined, true));
    }
    // Each dialog item's conversation holds its three turn items (FED's file lists them just before it).
    for (const d of data.fedItems.filter((i) => i.level === 'dialog')) {
      const mine = turns.filter((t) => t.item > d.item - 4 && t.item < d.item);
      expect(mine.map((t) => t.conversationId)).toEqual([
        d.conversationId,
        d.conversationId,
        d.conversationId,
      ]);
    }
  });
});

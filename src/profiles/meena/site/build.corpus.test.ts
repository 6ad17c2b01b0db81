// Corpus test: the Meena section built from the real Meena release and FED (../shared/data, read in place
// through docs/examples/meena-fed.manifest.json).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../../records/dataset.ts';
import { readDataset } from '../../index.ts';
import type { SsaSiteModel } from './model.ts';
import { buildSsaSection } from './build.ts';

const DATA = resolve(import.meta.dirname, '../../../../../shared/data');
const MANIFEST = resolve(import.meta.dirname, '../../../../docs/examples/meena-fed.manifest.json');
const present =
  existsSync(resolve(DATA, 'fed/fed_data.json')) && existsSync(resolve(DATA, 'meena/meena.txt'));
if (!present)
  console.warn(`corpus absent: ${DATA}/fed or /meena not found; the Meena section corpus test is skipped`);

describe.skipIf(!present)('the Meena section from the real files', () => {
  let data: Dataset;
  let ssa: SsaSiteModel;
  beforeAll(async () => {
    data = await readDataset(DATA, { manifestPath: MANIFEST });
    ssa = buildSsaSection(data, {
      countTokens: (t) => t.length,
      seed: 1,
      rounds: 10,
      name: (id) => data.models.find((m) => m.id === id)?.display ?? id,
      conversationPaths: new Map(data.conversations.map((c) => [c.id, c.id])),
    })!;
  });

  it('gives the FED turn-level means per system that an independent Python computation gives', () => {
    // python3: for each turn item of a system, the mean of its numeric ratings; then the mean over items
    // (free-text values left out). Human 123 items, Meena 120, Mitsuku 132.
    const expected: Record<string, Record<string, number>> = {
      human: { Specific: 1.7322, 'Semantically appropriate': 1.7707, Fluent: 1.7537, Overall: 3.1707 },
      meena: { Specific: 1.4567, 'Semantically appropriate': 1.8583, Fluent: 1.8817, Overall: 3.0667 },
      mitsuku: { Specific: 1.3208, 'Semantically appropriate': 1.5727, Fluent: 1.7, Overall: 2.2818 },
    };
    for (const [system, qualities] of Object.entries(expected))
      for (const [quality, mean] of Object.entries(qualities)) {
        const row = ssa.fed!.means.turn.raw.find((r) => r.system === system && r.quality === quality)!;
        expect(row.mean as number, `${system} ${quality}`).toBeCloseTo(mean, 4);
      }
    expect(ssa.fed!.means.turn.raw.filter((r) => r.quality === 'Specific').map((r) => r.items)).toEqual([
      123, 120, 132,
    ]);
  });

  it('lists every conversation of the release and links all 125 FED dialogs to a conversation page', () => {
    expect(ssa.browser!.table.raw.map((r) => [r.model, r.conversations, r.turns])).toEqual([
      ['human', 95, 1483],
      ['meena', 93, 1818],
      ['mitsuku', 100, 1857],
      ['xiaoice', 114, 2272],
    ]);
    expect(ssa.fed!.conversations).toHaveLength(125);
    expect(ssa.fed!.freeText).toHaveLength(167);
    expect(ssa.leaderboard).toBeUndefined();
  });
});

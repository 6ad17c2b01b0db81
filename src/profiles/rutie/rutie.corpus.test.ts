// Corpus test: MERA's ruTiE files in ../shared/data/rutie, read in place with no manifest. Both human pools
// (5 annotators x 430 questions) and the sample submission (430 answers) are read with nothing rejected; the
// consensus counts equal MERA's published ones; the sample's accuracy cannot be computed (the gold is closed),
// and the server's published score of it (0.4977 = 214/430) is shown beside it.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildRutieSection } from './site/build.ts';
import type { RutieModel } from './site/model.ts';
import { majorityConsensus } from '../../stats/majorityConsensus.ts';
import type { Dataset } from '../../records/dataset.ts';
import { readDataset } from '../index.ts';
import { reportTotals } from '../../records/report.ts';

const RUTIE_DIR = resolve(import.meta.dirname, '../../../../shared/data/rutie');
const present = existsSync(RUTIE_DIR);
if (!present) console.warn(`corpus absent: ${RUTIE_DIR} not found; the ruTiE corpus tests are skipped`);

describe.skipIf(!present)('the ruTiE corpus (../shared/data/rutie)', () => {
  let data: Dataset;
  let section: RutieModel;
  beforeAll(async () => {
    data = await readDataset(RUTIE_DIR);
    section = buildRutieSection(data)!;
  });

  it('recognises every file by its header and rejects nothing', () => {
    expect(
      data.report.files.map((f) => [f.file, f.role, f.rowsRead, f.rowsUsed, f.rejections.length]),
    ).toEqual([
      ['pool1.tsv', 'rutie-pool', 5, 5, 0],
      ['pool2.csv', 'rutie-pool', 5, 5, 0],
      ['sample_response.json', 'mera-response', 1, 1, 0],
      ['sample_submission.ruTiE.json', 'rutie-submission', 430, 430, 0],
    ]);
    const t = reportTotals(data.report);
    expect(t).toMatchObject({ rejected: 0, problems: 0, findings: 0, reconciles: true });
  });

  it('reads each pool as 5 annotators answering all 430 questions of one dialog', () => {
    for (const [file, design] of [
      ['pool1.tsv', 'with-history'],
      ['pool2.csv', 'without-history'],
    ] as const) {
      const rows = data.rutie.pools.filter((p) => p.pool === file);
      expect(rows).toHaveLength(5);
      expect(new Set(rows.map((r) => r.annotator)).size).toBe(5);
      for (const r of rows) {
        expect(r.design).toBe(design);
        expect(r.dialog).toHaveLength(430);
        expect(r.answers.filter((a) => a === '1' || a === '2')).toHaveLength(430);
      }
    }
    // Both pools show the same dialog.
    expect(data.rutie.pools[0]!.dialog).toEqual(data.rutie.pools[9]!.dialog);
  });

  it('gives exactly the published consensus counts: with history 294/93/43, without 359/51/20', () => {
    const counts = (file: string) => {
      const rows = data.rutie.pools.filter((p) => p.pool === file);
      return majorityConsensus(rows[0]!.dialog.map((_, k) => rows.map((r) => r.answers[k] ?? null)))
        .distribution;
    };
    expect(counts('pool1.tsv')).toEqual([
      { votes: 5, raters: 5, units: 294 },
      { votes: 4, raters: 5, units: 93 },
      { votes: 3, raters: 5, units: 43 },
    ]);
    expect(counts('pool2.csv')).toEqual([
      { votes: 5, raters: 5, units: 359 },
      { votes: 4, raters: 5, units: 51 },
      { votes: 3, raters: 5, units: 20 },
    ]);
    const figure = section.figures.find((f) => f.id === 'consensus')!;
    expect(figure.table.rows.map((r) => r[5]!.text)).toEqual(['0', '0', '0', '0', '0', '0']);
  });

  it('reads the sample submission as 430 answers, question_id 0-429 in order', () => {
    const answers = data.rutie.answers;
    expect(answers).toHaveLength(430);
    expect(answers.map((a) => a.questionId)).toEqual(Array.from({ length: 430 }, (_, k) => k));
    expect(new Set(answers.map((a) => a.model))).toEqual(new Set(['sample']));
  });

  it("cannot compute the sample's accuracy without gold, and shows the server's published 0.4977 = 214/430 beside it", () => {
    expect(section.hasGold).toBe(false);
    expect(section.withoutGold[0]).toContain('cannot compute any accuracy');
    expect(data.rutie.serverScores).toMatchObject([
      { model: 'sample', metric: 'acc', printed: '0.49767441860465117' },
    ]);
    expect(Math.round(data.rutie.serverScores[0]!.value * 430)).toBe(214);
    const row = section.leaderboard.raw.find((r) => r.model === 'sample')!;
    expect(row).toMatchObject({
      accuracy: null,
      answered: 430,
      questions: 430,
      published: 0.49767441860465117,
    });
    expect(section.comparisons).toBeNull();
    expect(section.figures.map((f) => f.id)).toEqual(['consensus']);
    expect(section.dialog).toMatchObject({ split: 'test', questions: 430 });
  });
});

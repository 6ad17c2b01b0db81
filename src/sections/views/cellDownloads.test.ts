// The cells downloads: one a benchmark whose Arena judgments vary in some attribute, none for one that varies in
// nothing (or for comparisons with the real conversations), display names beside the ids, the same bytes from the
// same judgments in another order, and each view pointed at its benchmark's file with its own judge.
import { describe, expect, it } from 'vitest';
import { emptyDataset } from '../../records/dataset.ts';
import type { PairJudgment, PairOutcome } from '../../records/pairJudgment.ts';
import { cellDownloads, cellFiles, viewRefit } from './cellDownloads.ts';

const j = (
  benchmark: string,
  judge: string,
  model1: string,
  model2: string,
  outcome: PairOutcome,
  kind: PairJudgment['kind'] = 'arena',
): PairJudgment => ({
  benchmark,
  kind,
  setting: '',
  judge,
  seed: '',
  model1,
  model2,
  outcome,
  reason: '',
  raw: '',
  source: { file: `${benchmark}.jsonl`, line: 1 },
});

function dataset(order: (ps: PairJudgment[]) => PairJudgment[] = (ps) => ps) {
  const d = emptyDataset();
  d.pairJudgments.push(
    ...order([
      j('duel', 'gpt-4', 'a', 'b', 'model1'),
      j('duel', 'human', 'b', 'a', 'model1'),
      j('duel', 'human', 'a', 'c', 'tie'),
      j('solo', 'gpt-4', 'a', 'b', 'model2'),
      j('solo', 'gpt-4', 'a', 'b', 'model1'),
      j('duel', 'robot', 'a', 'GT', 'model1', 'gt'),
    ]),
  );
  d.models.push({ id: 'a', display: 'Model <A>', aliases: [], isGroundTruth: false });
  d.judges.push({ id: 'human', display: 'human votes' });
  return d;
}

describe('cellDownloads', () => {
  it('writes a table for a benchmark judged by two judges, none for one judged by one', () => {
    const [duel, ...rest] = cellDownloads(dataset());
    expect(rest).toEqual([]);
    expect(duel!.benchmark).toBe('duel');
    const t = duel!.settings[0]!.table;
    expect(t.models).toEqual(['a', 'b', 'c']);
    // The gt comparison (judge robot) is no Arena judgment: the judge attribute has gpt-4 and human only.
    expect(t.attributes).toEqual([{ name: 'judge', values: ['gpt-4', 'human'] }]);
    // gpt-4: a beats b; human: b beats a (a-b: wins2), a-c tie
    expect(t.cells).toEqual([
      { at: [0], counts: [0, 1, 1, 0, 0, 0, 0] },
      { at: [1], counts: [0, 1, 0, 1, 0, 0, 0, 0, 2, 0, 0, 1, 0, 0] },
    ]);
    expect(duel!.names).toEqual({ a: 'Model <A>', b: 'b', c: 'c', 'gpt-4': 'gpt-4', human: 'human votes' });
  });

  it('writes the same bytes from the judgments in another order, under data/cells/', () => {
    const files = cellFiles(dataset());
    expect(files.map((f) => f.path)).toEqual(['data/cells/duel.json']);
    expect(cellFiles(dataset((ps) => [...ps].reverse()))).toEqual(files);
  });

  it("points each view of the benchmark at its file, opening with the view's judge", () => {
    const downloads = cellDownloads(dataset());
    expect(viewRefit(downloads, { benchmark: 'duel', judge: 'human' })).toEqual({
      cells: 'data/cells/duel.json',
      judge: 'human',
    });
    expect(viewRefit(downloads, { benchmark: 'solo', judge: 'gpt-4' })).toBeUndefined();
  });
});

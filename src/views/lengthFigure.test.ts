// The length figure: the ground truth's continuation is a row of its own, for reference, and never joins the
// correlation of the models' lengths with their pass rates.
import { describe, expect, it } from 'vitest';
import { emptyDataset } from '../records/dataset.ts';
import { GROUND_TRUTH } from '../records/ids.ts';
import type { LengthStats } from '../stats/lengthStats.ts';
import type { PassCurve } from '../stats/passCurve.ts';
import { lengthFigure } from './lengthFigure.ts';
import { noMemo, type ViewContext } from './viewContext.ts';

const lengths = (model: string, mean: number): LengthStats => ({
  model,
  chats: 3,
  mean,
  median: mean,
  q1: mean - 1,
  q3: mean + 1,
  min: mean - 1,
  max: mean + 1,
  reason: null,
  over60Words: 0,
  tokens: [mean - 1, mean, mean + 1],
});
const curve = (model: string, rate: number) => ({ model, points: [{ N: 16, rate }] }) as unknown as PassCurve;

const ctx = (ls: LengthStats[]): ViewContext => ({
  view: { benchmark: 'b', judge: 'j', path: 'b-j' },
  title: 'B',
  data: emptyDataset(),
  uni: [],
  pairs: [],
  lengths: ls,
  name: (m) => (m === GROUND_TRUTH ? 'Ground truth' : m.toUpperCase()),
  judgeName: (j) => j,
  tokens: (t) => t.length,
  seed: 1,
  rounds: 10,
  memo: noMemo,
});

describe('lengthFigure', () => {
  // Three models whose pass rate falls exactly as their length grows (r = -1), and a ground truth that would
  // break the line if it were counted: long chats that pass.
  const models = [lengths('a', 10), lengths('b', 20), lengths('c', 30), lengths(GROUND_TRUTH, 40)];
  const curves = [curve('a', 0.9), curve('b', 0.6), curve('c', 0.3), curve(GROUND_TRUTH, 0.95)];

  it('shows the ground truth as its own row, named, with its pass rate in the download', () => {
    const f = lengthFigure(ctx(models), curves)!;
    expect(f.title).toBe('Length of generated chats (cl100k tokens), per model, with the ground truth');
    expect(f.table.rows.map((r) => r[0]!.text)).toEqual(['A', 'B', 'C', 'Ground truth']);
    expect(f.table.raw.at(-1)).toMatchObject({ model: GROUND_TRUTH, mean: 40, pass16: 0.95 });
    expect(f.method).toContain("The Ground truth row measures the real dialogues' chats");
  });

  it('correlates only the models: r = -1.00 over 3 models', () => {
    const f = lengthFigure(ctx(models), curves)!;
    expect(f.notes).toEqual([expect.stringMatching(/over 3 models: r = -1\.00/)]);
  });

  it('says nothing of the ground truth when there is none', () => {
    const f = lengthFigure(ctx(models.slice(0, 3)), curves.slice(0, 3))!;
    expect(f.title).toBe('Length of generated chats (cl100k tokens), per model');
    expect(f.method).not.toContain('Ground truth');
  });
});

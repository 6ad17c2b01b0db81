import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PairJudgment, PairOutcome } from '../records/pairJudgment.ts';
import { winTieLose } from './winTieLose.ts';

const p = (model1: string, model2: string, outcome: PairOutcome): PairJudgment => ({
  benchmark: 'b',
  kind: 'gt',
  setting: '',
  judge: 'j',
  seed: 's',
  model1,
  model2,
  outcome,
  reason: '',
  raw: '',
  source: { file: 'f' },
});

describe('winTieLose', () => {
  it('counts both orders from each model side and computes BotChat score (hand-worked)', () => {
    const rows = winTieLose([
      p('GT', 'm', 'model2'),
      p('m', 'GT', 'tie'),
      p('GT', 'm', 'bothbad'),
      p('m', 'GT', 'model2'),
      p('GT', 'm', 'unparsed'),
    ]);
    const m = rows.find((r) => r.model === 'm')!;
    expect(m).toMatchObject({ n: 4, win: 1, tieGood: 1, tieBad: 1, lose: 1, unparsed: 1 });
    expect(m.winTieRate).toBe(0.75);
    expect(m.score).toBe((3 + 1 - 1 - 3) / 4);
    const gt = rows.find((r) => r.model === 'GT')!;
    expect(gt).toMatchObject({ win: 1, lose: 1, tieGood: 1, tieBad: 1 });
  });
  it('win + tie + lose = 1 for every model with a parsed comparison (property)', () => {
    const outcomes: PairOutcome[] = ['model1', 'model2', 'tie', 'bothbad', 'unparsed'];
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom('a', 'b', 'c'),
            fc.constantFrom('a', 'b', 'c'),
            fc.constantFrom(...outcomes),
          ),
          { maxLength: 50 },
        ),
        (rows) => {
          for (const r of winTieLose(rows.map(([x, y, o]) => p(x, y, o)))) {
            if (r.n === 0) {
              // No parsed comparison: nulls with the reason, never NaN.
              if (r.winRate !== null || r.score !== null || r.reason !== 'no parsed verdicts') return false;
              continue;
            }
            if (Math.abs(r.winRate! + r.tieRate! + r.loseRate! - 1) > 1e-12) return false;
          }
          return true;
        },
      ),
      { seed: 20261125 },
    );
  });
  it('gives null rates with the reason "no parsed verdicts" to a model whose comparisons are all unparsed', () => {
    expect(winTieLose([p('GT', 'm', 'unparsed')])[1]).toEqual({
      model: 'm',
      n: 0,
      win: 0,
      tieGood: 0,
      tieBad: 0,
      lose: 0,
      unparsed: 1,
      winRate: null,
      tieRate: null,
      loseRate: null,
      winTieRate: null,
      score: null,
      reason: 'no parsed verdicts',
    });
  });
});

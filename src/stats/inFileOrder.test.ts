import { describe, expect, it } from 'vitest';
import type { PairJudgment } from '../records/pairJudgment.ts';
import { inFileOrder } from './inFileOrder.ts';

const j = (model1: string, file: string, extra: Partial<PairJudgment> = {}): PairJudgment => ({
  benchmark: 'arena',
  kind: 'arena',
  setting: '',
  judge: 'human',
  seed: '',
  model1,
  model2: 'z',
  outcome: 'model1',
  reason: '',
  raw: '',
  source: { file, line: 1 },
  ...extra,
});

describe('inFileOrder', () => {
  it('lays counted records out at their places, each as often as its weight', () => {
    const a = j('a', 'f', { weight: 2, order: [0, 2] });
    const b = j('b', 'f', { order: [1] });
    expect(inFileOrder([a, b])!.map((r) => r.model1)).toEqual(['a', 'b', 'a']);
  });

  it('keeps records read one by one where they are, and files in their order', () => {
    const x = j('x', 'e');
    const a = j('a', 'f', { weight: 2, order: [1, 2] });
    const b = j('b', 'f', { order: [0] });
    const c = j('c', 'g', { weight: 2, order: [1, 0] });
    expect(inFileOrder([x, a, b, c])!.map((r) => r.model1)).toEqual(['x', 'b', 'a', 'a', 'c', 'c']);
  });

  it('places left empty by records filtered out are skipped', () => {
    const a = j('a', 'f', { order: [4] });
    const b = j('b', 'f', { order: [2] });
    expect(inFileOrder([a, b])!.map((r) => r.model1)).toEqual(['b', 'a']);
  });

  it('has no order for a counts file (weighted records without places)', () => {
    expect(inFileOrder([j('a', 'f', { weight: 3 })])).toBeUndefined();
  });

  it('throws when a record has not one place per judgment', () => {
    expect(() => inFileOrder([j('a', 'f', { weight: 3, order: [0, 1] })])).toThrow(
      'inFileOrder: a record of f stands for 3 judgments but has 2 places',
    );
  });
});

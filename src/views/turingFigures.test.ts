import { describe, expect, it } from 'vitest';
import { emptyDataset } from '../records/dataset.ts';
import type { UniJudgment } from '../records/uniJudgment.ts';
import { buildView } from './buildView.ts';
import { equivalenceText, turingFigure, turingJudgesFigure } from './turingFigures.ts';
import { noMemo, type ViewContext } from './viewContext.ts';
import { turingViewStats, verdictsAt } from './viewStats.ts';

let line = 0;
/** `passed` human verdicts then `n − passed` AI verdicts (first AI chat 1) of one model by one judge. */
function verdicts(model: string, passed: number, n: number, judge = 'j1'): UniJudgment[] {
  return Array.from({ length: n }, (_, k) => ({
    benchmark: 'b',
    setting: '',
    judge,
    seed: `s${k}`,
    model,
    verdict: k < passed ? ('human' as const) : ('ai' as const),
    firstAiChat: k < passed ? null : 1,
    length: 4,
    reason: '',
    raw: '',
    source: { file: 'f', line: ++line },
  }));
}

function context(uni: UniJudgment[], all: UniJudgment[] = uni): ViewContext {
  return {
    view: { benchmark: 'b', judge: 'j1', path: 'b-j1' },
    title: 'B',
    data: { ...emptyDataset(), uniJudgments: all },
    uni,
    pairs: [],
    lengths: [],
    name: (m) => (m === 'GT' ? 'Ground truth' : m.toUpperCase()),
    judgeName: (j) => j,
    tokens: (t) => t.length,
    seed: 1,
    rounds: 10,
    memo: noMemo,
  };
}

describe('verdictsAt', () => {
  it('reads a verdict as pass@N does: an AI chat found after chat N passes at N', () => {
    const [j] = verdicts('a', 0, 1);
    const late = { ...j!, firstAiChat: 9 };
    expect(verdictsAt([late], 8)[0]!.verdict).toBe('human');
    expect(verdictsAt([late], 9)[0]!.verdict).toBe('ai');
    expect(verdictsAt([{ ...late, verdict: 'unparsed' }], 8)[0]!.verdict).toBe('unparsed');
  });
});

describe('turingViewStats', () => {
  // Model A passes 8 of 10, the human conversations 5 of 10.
  const uni = [...verdicts('a', 8, 10), ...verdicts('GT', 5, 10)];
  const t = turingViewStats(uni, uni, 4);

  it('tests the pass rate against 50% exactly: 8 of 10 gives p = 2 · 56/1024 = 0.109375', () => {
    expect(t.test.models[0]).toMatchObject({ model: 'a', passed: 8, n: 10, rate: 0.8 });
    expect(t.test.models[0]!.p).toBeCloseTo(0.109375, 12);
    expect(t.test.models[0]!.vsHuman.difference).toBeCloseTo(0.3, 12);
  });

  it("gives the judge's d′ and c per model with the log-linear correction (hand: H = 2.5/11, F = 5.5/11)", () => {
    // Φ⁻¹(2.5/11) = −0.7478586 (Python statistics.NormalDist), Φ⁻¹(0.5) = 0.
    const d = t.detection.get('a')!;
    expect(d.dPrime).toBeCloseTo(-0.7478586, 6);
    expect(d.criterion).toBeCloseTo(0.3739293, 6);
    expect(t.hasHuman).toBe(true);
    expect(t.acrossJudges).toBeNull();
  });

  it('tests the judges against each other when several judged: 8/10 and 2/10 give X² = 7.2 with df 1', () => {
    const other = [...verdicts('a', 2, 10, 'j2'), ...verdicts('GT', 5, 10, 'j2')];
    const across = turingViewStats(uni, [...uni, ...other], 4).acrossJudges!;
    const a = across.models[0]!.byJudge;
    expect(a.chiSquare).toBeCloseTo(7.2, 12);
    expect(a.df).toBe(1);
    expect(a.groups.map((g) => [g.group, g.passed, g.n])).toEqual([
      ['j1', 8, 10],
      ['j2', 2, 10],
    ]);
  });
});

describe('turingFigure', () => {
  const uni = [...verdicts('a', 8, 10), ...verdicts('GT', 5, 10)];

  it('lists each model, then the human conversations as the reference, with the numbers in cells and downloads', () => {
    const f = turingFigure(context(uni), '', turingViewStats(uni, uni, 4))!;
    expect(f.id).toBe('turing-test');
    expect(f.table.rows.map((r) => r[0]!.text)).toEqual(['A', 'Ground truth']);
    const [a] = f.table.rows;
    // Wilson 95% interval of 8/10 by hand: (0.8 + 1.92/10 ± 1.96·√(0.016 + 0.009604)) / 1.38416 = 0.4902 to 0.9433.
    expect(a!.map((c) => c.text).slice(1, 7)).toEqual([
      '80.0',
      '[49.0, 94.3]',
      '8',
      '10',
      'p = 0.109',
      '+30.0',
    ]);
    expect(a![10]!.text).toBe('-0.75');
    expect(f.table.raw[0]).toMatchObject({ model: 'a', N: 4, passed: 8, n: 10, equivalent: false });
    expect(f.table.raw[1]).toMatchObject({ model: 'GT', passed: 5, n: 10, pVsChance: 1 });
    expect(f.method).toContain('±10 percentage points');
    expect(f.svg).toContain('<svg');
  });

  it('says so when no human conversation was judged, and compares nothing with people', () => {
    const only = verdicts('a', 8, 10);
    const f = turingFigure(context(only), '', turingViewStats(only, only, 4))!;
    expect(f.table.rows).toHaveLength(1);
    expect(f.table.raw[0]).toMatchObject({ difference: null, dPrime: null });
    expect(f.notes[0]).toMatch(/No human conversation/);
  });

  it('is drawn on a view with single-conversation judgments, and the judges figure only with several judges', () => {
    const ids = buildView(context(uni), {}, () => undefined).figures.map((x) => x.id);
    expect(ids).toContain('turing-test');
    expect(ids).not.toContain('turing-judges');
    const other = [...verdicts('a', 2, 10, 'j2'), ...verdicts('GT', 5, 10, 'j2')];
    const ctx = context(uni, [...uni, ...other]);
    const j = turingJudgesFigure(ctx, '', turingViewStats(uni, [...uni, ...other], 4))!;
    expect(j.table.rows.map((r) => r.slice(0, 2).map((c) => c.text))).toEqual([
      ['A', 'all judges'],
      ['A', 'j1'],
      ['A', 'j2'],
    ]);
    expect(j.table.rows[0]![5]!.text).toBe('7.20 (1)');
    expect(buildView(ctx, { omit: ['turing-test'] }, () => undefined).figures.map((x) => x.id)).not.toContain(
      'turing-test',
    );
  });
});

describe('equivalenceText', () => {
  it('says the TOST verdict in words', () => {
    expect(equivalenceText({ equivalent: true, margin: 0.1 })).toBe('equivalent within ±10 pp');
    expect(equivalenceText({ equivalent: false, margin: 0.1 })).toBe('not shown within ±10 pp');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UniJudgment } from '../records/uniJudgment.ts';
import { passAtLength } from './passAtLength.ts';
import { observedMaxN, passCurve } from './passCurve.ts';

const j = (
  model: string,
  verdict: UniJudgment['verdict'],
  firstAiChat: number | null,
  seed = 's',
  length?: number,
): UniJudgment => ({
  benchmark: 'b',
  setting: '',
  judge: 'j',
  seed,
  model,
  verdict,
  firstAiChat,
  ...(length !== undefined ? { length } : {}),
  reason: '',
  raw: '',
  source: { file: 'f' },
});

describe('passCurve', () => {
  it('counts a pass at N when no AI was found or the first AI chat is after N (hand-worked)', () => {
    const [c] = passCurve(
      [j('m', 'human', null), j('m', 'ai', 3), j('m', 'ai', 9), j('m', 'ai', null), j('m', 'unparsed', null)],
      { maxN: 16 },
    );
    expect(c!.n).toBe(4);
    expect(c!.unparsed).toBe(1);
    const at = (N: number) => c!.points[N - 1]!.passed;
    // N=2: human, first 3, first 9 pass; Yes-without-index fails. N=3: first 3 fails. N=9: only human passes.
    expect([at(1), at(2), at(3), at(8), at(9), at(16)]).toEqual([3, 3, 2, 2, 1, 1]);
    expect(c!.estimator).toBe('proportion');
  });
  it('runs to the longest chat or latest first-AI index seen when maxN is not given', () => {
    const [c] = passCurve([j('m', 'human', null), j('m', 'ai', 9)]);
    expect(c!.points).toHaveLength(9);
    expect(observedMaxN([{ length: 12, firstAiChat: 3 }, { firstAiChat: 14 }])).toBe(14);
    expect(observedMaxN([])).toBe(1);
  });
  it('switches to Kaplan-Meier when clean conversations end before maxN', () => {
    const [c] = passCurve([
      j('m', 'human', null, 'a', 4),
      j('m', 'ai', 6, 'b', 16),
      j('m', 'human', null, 'c', 16),
    ]);
    expect(c!.estimator).toBe('kaplan-meier');
    // The conversation of 4 chats is censored at 4; at 6 two remain at risk and one fails: S = 1/2.
    expect(c!.survival[5]!.rate).toBe(0.5);
    expect(c!.points[5]!.rate).toBeCloseTo(2 / 3, 12);
  });
  it('never rises with N (property)', () => {
    const arb = fc.array(
      fc.record({ ai: fc.boolean(), first: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }) }),
      { minLength: 1, maxLength: 40 },
    );
    fc.assert(
      fc.property(arb, (rows) => {
        const [c] = passCurve(rows.map((r) => j('m', r.ai ? 'ai' : 'human', r.ai ? r.first : null)));
        for (let i = 1; i < c!.points.length; i++) {
          if (c!.points[i]!.rate! > c!.points[i - 1]!.rate!) return false;
          if (c!.survival[i]!.rate! > c!.survival[i - 1]!.rate!) return false;
        }
        return true;
      }),
    );
  });
});

describe('passCurve with no parsed verdict', () => {
  it('gives null rates and bounds with the reason "no parsed verdicts", never NaN', () => {
    // Before (issue 25): rate, lo and hi were NaN at every N, in both series, with no reason.
    const [c] = passCurve([j('m', 'unparsed', null), j('m', 'unparsed', null)], { maxN: 2 });
    expect(c).toEqual({
      model: 'm',
      n: 0,
      unparsed: 2,
      reason: 'no parsed verdicts',
      estimator: 'proportion',
      points: [1, 2].map((N) => ({
        N,
        passed: 0,
        total: 0,
        rate: null,
        lo: null,
        hi: null,
        reason: 'no parsed verdicts',
      })),
      survival: [1, 2].map((N) => ({
        N,
        rate: null,
        lo: null,
        hi: null,
        atRisk: 0,
        reason: 'no parsed verdicts',
      })),
    });
  });
  it('has no NaN or Infinity anywhere, parsed or not (property)', () => {
    const verdict = fc.constantFrom<UniJudgment['verdict']>('ai', 'human', 'unparsed');
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ v: verdict, first: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }) }),
          {
            maxLength: 20,
          },
        ),
        (rows) => {
          for (const c of passCurve(
            rows.map((r) => j('m', r.v, r.v === 'ai' ? r.first : null)),
            { maxN: 4 },
          ))
            for (const p of [...c.points, ...c.survival]) {
              for (const v of Object.values(p))
                if (typeof v === 'number') expect(Number.isFinite(v)).toBe(true);
              expect(p.rate === null).toBe(c.n === 0);
              expect(p.reason === null).toBe(c.n > 0);
            }
        },
      ),
      { seed: 20261125 },
    );
  });
});

describe('passAtLength', () => {
  it('judges each conversation at its seed ground-truth length, on seeds with at least 4 GT chats', () => {
    const rows = passAtLength(
      [j('m', 'ai', 5, 'a'), j('m', 'ai', 5, 'b'), j('m', 'human', null, 'c'), j('m', 'ai', 1, 'short')],
      { a: 4, b: 6, c: 10, short: 3 },
    );
    // a: first AI 5 > 4 passes; b: 5 <= 6 fails; c passes; the 3-chat seed is left out.
    expect(rows).toMatchObject([{ model: 'm', passed: 2, total: 3 }]);
  });
});

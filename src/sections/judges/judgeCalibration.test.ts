import { describe, expect, it } from 'vitest';
import { emptyDataset } from '../../records/dataset.ts';
import { ManifestSchema } from '../../records/manifest.ts';
import type { UniJudgment } from '../../records/uniJudgment.ts';
import { calibrationBlock, calibrationRows } from './judgeCalibration.ts';
import { buildJudgesSection } from './judgesSection.ts';

let line = 0;
/** One verdict on seed `seed` of `model`, verified to be about text `t<seed>`. */
function verdict(judge: string, model: string, seed: number, passed: boolean): UniJudgment {
  return {
    benchmark: 'b',
    setting: '',
    judge,
    seed: String(seed),
    model,
    conversationId: `b/${seed}/${model}`,
    verdict: passed ? 'human' : 'ai',
    firstAiChat: passed ? null : 1,
    reason: '',
    raw: '',
    judgedText: `t${model}${seed}`,
    source: { file: judge, line: ++line },
  };
}

// The crowd passes conversations 0–49 of model A and fails 50–99. The bot passes 45 of the first 50
// (Se = 0.9) and 10 of the last 50 (Sp = 0.8): 55 of 100. It also judged 20 conversations of B alone, passing 6.
const uni = [
  ...Array.from({ length: 100 }, (_, k) => verdict('crowd', 'a', k, k < 50)),
  ...Array.from({ length: 100 }, (_, k) => verdict('bot', 'a', k, k < 45 || (k >= 50 && k < 60))),
  ...Array.from({ length: 20 }, (_, k) => verdict('bot', 'b', k, k < 6)),
];

describe('calibrationRows', () => {
  const rows = calibrationRows(uni, new Set(['crowd']));

  it('corrects A’s 55% to the crowd’s 50%: (0.55 + 0.8 − 1)/0.7', () => {
    const a = rows.find((r) => r.model === 'a')!;
    expect(a).toMatchObject({ judge: 'bot', reference: 'crowd', shared: 100 });
    expect(a.result.sensitivity).toBeCloseTo(0.9, 12);
    expect(a.result.specificity).toBeCloseTo(0.8, 12);
    expect(a.result.apparent).toBeCloseTo(0.55, 12);
    expect(a.result.corrected).toBeCloseTo(0.5, 12);
    // Var = [0.55·0.45/100 + 0.25·0.09/50 + 0.25·0.16/50]/0.49 = 0.003725/0.49.
    expect(a.result.se).toBeCloseTo(Math.sqrt(0.003725 / 0.49), 12);
  });

  it('applies the same Se and Sp to a model the crowd did not judge: 30% becomes 0.1/0.7', () => {
    const b = rows.find((r) => r.model === 'b')!;
    expect(b.result.apparent).toBeCloseTo(0.3, 12);
    expect(b.result.corrected).toBeCloseTo(0.1 / 0.7, 12);
  });

  it('has nothing without a judge marked human', () => {
    expect(calibrationRows(uni, new Set())).toEqual([]);
    expect(calibrationBlock(uni, new Set(), { judge: (j) => j, model: (m) => m })).toBeUndefined();
  });
});

describe('calibrationBlock', () => {
  it('reads the corrected rate with its interval', () => {
    const block = calibrationBlock(uni, new Set(['crowd']), {
      judge: (j) => j.toUpperCase(),
      model: (m) => m,
    })!;
    const se = Math.sqrt(0.003725 / 0.49);
    const lo = (0.5 - 1.959963984540054 * se) * 100;
    const hi = (0.5 + 1.959963984540054 * se) * 100;
    expect(block.table.rows[0]!.map((c) => c.text).slice(0, 5)).toEqual([
      'BOT',
      'CROWD',
      'a',
      '55.0',
      `50.0 [${lo.toFixed(1)}, ${hi.toFixed(1)}]`,
    ]);
  });

  it('is on the judges page of a benchmark whose manifest marks the crowd human', () => {
    const data = {
      ...emptyDataset(),
      manifest: ManifestSchema.parse({ judges: { crowd: { display: 'Crowd', human: true } } }),
      uniJudgments: uni,
    };
    const ctx = {
      name: (m: string) => m,
      judgeName: (j: string) => j,
      benchmarkTitle: (b: string) => b,
      seg: (t: string) => t,
      conversationPath: () => undefined,
      judgedTokens: () => undefined,
      viewPath: () => undefined,
    };
    const section = buildJudgesSection(data, ctx)!;
    expect(section.benchmarks[0]!.calibration?.table.raw[0]).toMatchObject({
      judge: 'bot',
      model: 'a',
      corrected: 0.5,
    });
    const unmarked = buildJudgesSection({ ...data, manifest: ManifestSchema.parse({}) }, ctx)!;
    expect(unmarked.benchmarks[0]!.calibration).toBeUndefined();
  });
});

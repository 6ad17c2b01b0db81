import type { PairJudgment } from '../records/pairJudgment.ts';
import type { UniJudgment } from '../records/uniJudgment.ts';

/** The rates HCG's scripts print for one uni_eval result file. */
export interface UniStudySummary {
  'Pass Rate': number;
  '# Total Dialogues': number;
  '# Passed Dialogues': number;
  '# Failed Dialogues': number;
}

/**
 * HCG's per-file Uni-Eval summary: pass = the judge answered "No" (no AI found); the denominator is every line
 * of the file, unparsed answers included (that is how the study computed it).
 *
 * Source: the HCG study's result_summary files (Human_Chatbot-Generation, Evaluation/result_summary_oasst);
 * each published summary is reproduced exactly by this definition.
 * @throws Error when there are no judgments (a rate of nothing is undefined).
 * @example uniStudySummary(judgments) // { 'Pass Rate': 0.9152542372881356, '# Total Dialogues': 413, ... }
 */
export function uniStudySummary(judgments: readonly UniJudgment[]): UniStudySummary {
  if (judgments.length === 0) throw new Error('uniStudySummary requires at least one judgment (got 0)');
  const passed = judgments.filter((j) => j.verdict === 'human').length;
  return {
    'Pass Rate': passed / judgments.length,
    '# Total Dialogues': judgments.length,
    '# Passed Dialogues': passed,
    '# Failed Dialogues': judgments.length - passed,
  };
}

/** The rates HCG's scripts print for one gt_eval or pair_eval result file (A = conversation 1, B = conversation 2). */
export interface PairStudySummary {
  'A Better Rate': number;
  'B Better Rate': number;
  'Both Failed Rate': number;
  'Both Passed Rate': number;
  '# Total Dialogues': number;
  /**
   * (n - A better) / n: B's win + tie rate against A (BotChat's "Win + Tie" when A is the real dialogue).
   * Computed from the count, as the study did: `1 - A Better Rate` differs in the last digit for some files.
   */
  '# Indistinguishable Rate': number;
}

/**
 * HCG's per-file pairwise summary: A better = the judge named conversation 2 as AI (outcome `model1`), B better =
 * conversation 1 (`model2`), both failed = `Both`, both passed = `Neither`; the denominator is every line.
 *
 * Source: the HCG study's result_summary files; reproduced exactly by this definition.
 * @throws Error when there are no judgments.
 */
export function pairStudySummary(judgments: readonly PairJudgment[]): PairStudySummary {
  const n = judgments.length;
  if (n === 0) throw new Error('pairStudySummary requires at least one judgment (got 0)');
  const count = (o: PairJudgment['outcome']) => judgments.filter((j) => j.outcome === o).length;
  const aBetter = count('model1');
  return {
    'A Better Rate': aBetter / n,
    'B Better Rate': count('model2') / n,
    'Both Failed Rate': count('bothbad') / n,
    'Both Passed Rate': count('tie') / n,
    '# Total Dialogues': n,
    '# Indistinguishable Rate': (n - aBetter) / n,
  };
}

/**
 * The text Python's repr() gives a float: shortest round-trip digits (as JavaScript's String), but integral values
 * keep ".0" and scientific notation is used below 1e-4 and from 1e16 (`1e-05`, `1e+16`), as Python prints them.
 * Used to compare computed rates with numbers a Python script printed, digit for digit.
 * @example pythonFloatRepr(1) // '1.0'
 * @example pythonFloatRepr(0.00001) // '1e-05'
 */
export function pythonFloatRepr(x: number): string {
  if (Number.isNaN(x)) return 'nan';
  if (!Number.isFinite(x)) return x > 0 ? 'inf' : '-inf';
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0';
  const [mant = '', expText = '0'] = x.toExponential().split('e');
  const exp = Number(expText);
  if (exp < -4 || exp >= 16) {
    const e = Math.abs(exp) < 10 ? `0${Math.abs(exp)}` : String(Math.abs(exp));
    return `${mant}e${exp < 0 ? '-' : '+'}${e}`;
  }
  const s = String(x);
  return /[.e]/.test(s) ? s : `${s}.0`;
}

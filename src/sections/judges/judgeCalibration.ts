// Judge calibration on the judges page (decision 0094): where the manifest marks a judge as human (`judges.<id>.human`)
// and an automatic judge judged the same conversations (judgments verified to be about the same text), the
// automatic judge's pass rate of each model is corrected for its sensitivity and specificity against the human
// labels (Rogan–Gladen, with a delta-method interval). Composition only: the numbers come from src/stats.
import { GROUND_TRUTH } from '../../records/ids.ts';
import type { UniJudgment } from '../../records/uniJudgment.ts';
import { MISSING, pct, withInterval } from '../../render/format.ts';
import type { TableModel } from '../../site/siteModel.ts';
import { verifiedItem } from '../../stats/judgeAgreement.ts';
import { judgeConfusion, roganGladen, type RoganGladen } from '../../stats/roganGladen.ts';

/** One row: an automatic judge's pass rate of a model, corrected against one human judge's labels. */
export interface CalibrationRow {
  judge: string;
  reference: string;
  model: string;
  /** Conversations both judged (parsed verdicts): the validation set Se and Sp are measured on. */
  shared: number;
  result: RoganGladen;
}

/**
 * Every (automatic judge, human judge, model) with a validation set: positive = "human" (the conversation passes),
 * so sensitivity is the share of conversations the human passed that the judge passed too, and specificity the
 * share the human failed that the judge failed too; measured over all models' shared conversations (the real
 * dialogues included) and applied to the judge's pass rate of each model on all its conversations.
 * @example calibrationRows(uni, new Set(['crowd'])) // [{ judge: 'gpt-4', reference: 'crowd', model: 'a', result: { corrected, lo, hi, ... } }]
 */
export function calibrationRows(uni: readonly UniJudgment[], humans: ReadonlySet<string>): CalibrationRow[] {
  const parsed = uni.filter((j) => j.verdict !== 'unparsed');
  const judges = [...new Set(parsed.map((j) => j.judge))].sort();
  const rows: CalibrationRow[] = [];
  for (const reference of judges.filter((j) => humans.has(j))) {
    const labels = new Map<string, boolean>();
    for (const j of parsed) {
      const item = j.judge === reference ? verifiedItem(j) : undefined;
      if (item !== undefined) labels.set(item, j.verdict === 'human');
    }
    for (const judge of judges.filter((j) => !humans.has(j))) {
      const mine = parsed.filter((j) => j.judge === judge);
      const pairs = mine.flatMap((j) => {
        const item = verifiedItem(j);
        const human = item === undefined ? undefined : labels.get(item);
        return human === undefined ? [] : [{ judge: j.verdict === 'human', human }];
      });
      if (pairs.length === 0) continue;
      const validation = judgeConfusion(pairs);
      const models = [...new Set(mine.map((j) => j.model))].filter((m) => m !== GROUND_TRUTH).sort();
      for (const model of models) {
        const of = mine.filter((j) => j.model === model);
        const passed = of.filter((j) => j.verdict === 'human').length;
        rows.push({
          judge,
          reference,
          model,
          shared: pairs.length,
          result: roganGladen({ positives: passed, n: of.length }, validation),
        });
      }
    }
  }
  return rows;
}

const rate = (x: number | null, lo?: number | null, hi?: number | null) =>
  x === null ? MISSING : withInterval(pct(x), lo, hi, pct);

/**
 * The calibration table of a benchmark's judges page, or undefined when no automatic judge shares conversations
 * with a judge the manifest marks human.
 */
export function calibrationBlock(
  uni: readonly UniJudgment[],
  humans: ReadonlySet<string>,
  names: { judge: (id: string) => string; model: (id: string) => string },
): { table: TableModel; notes: string[] } | undefined {
  const rows = calibrationRows(uni, humans);
  if (rows.length === 0) return undefined;
  const table: TableModel = {
    columns: [
      { key: 'judge', label: 'Judge' },
      {
        key: 'reference',
        label: 'Human labels',
        help: 'the judge the manifest marks human (judges.<id>.human)',
      },
      { key: 'model', label: 'Model' },
      {
        key: 'apparent',
        label: 'judge’s pass rate %',
        numeric: true,
        help: 'the automatic judge’s pass rate',
      },
      {
        key: 'corrected',
        label: 'corrected pass rate % (95% CI)',
        numeric: true,
        help: 'Rogan–Gladen: (p + Sp − 1)/(Se + Sp − 1), clamped to [0, 1], with a delta-method interval',
      },
      {
        key: 'sensitivity',
        label: 'Se % (95% CI)',
        numeric: true,
        help: 'of the conversations the human passed, the share the judge passed',
      },
      {
        key: 'specificity',
        label: 'Sp % (95% CI)',
        numeric: true,
        help: 'of the conversations the human failed, the share the judge failed',
      },
      { key: 'shared', label: 'both judged', numeric: true },
    ],
    rows: rows.map((r) => {
      const x = r.result;
      return [
        { text: names.judge(r.judge) },
        { text: names.judge(r.reference) },
        { text: names.model(r.model) },
        { text: rate(x.apparent), sort: x.apparent },
        {
          text:
            x.corrected === null
              ? (x.reason ?? MISSING)
              : `${rate(x.corrected, x.lo, x.hi)}${x.clamped ? ` (clamped: ${x.clamped})` : ''}`,
          sort: x.corrected,
          ...(x.reason ? { tone: 'muted' as const } : {}),
        },
        { text: rate(x.sensitivity, x.sensitivityLo, x.sensitivityHi), sort: x.sensitivity },
        { text: rate(x.specificity, x.specificityLo, x.specificityHi), sort: x.specificity },
        { text: String(r.shared), sort: r.shared },
      ];
    }),
    raw: rows.map((r) => ({
      judge: r.judge,
      reference: r.reference,
      model: r.model,
      passed: r.result.positives,
      n: r.result.n,
      apparent: r.result.apparent,
      corrected: r.result.corrected,
      unclamped: r.result.unclamped,
      lo: r.result.lo,
      hi: r.result.hi,
      se: r.result.se,
      sensitivity: r.result.sensitivity,
      specificity: r.result.specificity,
      shared: r.shared,
      reason: r.result.reason,
    })),
  };
  return {
    table,
    notes: [
      'Sensitivity and specificity are measured on the conversations both judged (verified to be the same text), over every model and the real dialogues together, and applied to the judge’s pass rate on all its conversations of the model. The correction assumes the judge errs alike on every model.',
    ],
  };
}

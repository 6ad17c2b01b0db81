// Judge calibration on the judges page (decision 0094): where the manifest marks a judge as human (`judges.<id>.human`)
// and an automatic judge judged the same conversations (judgments verified to be about the same text), the
// automatic judge's pass rate of each model is corrected for its sensitivity and specificity against the human
// labels (Rogan–Gladen, with a delta-method interval). Composition only: the numbers come from src/stats.
import { GROUND_TRUTH } from '../../records/ids.ts';
import type { UniJudgment } from '../../records/uniJudgment.ts';
import { sortAsText, tableFromSpecs, type ColumnSpec } from '../../render/columnSpec.ts';
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
  // A judge or model column: the id downloaded, its name shown and sorted on.
  const named = (
    id: string,
    label: string,
    of: (r: CalibrationRow) => string,
    show: (id: string) => string,
  ): ColumnSpec<CalibrationRow> => ({
    id,
    label,
    value: of,
    format: (_v, r) => show(of(r)),
    sort: sortAsText,
  });
  const table = tableFromSpecs<CalibrationRow>(
    [
      named('judge', 'Judge', (r) => r.judge, names.judge),
      {
        ...named('reference', 'Human labels', (r) => r.reference, names.judge),
        description: 'the judge the manifest marks human (judges.<id>.human)',
      },
      named('model', 'Model', (r) => r.model, names.model),
      {
        id: 'apparent',
        label: 'judge’s pass rate %',
        numeric: true,
        description: 'the automatic judge’s pass rate',
        value: (r) => r.result.apparent,
        format: (_v, r) => rate(r.result.apparent),
        fields: (r) => ({ passed: r.result.positives, n: r.result.n, apparent: r.result.apparent }),
      },
      {
        id: 'corrected',
        label: 'corrected pass rate % (95% CI)',
        numeric: true,
        description:
          'Rogan–Gladen: (p + Sp − 1)/(Se + Sp − 1), clamped to [0, 1], with a delta-method interval',
        value: (r) => r.result.corrected,
        format: (_v, { result: x }) =>
          x.corrected === null
            ? (x.reason ?? MISSING)
            : `${rate(x.corrected, x.lo, x.hi)}${x.clamped ? ` (clamped: ${x.clamped})` : ''}`,
        tone: (r) => (r.result.reason ? 'muted' : undefined),
        fields: ({ result: x }) => ({
          corrected: x.corrected,
          unclamped: x.unclamped,
          lo: x.lo,
          hi: x.hi,
          se: x.se,
        }),
      },
      {
        id: 'sensitivity',
        label: 'Se % (95% CI)',
        numeric: true,
        description: 'of the conversations the human passed, the share the judge passed',
        value: (r) => r.result.sensitivity,
        format: (_v, { result: x }) => rate(x.sensitivity, x.sensitivityLo, x.sensitivityHi),
      },
      {
        id: 'specificity',
        label: 'Sp % (95% CI)',
        numeric: true,
        description: 'of the conversations the human failed, the share the judge failed',
        value: (r) => r.result.specificity,
        format: (_v, { result: x }) => rate(x.specificity, x.specificityLo, x.specificityHi),
      },
      { id: 'shared', label: 'both judged', numeric: true, value: (r) => r.shared },
    ],
    rows,
    { extra: (r) => ({ reason: r.result.reason }) },
  );
  return {
    table,
    notes: [
      'Sensitivity and specificity are measured on the conversations both judged (verified to be the same text), over every model and the real dialogues together, and applied to the judge’s pass rate on all its conversations of the model. The correction assumes the judge errs alike on every model.',
    ],
  };
}

// The figures of a view's single-conversation judgments: the pass@N curve of each setting, and the pass rate of
// each model with the real dialogues as a line (for benchmarks whose own figure is not drawn by their profile).
import { GROUND_TRUTH } from '../records/ids.ts';
import type { UniJudgment } from '../records/uniJudgment.ts';
import { passCurveChart } from '../render/charts/passCurveChart.ts';
import { rateBars } from '../render/charts/rateBars.ts';
import { formatInterval, pct } from '../render/format.ts';
import type { FigureModel } from '../site/viewModel.ts';
import type { PassCurve } from '../stats/passCurve.ts';
import { uniStudySummary } from '../stats/studySummary.ts';
import { figure, seg, table, type ViewContext } from './viewContext.ts';

/** The pass@N curve of one setting: one line per model with its 95% band, and the table of every point. */
export function passCurveFigure(
  ctx: ViewContext,
  setting: string,
  cs: readonly PassCurve[],
  number = '',
): FigureModel {
  const { name } = ctx;
  const suffix = setting ? ` (setting ${setting})` : '';
  const id = `pass-curve${setting ? `-${seg(setting)}` : ''}`;
  const km = cs.some((c) => c.estimator === 'kaplan-meier');
  return figure({
    id,
    number,
    title: `pass@N: share of conversations with no AI chat found up to chat N${suffix}`,
    method: `A conversation passes at N when the judge found no AI chat or its first AI chat comes after chat N; bands are 95% Wilson intervals. Estimator: ${km ? "Kaplan-Meier (conversations differ in length: a clean conversation is censored at its length), shown as the table's KM columns" : 'the plain proportion (every conversation reaches N)'}. Unparsed judge answers are left out and counted.`,
    // A model whose every verdict is unparsed has no curve to draw: its table rows say why.
    svg: passCurveChart(
      cs.flatMap((c) =>
        c.reason !== null
          ? []
          : [
              {
                model: c.model,
                display: name(c.model),
                points: (c.estimator === 'kaplan-meier' ? c.survival : c.points).flatMap((p) =>
                  p.rate === null || p.lo === null || p.hi === null
                    ? []
                    : [{ N: p.N, rate: p.rate, lo: p.lo, hi: p.hi }],
                ),
              },
            ],
      ),
      { title: `pass@N by model${suffix}`, xLabel: 'N (chats)' },
    ),
    table: table(
      [
        { key: 'model', label: 'Model' },
        { key: 'N', label: 'N', numeric: true },
        { key: 'rate', label: 'pass@N %', numeric: true },
        { key: 'ci', label: '95% CI' },
        { key: 'passed', label: 'passed', numeric: true },
        { key: 'total', label: 'n', numeric: true },
        { key: 'km', label: 'KM %', numeric: true },
      ],
      cs.flatMap((c) =>
        c.points.map((p, i) => [
          { text: name(c.model), href: `models/${c.model}/` },
          { text: String(p.N), sort: p.N },
          { text: pct(p.rate), sort: p.rate },
          { text: formatInterval(p.lo, p.hi, pct) },
          { text: String(p.passed), sort: p.passed },
          { text: String(p.total), sort: p.total },
          { text: pct(c.survival[i]?.rate), sort: c.survival[i]?.rate ?? 0 },
        ]),
      ),
      cs.flatMap((c) =>
        c.points.map((p, i) => ({
          model: c.model,
          setting,
          N: p.N,
          passed: p.passed,
          total: p.total,
          rate: p.rate,
          lo: p.lo,
          hi: p.hi,
          km: c.survival[i]?.rate ?? null,
          kmLo: c.survival[i]?.lo ?? null,
          kmHi: c.survival[i]?.hi ?? null,
          unparsed: c.unparsed,
          estimator: c.estimator,
        })),
      ),
    ),
  });
}

/** The pass rate of each model in one setting, every judged dialogue counting, the real dialogues as a line. */
export function passRateFigure(
  ctx: ViewContext,
  setting: string,
  js: readonly UniJudgment[],
  cs: readonly PassCurve[],
): FigureModel {
  const { name } = ctx;
  const suffix = setting ? ` (setting ${setting})` : '';
  const gt = cs.find((c) => c.model === GROUND_TRUTH);
  const rates = cs
    .filter((c) => c.model !== GROUND_TRUTH)
    .map((c) => ({ model: c.model, n: c.n, ...uniStudySummary(js.filter((j) => j.model === c.model)) }));
  return figure({
    id: `pass-rate${setting ? `-${seg(setting)}` : ''}`,
    number: '',
    title: `Pass rate per model${suffix}, the real dialogues as a dashed line`,
    method:
      "Pass = the judge found no AI-written turn; every judged dialogue counts in the denominator, as in the study's own summaries.",
    svg: rateBars(
      rates.map((r) => ({ model: r.model, display: name(r.model), rate: r['Pass Rate'] })),
      {
        title: `Pass rate${suffix}`,
        format: 'percent',
        ...(gt
          ? {
              reference: { value: gt.points[gt.points.length - 1]?.rate ?? 0, label: 'real dialogues' },
            }
          : {}),
      },
    ),
    table: table(
      [
        { key: 'model', label: 'Model' },
        { key: 'rate', label: 'pass rate %', numeric: true },
        { key: 'passed', label: 'passed', numeric: true },
        { key: 'total', label: 'n', numeric: true },
      ],
      rates.map((r) => [
        { text: name(r.model) },
        { text: pct(r['Pass Rate']), sort: r['Pass Rate'] },
        { text: String(r['# Passed Dialogues']), sort: r['# Passed Dialogues'] },
        { text: String(r['# Total Dialogues']), sort: r['# Total Dialogues'] },
      ]),
      rates.map((r) => ({
        model: r.model,
        setting,
        passRate: r['Pass Rate'],
        passed: r['# Passed Dialogues'],
        total: r['# Total Dialogues'],
      })),
    ),
  });
}

// The figures of a view's single-conversation judgments: the pass@N curve of each setting, and the pass rate of
// each model with the real dialogues as a line (for benchmarks whose own figure is not drawn by their profile).
import { GROUND_TRUTH } from '../records/ids.ts';
import type { UniJudgment } from '../records/uniJudgment.ts';
import { passCurveChart } from '../render/charts/passCurveChart.ts';
import { rateBars } from '../render/charts/rateBars.ts';
import { asPct, tableFromSpecs } from '../render/columnSpec.ts';
import { formatInterval, pct } from '../render/format.ts';
import type { FigureModel } from '../site/viewModel.ts';
import type { PassCurve } from '../stats/passCurve.ts';
import { uniStudySummary } from '../stats/studySummary.ts';
import { figure, seg, type ViewContext } from './viewContext.ts';

/** One point of a model's pass@N curve, with the Kaplan-Meier estimate at the same N. */
interface CurvePoint {
  c: PassCurve;
  p: PassCurve['points'][number];
  km: PassCurve['survival'][number] | undefined;
}

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
    table: tableFromSpecs<CurvePoint>(
      [
        {
          id: 'model',
          label: 'Model',
          value: (x) => x.c.model,
          format: (_v, x) => name(x.c.model),
          sort: (x) => name(x.c.model),
          href: (x) => `models/${x.c.model}/`,
        },
        { id: 'N', label: 'N', numeric: true, value: (x) => x.p.N },
        {
          id: 'rate',
          label: 'pass@N %',
          numeric: true,
          value: (x) => x.p.rate,
          format: asPct(1),
          interval: (x) => (x.p.lo === null || x.p.hi === null ? undefined : { lo: x.p.lo, hi: x.p.hi }),
          intervalFields: ['lo', 'hi'],
          showInterval: false,
        },
        { id: 'ci', label: '95% CI', field: null, value: (x) => formatInterval(x.p.lo, x.p.hi, pct) },
        { id: 'passed', label: 'passed', numeric: true, value: (x) => x.p.passed },
        { id: 'total', label: 'n', numeric: true, value: (x) => x.p.total },
        {
          id: 'km',
          label: 'KM %',
          numeric: true,
          value: (x) => x.km?.rate ?? null,
          format: asPct(1),
          sort: (x) => x.km?.rate ?? 0,
          interval: (x) =>
            !x.km || x.km.lo === null || x.km.hi === null ? undefined : { lo: x.km.lo, hi: x.km.hi },
          showInterval: false,
        },
      ],
      cs.flatMap((c) => c.points.map((p, i) => ({ c, p, km: c.survival[i] }))),
      {
        extra: (x) => ({ setting, unparsed: x.c.unparsed, estimator: x.c.estimator }),
        fieldOrder: ['model', 'setting', 'N', 'passed', 'total', 'rate', 'lo', 'hi'],
      },
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
    table: tableFromSpecs(
      [
        {
          id: 'model',
          label: 'Model',
          value: (r) => r.model,
          format: (_v, r) => name(r.model),
          sort: (r) => name(r.model),
        },
        {
          id: 'rate',
          label: 'pass rate %',
          field: 'passRate',
          numeric: true,
          value: (r) => r['Pass Rate'],
          format: asPct(1),
        },
        { id: 'passed', label: 'passed', numeric: true, value: (r) => r['# Passed Dialogues'] },
        { id: 'total', label: 'n', numeric: true, value: (r) => r['# Total Dialogues'] },
      ],
      rates,
      { extra: () => ({ setting }), fieldOrder: ['model', 'setting'] },
    ),
  });
}

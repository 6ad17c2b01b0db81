// The judges section's bias block (moved out of judgesSection.ts, which had grown past 800 lines): per benchmark, each
// judge's verdicts on the real dialogues, in comparisons with the real dialogue, by position and by the length of
// the judged turns, as one table, and the pass rate by length quartile as a chart and a table. Composition only: the
// numbers come from src/stats.
import { GROUND_TRUTH } from '../../records/ids.ts';
import type { PairJudgment } from '../../records/pairJudgment.ts';
import type { UniJudgment } from '../../records/uniJudgment.ts';
import { passCurveChart } from '../../render/charts/passCurveChart.ts';
import {
  asPct,
  intervalColumn,
  sortAsText,
  tableFromSpecs,
  type ColumnSpec,
} from '../../render/columnSpec.ts';
import { fixed, formatInterval, formatRange, MISSING, pct, withInterval } from '../../render/format.ts';
import type { JudgesBenchmarkModel } from '../../site/judgesModel.ts';
import type { TableModel } from '../../site/siteModel.ts';
import { groupBy } from '../../stats/groupBy.ts';
import { lengthSensitivity } from '../../stats/lengthSensitivity.ts';
import { positionBias } from '../../stats/positionBias.ts';
import { wilsonInterval } from '../../stats/wilsonInterval.ts';
import type { JudgesContext } from './judgesSection.ts';

/** Fewest conversations (with text) for a length fit: with fewer, four quartiles hold ten or fewer each. */
export const LENGTH_MIN_CONVERSATIONS = 40;

export function passRate(js: readonly UniJudgment[]): { passed: number; n: number; unparsed: number } {
  const parsed = js.filter((j) => j.verdict !== 'unparsed');
  return {
    passed: parsed.filter((j) => j.verdict === 'human').length,
    n: parsed.length,
    unparsed: js.length - parsed.length,
  };
}

/** One judge's bias measurements: its verdicts on the real dialogues, in GT comparisons, by position and by length. */
function judgeBias(
  judge: string,
  uni: UniJudgment[],
  pairs: PairJudgment[],
  lengthItems: ReadonlySet<string>,
  ctx: JudgesContext,
) {
  const mine = uni.filter((j) => j.judge === judge);
  const real = passRate(mine.filter((j) => j.model === GROUND_TRUTH));
  const realCi = real.n > 0 ? wilsonInterval(real.passed, real.n) : undefined;
  // GT comparisons: how often the judge called the real conversation AI while passing the model's.
  const gt = pairs.filter(
    (p) =>
      p.judge === judge &&
      p.kind === 'gt' &&
      p.outcome !== 'unparsed' &&
      (p.model1 === GROUND_TRUTH) !== (p.model2 === GROUND_TRUTH),
  );
  const gtLost = gt.filter(
    (p) =>
      (p.model1 === GROUND_TRUTH && p.outcome === 'model2') ||
      (p.model2 === GROUND_TRUTH && p.outcome === 'model1'),
  ).length;
  // Position bias over both-order comparisons, per comparison family and setting, pooled.
  let both = 0;
  let flips = 0;
  let shown = 0;
  let firstAi = 0;
  for (const [, ps] of groupBy(
    pairs.filter((p) => p.judge === judge),
    (p) => `${p.kind}\u0000${p.setting}`,
  )) {
    const b = positionBias(ps);
    both += b.pairs;
    flips += b.inconsistent;
    shown += b.parsed;
    firstAi += b.firstShownAi;
  }
  // Length sensitivity, on the conversations every compared judge judged (see commonLengthItems).
  const points = mine.flatMap((j) => {
    if (j.verdict === 'unparsed' || !j.conversationId || !lengthItems.has(j.conversationId)) return [];
    const t = ctx.judgedTokens(j.conversationId);
    return t === undefined ? [] : [{ tokens: t, passed: j.verdict === 'human' }];
  });
  const ls = lengthSensitivity(points);
  return { real, realCi, gt, gtLost, both, flips, shown, firstAi, ls };
}

/** The columns of the bias table. */
/** A judge's row of the bias table: what judgeBias measured, and the flip rate's interval. */
type BiasRow = ReturnType<typeof judgeBias> & {
  judge: string;
  flipCi: { lo: number; hi: number } | undefined;
};

const share = (k: number, n: number): number | null => (n ? k / n : null);

function biasColumns(ctx: JudgesContext): ColumnSpec<BiasRow>[] {
  return [
    {
      id: 'judge',
      label: 'Judge',
      value: (r) => r.judge,
      format: (_v, r) => ctx.judgeName(r.judge),
      sort: sortAsText,
    },
    {
      id: 'realPass',
      label: 'real dialogues passed %',
      numeric: true,
      description:
        'share of the real (human) conversations the judge found no AI in; a calibrated judge passes nearly all',
      value: (r) => share(r.real.passed, r.real.n),
      format: asPct(1),
      sort: (r) => share(r.real.passed, r.real.n) ?? -1,
      title: (r) => (r.realCi ? `95% CI ${formatInterval(r.realCi.lo, r.realCi.hi, pct)}` : undefined),
      fields: ({ real, realCi }) => ({
        realPassed: real.passed,
        realJudged: real.n,
        realUnparsed: real.unparsed,
        realPassRate: share(real.passed, real.n),
        realPassLo: realCi?.lo ?? null,
        realPassHi: realCi?.hi ?? null,
      }),
    },
    intervalColumn('realCi', '95% CI', (r) => r.realCi, pct),
    { id: 'realN', label: 'real judged', numeric: true, field: null, value: (r) => r.real.n },
    {
      id: 'gtLost',
      label: 'real called AI in comparisons %',
      numeric: true,
      description:
        'in comparisons with the real conversation, how often the judge called the real one AI and passed the model (BotChat: 16.6% with GPT-4)',
      value: (r) => share(r.gtLost, r.gt.length),
      format: asPct(1),
      sort: (r) => share(r.gtLost, r.gt.length) ?? -1,
      title: (r) => `${r.gtLost} of ${r.gt.length}`,
      fields: (r) => ({ gtComparisons: r.gt.length, gtCalledAi: r.gtLost }),
    },
    {
      id: 'flip',
      label: 'verdict flips with order %',
      numeric: true,
      description: 'both-order comparisons whose winner (or kind of tie) changed when the order did',
      value: (r) => share(r.flips, r.both),
      // The order flip rate with its 95% Wilson interval (orderFlipRate's, pooled over comparison families).
      format: (_v, r) =>
        r.flipCi ? withInterval(pct(r.flips / r.both), r.flipCi.lo, r.flipCi.hi, pct) : MISSING,
      sort: (r) => share(r.flips, r.both) ?? -1,
      title: (r) => `${r.flips} of ${r.both} both-order pairs`,
      fields: (r) => ({ bothOrderPairs: r.both, flips: r.flips }),
    },
    {
      id: 'firstShown',
      label: 'first shown called AI %',
      numeric: true,
      field: 'firstShownAiRate',
      value: (r) => share(r.firstAi, r.shown),
      format: asPct(1),
      sort: (r) => share(r.firstAi, r.shown) ?? -1,
    },
    {
      id: 'lengthOr',
      label: 'odds of passing per doubling of length (95% CI)',
      numeric: true,
      description:
        'logistic regression of the verdict on log2 tokens of the judged turns; below 1: longer conversations fail more',
      value: (r) => r.ls.oddsRatioPerDoubling,
      format: (_v, { ls }) =>
        ls.oddsRatioPerDoubling === null
          ? MISSING
          : withInterval(fixed(ls.oddsRatioPerDoubling, 2), ls.oddsRatioLo, ls.oddsRatioHi, (x) =>
              fixed(x, 2),
            ),
      sort: (r) => r.ls.oddsRatioPerDoubling ?? -1,
      fields: ({ ls }) => ({
        oddsRatioPerDoubling: ls.oddsRatioPerDoubling,
        oddsRatioLo: ls.oddsRatioLo,
        oddsRatioHi: ls.oddsRatioHi,
      }),
    },
    {
      id: 'lengthN',
      label: 'conversations with text',
      numeric: true,
      field: 'lengthConversations',
      value: (r) => r.ls.n,
    },
  ];
}

/** The bias table's download fields in their order (the judge's measures, then the length fit). */
const BIAS_FIELDS = [
  'judge',
  'realPassed',
  'realJudged',
  'realUnparsed',
  'realPassRate',
  'realPassLo',
  'realPassHi',
  'gtComparisons',
  'gtCalledAi',
  'bothOrderPairs',
  'flips',
  'firstShownAiRate',
  'lengthConversations',
  'oddsRatioPerDoubling',
  'oddsRatioLo',
  'oddsRatioHi',
];

export function biasBlock(
  benchmark: string,
  judges: string[],
  uni: UniJudgment[],
  pairs: PairJudgment[],
  ctx: JudgesContext,
): JudgesBenchmarkModel['bias'] {
  const rows: BiasRow[] = [];
  const lengthSeries: {
    model: string;
    display: string;
    points: { N: number; rate: number; lo: number; hi: number }[];
  }[] = [];
  const lengthRows: QuartileRow[] = [];
  const notes: string[] = [];
  const lengthItems = commonLengthItems(judges, uni, ctx);
  notes.push(lengthItems.note);
  for (const judge of judges) {
    const bias = judgeBias(judge, uni, pairs, lengthItems.items, ctx);
    const { both, flips, ls } = bias;
    rows.push({ ...bias, judge, flipCi: both ? wilsonInterval(flips, both) : undefined });
    if (ls.quartiles.length === 4) {
      lengthSeries.push({
        model: judge,
        display: ctx.judgeName(judge),
        points: ls.quartiles.map((q, i) => ({ N: i + 1, rate: q.rate, lo: q.lo, hi: q.hi })),
      });
      ls.quartiles.forEach((q, i) => lengthRows.push({ judge, quartile: i + 1, q }));
    }
    if (ls.fit && !ls.fit.converged)
      notes.push(
        `${ctx.judgeName(judge)}: the length fit did not converge (length separates its verdicts), so no odds ratio is given.`,
      );
  }
  if (!pairs.some((p) => p.kind === 'gt'))
    notes.push('No comparisons with the real conversations: the "real called AI" column needs them.');
  if (rows.every((r) => !r.flipCi))
    notes.push(
      'No comparison was shown to a judge in both orders, so position bias cannot be measured here.',
    );
  return {
    table: tableFromSpecs(biasColumns(ctx), rows, { fieldOrder: BIAS_FIELDS }),
    ...(lengthSeries.length > 0
      ? {
          lengthSvg: passCurveChart(lengthSeries, {
            title: `Pass rate by length quartile of the judged turns, per judge (${benchmark})`,
            xLabel: 'length quartile (1 = shortest quarter of conversations)',
          }),
          lengthTable: quartileTable(lengthRows, ctx),
        }
      : {}),
    notes,
  };
}

/** A judge's pass rate in one length quartile of the judged conversations. */
interface QuartileRow {
  judge: string;
  quartile: number;
  q: ReturnType<typeof lengthSensitivity>['quartiles'][number];
}

/** The pass rate per judge and length quartile, with the quartile's token range. */
function quartileTable(rows: readonly QuartileRow[], ctx: JudgesContext): TableModel {
  return tableFromSpecs<QuartileRow>(
    [
      {
        id: 'judge',
        label: 'Judge',
        value: (r) => r.judge,
        format: (_v, r) => ctx.judgeName(r.judge),
        sort: sortAsText,
      },
      {
        id: 'quartile',
        label: 'quartile',
        numeric: false,
        value: (r) => r.quartile,
        format: (v) => `Q${String(v)}`,
        sort: (r) => r.quartile - 1,
      },
      {
        id: 'tokens',
        label: 'tokens',
        numeric: false,
        value: (r) => r.q.from,
        format: (_v, r) => formatRange(r.q.from, r.q.to),
        fields: (r) => ({ fromTokens: r.q.from, toTokens: r.q.to }),
      },
      {
        id: 'rate',
        label: 'pass %',
        numeric: true,
        value: (r) => r.q.rate,
        format: asPct(1),
        fields: (r) => ({ rate: r.q.rate, lo: r.q.lo, hi: r.q.hi }),
      },
      intervalColumn('ci', '95% CI', (r) => r.q, pct),
      { id: 'n', label: 'n', numeric: true, value: (r) => r.q.n },
    ],
    rows,
    {
      extra: (r) => ({ passed: r.q.passed }),
      fieldOrder: ['judge', 'quartile', 'fromTokens', 'toTokens', 'passed', 'n', 'rate', 'lo', 'hi'],
    },
  );
}

/**
 * The conversations the length comparison uses: those every judge with at least LENGTH_MIN_CONVERSATIONS judged
 * conversations (with text) judged, so that all judges are compared on the same conversations; when fewer than
 * LENGTH_MIN_CONVERSATIONS are common, each judge's own.
 */
function commonLengthItems(
  judges: string[],
  uni: UniJudgment[],
  ctx: JudgesContext,
): { items: Set<string>; note: string } {
  const withText = new Map<string, Set<string>>();
  for (const j of uni) {
    if (j.verdict === 'unparsed' || !j.conversationId || ctx.judgedTokens(j.conversationId) === undefined)
      continue;
    let set = withText.get(j.judge);
    if (!set) withText.set(j.judge, (set = new Set()));
    set.add(j.conversationId);
  }
  const compared = judges.filter((j) => (withText.get(j)?.size ?? 0) >= LENGTH_MIN_CONVERSATIONS);
  const common = new Set(
    [...(withText.get(compared[0] ?? '') ?? [])].filter((id) =>
      compared.every((j) => withText.get(j)!.has(id)),
    ),
  );
  const caveat =
    'Length goes with the model: wordier models are often the weaker ones, so a judge that rightly fails them also looks length-sensitive; compare judges with each other, on the same conversations.';
  if (compared.length >= 2 && common.size >= LENGTH_MIN_CONVERSATIONS)
    return {
      items: common,
      note: `Length sensitivity is measured on the ${common.size} conversations that ${compared.map(ctx.judgeName).join(', ')} all judged${compared.length < judges.length ? ` (judges with fewer than ${LENGTH_MIN_CONVERSATIONS} judged conversations with text are left out)` : ''}. ${caveat}`,
    };
  const all = new Set([...withText.values()].flatMap((set) => [...set]));
  return {
    items: all,
    note: `The judges share too few conversations with text, so each judge's length sensitivity is measured on its own conversations and the rows are not comparable. ${caveat}`,
  };
}

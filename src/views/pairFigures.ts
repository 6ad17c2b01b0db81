// The figures of a view's pairwise judgments: win / tie / lose against the ground truth, the Arena's ratings with
// their intervals and Elo, which pairs were compared and how each pair went, and position bias.
import { STYLE_VIF_LIMIT, STYLE_VIF_WARN } from '../stats/styleControlledBradleyTerry.ts';
import type { FigureModel, TableModel } from '../site/viewModel.ts';
import type { BootstrapRow } from '../stats/bootstrapBradleyTerry.ts';
import type { StyleCoefficientInterval } from '../stats/bootstrapStyleControlled.ts';
import { pairMatrix } from '../render/charts/pairMatrix.ts';
import { rateBars } from '../render/charts/rateBars.ts';
import { ratingIntervals } from '../render/charts/ratingIntervals.ts';
import { winTieLoseBars } from '../render/charts/winTieLoseBars.ts';
import { asFixed, asPct, sortAsText, tableFromSpecs, type ColumnSpec } from '../render/columnSpec.ts';
import { fixed, formatInterval, MISSING, pct, signed } from '../render/format.ts';
import { comparisonCountMatrix, winFractionMatrix } from '../stats/pairMatrices.ts';
import type { WinTieLoseRow } from '../stats/winTieLose.ts';
import { intervalKind, ratingsMethod, resolveRatingOptions } from './ratingOptions.ts';
import { componentCount, intervalText, rankText, ratingNotes } from './ratingText.ts';
import { styleSourceText } from './styleBattles.ts';
import type { ArenaStats, ViewStats } from './viewStats.ts';
import { byText, figure, seg, type ViewContext } from './viewContext.ts';

/** Numbers of the study's own figures, where a profile reproduces them ("Figure 4"). */
export interface PairFigureNumbers {
  ratings?: string;
  comparedPairs?: string;
  winRateMatrix?: string;
}

/** Win / tie / lose against the ground truth in one setting. */
export function winTieLoseFigure(
  ctx: ViewContext,
  setting: string,
  rows: readonly WinTieLoseRow[],
  number = '',
): FigureModel {
  const { name } = ctx;
  const suffix = setting ? ` (setting ${setting})` : '';
  return figure({
    id: `win-tie-lose${setting ? `-${seg(setting)}` : ''}`,
    number,
    title: `Win / tie / lose against the ground truth${suffix}, sorted by win + tie`,
    method:
      'Every comparison with the ground-truth conversation in both orders; a model wins when the judge calls the ground truth AI-involved. Ties: both good (neither AI) and both bad. Score: (3 win + tie-good − tie-bad − 3 lose) / n. Unparsed answers are left out and counted.',
    svg: winTieLoseBars(
      rows.flatMap((r) =>
        r.winRate === null || r.tieRate === null || r.loseRate === null
          ? []
          : [{ model: r.model, display: name(r.model), win: r.winRate, tie: r.tieRate, lose: r.loseRate }],
      ),
      { title: `Win / tie / lose vs ground truth${suffix}` },
    ),
    table: wtlTable(rows, name),
  });
}

/** The win / tie / lose table (also a leaderboard's source). */
export function wtlTable(rows: readonly WinTieLoseRow[], name: (id: string) => string): TableModel {
  const share = (
    id: string,
    label: string,
    of: (r: WinTieLoseRow) => number | null,
  ): ColumnSpec<WinTieLoseRow> => ({
    id,
    label,
    numeric: true,
    field: null,
    value: of,
    format: asPct(1),
  });
  // The downloads are the rows' own records (counts and shares); the columns are what the page shows of them.
  return tableFromSpecs<WinTieLoseRow>(
    [
      {
        id: 'model',
        label: 'Model',
        field: null,
        value: (r) => r.model,
        format: (_v, r) => name(r.model),
        sort: (r) => name(r.model),
        href: (r) => `models/${r.model}/`,
      },
      share('win', 'win %', (r) => r.winRate),
      {
        ...share('tie', 'tie %', (r) => r.tieRate),
        title: (r) => `both good ${r.tieGood}, both bad ${r.tieBad}`,
      },
      share('lose', 'lose %', (r) => r.loseRate),
      share('winTie', 'win + tie %', (r) => r.winTieRate),
      { id: 'score', label: 'score', numeric: true, field: null, value: (r) => r.score, format: asFixed(3) },
      { id: 'n', label: 'n', numeric: true, field: null, value: (r) => r.n },
      { id: 'unparsed', label: 'unparsed', numeric: true, field: null, value: (r) => r.unparsed },
    ],
    rows,
    { extra: (r) => ({ ...r }) },
  );
}

/** The Arena's figures in one setting: ratings with intervals (and Elo), compared pairs, the win-rate matrix. */
export function arenaFigures(
  ctx: ViewContext,
  setting: string,
  a: ArenaStats,
  numbers: PairFigureNumbers = {},
): FigureModel[] {
  const { name } = ctx;
  const { counts } = a;
  // The matrices list the models in rank order: by Bradley-Terry rating, best first (models without a rating last,
  // by name), so the colours read as a ranking does.
  const rating = new Map(a.bt.map((r) => [r.model, r.rating]));
  const models = [...a.models].sort((x, y) => {
    const rx = rating.get(x) ?? null;
    const ry = rating.get(y) ?? null;
    if (rx !== null && ry !== null && rx !== ry) return ry - rx;
    if ((rx === null) !== (ry === null)) return rx === null ? 1 : -1;
    return byText(name(x), name(y)) || byText(x, y);
  });
  const figures: FigureModel[] = [];
  const suffix = setting ? ` (${setting})` : '';
  const sid = setting ? `-${seg(setting)}` : '';
  if (a.bt.length > 0) figures.push(ratingsFigure(ctx, setting, a, numbers.ratings ?? ''));
  const refs = models.map((m) => ({ model: m, display: name(m) }));
  const win = winFractionMatrix(counts, models);
  const cnt = comparisonCountMatrix(counts, models);
  // A matrix: a row per model, a column per model; blank (sorted first) where the pair has no value.
  const matrixTable = (values: (number | null)[][], fmt: (x: number | null) => string): TableModel =>
    tableFromSpecs<number>(
      [
        {
          id: 'model',
          label: 'Row vs column',
          value: (i) => models[i]!,
          format: (_v, i) => name(models[i]!),
          sort: (i) => name(models[i]!),
        },
        ...models.map((m, k): ColumnSpec<number> => ({
          id: m,
          label: name(m),
          numeric: true,
          value: (i) => values[i]?.[k] ?? null,
          format: (v) => fmt(typeof v === 'number' ? v : null),
          sort: (i) => values[i]?.[k] ?? -1,
        })),
      ],
      models.map((_, i) => i),
    );
  figures.push(
    figure({
      id: `compared-pairs${sid}`,
      number: numbers.comparedPairs ?? '',
      title: `Which pairs were compared, and how often${suffix}`,
      method:
        'Number of judgments of each model pair, both orders together. Models in rank order (Bradley-Terry rating, best first).',
      svg: pairMatrix(
        { models: refs, values: cnt },
        { kind: 'count', title: `Comparisons per pair${suffix}` },
      ),
      table: matrixTable(cnt, (x) => (x === null ? '' : String(x))),
    }),
    figure({
      id: `win-rate-matrix${sid}`,
      number: numbers.winRateMatrix ?? '',
      title: `Pairwise win rate of the row model against the column model${suffix}`,
      method:
        "Share of the pair's parsed judgments that the row model won, ties counting half; blank where never compared. Models in rank order (Bradley-Terry rating, best first): blue above the diagonal and red below where the ranking holds.",
      svg: pairMatrix({ models: refs, values: win }, { kind: 'fraction', title: `Win rate${suffix}` }),
      table: matrixTable(win, (x) => (x === null ? '' : pct(x))),
    }),
  );
  return figures;
}

const counts = (c: { pairs: number; inconsistent: number; rate: number | null }) => ({
  pairs: c.pairs,
  inconsistent: c.inconsistent,
  rate: c.rate,
});

/** A row of the position-bias table: a group's pairs together (no models), or one model pair of it. */
interface BiasRow {
  group: string;
  model1: string | null;
  model2: string | null;
  pairs: number;
  inconsistent: number;
  rate: number | null;
  firstShownAiRate: number | null;
}

/** Position bias over the comparisons judged in both orders, per group and model pair. */
export function positionBiasFigures(ctx: ViewContext, stats: ViewStats): FigureModel[] {
  const { name } = ctx;
  const bias = stats.bias.map((x) => ({ k: x.group, b: x.result }));
  if (bias.length === 0) return [];
  return [
    figure({
      id: 'position-bias',
      number: '',
      title: 'Position bias: does the verdict flip when the order flips?',
      method:
        'Comparisons of the same seed and model pair judged in both orders; a pair is inconsistent when the winner (or the kind of tie) changes with the order. Also the share of judgments calling the first-shown conversation AI.',
      svg: rateBars(
        bias
          .flatMap((x) =>
            x.b.byPair.map((p) => {
              const pair = `${x.k.trim() || 'all'}: ${name(p.model1)} / ${name(p.model2)}`;
              return { model: pair, display: pair, rate: p.rate };
            }),
          )
          .slice(0, 40),
        { title: 'Inconsistent verdicts when the order flips', format: 'percent' },
      ),
      table: tableFromSpecs<BiasRow>(
        [
          { id: 'group', label: 'Comparisons', value: (r) => r.group },
          {
            id: 'pair',
            label: 'Pair',
            value: (r) => r.model1,
            format: (_v, r) =>
              r.model1 === null || r.model2 === null ? 'all pairs' : `${name(r.model1)} / ${name(r.model2)}`,
            sort: sortAsText,
            fields: (r) => ({ model1: r.model1, model2: r.model2 }),
          },
          { id: 'pairs', label: 'both-order pairs', numeric: true, value: (r) => r.pairs },
          { id: 'inconsistent', label: 'inconsistent', numeric: true, value: (r) => r.inconsistent },
          { id: 'rate', label: 'rate %', numeric: true, value: (r) => r.rate, format: asPct(1) },
        ],
        // A row for all pairs of a group, then one per model pair (whose share calling the first shown AI is not kept).
        bias.flatMap(({ k, b }): BiasRow[] => [
          { group: k.trim(), model1: null, model2: null, ...counts(b), firstShownAiRate: b.firstShownAiRate },
          ...b.byPair.map((p) => ({ group: k.trim(), ...p, ...counts(p), firstShownAiRate: null })),
        ]),
        { extra: (r) => ({ firstShownAiRate: r.firstShownAiRate }) },
      ),
      notes: bias.map(
        (x) =>
          `${x.k.trim()}: the first-shown conversation is called AI in ${pct(x.b.firstShownAiRate)}% of parsed judgments.`,
      ),
    }),
  ];
}

/** A style coefficient in words: `length +42.1 rating points per SD (95% CI 30.2 to 55.0)`, or why it is unused. */
export function coefficientText(c: StyleCoefficientInterval): string {
  if (c.ratingPoints === null || c.coefficient === null)
    return `${c.feature} not used (${c.reason === 'constant' ? 'the same in every battle' : c.reason === 'missing' ? 'not known for every battle' : 'not fitted'})`;
  const k = c.ratingPoints / c.coefficient;
  const ci =
    c.lo !== null && c.hi !== null ? ` (95% CI ${formatInterval(c.lo * k, c.hi * k, (x) => signed(x))})` : '';
  return `${c.feature} ${signed(c.ratingPoints)} rating points per SD${ci}`;
}

/** Features' variance inflation in words: `length 42, lists ∞`. */
const vifText = (vs: readonly { feature: string; vif: number }[]): string =>
  vs.map((v) => `${v.feature} ${Number.isFinite(v.vif) ? fixed(v.vif, 0) : '∞'}`).join(', ');

/**
 * The features of the method text: as before metadata was read when every battle was measured on its text (so a
 * site without metadata reads as it did), else where each battle's features came from (styleSourceText).
 */
function styleFeatureText(sources: ArenaStats['style']['battles']['sources']): string {
  return sources.metadata === 0
    ? "each side's length in cl100k tokens of its model chats and, where they vary, its markdown headers, list items and bold spans"
    : `${styleSourceText(sources)} (a markdown count is used where every battle has it and it varies)`;
}

/** What the method text says about style control in one setting. */
function styleMethod(ctx: ViewContext, style: ArenaStats['style']): string {
  const { battles, fit } = style;
  if (battles.reason === 'weighted counts have no conversation text')
    return ' No style-controlled rating: the battles are counts, without the conversations to measure style on.';
  if (battles.reason === 'conversations not in the data')
    return ` No style-controlled rating: ${battles.missing} of ${battles.total} battles have neither style metadata (LMArena's conv_metadata) nor conversation text in the data (style is measured on every battle or none).`;
  if (!fit) return '';
  if (fit.reason !== null) {
    const inflated = fit.varianceInflation.filter((v) => v.vif > STYLE_VIF_LIMIT);
    const why =
      inflated.length > 0
        ? ` (variance inflation of ${vifText(inflated)}, over ${STYLE_VIF_LIMIT}: the style differences are almost fixed by which two models met, so the judge's taste for style cannot be told apart from the models' strengths)`
        : '';
    return ` No style-controlled rating: ${fit.reason}${why}.`;
  }
  const weak = fit.varianceInflation.filter((v) => v.vif > STYLE_VIF_WARN);
  const warning =
    weak.length > 0
      ? ` Style is mostly a property of the models here (variance inflation of ${vifText(weak)}, over ${STYLE_VIF_WARN}): the SC ratings rest on the little style varies within pairs of models; read their intervals.`
      : '';
  return `${warning} Style-controlled (SC): the same fit with style covariates, logit P(first wins) = (s₁ − s₂) + Σ θ·z, z the standardised normalized difference (a − b)/(a + b + 1) of ${styleFeatureText(battles.sources)}; the SC rating reads "all else equal in style". Coefficients (positive: the judge favours the side with more of it): ${fit.coefficients.map(coefficientText).join('; ')}. Intervals from ${fit.rounds} bootstrap rounds of the battles, seed ${fit.seed}${fit.failedRounds > 0 ? `, ${fit.failedRounds} rounds failed` : ''}; SC rank and shift (plain rank − SC rank: positive moves up) as for the plain ratings. docs/decisions/0090-style-control.md.`;
}

/** The style-controlled columns of the ratings table, where the fit took: its rating, interval and rank (one download
 * group), and the rank shift. */
function styleColumns(style: ArenaStats['style']): ColumnSpec<BootstrapRow>[] {
  const fit = style.fit && style.fit.reason === null ? style.fit : null;
  if (!fit) return [];
  const scOf = new Map(fit.rows.map((r) => [r.model, r]));
  const shiftOf = new Map(style.shift.map((r) => [r.model, r.shift]));
  const scGroups = componentCount(fit.rows);
  return [
    {
      id: 'scRating',
      label: 'SC rating',
      numeric: true,
      description:
        'style-controlled Bradley-Terry rating: the rating with answer length and markdown held equal',
      value: (r) => scOf.get(r.model)?.rating ?? null,
      format: asFixed(1),
      fields: (r) => {
        const sc = scOf.get(r.model);
        return {
          styleControlled: {
            rating: sc?.rating ?? null,
            lo: sc?.lo ?? null,
            hi: sc?.hi ?? null,
            rank: sc?.rank ?? null,
          },
        };
      },
    },
    {
      id: 'scCi',
      label: 'SC 95% CI',
      field: null,
      numeric: false,
      value: () => null,
      format: (_v, r) => {
        const sc = scOf.get(r.model);
        return sc ? intervalText(sc) : MISSING;
      },
      sort: sortAsText,
    },
    {
      id: 'scRank',
      label: 'SC rank',
      numeric: true,
      description: 'CI rank of the style-controlled ratings',
      field: null,
      value: (r) => scOf.get(r.model)?.rank ?? null,
      format: (_v, r) => {
        const sc = scOf.get(r.model);
        return sc ? rankText(sc, scGroups) : MISSING;
      },
    },
    {
      id: 'shift',
      label: 'shift',
      numeric: true,
      description: 'rank − SC rank: positive when the model moves up once style is controlled',
      field: 'rankShift',
      value: (r) => shiftOf.get(r.model) ?? null,
      format: (v) => (typeof v !== 'number' ? MISSING : v === 0 ? '0' : signed(v, 0)),
    },
  ];
}

/** The ratings figure of one Arena setting: Bradley-Terry with intervals, Elo, and the style-controlled ratings. */
function ratingsFigure(ctx: ViewContext, setting: string, a: ArenaStats, number: string): FigureModel {
  const { name } = ctx;
  const { bt, elo, style } = a;
  const leading = a.ratingFit ?? { options: resolveRatingOptions(undefined), tie: null };
  const suffix = setting ? ` (${setting})` : '';
  const sid = setting ? `-${seg(setting)}` : '';
  const eloOf = new Map(elo.map((e) => [e.model, e]));
  const groups = componentCount(bt);
  const detailed = groups > 1 || bt.some((b) => b.note || b.intervalReason || b.degenerateRounds > 0);
  return figure({
    id: `ratings${sid}`,
    number,
    title: `Bradley-Terry ratings with 95% ${intervalKind(leading.options)} intervals${suffix}`,
    method: `${ratingsMethod(ctx, leading)} Rank = 1 + models of the same group whose lower bound is above this model's upper bound. Elo: online Elo (K = 32, initial 1000) in file order. docs/decisions/0080-bradley-terry-existence.md.${styleMethod(ctx, style)}`,
    // Only models rated with an interval are drawn; the table says why the others are not.
    svg: ratingIntervals(
      bt.flatMap((r) =>
        r.rating === null || r.lo === null || r.hi === null
          ? []
          : [{ model: r.model, display: name(r.model), rating: r.rating, lo: r.lo, hi: r.hi }],
      ),
      { title: `Bradley-Terry rating${suffix}` },
    ),
    table: tableFromSpecs<BootstrapRow>(
      [
        {
          id: 'rank',
          label: 'Rank',
          numeric: true,
          value: (r) => r.rank,
          format: (_v, r) => rankText(r, groups),
        },
        {
          id: 'model',
          label: 'Model',
          value: (r) => r.model,
          format: (_v, r) => name(r.model),
          sort: sortAsText,
          href: (r) => `models/${r.model}/`,
        },
        {
          id: 'rating',
          label: 'BT rating',
          numeric: true,
          value: (r) => r.rating,
          format: asFixed(1),
          title: (r) => r.note ?? undefined,
          fields: (r) => ({ rating: r.rating, lo: r.lo, hi: r.hi, median: r.median }),
        },
        {
          id: 'ci',
          label: '95% CI',
          field: null,
          numeric: false,
          value: () => null,
          format: (_v, r) => intervalText(r),
          sort: sortAsText,
        },
        {
          id: 'elo',
          label: 'Elo',
          numeric: true,
          value: (r) => eloOf.get(r.model)?.rating ?? null,
          format: asFixed(1),
          sort: (r) => eloOf.get(r.model)?.rating ?? 0,
        },
        { id: 'games', label: 'games', numeric: true, value: (r) => eloOf.get(r.model)?.games ?? 0 },
        ...styleColumns(style),
      ],
      bt,
      {
        extra: (r) => ({
          setting,
          ...(detailed
            ? {
                component: r.component,
                rankAmong: r.rankAmong,
                reason: r.intervalReason ?? r.reason,
                degenerateRounds: r.degenerateRounds,
              }
            : {}),
        }),
        // The record's order: the fit's fields, then the components' and the style fit's.
        fieldOrder: [
          'model',
          'setting',
          'rating',
          'lo',
          'hi',
          'median',
          'rank',
          'elo',
          'games',
          'component',
          'rankAmong',
          'reason',
          'degenerateRounds',
        ],
      },
    ),
    notes: [
      ...ratingNotes(bt, name),
      ...(style.fit && style.fit.reason !== null
        ? [`No style-controlled ratings: ${style.fit.reason}.`]
        : []),
    ],
  });
}

// The Meena SSA and FED section of the site model: SSA scores from per-rater labels with conversation-resampling
// intervals beside the paper's published values, agreement beside Table 1, regression figures, the browser of
// the Meena-release conversations, and FED's labels. Composition only: statistics come from src/stats, charts
// from src/render/charts.
import type { Dataset } from '../records/dataset.ts';
import { FED_DIALOG_QUALITIES, FED_TURN_QUALITIES, fedScale } from '../profiles/meena/fed.ts';
import { MEENA } from '../profiles/meena/transcripts.ts';
import { slugify } from '../records/ids.ts';
import { formatLocation } from '../records/report.ts';
import type { Conversation } from '../records/conversation.ts';
import type { FedItem, FedLevel } from '../records/fed.ts';
import type { SsaMode } from '../records/ssa.ts';
import {
  MEENA_PAPER,
  MEENA_PUBLISHED_AGREEMENT,
  MEENA_PUBLISHED_R2,
  MEENA_PUBLISHED_SSA,
  publishedShare,
  type PublishedRSquared,
  type PublishedSsaRow,
} from '../reference/meenaPaper.ts';
import { groupedBarsChart } from '../render/charts/groupedBarsChart.ts';
import { rateBars } from '../render/charts/rateBars.ts';
import { regressionChart } from '../render/charts/regressionChart.ts';
import type { Cell, Column, FigureModel, TableModel } from '../site/siteModel.ts';
import type {
  FedConversationView,
  FedSiteModel,
  FedTurnView,
  MeenaBrowserModel,
  MeenaConversationRow,
  SsaSiteModel,
} from '../site/ssaModel.ts';
import { bootstrapSsa, type SsaIntervals } from '../stats/bootstrapSsa.ts';
import { confidenceBand } from '../stats/confidenceBand.ts';
import { groupBy } from '../stats/groupBy.ts';
import { krippendorffAlpha } from '../stats/krippendorffAlpha.ts';
import { leastSquaresFit } from '../stats/leastSquaresFit.ts';
import { percentAgreement } from '../stats/percentAgreement.ts';
import { ratingSummary } from '../stats/ratingSummary.ts';
import { ssaAgreement, type LabelAgreement } from '../stats/ssaAgreement.ts';
import { ssaScores, type SsaScores } from '../stats/ssaScores.ts';
import { ssaTurnLabels, type SsaTurn } from '../stats/ssaTurnLabels.ts';
import { wordCount } from '../stats/wordCount.ts';
import { fixed, pct, printedDecimals, signed } from './format.ts';

export interface SsaSectionOptions {
  countTokens: (text: string) => number;
  seed: number;
  rounds: number;
  /** Display name of a model id. */
  name: (id: string) => string;
  /** Site path of each conversation page, by conversation id (as the main build made them unique). */
  conversationPaths: ReadonlyMap<string, string>;
  /**
   * Share of a conversation's judged-speaker turns that repeat an earlier turn (Meena's cross-turn repetition).
   * The galleries' detector owns the rule; until it is wired in here, the browser shows no repetition column.
   */
  repetitionRate?: (conversation: Conversation) => number | undefined;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function table(columns: Column[], rows: Cell[][], raw: TableModel['raw'], caption?: string): TableModel {
  return { columns, rows, raw, ...(caption ? { caption } : {}) };
}

/** A computed share beside a printed percent, compared at the printed digits. */
function beside(mine: number | undefined, printed: string | undefined): Cell[] {
  if (printed === undefined)
    return [
      { text: '', tone: 'muted' },
      { text: '', tone: 'muted' },
    ];
  const published = Number(printed);
  if (mine === undefined || !Number.isFinite(mine))
    return [
      { text: printed, sort: published },
      { text: '–', tone: 'muted', title: 'not computed from these data' },
    ];
  const d = printedDecimals(printed);
  const shown = (mine * 100).toFixed(d);
  const diff = Number(shown) - published;
  const same = Math.abs(diff) < 1e-9;
  return [
    { text: printed, sort: published },
    {
      text: same ? '=' : signed(diff, d),
      sort: diff,
      tone: same ? 'ok' : 'off',
      title: `computed ${shown}, published ${printed}`,
    },
  ];
}

/** One (model, version, mode) with its scores. */
interface SystemScores {
  key: string;
  model: string;
  version: string;
  mode: SsaMode;
  display: string;
  turns: SsaTurn[];
  scores: SsaScores;
  intervals: SsaIntervals;
  agreement: { sensible: LabelAgreement; specific: LabelAgreement };
  raters: number;
  ties: number;
  perplexity: number | null;
  humanLikeness?: number;
  published?: PublishedSsaRow;
}

function systemLabel(display: string, version: string): string {
  return version ? `${display} ${version}` : display;
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sd = (xs: readonly number[]) =>
  xs.length > 1 ? Math.sqrt(xs.reduce((a, x) => a + (x - mean(xs)) ** 2, 0) / (xs.length - 1)) : NaN;

/** The paper's tables; a figure number links to Parley's figure when that figure was drawn (`drawn`). */
function publishedTables(drawn: ReadonlySet<string>): SsaSiteModel['published'] {
  const perMode = (mode: SsaMode) =>
    table(
      [
        { key: 'system', label: 'System' },
        { key: 'ssa', label: 'SSA %', numeric: true },
        { key: 'sensibleness', label: 'Sensibleness %', numeric: true },
        { key: 'specificity', label: 'Specificity %', numeric: true },
        { key: 'perplexity', label: 'Perplexity', numeric: true },
        { key: 'where', label: 'Printed in' },
      ],
      MEENA_PUBLISHED_SSA.filter((r) => r.mode === mode).map((r) => [
        { text: r.display },
        { text: r.ssa ?? '–', sort: r.ssa === undefined ? -1 : Number(r.ssa) },
        { text: r.sensibleness ?? '–', sort: r.sensibleness === undefined ? -1 : Number(r.sensibleness) },
        { text: r.specificity ?? '–', sort: r.specificity === undefined ? -1 : Number(r.specificity) },
        { text: r.perplexity ?? '', sort: r.perplexity === undefined ? -1 : Number(r.perplexity) },
        { text: r.where },
      ]),
      MEENA_PUBLISHED_SSA.filter((r) => r.mode === mode).map((r) => ({
        model: r.model,
        version: r.version,
        mode: r.mode,
        ssa: r.ssa ?? null,
        sensibleness: r.sensibleness ?? null,
        specificity: r.specificity ?? null,
        perplexity: r.perplexity ?? null,
        where: r.where,
      })),
      `Published ${mode} SSA (percent)`,
    );
  return {
    interactive: perMode('interactive'),
    static: perMode('static'),
    agreement: table(
      [
        { key: 'label', label: 'Question' },
        { key: 'agreement', label: 'Agreement %', numeric: true },
        { key: 'alpha', label: "Krippendorff's alpha", numeric: true },
        { key: 'where', label: 'Printed in' },
      ],
      MEENA_PUBLISHED_AGREEMENT.map((a) => [
        { text: a.label },
        { text: a.agreement, sort: Number.parseFloat(a.agreement) },
        { text: a.alpha, sort: Number.parseFloat(a.alpha) },
        { text: a.where },
      ]),
      MEENA_PUBLISHED_AGREEMENT.map((a) => ({ ...a })),
      'Published crowd-worker agreement',
    ),
    rSquared: table(
      [
        { key: 'figure', label: 'Figure' },
        { key: 'relation', label: 'Relation' },
        { key: 'rSquared', label: 'R²', numeric: true },
        { key: 'where', label: 'Printed in' },
      ],
      MEENA_PUBLISHED_R2.map((r) => [
        drawn.has(r.figure) ? { text: r.number, href: `ssa/figures/${r.figure}/` } : { text: r.number },
        { text: relationLabel(r) },
        { text: r.rSquared ?? '–', sort: r.rSquared === undefined ? -1 : Number(r.rSquared) },
        { text: r.where },
      ]),
      MEENA_PUBLISHED_R2.map((r) => ({ ...r, rSquared: r.rSquared ?? null })),
      'Published coefficients of determination',
    ),
    source: `${MEENA_PAPER.authors} (${MEENA_PAPER.year}), "${MEENA_PAPER.title}", ${MEENA_PAPER.url}`,
  };
}

const Y_LABEL: Record<PublishedRSquared['y'], string> = {
  ssa: 'SSA',
  sensibleness: 'sensibleness',
  specificity: 'specificity',
};
const X_LABEL: Record<PublishedRSquared['x'], string> = {
  perplexity: 'perplexity',
  humanLikeness: 'human-likeness',
};

function relationLabel(r: PublishedRSquared): string {
  return `${r.mode} ${Y_LABEL[r.y]} against ${X_LABEL[r.x]}`;
}

function scoreOf(s: SystemScores, y: PublishedRSquared['y']): number {
  return y === 'ssa' ? s.scores.ssa : y === 'sensibleness' ? s.scores.sensibleness : s.scores.specificity;
}

/** Scores per (model, version, mode) from the labels, with the model table and the published values joined. */
function systemScores(data: Dataset, options: SsaSectionOptions): SystemScores[] {
  const turns = ssaTurnLabels(data.ssaLabels);
  const table = new Map(data.ssaModels.map((m) => [`${m.model}\u0000${m.version}`, m]));
  const out = groupBy(turns, (t) => [t.model, t.version, t.mode].join('\u0000')).map(
    ([key, ts]): SystemScores => {
      const first = ts[0]!;
      const row = table.get(`${first.model}\u0000${first.version}`);
      const labels = data.ssaLabels.filter(
        (l) => l.model === first.model && l.version === first.version && l.mode === first.mode,
      );
      const published = MEENA_PUBLISHED_SSA.find(
        (p) => p.model === first.model && p.version === first.version && p.mode === first.mode,
      );
      return {
        key,
        model: first.model,
        version: first.version,
        mode: first.mode,
        display: systemLabel(row?.display ?? options.name(first.model), row?.display ? '' : first.version),
        turns: ts,
        scores: ssaScores(ts),
        intervals: bootstrapSsa(ts, { rounds: options.rounds, seed: options.seed }),
        agreement: ssaAgreement(labels),
        raters: mean(ts.map((t) => t.raters)),
        ties: ts.filter((t) => t.tie).length,
        perplexity: row?.perplexity ?? null,
        ...(row?.humanLikeness !== undefined ? { humanLikeness: row.humanLikeness } : {}),
        ...(published ? { published } : {}),
      };
    },
  );
  return out.sort(
    (a, b) => byText(a.mode, b.mode) || b.scores.ssa - a.scores.ssa || byText(a.display, b.display),
  );
}

function leaderboard(systems: SystemScores[], options: SsaSectionOptions): SsaSiteModel['leaderboard'] {
  const ci = (i: { lo: number; hi: number }) => `${pct(i.lo, 0)}–${pct(i.hi, 0)}`;
  const columns: Column[] = [
    { key: 'system', label: 'System' },
    { key: 'mode', label: 'Mode' },
    {
      key: 'responses',
      label: 'Responses',
      numeric: true,
      help: 'labelled responses (the majority of their raters decides each label)',
    },
    {
      key: 'conversations',
      label: 'Conversations',
      numeric: true,
      help: 'conversations (static mode: contexts); the bootstrap resamples these',
    },
    { key: 'sensibleness', label: 'Sensible %', numeric: true },
    {
      key: 'specificity',
      label: 'Specific %',
      numeric: true,
      help: 'a response labelled not sensible is not specific',
    },
    { key: 'ssa', label: 'SSA %', numeric: true, help: 'the mean of sensibleness and specificity' },
    {
      key: 'ci',
      label: 'SSA 95% CI',
      help: `bootstrap over conversations, ${options.rounds} rounds, seed ${options.seed}`,
    },
    {
      key: 'published',
      label: 'Published SSA %',
      numeric: true,
      help: 'the Meena paper, where it reports this system in this mode',
    },
    { key: 'diff', label: 'Δ', numeric: true, help: 'computed minus published, at the printed digits' },
    { key: 'perplexity', label: 'Perplexity', numeric: true },
    {
      key: 'ties',
      label: 'Ties',
      numeric: true,
      help: 'responses whose raters split evenly (counted as no)',
    },
  ];
  const rows = systems.map((s) => [
    { text: s.display, href: `models/${s.model}/` },
    { text: s.mode },
    { text: String(s.scores.n), sort: s.scores.n },
    { text: String(s.intervals.conversations), sort: s.intervals.conversations },
    {
      text: pct(s.scores.sensibleness),
      sort: s.scores.sensibleness,
      title: `95% CI ${ci(s.intervals.sensibleness)}`,
    },
    {
      text: pct(s.scores.specificity),
      sort: s.scores.specificity,
      title: `95% CI ${ci(s.intervals.specificity)}`,
    },
    { text: pct(s.scores.ssa), sort: s.scores.ssa },
    { text: ci(s.intervals.ssa) },
    ...beside(s.scores.ssa, s.published?.ssa),
    { text: s.perplexity === null ? '' : fixed(s.perplexity, 1), sort: s.perplexity ?? -1 },
    { text: String(s.ties), sort: s.ties },
  ]);
  const raw = systems.map((s) => ({
    model: s.model,
    version: s.version,
    mode: s.mode,
    responses: s.scores.n,
    conversations: s.intervals.conversations,
    raters: s.raters,
    sensibleness: s.scores.sensibleness,
    sensiblenessLo: s.intervals.sensibleness.lo,
    sensiblenessHi: s.intervals.sensibleness.hi,
    specificity: s.scores.specificity,
    specificityLo: s.intervals.specificity.lo,
    specificityHi: s.intervals.specificity.hi,
    ssa: s.scores.ssa,
    ssaLo: s.intervals.ssa.lo,
    ssaHi: s.intervals.ssa.hi,
    publishedSsa: s.published?.ssa ?? null,
    perplexity: s.perplexity,
    humanLikeness: s.humanLikeness ?? null,
    ties: s.ties,
  }));
  const svg = rateBars(
    systems.map((s) => ({
      model: s.key,
      display: `${s.display} (${s.mode})`,
      rate: s.scores.ssa,
      lo: s.intervals.ssa.lo,
      hi: s.intervals.ssa.hi,
    })),
    { title: 'SSA per system with 95% bootstrap intervals', xLabel: 'SSA' },
  );
  const withPublished = systems.filter((s) => s.published);
  return {
    table: table(columns, rows, raw, 'SSA computed from the labels'),
    svg,
    notes: [
      `Each response's label is the strict majority of its raters; a tie counts as not sensible and not specific (decision 0012). Intervals: ${options.rounds} bootstrap rounds resampling conversations, seed ${options.seed}.`,
      withPublished.length > 0
        ? `Published values shown for ${[...new Set(withPublished.map((s) => `${s.display} (${s.mode})`))].join(', ')}.`
        : 'No system here is one the paper reports, so no published value stands beside a computed one; the published tables are below.',
    ],
  };
}

function agreementTables(systems: SystemScores[]): NonNullable<SsaSiteModel['agreement']> {
  const a = (x: number | null) => (x === null ? '–' : fixed(x, 2));
  const perSystem = table(
    [
      { key: 'system', label: 'System' },
      { key: 'mode', label: 'Mode' },
      { key: 'raters', label: 'Raters per response', numeric: true },
      { key: 'sensAgreement', label: 'Sensible: agreement %', numeric: true },
      { key: 'sensAlpha', label: 'Sensible: alpha', numeric: true },
      { key: 'specAgreement', label: 'Specific: agreement %', numeric: true },
      { key: 'specAlpha', label: 'Specific: alpha', numeric: true },
    ],
    systems.map((s) => [
      { text: s.display },
      { text: s.mode },
      { text: fixed(s.raters, 1), sort: s.raters },
      { text: pct(s.agreement.sensible.agreement), sort: s.agreement.sensible.agreement ?? -1 },
      { text: a(s.agreement.sensible.alpha), sort: s.agreement.sensible.alpha ?? -1 },
      { text: pct(s.agreement.specific.agreement), sort: s.agreement.specific.agreement ?? -1 },
      { text: a(s.agreement.specific.alpha), sort: s.agreement.specific.alpha ?? -1 },
    ]),
    systems.map((s) => ({
      model: s.model,
      version: s.version,
      mode: s.mode,
      raters: s.raters,
      sensibleAgreement: s.agreement.sensible.agreement,
      sensibleAlpha: s.agreement.sensible.alpha,
      specificAgreement: s.agreement.specific.agreement,
      specificAlpha: s.agreement.specific.alpha,
      units: s.agreement.sensible.units,
    })),
    'Rater agreement per system (pairwise percent agreement; Krippendorff alpha, nominal)',
  );
  const rows: Cell[][] = [];
  const raw: TableModel['raw'] = [];
  for (const mode of ['static', 'interactive'] as const) {
    const ss = systems.filter((s) => s.mode === mode);
    if (ss.length === 0) continue;
    for (const q of ['sensible', 'specific'] as const) {
      const ag = ss.map((s) => s.agreement[q].agreement).filter((x): x is number => x !== null);
      const al = ss.map((s) => s.agreement[q].alpha).filter((x): x is number => x !== null);
      const pub = mode === 'static' ? MEENA_PUBLISHED_AGREEMENT[q === 'sensible' ? 0 : 1] : undefined;
      const pm = (xs: number[], f: (x: number) => string) =>
        xs.length === 0 ? '–' : xs.length === 1 ? f(xs[0]!) : `${f(mean(xs))} ± ${f(sd(xs))}`;
      rows.push([
        { text: `${q === 'sensible' ? 'Sensibleness' : 'Specificity'}, ${mode}` },
        { text: String(ss.length), sort: ss.length },
        { text: pm(ag, (x) => (x * 100).toFixed(0)), sort: ag.length ? mean(ag) : -1 },
        { text: pm(al, (x) => x.toFixed(2)), sort: al.length ? mean(al) : -1 },
        { text: pub ? pub.agreement : '', tone: pub ? undefined : 'muted' },
        { text: pub ? pub.alpha : '', tone: pub ? undefined : 'muted' },
      ]);
      raw.push({
        question: q,
        mode,
        systems: ss.length,
        agreementMean: ag.length ? mean(ag) : null,
        agreementSd: ag.length > 1 ? sd(ag) : null,
        alphaMean: al.length ? mean(al) : null,
        alphaSd: al.length > 1 ? sd(al) : null,
        publishedAgreement: pub?.agreement ?? null,
        publishedAlpha: pub?.alpha ?? null,
      });
    }
  }
  const summary = table(
    [
      { key: 'question', label: 'Question, mode' },
      { key: 'systems', label: 'Systems', numeric: true },
      { key: 'agreement', label: 'Agreement % (mean ± sd)', numeric: true },
      { key: 'alpha', label: 'Alpha (mean ± sd)', numeric: true },
      { key: 'publishedAgreement', label: 'Published agreement %', numeric: true },
      { key: 'publishedAlpha', label: 'Published alpha', numeric: true },
    ],
    rows,
    raw,
    'Agreement over systems beside the paper’s Table 1 (static evaluations of Meena models)',
  );
  return { perSystem, summary };
}

function regressionFigures(systems: SystemScores[]): { figures: FigureModel[]; notes: string[] } {
  const figures: FigureModel[] = [];
  const notes: string[] = [];
  const hlModes = new Set(systems.filter((s) => s.humanLikeness !== undefined).map((s) => s.mode));
  for (const spec of MEENA_PUBLISHED_R2) {
    // The paper's human-likeness figures are static; with human-likeness only on interactive systems, use those.
    const mode: SsaMode =
      spec.x === 'humanLikeness' && !hlModes.has(spec.mode) && hlModes.size === 1
        ? [...hlModes][0]!
        : spec.mode;
    const points = systems
      .filter((s) => s.mode === mode)
      .map((s) => ({
        s,
        x: spec.x === 'perplexity' ? s.perplexity : (s.humanLikeness ?? null),
        y: scoreOf(s, spec.y),
      }))
      .filter((p): p is { s: SystemScores; x: number; y: number } => p.x !== null);
    const relation = `${mode} ${Y_LABEL[spec.y]} against ${X_LABEL[spec.x]}`;
    if (points.length < 3) {
      if (systems.some((s) => s.mode === mode))
        notes.push(
          `${spec.number} (${relation}) needs at least three systems with ${X_LABEL[spec.x]} in ${mode} mode; the data give ${points.length}.`,
        );
      continue;
    }
    if (new Set(points.map((p) => p.x)).size < 2) {
      notes.push(
        `${spec.number} (${relation}): every system has the same ${X_LABEL[spec.x]}; no line can be fitted.`,
      );
      continue;
    }
    const fit = leastSquaresFit(points.map((p) => ({ x: p.x, y: p.y })));
    const xs = points.map((p) => p.x);
    const x0 = Math.min(...xs);
    const x1 = Math.max(...xs);
    const grid = Array.from({ length: 25 }, (_, k) => x0 + ((x1 - x0) * k) / 24);
    const band = confidenceBand(fit, grid);
    // The paper's perplexity figures draw other systems (humans, Meena full, chatbots) as dashed lines.
    const refs =
      spec.x === 'perplexity'
        ? MEENA_PUBLISHED_SSA.filter((p) => p.mode === spec.mode && p[spec.y] !== undefined).map((p) => ({
            label: `${p.display} (published)`,
            value: publishedShare(p[spec.y])!,
          }))
        : [];
    const percentX = spec.x === 'humanLikeness';
    const fx = (x: number) => (percentX ? pct(x) : fixed(x, 2));
    const publishedR2 = spec.rSquared;
    const r2 = fit.rSquared;
    figures.push({
      id: spec.figure,
      number: spec.number,
      title: `${relation[0]!.toUpperCase()}${relation.slice(1)}`,
      method: `Each point is one system (model version) of the labels in ${mode} mode, its ${X_LABEL[spec.x]} from the model table. Ordinary least squares; the band is the 95% confidence band of the line (Student t with n − 2 = ${fit.n - 2} degrees of freedom).${refs.length ? ' Dashed lines: the paper’s published values of other systems, as its figure draws them.' : ''}`,
      svg: regressionChart(
        points.map((p) => ({ label: p.s.display, x: p.x, y: p.y })),
        {
          title: `${spec.number}: ${relation}`,
          xLabel: X_LABEL[spec.x],
          yLabel: Y_LABEL[spec.y],
          percentX,
          line: fit,
          band,
          references: refs,
          rSquared: r2,
        },
      ),
      table: table(
        [
          { key: 'system', label: 'System' },
          { key: 'x', label: percentX ? `${X_LABEL[spec.x]} %` : X_LABEL[spec.x], numeric: true },
          { key: 'y', label: `${Y_LABEL[spec.y]} %`, numeric: true },
          { key: 'fit', label: 'fitted %', numeric: true },
          { key: 'residual', label: 'residual (points)', numeric: true },
        ],
        points.map((p) => {
          const f = fit.intercept + fit.slope * p.x;
          return [
            { text: p.s.display },
            { text: fx(p.x), sort: p.x },
            { text: pct(p.y), sort: p.y },
            { text: pct(f), sort: f },
            { text: signed((p.y - f) * 100, 1), sort: p.y - f },
          ];
        }),
        points.map((p) => ({
          model: p.s.model,
          version: p.s.version,
          mode,
          x: p.x,
          y: p.y,
          fitted: fit.intercept + fit.slope * p.x,
          slope: fit.slope,
          intercept: fit.intercept,
          rSquared: r2,
        })),
      ),
      published: table(
        [
          { key: 'quantity', label: 'Quantity' },
          { key: 'computed', label: 'Computed', numeric: true },
          { key: 'published', label: 'Published', numeric: true },
          { key: 'diff', label: 'Δ', numeric: true },
        ],
        [
          [
            { text: 'R²' },
            { text: r2 === null ? '–' : r2.toFixed(2), sort: r2 ?? -1, title: r2 === null ? '' : String(r2) },
            ...(publishedR2 === undefined
              ? [
                  { text: 'not printed', tone: 'muted' as const },
                  { text: '', tone: 'muted' as const },
                ]
              : (() => {
                  const d = r2 === null ? NaN : Number(r2.toFixed(2)) - Number(publishedR2);
                  const same = Math.abs(d) < 1e-9;
                  return [
                    { text: publishedR2, sort: Number(publishedR2) },
                    {
                      text: Number.isNaN(d) ? '–' : same ? '=' : signed(d, 2),
                      sort: d,
                      tone: same ? ('ok' as const) : ('off' as const),
                    },
                  ];
                })()),
          ],
          [
            { text: 'slope' },
            { text: fit.slope.toPrecision(4), sort: fit.slope },
            { text: '', tone: 'muted' },
            { text: '' },
          ],
          [
            { text: 'intercept' },
            { text: fit.intercept.toPrecision(4), sort: fit.intercept },
            { text: '', tone: 'muted' },
            { text: '' },
          ],
          [
            { text: 'systems' },
            { text: String(fit.n), sort: fit.n },
            { text: '', tone: 'muted' },
            { text: '' },
          ],
        ],
        [
          {
            rSquared: r2,
            publishedRSquared: publishedR2 ?? null,
            slope: fit.slope,
            intercept: fit.intercept,
            n: fit.n,
          },
        ],
        `The paper's ${spec.where}`,
      ),
      notes: [
        ...(mode !== spec.mode
          ? [`The paper's figure is ${spec.mode}; these data give human-likeness only in ${mode} mode.`]
          : []),
        'The paper fits its own model versions; the points here are the systems of these data, so R² compares the strength of the relation, not the same points.',
      ],
      downloads: { csv: `${spec.figure}.csv`, json: `${spec.figure}.json` },
    });
  }
  return { figures, notes };
}

function browser(
  data: Dataset,
  options: SsaSectionOptions,
  fedPaths: ReadonlyMap<string, string>,
): MeenaBrowserModel | undefined {
  const convs = data.conversations.filter((c) => c.benchmark === MEENA);
  if (convs.length === 0) return undefined;
  const rowsOf = (c: Conversation): MeenaConversationRow => {
    const bot = c.judgedSpeaker;
    const botChats = c.chats.filter((_, k) => c.speakers?.[k] === bot);
    const userChats = c.chats.filter((_, k) => c.speakers?.[k] !== bot);
    const sum = (xs: string[], f: (t: string) => number) => xs.reduce((a, t) => a + f(t), 0);
    const fedPath = fedPaths.get(c.id);
    const repetition = options.repetitionRate?.(c);
    return {
      id: c.id,
      path: options.conversationPaths.get(c.id) ?? '',
      seed: c.seed,
      turns: c.chats.length,
      botTurns: botChats.length,
      botWords: sum(botChats, wordCount),
      botTokens: sum(botChats, options.countTokens),
      userWords: sum(userChats, wordCount),
      userTokens: sum(userChats, options.countTokens),
      ...(fedPath ? { fedPath } : {}),
      ...(repetition !== undefined ? { repetitionRate: repetition } : {}),
    };
  };
  const showRepetition = options.repetitionRate !== undefined;
  const systems = groupBy(convs, (c) => c.model)
    .sort(([a], [b]) => byText(options.name(a), options.name(b)))
    .map(([model, cs]) => {
      const rows = cs.map(rowsOf);
      const turns = rows.reduce((a, r) => a + r.turns, 0);
      const botTurns = rows.reduce((a, r) => a + r.botTurns, 0);
      const userTurns = turns - botTurns;
      const per = (f: (r: MeenaConversationRow) => number, n: number) =>
        rows.reduce((a, r) => a + f(r), 0) / n;
      const reps = rows.map((r) => r.repetitionRate).filter((x): x is number => x !== undefined);
      const summary: Cell[] = [
        { text: options.name(model), href: `meena/${model}/` },
        { text: String(rows.length), sort: rows.length },
        { text: String(turns), sort: turns },
        { text: fixed(turns / rows.length, 1), sort: turns / rows.length },
        { text: String(botTurns), sort: botTurns },
        {
          text: fixed(
            per((r) => r.botWords, botTurns),
            1,
          ),
          sort: per((r) => r.botWords, botTurns),
        },
        {
          text: fixed(
            per((r) => r.botTokens, botTurns),
            1,
          ),
          sort: per((r) => r.botTokens, botTurns),
        },
        {
          text: fixed(
            per((r) => r.userWords, userTurns),
            1,
          ),
          sort: per((r) => r.userWords, userTurns),
        },
        {
          text: fixed(
            per((r) => r.userTokens, userTurns),
            1,
          ),
          sort: per((r) => r.userTokens, userTurns),
        },
        { text: String(rows.filter((r) => r.fedPath).length), sort: rows.filter((r) => r.fedPath).length },
        ...(showRepetition
          ? [{ text: reps.length ? pct(mean(reps)) : '–', sort: reps.length ? mean(reps) : -1 }]
          : []),
      ];
      return {
        model,
        display: options.name(model),
        path: `meena/${model}/`,
        conversations: rows,
        summary,
        raw: {
          model,
          conversations: rows.length,
          turns,
          botTurns,
          botWordsPerTurn: per((r) => r.botWords, botTurns),
          botTokensPerTurn: per((r) => r.botTokens, botTurns),
          userWordsPerTurn: per((r) => r.userWords, userTurns),
          userTokensPerTurn: per((r) => r.userTokens, userTurns),
          fedRated: rows.filter((r) => r.fedPath).length,
          ...(showRepetition ? { repetitionRate: reps.length ? mean(reps) : null } : {}),
        },
      };
    });
  const repColumn: Column[] = showRepetition
    ? [
        {
          key: 'repetition',
          label: 'Cross-turn repetition %',
          numeric: true,
          help: 'turns of the bot that repeat an earlier turn (the galleries’ detector)',
        },
      ]
    : [];
  const tables: Record<string, TableModel> = {};
  for (const s of systems) {
    tables[s.model] = table(
      [
        { key: 'conversation', label: 'Conversation' },
        { key: 'turns', label: 'Turns', numeric: true },
        { key: 'botTurns', label: 'Bot turns', numeric: true },
        { key: 'botWords', label: 'Bot words', numeric: true },
        { key: 'botTokens', label: 'Bot tokens', numeric: true },
        { key: 'userWords', label: 'User words', numeric: true },
        { key: 'fed', label: 'FED' },
        ...repColumn,
      ],
      s.conversations.map((r) => [
        { text: r.seed, href: `${r.path}/`, sort: Number(r.seed.split('-').pop()) || r.seed },
        { text: String(r.turns), sort: r.turns },
        { text: String(r.botTurns), sort: r.botTurns },
        { text: String(r.botWords), sort: r.botWords },
        { text: String(r.botTokens), sort: r.botTokens },
        { text: String(r.userWords), sort: r.userWords },
        r.fedPath ? { text: 'rated', href: r.fedPath } : { text: '', tone: 'muted' },
        ...(showRepetition ? [{ text: pct(r.repetitionRate), sort: r.repetitionRate ?? -1 }] : []),
      ]),
      s.conversations.map((r) => ({
        id: r.id,
        seed: r.seed,
        turns: r.turns,
        botTurns: r.botTurns,
        botWords: r.botWords,
        botTokens: r.botTokens,
        userWords: r.userWords,
        userTokens: r.userTokens,
        fed: r.fedPath !== undefined,
        ...(showRepetition ? { repetitionRate: r.repetitionRate ?? null } : {}),
      })),
      `${s.display}: ${s.conversations.length} conversations`,
    );
  }
  return {
    table: table(
      [
        { key: 'system', label: 'System' },
        { key: 'conversations', label: 'Conversations', numeric: true },
        { key: 'turns', label: 'Turns', numeric: true },
        { key: 'perConversation', label: 'Turns per conversation', numeric: true },
        {
          key: 'botTurns',
          label: 'Bot turns',
          numeric: true,
          help: 'turns of the bot (human-human: Human 2, the side that answers)',
        },
        {
          key: 'botWords',
          label: 'Words per bot turn',
          numeric: true,
          help: 'Unicode word segmentation (Chinese is split into words too)',
        },
        { key: 'botTokens', label: 'Tokens per bot turn', numeric: true, help: 'cl100k_base tokens' },
        { key: 'userWords', label: 'Words per user turn', numeric: true },
        { key: 'userTokens', label: 'Tokens per user turn', numeric: true },
        { key: 'fed', label: 'Rated by FED', numeric: true },
        ...repColumn,
      ],
      systems.map((s) => s.summary),
      systems.map((s) => s.raw),
      'The Meena-release conversations per system',
    ),
    systems: systems.map(({ raw: _raw, ...s }) => s),
    tables,
    notes: [
      'Lengths: words by Unicode word segmentation (so XiaoIce’s Chinese counts words, not characters), tokens by the cl100k_base encoding. The bot is the judged speaker: Meena, Mitsuku, XiaoIce, or Human 2 in the human-human conversations.',
    ],
  };
}

function ratingsOf(item: FedItem): { quality: string; values: (number | null)[]; mean: number | null }[] {
  return Object.entries(item.ratings).map(([quality, values]) => {
    const xs = values.filter((v): v is number => v !== null);
    return { quality, values, mean: xs.length ? mean(xs) : null };
  });
}

function fedSection(data: Dataset, options: SsaSectionOptions): FedSiteModel | undefined {
  const items = data.fedItems;
  if (items.length === 0) return undefined;
  const systems = [...new Set(items.map((i) => i.system))].sort((a, b) =>
    byText(options.name(a), options.name(b)),
  );
  const levelTables = (level: FedLevel) => {
    const mine = items.filter((i) => i.level === level);
    const known = Object.keys(level === 'turn' ? FED_TURN_QUALITIES : FED_DIALOG_QUALITIES);
    const seen = [...new Set(mine.flatMap((i) => Object.keys(i.ratings)))];
    const qualities = [
      ...known.filter((q) => seen.includes(q)),
      ...seen.filter((q) => !known.includes(q)),
    ].filter((q) => fedScale(level, q) !== undefined);
    const summaries = qualities.map((q) => {
      const scale = fedScale(level, q)!;
      return {
        quality: q,
        scale,
        perSystem: systems.map((s) =>
          ratingSummary(
            mine.filter((i) => i.system === s && i.ratings[q]).map((i) => i.ratings[q]!),
            scale,
          ),
        ),
        units: mine.filter((i) => i.ratings[q]).map((i) => i.ratings[q]!),
      };
    });
    const means = table(
      [
        { key: 'quality', label: 'Quality' },
        { key: 'scale', label: 'Scale' },
        ...systems.map((s) => ({ key: s, label: options.name(s), numeric: true })),
      ],
      summaries.map((x) => [
        { text: x.quality },
        { text: `${x.scale.min}–${x.scale.max}` },
        ...x.perSystem.map((r) => ({
          text: fixed(r.mean, 2),
          sort: r.mean,
          title: `${r.items} items, ${r.ratings} ratings`,
        })),
      ]),
      summaries.flatMap((x) =>
        x.perSystem.map((r, k) => ({
          level,
          quality: x.quality,
          system: systems[k]!,
          mean: r.mean,
          sd: r.sd,
          items: r.items,
          ratings: r.ratings,
        })),
      ),
      `FED ${level}-level qualities: mean rating per system (the mean of each item's mean over its raters)`,
    );
    const chart = groupedBarsChart(
      summaries.flatMap((x) =>
        x.perSystem.flatMap((r, k) =>
          r.mean === null
            ? []
            : [
                {
                  label: `${x.quality} (${x.scale.min}–${x.scale.max})`,
                  group: options.name(systems[k]!),
                  value: r.mean,
                },
              ],
        ),
      ),
      { title: `FED ${level}-level mean ratings per system`, groups: systems.map(options.name) },
    );
    const maxValue = Math.max(...summaries.map((x) => x.scale.max));
    const minValue = Math.min(...summaries.map((x) => x.scale.min));
    const values = Array.from({ length: maxValue - minValue + 1 }, (_, k) => minValue + k);
    const distributions = table(
      [
        { key: 'quality', label: 'Quality' },
        { key: 'system', label: 'System' },
        ...values.map((v) => ({ key: `v${v}`, label: `${v} %`, numeric: true })),
        { key: 'ratings', label: 'Ratings', numeric: true },
      ],
      summaries.flatMap((x) =>
        x.perSystem.map((r, k) => [
          { text: x.quality },
          { text: options.name(systems[k]!) },
          ...values.map((v) => {
            const d = r.distribution.find((e) => e.value === v);
            return d
              ? {
                  text: pct(r.ratings ? d.count / r.ratings : NaN, 0),
                  sort: d.count,
                  title: `${d.count} ratings`,
                }
              : { text: '', tone: 'muted' as const };
          }),
          { text: String(r.ratings), sort: r.ratings },
        ]),
      ),
      summaries.flatMap((x) =>
        x.perSystem.map((r, k) => ({
          level,
          quality: x.quality,
          system: systems[k]!,
          ratings: r.ratings,
          ...Object.fromEntries(r.distribution.map((d) => [`v${d.value}`, d.count])),
        })),
      ),
      `FED ${level}-level: share of ratings at each scale value`,
    );
    const agreement = table(
      [
        { key: 'quality', label: 'Quality' },
        { key: 'items', label: 'Items', numeric: true },
        {
          key: 'agreement',
          label: 'Agreement %',
          numeric: true,
          help: 'pairwise: the share of rater pairs giving the same value',
        },
        { key: 'ordinal', label: 'Alpha (ordinal)', numeric: true },
        { key: 'interval', label: 'Alpha (interval)', numeric: true },
      ],
      summaries.map((x) => {
        const p = percentAgreement(x.units);
        const o = krippendorffAlpha(x.units, 'ordinal').alpha;
        const i = krippendorffAlpha(x.units, 'interval').alpha;
        return [
          { text: x.quality },
          { text: String(p.units), sort: p.units },
          { text: pct(p.agreement), sort: p.agreement ?? -1 },
          { text: o === null ? '–' : fixed(o, 2), sort: o ?? -2 },
          { text: i === null ? '–' : fixed(i, 2), sort: i ?? -2 },
        ];
      }),
      summaries.map((x) => ({
        level,
        quality: x.quality,
        items: percentAgreement(x.units).units,
        agreement: percentAgreement(x.units).agreement,
        alphaOrdinal: krippendorffAlpha(x.units, 'ordinal').alpha,
        alphaInterval: krippendorffAlpha(x.units, 'interval').alpha,
      })),
      `FED ${level}-level: rater agreement per quality, all systems together`,
    );
    return { means, chart, distributions, agreement };
  };
  const turn = levelTables('turn');
  const dialog = levelTables('dialog');
  const byConversation = groupBy(
    items.filter((i) => i.conversationId !== undefined),
    (i) => i.conversationId!,
  );
  const convById = new Map(data.conversations.map((c) => [c.id, c]));
  const conversations: FedConversationView[] = [];
  for (const [id, its] of byConversation) {
    const c = convById.get(id);
    if (!c) continue;
    const turnItems = its.filter((i) => i.level === 'turn');
    const dialogItem = its.find((i) => i.level === 'dialog');
    const turns: FedTurnView[] = c.chats.map((text, k) => {
      const rated = turnItems.filter((i) => i.turn === k + 1);
      return {
        n: k + 1,
        speaker: c.speakers?.[k] ?? '',
        text,
        ...(rated.length ? { ratings: rated.flatMap(ratingsOf), items: rated.map((i) => i.item) } : {}),
      };
    });
    conversations.push({
      conversationId: id,
      path: `fed/${slugify(c.seed)}`,
      conversationPath: options.conversationPaths.get(id) ?? '',
      model: c.model,
      display: options.name(c.model),
      seed: c.seed,
      turns,
      ...(dialogItem
        ? {
            dialog: {
              item: dialogItem.item,
              turnsShown: dialogItem.turn ?? dialogItem.context.length,
              ratings: ratingsOf(dialogItem),
            },
          }
        : {}),
      linkedBy: its.every((i) => i.linkedBy === 'text')
        ? 'its text'
        : `its text, ${its.filter((i) => i.linkedBy === 'text-without-emoticons').length} of its ${its.length} FED items only once ASCII emoticons are ignored`,
    });
  }
  conversations.sort(
    (a, b) =>
      byText(a.display, b.display) ||
      (Number(a.seed.split('-').pop()) || 0) - (Number(b.seed.split('-').pop()) || 0),
  );
  const findings = data.report.files.flatMap((f) => f.findings);
  return {
    means: { turn: turn.means, dialog: dialog.means },
    meanCharts: { turn: turn.chart, dialog: dialog.chart },
    distributions: { turn: turn.distributions, dialog: dialog.distributions },
    agreement: { turn: turn.agreement, dialog: dialog.agreement },
    freeText: findings
      .filter((f) => f.kind === 'fed-free-text')
      .map((f) => ({ where: formatLocation(f), message: f.message, raw: f.raw ?? '' })),
    linkNotes: findings
      .filter((f) => f.kind === 'fed-unlinked' || f.kind === 'fed-linked-without-emoticons')
      .map((f) => `${formatLocation(f)}: ${f.message}`),
    conversations,
    counts: {
      turnItems: items.filter((i) => i.level === 'turn').length,
      dialogItems: items.filter((i) => i.level === 'dialog').length,
      linkedDialogs: items.filter((i) => i.level === 'dialog' && i.conversationId).length,
      linkedTurns: items.filter((i) => i.level === 'turn' && i.conversationId).length,
    },
  };
}

/** The Meena section, or undefined when the data hold no transcripts, SSA labels, model table or FED items. */
export function buildSsaSection(data: Dataset, options: SsaSectionOptions): SsaSiteModel | undefined {
  const hasMeena = data.conversations.some((c) => c.benchmark === MEENA);
  if (!hasMeena && data.ssaLabels.length === 0 && data.ssaModels.length === 0 && data.fedItems.length === 0)
    return undefined;
  const systems = data.ssaLabels.length > 0 ? systemScores(data, options) : [];
  const { figures, notes } = regressionFigures(systems);
  const fed = fedSection(data, options);
  const fedPaths = new Map((fed?.conversations ?? []).map((c) => [c.conversationId, `${c.path}/`]));
  const b = browser(data, options, fedPaths);
  return {
    published: publishedTables(new Set(figures.map((f) => f.id))),
    ...(systems.length > 0
      ? { leaderboard: leaderboard(systems, options), agreement: agreementTables(systems) }
      : {}),
    figures,
    figureNotes:
      systems.length === 0
        ? [
            'No SSA labels were given, so no figure can be computed: the paper’s published values are shown on their own.',
          ]
        : notes,
    ...(b ? { browser: b } : {}),
    ...(fed ? { fed } : {}),
    bootstrap: { seed: options.seed, rounds: options.rounds },
  };
}

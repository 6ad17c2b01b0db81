// The SSA leaderboard computed from the labels, beside the paper's published values, and the raters' agreement
// per system and over systems beside the paper's Table 1.
import type { Cell, Column, TableModel } from '../../../site/viewModel.ts';
import { rateBars } from '../../../render/charts/rateBars.ts';
import { fixed, formatInterval, MISSING, pct } from '../../../render/format.ts';
import { table } from '../../tables.ts';
import { MEENA_PUBLISHED_AGREEMENT } from './meenaPaper.ts';
import type { SsaSiteModel } from './model.ts';
import { beside, mean, prose, sd, type SsaSectionOptions, type SystemScores } from './shared.ts';

export function leaderboard(
  systems: SystemScores[],
  options: SsaSectionOptions,
): SsaSiteModel['leaderboard'] {
  const ci = (i: { lo: number; hi: number }) => formatInterval(i.lo, i.hi, (x) => pct(x, 0));
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
      prose.text('leaderboard-method', { rounds: options.rounds, seed: options.seed }),
      withPublished.length > 0
        ? `Published values shown for ${[...new Set(withPublished.map((s) => `${s.display} (${s.mode})`))].join(', ')}.`
        : prose.text('no-published-values'),
    ],
  };
}

export function agreementTables(systems: SystemScores[]): NonNullable<SsaSiteModel['agreement']> {
  const a = (x: number | null) => (x === null ? MISSING : fixed(x, 2));
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
        xs.length === 0 ? MISSING : xs.length === 1 ? f(xs[0]!) : `${f(mean(xs))} ± ${f(sd(xs))}`;
      rows.push([
        { text: `${q === 'sensible' ? 'Sensibleness' : 'Specificity'}, ${mode}` },
        { text: String(ss.length), sort: ss.length },
        { text: pm(ag, (x) => fixed(x * 100, 0)), sort: ag.length ? mean(ag) : -1 },
        { text: pm(al, (x) => fixed(x, 2)), sort: al.length ? mean(al) : -1 },
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

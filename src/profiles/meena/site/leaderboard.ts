// The SSA leaderboard computed from the labels, beside the paper's published values, and the raters' agreement
// per system and over systems beside the paper's Table 1.
import {
  asFixed,
  asPct,
  tableFromSpecs,
  type ColumnSpec,
  type TableValue,
} from '../../../render/columnSpec.ts';
import { rateBars } from '../../../render/charts/rateBars.ts';
import { fixed, formatInterval, MISSING, pct } from '../../../render/format.ts';
import { MEENA_PUBLISHED_AGREEMENT } from './meenaPaper.ts';
import type { SsaSiteModel } from './model.ts';
import {
  besideColumns,
  mean,
  modeColumn,
  prose,
  sd,
  systemColumn,
  type SsaSectionOptions,
  type SystemScores,
} from './shared.ts';

const count = (
  id: string,
  label: string,
  value: (s: SystemScores) => number,
  description?: string,
): ColumnSpec<SystemScores> => ({
  id,
  label,
  ...(description ? { description } : {}),
  numeric: true,
  value,
});

export function leaderboard(
  systems: SystemScores[],
  options: SsaSectionOptions,
): SsaSiteModel['leaderboard'] {
  const ci = (i: { lo: number; hi: number }) => formatInterval(i.lo, i.hi, (x) => pct(x, 0));
  /** A share with its interval's ends in the downloads; the interval on hover, or in the next column (SSA). */
  const share = (
    id: 'sensibleness' | 'specificity' | 'ssa',
    label: string,
    description?: string,
  ): ColumnSpec<SystemScores> => ({
    id,
    label,
    ...(description ? { description } : {}),
    numeric: true,
    value: (s) => s.scores[id],
    format: asPct(1),
    interval: (s) => s.intervals[id],
    showInterval: false,
    ...(id === 'ssa' ? {} : { title: (s: SystemScores) => `95% CI ${ci(s.intervals[id])}` }),
  });
  const columns: ColumnSpec<SystemScores>[] = [
    { ...systemColumn((s: SystemScores) => s), href: (s) => `models/${s.model}/` },
    modeColumn((s: SystemScores) => s),
    count(
      'responses',
      'Responses',
      (s) => s.scores.n,
      'labelled responses (the majority of their raters decides each label)',
    ),
    count(
      'conversations',
      'Conversations',
      (s) => s.intervals.conversations,
      'conversations (static mode: contexts); the bootstrap resamples these',
    ),
    share('sensibleness', 'Sensible %'),
    share('specificity', 'Specific %', 'a response labelled not sensible is not specific'),
    share('ssa', 'SSA %', 'the mean of sensibleness and specificity'),
    {
      id: 'ci',
      label: 'SSA 95% CI',
      description: `bootstrap over conversations, ${options.rounds} rounds, seed ${options.seed}`,
      field: null,
      value: (s) => ci(s.intervals.ssa),
    },
    ...besideColumns(
      (s: SystemScores) => ({ mine: s.scores.ssa, printed: s.published?.ssa }),
      {
        label: 'Published SSA %',
        description: 'the Meena paper, where it reports this system in this mode',
        field: 'publishedSsa',
      },
      { label: 'Δ', description: 'computed minus published, at the printed digits' },
    ),
    {
      id: 'perplexity',
      label: 'Perplexity',
      numeric: true,
      value: (s) => s.perplexity,
      format: (v) => (typeof v === 'number' ? fixed(v, 1) : ''),
      sort: (s) => s.perplexity ?? -1,
    },
    count('ties', 'Ties', (s) => s.ties, 'responses whose raters split evenly (counted as no)'),
  ];
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
    table: tableFromSpecs(columns, systems, {
      caption: 'SSA computed from the labels',
      extra: (s) => ({ raters: s.raters, humanLikeness: s.humanLikeness ?? null }),
      // The downloads: the system, its counts, each share with its interval, then what it is compared with.
      fieldOrder: [
        'model',
        'version',
        'mode',
        'responses',
        'conversations',
        'raters',
        'sensibleness',
        'sensiblenessLo',
        'sensiblenessHi',
        'specificity',
        'specificityLo',
        'specificityHi',
        'ssa',
        'ssaLo',
        'ssaHi',
        'publishedSsa',
        'perplexity',
        'humanLikeness',
      ],
    }),
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
  const a = (v: TableValue | undefined) => (typeof v === 'number' ? fixed(v, 2) : MISSING);
  const question = (
    q: 'sensible' | 'specific',
    measure: 'agreement' | 'alpha',
  ): ColumnSpec<SystemScores> => ({
    id: `${q.slice(0, 4)}${measure === 'agreement' ? 'Agreement' : 'Alpha'}`,
    label: `${q === 'sensible' ? 'Sensible' : 'Specific'}: ${measure === 'agreement' ? 'agreement %' : 'alpha'}`,
    field: `${q}${measure === 'agreement' ? 'Agreement' : 'Alpha'}`,
    numeric: true,
    value: (s) => s.agreement[q][measure],
    format: measure === 'agreement' ? asPct(1) : a,
    sort: (s) => s.agreement[q][measure] ?? -1,
  });
  const perSystem = tableFromSpecs(
    [
      systemColumn((s: SystemScores) => s),
      modeColumn((s: SystemScores) => s),
      {
        id: 'raters',
        label: 'Raters per response',
        numeric: true,
        value: (s) => s.raters,
        format: asFixed(1),
      },
      question('sensible', 'agreement'),
      question('sensible', 'alpha'),
      question('specific', 'agreement'),
      question('specific', 'alpha'),
    ],
    systems,
    {
      caption: 'Rater agreement per system (pairwise percent agreement; Krippendorff alpha, nominal)',
      extra: (s) => ({ units: s.agreement.sensible.units }),
    },
  );
  const groups: AgreementGroup[] = [];
  for (const mode of ['static', 'interactive'] as const) {
    const ss = systems.filter((s) => s.mode === mode);
    if (ss.length === 0) continue;
    for (const q of ['sensible', 'specific'] as const)
      groups.push({
        q,
        mode,
        systems: ss.length,
        agreement: ss.map((s) => s.agreement[q].agreement).filter((x): x is number => x !== null),
        alpha: ss.map((s) => s.agreement[q].alpha).filter((x): x is number => x !== null),
        published: mode === 'static' ? MEENA_PUBLISHED_AGREEMENT[q === 'sensible' ? 0 : 1] : undefined,
      });
  }
  const summary = tableFromSpecs(SUMMARY, groups, {
    caption: 'Agreement over systems beside the paper’s Table 1 (static evaluations of Meena models)',
  });
  return { perSystem, summary };
}

/** One question in one mode, over the systems evaluated in that mode. */
interface AgreementGroup {
  q: 'sensible' | 'specific';
  mode: 'static' | 'interactive';
  systems: number;
  agreement: number[];
  alpha: number[];
  published: (typeof MEENA_PUBLISHED_AGREEMENT)[number] | undefined;
}

/** One value, or the mean ± sd of several. */
const meanSd = (xs: number[], f: (x: number) => string) =>
  xs.length === 0 ? MISSING : xs.length === 1 ? f(xs[0]!) : `${f(mean(xs))} ± ${f(sd(xs))}`;

/** A spread of the systems' values: its mean (sorted by, -1 for none) and sd in the downloads. */
const spread = (
  id: 'agreement' | 'alpha',
  label: string,
  f: (x: number) => string,
): ColumnSpec<AgreementGroup> => ({
  id,
  label,
  numeric: true,
  value: (g) => (g[id].length ? mean(g[id]) : null),
  format: (_v, g) => meanSd(g[id], f),
  sort: (g) => (g[id].length ? mean(g[id]) : -1),
  fields: (g) => ({
    [`${id}Mean`]: g[id].length ? mean(g[id]) : null,
    [`${id}Sd`]: g[id].length > 1 ? sd(g[id]) : null,
  }),
});

/** A value the paper printed, empty and muted where it printed none. */
const printed = (id: 'agreement' | 'alpha', label: string): ColumnSpec<AgreementGroup> => ({
  id: id === 'agreement' ? 'publishedAgreement' : 'publishedAlpha',
  label,
  numeric: true,
  value: (g) => g.published?.[id] ?? null,
  format: (v) => (typeof v === 'string' ? v : ''),
  sort: () => undefined,
  tone: (g) => (g.published ? undefined : 'muted'),
});

const SUMMARY: ColumnSpec<AgreementGroup>[] = [
  {
    id: 'question',
    label: 'Question, mode',
    value: (g) => g.q,
    format: (_v, g) => `${g.q === 'sensible' ? 'Sensibleness' : 'Specificity'}, ${g.mode}`,
    sort: (g) => `${g.q === 'sensible' ? 'Sensibleness' : 'Specificity'}, ${g.mode}`,
    fields: (g) => ({ question: g.q, mode: g.mode }),
  },
  { id: 'systems', label: 'Systems', numeric: true, value: (g) => g.systems },
  spread('agreement', 'Agreement % (mean ± sd)', (x) => fixed(x * 100, 0)),
  spread('alpha', 'Alpha (mean ± sd)', (x) => fixed(x, 2)),
  printed('agreement', 'Published agreement %'),
  printed('alpha', 'Published alpha'),
];

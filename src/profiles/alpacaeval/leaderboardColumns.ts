// The columns of AlpacaEval's leaderboard (leaderboard.ts), declared once as ColumnSpec: the published LC win rate
// first, Parley's beside it and the difference, then the raw win rate ± SE and the length, published and
// recomputed. A column shows only when some row has its values; the compact table (a home page's) keeps eight.
import type { PublishedValue } from '../../records/published.ts';
import type { ColumnSpec } from '../../render/columnSpec.ts';
import { agreementOf, fixed, formatInterval, MISSING, signed } from '../../render/format.ts';
import type { AlpacaLeaderboardInput, AlpacaRow } from './leaderboard.ts';

/** A published value of a row. */
export const pv = (r: AlpacaRow, k: string): PublishedValue | undefined => r.published?.values[k];

/** The cell text of a rate with its standard error (`9.18 ± 0.89`). */
const withSe = (x: number | undefined, se: number | undefined) =>
  x === undefined || !Number.isFinite(x)
    ? MISSING
    : se === undefined || !Number.isFinite(se)
      ? fixed(x, 2)
      : `${fixed(x, 2)} ± ${fixed(se, 2)}`;

/** A Δ column: Parley − published, judged by the site's agreement rule; an approximation's shown, not judged. */
function diffSpec(
  id: string,
  label: string,
  what: string,
  mine: (r: AlpacaRow) => number | undefined,
  published: (r: AlpacaRow) => PublishedValue | undefined,
  options: {
    digits: number;
    approximation?: (r: AlpacaRow) => boolean;
    inputError?: (r: AlpacaRow) => number;
    more?: boolean;
  },
): ColumnSpec<AlpacaRow> {
  const of = (r: AlpacaRow) => {
    const p = published(r);
    const m = mine(r);
    if (!p || m === undefined || !Number.isFinite(m)) return undefined;
    const approx = options.approximation?.(r) ?? false;
    return { p, m, approx, a: approx ? undefined : agreementOf(m, p, options.inputError?.(r) ?? 0) };
  };
  return {
    id,
    label,
    numeric: true,
    description: `${what}: Parley's value minus the published one; = when they agree to the printed digits or within the precision of the arithmetic and of Parley's inputs (hover for the difference); an approximation's difference is shown in grey, not judged`,
    value: (r) => {
      const x = of(r);
      return x ? x.m - x.p.value : undefined;
    },
    format: (_v, r) => {
      const x = of(r);
      if (!x) return MISSING;
      return x.a?.agrees ? '=' : signed(x.m - x.p.value, options.digits);
    },
    tone: (r) => {
      const x = of(r);
      return !x ? 'muted' : x.approx ? 'muted' : x.a?.agrees ? 'ok' : 'off';
    },
    title: (r) => {
      const x = of(r);
      if (!x) return undefined;
      const d = (x.m - x.p.value).toPrecision(2);
      if (x.approx)
        return `Parley's approximation minus the published ${x.p.printed}: ${d} (an approximation, not a reproduction)`;
      const how =
        x.a!.how === 'printed'
          ? 'agrees to the printed digits'
          : x.a!.agrees
            ? `within the precision allowed (${x.a!.allowed.toPrecision(2)})`
            : `more than the precision allowed (${x.a!.allowed.toPrecision(2)})`;
      return `Parley ${x.m} − published ${x.p.printed} = ${d}: ${how}`;
    },
    ...(options.more ? { more: true } : {}),
  };
}

/** What a board's rows have, deciding which columns it shows. */
interface Has {
  published: (k: string) => boolean;
  /** Some row has Parley's LC (reproduced or approximated). */
  parleyLc: boolean;
  computed: boolean;
}

/** The model column. */
function modelSpec(input: AlpacaLeaderboardInput): ColumnSpec<AlpacaRow> {
  return {
    id: 'model',
    label: 'Model',
    description: "the model (AlpacaEval's generator); ↗ links to its own page",
    value: (r) => r.model,
    format: (_v, r) => input.name(r.model) + (r.isBaseline ? ' (baseline)' : ''),
    href: (r) => (input.models.has(r.model) ? `models/${r.model}/` : undefined),
    sort: (r) => input.name(r.model),
    numeric: false,
  };
}

/** The LC columns: published (the headline), Parley's (reproduced, or an approximation marked ≈), the difference. */
function lcSpecs(has: Has): (ColumnSpec<AlpacaRow> | false)[] {
  const published = has.published('length_controlled_winrate');
  const lcText = (r: AlpacaRow) =>
    !r.lc ? MISSING : r.lc.kind === 'reproduced' ? fixed(r.lc.value, 2) : `≈ ${fixed(r.lc.value, 2)}`;
  return [
    published && {
      id: 'lc_published',
      label: 'LC win rate %',
      numeric: true,
      description:
        "AlpacaEval's length-controlled win rate against the baseline, as published: the win rate its GLM predicts had the model's answers been as long as the baseline's",
      value: (r) => pv(r, 'length_controlled_winrate')?.value,
      format: (_v, r) => withSe(pv(r, 'length_controlled_winrate')?.value, pv(r, 'lc_standard_error')?.value),
      title: (r) => {
        const p = pv(r, 'length_controlled_winrate');
        const se = pv(r, 'lc_standard_error');
        return p ? `published ${p.printed}${se ? ` ± ${se.printed}` : ''}` : undefined;
      },
      sort: (r) => pv(r, 'length_controlled_winrate')?.value ?? null,
      field: 'lc_win_rate_published',
    },
    has.parleyLc && {
      id: 'lc_parley',
      label: 'Parley LC %',
      numeric: true,
      description:
        "Parley's length-controlled win rate: reproduced from AlpacaEval's published GLM weights and instruction difficulties where the data hold them; else (≈, grey) Parley's own refit of the GLM on the model's annotations, an approximation of AlpacaEval's regularised fit (decision 0108)",
      value: (r) => r.lc?.value ?? null,
      format: (_v, r) => lcText(r),
      tone: (r) => (r.lc?.kind === 'approximation' ? 'muted' : undefined),
      title: (r) => {
        if (!r.lc) return r.lcReason;
        if (r.lc.kind === 'reproduced')
          return `reproduced from the published weights: ${r.lc.value} (± ${r.lc.inputError.toPrecision(2)} from the difficulties' printed digits), SE ${fixed(r.lc.standardError, 2)}; ${r.lc.assumption ?? `over the model's ${r.lc.rows} annotations`}`;
        return `Parley's approximation: a refit of the length-control GLM on the model's annotations ${r.lc.difficulty ? 'with' : 'without'} instruction difficulties, unpenalised and without AlpacaEval's gamed baselines: ${r.lc.value}${r.lc.lo !== null ? `, 95% bootstrap interval ${formatInterval(r.lc.lo, r.lc.hi, (x) => fixed(x, 2))}` : ''}`;
      },
      sort: (r) => r.lc?.value ?? null,
      field: 'lc_win_rate_parley',
    },
    published &&
      has.parleyLc &&
      diffSpec(
        'lc_diff',
        'Δ LC',
        'the length-controlled win rate',
        (r) => r.lc?.value,
        (r) => pv(r, 'length_controlled_winrate'),
        {
          digits: 2,
          approximation: (r) => r.lc?.kind === 'approximation',
          inputError: (r) => (r.lc?.kind === 'reproduced' ? r.lc.inputError : 0),
        },
      ),
  ];
}

/** The raw win rate ± SE, published and recomputed, and the difference. */
function winRateSpecs(has: Has): (ColumnSpec<AlpacaRow> | false)[] {
  const hasPublished = has.published;
  const hasComputed = has.computed;
  return [
    hasPublished('win_rate') && {
      id: 'win_rate_published',
      label: 'Win rate %',
      numeric: true,
      description: "AlpacaEval's raw win rate against the baseline ± its standard error, as published",
      value: (r) => pv(r, 'win_rate')?.value,
      format: (_v, r) => withSe(pv(r, 'win_rate')?.value, pv(r, 'standard_error')?.value),
      title: (r) =>
        pv(r, 'win_rate')
          ? `published ${pv(r, 'win_rate')!.printed}${pv(r, 'standard_error') ? ` ± ${pv(r, 'standard_error')!.printed}` : ''}`
          : undefined,
      sort: (r) => pv(r, 'win_rate')?.value ?? null,
    },
    hasComputed && {
      id: 'win_rate',
      label: 'Parley win rate %',
      numeric: true,
      description:
        "the raw win rate ± its standard error, recomputed from the annotations as AlpacaEval computes them: the mean preference for the model (soft preferences as they are), pandas' standard error",
      value: (r) => r.computed?.win_rate ?? null,
      format: (_v, r) => withSe(r.computed?.win_rate, r.computed?.standard_error),
      title: (r) =>
        r.computed ? `${r.computed.win_rate} ± ${r.computed.standard_error}` : 'no annotations in the data',
      sort: (r) => r.computed?.win_rate ?? null,
    },
    hasComputed &&
      hasPublished('win_rate') &&
      diffSpec(
        'win_rate_diff',
        'Δ win rate',
        'the raw win rate',
        (r) => r.computed?.win_rate,
        (r) => pv(r, 'win_rate'),
        {
          digits: 2,
          more: true,
        },
      ),
  ];
}

/** The average length, published and recomputed, the difference, and the counts and mode (full table only). */
function lengthAndCountSpecs(has: Has): (ColumnSpec<AlpacaRow> | false)[] {
  const hasPublished = has.published;
  const hasComputed = has.computed;
  return [
    hasPublished('avg_length') && {
      id: 'avg_length_published',
      label: 'Length',
      numeric: true,
      description:
        "AlpacaEval's avg_length as published: the integer part of the mean answer length in characters",
      value: (r) => pv(r, 'avg_length')?.value,
      format: (_v, r) => pv(r, 'avg_length')?.printed ?? MISSING,
      sort: (r) => pv(r, 'avg_length')?.value ?? null,
    },
    hasComputed && {
      id: 'avg_length',
      label: 'Parley length',
      numeric: true,
      description:
        'the integer part of the mean answer length in characters (Unicode code points, as Python counts), from model_outputs.json when present, else from the annotations',
      value: (r) => r.computed?.avgLength ?? null,
      title: (r) =>
        r.computed
          ? `from ${r.computed.avgLengthFrom === 'model_outputs' ? 'model_outputs.json' : 'the annotations'}`
          : undefined,
      sort: (r) => r.computed?.avgLength ?? null,
    },
    hasComputed &&
      hasPublished('avg_length') &&
      diffSpec(
        'avg_length_diff',
        'Δ length',
        'the average length',
        (r) => r.computed?.avgLength,
        (r) => pv(r, 'avg_length'),
        {
          digits: 0,
          more: true,
        },
      ),
    {
      id: 'n_total',
      label: 'n',
      numeric: true,
      description:
        "instructions with a parsed preference (AlpacaEval's n_total): recomputed, else as published",
      value: (r) => r.computed?.n_total ?? pv(r, 'n_total')?.value ?? null,
      more: true,
    },
    hasComputed && {
      id: 'record',
      label: 'Wins / base wins / draws',
      numeric: true,
      description: 'preferences for the model, for the baseline, and exact draws (recomputed)',
      value: (r) => r.computed?.n_wins ?? null,
      format: (_v, r) =>
        r.computed ? `${r.computed.n_wins} / ${r.computed.n_wins_base} / ${r.computed.n_draws}` : MISSING,
      more: true,
      field: 'n_wins',
    },
    hasPublished('length_controlled_winrate') && {
      id: 'mode',
      label: 'Mode',
      numeric: false,
      description: "AlpacaEval's mode of the row: minimal, verified, community",
      value: (r) => r.published?.labels?.mode ?? null,
      more: true,
    },
  ];
}

/** The columns of a board: those whose values some row has. */
export function boardSpecs(
  rows: readonly AlpacaRow[],
  input: AlpacaLeaderboardInput,
): ColumnSpec<AlpacaRow>[] {
  const published = (k: string) => rows.some((r) => pv(r, k) !== undefined);
  const has: Has = {
    published,
    parleyLc: rows.some((r) => r.lc),
    computed: rows.some((r) => r.computed),
  };
  return [modelSpec(input), ...lcSpecs(has), ...winRateSpecs(has), ...lengthAndCountSpecs(has)].filter(
    (s): s is ColumnSpec<AlpacaRow> => s !== false,
  );
}

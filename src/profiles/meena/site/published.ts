// The Meena paper's published tables, always shown: SSA per mode, the crowd workers' agreement (Table 1) and the
// coefficients of determination of its figures.
import type { SsaMode } from '../../../records/ssa.ts';
import { tableFromSpecs, type ColumnSpec } from '../../../render/columnSpec.ts';
import { MISSING } from '../../../render/format.ts';
import {
  MEENA_PAPER,
  MEENA_PUBLISHED_AGREEMENT,
  MEENA_PUBLISHED_R2,
  MEENA_PUBLISHED_SSA,
  type PublishedRSquared,
  type PublishedSsaRow,
} from './meenaPaper.ts';
import type { SsaSiteModel } from './model.ts';
import { relationLabel, systemColumn } from './shared.ts';

/**
 * A number as the paper printed it (text), sorted by its value, -1 when it printed none; `missing` then reads in its
 * place. `parse` reads the number (parseFloat for "76 ± 3").
 */
function printedColumn<R>(
  id: string,
  label: string,
  of: (row: R) => string | undefined,
  options: { missing?: string; parse?: (text: string) => number; field?: string | null } = {},
): ColumnSpec<R> {
  const parse = options.parse ?? Number;
  return {
    id,
    label,
    numeric: true,
    ...(options.field !== undefined ? { field: options.field } : {}),
    value: (r) => of(r) ?? null,
    format: (v) => (typeof v === 'string' ? v : (options.missing ?? MISSING)),
    sort: (r) => {
      const text = of(r);
      return text === undefined ? -1 : parse(text);
    },
  };
}

const where = <R extends { where: string }>(field?: null): ColumnSpec<R> => ({
  id: 'where',
  label: 'Printed in',
  ...(field === null ? { field } : {}),
  value: (r) => r.where,
});

const PER_MODE: ColumnSpec<PublishedSsaRow>[] = [
  {
    ...systemColumn((r: PublishedSsaRow) => r),
    fields: (r) => ({ model: r.model, version: r.version, mode: r.mode }),
  },
  printedColumn('ssa', 'SSA %', (r) => r.ssa),
  printedColumn('sensibleness', 'Sensibleness %', (r) => r.sensibleness),
  printedColumn('specificity', 'Specificity %', (r) => r.specificity),
  printedColumn('perplexity', 'Perplexity', (r) => r.perplexity, { missing: '' }),
  where(),
];

/** The paper's tables; a figure number links to Parley's figure when that figure was drawn (`drawn`). */
export function publishedTables(drawn: ReadonlySet<string>): SsaSiteModel['published'] {
  const perMode = (mode: SsaMode) =>
    tableFromSpecs(
      PER_MODE,
      MEENA_PUBLISHED_SSA.filter((r) => r.mode === mode),
      { caption: `Published ${mode} SSA (percent)` },
    );
  // The agreement and R² downloads are the paper's records as Parley holds them.
  type Agreement = (typeof MEENA_PUBLISHED_AGREEMENT)[number];
  const agreement: ColumnSpec<Agreement>[] = [
    { id: 'label', label: 'Question', field: null, value: (a) => a.label },
    printedColumn('agreement', 'Agreement %', (a) => a.agreement, { parse: Number.parseFloat, field: null }),
    printedColumn('alpha', "Krippendorff's alpha", (a) => a.alpha, { parse: Number.parseFloat, field: null }),
    where(null),
  ];
  const rSquared: ColumnSpec<PublishedRSquared>[] = [
    {
      id: 'figure',
      label: 'Figure',
      field: null,
      value: (r) => r.number,
      href: (r) => (drawn.has(r.figure) ? `ssa/figures/${r.figure}/` : undefined),
    },
    { id: 'relation', label: 'Relation', field: null, value: relationLabel },
    printedColumn('rSquared', 'R²', (r) => r.rSquared, { field: null }),
    where(null),
  ];
  return {
    interactive: perMode('interactive'),
    static: perMode('static'),
    agreement: tableFromSpecs(agreement, MEENA_PUBLISHED_AGREEMENT, {
      caption: 'Published crowd-worker agreement',
      extra: (a) => ({ ...a }),
    }),
    rSquared: tableFromSpecs(rSquared, MEENA_PUBLISHED_R2, {
      caption: 'Published coefficients of determination',
      extra: (r) => ({ ...r, rSquared: r.rSquared ?? null }),
    }),
    source: `${MEENA_PAPER.authors} (${MEENA_PAPER.year}), "${MEENA_PAPER.title}", ${MEENA_PAPER.url}`,
  };
}

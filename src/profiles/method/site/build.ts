// Builds the method section: for every benchmark whose files hold prompts, judge examples or tables printed in the
// study's text, one page. A profile may say how each printed cell is reproduced (BenchmarkProfile.reproduceCell);
// the table then shows the printed value, Parley's and the difference.
import type { Dataset } from '../../../records/dataset.ts';
import { slugify } from '../../../records/ids.ts';
import type { MethodText, PublishedCell } from '../../../records/methodText.ts';
import { formatSource } from '../../../records/source.ts';
import { tableFromSpecs, type ColumnSpec } from '../../../render/columnSpec.ts';
import { agreesToPrinted, fixed, MISSING, printedDecimals, signed } from '../../../render/format.ts';
import { benchmarkTitle, PROFILES, profileOf } from '../../registry.ts';
import type { SectionContext } from '../../profile.ts';
import { byText } from '../../tables.ts';
import type { MethodBenchmark, MethodModel, MethodTextView, PublishedTableView } from './model.ts';

const view = (t: MethodText): MethodTextView => ({
  title: t.title,
  text: t.text,
  fields: t.fields,
  source: formatSource(t.source),
});

interface CellRow {
  cell: PublishedCell;
  label: string;
  computed: number | undefined;
  /** How the profile computed it. */
  method: string | undefined;
}

/** Parley's value minus the printed one; undefined when Parley has no value. */
function difference(r: CellRow): number | undefined {
  return r.computed === undefined ? undefined : r.computed - r.cell.value.value;
}

const decimals = (r: CellRow) => printedDecimals(r.cell.value.printed);

/** True when Parley's value agrees with the printed one to its decimals; undefined when Parley has no value. */
const agrees = (r: CellRow): boolean | undefined => agreesToPrinted(r.computed, r.cell.value);

/** The columns of a printed table's view: its columns as rows, then (when it has several) its row label. */
const specs = (label: string, rowLabels: readonly string[]): ColumnSpec<CellRow>[] => [
  { id: 'column', label, value: (r) => r.label, numeric: false },
  ...(rowLabels.length > 1
    ? [{ id: 'row', label: 'row', value: (r: CellRow) => r.cell.row, numeric: false }]
    : []),
  {
    id: 'published',
    label: `${rowLabels.length === 1 ? rowLabels[0] : 'value'}, as printed`,
    value: (r) => r.cell.value.value,
    format: (_, r) => r.cell.value.printed,
  },
  {
    id: 'computed',
    label: 'Parley',
    description: "Parley's value from the data, at the printed number's decimals.",
    value: (r) => r.computed ?? null,
    format: (v, r) => (typeof v === 'number' ? fixed(v, decimals(r)) : MISSING),
  },
  {
    id: 'difference',
    label: 'Parley − published',
    description: 'At the printed decimals; 0 means the printed number is reproduced.',
    value: (r) => difference(r) ?? null,
    format: (v, r) => (typeof v === 'number' ? signed(v, decimals(r)) : MISSING),
    tone: (r) => {
      const a = agrees(r);
      return a === undefined ? undefined : a ? 'ok' : 'off';
    },
  },
];

function publishedTables(
  benchmark: string,
  { cells, reference }: { cells: readonly PublishedCell[]; reference: ReadonlySet<PublishedCell> },
  data: Dataset,
  ctx: SectionContext,
): PublishedTableView[] {
  const profile = profileOf(benchmark);
  const inData = new Set(data.models.map((m) => m.id));
  const tables = [...new Set(cells.map((c) => c.table))];
  return tables.map((label) => {
    const rows: CellRow[] = cells
      .filter((c) => c.table === label)
      .map((cell) => {
        const parley = profile?.reproduceCell?.(cell, data, ctx);
        return {
          cell,
          // A model of the data by the name the site gives it; otherwise the column as printed.
          label: cell.model !== undefined && inData.has(cell.model) ? ctx.name(cell.model) : cell.column,
          computed: parley?.value,
          method: parley?.method,
        };
      });
    const how = rows.find((r) => r.computed !== undefined)?.method;
    const reproduced = rows.filter((r) => agrees(r) === true).length;
    const withValue = rows.filter((r) => r.computed !== undefined).length;
    return {
      label,
      download: `${slugify(benchmark)}-${slugify(label.replace(/^#/, ''))}`,
      table: tableFromSpecs(specs(label, [...new Set(rows.map((r) => r.cell.row))]), rows, {
        caption: `${benchmarkTitle(benchmark)}: the table "${label}" as printed in ${cells[0]!.source.file}, beside Parley's values`,
      }),
      method:
        withValue === 0
          ? 'Parley has no value for these cells: the data hold nothing they are computed from (or the profile does not say how).'
          : `${how ?? ''} ${reproduced} of ${rows.length} printed values reproduced at their printed decimals.`.trim(),
      ...(rows.every((r) => reference.has(r.cell)) ? { reference: rows[0]!.cell.source.file } : {}),
    };
  });
}

/**
 * The benchmarks whose reference values are worth showing: their files gave the method page something of their
 * own (prompts, printed tables), or they have conversations Parley can compute the printed values from. A published
 * leaderboard alone gets no method page.
 */
function presentBenchmarks(data: Dataset): Set<string> {
  return new Set(
    [...data.conversations, ...data.methodTexts, ...data.publishedCells].map((r) => r.benchmark),
  );
}

/**
 * The printed cells of a benchmark: those read from its files, then its profile's reference values for every table
 * no file gave (a README that holds the table wins over the reference copy).
 */
function printedCells(
  data: Dataset,
  benchmark: string,
  present: ReadonlySet<string>,
): { cells: PublishedCell[]; reference: ReadonlySet<PublishedCell> } {
  const read = data.publishedCells.filter((c) => c.benchmark === benchmark);
  if (!present.has(benchmark)) return { cells: read, reference: new Set() };
  const given = new Set(read.map((c) => `${c.table}\u0000${c.row}`));
  const reference = (profileOf(benchmark)?.referenceCells?.() ?? []).filter(
    (c) => !given.has(`${c.table}\u0000${c.row}`),
  );
  return { cells: [...read, ...reference], reference: new Set(reference) };
}

/** The method section, or undefined when no benchmark's files hold prompts, examples or printed tables. */
export function buildMethodSection(data: Dataset, ctx: SectionContext): MethodModel | undefined {
  const present = presentBenchmarks(data);
  const withReference = PROFILES.filter((p) => p.referenceCells && present.has(p.id)).map((p) => p.id);
  const benchmarks = [
    ...new Set([
      ...data.methodTexts.map((t) => t.benchmark),
      ...data.publishedCells.map((c) => c.benchmark),
      ...withReference,
    ]),
  ].sort(byText);
  if (benchmarks.length === 0) return undefined;
  return {
    benchmarks: benchmarks.map((benchmark): MethodBenchmark => ({
      benchmark,
      title: benchmarkTitle(benchmark),
      path: slugify(benchmark),
      prompts: data.methodTexts.filter((t) => t.benchmark === benchmark && t.kind === 'prompt').map(view),
      examples: data.methodTexts.filter((t) => t.benchmark === benchmark && t.kind === 'example').map(view),
      tables: publishedTables(benchmark, printedCells(data, benchmark, present), data, ctx),
    })),
  };
}

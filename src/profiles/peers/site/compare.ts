// A peer's published numbers beside Parley's: one row per (model, board, published column), with the difference
// and whether the two agree to the digits the peer printed. Shared by every format of the peers section.
import {
  agreementOf,
  fixed,
  FLOAT_PRECISION,
  MISSING,
  printedDecimals,
  signed,
} from '../../../render/format.ts';
import type { PublishedValue } from '../../../records/published.ts';
import { tableFromSpecs, type ColumnSpec } from '../../../render/columnSpec.ts';
import type { Cell, TableModel } from '../../../site/viewModel.ts';
import type { PeerTally } from './model.ts';

/** One published number and Parley's value of the same quantity. */
export interface Comparison {
  model: string;
  /** The peer's board (an annotator, a leaderboard file, a task), as the published row names it. */
  board: string;
  /** The published column, as the peer names it (`win_rate`, `acc,none`). */
  column: string;
  /** Parley's value in the published unit; undefined when it cannot be computed from the data. */
  computed: number | undefined;
  published: PublishedValue;
  /** What the number is computed over (annotations, games, samples), when known. */
  n?: number;
  /** Why `computed` is undefined, or why the two are not expected to agree (shown as the cell's tooltip). */
  note?: string;
  /**
   * How far `computed` may be from the exact value because of its inputs (absolute, in the published unit): e.g.
   * difficulties recovered from numbers printed to 10 decimals. Widens the agreement check (agreementOf).
   */
  inputError?: number;
  /**
   * True when `computed` is Parley's approximation of the published quantity (another method), not a reproduction:
   * shown with its difference, never counted as agreeing or not.
   */
  approximation?: boolean;
}

/** The agreement of a comparison, or undefined when it is not judged (no value, or an approximation). */
function judged(c: Comparison) {
  return c.approximation ? undefined : agreementOf(c.computed, c.published, c.inputError ?? 0);
}

/** The "agrees" cell: yes (to the printed digits, or within the precision, with how much), no, or why not judged. */
function agreesCell(c: Comparison): Cell {
  if (c.approximation && c.computed !== undefined && Number.isFinite(c.computed))
    return { text: 'approximation', tone: 'muted', ...(c.note ? { title: c.note } : {}) };
  const a = judged(c);
  // What the files cannot support says why in words, not "not recomputed".
  if (a === undefined) return { text: c.note ?? 'not recomputed', tone: 'muted' };
  if (!a.agrees) return { text: 'no', tone: 'off', ...(c.note ? { title: c.note } : {}) };
  if (a.how === 'printed') return { text: 'yes', tone: 'ok' };
  const inputs = c.inputError ? ` and of its inputs (${c.inputError.toPrecision(2)})` : '';
  return {
    text: 'yes',
    tone: 'ok',
    title: `differs by ${a.difference.toPrecision(2)}: within the precision of double arithmetic (${FLOAT_PRECISION} relative)${inputs}`,
  };
}

/**
 * A difference shown to the printed digits (at most six decimals), or to two significant digits when it is smaller
 * than that last digit (a last-bit difference of a full float).
 */
function differenceText(diff: number, decimals: number): string {
  if (diff === 0) return '0';
  const d = Math.min(Math.max(decimals, 1), 6);
  if (Math.abs(diff) >= 10 ** -d) return signed(diff, d);
  return `${diff > 0 ? '+' : ''}${diff.toPrecision(2)}`;
}

/**
 * Parley's value shown with the published number's decimals (its full value in the tooltip); an approximation with
 * two decimals and ≈, as its digits do not carry the published precision.
 */
function computedCell(c: Comparison): Cell {
  if (c.computed === undefined || !Number.isFinite(c.computed))
    return { text: MISSING, sort: null, tone: 'muted', ...(c.note ? { title: c.note } : {}) };
  if (c.approximation)
    return { text: `≈ ${fixed(c.computed, 2)}`, sort: c.computed, tone: 'muted', title: String(c.computed) };
  const decimals = Math.min(printedDecimals(c.published.printed), 20);
  return { text: fixed(c.computed, decimals), sort: c.computed, title: String(c.computed) };
}

/** The difference of Parley's value from the published number, when Parley has a value. */
const differenceOf = (c: Comparison): number | undefined =>
  c.computed !== undefined && Number.isFinite(c.computed) ? c.computed - c.published.value : undefined;

/** The comparison table's columns, model cells linked to the model pages that exist. */
function comparisonColumns(
  models: ReadonlySet<string>,
  name: (m: string) => string,
): ColumnSpec<Comparison>[] {
  return [
    {
      id: 'model',
      label: 'Model',
      value: (c) => c.model,
      format: (_v, c) => name(c.model),
      sort: (c) => name(c.model),
      href: (c) => (models.has(c.model) ? `models/${c.model}/` : undefined),
    },
    {
      id: 'board',
      label: 'Published in',
      description: "the peer's table the number comes from (an annotator, a file, a task)",
      value: (c) => c.board,
    },
    {
      id: 'column',
      label: 'Column',
      description: 'the published column, as the peer names it',
      value: (c) => c.column,
    },
    cellColumn(
      {
        id: 'parley',
        label: 'Parley',
        description:
          "Parley's value, recomputed from the data, shown to the digits the peer printed (the full value in the tooltip)",
        numeric: true,
        value: (c) => (differenceOf(c) === undefined ? null : c.computed!),
      },
      computedCell,
    ),
    {
      id: 'published',
      label: 'Published',
      description: 'the number exactly as the peer printed it',
      numeric: true,
      value: (c) => c.published.value,
      format: (_v, c) => c.published.printed,
      fields: (c) => ({ published: c.published.value, published_printed: c.published.printed }),
    },
    cellColumn(
      {
        id: 'difference',
        label: 'Parley − published',
        description: "Parley's unrounded value minus the published number",
        numeric: true,
        value: (c) => differenceOf(c) ?? null,
      },
      (c) => {
        const diff = differenceOf(c);
        return diff === undefined
          ? { text: MISSING, sort: null, tone: 'muted' }
          : {
              text: c.approximation
                ? signed(diff, 2)
                : differenceText(diff, printedDecimals(c.published.printed)),
              sort: diff,
              title: String(diff),
            };
      },
    ),
    cellColumn(
      {
        id: 'agrees',
        label: 'Agrees to the printed digits',
        description:
          "yes when Parley's value, rounded to the published number's decimals, is the published number, or differs from it by no more than the precision of double arithmetic (1e-12 relative) and of its inputs; an approximation is not judged",
        numeric: false,
        value: (c) => judged(c)?.agrees ?? null,
        fields: (c) => ({
          agrees: judged(c)?.agrees ?? null,
          approximation: c.approximation ?? false,
          input_error: c.inputError ?? null,
        }),
      },
      agreesCell,
    ),
    {
      id: 'n',
      label: 'n',
      description: 'what the number is computed over (annotations, games, samples)',
      numeric: true,
      value: (c) => c.n ?? null,
    },
  ];
}

/**
 * A column whose cell is made whole by `cell` (text, sort key, tone and tooltip worked out together), declared as a
 * spec: its value is the download's, the rest reads the made cell.
 */
function cellColumn(
  spec: Omit<ColumnSpec<Comparison>, 'format' | 'sort' | 'title' | 'tone'>,
  cell: (c: Comparison) => Cell,
): ColumnSpec<Comparison> {
  return {
    ...spec,
    format: (_v, c) => cell(c).text,
    sort: (c) => cell(c).sort,
    title: (c) => cell(c).title,
    tone: (c) => cell(c).tone,
  };
}

/**
 * The comparison table of a format: its rows in the order given, model cells linked to the model pages that exist.
 * @example comparisonTable([{ model: 'm', board: 'b', column: 'win_rate', computed: 62.5, published: { value: 62.5, printed: '62.5' } }], new Set())
 */
export function comparisonTable(
  rows: readonly Comparison[],
  models: ReadonlySet<string>,
  name: (m: string) => string,
): TableModel {
  return tableFromSpecs(comparisonColumns(models, name), rows, { extra: (c) => ({ note: c.note ?? null }) });
}

/**
 * The tally of a format's comparisons (models counts every model with a row in any of its tables; `unmatched` the
 * published numbers of rows with nothing in the data, which have no comparison row). An approximation counts as not
 * recomputed.
 */
export function tally(rows: readonly Comparison[], models: number, unmatched = 0): PeerTally {
  let agree = 0;
  let notRecomputed = unmatched;
  for (const c of rows) {
    const a = judged(c)?.agrees;
    if (a === undefined) notRecomputed++;
    else if (a) agree++;
  }
  return { models, compared: rows.length - (notRecomputed - unmatched), agree, notRecomputed };
}

/** A list of names for a note, the first `max` of them and how many more. */
export function listed(names: readonly string[], max = 12): string {
  const shown = names.slice(0, max).join(', ');
  return names.length > max ? `${shown} and ${names.length - max} more` : shown;
}

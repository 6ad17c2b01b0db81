// Leaderboards per slice (decision 0096): the slices a benchmark's profile declares (a dialogue-length bucket, a
// split, a category), each with every model's rate, its 95% Wilson interval and n. A slice with fewer than
// SLICE_MIN_N judgments keeps its rows, marked "too few"; nothing is hidden for being small. The rates are the
// leaderboard's: the pass rate at the setting's N (single-conversation judgments) and win + tie against the real
// conversation (comparisons with the ground truth).
import type { Dataset } from '../records/dataset.ts';
import { GROUND_TRUTH } from '../records/ids.ts';
import { tableFromSpecs, type ColumnSpec } from '../render/columnSpec.ts';
import { pct } from '../render/format.ts';
import type { LeaderboardBlock } from '../site/viewModel.ts';
import { passesAt } from '../stats/passCurve.ts';
import {
  compareSliceLabels,
  SLICE_MIN_N,
  sliceRates,
  type SliceRate,
  type SliceRow,
} from '../stats/sliceRates.ts';
import { byText, inBrackets, rankingIdSuffix, type ViewContext } from './viewContext.ts';
import type { ViewStats } from './viewStats.ts';

/** What a slice is read from: one judgment of one model's conversation. */
export interface SliceItem {
  benchmark: string;
  setting: string;
  seed: string;
  /** The judged model (for a comparison with the real conversation, the model's side). */
  model: string;
  /** Chats of the judged conversation, when the judgment says. */
  length?: number;
  /** The input file the judgment was read from. */
  file: string;
}

/** A slice a profile declares: its id, its name, and the slice of each judgment (null: in no slice). */
export interface SliceDeclaration {
  /** Path-safe id. */
  id: string;
  /** What the slices are ("ground-truth dialogue length, chats"). */
  label: string;
  /** Made once per view from the dataset (to look conversations up), then asked for each judgment. */
  keyOf: (data: Dataset) => (item: SliceItem) => string | null;
  /** The slices' order, when not compareSliceLabels'. */
  order?: readonly string[];
}

/** One row of the block: one model's rate in one slice of one declaration, for one score. */
export interface SliceLeaderboardRow extends SliceRow<SliceRate> {
  declaration: SliceDeclaration;
  /** `pass` or `winTie`, with `_<setting>` when the view has settings; and its label. */
  score: string;
  scoreLabel: string;
  model: string;
}

interface Scored {
  item: SliceItem;
  success: boolean | null;
}

/** The judgments behind each score of the view, as items with their outcome. */
function scoredItems(
  ctx: ViewContext,
  stats: ViewStats,
): { score: string; label: string; items: Scored[] }[] {
  const out: { score: string; label: string; items: Scored[] }[] = [];
  for (const [setting, js] of stats.uniBySetting) {
    const N = stats.turing.get(setting)?.N;
    if (N === undefined) continue;
    out.push({
      score: `pass${rankingIdSuffix(setting)}`,
      label: `pass rate${inBrackets(setting)}`,
      items: js.map((j) => ({
        item: {
          benchmark: j.benchmark,
          setting: j.setting,
          seed: j.seed,
          model: j.model,
          ...(j.length !== undefined ? { length: j.length } : {}),
          file: j.source.file,
        },
        success: j.verdict === 'unparsed' ? null : passesAt(j, N),
      })),
    });
  }
  for (const setting of stats.wtl.keys()) {
    const ps = ctx.pairs.filter((p) => p.kind === 'gt' && p.setting === setting);
    const items: Scored[] = [];
    for (const p of ps) {
      if (p.model1 === p.model2) continue;
      const first = p.model1 !== GROUND_TRUTH;
      const model = first ? p.model1 : p.model2;
      const success =
        p.outcome === 'unparsed'
          ? null
          : p.outcome === 'tie' || p.outcome === 'bothbad' || p.outcome === (first ? 'model1' : 'model2');
      const item = { benchmark: p.benchmark, setting: p.setting, seed: p.seed, model, file: p.source.file };
      // A record of a counts file stands for `weight` judgments.
      for (let w = 0; w < (p.weight ?? 1); w++) items.push({ item, success });
    }
    out.push({
      score: `winTie${rankingIdSuffix(setting)}`,
      label: `win + tie vs real${inBrackets(setting)}`,
      items,
    });
  }
  return out;
}

/**
 * Every model's rate per slice of each declaration, for each score of the view: slices in their order, models in
 * a slice by rate (best first; no rate last), ties by id. A declaration that finds a single slice among a score's
 * judgments is left out for that score (it would repeat the leaderboard).
 * @example sliceLeaderboards(ctx, stats, [lengthSlice])[0] // { slice: '≤ 4', model: 'a', rate: 0.5, n: 12, belowMinN: true, ... }
 */
export function sliceLeaderboards(
  ctx: ViewContext,
  stats: ViewStats,
  declarations: readonly SliceDeclaration[],
): SliceLeaderboardRow[] {
  const rows: SliceLeaderboardRow[] = [];
  const scores = scoredItems(ctx, stats);
  for (const declaration of declarations) {
    const keyOf = declaration.keyOf(ctx.data);
    for (const { score, label, items } of scores) {
      const byModel = new Map<string, Scored[]>();
      for (const x of items) {
        const list = byModel.get(x.item.model) ?? [];
        list.push(x);
        byModel.set(x.item.model, list);
      }
      const perModel = [...byModel.entries()].flatMap(([model, xs]) =>
        sliceRates(xs, {
          slice: (x) => keyOf(x.item),
          success: (x) => x.success,
          ...(declaration.order ? { order: declaration.order } : {}),
        }).map((r) => ({ ...r, declaration, score, scoreLabel: label, model })),
      );
      // One slice would only repeat the leaderboard.
      if (new Set(perModel.map((r) => r.slice)).size < 2) continue;
      const declared = new Map((declaration.order ?? []).map((s, k) => [s, k]));
      const rank = (s: string) => declared.get(s) ?? Infinity;
      perModel.sort(
        (a, b) =>
          rank(a.slice) - rank(b.slice) ||
          compareSliceLabels(a.slice, b.slice) ||
          (b.rate ?? -1) - (a.rate ?? -1) ||
          byText(a.model, b.model),
      );
      rows.push(...perModel);
    }
  }
  return rows;
}

function sliceSpecs(name: (m: string) => string): ColumnSpec<SliceLeaderboardRow>[] {
  return [
    {
      id: 'sliceBy',
      label: 'Slices by',
      description: 'what the judgments are sliced by, as the benchmark declares it',
      value: (r) => r.declaration.id,
      format: (_v, r) => r.declaration.label,
    },
    {
      id: 'score',
      label: 'Score',
      description: 'the leaderboard score',
      value: (r) => r.score,
      format: (_v, r) => r.scoreLabel,
    },
    { id: 'slice', label: 'Slice', value: (r) => r.slice },
    {
      id: 'model',
      label: 'Model',
      value: (r) => r.model,
      format: (_v, r) => name(r.model),
    },
    {
      id: 'rate',
      label: 'Rate % (95% CI)',
      numeric: true,
      description: 'the score in the slice, with its 95% Wilson interval',
      value: (r) => r.rate,
      format: (v) => pct(typeof v === 'number' ? v : null),
      interval: (r) => (r.lo !== null && r.hi !== null ? { lo: r.lo, hi: r.hi } : undefined),
      formatInterval: (x) => pct(x),
      intervalFields: ['lo', 'hi'],
    },
    {
      id: 'n',
      label: 'n',
      numeric: true,
      description: 'judgments with a parsed verdict in the slice',
      value: (r) => r.n,
    },
    {
      id: 'belowMinN',
      label: 'Note',
      description: `"too few": fewer than ${SLICE_MIN_N} judgments; the row is shown, its interval says how little it tells`,
      value: (r) => r.belowMinN,
      format: (_v, r) => (r.belowMinN ? `too few (n < ${SLICE_MIN_N})` : (r.reason ?? '')),
    },
  ];
}

/**
 * The "Slices" block of a view, or undefined when the profile declares no slice or no judgment falls in one.
 */
export function sliceBlock(
  ctx: ViewContext,
  stats: ViewStats,
  declarations: readonly SliceDeclaration[],
): LeaderboardBlock | undefined {
  const rows = sliceLeaderboards(ctx, stats, declarations);
  if (rows.length === 0) return undefined;
  return {
    id: 'slices',
    title: 'Leaderboards per slice',
    method: `Each score of the leaderboard within each slice the benchmark declares, with its 95% Wilson interval and n. A slice with fewer than ${SLICE_MIN_N} judgments is marked "too few", not hidden.`,
    table: tableFromSpecs(sliceSpecs(ctx.name), rows, {
      extra: (r) => ({ successes: r.successes, excluded: r.excluded }),
    }),
    notes: [],
  };
}

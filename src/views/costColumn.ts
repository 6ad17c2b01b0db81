// Cost beside the score (decision 0174): where the manifest prices models (`prices`, US dollars per million input
// and output tokens) and the data hold their conversations, a view's leaderboard gets a cost column (dollars per
// conversation) and a figure of score against cost with the Pareto front marked. A model without a price keeps its
// row with a dash, and the leaderboard's notes name it.
import { GROUND_TRUTH } from '../records/ids.ts';
import { costFrontChart, formatCost } from '../render/charts/costFrontChart.ts';
import { appendColumns, tableFromSpecs, type ColumnSpec } from '../render/columnSpec.ts';
import { fixed, formatNumber, MISSING } from '../render/format.ts';
import type { FigureModel, LeaderboardModel, TableModel } from '../site/viewModel.ts';
import { paretoFront } from '../stats/paretoFront.ts';
import { runTokens, tokenCost, type RunTokens, type TokenPrice } from '../stats/runCost.ts';
import { figure, type ViewContext } from './viewContext.ts';

/** A model's tokens over the view's benchmark, its price, and its cost per conversation (undefined: no price). */
export interface ModelCost {
  tokens: RunTokens;
  price?: TokenPrice;
  perConversation?: number;
}

/** The compact table (the home page's) keeps at most this many columns (markCompact's eight). */
const COMPACT_COLUMNS = 8;

const COST_LABEL = 'cost / conv. (USD)';

/**
 * Each model's tokens over its conversations in the view's benchmark and, where the manifest prices it, its cost
 * per conversation; undefined when the manifest gives no price or no priced model has a conversation.
 */
export function viewCosts(ctx: ViewContext): Map<string, ModelCost> | undefined {
  const prices = ctx.data.manifest.prices;
  if (Object.keys(prices).length === 0) return undefined;
  const conversations = ctx.data.conversations.filter(
    (c) => c.benchmark === ctx.view.benchmark && c.model !== GROUND_TRUTH,
  );
  const out = new Map<string, ModelCost>();
  for (const tokens of runTokens(conversations, ctx.tokens)) {
    const price = Object.hasOwn(prices, tokens.model) ? prices[tokens.model] : undefined;
    out.set(
      tokens.model,
      price
        ? { tokens, price, perConversation: tokenCost(tokens, price) / tokens.conversations }
        : { tokens },
    );
  }
  return [...out.values()].some((c) => c.perConversation !== undefined) ? out : undefined;
}

/** Why a row's cost is a dash. */
function missingReason(model: string, costs: ReadonlyMap<string, ModelCost>): string {
  if (model === GROUND_TRUTH) return 'the real dialogues: no model was run';
  return costs.has(model)
    ? 'no price for this model in the manifest (prices)'
    : 'no conversations of this model in the data to count tokens in';
}

/**
 * The leaderboard with a cost column after its others (shown in the compact table while it has room), its
 * downloads with the cost and the tokens behind it, and a note naming the models without a price. Rows are
 * matched by their ids (TableModel.rowIds); a table without them is returned as it is.
 */
export function withCostColumn(
  board: LeaderboardModel,
  costs: ReadonlyMap<string, ModelCost>,
  name: (model: string) => string,
): LeaderboardModel {
  const ids = board.table.rowIds;
  if (!ids || ids.length !== board.table.rows.length) return board;
  const spec: ColumnSpec<string> = {
    id: 'cost',
    label: COST_LABEL,
    numeric: true,
    description:
      'US dollars per conversation at the manifest’s prices: the tokens the model wrote at its output price, plus the tokens of the conversation before each of its chats at its input price (cl100k_base counts); – where the model has no price',
    value: (m) => costs.get(m)?.perConversation ?? null,
    format: (v) => (typeof v === 'number' ? formatCost(v) : MISSING),
    sort: (m) => costs.get(m)?.perConversation ?? null,
    title: (m) => {
      const c = costs.get(m);
      return c?.perConversation !== undefined
        ? `${formatNumber(c.tokens.input)} tokens read, ${formatNumber(c.tokens.output)} written over ${formatNumber(c.tokens.conversations)} conversations`
        : missingReason(m, costs);
    },
    ...(board.table.columns.filter((c) => !c.more).length >= COMPACT_COLUMNS ? { more: true } : {}),
  };
  const table = appendColumns(board.table, [spec], {
    extra: (m) => ({
      inputTokens: costs.get(m)?.tokens.input ?? null,
      outputTokens: costs.get(m)?.tokens.output ?? null,
    }),
  });
  const unpriced = ids.filter((m) => m !== GROUND_TRUTH && costs.get(m)?.perConversation === undefined);
  const note = `Cost: US dollars per conversation at the prices the manifest gives (per million tokens read and written).${
    unpriced.length > 0
      ? ` ${unpriced.length === 1 ? 'One model has' : `${unpriced.length} models have`} no price and show${unpriced.length === 1 ? 's' : ''} –: ${unpriced.map(name).join(', ')}.`
      : ''
  }`;
  return { ...board, table, notes: [...board.notes, note] };
}

/** The score a leaderboard is ordered by, per row id, and its column's label. */
function mainScores(
  table: TableModel,
): { label: string; percent: boolean; score: Map<string, number> } | undefined {
  const key = table.sortedBy;
  const col = table.columns.find((c) => c.key === key);
  if (!key || !col || !table.rowIds) return undefined;
  // The download field of a column may differ from its key (BotChat's `winTie` is `winTieRate`): the cell's sort key
  // is the value, and a cell that reads as missing has none.
  const at = table.columns.indexOf(col);
  const score = new Map<string, number>();
  table.rowIds.forEach((m, i) => {
    const raw = table.raw[i]?.[key];
    const cell = table.rows[i]?.[at];
    const v = typeof raw === 'number' ? raw : cell && cell.text !== MISSING ? cell.sort : undefined;
    if (typeof v === 'number' && Number.isFinite(v)) score.set(m, v);
  });
  const label = col.label.replace(/ \(95% CI\)$/, '').replace(/ %$/, '');
  return { label, percent: / %$/.test(col.label), score };
}

/**
 * Score (the leaderboard's main column) against cost per conversation, with the Pareto front marked: the priced
 * models that no other priced model beats on both (paretoFront). Undefined when no priced model has a score.
 */
export function costFigure(
  ctx: ViewContext,
  board: LeaderboardModel,
  costs: ReadonlyMap<string, ModelCost>,
): FigureModel | undefined {
  const main = mainScores(board.table);
  if (!main) return undefined;
  const rows = [...costs.entries()]
    .flatMap(([model, c]) => {
      const score = main.score.get(model);
      return c.perConversation !== undefined && score !== undefined
        ? [{ model, cost: c.perConversation, score, tokens: c.tokens }]
        : [];
    })
    .sort((a, b) => a.cost - b.cost || b.score - a.score || (a.model < b.model ? -1 : 1));
  if (rows.length === 0) return undefined;
  const front = new Set(paretoFront(rows.map((r) => ({ id: r.model, cost: r.cost, score: r.score }))));
  const unpriced = [...main.score.keys()].filter(
    (m) => m !== GROUND_TRUTH && costs.get(m)?.perConversation === undefined,
  );
  type Row = (typeof rows)[number];
  const specs: ColumnSpec<Row>[] = [
    { id: 'model', label: 'Model', value: (r) => r.model, format: (_v, r) => ctx.name(r.model) },
    {
      id: 'cost',
      label: COST_LABEL,
      numeric: true,
      value: (r) => r.cost,
      format: (_v, r) => formatCost(r.cost),
    },
    {
      id: 'score',
      label: main.label,
      numeric: true,
      value: (r) => r.score,
      format: (_v, r) => (main.percent ? fixed(r.score * 100) : fixed(r.score)),
    },
    {
      id: 'front',
      label: 'on the Pareto front',
      value: (r) => front.has(r.model),
      format: (v) => (v ? 'yes' : 'no'),
    },
    { id: 'conversations', label: 'conversations', numeric: true, value: (r) => r.tokens.conversations },
    { id: 'inputTokens', label: 'tokens read', numeric: true, value: (r) => r.tokens.input },
    { id: 'outputTokens', label: 'tokens written', numeric: true, value: (r) => r.tokens.output },
  ];
  return figure({
    id: 'cost',
    number: '',
    title: `${main.label} against cost per conversation, with the Pareto front`,
    method: `Cost per conversation at the manifest’s prices (US dollars per million tokens): the tokens a model wrote (cl100k_base) at its output price, plus, for each chat it wrote, the tokens of the conversation before it at its input price; a generation prompt the files do not hold is not counted. The Pareto front joins the models no other priced model beats on both: none costs less and scores at least as well, or costs as little and scores better. The score is the leaderboard’s ${main.label}; higher is better.`,
    svg: costFrontChart(
      rows.map((r) => ({
        label: ctx.name(r.model),
        cost: r.cost,
        score: r.score,
        front: front.has(r.model),
      })),
      { scoreLabel: main.label, costLabel: 'USD per conversation', percent: main.percent },
    ),
    table: tableFromSpecs(specs, rows, { rowIds: (r) => r.model }),
    notes:
      unpriced.length > 0
        ? [`Not drawn, for want of a price in the manifest: ${unpriced.map(ctx.name).join(', ')}.`]
        : [],
  });
}

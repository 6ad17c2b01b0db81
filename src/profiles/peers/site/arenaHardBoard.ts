// arena-hard-auto's own leaderboard on the home page. One table whatever the data hold: the published leaderboard
// as printed (marked so) when a leaderboard CSV is read, Parley's score against the baseline with its interval where
// judgment files are read, and the answers' length: avg_tokens as the peer computes it from each answer's
// token_len, beside the published avg_tokens with the difference, and the answers' markdown. Rows by the published
// score, else Parley's, else by length.
import { columnOn, tableFromSpecs, type ColumnSpec } from '../../../render/columnSpec.ts';
import { fixed, MISSING, printedDecimals, signed } from '../../../render/format.ts';
import type { ModelAnswer } from '../../../records/peers.ts';
import type { PublishedLeaderboardRow, PublishedValue } from '../../../records/published.ts';
import type { BoardModel } from '../../../site/viewModel.ts';
import { rankRanges, rankSpec } from '../../../views/leaderboard.ts';
import { arenaHardAverageTokens } from '../../arenahard/score.ts';
import { byText } from '../../tables.ts';
import { answerStats, type AnswerStats } from './answerStats.ts';
import type { PeerTable } from './model.ts';
import type { PeerInput } from './shared.ts';

/** Parley's score of a model against the baseline, with its interval and the games behind it. */
export interface ArenaHardComputed {
  score: number;
  lo: number;
  hi: number;
  games: number;
  /** True for the baseline, which scores 50 against itself by definition. */
  baseline?: boolean;
}

interface Row {
  model: string;
  /** Its row of the published leaderboard. */
  published?: { row: PublishedLeaderboardRow };
  computed?: ArenaHardComputed;
  /** avg_tokens as the peer computes it from the token_len its answers carry. */
  avgTokens?: number;
  answers?: AnswerStats;
}

const value = (v: PublishedValue | undefined) => v?.value;
const printed = (v: PublishedValue | undefined) => v?.printed;

/** A difference to the published number's printed decimals (0 when equal), or undefined. */
function diff(mine: number | undefined, theirs: PublishedValue | undefined): number | undefined {
  return mine === undefined || theirs === undefined ? undefined : mine - theirs.value;
}

/**
 * The board's table and block. `published` is one leaderboard file's rows (the newest when several are read);
 * `computed` Parley's scores by model; `answers` every answer of the benchmark.
 */
export function arenaHardBoard(
  input: PeerInput,
  part: {
    published: readonly PublishedLeaderboardRow[];
    computed: ReadonlyMap<string, ArenaHardComputed>;
    answers: readonly ModelAnswer[];
    benchmark: string;
    title: string;
    judges: readonly string[];
  },
): { table: PeerTable; board: BoardModel } {
  const { ctx } = input;
  const stats = answerStats(part.answers, ctx.countTokens);
  const byModel = new Map<string, Row>();
  const row = (m: string) => byModel.get(m) ?? byModel.set(m, { model: m }).get(m)!;
  for (const r of part.published) row(r.model).published = { row: r };
  for (const [m, c] of part.computed) row(m).computed = c;
  for (const s of stats) {
    const r = row(s.model);
    r.answers = s;
    const tokens = arenaHardAverageTokens(part.answers.filter((a) => a.model === s.model && !a.reference));
    if (tokens !== undefined) r.avgTokens = tokens;
  }
  const hasPublished = part.published.length > 0;
  const hasComputed = [...part.computed.values()].some((c) => !c.baseline);
  const hasAnswers = stats.length > 0;
  const rows = [...byModel.values()].sort(
    (a, b) =>
      (value(b.published?.row.values.score) ?? -Infinity) -
        (value(a.published?.row.values.score) ?? -Infinity) ||
      (b.computed?.score ?? -Infinity) - (a.computed?.score ?? -Infinity) ||
      (b.answers?.meanTokens ?? 0) - (a.answers?.meanTokens ?? 0) ||
      byText(a.model, b.model),
  );
  const ranges = rankRanges(
    new Map(
      rows.flatMap((r) => (r.computed && !r.computed.baseline ? [[r.model, r.computed] as const] : [])),
    ),
  );
  const specs = boardColumns(input, ctx, {
    hasPublished,
    hasComputed,
    hasAnswers,
    ranges,
    stats,
    judges: part.judges,
  });
  const table = tableFromSpecs(specs, rows, { rowIds: (r) => r.model });
  const board = part.published[0]?.board;
  const leads: string[] = [];
  if (hasComputed)
    leads.push(
      `Each model's score against the baseline from the judgment files, with Parley's seeded 95% bootstrap interval${hasPublished ? ', beside the published score and its interval' : ''}.`,
    );
  else if (hasPublished)
    leads.push(
      `The published leaderboard (${part.published.length} models) with its 95% intervals. No judgment file is read, so the scores are not recomputed${hasAnswers ? "; the answers' avg_tokens are, beside the published ones" : ''}.`,
    );
  else
    leads.push(
      "The answers alone: no judgment file and no leaderboard is read, so there is no score yet (it appears when the judgment files are added). Lengths are the answers' own token_len, as avg_tokens is computed.",
    );
  const id = 'board';
  return {
    table: {
      id,
      title: hasPublished
        ? `Leaderboard as published (${board ?? 'leaderboard file'}) with Parley's numbers`
        : hasComputed
          ? 'Scores'
          : 'Answers and their length',
      method: leads.join(' '),
      table,
    },
    board: {
      benchmark: part.benchmark,
      id: 'arena-hard',
      title: part.title,
      lead: leads.join(' '),
      ...(hasPublished ? { published: `as published in ${board ?? 'the leaderboard file'}` } : {}),
      table,
      links: [
        { label: 'Every table of arena-hard-auto', path: 'peers/arena-hard/' },
        ...(hasAnswers ? [{ label: 'Every answer, question by question', path: 'answers/arena-hard/' }] : []),
      ],
      notes: [],
      download: `data/peers/arena-hard-${id}`,
    },
  };
}

/** The board's columns for what the data hold: the published score, Parley's score, the answers' lengths. */
function boardColumns(
  input: PeerInput,
  ctx: PeerInput['ctx'],
  o: {
    hasPublished: boolean;
    hasComputed: boolean;
    hasAnswers: boolean;
    ranges: ReadonlyMap<string, { best: number; worst: number }>;
    stats: readonly AnswerStats[];
    judges: readonly string[];
  },
): ColumnSpec<Row>[] {
  const { hasPublished, hasComputed, hasAnswers, ranges, stats } = o;
  const part = { judges: o.judges };
  const pub = (col: string) => (r: Row) => r.published?.row.values[col];
  const written = stats.length > 0 && stats.every((s) => s.tokenSource === 'written');
  const specs: ColumnSpec<Row>[] = [
    {
      id: 'model',
      label: 'Model',
      value: (r) => r.model,
      format: (_v, r) => ctx.name(r.model),
      sort: (r) => ctx.name(r.model),
      href: (r) => (input.models.has(r.model) ? `models/${r.model}/` : undefined),
    },
  ];
  if (hasPublished)
    specs.push({
      id: 'score',
      label: 'Score',
      numeric: true,
      description:
        'the published score against the baseline (%), as printed, with the published 95% interval (rating_q025–rating_q975)',
      value: (r) => value(pub('score')(r)) ?? null,
      format: (_v, r) => printed(pub('score')(r)) ?? MISSING,
      interval: (r) => {
        const lo = value(pub('rating_q025')(r));
        const hi = value(pub('rating_q975')(r));
        return lo !== undefined && hi !== undefined ? { lo, hi } : undefined;
      },
      formatInterval: (x) => fixed(x, 2),
      intervalFields: ['rating_q025', 'rating_q975'],
    });
  if (hasComputed) {
    if (!hasPublished) specs.push(columnOn(rankSpec(ranges, "Parley's score"), (r: Row) => r.model));
    specs.push({
      id: 'parley_score',
      label: hasPublished ? 'Parley' : 'Score',
      numeric: true,
      description: `Parley's score against the baseline from the judgment files (${part.judges.join(', ')}): 100·(W + T/2)/(W + T + L), a strong verdict counting 3, with a seeded 95% bootstrap interval (${ctx.rounds} rounds, seed ${ctx.seed}); the baseline scores 50 by definition`,
      value: (r) => r.computed?.score ?? null,
      format: (v) => (typeof v === 'number' ? fixed(v, 1) : MISSING),
      interval: (r) => (r.computed && !r.computed.baseline ? r.computed : undefined),
      formatInterval: (x) => fixed(x, 1),
      title: (r) =>
        r.computed
          ? r.computed.baseline
            ? 'the baseline: 50 against itself by definition'
            : `${r.computed.score} over ${r.computed.games} games`
          : r.published
            ? 'no judgment of this model in the data'
            : undefined,
    });
    if (hasPublished)
      specs.push({
        id: 'score_diff',
        label: 'Δ score',
        numeric: true,
        description: "Parley's score minus the published one",
        value: (r) => diff(r.computed?.score, pub('score')(r)) ?? null,
        format: (v, r) =>
          typeof v === 'number' ? signed(v, printedDecimals(printed(pub('score')(r)) ?? '0')) : MISSING,
      });
  }
  if (hasPublished)
    specs.push({
      id: 'avg_tokens',
      label: 'Tokens',
      numeric: true,
      description: 'the published avg_tokens (mean answer length in tokens), as printed',
      value: (r) => value(pub('avg_tokens')(r)) ?? null,
      format: (_v, r) => printed(pub('avg_tokens')(r)) ?? MISSING,
    });
  if (hasAnswers) {
    specs.push({
      id: 'parley_avg_tokens',
      label: hasPublished ? 'Parley tokens' : 'Tokens',
      numeric: true,
      description:
        "avg_tokens as arena-hard computes it: the integer part of the mean token_len its answers carry (cl100k_base tokens, tiktoken's gpt-3.5-turbo encoding, in the 2024 files)",
      value: (r) => r.avgTokens ?? null,
      title: (r) =>
        r.answers
          ? `${r.answers.answers} answers`
          : r.published
            ? 'no answers of this model in the data'
            : undefined,
    });
    if (hasPublished)
      specs.push({
        id: 'avg_tokens_diff',
        label: 'Δ tokens',
        numeric: true,
        description: "Parley's avg_tokens minus the published one",
        value: (r) => diff(r.avgTokens, pub('avg_tokens')(r)) ?? null,
        format: (v) => (typeof v === 'number' ? signed(v, 0) : MISSING),
      });
    specs.push(
      {
        id: 'answers',
        label: 'Answers',
        numeric: true,
        description: 'answers read (one per question)',
        value: (r) => r.answers?.answers ?? null,
        more: hasPublished || hasComputed,
      },
      {
        id: 'median_tokens',
        label: 'Median tokens',
        numeric: true,
        description: `median answer length in ${written ? 'the token_len the files write' : 'tokens (the files’ token_len where written, else cl100k_base counted by Parley)'}`,
        value: (r) => r.answers?.medianTokens ?? null,
        format: (v) => (typeof v === 'number' ? fixed(v, 1) : MISSING),
        more: true,
      },
      ...(['headers', 'lists', 'bold'] as const).map((k): ColumnSpec<Row> => ({
        id: k,
        label: k === 'lists' ? 'List items' : k === 'headers' ? 'Headers' : 'Bold',
        numeric: true,
        description: `markdown ${k === 'lists' ? 'list items' : k === 'headers' ? 'headers' : 'bold spans'} per answer, as arena-hard counts them for style control (code blocks left out)`,
        value: (r) => r.answers?.[k] ?? null,
        format: (v) => (typeof v === 'number' ? fixed(v, 2) : MISSING),
        more: true,
      })),
    );
  }
  return specs;
}

// arena-hard-auto on the peers page: each model's score against the baseline from its judgment files, weighted as
// the peer weighs verdicts, with Parley's seeded bootstrap interval, the answers' average token count, the files'
// own token counts checked, and the published leaderboard beside them.
import type { ArenaHardJudgment, ModelAnswer } from '../../../records/peers.ts';
import type { PublishedLeaderboardRow } from '../../../records/published.ts';
import { tableFromSpecs, type ColumnSpec } from '../../../render/columnSpec.ts';
import { ARENA_HARD, ARENA_HARD_BASELINES } from '../../arenahard/readers.ts';
import {
  arenaHardAverageTokens,
  arenaHardCounts,
  arenaHardInterval,
  arenaHardScore,
  checkTokenLengths,
} from '../../arenahard/score.ts';
import type { SectionContext } from '../../profile.ts';
import { byText } from '../../tables.ts';
import { arenaHardProfile } from '../../arenahard/profile.ts';
import { arenaHardBoard } from './arenaHardBoard.ts';
import { comparisonTable, listed, tally, type Comparison } from './compare.ts';
import type { PeerFormat, PeerTable } from './model.ts';
import { intervalColumn, modelColumn, numberColumn, type PeerInput } from './shared.ts';

const COMPARED = ['score', 'rating_q025', 'rating_q975', 'avg_tokens'] as const;

type Compared = (typeof COMPARED)[number];
/** Parley's numbers of one model, in the published columns, and how many games (or answers) they are over. */
type Computed = Partial<Record<Compared, number>> & { n: number };
/** One (question set, judge, model)'s scored games. */
type Row = {
  model: string;
  bench: string;
  judge: string;
  baseline: string | undefined;
  score: number;
  ci: ReturnType<typeof arenaHardInterval>;
  c: ReturnType<typeof arenaHardCounts>;
  tokens: number | undefined;
};

/**
 * One (question set, judge, model)'s row: its weighted score, seeded interval and average tokens; undefined (and
 * a note) when no game has a known verdict.
 */
function arenaHardRow(
  input: PeerInput,
  lines: readonly ArenaHardJudgment[],
  answers: readonly ModelAnswer[],
): { row: Row; computed: Computed; model: string } | { note: string } {
  const { ctx } = input;
  const { bench, judge, model } = lines[0]!;
  const baseline = lines.find((l) => l.baseline)?.baseline ?? ARENA_HARD_BASELINES[bench];
  const c = arenaHardCounts(lines);
  const mine = answers.filter((a) => a.bench === bench && a.model === model);
  const tokens = arenaHardAverageTokens(mine);
  if (c.wins + c.ties + c.losses === 0)
    return { note: `${ctx.name(model)} (${bench}, judge ${judge}): no judged game with a known verdict.` };
  const score = arenaHardScore(c);
  const ci = arenaHardInterval(c, { seed: ctx.seed, rounds: ctx.rounds, level: 0.95 });
  const computed: Computed = {
    score,
    rating_q025: ci.lo,
    rating_q975: ci.hi,
    ...(tokens === undefined ? {} : { avg_tokens: tokens }),
    n: c.games,
  };
  const row: Row = { model, bench, judge, baseline, score, ci, c, tokens };
  return { row, computed, model };
}

/**
 * Every published number Parley recomputes beside Parley's value, in the order of board and model; the published
 * rows of models with neither judgments nor answers unmatched.
 */
function arenaHardPublishedComparisons(
  published: readonly PublishedLeaderboardRow[],
  computed: ReadonlyMap<string, Computed>,
  judgments: readonly ArenaHardJudgment[],
  name: (model: string) => string,
): { comparisons: Comparison[]; unmatched: string[]; unmatchedValues: number } {
  const comparisons: Comparison[] = [];
  const unmatched: string[] = [];
  let unmatchedValues = 0;
  for (const r of [...published].sort(
    (a, b) => byText(a.board ?? '', b.board ?? '') || byText(a.model, b.model),
  )) {
    const mine = computed.get(r.model);
    if (!mine) {
      unmatched.push(name(r.model));
      unmatchedValues += COMPARED.filter((c) => r.values[c]).length;
      continue;
    }
    for (const column of COMPARED) {
      const p = r.values[column];
      if (!p) continue;
      const unjudged = mine.score === undefined && column !== 'avg_tokens';
      const baselines = new Set([
        ...judgments.flatMap((j) => j.baseline ?? []),
        ...Object.values(ARENA_HARD_BASELINES),
      ]);
      comparisons.push({
        model: r.model,
        board: r.board ?? '',
        column,
        computed: mine[column],
        published: p,
        n: mine.n,
        ...(unjudged
          ? { note: 'no judgment of this model in the data, only its answers' }
          : baselines.has(r.model) && column !== 'avg_tokens'
            ? { note: 'the baseline: 50 against itself by definition' }
            : column === 'rating_q025' || column === 'rating_q975'
              ? {
                  note: "Parley's interval is a seeded bootstrap of the weighted outcomes; the peer's draws are unseeded, so the ends are not expected to agree",
                }
              : {}),
      });
    }
  }
  return { comparisons, unmatched, unmatchedValues };
}

/** The note on the answers' own token counts (`token_len`) checked against Parley's count, when any was checked. */
function tokenLengthNote(
  answers: readonly ModelAnswer[],
  name: (model: string) => string,
): string | undefined {
  const check = checkTokenLengths(answers);
  if (check.checked === 0) return undefined;
  return (
    `token_len: ${check.equal} of ${check.checked} answers' written counts equal Parley's count of the same text in the file's encoding` +
    (check.differ.length > 0
      ? `; they differ for ${listed(
          check.differ.map(
            (d) => `${name(d.model)} ${d.questionId} (written ${d.written}, counted ${d.counted})`,
          ),
          6,
        )}.`
      : '.')
  );
}

/** The score leaderboard, its rows by score (highest first, ties in the order computed). */
function arenaHardLeaderboard(input: PeerInput, rows: readonly Row[], ctx: SectionContext): PeerTable {
  const order = rows.map((_, i) => i).sort((i, j) => rows[j]!.score - rows[i]!.score || i - j);
  return {
    id: 'leaderboard',
    title: 'Scores against the baseline',
    method: `Two games per question with the answers' order swapped; a game without a known verdict is left out. Interval: ${ctx.rounds} bootstrap rounds of the weighted outcomes, seed ${ctx.seed}.`,
    table: tableFromSpecs(
      leaderboardColumns(input, ctx),
      order.map((i) => rows[i]!),
    ),
  };
}

function leaderboardColumns(input: PeerInput, ctx: SectionContext): ColumnSpec<Row>[] {
  return [
    modelColumn(input, (r) => r.model),
    { id: 'bench', label: 'Question set', value: (r) => r.bench },
    { id: 'judge', label: 'Judge', value: (r) => r.judge },
    {
      id: 'baseline',
      label: 'Baseline',
      value: (r) => r.baseline ?? null,
      format: (_v, r) => (r.baseline ? ctx.name(r.baseline) : 'not named'),
      sort: (r) => (r.baseline ? ctx.name(r.baseline) : 'not named'),
    },
    numberColumn({
      id: 'score',
      label: 'Score',
      description: 'win rate against the baseline in percent, ties half',
      digits: 1,
      value: (r) => r.score,
      title: (r) => String(r.score),
    }),
    intervalColumn({
      id: 'ci',
      label: '95% interval',
      description: 'seeded bootstrap of the weighted outcomes',
      digits: 1,
      interval: (r) => r.ci,
      fields: (r) => ({ lo: r.ci.lo, hi: r.ci.hi }),
    }),
    {
      id: 'record',
      label: 'W / T / L',
      description: 'weighted wins, ties and losses (a strong verdict counts 3)',
      numeric: true,
      value: (r) => r.c.wins,
      format: (_v, r) => `${r.c.wins} / ${r.c.ties} / ${r.c.losses}`,
      fields: (r) => ({ wins: r.c.wins, ties: r.c.ties, losses: r.c.losses }),
    },
    { id: 'games', label: 'Games', value: (r) => r.c.games },
    {
      id: 'dropped',
      label: 'Left out',
      description: 'games without a known verdict',
      value: (r) => r.c.dropped,
    },
    {
      id: 'avg_tokens',
      label: 'Avg tokens',
      description: "integer part of the mean token_len of the model's answers",
      numeric: true,
      value: (r) => r.tokens ?? null,
      tone: (r) => (r.tokens === undefined ? 'muted' : undefined),
    },
  ];
}

/** arena-hard-auto's page of the peers section, or undefined when the data hold neither judgments nor its leaderboard. */
export function arenaHardFormat(input: PeerInput): PeerFormat | undefined {
  const { data, ctx } = input;
  const judgments = data.peers.arenaHardJudgments.filter((j) => j.benchmark === ARENA_HARD);
  const answers = data.peers.answers.filter((a) => a.benchmark === ARENA_HARD && !a.reference);
  const published = data.publishedLeaderboard.filter((r) => r.benchmark === ARENA_HARD);
  if (judgments.length === 0 && published.length === 0 && answers.length === 0) return undefined;
  const notes: string[] = [];
  const groups = new Map<string, ArenaHardJudgment[]>();
  for (const j of judgments) {
    const key = [j.bench, j.judge, j.model].join('\u0000');
    groups.set(key, [...(groups.get(key) ?? []), j]);
  }
  const rows: Row[] = [];
  const computed = new Map<string, Computed>();
  for (const key of [...groups.keys()].sort(byText)) {
    const made = arenaHardRow(input, groups.get(key)!, answers);
    if ('note' in made) {
      notes.push(made.note);
      continue;
    }
    if (!computed.has(made.model)) computed.set(made.model, made.computed);
    rows.push(made.row);
  }
  // The baselines of the question sets read: each scores 50 against itself by definition (the peer prints 50.0
  // with the interval 50.0–50.0), judged or not.
  const baselines = new Set([
    ...judgments.flatMap((j) => j.baseline ?? []),
    ...[...new Set([...answers, ...judgments].map((r) => r.bench))].flatMap(
      (b) => ARENA_HARD_BASELINES[b] ?? [],
    ),
  ]);
  // Models with answers and no judgment (the baseline, for one): their average tokens are still compared.
  for (const model of [...new Set(answers.map((a) => a.model))].sort(byText)) {
    if (computed.has(model)) continue;
    const mine = answers.filter((a) => a.model === model);
    const tokens = arenaHardAverageTokens(mine);
    const base = baselines.has(model) ? { score: 50, rating_q025: 50, rating_q975: 50 } : {};
    if (tokens !== undefined || baselines.has(model))
      computed.set(model, {
        ...base,
        ...(tokens !== undefined ? { avg_tokens: tokens } : {}),
        n: mine.length,
      });
  }
  const { comparisons, unmatched, unmatchedValues } = arenaHardPublishedComparisons(
    published,
    computed,
    judgments,
    ctx.name,
  );
  if (unmatched.length > 0)
    notes.push(
      `${unmatched.length} published ${unmatched.length === 1 ? 'row has' : 'rows have'} neither judgments nor answers in the data, so nothing could be recomputed: ${listed(unmatched)}.`,
    );
  const tokenNote = tokenLengthNote(answers, ctx.name);
  if (tokenNote !== undefined) notes.push(tokenNote);
  notes.push(
    "Scores are 100·(W + T/2)/(W + T + L) over the weighted verdicts (a strong verdict counts 3), the closed form of the peer's Bradley-Terry fit against one baseline. The style-controlled score is not computed (the covariates are read, the regression is not fitted).",
  );
  if (judgments.length === 0)
    notes.unshift(
      "The data hold no judgment files, so no score or interval is recomputed: only the answers' average token counts are set beside the published ones.",
    );
  const tables: PeerTable[] = [];
  const boardOf = arenaHardBoard(input, {
    published: newestBoard(published),
    computed: new Map(
      [...computed].flatMap(([m, c]) =>
        c.score === undefined
          ? []
          : [
              [
                m,
                {
                  score: c.score,
                  lo: c.rating_q025 ?? c.score,
                  hi: c.rating_q975 ?? c.score,
                  games: c.n,
                  ...(baselines.has(m) && !groupsHave(groups, m) ? { baseline: true } : {}),
                },
              ] as const,
            ],
      ),
    ),
    answers,
    benchmark: ARENA_HARD,
    title: arenaHardProfile.title,
    judges: [...new Set(judgments.map((j) => j.judge))].sort(byText),
  });
  tables.push(boardOf.table);
  if (rows.length > 0) tables.push(arenaHardLeaderboard(input, rows, ctx));
  if (comparisons.length > 0)
    tables.push({
      id: 'published',
      title: 'Published beside computed',
      method: 'Every number of the published leaderboard files that Parley recomputes.',
      table: comparisonTable(comparisons, input.models, ctx.name),
    });
  const models = new Set(
    [...groups.values()]
      .map((g) => g[0]!.model)
      .concat(published.map((r) => r.model))
      .concat(answers.map((a) => a.model)),
  );
  return {
    id: 'arena-hard',
    title: 'arena-hard-auto',
    origin:
      'lm-sys/arena-hard-auto and lmarena/arena-hard-auto: questions, model answers, judgments, leaderboard CSVs',
    tally: tally(comparisons, models.size, unmatchedValues),
    tables,
    ...(comparisons.length > 0 ? { comparison: 'published' } : {}),
    notes,
    boards: [boardOf.board],
  };
}

/** Whether any judgment group is of this model (a baseline judged against another baseline is a model too). */
function groupsHave(groups: ReadonlyMap<string, readonly ArenaHardJudgment[]>, model: string): boolean {
  return [...groups.values()].some((g) => g[0]!.model === model);
}

/** The rows of the newest published leaderboard file (by board name: the files carry their date), in file order. */
function newestBoard(published: readonly PublishedLeaderboardRow[]): PublishedLeaderboardRow[] {
  const boards = [...new Set(published.map((r) => r.board ?? ''))].sort(byText);
  const newest = boards.at(-1);
  return published.filter((r) => (r.board ?? '') === newest);
}

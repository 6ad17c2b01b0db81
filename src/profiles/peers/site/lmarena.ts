// LMArena's battle dumps on the peers page: the battles each leaderboard slice holds, and a Bradley-Terry rating
// of the anonymous battles with the site's bootstrap. LMArena's published rating tables are not read.
import { tableFromSpecs, type ColumnSpec } from '../../../render/columnSpec.ts';
import { bootstrapBradleyTerry } from '../../../stats/bootstrapBradleyTerry.ts';
import { pairCounts } from '../../../stats/pairCounts.ts';
import { LMARENA } from '../../lmarena/readers.ts';
import { arenaSliceCounts, leaderboardBattles } from '../../lmarena/slices.ts';
import { byText } from '../../tables.ts';
import type { PeerFormat, PeerTable } from './model.ts';
import { intervalColumn, modelColumn, numberColumn, type PeerInput } from './shared.ts';
import { MISSING } from '../../../render/format.ts';

export function lmarenaFormat(input: PeerInput): PeerFormat | undefined {
  const { data, ctx } = input;
  const battles = data.pairJudgments.filter((j) => j.benchmark === LMARENA);
  if (battles.length === 0) return undefined;
  const rated = leaderboardBattles(battles);
  const slices = arenaSliceCounts(battles);
  const tables: PeerTable[] = [
    {
      id: 'slices',
      title: 'Battles per slice',
      method:
        'Anonymous battles only (a vote cast knowing the models is left out), per language and category tag as the dump writes them; with style covariates: battles whose token counts are in the dump.',
      table: tableFromSpecs(SLICE_COLUMNS, slices),
    },
  ];
  const notes = [
    `${battles.length - rated.length} of ${battles.length} battles were not anonymous and are left out, as LMArena's leaderboard leaves them out.`,
  ];
  const counts = pairCounts(rated);
  const models = new Set(rated.flatMap((b) => [b.model1, b.model2]));
  if (models.size >= 2) {
    const bt = bootstrapBradleyTerry(counts, { seed: ctx.seed, rounds: ctx.rounds }).sort(
      (a, b) => (b.rating ?? -Infinity) - (a.rating ?? -Infinity) || byText(a.model, b.model),
    );
    tables.push({
      id: 'ratings',
      title: 'Bradley-Terry ratings of the anonymous battles',
      method: `Bradley-Terry fit on Elo's scale (1000 mean, 400 per factor of 10), ties counted half; interval: ${ctx.rounds} bootstrap rounds of the pair counts, seed ${ctx.seed}. Parley's rating, not LMArena's published one (no published rating table is read).`,
      table: tableFromSpecs(ratingColumns(input), bt, { fieldOrder: RATING_FIELDS }),
    });
  } else notes.push('Fewer than two models in the anonymous battles: no rating.');
  notes.push(
    "No published LMArena number is set beside these: the dumps carry battles, not the leaderboard, and LMArena's rating tables are not read. The style-controlled rating is not computed here.",
  );
  return {
    id: 'lmarena',
    title: 'LMArena battles',
    origin: "LMArena's public battle dumps (FastChat's clean_battle files and their exports)",
    tally: { models: models.size, compared: 0, agree: 0, notRecomputed: 0 },
    tables,
    notes,
  };
}

const SLICE_COLUMNS: ColumnSpec<ReturnType<typeof arenaSliceCounts>[number]>[] = [
  { id: 'slice', label: 'Slice', value: (s) => s.slice },
  { id: 'battles', label: 'Battles', value: (s) => s.battles },
  { id: 'withStyle', label: 'With style covariates', value: (s) => s.withStyle },
];

type Rated = ReturnType<typeof bootstrapBradleyTerry>[number];

/** The ratings' download fields, in the order they were written before the table was declared. */
const RATING_FIELDS = [
  'model',
  'rating',
  'lo',
  'hi',
  'rank',
  'wins',
  'losses',
  'ties',
  'games',
  'interval_reason',
];

function ratingColumns(input: PeerInput): ColumnSpec<Rated>[] {
  return [
    modelColumn(input, (r) => r.model),
    numberColumn({
      id: 'rating',
      label: 'Rating',
      digits: 1,
      value: (r) => r.rating,
      title: (r) => r.note ?? undefined,
    }),
    intervalColumn({
      id: 'ci',
      label: '95% interval',
      digits: 1,
      interval: (r) => r,
      fields: (r) => ({ lo: r.lo, hi: r.hi, interval_reason: r.intervalReason }),
      missing: (r) => r.intervalReason ?? MISSING,
    }),
    {
      id: 'rank',
      label: 'Rank',
      description: 'CI-aware rank among the models with an interval',
      numeric: true,
      value: (r) => r.rank,
      format: (_v, r) => (r.rank === null ? MISSING : `${r.rank} of ${r.rankAmong}`),
    },
    {
      id: 'record',
      label: 'W / L / T',
      numeric: true,
      value: (r) => r.wins,
      format: (_v, r) => `${r.wins} / ${r.losses} / ${r.ties}`,
      fields: (r) => ({ wins: r.wins, losses: r.losses, ties: r.ties }),
    },
    { id: 'games', label: 'Battles', value: (r) => r.games },
  ];
}

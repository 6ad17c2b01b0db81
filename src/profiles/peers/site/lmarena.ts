// LMArena's battle dumps on the peers page: the battles each leaderboard slice holds, and a Bradley-Terry rating
// of the anonymous battles with the site's bootstrap. LMArena's published rating tables are not read.
import type { Cell } from '../../../site/viewModel.ts';
import { bootstrapBradleyTerry } from '../../../stats/bootstrapBradleyTerry.ts';
import { pairCounts } from '../../../stats/pairCounts.ts';
import { LMARENA } from '../../lmarena/readers.ts';
import { arenaSliceCounts, leaderboardBattles } from '../../lmarena/slices.ts';
import { byText, table } from '../../tables.ts';
import type { PeerFormat, PeerTable } from './model.ts';
import { intervalCell, modelCell, numberCell, type PeerInput } from './shared.ts';
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
      table: table(
        [
          { key: 'slice', label: 'Slice' },
          { key: 'battles', label: 'Battles', numeric: true },
          { key: 'withStyle', label: 'With style covariates', numeric: true },
        ],
        slices.map((s): Cell[] => [
          { text: s.slice },
          { text: String(s.battles), sort: s.battles },
          { text: String(s.withStyle), sort: s.withStyle },
        ]),
        slices.map((s) => ({ ...s })),
      ),
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
      table: table(
        [
          { key: 'model', label: 'Model' },
          { key: 'rating', label: 'Rating', numeric: true },
          { key: 'ci', label: '95% interval' },
          {
            key: 'rank',
            label: 'Rank',
            numeric: true,
            help: 'CI-aware rank among the models with an interval',
          },
          { key: 'record', label: 'W / L / T', numeric: true },
          { key: 'games', label: 'Battles', numeric: true },
        ],
        bt.map((r): Cell[] => [
          modelCell(input, r.model),
          numberCell(r.rating, 1, r.note ?? undefined),
          r.lo === null ? { text: r.intervalReason ?? MISSING, tone: 'muted' } : intervalCell(r.lo, r.hi, 1),
          { text: r.rank === null ? MISSING : `${r.rank} of ${r.rankAmong}`, sort: r.rank },
          { text: `${r.wins} / ${r.losses} / ${r.ties}`, sort: r.wins },
          { text: String(r.games), sort: r.games },
        ]),
        bt.map((r) => ({
          model: r.model,
          rating: r.rating,
          lo: r.lo,
          hi: r.hi,
          rank: r.rank,
          wins: r.wins,
          losses: r.losses,
          ties: r.ties,
          games: r.games,
          interval_reason: r.intervalReason,
        })),
      ),
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

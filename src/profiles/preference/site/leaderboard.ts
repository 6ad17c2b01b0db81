// The preference leaderboard: Bradley-Terry ratings (the Arena code on the pair outcome counts) with bootstrap
// intervals, win / tie / both-bad / lose shares and the mean preference, and their two charts.
import type { PreferenceLabel } from '../../../records/preferenceLabel.ts';
import { ratingIntervals } from '../../../render/charts/ratingIntervals.ts';
import { winTieLoseBars } from '../../../render/charts/winTieLoseBars.ts';
import { bootstrapBradleyTerry, type BootstrapRow } from '../../../stats/bootstrapBradleyTerry.ts';
import { pairCounts } from '../../../stats/pairCounts.ts';
import { preferencePairJudgments } from '../../../stats/preferencePairJudgments.ts';
import { preferenceWinTieLose } from '../../../stats/preferenceWinTieLose.ts';
import { MISSING } from '../../../render/format.ts';
import { componentCount, rankText, ratingText } from '../../../views/ratingText.ts';
import { byText } from '../../tables.ts';
import { PREFERENCE } from '../labels.ts';
import type { PreferenceModel, PreferenceTable } from './model.ts';
import {
  meanPreferenceColumn,
  modelColumn,
  outcomeColumn,
  specTable,
  type PreferenceSectionContext,
} from './shared.ts';
import type { ColumnSpec } from '../../../render/columnSpec.ts';

/**
 * The leaderboard and its charts; `order` is the models from the best rated down (then by mean preference, then
 * by id), the order every other table and chart of the section follows.
 */
export function preferenceLeaderboard(
  labels: readonly PreferenceLabel[],
  ctx: PreferenceSectionContext,
): { order: string[]; leaderboard: PreferenceTable } & Pick<PreferenceModel, 'ratingSvg' | 'outcomeSvg'> {
  const { name } = ctx;
  const wtl = preferenceWinTieLose(labels);
  const wtlOf = new Map(wtl.map((r) => [r.model, r]));
  const counts = pairCounts(preferencePairJudgments(labels, PREFERENCE));
  const btModels = new Set(counts.flatMap((c) => [c.model1, c.model2]));
  const bt: BootstrapRow[] =
    btModels.size >= 2 ? bootstrapBradleyTerry(counts, { rounds: ctx.rounds, seed: ctx.seed }) : [];
  const btOf = new Map(bt.map((r) => [r.model, r]));
  const order = wtl
    .map((r) => r.model)
    .sort(
      (a, b) =>
        (btOf.get(b)?.rating ?? -Infinity) - (btOf.get(a)?.rating ?? -Infinity) ||
        wtlOf.get(b)!.meanScore - wtlOf.get(a)!.meanScore ||
        byText(a, b),
    );
  const rows = order.map((model) => ({ model, r: wtlOf.get(model)!, b: btOf.get(model) }));
  type Row = (typeof rows)[number];
  const of = (x: Row) => x.r;
  const columns: ColumnSpec<Row>[] = [
    {
      id: 'rank',
      label: 'CI rank',
      description: "1 + models whose lower bound is above this model's upper bound",
      numeric: true,
      value: (x) => x.b?.rank ?? null,
      format: (_v, x) => (x.b ? rankText(x.b, componentCount(bt)) : MISSING),
      sort: (x) => x.b?.rank ?? 999,
    },
    modelColumn(name, (x: Row) => x.model),
    {
      id: 'bt',
      label: 'Bradley-Terry (95% CI)',
      description:
        'maximum-likelihood rating from the pair outcome counts (ties count half), scale 400, mean 1000',
      numeric: true,
      field: 'rating',
      value: (x) => x.b?.rating ?? null,
      format: (_v, x) => (x.b ? ratingText(x.b) : MISSING),
      sort: (x) => x.b?.rating ?? -1,
      interval: (x) => (x.b && x.b.lo !== null && x.b.hi !== null ? { lo: x.b.lo, hi: x.b.hi } : undefined),
      showInterval: false,
    },
    outcomeColumn(of, 'win', 'win %', '"much better" or "better" than the other response'),
    outcomeColumn(of, 'tie', 'tie %', '"somewhat better" either way (almost a tie)'),
    outcomeColumn(of, 'bothbad', 'both bad %', '"Both A and B are bad"'),
    outcomeColumn(of, 'lose', 'lose %'),
    meanPreferenceColumn(
      of,
      "mean score on -3..+3 from the model's side (much better +3 ... much worse -3, both bad 0), Student-t interval",
    ),
    { id: 'n', label: 'labels', numeric: true, value: (x) => x.r.n },
  ];
  const leaderboard = specTable('leaderboard', 'Preference leaderboard', columns, rows, {
    fieldOrder: ['model', 'rating', 'ratingLo', 'ratingHi', 'rank', 'win', 'tie', 'bothbad', 'lose', 'n'],
  });
  const ratingSvg =
    bt.length > 0
      ? ratingIntervals(
          bt.flatMap((r) =>
            r.rating === null || r.lo === null || r.hi === null
              ? []
              : [{ model: r.model, display: name(r.model), rating: r.rating, lo: r.lo, hi: r.hi }],
          ),
          { title: 'Bradley-Terry rating from the preferences, 95% bootstrap intervals', reference: 1000 },
        )
      : '';
  const outcomeSvg = winTieLoseBars(
    order.map((m) => {
      const r = wtlOf.get(m)!;
      return { model: m, display: name(m), win: r.winRate, tie: r.tieRate + r.bothbadRate, lose: r.loseRate };
    }),
    { title: 'Win / tie / lose in the preferences (both-bad ties counted with ties)' },
  );

  return { order, leaderboard, ratingSvg, outcomeSvg };
}

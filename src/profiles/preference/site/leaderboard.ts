// The preference leaderboard: Bradley-Terry ratings (the Arena code on the pair outcome counts) with bootstrap
// intervals, win / tie / both-bad / lose shares and the mean preference, and their two charts.
import type { PreferenceLabel } from '../../../records/preferenceLabel.ts';
import { ratingIntervals } from '../../../render/charts/ratingIntervals.ts';
import { winTieLoseBars } from '../../../render/charts/winTieLoseBars.ts';
import { bootstrapBradleyTerry, type BootstrapRow } from '../../../stats/bootstrapBradleyTerry.ts';
import { pairCounts } from '../../../stats/pairCounts.ts';
import { preferencePairJudgments } from '../../../stats/preferencePairJudgments.ts';
import { preferenceWinTieLose } from '../../../stats/preferenceWinTieLose.ts';
import { MISSING, pct } from '../../../render/format.ts';
import { componentCount, rankText, ratingText } from '../../../views/ratingText.ts';
import { byText } from '../../tables.ts';
import { PREFERENCE } from '../labels.ts';
import type { PreferenceModel, PreferenceTable } from './model.ts';
import { modelHref, signedInterval, table, type PreferenceSectionContext } from './shared.ts';

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
  const leaderboard = table(
    'leaderboard',
    'Preference leaderboard',
    [
      {
        key: 'rank',
        label: 'CI rank',
        numeric: true,
        help: "1 + models whose lower bound is above this model's upper bound",
      },
      { key: 'model', label: 'Model' },
      {
        key: 'bt',
        label: 'Bradley-Terry (95% CI)',
        numeric: true,
        help: 'maximum-likelihood rating from the pair outcome counts (ties count half), scale 400, mean 1000',
      },
      {
        key: 'win',
        label: 'win %',
        numeric: true,
        help: '"much better" or "better" than the other response',
      },
      { key: 'tie', label: 'tie %', numeric: true, help: '"somewhat better" either way (almost a tie)' },
      { key: 'bothbad', label: 'both bad %', numeric: true, help: '"Both A and B are bad"' },
      { key: 'lose', label: 'lose %', numeric: true },
      {
        key: 'mean',
        label: 'mean preference (95% CI)',
        numeric: true,
        help: "mean score on -3..+3 from the model's side (much better +3 ... much worse -3, both bad 0), Student-t interval",
      },
      { key: 'n', label: 'labels', numeric: true },
    ],
    order.map((m) => {
      const r = wtlOf.get(m)!;
      const b = btOf.get(m);
      return [
        { text: b ? rankText(b, componentCount(bt)) : MISSING, sort: b?.rank ?? 999 },
        { text: name(m), href: modelHref(m) },
        { text: b ? ratingText(b) : MISSING, sort: b?.rating ?? -1 },
        { text: pct(r.winRate), sort: r.winRate },
        { text: pct(r.tieRate), sort: r.tieRate },
        { text: pct(r.bothbadRate), sort: r.bothbadRate },
        { text: pct(r.loseRate), sort: r.loseRate },
        { text: signedInterval(r.meanScore, r.scoreLo, r.scoreHi), sort: r.meanScore },
        { text: String(r.n), sort: r.n },
      ];
    }),
    order.map((m) => {
      const r = wtlOf.get(m)!;
      const b = btOf.get(m);
      return {
        model: m,
        rating: b?.rating ?? null,
        ratingLo: b?.lo ?? null,
        ratingHi: b?.hi ?? null,
        rank: b?.rank ?? null,
        win: r.win,
        tie: r.tie,
        bothbad: r.bothbad,
        lose: r.lose,
        n: r.n,
        meanScore: r.meanScore,
        meanScoreLo: r.scoreLo,
        meanScoreHi: r.scoreHi,
      };
    }),
  );
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

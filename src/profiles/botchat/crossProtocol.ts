// BotChat's two protocols side by side: the ranking by Win + Tie against the ground truth (its Figure 5) and the
// ranking by Uni-Eval pass rate at the ground-truth length (its Figure 6). BotChat's README says the top models
// rank the same under both; the panel measures how alike the two rankings are (Kendall's tau-b, with a bootstrap
// interval) and marks the models whose rank differs.
import { asPct, tableFromSpecs } from '../../render/columnSpec.ts';
import { fixed, formatInterval } from '../../render/format.ts';
import { rankChart } from '../../render/charts/rankChart.ts';
import type { FigureModel } from '../../site/viewModel.ts';
import { rankAgreement, rateRounds } from '../../stats/rankAgreement.ts';
import type { ViewStats } from '../../views/viewStats.ts';
import { figure, type ViewContext } from '../../views/viewContext.ts';
import { passAtGroundTruth } from './passAtGroundTruth.ts';

/** Rank 1 for the highest value; tied values share the better rank. */
function ranks(values: ReadonlyMap<string, number>): Map<string, number> {
  const sorted = [...values.values()].sort((a, b) => b - a);
  return new Map([...values].map(([m, v]) => [m, sorted.indexOf(v) + 1]));
}

/** The cross-protocol panel, or nothing when either ranking is missing or fewer than two models have both. */
export function crossProtocol(ctx: ViewContext, stats: ViewStats): FigureModel[] {
  const wtl = [...stats.wtl.values()].find((rows) => rows.length > 0) ?? [];
  const atLength = passAtGroundTruth(ctx);
  const gt = new Map(wtl.flatMap((r) => (r.winTieRate === null ? [] : [[r.model, r.winTieRate] as const])));
  const pass = new Map(atLength.map((r) => [r.model, r.rate] as const));
  const models = [...gt.keys()].filter((m) => pass.has(m));
  if (models.length < 2) return [];
  const gtOf = new Map(models.map((m) => [m, gt.get(m)!]));
  const passOf = new Map(models.map((m) => [m, pass.get(m)!]));
  const rounds = rateRounds(
    wtl
      .filter((r) => gtOf.has(r.model))
      .map((r) => ({ model: r.model, successes: r.win + r.tieGood + r.tieBad, n: r.n })),
    { rounds: ctx.rounds, seed: ctx.seed },
  );
  const agreement = rankAgreement(gtOf, passOf, rounds);
  const gtRank = ranks(gtOf);
  const passRank = ranks(passOf);
  const rows = models
    .map((m) => ({
      model: m,
      gt: gtOf.get(m)!,
      pass: passOf.get(m)!,
      gtRank: gtRank.get(m)!,
      passRank: passRank.get(m)!,
    }))
    .sort((a, b) => a.gtRank - b.gtRank || a.passRank - b.passRank || (a.model < b.model ? -1 : 1));
  const differ = rows.filter((r) => r.gtRank !== r.passRank).length;
  const tauText =
    agreement.tau === null
      ? `Kendall's τ_b: none (${agreement.reason}).`
      : `Kendall's τ_b = ${fixed(agreement.tau, 3)}${
          agreement.lo !== null && agreement.hi !== null
            ? ` (95% bootstrap interval ${formatInterval(agreement.lo, agreement.hi, (x) => fixed(x, 3))}, ${agreement.rounds - agreement.skippedRounds} rounds)`
            : agreement.intervalReason
              ? ` (no interval: ${agreement.intervalReason})`
              : ''
        } over ${models.length} models; ${differ} rank${differ === 1 ? '' : 's'} differ.`;
  return [
    figure({
      id: 'cross-protocol',
      number: '',
      title: 'Two protocols, two rankings: Win + Tie against the ground truth and pass rate at its length',
      svg: rankChart(
        rows.map((r) => ({ model: r.model, display: ctx.name(r.model), ranks: [r.gtRank, r.passRank] })),
        { columns: ['Win + Tie', 'Pass rate'] },
      ),
      method: `Each model's rank by Win + Tie against the ground truth (Figure 5) beside its rank by Uni-Eval pass rate at the ground-truth length (Figure 6); tied values share the better rank. Kendall's τ_b (below) compares the two rankings; its interval resamples each model's comparisons with the ground truth (binomial rounds, seed ${ctx.seed}) against the fixed pass-rate ranking. A mark (≠) shows a model ranked differently by the two protocols.`,
      table: tableFromSpecs<(typeof rows)[number]>(
        [
          {
            id: 'model',
            label: 'Model',
            value: (r) => r.model,
            format: (_v, r) => ctx.name(r.model),
            sort: (r) => ctx.name(r.model),
          },
          { id: 'gtRank', label: 'rank by Win + Tie', value: (r) => r.gtRank },
          { id: 'gt', label: 'Win + Tie %', value: (r) => r.gt, format: asPct(1) },
          { id: 'passRank', label: 'rank by pass at GT length', value: (r) => r.passRank },
          { id: 'pass', label: 'pass at GT length %', value: (r) => r.pass, format: asPct(1) },
          {
            id: 'same',
            label: 'same rank',
            field: 'sameRank',
            value: (r) => r.gtRank === r.passRank,
            format: (same) => (same ? 'yes' : '≠'),
            tone: (r) => (r.gtRank === r.passRank ? undefined : 'off'),
          },
        ],
        rows,
        // The downloads are the rows' records, in their order.
        { fieldOrder: ['model', 'gt', 'pass', 'gtRank', 'passRank', 'sameRank'] },
      ),
      notes: [tauText],
    }),
  ];
}

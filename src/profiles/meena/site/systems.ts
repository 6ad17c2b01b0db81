// The SSA scores of each system (model, version, mode) from the per-rater labels: majority labels, scores,
// conversation-resampling intervals and agreement, with the model table and the published values joined.
import type { Dataset } from '../../../records/dataset.ts';
import { bootstrapSsa } from '../../../stats/bootstrapSsa.ts';
import { groupBy } from '../../../stats/groupBy.ts';
import { ssaAgreement } from '../../../stats/ssaAgreement.ts';
import { ssaScores } from '../../../stats/ssaScores.ts';
import { ssaTurnLabels } from '../../../stats/ssaTurnLabels.ts';
import { byText } from '../../tables.ts';
import { MEENA_PUBLISHED_SSA } from './meenaPaper.ts';
import { mean, systemLabel, type SsaSectionOptions, type SystemScores } from './shared.ts';

/**
 * Scores per (model, version, mode) from the labels, with the model table and the published values joined. Runs
 * of one system are pooled; labels that name a decoding are left to the decoding figures (./decoding.ts), since
 * each decoding is a system of its own.
 */
export function systemScores(data: Dataset, options: SsaSectionOptions): SystemScores[] {
  const plain = data.ssaLabels.filter((l) => l.decoding === undefined);
  const turns = ssaTurnLabels(plain);
  const table = new Map(data.ssaModels.map((m) => [`${m.model}\u0000${m.version}`, m]));
  const out = groupBy(turns, (t) => [t.model, t.version, t.mode].join('\u0000')).map(
    ([key, ts]): SystemScores => {
      const first = ts[0]!;
      const row = table.get(`${first.model}\u0000${first.version}`);
      const labels = plain.filter(
        (l) => l.model === first.model && l.version === first.version && l.mode === first.mode,
      );
      const published = MEENA_PUBLISHED_SSA.find(
        (p) => p.model === first.model && p.version === first.version && p.mode === first.mode,
      );
      return {
        key,
        model: first.model,
        version: first.version,
        mode: first.mode,
        display: systemLabel(row?.display ?? options.name(first.model), row?.display ? '' : first.version),
        turns: ts,
        scores: ssaScores(ts),
        intervals: bootstrapSsa(ts, { rounds: options.rounds, seed: options.seed }),
        agreement: ssaAgreement(labels),
        raters: mean(ts.map((t) => t.raters)),
        ties: ts.filter((t) => t.tie).length,
        perplexity: row?.perplexity ?? null,
        ...(row?.humanLikeness !== undefined ? { humanLikeness: row.humanLikeness } : {}),
        ...(published ? { published } : {}),
      };
    },
  );
  return out.sort(
    (a, b) => byText(a.mode, b.mode) || b.scores.ssa - a.scores.ssa || byText(a.display, b.display),
  );
}

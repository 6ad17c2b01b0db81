// Outcomes per prompt tag: each model's shares and mean preference on the prompts of each tag.
import { PROMPT_TAGS, type PreferenceLabel } from '../../../records/preferenceLabel.ts';
import { groupedBarsChart } from '../../../render/charts/groupedBarsChart.ts';
import { preferenceByTag } from '../../../stats/preferenceByTag.ts';
import { pct } from '../../../render/format.ts';
import type { PreferenceModel } from './model.ts';
import { modelHref, signedInterval, table } from './shared.ts';

/** A chart of the mean preference per tag and model (models in `order`), and the table of every outcome. */
export function byTagSection(
  labels: PreferenceLabel[],
  order: readonly string[],
  name: (id: string) => string,
): PreferenceModel['byTag'] {
  const tags = preferenceByTag(labels);
  return {
    svg: groupedBarsChart(
      order.flatMap((m) =>
        tags.flatMap((t) => {
          const r = t.rows.find((x) => x.model === m);
          return r ? [{ label: name(m), group: t.tag, value: r.meanScore }] : [];
        }),
      ),
      {
        title: 'Mean preference (-3..+3) per prompt tag',
        groups: tags.map((t) => t.tag),
        labels: order.map(name),
      },
    ),
    table: table(
      'by-tag',
      'Outcomes per prompt tag',
      [
        { key: 'tag', label: 'Prompt tag' },
        { key: 'model', label: 'Model' },
        { key: 'win', label: 'win %', numeric: true },
        { key: 'tie', label: 'tie %', numeric: true },
        { key: 'bothbad', label: 'both bad %', numeric: true },
        { key: 'lose', label: 'lose %', numeric: true },
        { key: 'mean', label: 'mean preference (95% CI)', numeric: true },
        { key: 'n', label: 'labels', numeric: true },
      ],
      tags.flatMap((t) =>
        t.rows.map((r) => [
          { text: t.tag, sort: PROMPT_TAGS.indexOf(t.tag) },
          { text: name(r.model), href: modelHref(r.model) },
          { text: pct(r.winRate), sort: r.winRate },
          { text: pct(r.tieRate), sort: r.tieRate },
          { text: pct(r.bothbadRate), sort: r.bothbadRate },
          { text: pct(r.loseRate), sort: r.loseRate },
          { text: signedInterval(r.meanScore, r.scoreLo, r.scoreHi), sort: r.meanScore },
          { text: String(r.n), sort: r.n },
        ]),
      ),
      tags.flatMap((t) =>
        t.rows.map((r) => ({
          tag: t.tag,
          model: r.model,
          win: r.win,
          tie: r.tie,
          bothbad: r.bothbad,
          lose: r.lose,
          n: r.n,
          meanScore: r.meanScore,
          meanScoreLo: r.scoreLo,
          meanScoreHi: r.scoreHi,
        })),
      ),
    ),
  };
}

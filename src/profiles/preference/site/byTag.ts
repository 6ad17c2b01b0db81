// Outcomes per prompt tag: each model's shares and mean preference on the prompts of each tag.
import { PROMPT_TAGS, type PreferenceLabel, type PromptTag } from '../../../records/preferenceLabel.ts';
import { groupedBarsChart } from '../../../render/charts/groupedBarsChart.ts';
import type { ColumnSpec } from '../../../render/columnSpec.ts';
import { preferenceByTag } from '../../../stats/preferenceByTag.ts';
import type { PreferenceWinTieLoseRow } from '../../../stats/preferenceWinTieLose.ts';
import type { PreferenceModel } from './model.ts';
import { meanPreferenceColumn, modelColumn, outcomeColumn, specTable } from './shared.ts';

type Row = { tag: PromptTag; r: PreferenceWinTieLoseRow };

/** A chart of the mean preference per tag and model (models in `order`), and the table of every outcome. */
export function byTagSection(
  labels: PreferenceLabel[],
  order: readonly string[],
  name: (id: string) => string,
): PreferenceModel['byTag'] {
  const tags = preferenceByTag(labels);
  const columns: ColumnSpec<Row>[] = [
    { id: 'tag', label: 'Prompt tag', value: (x) => x.tag, sort: (x) => PROMPT_TAGS.indexOf(x.tag) },
    modelColumn(name, (x: Row) => x.r.model),
    outcomeColumn((x: Row) => x.r, 'win', 'win %'),
    outcomeColumn((x: Row) => x.r, 'tie', 'tie %'),
    outcomeColumn((x: Row) => x.r, 'bothbad', 'both bad %'),
    outcomeColumn((x: Row) => x.r, 'lose', 'lose %'),
    meanPreferenceColumn((x: Row) => x.r),
    { id: 'n', label: 'labels', numeric: true, value: ({ r }) => r.n },
  ];
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
    table: specTable(
      'by-tag',
      'Outcomes per prompt tag',
      columns,
      tags.flatMap((t) => t.rows.map((r) => ({ tag: t.tag, r }))),
      { fieldOrder: ['tag', 'model', 'win', 'tie', 'bothbad', 'lose', 'n'] },
    ),
  };
}

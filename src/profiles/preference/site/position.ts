// The position effect: do raters choose the response shown first (A) more often than the one shown second?
import type { PreferenceLabel } from '../../../records/preferenceLabel.ts';
import { rateBars } from '../../../render/charts/rateBars.ts';
import { positionEffect } from '../../../stats/positionEffect.ts';
import { fixed, formatInterval, formatP, pct } from '../../../render/format.ts';
import type { PreferenceModel } from './model.ts';
import { prose, signedInterval, table } from './shared.ts';

/** The share of labels choosing A with its interval and sign test, a chart, and the table of the counts. */
export function positionSection(labels: PreferenceLabel[]): PreferenceModel['position'] {
  const pos = positionEffect(labels);
  return {
    summary:
      pos.aShare === null
        ? prose.text('no-position-effect')
        : prose.text('position-effect', {
            chosen: pos.chosen,
            aChosen: pos.aChosen,
            aShare: pct(pos.aShare),
            aShareCi: formatInterval(pos.aShareLo, pos.aShareHi, (x) => `${pct(x)}%`),
            p: formatP(pos.pValue),
            labels: pos.labels,
            meanScoreA: signedInterval(pos.meanScoreA ?? 0, pos.meanScoreALo, pos.meanScoreAHi),
          }),
    svg:
      pos.aShare === null
        ? ''
        : rateBars(
            [
              { model: 'A', display: 'A chosen', rate: pos.aShare, lo: pos.aShareLo!, hi: pos.aShareHi! },
              {
                model: 'B',
                display: 'B chosen',
                rate: 1 - pos.aShare,
                lo: 1 - pos.aShareHi!,
                hi: 1 - pos.aShareLo!,
              },
            ],
            { title: 'Which position raters chose', reference: { value: 0.5, label: 'no position effect' } },
          ),
    table: table(
      'position-effect',
      'Position effect',
      [
        { key: 'what', label: 'Measure' },
        { key: 'value', label: 'Value', numeric: true },
      ],
      [
        [{ text: 'rated labels' }, { text: String(pos.labels), sort: pos.labels }],
        [{ text: 'labels choosing a side' }, { text: String(pos.chosen), sort: pos.chosen }],
        [{ text: 'chose A' }, { text: String(pos.aChosen), sort: pos.aChosen }],
        [{ text: 'chose B' }, { text: String(pos.bChosen), sort: pos.bChosen }],
        [{ text: 'share choosing A %' }, { text: pct(pos.aShare), sort: pos.aShare ?? -1 }],
        [{ text: 'sign test p' }, { text: formatP(pos.pValue), sort: pos.pValue ?? -1 }],
        [{ text: 'mean score toward A' }, { text: fixed(pos.meanScoreA, 3), sort: pos.meanScoreA ?? 0 }],
      ],
      [{ ...pos }],
    ),
  };
}

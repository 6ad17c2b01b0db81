// The position effect: do raters choose the response shown first (A) more often than the one shown second?
import type { PreferenceLabel } from '../../../records/preferenceLabel.ts';
import { rateBars } from '../../../render/charts/rateBars.ts';
import { positionEffect, type PositionEffect } from '../../../stats/positionEffect.ts';
import { tableWithDownloads, type ColumnSpec } from '../../../render/columnSpec.ts';
import { fixed, formatInterval, formatP, pct } from '../../../render/format.ts';
import type { PreferenceModel } from './model.ts';
import { prose, signedInterval } from './shared.ts';

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
    // Shown as a row per measure; downloaded as the statistic's record, one row.
    table: {
      name: 'position-effect',
      title: 'Position effect',
      table: tableWithDownloads(MEASURE_COLUMNS, measuresOf(pos), { specs: RECORD_COLUMNS, rows: [pos] }),
    },
  };
}

/** One measure of the position effect as its row reads: its name, its text and what it sorts by. */
interface Measure {
  what: string;
  text: string;
  sort: number;
}

function measuresOf(pos: PositionEffect): Measure[] {
  const count = (what: string, n: number): Measure => ({ what, text: String(n), sort: n });
  return [
    count('rated labels', pos.labels),
    count('labels choosing a side', pos.chosen),
    count('chose A', pos.aChosen),
    count('chose B', pos.bChosen),
    { what: 'share choosing A %', text: pct(pos.aShare), sort: pos.aShare ?? -1 },
    { what: 'sign test p', text: formatP(pos.pValue), sort: pos.pValue ?? -1 },
    { what: 'mean score toward A', text: fixed(pos.meanScoreA, 3), sort: pos.meanScoreA ?? 0 },
  ];
}

const MEASURE_COLUMNS: ColumnSpec<Measure>[] = [
  { id: 'what', label: 'Measure', value: (m) => m.what },
  { id: 'value', label: 'Value', value: (m) => m.sort, format: (_v, m) => m.text },
];

/** The record's fields, downloaded in its order. */
const RECORD_COLUMNS: ColumnSpec<PositionEffect>[] = (
  [
    'labels',
    'chosen',
    'aChosen',
    'bChosen',
    'aShare',
    'aShareLo',
    'aShareHi',
    'pValue',
    'meanScoreA',
    'meanScoreALo',
    'meanScoreAHi',
  ] as const
).map((k) => ({ id: k, label: k, value: (pos) => pos[k] }));

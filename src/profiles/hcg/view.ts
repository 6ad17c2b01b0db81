// HCG's view: no generic pass-rate bars (its own figure is drawn as the study drew it), and after the generic figures
// the study's own charts reproduced and every published summary beside its recomputed value.
import type { Dataset } from '../../records/dataset.ts';
import type { PairJudgment } from '../../records/pairJudgment.ts';
import type { UniJudgment } from '../../records/uniJudgment.ts';
import { rateBars } from '../../render/charts/rateBars.ts';
import { sortAsText, tableFromSpecs } from '../../render/columnSpec.ts';
import type { FigureModel } from '../../site/viewModel.ts';
import { groupBy } from '../../stats/groupBy.ts';
import { pairStudySummary, pythonFloatRepr, uniStudySummary } from '../../stats/studySummary.ts';
import type { ViewProfile } from '../../views/buildView.ts';
import { byText, referenceImagePath } from '../../views/viewContext.ts';
import { hcgFigures } from './figures.ts';
import { summaryResultFile } from './naming.ts';
import { HCG } from './readers.ts';
import { hcgSlices } from './slices.ts';

export const hcgView: ViewProfile = {
  omit: ['pass-rate'],
  slices: hcgSlices,
  figures: {
    last: (ctx) => [
      ...hcgFigures(ctx.data, ctx.uni, ctx.pairs, {
        judge: ctx.view.judge,
        judgeDisplay: ctx.judgeName(ctx.view.judge),
        name: ctx.name,
        imagePath: referenceImagePath,
      }),
      ...hcgSummaryFigures(ctx.view, ctx.data, ctx.uni, ctx.pairs),
    ],
  },
};

/** One published value of a summary file beside the one recomputed from its result file (null: not computable). */
interface SummaryRow {
  file: string;
  kind: string;
  key: string;
  published: string;
  computed: string | null;
  equal: boolean | null;
}

/** HCG: every published per-file summary beside the value recomputed from its result file. */
export function hcgSummaryFigures(
  v: { judge: string; path: string },
  data: Dataset,
  uni: readonly UniJudgment[],
  pairs: readonly PairJudgment[],
): FigureModel[] {
  const summaries = data.publishedSummaries.filter((s) => s.benchmark === HCG && s.judge === v.judge);
  if (summaries.length === 0) return [];
  const uniByFile = new Map(groupBy(uni, (j) => j.source.file));
  const pairByFile = new Map(groupBy(pairs, (j) => j.source.file));
  const rows: SummaryRow[] = [];
  let same = 0;
  let total = 0;
  const uniFiles = new Set(uniByFile.keys());
  const pairFiles = new Set(pairByFile.keys());
  for (const s of summaries.slice().sort((a, b) => byText(a.resultFile, b.resultFile))) {
    const js =
      s.kind === 'uni'
        ? uniByFile.get(summaryResultFile(s.resultFile, uniFiles) ?? '')
        : pairByFile.get(summaryResultFile(s.resultFile, pairFiles) ?? '');
    const computed: Record<string, number> | undefined =
      js && js.length > 0
        ? s.kind === 'uni'
          ? { ...uniStudySummary(js as UniJudgment[]) }
          : { ...pairStudySummary(js as PairJudgment[]) }
        : undefined;
    for (const [key, pub] of Object.entries(s.values)) {
      const mine = computed?.[key];
      const text = mine === undefined ? '' : key.includes('Rate') ? pythonFloatRepr(mine) : String(mine);
      const ok = text === pub.printed;
      total++;
      if (ok) same++;
      rows.push({
        file: s.resultFile,
        kind: s.kind,
        key,
        published: pub.printed,
        computed: computed ? text : null,
        equal: computed ? ok : null,
      });
    }
  }
  return [
    {
      id: 'published-summaries',
      number: '',
      title: `The study's published summaries, recomputed (${same} of ${total} values identical)`,
      method:
        'Each summary file of the study beside the same number recomputed from its result file: pass = answer No; A better = Conversation 2 called AI; rates over every line, printed as Python prints floats. Files whose result file is not public, or empty, cannot be recomputed.',
      svg: rateBars(
        [
          { model: 'identical', display: 'identical', rate: same },
          { model: 'different', display: 'different or not computable', rate: total - same },
        ],
        { title: 'Published values reproduced', format: 'count' },
      ),
      table: tableFromSpecs<SummaryRow>(
        [
          {
            id: 'file',
            label: 'Result file',
            value: (r) => r.file,
            format: (_v, r) => r.file.split('/').pop() ?? r.file,
            sort: sortAsText,
          },
          { id: 'kind', label: 'kind', value: (r) => r.kind },
          { id: 'key', label: 'value', value: (r) => r.key },
          { id: 'published', label: 'published', value: (r) => r.published },
          {
            id: 'computed',
            label: 'recomputed',
            value: (r) => r.computed,
            format: (v) => (v === null ? 'no result rows (file empty or not public)' : String(v)),
            sort: sortAsText,
            tone: (r) => (r.computed === null ? 'muted' : r.equal ? 'ok' : 'off'),
          },
        ],
        rows,
        { extra: (r) => ({ equal: r.equal }) },
      ),
      notes: [],
      downloads: { csv: 'published-summaries.csv', json: 'published-summaries.json' },
    },
  ];
}

// The HCG study's own figures, reproduced: its pass-rate bars per inquirer model (uni_eval) and its
// "indistinguishable rate" bars against the real dialogues (gt_eval), per judge and number of turns, each with the
// study's printed numbers beside Parley's and the study's own image beside Parley's chart where it was found.
// They are drawn as the study drew them: vertical bars in the study's order on its axis range (studyBars), the
// real dialogues' pass rate as the last bar and as a dashed line across the plot.
import type { Dataset } from '../../records/dataset.ts';
import { hcgNamingOfRecords, hcgStem, settingSplit, summaryResultFile, type HcgNaming } from './naming.ts';
import { GROUND_TRUTH } from '../../records/ids.ts';
import type { PairJudgment } from '../../records/pairJudgment.ts';
import type { PublishedSummary } from '../../records/published.ts';
import type { UniJudgment } from '../../records/uniJudgment.ts';
import { studyBars } from '../../render/charts/studyBars.ts';
import { sortAsText, tableFromSpecs } from '../../render/columnSpec.ts';
import type { FigureModel, TableModel } from '../../site/viewModel.ts';
import { groupBy } from '../../stats/groupBy.ts';
import { pairStudySummary, pythonFloatRepr, uniStudySummary } from '../../stats/studySummary.ts';
import { MISSING, pct } from '../../render/format.ts';

const natural = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
/**
 * The study orders its bars by model name, ignoring case and reading numbers as numbers (llama_3B, llama_8B,
 * llama_70B), the real dialogues last; ties (names equal but for case) by code point, so the order is total.
 */
export const studyOrder = (a: string, b: string): number =>
  natural.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

/** The count most rows share (the smaller on a tie): a study's number of dialogues per model. */
function usualCount(ns: readonly number[]): number | undefined {
  const counts = new Map<number, number>();
  for (const n of ns) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0];
}

export interface HcgFigureContext {
  judge: string;
  judgeDisplay: string;
  name: (model: string) => string;
  /** Site path of a copied reference image. */
  imagePath: (file: string) => string;
}

interface Row {
  model: string;
  computed?: number;
  n: number;
  published?: { value: number; printed: string };
}

/**
 * The published value of each (setting, model): a summary describes a result file, whose judgments say which
 * model and setting it is of; a summary whose result file is not public is placed by its name, read as the readers
 * read names (naming.ts: a comparison's second file is the model's).
 */
function publishedBy(
  summaries: readonly PublishedSummary[],
  kind: 'uni' | 'gt',
  key: string,
  judged: ReadonlyMap<string, { model: string; setting: string }>,
  naming: HcgNaming,
): Map<string, { value: number; printed: string }> {
  const out = new Map<string, { value: number; printed: string }>();
  const byName = (stem: string): { model: string; setting: string } | undefined => {
    if (kind === 'uni') return naming.dialogue(stem);
    const split = naming.split(stem);
    return split.a === undefined ? undefined : naming.dialogue(split.b);
  };
  const files = new Set(judged.keys());
  for (const s of summaries) {
    if (s.kind !== kind) continue;
    const named = judged.get(summaryResultFile(s.resultFile, files) ?? '') ?? byName(hcgStem(s.resultFile));
    const pub = s.values[key];
    if (!named || !pub) continue;
    out.set(`${named.setting}\u0000${named.model}`, pub);
  }
  return out;
}

/** How many dialogues the study has: its real dialogues, else the number most of its judgment files hold. */
function studyDialogues(data: Dataset, uni: readonly UniJudgment[]): number | undefined {
  const real = data.conversations.filter((c) => c.benchmark === 'hcg' && c.model === GROUND_TRUTH).length;
  if (real > 0) return real;
  return usualCount(groupBy(uni, (j) => j.source.file).map(([, js]) => js.length));
}

function comparison(rows: Row[], key: string, ctx: HcgFigureContext): TableModel {
  const text = (r: Row) => (r.computed === undefined ? '' : pythonFloatRepr(r.computed));
  const same = (r: Row) =>
    r.published && r.computed !== undefined ? text(r) === r.published.printed : undefined;
  return tableFromSpecs<Row>(
    [
      {
        id: 'model',
        label: 'Model',
        value: (r) => r.model,
        format: (_v, r) => (r.model === GROUND_TRUTH ? 'real dialogues' : ctx.name(r.model)),
        sort: sortAsText,
      },
      {
        id: 'published',
        label: `${key} (study)`,
        numeric: true,
        value: (r) => r.published?.printed ?? null,
        format: (_v, r) => r.published?.printed ?? 'not printed',
        sort: sortAsText,
        tone: (r) => (r.published ? undefined : 'muted'),
      },
      {
        id: 'computed',
        label: 'recomputed',
        numeric: true,
        value: (r) => r.computed ?? null,
        format: (_v, r) => (r.computed === undefined ? 'no result rows (file empty or not public)' : text(r)),
        sort: sortAsText,
        tone: (r) => (r.computed === undefined ? 'muted' : undefined),
      },
      {
        id: 'same',
        label: 'same',
        field: null,
        numeric: false,
        value: (r) => same(r) ?? null,
        format: (v) => (v === null ? MISSING : v ? '=' : 'differs'),
        sort: sortAsText,
        tone: (r) => (same(r) === undefined ? 'muted' : same(r) ? 'ok' : 'off'),
      },
    ],
    rows,
    { extra: (r) => ({ n: r.n }) },
  );
}

/** Published values by `${setting}\u0000${model}`. */
type Published = Map<string, { value: number; printed: string }>;

/** The study's own chart for a figure, where it was found, as the figure's `referenceImage`. */
type ImageProp = { referenceImage?: { src: string; alt: string } };

/**
 * The settings (numbers of turns) with published values or records of a model, in numeric order. The real
 * dialogues alone make no setting: they are drawn in every setting of their split.
 */
function settingsOf(
  keys: Iterable<string>,
  records: readonly { setting: string; model?: string; model2?: string }[],
): string[] {
  const isReal = (k: string) => k.split('\u0000')[1] === GROUND_TRUTH;
  const of = (real: boolean) =>
    new Set([
      ...[...keys].filter((k) => real || !isReal(k)).map((k) => k.split('\u0000')[0]!),
      ...records.filter((r) => real || (r.model ?? r.model2) !== GROUND_TRUTH).map((r) => r.setting),
    ]);
  const models = of(false);
  return [...(models.size > 0 ? models : of(true))].sort((a, b) => Number(a) - Number(b) || studyOrder(a, b));
}

/**
 * A setting as a figure's title says it: `, 6 turns`; in a folder of two splits, `, arena split, 6 turns`.
 * @example settingSuffix('arena-6') // ', arena split, 6 turns'
 */
export function settingSuffix(setting: string): string {
  if (setting === '') return '';
  if (/^\d+$/.test(setting)) return `, ${setting} turns`;
  const m = /^(.+)-(\d+)$/.exec(setting);
  return m ? `, ${m[1]} split, ${m[2]} turns` : `, ${setting}`;
}

/** The study's image of a chart of one kind and setting, if there is one. */
function imageFor(
  images: Dataset['referenceImages'],
  ctx: HcgFigureContext,
  kind: 'uni' | 'gt',
  setting: string,
  settings: string[],
): ImageProp {
  const exact = images.find((i) => i.kind === kind && i.setting === setting);
  // An image that names no setting shows the judge's only setting.
  const generic = settings.length === 1 ? images.find((i) => i.kind === kind && i.setting === '') : undefined;
  const img = exact ?? generic;
  return img
    ? {
        referenceImage: {
          src: ctx.imagePath(img.file),
          alt: `The study's own ${kind === 'uni' ? 'pass-rate' : 'indistinguishable-rate'} chart for judge ${ctx.judgeDisplay}${settingSuffix(setting)} (${img.file.split('/').pop()})`,
        },
      }
    : {};
}

/** The study's pass-rate chart (uni_eval) for one number of turns. */
function passRateFigure(
  setting: string,
  uni: readonly UniJudgment[],
  uniPub: Published,
  dialogues: number | undefined,
  ctx: HcgFigureContext,
  image: ImageProp,
): FigureModel {
  const js = uni.filter((j) => j.setting === setting);
  // The real dialogues of this setting's split (a folder of two splits files each split's settings apart); with
  // one split, every one of them.
  const allReal = uni.filter((j) => j.model === GROUND_TRUTH);
  const real =
    new Set(allReal.map((j) => settingSplit(j.setting))).size > 1
      ? allReal.filter((j) => settingSplit(j.setting) === settingSplit(setting))
      : allReal;
  const models = [
    ...new Set([
      ...js.filter((j) => j.model !== GROUND_TRUTH).map((j) => j.model),
      ...[...uniPub.keys()].filter((k) => k.startsWith(`${setting}\u0000`)).map((k) => k.split('\u0000')[1]!),
    ]),
  ]
    .filter((m) => m !== GROUND_TRUTH)
    .sort(studyOrder);
  const byModel = new Map(groupBy(js, (j) => j.model));
  const rows: Row[] = [...models, GROUND_TRUTH].map((model) => {
    const mine = model === GROUND_TRUTH ? real : (byModel.get(model) ?? []);
    const pub = uniPub.get(
      `${model === GROUND_TRUTH ? (real[0]?.setting ?? setting) : setting}\u0000${model}`,
    );
    return {
      model,
      n: mine.length,
      ...(mine.length > 0 ? { computed: uniStudySummary(mine)['Pass Rate'] } : {}),
      ...(pub ? { published: pub } : {}),
    };
  });
  const realRate = rows.at(-1)?.computed;
  const suffix = settingSuffix(setting);
  return {
    id: `study-pass-rate${setting ? `-${setting}` : ''}`,
    number: '',
    title: `The study's pass-rate chart (uni_eval), reproduced: judge ${ctx.judgeDisplay}${suffix}`,
    method:
      "Pass rate = the judge answered No (no AI-written human turn), over every judged dialogue, as the study's summaries count it. Drawn as the study drew it: one bar per inquirer model (the model that wrote the human side of the dialogue) in the study's order (by name, numbers as numbers), the real dialogues last and as a dashed line, on the study's axis (0 to 1.05 times the highest bar). The study's printed values are beside Parley's, compared as Python prints the float.",
    svg: studyBars(
      rows
        .filter((r) => r.computed !== undefined)
        .map((r) => ({
          model: r.model,
          display: r.model === GROUND_TRUTH ? 'real dialogues' : ctx.name(r.model),
          rate: r.computed!,
          ...(r.model === GROUND_TRUTH ? { reference: true } : {}),
        })),
      {
        title: `Pass rate (no AI involved) per inquirer model: judge ${ctx.judgeDisplay}${suffix}`,
        yLabel: 'pass rate',
        barLabel: 'dialogues of an inquirer model',
        referenceLabel: 'real dialogues',
        ...(realRate !== undefined ? { line: { value: realRate, label: "real dialogues' pass rate" } } : {}),
      },
    ),
    table: comparison(rows, 'Pass Rate', ctx),
    notes: rows
      .filter((r) => r.n > 0 && dialogues !== undefined && r.n !== dialogues && r.model !== GROUND_TRUTH)
      .map(
        (r) =>
          `${ctx.name(r.model)}: ${r.n} judgments, not the study's ${dialogues} dialogues (a partial file).`,
      ),
    downloads: {
      csv: `study-pass-rate${setting ? `-${setting}` : ''}.csv`,
      json: `study-pass-rate${setting ? `-${setting}` : ''}.json`,
    },
    ...image,
  };
}

/** The study's indistinguishable-rate chart (gt_eval) for one number of turns. */
function indistinguishableFigure(
  setting: string,
  gtPairs: readonly PairJudgment[],
  gtPub: Published,
  ctx: HcgFigureContext,
  image: ImageProp,
): FigureModel {
  const byModel = new Map(
    groupBy(
      gtPairs.filter((p) => p.setting === setting),
      (p) => p.model2,
    ),
  );
  const models = [
    ...new Set([
      ...byModel.keys(),
      ...[...gtPub.keys()].filter((k) => k.startsWith(`${setting}\u0000`)).map((k) => k.split('\u0000')[1]!),
    ]),
  ]
    .filter((m) => m !== GROUND_TRUTH)
    .sort(studyOrder);
  const rows: Row[] = models.map((model) => {
    const mine = byModel.get(model) ?? [];
    const pub = gtPub.get(`${setting}\u0000${model}`);
    return {
      model,
      n: mine.length,
      ...(mine.length > 0 ? { computed: pairStudySummary(mine)['# Indistinguishable Rate'] } : {}),
      ...(pub ? { published: pub } : {}),
    };
  });
  const suffix = settingSuffix(setting);
  return {
    id: `study-indistinguishable${setting ? `-${setting}` : ''}`,
    number: '',
    title: `The study's indistinguishable-rate chart (gt_eval), reproduced: judge ${ctx.judgeDisplay}${suffix}`,
    method:
      "Each simulated dialogue against the real dialogue of the same seed (real shown first). Indistinguishable rate = (n − real judged better)/n: the share where the judge did not pick the simulated one as the AI-involved one (BotChat's win + tie). Computed from the count, as the study did, and drawn as the study drew it: one bar per inquirer model in the study's order, on its axis (0 to 1.05 times the highest bar).",
    svg: studyBars(
      rows
        .filter((r) => r.computed !== undefined)
        .map((r) => ({ model: r.model, display: ctx.name(r.model), rate: r.computed! })),
      {
        title: `Indistinguishable rate against the real dialogues, per inquirer model: judge ${ctx.judgeDisplay}${suffix}`,
        yLabel: 'indistinguishable rate',
        barLabel: 'dialogues of an inquirer model against the real ones',
      },
    ),
    table: comparison(rows, '# Indistinguishable Rate', ctx),
    notes: rows.some((r) => r.computed === undefined)
      ? [
          `Printed by the study but not recomputable (its result file is empty or not public): ${rows
            .filter((r) => r.computed === undefined)
            .map((r) => `${ctx.name(r.model)} ${r.published?.printed ?? ''} (${pct(r.published?.value)}%)`)
            .join(', ')}.`,
        ]
      : [],
    downloads: {
      csv: `study-indistinguishable${setting ? `-${setting}` : ''}.csv`,
      json: `study-indistinguishable${setting ? `-${setting}` : ''}.json`,
    },
    ...image,
  };
}

/**
 * Figures reproducing the study's charts for one judge: `pass-rate-<turns>` (uni_eval) and
 * `indistinguishable-<turns>` (gt_eval), for every number of turns with judgments or published summaries.
 */
export function hcgFigures(
  data: Dataset,
  uni: readonly UniJudgment[],
  pairs: readonly PairJudgment[],
  ctx: HcgFigureContext,
): FigureModel[] {
  const summaries = data.publishedSummaries.filter((s) => s.benchmark === 'hcg' && s.judge === ctx.judge);
  const images = data.referenceImages.filter((r) => r.benchmark === 'hcg' && r.judge === ctx.judge);
  const judged = new Map<string, { model: string; setting: string }>();
  for (const j of uni) judged.set(j.source.file, { model: j.model, setting: j.setting });
  for (const j of pairs) judged.set(j.source.file, { model: j.model2, setting: j.setting });
  const naming = hcgNamingOfRecords({
    conversations: data.conversations.filter((c) => c.benchmark === 'hcg'),
    uniJudgments: uni,
    pairJudgments: pairs,
    publishedSummaries: summaries,
  });
  const uniPub = publishedBy(summaries, 'uni', 'Pass Rate', judged, naming);
  const gtPub = publishedBy(summaries, 'gt', '# Indistinguishable Rate', judged, naming);
  const dialogues = studyDialogues(data, uni);
  const uniSettings = settingsOf(uniPub.keys(), uni);
  const gtPairs = pairs.filter(
    (p) => p.kind === 'gt' && p.model1 === GROUND_TRUTH && p.model2 !== GROUND_TRUTH,
  );
  const gtSettings = settingsOf(gtPub.keys(), gtPairs);
  return [
    ...uniSettings.map((setting) =>
      passRateFigure(
        setting,
        uni,
        uniPub,
        dialogues,
        ctx,
        imageFor(images, ctx, 'uni', setting, uniSettings),
      ),
    ),
    ...gtSettings.map((setting) =>
      indistinguishableFigure(setting, gtPairs, gtPub, ctx, imageFor(images, ctx, 'gt', setting, gtSettings)),
    ),
  ];
}

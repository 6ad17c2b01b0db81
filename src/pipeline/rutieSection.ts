// The ruTiE section of the site model: the dialog's questions, each submission scored against gold when gold is
// given, breakdowns by category, imitation class, context and position, McNemar's test between every pair, and
// the human-benchmark pools (consensus and agreement). Without gold it says plainly what cannot be computed.
import type { Dataset } from '../records/dataset.ts';
import { POOL_DIALOG_KEY } from '../profiles/rutie/linkRutie.ts';
import {
  RUTIE_CATEGORIES,
  RUTIE_IMITATION_CLASSES,
  type RutieChoice,
  type RutiePoolDesign,
  type RutiePoolResponse,
} from '../records/rutie.ts';
import { formatSource } from '../records/source.ts';
import { groupedBarsChart } from '../render/charts/groupedBarsChart.ts';
import { passCurveChart } from '../render/charts/passCurveChart.ts';
import { rateBars } from '../render/charts/rateBars.ts';
import type {
  RutieFact,
  RutieHumansModel,
  RutieModel,
  RutieQuestionPage,
  RutieQuestionView,
} from '../site/rutieModel.ts';
import type { Cell, Column, FigureModel, TableModel } from '../site/siteModel.ts';
import { accuracy, type Accuracy } from '../stats/accuracy.ts';
import { accuracyByLabel, type LabelAccuracy } from '../stats/accuracyByLabel.ts';
import { cohenKappa } from '../stats/cohenKappa.ts';
import { krippendorffAlpha } from '../stats/krippendorffAlpha.ts';
import { majorityConsensus, type Consensus } from '../stats/majorityConsensus.ts';
import { mcnemarTest } from '../stats/mcnemarTest.ts';
import { percentAgreement } from '../stats/percentAgreement.ts';
import { rollingAccuracy } from '../stats/rollingAccuracy.ts';
import { fixed, pct } from './format.ts';
import { RUTIE_PUBLISHED } from './rutiePublished.ts';

/** Questions per page of the question browser (430 questions make 9 pages). */
export const RUTIE_QUESTIONS_PER_PAGE = 50;

/** Significance level at which the McNemar table says "differ". */
export const RUTIE_ALPHA = 0.05;

/**
 * The rolling window of the position curve: a tenth of the dialog (43 answers for the 430-question dialogs, whose
 * 95% Wilson interval at 50% is about ±14 points wide), at least 10 answers (fewer make a curve of noise), at
 * most the whole dialog.
 */
export function positionWindow(answered: number): number {
  return Math.max(1, Math.min(answered, Math.max(10, Math.round(answered / 10))));
}

const DESIGN_LABEL: Record<RutiePoolDesign, string> = {
  'with-history': 'with history',
  'without-history': 'without history',
};

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const key = (dialogId: number, questionId: number) => `${dialogId}:${questionId}`;

/** Someone scored on the dialog: a submitted model, or a pool's majority answer. */
interface Contender {
  id: string;
  display: string;
  /** Model id for links; absent for human pools. */
  model?: string;
  /** The pool whose majority this is; absent for models. */
  pool?: { file: string; design: RutiePoolDesign; questions: number; annotators: number };
  answers: Map<string, RutieChoice | null>;
}

interface Question {
  dialogId: number;
  questionId: number;
  question: string;
  choice1: string;
  choice2: string;
  hasText: boolean;
  gold: RutieChoice | null;
  categories: string[];
  imitation: string[];
  useContext: boolean | null;
}

function table(columns: Column[], rows: Cell[][], raw: TableModel['raw'], caption?: string): TableModel {
  return { columns, rows, raw, ...(caption ? { caption } : {}) };
}

function figure(f: Omit<FigureModel, 'downloads' | 'notes'> & { notes?: string[] }): FigureModel {
  return { ...f, notes: f.notes ?? [], downloads: { csv: `${f.id}.csv`, json: `${f.id}.json` } };
}

const ciText = (a: Accuracy) => `${pct(a.lo)}–${pct(a.hi)}`;

/** Builds the ruTiE section, or undefined when the data holds no ruTiE record. */
export function buildRutieSection(data: Dataset): RutieModel | undefined {
  const r = data.rutie;
  if (r.questions.length + r.answers.length + r.pools.length + r.serverScores.length === 0) return undefined;
  const display = new Map(data.models.map((m) => [m.id, m.display]));
  const name = (id: string) => display.get(id) ?? id;

  // The split scored: MERA's test split when present, else the first one met.
  const splits = [...new Set([...r.questions.map((q) => q.split), ...r.answers.map((a) => a.split)])];
  const split = splits.includes(POOL_DIALOG_KEY.split)
    ? POOL_DIALOG_KEY.split
    : (splits[0] ?? POOL_DIALOG_KEY.split);
  const notes: string[] = [];
  const otherSplits = splits.filter((s) => s !== split);
  if (otherSplits.length > 0)
    notes.push(`Only split ${split} is scored here; the data also holds ${otherSplits.join(', ')}.`);

  // The pools, one per file, with each question's majority.
  const pools = [...groupRows(r.pools)].map(([file, rows]) => {
    const dialog = rows[0]!.dialog;
    const consensus = majorityConsensus(dialog.map((_, k) => rows.map((row) => row.answers[k] ?? null)));
    return { file, design: rows[0]!.design, rows, dialog, consensus };
  });

  // The questions: from the task file, else from a pool's dialog, else the ids the submissions answer.
  let basis: string;
  let questions: Question[];
  const task = r.questions.filter((q) => q.split === split);
  if (task.length > 0) {
    basis = `the task file (${[...new Set(task.map((q) => q.source.file))].join(', ')})`;
    questions = task.map((q) => ({ ...q, hasText: true }));
  } else if (pools.length > 0) {
    basis = `the human-benchmark pool ${pools[0]!.file} (its INPUT:dialog); no task file, so no gold and no categories`;
    questions = pools[0]!.dialog.map((q, k) => ({
      dialogId: POOL_DIALOG_KEY.dialogId,
      questionId: k,
      ...q,
      hasText: true,
      gold: null,
      categories: [],
      imitation: [],
      useContext: null,
    }));
  } else {
    basis = 'the question ids the submissions answer; no task file or pool, so no question text';
    const ids = new Map<string, { dialogId: number; questionId: number }>();
    for (const a of r.answers.filter((x) => x.split === split)) ids.set(key(a.dialogId, a.questionId), a);
    questions = [...ids.values()].map((a) => ({
      dialogId: a.dialogId,
      questionId: a.questionId,
      question: '',
      choice1: '',
      choice2: '',
      hasText: false,
      gold: null,
      categories: [],
      imitation: [],
      useContext: null,
    }));
  }
  questions.sort((a, b) => a.dialogId - b.dialogId || a.questionId - b.questionId);
  const scored = questions.filter((q) => q.gold !== null);
  const hasGold = scored.length > 0;
  if (hasGold && scored.length < questions.length)
    notes.push(
      `${questions.length - scored.length} of the ${questions.length} questions have no gold answer and are left out of every accuracy.`,
    );

  // Contenders: every model with answers in the split, then each pool's majority.
  const models: Contender[] = [];
  const answersByModel = new Map<string, Map<string, RutieChoice | null>>();
  for (const a of r.answers) {
    if (a.split !== split) continue;
    let m = answersByModel.get(a.model);
    if (!m) answersByModel.set(a.model, (m = new Map()));
    m.set(key(a.dialogId, a.questionId), a.answer);
  }
  for (const id of [...answersByModel.keys()].sort(byText))
    models.push({ id, model: id, display: name(id), answers: answersByModel.get(id)! });
  // Two pools of one design are told apart by their file.
  const shared = (p: (typeof pools)[number]) => pools.filter((o) => o.design === p.design).length > 1;
  const humans: Contender[] = pools.map((p, i) => ({
    id: shared(p) ? `humans-${p.design}-${i + 1}` : `humans-${p.design}`,
    pool: { file: p.file, design: p.design, questions: p.dialog.length, annotators: p.rows.length },
    display: shared(p)
      ? `Humans, ${DESIGN_LABEL[p.design]} (${p.file})`
      : `Humans, ${DESIGN_LABEL[p.design]}`,
    answers: new Map(
      p.consensus.units.map((u, k) => [key(POOL_DIALOG_KEY.dialogId, k), u.majority as RutieChoice | null]),
    ),
  }));
  const contenders = [...models, ...humans];
  const outcomes = (c: Contender, qs: readonly Question[]) =>
    qs.map((q) => c.answers.get(key(q.dialogId, q.questionId)) === q.gold);
  const scores = new Map<string, Accuracy>();
  if (hasGold) for (const c of contenders) scores.set(c.id, accuracy(outcomes(c, scored)));

  // Agreement with the human majority (with history, else the first pool): computable without gold.
  const reference = pools.find((p) => p.design === 'with-history') ?? pools[0];
  const referenceHumans = reference ? humans[pools.indexOf(reference)] : undefined;
  const agreeWithHumans = (c: Contender): { agree: number; n: number } | undefined => {
    if (!referenceHumans || c === referenceHumans) return undefined;
    let agree = 0;
    let n = 0;
    for (const [k, h] of referenceHumans.answers) {
      const a = c.answers.get(k);
      if (h === null || h === undefined || a === undefined || a === null) continue;
      n++;
      if (a === h) agree++;
    }
    return n > 0 ? { agree, n } : undefined;
  };

  const facts = publishedFacts(r.serverScores, name, questions.length);
  const leaderboard = buildLeaderboard(
    contenders,
    models,
    questions,
    scored,
    scores,
    agreeWithHumans,
    r.serverScores,
    name,
    reference?.design,
  );

  const figures: FigureModel[] = [];
  let comparisons: TableModel | null = null;
  if (hasGold) {
    figures.push(...breakdownFigures(contenders, scored, outcomes));
    figures.push(positionFigure(contenders, scored, outcomes));
    comparisons = mcnemarTable(contenders, scored, outcomes);
  }
  const humansModel = pools.length > 0 ? buildHumans(pools, questions, hasGold) : null;
  if (pools.length > 0) figures.push(consensusFigure(pools));

  const withoutGold: string[] = [];
  if (!hasGold) {
    withoutGold.push(
      'The gold answers of this dialog are not in the data: MERA keeps the answers of its test dialog closed and scores submissions on its own server. So Parley cannot compute any accuracy here: not overall, not per category, imitation class or context, not along the dialog, and no McNemar test between models. Human majority accuracy needs the gold answers too.',
    );
    if (r.serverScores.length > 0)
      withoutGold.push(
        'Where the MERA server published a score for a submission (its response file), that score is shown as published; Parley cannot recompute or check it.',
      );
    if (!questions.some((q) => q.categories.length > 0 || q.imitation.length > 0 || q.useContext !== null))
      withoutGold.push(
        task.length > 0
          ? 'The task file gives no categories, imitation classes or context flags: even with gold there would be no breakdown.'
          : 'The categories, imitation classes and context flags of the questions come with the task file, which is not in the data: even with gold there would be no breakdown.',
      );
    withoutGold.push(
      `What can be shown: each submission's coverage of the dialog, ${referenceHumans ? "how often it agrees with the human majority (a proxy, not accuracy: the published human majority is right on about 94% of the test dialog's questions), " : ''}the human pools' consensus and agreement, and the published reference values.`,
    );
  }

  return {
    dialog: { split, questions: questions.length, basis },
    hasGold,
    withoutGold,
    leaderboard,
    leaderboardSvg: hasGold
      ? rateBars(
          contenders.map((c) => {
            const a = scores.get(c.id)!;
            return { model: c.id, display: c.display, rate: a.rate, lo: a.lo, hi: a.hi };
          }),
          { title: 'ruTiE accuracy (95% Wilson intervals)', sort: true, xLabel: 'accuracy' },
        )
      : null,
    notes,
    comparisons,
    humans: humansModel,
    figures,
    facts,
    questionPages: questionPages(questions, models, pools, scored.length > 0),
  };
}

/** A published accuracy as a count of n when it is one exactly: 0.49767441860465117 of 430 is "214 of 430". */
function asCount(value: number, n: number): string | undefined {
  const k = Math.round(value * n);
  return n > 0 && Math.abs(value * n - k) < 1e-9 ? `${k} of ${n}` : undefined;
}

/** A published score as shown in a table: four decimals when printed longer (the full text is in the title). */
function shortScore(s: { value: number; printed: string }): string {
  return s.printed.length > 6 ? s.value.toFixed(4) : s.printed;
}

/** True when a pool is MERA's own test dialog as published (430 questions, 5 annotators). */
function comparablePool(p: { questions: number; annotators: number }): boolean {
  return p.questions === RUTIE_PUBLISHED.dialogLength && p.annotators === RUTIE_PUBLISHED.annotators;
}

function groupRows(rows: readonly RutiePoolResponse[]): Map<string, RutiePoolResponse[]> {
  const m = new Map<string, RutiePoolResponse[]>();
  for (const row of rows) {
    const list = m.get(row.pool);
    if (list) list.push(row);
    else m.set(row.pool, [row]);
  }
  return m;
}

function publishedFacts(
  serverScores: Dataset['rutie']['serverScores'],
  name: (id: string) => string,
  questions: number,
): RutieFact[] {
  const p = RUTIE_PUBLISHED;
  const facts: RutieFact[] = [
    {
      label: 'Human majority accuracy, answer history shown (design 1)',
      value: p.humanWithHistory.printed,
      source: p.source,
    },
    {
      label: 'Human majority accuracy, no history (design 2)',
      value: p.humanWithoutHistory.printed,
      source: p.source,
    },
    ...(['with-history', 'without-history'] as const).map((d) => ({
      label: `Consensus of the 5 annotators, ${DESIGN_LABEL[d]}: questions at 5/5, 4/5, 3/5`,
      value: p.consensus[d].map((l) => String(l.units)).join(' / '),
      source: p.consensusSource,
    })),
  ];
  for (const s of serverScores)
    facts.push({
      label: `MERA server score of ${name(s.model)} (ruTiE ${s.metric})`,
      value: asCount(s.value, questions) ? `${s.printed} (${asCount(s.value, questions)})` : s.printed,
      source: `${formatSource(s.source)}, the server's response to that submission`,
    });
  return facts;
}

function buildLeaderboard(
  contenders: readonly Contender[],
  models: readonly Contender[],
  questions: readonly Question[],
  scored: readonly Question[],
  scores: Map<string, Accuracy>,
  agree: (c: Contender) => { agree: number; n: number } | undefined,
  serverScores: Dataset['rutie']['serverScores'],
  name: (id: string) => string,
  referenceDesign: RutiePoolDesign | undefined,
): TableModel {
  const hasGold = scored.length > 0;
  const columns: Column[] = [
    { key: 'model', label: 'Model' },
    {
      key: 'accuracy',
      label: 'accuracy %',
      numeric: true,
      help: hasGold
        ? 'share of the questions with a gold answer answered correctly; a missing answer counts as wrong'
        : 'needs the gold answers, which are not in the data',
    },
    { key: 'ci', label: '95% CI', help: 'Wilson score interval' },
    { key: 'correct', label: 'correct / scored', numeric: true },
    {
      key: 'answered',
      label: 'answered',
      numeric: true,
      help: 'questions of the dialog with a usable answer',
    },
  ];
  if (referenceDesign)
    columns.push({
      key: 'agreeHumans',
      label: 'matches humans %',
      numeric: true,
      help: `share of questions where the answer equals the human majority (pool ${DESIGN_LABEL[referenceDesign]}); not accuracy, but computable without gold`,
    });
  const published = new Map(serverScores.filter((s) => s.metric === 'acc').map((s) => [s.model, s]));
  // What was published for a row: the MERA server's score of a submission, or the card's human accuracy for a
  // pool of MERA's own test dialog.
  const publishedFor = (c: Contender): { value: number; printed: string; where: string } | undefined => {
    if (c.model) {
      const s = published.get(c.model);
      return s
        ? {
            value: s.value,
            printed: s.printed,
            where: `MERA server response, ${formatSource(s.source)}: ${asCount(s.value, questions.length) ?? s.printed}`,
          }
        : undefined;
    }
    if (!c.pool || !comparablePool(c.pool)) return undefined;
    const p =
      c.pool.design === 'with-history'
        ? RUTIE_PUBLISHED.humanWithHistory
        : RUTIE_PUBLISHED.humanWithoutHistory;
    return { value: p.value, printed: p.printed, where: RUTIE_PUBLISHED.source };
  };
  const anyPublished = contenders.some((c) => publishedFor(c) !== undefined) || published.size > 0;
  if (anyPublished)
    columns.push(
      {
        key: 'published',
        label: 'published acc (as printed, 0–1)',
        numeric: true,
        help: "what was published, as its source prints it (a share from 0 to 1): the MERA server's score of a submission (its response file), or the card's human majority accuracy on MERA's test dialog",
      },
      {
        key: 'difference',
        label: 'computed − published (% points)',
        numeric: true,
        help: 'accuracy % minus the published share in percent',
      },
    );
  const ids = new Set(models.map((m) => m.id));
  const rows = contenders.map((c) => {
    const a = scores.get(c.id);
    const answered = questions.filter((q) => {
      const v = c.answers.get(key(q.dialogId, q.questionId));
      return v !== undefined && v !== null;
    }).length;
    const ag = agree(c);
    const s = publishedFor(c);
    const cells: Cell[] = [
      { text: c.display, ...(c.model && ids.has(c.model) ? { href: `models/${c.model}/` } : {}) },
      a
        ? { text: pct(a.rate), sort: a.rate, title: `${a.correct} of ${a.n}` }
        : { text: 'needs gold', sort: -1, tone: 'muted' },
      { text: a ? ciText(a) : '–' },
      { text: a ? `${a.correct} / ${a.n}` : '–', sort: a?.correct ?? -1 },
      { text: `${answered} / ${questions.length}`, sort: answered },
    ];
    if (referenceDesign)
      cells.push(
        ag
          ? { text: pct(ag.agree / ag.n), sort: ag.agree / ag.n, title: `${ag.agree} of ${ag.n}` }
          : { text: '–', sort: -1 },
      );
    if (anyPublished) {
      cells.push(s ? { text: shortScore(s), sort: s.value, title: s.where } : { text: '–', sort: -1 });
      const diff = a && s ? a.rate - s.value : undefined;
      cells.push(
        diff === undefined
          ? { text: s ? 'needs gold' : '–', sort: 0, tone: 'muted' }
          : { text: fixed(diff * 100, 2), sort: diff, tone: Math.abs(diff) < 5e-5 ? 'ok' : 'off' },
      );
    }
    const raw: TableModel['raw'][number] = {
      model: c.model ?? c.id,
      accuracy: a?.rate ?? null,
      lo: a?.lo ?? null,
      hi: a?.hi ?? null,
      correct: a?.correct ?? null,
      scored: a?.n ?? null,
      answered,
      questions: questions.length,
      ...(referenceDesign ? { agreeHumans: ag ? ag.agree / ag.n : null } : {}),
      ...(anyPublished ? { published: s?.value ?? null } : {}),
    };
    return { cells, raw, sort: a?.rate ?? -1 };
  });
  // Published server scores of models without a submission here are still shown.
  for (const [model, s] of published) {
    if (ids.has(model)) continue;
    const cells: Cell[] = [
      { text: name(model) },
      { text: 'no submission', sort: -1, tone: 'muted' },
      { text: '–' },
      { text: '–', sort: -1 },
      { text: `0 / ${questions.length}`, sort: 0 },
      ...(referenceDesign ? [{ text: '–', sort: -1 }] : []),
      { text: s.value.toFixed(4), sort: s.value, title: `${s.printed} as published` },
      { text: '–', sort: 0 },
    ];
    rows.push({ cells, raw: { model, published: s.value }, sort: -1 });
  }
  const order = rows.map((_, i) => i).sort((i, j) => rows[j]!.sort - rows[i]!.sort || i - j);
  return table(
    columns,
    order.map((i) => rows[i]!.cells),
    order.map((i) => rows[i]!.raw),
  );
}

function breakdownFigures(
  contenders: readonly Contender[],
  scored: readonly Question[],
  outcomes: (c: Contender, qs: readonly Question[]) => boolean[],
): FigureModel[] {
  const CONTEXT_YES = 'needs the dialog (use_context true)';
  const CONTEXT_NO = 'stands alone (use_context false)';
  const specs: {
    id: string;
    title: string;
    labels: (q: Question) => string[];
    order: readonly string[];
    what: string;
  }[] = [
    {
      id: 'categories',
      title: 'Accuracy per category (meta.category)',
      labels: (q) => q.categories,
      order: RUTIE_CATEGORIES,
      what: 'category',
    },
    {
      id: 'imitation-classes',
      title: 'Accuracy per imitation class (meta.turing_imitation)',
      labels: (q) => q.imitation,
      order: RUTIE_IMITATION_CLASSES,
      what: 'imitation class',
    },
    {
      id: 'context',
      title: 'Accuracy on questions that need the dialog and on those that stand alone',
      labels: (q) => (q.useContext === null ? [] : [q.useContext ? CONTEXT_YES : CONTEXT_NO]),
      order: [CONTEXT_YES, CONTEXT_NO],
      what: 'context flag',
    },
  ];
  const out: FigureModel[] = [];
  for (const spec of specs) {
    const unlabelled = scored.filter((q) => spec.labels(q).length === 0).length;
    if (unlabelled === scored.length) continue;
    const groups = contenders.map((c) => {
      const oc = outcomes(c, scored);
      return {
        c,
        rows: accuracyByLabel(
          scored.map((q, i) => ({ labels: spec.labels(q), correct: oc[i]! })),
          spec.order,
        ),
      };
    });
    const labels = groups[0]?.rows.map((g) => g.label) ?? [];
    const label = (g: LabelAccuracy) => `${g.label} (${g.n})`;
    out.push(
      figure({
        id: spec.id,
        number: '',
        title: spec.title,
        method: `Each bar is the share of a ${spec.what}'s questions answered correctly, with its 95% Wilson interval; a question with several labels counts in each of them, so the groups overlap. The number after a label is its question count. Missing answers count as wrong; human rows are each pool's majority answer.`,
        svg: groupedBarsChart(
          groups.flatMap(({ c, rows }) =>
            rows.map((g) => ({ label: label(g), group: c.display, value: g.rate, lo: g.lo, hi: g.hi })),
          ),
          {
            title: spec.title,
            percent: true,
            labels: groups[0]?.rows.map(label) ?? [],
            groups: contenders.map((c) => c.display),
          },
        ),
        table: table(
          // One row per label, one column per model (its accuracy; the interval and counts in the title).
          [
            { key: 'label', label: spec.what },
            { key: 'n', label: 'questions', numeric: true },
            ...groups.map(({ c }, i): Column => ({
              key: `c${i}`,
              label: `${c.display} %`,
              numeric: true,
              ...(i === 0
                ? {
                    help: "accuracy per model; each cell's title gives its 95% Wilson interval and counts (all in the download)",
                  }
                : {}),
            })),
          ],
          labels.map((l) => [
            { text: l },
            {
              text: String(groups[0]!.rows.find((x) => x.label === l)!.n),
              sort: groups[0]!.rows.find((x) => x.label === l)!.n,
            },
            ...groups.map(({ rows }) => {
              const g = rows.find((x) => x.label === l)!;
              return {
                text: pct(g.rate),
                sort: g.rate,
                title: `${g.correct} of ${g.n}; 95% CI ${ciText(g)}`,
              };
            }),
          ]),
          labels.flatMap((l) =>
            groups.map(({ c, rows }) => {
              const g = rows.find((x) => x.label === l)!;
              return {
                label: l,
                model: c.model ?? c.id,
                accuracy: g.rate,
                lo: g.lo,
                hi: g.hi,
                correct: g.correct,
                n: g.n,
              };
            }),
          ),
        ),
        notes:
          unlabelled > 0
            ? [`${unlabelled} scored questions carry no ${spec.what} and count in no group.`]
            : [],
      }),
    );
  }
  return out;
}

function positionFigure(
  contenders: readonly Contender[],
  scored: readonly Question[],
  outcomes: (c: Contender, qs: readonly Question[]) => boolean[],
): FigureModel {
  const window = positionWindow(scored.length);
  const curves = contenders.map((c) => {
    const oc = outcomes(c, scored);
    return {
      c,
      points: rollingAccuracy(
        scored.map((q, i) => ({ position: q.questionId + 1, correct: oc[i]! })),
        window,
      ),
    };
  });
  // The table lists non-overlapping windows (every window-th point), so its rows are independent.
  const blocks = (points: ReturnType<typeof rollingAccuracy>) => points.filter((_, i) => i % window === 0);
  return figure({
    id: 'position',
    number: '',
    title: `Accuracy along the dialog (rolling window of ${window} questions)`,
    method: `At each question number, the share correct over the last ${window} scored questions (question_id + 1 on the axis); each point's 95% Wilson interval is in the download (the table below lists non-overlapping windows with theirs). A curve that falls towards the end of the dialog suggests the model loses the thread. Windows overlap, so neighbouring points are not independent. Missing answers count as wrong; "Humans" lines are each pool's majority answer.`,
    svg: passCurveChart(
      curves.map(({ c, points }) => ({
        model: c.id,
        display: c.display,
        points: points.map((p) => ({ N: p.position, rate: p.rate, lo: p.lo, hi: p.hi })),
      })),
      {
        title: `Rolling accuracy over ${window} questions`,
        xLabel: 'question number (end of window)',
        yLabel: 'accuracy',
        bands: false,
      },
    ),
    table: table(
      [
        { key: 'model', label: 'Model' },
        { key: 'from', label: 'from question', numeric: true },
        { key: 'to', label: 'to question', numeric: true },
        { key: 'accuracy', label: 'accuracy %', numeric: true },
        { key: 'ci', label: '95% CI' },
        { key: 'correct', label: 'correct', numeric: true },
        { key: 'n', label: 'questions', numeric: true },
      ],
      curves.flatMap(({ c, points }) =>
        blocks(points).map((p) => [
          { text: c.display, ...(c.model ? { href: `models/${c.model}/` } : {}) },
          { text: String(p.from), sort: p.from },
          { text: String(p.to), sort: p.to },
          { text: pct(p.rate), sort: p.rate },
          { text: ciText(p) },
          { text: String(p.correct), sort: p.correct },
          { text: String(p.n), sort: p.n },
        ]),
      ),
      // The download holds the whole rolling curve.
      curves.flatMap(({ c, points }) =>
        points.map((p) => ({
          model: c.model ?? c.id,
          window,
          from: p.from,
          to: p.to,
          accuracy: p.rate,
          lo: p.lo,
          hi: p.hi,
          correct: p.correct,
          n: p.n,
        })),
      ),
    ),
    notes: [`Window: ${window} answers (a tenth of the ${scored.length} scored questions, at least 10).`],
  });
}

function mcnemarTable(
  contenders: readonly Contender[],
  scored: readonly Question[],
  outcomes: (c: Contender, qs: readonly Question[]) => boolean[],
): TableModel | null {
  if (contenders.length < 2) return null;
  const rows: Cell[][] = [];
  const raw: TableModel['raw'] = [];
  for (let i = 0; i < contenders.length; i++)
    for (let j = i + 1; j < contenders.length; j++) {
      const a = contenders[i]!;
      const b = contenders[j]!;
      const t = mcnemarTest(outcomes(a, scored), outcomes(b, scored));
      const verdict =
        t.onlyA + t.onlyB === 0
          ? 'no discordant question'
          : t.exactP < RUTIE_ALPHA
            ? `differ (${t.onlyA > t.onlyB ? a.display : b.display} better)`
            : 'no significant difference';
      rows.push([
        { text: a.display },
        { text: b.display },
        { text: String(t.bothCorrect), sort: t.bothCorrect },
        { text: String(t.onlyA), sort: t.onlyA },
        { text: String(t.onlyB), sort: t.onlyB },
        { text: String(t.bothWrong), sort: t.bothWrong },
        { text: formatP(t.exactP), sort: t.exactP },
        { text: t.chiSquare === null ? '–' : fixed(t.chiSquare, 3), sort: t.chiSquare ?? -1 },
        { text: t.chiSquareP === null ? '–' : formatP(t.chiSquareP), sort: t.chiSquareP ?? 2 },
        { text: verdict },
      ]);
      raw.push({
        a: a.model ?? a.id,
        b: b.model ?? b.id,
        bothCorrect: t.bothCorrect,
        onlyA: t.onlyA,
        onlyB: t.onlyB,
        bothWrong: t.bothWrong,
        exactP: t.exactP,
        chiSquare: t.chiSquare,
        chiSquareP: t.chiSquareP,
      });
    }
  return table(
    [
      { key: 'a', label: 'A' },
      { key: 'b', label: 'B' },
      { key: 'bothCorrect', label: 'both right', numeric: true },
      { key: 'onlyA', label: 'A only (b)', numeric: true },
      { key: 'onlyB', label: 'B only (c)', numeric: true },
      { key: 'bothWrong', label: 'both wrong', numeric: true },
      {
        key: 'exactP',
        label: 'exact p',
        numeric: true,
        help: 'two-sided exact binomial test on the b + c discordant questions; the verdict uses this p',
      },
      {
        key: 'chiSquare',
        label: 'χ² (corrected)',
        numeric: true,
        help: '(|b − c| − 1)² / (b + c), with continuity correction',
      },
      {
        key: 'chiSquareP',
        label: 'χ² p',
        numeric: true,
        help: 'p of the corrected χ² on 1 degree of freedom; unreliable when b + c is below about 25',
      },
      { key: 'verdict', label: `verdict (exact, α = ${RUTIE_ALPHA})` },
    ],
    rows,
    raw,
  );
}

function formatP(p: number): string {
  if (p >= 0.001) return p.toFixed(3);
  return p === 0 ? '0' : p.toExponential(1);
}

function buildHumans(
  pools: readonly {
    file: string;
    design: RutiePoolDesign;
    rows: RutiePoolResponse[];
    dialog: RutiePoolResponse['dialog'];
    consensus: Consensus;
  }[],
  questions: readonly Question[],
  hasGold: boolean,
): RutieHumansModel {
  const gold = new Map(questions.map((q) => [key(q.dialogId, q.questionId), q.gold]));
  const notes: string[] = [];
  const rows: Cell[][] = [];
  const raw: TableModel['raw'] = [];
  for (const p of pools) {
    const units = p.dialog.map((_, k) => p.rows.map((row) => row.answers[k] ?? null));
    const alpha = krippendorffAlpha(units, 'nominal').alpha;
    const agreement = percentAgreement(units).agreement;
    const scoredUnits = p.consensus.units
      .map((u, k) => ({ u, g: gold.get(key(POOL_DIALOG_KEY.dialogId, k)) }))
      .filter((x) => x.g !== undefined && x.g !== null);
    const acc =
      hasGold && scoredUnits.length > 0 ? accuracy(scoredUnits.map((x) => x.u.majority === x.g)) : undefined;
    const published = comparablePool({ questions: p.dialog.length, annotators: p.rows.length })
      ? p.design === 'with-history'
        ? RUTIE_PUBLISHED.humanWithHistory
        : RUTIE_PUBLISHED.humanWithoutHistory
      : undefined;
    const levels = p.consensus.distribution.map((l) => `${l.votes}/${l.raters}: ${l.units}`).join(', ');
    rows.push([
      { text: p.file },
      { text: DESIGN_LABEL[p.design] },
      { text: String(p.rows.length), sort: p.rows.length },
      { text: String(p.dialog.length), sort: p.dialog.length },
      { text: levels },
      { text: agreement === null ? '–' : pct(agreement), sort: agreement ?? -1 },
      { text: alpha === null ? '–' : fixed(alpha, 3), sort: alpha ?? -2 },
      acc
        ? { text: pct(acc.rate), sort: acc.rate, title: `${acc.correct} of ${acc.n}; 95% CI ${ciText(acc)}` }
        : { text: 'needs gold', sort: -1, tone: 'muted' },
      published
        ? { text: published.printed, sort: published.value, title: RUTIE_PUBLISHED.source }
        : { text: '–', sort: -1 },
    ]);
    raw.push({
      pool: p.file,
      design: p.design,
      annotators: p.rows.length,
      questions: p.dialog.length,
      ...Object.fromEntries(
        p.consensus.distribution.map((l) => [`consensus_${l.votes}_of_${l.raters}`, l.units]),
      ),
      ties: p.consensus.ties,
      percentAgreement: agreement,
      krippendorffAlpha: alpha,
      majorityAccuracy: acc?.rate ?? null,
      publishedMajorityAccuracy: published?.value ?? null,
    });
    if (p.consensus.ties > 0)
      notes.push(
        `${p.file}: ${p.consensus.ties} questions have no majority (a tie after missing answers); they count as wrong.`,
      );
  }
  notes.push(
    `The published accuracies (${RUTIE_PUBLISHED.humanWithHistory.printed} with history, ${RUTIE_PUBLISHED.humanWithoutHistory.printed} without) are for MERA's closed 430-question test dialog; they are reference facts, comparable only when the pools are that dialog's.`,
  );
  const withH = pools.find((p) => p.design === 'with-history');
  const withoutH = pools.find((p) => p.design === 'without-history');
  let between: TableModel | undefined;
  const majorities = (p: typeof withH) => p?.consensus.units.map((u) => u.majority) ?? [];
  // Compared only where some question has a majority in both pools (a pool of ties has none; found by the
  // hostile corpus, where cohenKappa threw on zero shared items).
  const shared = majorities(withH).filter((x, i) => x !== null && majorities(withoutH)[i] != null).length;
  if (withH && withoutH && withH.dialog.length === withoutH.dialog.length && shared > 0) {
    const a = majorities(withH);
    const b = majorities(withoutH);
    const k = cohenKappa(a, b);
    const differ = a.filter((x, i) => x !== null && b[i] !== null && x !== b[i]).length;
    between = table(
      [
        { key: 'pools', label: 'Pools' },
        { key: 'questions', label: 'questions with both majorities', numeric: true },
        { key: 'differ', label: 'majorities differ', numeric: true },
        {
          key: 'agreement',
          label: 'agreement %',
          numeric: true,
          help: "share of questions where the two designs' majority answers are the same",
        },
        {
          key: 'kappa',
          label: "Cohen's κ",
          numeric: true,
          help: 'agreement of the two majorities beyond chance, from their own answer frequencies',
        },
      ],
      [
        [
          { text: `${withH.file} (with history) vs ${withoutH.file} (without)` },
          { text: String(k.n), sort: k.n },
          { text: String(differ), sort: differ },
          { text: pct(k.observed), sort: k.observed },
          { text: k.kappa === null ? '–' : fixed(k.kappa, 3), sort: k.kappa ?? -2 },
        ],
      ],
      [
        {
          withHistory: withH.file,
          withoutHistory: withoutH.file,
          questions: k.n,
          differ,
          agreement: k.observed,
          kappa: k.kappa,
        },
      ],
    );
  }
  return {
    pools: table(
      [
        { key: 'pool', label: 'Pool' },
        { key: 'design', label: 'design' },
        { key: 'annotators', label: 'annotators', numeric: true },
        { key: 'questions', label: 'questions', numeric: true },
        { key: 'consensus', label: 'consensus (votes/raters: questions)' },
        {
          key: 'percentAgreement',
          label: 'pairwise agreement %',
          numeric: true,
          help: 'share of agreeing annotator pairs over all pairs on the same question',
        },
        {
          key: 'krippendorffAlpha',
          label: "Krippendorff's α",
          numeric: true,
          help: 'nominal; agreement beyond chance, missing answers allowed',
        },
        {
          key: 'majorityAccuracy',
          label: 'majority accuracy %',
          numeric: true,
          help: 'share of questions whose majority answer is the gold answer',
        },
        { key: 'published', label: 'published accuracy', numeric: true, help: RUTIE_PUBLISHED.source },
      ],
      rows,
      raw,
    ),
    ...(between ? { between } : {}),
    notes,
  };
}

function consensusFigure(
  pools: readonly {
    file: string;
    design: RutiePoolDesign;
    dialog: RutiePoolResponse['dialog'];
    rows: RutiePoolResponse[];
    consensus: Consensus;
  }[],
): FigureModel {
  const levelLabel = (votes: number, raters: number) => `${votes} of ${raters}`;
  const groups = pools.map((p) => `${DESIGN_LABEL[p.design]} (${p.file})`);
  const labels = [
    ...new Set(
      pools
        .flatMap((p) => p.consensus.distribution)
        .sort((a, b) => b.raters - a.raters || b.votes - a.votes)
        .map((l) => levelLabel(l.votes, l.raters)),
    ),
  ];
  // Published counts apply to MERA's 430-question test dialog with 5 annotators a pool.
  const comparable = (p: (typeof pools)[number]) =>
    comparablePool({ questions: p.dialog.length, annotators: p.rows.length });
  const rows: Cell[][] = [];
  const raw: TableModel['raw'] = [];
  for (const p of pools) {
    const published = RUTIE_PUBLISHED.consensus[p.design];
    for (const l of p.consensus.distribution) {
      const pub = comparable(p)
        ? published.find((x) => x.votes === l.votes && x.raters === l.raters)
        : undefined;
      rows.push([
        { text: p.file },
        { text: DESIGN_LABEL[p.design] },
        { text: levelLabel(l.votes, l.raters) },
        { text: String(l.units), sort: l.units },
        { text: pub ? String(pub.units) : '–', sort: pub?.units ?? -1 },
        pub
          ? {
              text: String(l.units - pub.units),
              sort: l.units - pub.units,
              tone: l.units === pub.units ? 'ok' : 'off',
            }
          : { text: '–', sort: 0 },
      ]);
      raw.push({
        pool: p.file,
        design: p.design,
        votes: l.votes,
        raters: l.raters,
        questions: l.units,
        published: pub?.units ?? null,
      });
    }
  }
  return figure({
    id: 'consensus',
    number: '',
    title: 'Human consensus: how many annotators gave the majority answer',
    method:
      'For each question of a pool, the majority answer of its annotators and how many gave it (with five annotators on two options: 5, 4 or 3). A question with a tie (possible only after missing answers) has no majority.',
    svg: groupedBarsChart(
      pools.flatMap((p, i) =>
        p.consensus.distribution.map((l) => ({
          label: levelLabel(l.votes, l.raters),
          group: groups[i]!,
          value: l.units,
        })),
      ),
      { title: 'Questions per consensus level', labels, groups },
    ),
    table: table(
      [
        { key: 'pool', label: 'Pool' },
        { key: 'design', label: 'design' },
        { key: 'level', label: 'majority' },
        { key: 'questions', label: 'questions', numeric: true },
        { key: 'published', label: 'published', numeric: true, help: RUTIE_PUBLISHED.consensusSource },
        { key: 'difference', label: 'difference', numeric: true },
      ],
      rows,
      raw,
    ),
    notes: pools.some((p) => !comparable(p))
      ? [
          `Published counts (${RUTIE_PUBLISHED.consensus['with-history'].map((l) => l.units).join('/')} with history, ${RUTIE_PUBLISHED.consensus['without-history'].map((l) => l.units).join('/')} without) are for MERA's ${RUTIE_PUBLISHED.dialogLength}-question test dialog with ${RUTIE_PUBLISHED.annotators} annotators a pool; pools of another size are not compared with them.`,
        ]
      : [],
  });
}

function questionPages(
  questions: readonly Question[],
  models: readonly Contender[],
  pools: readonly { file: string; design: RutiePoolDesign; consensus: Consensus }[],
  hasGold: boolean,
): RutieQuestionPage[] {
  const views: RutieQuestionView[] = questions.map((q) => {
    const k = key(q.dialogId, q.questionId);
    const gold = q.gold;
    const correct = (a: string | null) => (hasGold && gold !== null ? a === gold : null);
    return {
      id: q.questionId,
      question: q.question,
      choice1: q.choice1,
      choice2: q.choice2,
      hasText: q.hasText,
      gold,
      categories: q.categories,
      imitation: q.imitation,
      useContext: q.useContext,
      humans: pools.flatMap((p) => {
        const u = q.dialogId === POOL_DIALOG_KEY.dialogId ? p.consensus.units[q.questionId] : undefined;
        return u
          ? [
              {
                design: DESIGN_LABEL[p.design],
                majority: u.majority,
                votes: u.votes,
                raters: u.raters,
                correct: correct(u.majority),
              },
            ]
          : [];
      }),
      answers: models.map((m) => {
        const a = m.answers.get(k) ?? null;
        return { model: m.id, display: m.display, answer: a, correct: correct(a) };
      }),
    };
  });
  const pages: RutieQuestionPage[] = [];
  for (let i = 0; i < views.length; i += RUTIE_QUESTIONS_PER_PAGE) {
    const slice = views.slice(i, i + RUTIE_QUESTIONS_PER_PAGE);
    const page = pages.length + 1;
    pages.push({
      path: `rutie/questions/${page}`,
      page,
      from: slice[0]!.id,
      to: slice[slice.length - 1]!.id,
      questions: slice,
    });
  }
  return pages;
}

/** The ruTiE tables written as CSV and JSON under `data/rutie/` (numbers unrounded). */
export function rutieDownloads(rutie: RutieModel): { name: string; raw: TableModel['raw'] }[] {
  return [
    { name: 'leaderboard', raw: rutie.leaderboard.raw },
    ...rutie.figures.map((f) => ({ name: f.id, raw: f.table.raw })),
    ...(rutie.comparisons ? [{ name: 'mcnemar', raw: rutie.comparisons.raw }] : []),
    ...(rutie.humans ? [{ name: 'pools', raw: rutie.humans.pools.raw }] : []),
    ...(rutie.humans?.between ? [{ name: 'pools-between', raw: rutie.humans.between.raw }] : []),
    {
      name: 'questions',
      raw: rutie.questionPages.flatMap((p) =>
        p.questions.map((q) => ({
          question_id: q.id,
          question: q.question,
          choice1: q.choice1,
          choice2: q.choice2,
          gold: q.gold,
          category: q.categories.join('|'),
          turing_imitation: q.imitation.join('|'),
          use_context: q.useContext,
          ...Object.fromEntries(q.humans.map((h) => [`humans ${h.design}`, h.majority])),
          ...Object.fromEntries(q.answers.map((a) => [a.model, a.answer])),
        })),
      ),
    },
  ];
}

// The ruTiE section of the site model: the dialog's questions, each submission scored against gold when gold is
// given, breakdowns by category, imitation class, context and position, McNemar's test between every pair, and
// the human-benchmark pools (consensus and agreement). Without gold it says plainly what cannot be computed.
import type { Dataset } from '../../../records/dataset.ts';
import type { RutieChoice, RutieRecords, RutiePoolResponse } from '../../../records/rutie.ts';
import { rateBars } from '../../../render/charts/rateBars.ts';
import type { FigureModel, TableModel } from '../../../site/viewModel.ts';
import { accuracy, type Accuracy } from '../../../stats/accuracy.ts';
import { majorityConsensus } from '../../../stats/majorityConsensus.ts';
import { readProse } from '../../prose.ts';
import { byText } from '../../tables.ts';
import { POOL_DIALOG_KEY } from '../linkRutie.ts';
import { breakdownFigures, consensusFigure, positionFigure } from './figures.ts';
import { buildHumans } from './humans.ts';
import { buildLeaderboard, publishedFacts } from './leaderboard.ts';
import { mcnemarTable } from './mcnemar.ts';
import type { RutieModel } from './model.ts';
import { questionPages } from './questions.ts';
import { DESIGN_LABEL, key, type Contender, type Pool, type Question } from './shared.ts';

export { RUTIE_QUESTIONS_PER_PAGE } from './shared.ts';
export { positionWindow } from './figures.ts';

const prose = readProse(new URL('../content/method.md', import.meta.url));

/** The split scored: MERA's test split when present, else the first one met; a note when there are others. */
function scoredSplit(r: RutieRecords): { split: string; notes: string[] } {
  const splits = [...new Set([...r.questions.map((q) => q.split), ...r.answers.map((a) => a.split)])];
  const split = splits.includes(POOL_DIALOG_KEY.split)
    ? POOL_DIALOG_KEY.split
    : (splits[0] ?? POOL_DIALOG_KEY.split);
  const otherSplits = splits.filter((s) => s !== split);
  return {
    split,
    notes:
      otherSplits.length > 0
        ? [`Only split ${split} is scored here; the data also holds ${otherSplits.join(', ')}.`]
        : [],
  };
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

/** The pools, one per file, with each question's majority. */
function readPools(r: RutieRecords): Pool[] {
  return [...groupRows(r.pools)].map(([file, rows]) => {
    const dialog = rows[0]!.dialog;
    const consensus = majorityConsensus(dialog.map((_, k) => rows.map((row) => row.answers[k] ?? null)));
    return { file, design: rows[0]!.design, rows, dialog, consensus };
  });
}

/** The questions: from the task file, else from a pool's dialog, else the ids the submissions answer. */
function dialogQuestions(
  r: RutieRecords,
  split: string,
  pools: readonly Pool[],
): { basis: string; questions: Question[]; fromTask: boolean } {
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
  return { basis, questions, fromTask: task.length > 0 };
}

/** Every model with answers in the split (by id), then each pool's majority; two pools of one design are told apart by their file. */
function contendersOf(
  r: RutieRecords,
  split: string,
  pools: readonly Pool[],
  name: (id: string) => string,
): { models: Contender[]; humans: Contender[] } {
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
  const shared = (p: Pool) => pools.filter((o) => o.design === p.design).length > 1;
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
  return { models, humans };
}

/** How often a contender's answers equal the reference humans' majority (none for the reference itself). */
function agreementWith(
  referenceHumans: Contender | undefined,
): (c: Contender) => { agree: number; n: number } | undefined {
  return (c) => {
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
}

/** What cannot be computed without gold, and why; what can be shown instead. */
function withoutGoldText(
  r: RutieRecords,
  questions: readonly Question[],
  fromTask: boolean,
  withHumans: boolean,
): string[] {
  const out = [prose.text('without-gold')];
  if (r.serverScores.length > 0) out.push(prose.text('server-scores-without-gold'));
  if (!questions.some((q) => q.categories.length > 0 || q.imitation.length > 0 || q.useContext !== null))
    out.push(prose.text(fromTask ? 'no-breakdown-in-task' : 'no-breakdown-without-task'));
  out.push(prose.text(withHumans ? 'what-can-be-shown-with-humans' : 'what-can-be-shown'));
  return out;
}

/** Builds the ruTiE section, or undefined when the data holds no ruTiE record. */
export function buildRutieSection(data: Dataset): RutieModel | undefined {
  const r = data.rutie;
  if (r.questions.length + r.answers.length + r.pools.length + r.serverScores.length === 0) return undefined;
  const display = new Map(data.models.map((m) => [m.id, m.display]));
  const name = (id: string) => display.get(id) ?? id;
  const { split, notes } = scoredSplit(r);
  const pools = readPools(r);
  const { basis, questions, fromTask } = dialogQuestions(r, split, pools);
  const scored = questions.filter((q) => q.gold !== null);
  const hasGold = scored.length > 0;
  if (hasGold && scored.length < questions.length)
    notes.push(
      `${questions.length - scored.length} of the ${questions.length} questions have no gold answer and are left out of every accuracy.`,
    );
  const { models, humans } = contendersOf(r, split, pools, name);
  const contenders = [...models, ...humans];
  const outcomes = (c: Contender, qs: readonly Question[]) =>
    qs.map((q) => c.answers.get(key(q.dialogId, q.questionId)) === q.gold);
  const scores = new Map<string, Accuracy>();
  if (hasGold) for (const c of contenders) scores.set(c.id, accuracy(outcomes(c, scored)));
  // Agreement with the human majority (with history, else the first pool): computable without gold.
  const reference = pools.find((p) => p.design === 'with-history') ?? pools[0];
  const referenceHumans = reference ? humans[pools.indexOf(reference)] : undefined;
  const leaderboard = buildLeaderboard({
    contenders,
    models,
    questions,
    scored,
    scores,
    agree: agreementWith(referenceHumans),
    serverScores: r.serverScores,
    name,
    referenceDesign: reference?.design,
  });
  const figures: FigureModel[] = [];
  let comparisons: TableModel | null = null;
  if (hasGold) {
    figures.push(...breakdownFigures(contenders, scored, outcomes));
    figures.push(positionFigure(contenders, scored, outcomes));
    comparisons = mcnemarTable(contenders, scored, outcomes);
  }
  if (pools.length > 0) figures.push(consensusFigure(pools));
  return {
    dialog: { split, questions: questions.length, basis },
    hasGold,
    withoutGold: hasGold ? [] : withoutGoldText(r, questions, fromTask, referenceHumans !== undefined),
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
    humans: pools.length > 0 ? buildHumans(pools, questions, hasGold) : null,
    figures,
    facts: publishedFacts(r.serverScores, name, questions.length),
    questionPages: questionPages(questions, models, pools, scored.length > 0),
  };
}

// The ruTiE leaderboard: every submission and each pool's majority, with accuracy when gold is given, coverage,
// agreement with the human majority, and what was published beside it; and the published reference facts.
import type { Dataset } from '../../../records/dataset.ts';
import type { RutiePoolDesign } from '../../../records/rutie.ts';
import { formatSource } from '../../../records/source.ts';
import type { Cell, Column, TableModel } from '../../../site/viewModel.ts';
import type { Accuracy } from '../../../stats/accuracy.ts';
import { fixed, MISSING, pct, printedDecimals } from '../../../render/format.ts';
import { table } from '../../tables.ts';
import type { RutieFact } from './model.ts';
import { RUTIE_PUBLISHED } from './published.ts';
import {
  asCount,
  ciText,
  comparablePool,
  DESIGN_LABEL,
  key,
  publishedHumanAccuracy,
  type Contender,
  type Question,
} from './shared.ts';

type ServerScores = Dataset['rutie']['serverScores'];

export interface LeaderboardInput {
  contenders: readonly Contender[];
  models: readonly Contender[];
  questions: readonly Question[];
  scored: readonly Question[];
  scores: Map<string, Accuracy>;
  agree: (c: Contender) => { agree: number; n: number } | undefined;
  serverScores: ServerScores;
  name: (id: string) => string;
  /** The design of the pool whose majority the "matches humans" column compares with, when there is a pool. */
  referenceDesign: RutiePoolDesign | undefined;
}

/** What was published for a row: the MERA server's score of a submission, or the card's human accuracy for a pool of MERA's own test dialog. */
type Published = { value: number; printed: string; where: string } | undefined;

/** A published score as shown in a table: four decimals when printed longer (the full text is in the title). */
function shortScore(s: { value: number; printed: string }): string {
  return s.printed.length > 6 ? fixed(s.value, 4) : s.printed;
}

/**
 * A published share (0–1) in percent, as the table's other columns read (one scale per table), to the digits it was
 * printed with and at most two decimals: 0.942 reads 94.2, 0.49767441860465117 reads 49.77.
 */
export function publishedPercent(s: { value: number; printed: string }): string {
  return fixed(s.value * 100, Math.min(2, Math.max(0, printedDecimals(s.printed) - 2)));
}

function leaderboardColumns(hasGold: boolean, referenceDesign: RutiePoolDesign | undefined): Column[] {
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
  return columns;
}

const PUBLISHED_COLUMNS: Column[] = [
  {
    key: 'published',
    label: 'published acc %',
    numeric: true,
    help: "what was published, in percent (its source prints a share from 0 to 1, shown on hover): the MERA server's score of a submission (its response file), or the card's human majority accuracy on MERA's test dialog",
  },
  {
    key: 'difference',
    label: 'computed − published (% points)',
    numeric: true,
    help: 'accuracy % minus the published share in percent',
  },
];

/** One contender's row: cells, raw values and the value it sorts by. */
function contenderRow(
  input: LeaderboardInput,
  c: Contender,
  s: Published,
  anyPublished: boolean,
  ids: ReadonlySet<string>,
): { cells: Cell[]; raw: TableModel['raw'][number]; sort: number } {
  const { questions, referenceDesign } = input;
  const a = input.scores.get(c.id);
  const answered = questions.filter((q) => {
    const v = c.answers.get(key(q.dialogId, q.questionId));
    return v !== undefined && v !== null;
  }).length;
  const ag = input.agree(c);
  const cells: Cell[] = [
    { text: c.display, ...(c.model && ids.has(c.model) ? { href: `models/${c.model}/` } : {}) },
    a
      ? { text: pct(a.rate), sort: a.rate, title: `${a.correct} of ${a.n}` }
      : { text: 'needs gold', sort: -1, tone: 'muted' },
    { text: a ? ciText(a) : MISSING },
    { text: a ? `${a.correct} / ${a.n}` : MISSING, sort: a?.correct ?? -1 },
    { text: `${answered} / ${questions.length}`, sort: answered },
  ];
  if (referenceDesign)
    cells.push(
      ag
        ? { text: pct(ag.agree / ag.n), sort: ag.agree / ag.n, title: `${ag.agree} of ${ag.n}` }
        : { text: MISSING, sort: -1 },
    );
  if (anyPublished) {
    cells.push(
      s
        ? { text: publishedPercent(s), sort: s.value, title: `published as ${shortScore(s)} (${s.where})` }
        : { text: MISSING, sort: -1 },
    );
    const diff = a && s ? a.rate - s.value : undefined;
    cells.push(
      diff === undefined
        ? { text: s ? 'needs gold' : MISSING, sort: 0, tone: 'muted' }
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
}

export function buildLeaderboard(input: LeaderboardInput): TableModel {
  const { contenders, models, questions, scored, serverScores, name, referenceDesign } = input;
  const columns = leaderboardColumns(scored.length > 0, referenceDesign);
  const published = new Map(serverScores.filter((s) => s.metric === 'acc').map((s) => [s.model, s]));
  const publishedFor = (c: Contender): Published => {
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
    const p = publishedHumanAccuracy(c.pool.design);
    return { value: p.value, printed: p.printed, where: RUTIE_PUBLISHED.source };
  };
  const anyPublished = contenders.some((c) => publishedFor(c) !== undefined) || published.size > 0;
  if (anyPublished) columns.push(...PUBLISHED_COLUMNS);
  const ids = new Set(models.map((m) => m.id));
  const rows = contenders.map((c) => contenderRow(input, c, publishedFor(c), anyPublished, ids));
  // Published server scores of models without a submission here are still shown.
  for (const [model, s] of published) {
    if (ids.has(model)) continue;
    const cells: Cell[] = [
      { text: name(model) },
      { text: 'no submission', sort: -1, tone: 'muted' },
      { text: MISSING },
      { text: MISSING, sort: -1 },
      { text: `0 / ${questions.length}`, sort: 0 },
      ...(referenceDesign ? [{ text: MISSING, sort: -1 }] : []),
      { text: fixed(s.value, 4), sort: s.value, title: `${s.printed} as published` },
      { text: MISSING, sort: 0 },
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

/** The published reference values: the human benchmark as MERA published it, and every server score read. */
export function publishedFacts(
  serverScores: ServerScores,
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

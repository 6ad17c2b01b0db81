// The ruTiE leaderboard: every submission and each pool's majority, with accuracy when gold is given, coverage,
// agreement with the human majority, and what was published beside it; and the published reference facts.
import type { Dataset } from '../../../records/dataset.ts';
import type { RutiePoolDesign } from '../../../records/rutie.ts';
import { formatSource } from '../../../records/source.ts';
import { asPct, tableFromSpecs, type ColumnSpec, type TableValue } from '../../../render/columnSpec.ts';
import type { TableModel } from '../../../site/viewModel.ts';
import type { Accuracy } from '../../../stats/accuracy.ts';
import { fixed, MISSING, pct, printedDecimals } from '../../../render/format.ts';
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

/**
 * A row of the leaderboard: a contender (a submission or a pool's majority) with its accuracy (when gold is given),
 * coverage, agreement with the humans and what was published for it; or a published server score of a model with no
 * submission here, which downloads only its model and published value.
 */
type Row =
  | {
      kind: 'contender';
      c: Contender;
      a: Accuracy | undefined;
      answered: number;
      ag: { agree: number; n: number } | undefined;
      s: Published;
      linked: boolean;
    }
  | { kind: 'server'; model: string; s: ServerScores[number] };

/** One contender's row. */
function contenderRow(input: LeaderboardInput, c: Contender, s: Published, ids: ReadonlySet<string>): Row {
  const answered = input.questions.filter((q) => {
    const v = c.answers.get(key(q.dialogId, q.questionId));
    return v !== undefined && v !== null;
  }).length;
  const a = input.scores.get(c.id);
  const ag = input.agree(c);
  return { kind: 'contender', c, a, answered, ag, s, linked: c.model !== undefined && ids.has(c.model) };
}

/** The leaderboard's columns: Parley's, the humans' agreement with a pool, and the published ones when any. */
function leaderboardColumns(
  input: LeaderboardInput,
  hasGold: boolean,
  anyPublished: boolean,
): ColumnSpec<Row>[] {
  const { referenceDesign, name } = input;
  const n = input.questions.length;
  /** What a contender's row shows and downloads, and what a server score's row shows (it downloads nothing). */
  const mine = <T>(r: Row, contender: (r: Extract<Row, { kind: 'contender' }>) => T, server: T): T =>
    r.kind === 'contender' ? contender(r) : server;
  /** A contender's download fields; a server score's row writes none here. */
  const contenderFields = (
    r: Row,
    contender: (r: Extract<Row, { kind: 'contender' }>) => Record<string, TableValue>,
  ): Record<string, TableValue> => (r.kind === 'contender' ? contender(r) : {});
  const columns: ColumnSpec<Row>[] = [
    {
      id: 'model',
      label: 'Model',
      value: (r) => mine(r, ({ c }) => c.model ?? c.id, r.kind === 'server' ? r.model : ''),
      format: (_v, r) => mine(r, ({ c }) => c.display, r.kind === 'server' ? name(r.model) : ''),
      sort: (r) => mine(r, ({ c }) => c.display, r.kind === 'server' ? name(r.model) : ''),
      href: (r) => mine(r, ({ c, linked }) => (linked ? `models/${c.model}/` : undefined), undefined),
    },
    {
      id: 'accuracy',
      label: 'accuracy %',
      description: hasGold
        ? 'share of the questions with a gold answer answered correctly; a missing answer counts as wrong'
        : 'needs the gold answers, which are not in the data',
      numeric: true,
      value: (r) => mine(r, ({ a }) => a?.rate ?? null, null),
      format: (_v, r) => mine(r, ({ a }) => (a ? pct(a.rate) : 'needs gold'), 'no submission'),
      sort: (r) => mine(r, ({ a }) => a?.rate ?? -1, -1),
      title: (r) => mine(r, ({ a }) => (a ? `${a.correct} of ${a.n}` : undefined), undefined),
      tone: (r) => mine(r, ({ a }) => (a ? undefined : 'muted'), 'muted'),
      fields: (r) =>
        contenderFields(r, ({ a }) => ({ accuracy: a?.rate ?? null, lo: a?.lo ?? null, hi: a?.hi ?? null })),
    },
    {
      id: 'ci',
      label: '95% CI',
      description: 'Wilson score interval',
      field: null,
      value: (r) => mine(r, ({ a }) => (a ? ciText(a) : MISSING), MISSING),
    },
    {
      id: 'correct',
      label: 'correct / scored',
      numeric: true,
      value: (r) => mine(r, ({ a }) => a?.correct ?? null, null),
      format: (_v, r) => mine(r, ({ a }) => (a ? `${a.correct} / ${a.n}` : MISSING), MISSING),
      sort: (r) => mine(r, ({ a }) => a?.correct ?? -1, -1),
      fields: (r) => contenderFields(r, ({ a }) => ({ correct: a?.correct ?? null, scored: a?.n ?? null })),
    },
    {
      id: 'answered',
      label: 'answered',
      description: 'questions of the dialog with a usable answer',
      numeric: true,
      value: (r) => mine(r, ({ answered }) => answered, 0),
      format: (v) => `${String(v)} / ${n}`,
      fields: (r) => contenderFields(r, ({ answered }) => ({ answered, questions: n })),
    },
  ];
  if (referenceDesign)
    columns.push({
      id: 'agreeHumans',
      label: 'matches humans %',
      description: `share of questions where the answer equals the human majority (pool ${DESIGN_LABEL[referenceDesign]}); not accuracy, but computable without gold`,
      numeric: true,
      value: (r) => mine(r, ({ ag }) => (ag ? ag.agree / ag.n : null), null),
      format: asPct(1),
      sort: (r) => mine(r, ({ ag }) => (ag ? ag.agree / ag.n : -1), -1),
      title: (r) => mine(r, ({ ag }) => (ag ? `${ag.agree} of ${ag.n}` : undefined), undefined),
      fields: (r) => contenderFields(r, ({ ag }) => ({ agreeHumans: ag ? ag.agree / ag.n : null })),
    });
  if (anyPublished) columns.push(...publishedColumns());
  return columns;
}

/** The published share beside the computed one, and their difference. */
function publishedColumns(): ColumnSpec<Row>[] {
  const difference = (r: Row) => (r.kind === 'contender' && r.a && r.s ? r.a.rate - r.s.value : undefined);
  return [
    {
      id: 'published',
      label: 'published acc %',
      description:
        "what was published, in percent (its source prints a share from 0 to 1, shown on hover): the MERA server's score of a submission (its response file), or the card's human majority accuracy on MERA's test dialog",
      numeric: true,
      value: (r) => r.s?.value ?? null,
      format: (_v, r) => (r.kind === 'server' ? fixed(r.s.value, 4) : r.s ? publishedPercent(r.s) : MISSING),
      sort: (r) => r.s?.value ?? -1,
      title: (r) =>
        r.kind === 'server'
          ? `${r.s.printed} as published`
          : r.s
            ? `published as ${shortScore(r.s)} (${r.s.where})`
            : undefined,
    },
    {
      id: 'difference',
      label: 'computed − published (% points)',
      description: 'accuracy % minus the published share in percent',
      numeric: true,
      field: null,
      value: (r) => difference(r) ?? null,
      format: (_v, r) => {
        const diff = difference(r);
        if (diff !== undefined) return fixed(diff * 100, 2);
        return r.kind === 'contender' && r.s ? 'needs gold' : MISSING;
      },
      sort: (r) => difference(r) ?? 0,
      tone: (r) => {
        const diff = difference(r);
        if (diff !== undefined) return Math.abs(diff) < 5e-5 ? 'ok' : 'off';
        return r.kind === 'contender' ? 'muted' : undefined;
      },
    },
  ];
}

export function buildLeaderboard(input: LeaderboardInput): TableModel {
  const { contenders, models, questions, scored, serverScores } = input;
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
  const ids = new Set(models.map((m) => m.id));
  const rows = contenders.map((c) => contenderRow(input, c, publishedFor(c), ids));
  // Published server scores of models without a submission here are still shown.
  for (const [model, s] of published) {
    if (ids.has(model)) continue;
    rows.push({ kind: 'server', model, s });
  }
  const sort = (r: Row) => (r.kind === 'contender' ? (r.a?.rate ?? -1) : -1);
  const order = rows.map((_, i) => i).sort((i, j) => sort(rows[j]!) - sort(rows[i]!) || i - j);
  return tableFromSpecs(
    leaderboardColumns(input, scored.length > 0, anyPublished),
    order.map((i) => rows[i]!),
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

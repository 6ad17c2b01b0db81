// The topics section's model: each question set the data hold (MT-Bench's, arena-hard's) grouped into topics by
// its words (src/stats/topics.ts), how well the topics recover the set's own categories, and each topic's own
// leaderboard from the set's judgments: MT-Bench's mean grade, arena-hard's score against its baseline.
import type { Dataset } from '../../../records/dataset.ts';
import { slugify } from '../../../records/ids.ts';
import type { ArenaHardJudgment, BenchQuestion, SampleScore } from '../../../records/peers.ts';
import { tableFromSpecs, type ColumnSpec } from '../../../render/columnSpec.ts';
import { fixed, formatNumber, formatPercent, MISSING } from '../../../render/format.ts';
import {
  adjustedRandIndex,
  defaultTopicCount,
  TOPIC_MAX_DOCUMENTS,
  topicModels,
  type TopicModel,
} from '../../../stats/topics.ts';
import type { TableModel } from '../../../site/viewModel.ts';
import { byText } from '../../../views/viewContext.ts';
import { arenaHardCounts, arenaHardScore } from '../../arenahard/score.ts';
import { mtBenchSingleScores } from '../../mtbench/scores.ts';
import type { SectionContext } from '../../profile.ts';
import { benchmarkTitle } from '../../registry.ts';
import type { TopicEntry, TopicSet, TopicsModel } from './model.ts';

/** Question sets smaller than this are not grouped: a handful of questions has no topics to find. */
export const TOPIC_MIN_QUESTIONS = 10;

/** Characters of a question's first turn shown in its topic's list. */
const SNIPPET = 140;

/** The text a question is grouped by: all its user turns. */
const questionText = (q: BenchQuestion) => q.turns.join('\n');

/**
 * The set's own grouping to measure topics against: arena-hard's clusters (v0.1) or subcategories (v2), else the
 * category, whichever first has at least two groups and fewer groups than questions.
 */
function ownGrouping(
  qs: readonly BenchQuestion[],
): { field: 'cluster' | 'category'; of: (q: BenchQuestion) => string } | undefined {
  for (const field of ['cluster', 'category'] as const) {
    const groups = new Set(qs.map((q) => q[field]));
    if (groups.size >= 2 && groups.size < qs.length && !groups.has('')) return { field, of: (q) => q[field] };
  }
  return undefined;
}

/** One row of a topic's board. */
interface ScoreRow {
  model: string;
  judge: string;
  value: number;
  n: number;
}

/** How a set's judgments score a group of its questions. */
interface Scorer {
  meaning: string;
  count: string;
  format: (x: number) => string;
  rows(questionIds: ReadonlySet<string>): ScoreRow[];
}

/** MT-Bench's single grades of the set's questions: per judge and model, the mean grade (both turns pooled). */
function gradeScorer(grades: readonly SampleScore[]): Scorer | undefined {
  if (grades.length === 0) return undefined;
  return {
    meaning:
      "each model's mean grade (1 to 10) on the topic's questions, both turns pooled, as MT-Bench's judge gave them",
    count: 'Grades',
    format: (x) => fixed(x, 2),
    rows(ids) {
      // MT-Bench's own average (mtBenchSingleScores) over the topic's grades, one judge at a time.
      const mine = grades.filter((g) => ids.has(g.sampleId));
      return [...new Set(mine.map((g) => g.scorer))].flatMap((judge) =>
        mtBenchSingleScores(mine.filter((g) => g.scorer === judge))
          .filter((m) => m.average.n > 0)
          .map((m) => ({ model: m.model, judge, value: m.average.mean, n: m.average.n })),
      );
    },
  };
}

function arenaHardScorer(judgments: readonly ArenaHardJudgment[]): Scorer | undefined {
  if (judgments.length === 0) return undefined;
  return {
    meaning:
      "each model's score against the baseline on the topic's questions: 100 · (wins + ties/2) / games, a strong verdict counting three, as arena-hard computes it",
    count: 'Games',
    format: (x) => fixed(x, 1),
    rows(ids) {
      const groups = new Map<string, { model: string; judge: string; lines: ArenaHardJudgment[] }>();
      for (const j of judgments) {
        if (!ids.has(j.questionId)) continue;
        const key = `${j.judge}\u0000${j.model}`;
        let g = groups.get(key);
        if (!g) groups.set(key, (g = { model: j.model, judge: j.judge, lines: [] }));
        g.lines.push(j);
      }
      return [...groups.values()].flatMap((g) => {
        const c = arenaHardCounts(g.lines);
        return c.games > 0 ? [{ model: g.model, judge: g.judge, value: arenaHardScore(c), n: c.games }] : [];
      });
    },
  };
}

function boardOf(scorer: Scorer, ids: ReadonlySet<string>, ctx: SectionContext): TableModel | undefined {
  const rows = scorer
    .rows(ids)
    .sort((a, b) => byText(a.judge, b.judge) || b.value - a.value || byText(a.model, b.model));
  if (rows.length === 0) return undefined;
  const judges = new Set(rows.map((r) => r.judge)).size;
  const specs: ColumnSpec<ScoreRow>[] = [
    {
      id: 'model',
      label: 'Model',
      value: (r) => r.model,
      format: (_, r) => ctx.name(r.model),
      numeric: false,
    },
    ...(judges > 1
      ? [
          {
            id: 'judge',
            label: 'Judge',
            value: (r: ScoreRow) => r.judge,
            numeric: false,
          } as ColumnSpec<ScoreRow>,
        ]
      : []),
    {
      id: 'score',
      label: 'Score',
      description: `On this topic's questions alone: ${scorer.meaning}.`,
      value: (r) => r.value,
      format: (x) => (typeof x === 'number' ? scorer.format(x) : MISSING),
      numeric: true,
    },
    {
      id: 'n',
      label: scorer.count,
      value: (r) => r.n,
      format: (x) => (typeof x === 'number' ? formatNumber(x) : MISSING),
      numeric: true,
    },
  ];
  return tableFromSpecs(specs, rows, { sortedBy: 'score' });
}

interface TopicRow {
  id: number;
  terms: string;
  size: number;
  own?: { group: string; share: number };
}

function topicSet(
  benchmark: string,
  bench: string,
  qs: readonly BenchQuestion[],
  data: Dataset,
  ctx: SectionContext,
): TopicSet {
  const key = slugify(`${benchmark}-${bench}`);
  const documents = qs.map((q) => ({ id: q.questionId, text: questionText(q) }));
  const own = ownGrouping(qs);
  const ownGroups = own ? new Set(qs.map(own.of)).size : 0;
  const k = own && ownGroups <= 40 ? ownGroups : defaultTopicCount(qs.length);
  // The page's topics and, when the set's own groups are another count, the topics measured against them: two cuts of
  // one clustering.
  const [model, measured] = topicModels(documents, own && ownGroups !== k ? [k, ownGroups] : [k]) as [
    TopicModel,
    TopicModel | undefined,
  ];
  let agreement: TopicSet['agreement'];
  if (own) {
    const ids = qs.map((q) => q.questionId);
    agreement = {
      field: own.field,
      groups: ownGroups,
      k: (measured ?? model).k,
      ari: adjustedRandIndex(
        qs.map(own.of),
        ids.map((id) => (measured ?? model).topicOf.get(id)!),
      ),
    };
  }
  const byId = new Map(qs.map((q) => [q.questionId, q]));
  const mine = <T extends { benchmark: string }>(rows: readonly T[], set: (r: T) => string) =>
    rows.filter((r) => r.benchmark === benchmark && set(r) === bench);
  const scorer =
    arenaHardScorer(mine(data.peers.arenaHardJudgments, (j) => j.bench)) ??
    gradeScorer(mine(data.peers.sampleScores, (g) => g.run).filter((g) => byId.has(g.sampleId)));
  const topics: TopicEntry[] = model.topics.map((t) => {
    const board = scorer ? boardOf(scorer, new Set(t.members), ctx) : undefined;
    return {
      id: t.id,
      terms: t.terms,
      questions: t.members.map((id) => {
        const first = byId.get(id)!.turns[0] ?? '';
        return { id, text: first.length > SNIPPET ? `${first.slice(0, SNIPPET)}…` : first };
      }),
      ...(board ? { board } : {}),
    };
  });
  // The main group of each topic is shown when the topics are as many as the groups (MT-Bench's 8 categories), not
  // against a finer grouping (arena-hard's clusters of two, where every topic's "main" cluster is a tie of pairs).
  const shown = own && ownGroups === model.k ? own : undefined;
  const rows: TopicRow[] = model.topics.map((t) => {
    if (!shown) return { id: t.id, terms: t.terms.join(', '), size: t.members.length };
    const counts = new Map<string, number>();
    for (const id of t.members) {
      const g = shown.of(byId.get(id)!);
      counts.set(g, (counts.get(g) ?? 0) + 1);
    }
    const [group, n] = [...counts].sort((a, b) => b[1] - a[1] || byText(a[0], b[0]))[0]!;
    return {
      id: t.id,
      terms: t.terms.join(', '),
      size: t.members.length,
      own: { group, share: n / t.members.length },
    };
  });
  const specs: ColumnSpec<TopicRow>[] = [
    { id: 'topic', label: 'Topic', value: (r) => r.id, numeric: true, href: (r) => `#topic-${key}-${r.id}` },
    {
      id: 'terms',
      label: 'Top terms',
      description: 'The heaviest words of the topic’s questions.',
      value: (r) => r.terms,
      numeric: false,
    },
    { id: 'questions', label: 'Questions', value: (r) => r.size, numeric: true },
    ...(shown
      ? ([
          {
            id: `main-${shown.field}`,
            label: `Main ${shown.field}`,
            description: `The ${shown.field} the benchmark gives most of the topic's questions.`,
            value: (r: TopicRow) => r.own?.group,
            numeric: false,
          },
          {
            id: `main-${shown.field}-share`,
            label: 'Its share',
            description: `The share of the topic's questions in that ${shown.field}.`,
            value: (r: TopicRow) => r.own?.share,
            format: (x: unknown) => (typeof x === 'number' ? formatPercent(x, 0) : MISSING),
            numeric: true,
          },
        ] as ColumnSpec<TopicRow>[])
      : []),
  ];
  const assignment = tableFromSpecs(
    [
      {
        id: 'questionId',
        label: 'Question',
        value: (r: { id: string; topic: number }) => r.id,
        numeric: false,
      },
      { id: 'topic', label: 'Topic', value: (r: { id: string; topic: number }) => r.topic, numeric: true },
    ],
    [...model.topicOf].map(([id, topic]) => ({ id, topic })),
  );
  return {
    key,
    benchmark,
    title: benchmarkTitle(benchmark),
    bench,
    questions: qs.length,
    k: model.k,
    terms: model.terms,
    ...(agreement ? { agreement } : {}),
    table: tableFromSpecs(specs, rows, { sortedBy: 'topic' }),
    topics,
    ...(scorer ? { scoreMeaning: scorer.meaning } : {}),
    assignment,
  };
}

/** The topics of every question set the data hold; undefined when they hold none large enough to group. */
export function buildTopicsSection(data: Dataset, ctx: SectionContext): TopicsModel | undefined {
  const sets = new Map<string, { benchmark: string; bench: string; qs: BenchQuestion[] }>();
  for (const q of data.peers.questions) {
    const key = `${q.benchmark}\u0000${q.bench}`;
    let s = sets.get(key);
    if (!s) sets.set(key, (s = { benchmark: q.benchmark, bench: q.bench, qs: [] }));
    s.qs.push(q);
  }
  if (sets.size === 0) return undefined;
  const model: TopicsModel = { sets: [], notGrouped: [] };
  for (const s of [...sets.values()].sort(
    (a, b) => byText(a.benchmark, b.benchmark) || byText(a.bench, b.bench),
  )) {
    const title = benchmarkTitle(s.benchmark);
    if (s.qs.length < TOPIC_MIN_QUESTIONS) {
      model.notGrouped.push({
        title,
        bench: s.bench,
        questions: s.qs.length,
        why: `fewer than ${TOPIC_MIN_QUESTIONS} questions`,
      });
    } else if (s.qs.length > TOPIC_MAX_DOCUMENTS) {
      model.notGrouped.push({
        title,
        bench: s.bench,
        questions: s.qs.length,
        why: `more than ${formatNumber(TOPIC_MAX_DOCUMENTS)} questions, beyond what the build's clustering holds`,
      });
    } else model.sets.push(topicSet(s.benchmark, s.bench, s.qs, data, ctx));
  }
  // No page for sets that are all too small to group (a fixture's three questions): the page would hold no topic.
  return model.sets.length > 0 ? model : undefined;
}

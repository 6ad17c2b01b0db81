// The answer browser's model from the dataset: every benchmark whose records hold model answers (MT-Bench's and
// arena-hard's `model_answer/` files), its questions in their natural order, and per question every model's
// answer with the grades the judgment files give it (MT-Bench's single grades and explanations, arena-hard's two
// verdicts against the baseline). Knows the benchmarks only through their records.
import { tableFromSpecs } from '../../../render/columnSpec.ts';
import { fixed, MISSING } from '../../../render/format.ts';
import type { Dataset } from '../../../records/dataset.ts';
import type { ArenaHardJudgment, ModelAnswer, SampleScore } from '../../../records/peers.ts';
import { naturalCompare } from '../../../site/compareModel.ts';
import { benchmarkTitle } from '../../registry.ts';
import type { SectionContext } from '../../profile.ts';
import { answerTokens } from '../../peers/site/answerStats.ts';
import { byText } from '../../tables.ts';
import { seg } from '../../../views/viewContext.ts';
import type { AnswerBenchmark, AnswerGrade, AnswersModel, QuestionView } from './model.ts';

/** The first words of a text, for the index (at most `n` characters, cut at a word). */
function firstWords(text: string, n = 120): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= n) return t;
  const cut = t.slice(0, n);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), n / 2))}…`;
}

/** A single grade in words. */
function gradeOf(s: SampleScore): AnswerGrade {
  const value = Number.isNaN(s.value) ? null : s.value;
  return {
    judge: s.scorer,
    turn: s.turn ?? 1,
    written: s.written,
    value,
    meaning:
      value === null
        ? "no grade found in the judge's text (left out of the means)"
        : `grade ${s.written} of 10`,
    ...(s.answer ? { explanation: s.answer } : {}),
  };
}

/** An arena-hard line's two verdicts against the baseline, in words. */
function verdictsOf(j: ArenaHardJudgment, name: (m: string) => string): AnswerGrade {
  const base = j.baseline ? name(j.baseline) : 'the baseline';
  return {
    judge: j.judge,
    turn: 0,
    written: j.verdicts.map((v) => v ?? 'none').join(' / '),
    value: null,
    meaning: `against ${base}: game 1 (${base} shown as A) ${j.verdicts[0] ?? 'no verdict'}, game 2 (this model shown as A) ${j.verdicts[1] ?? 'no verdict'}`,
  };
}

/** Unique, path-safe segments for ids (two ids that slug alike get `-2`, `-3`, ...). */
function segments(ids: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  const used = new Set<string>();
  for (const id of ids) {
    let s = seg(id);
    for (let k = 2; used.has(s); k++) s = `${seg(id)}-${k}`;
    used.add(s);
    out.set(id, s);
  }
  return out;
}

function buildBenchmark(
  data: Dataset,
  ctx: SectionContext,
  benchmark: string,
  answers: readonly ModelAnswer[],
): AnswerBenchmark {
  const questions = data.peers.questions.filter((q) => q.benchmark === benchmark);
  const grades = data.peers.sampleScores.filter((s) => s.benchmark === benchmark && s.turn !== undefined);
  const verdicts = data.peers.arenaHardJudgments.filter((j) => j.benchmark === benchmark);
  const key = (bench: string, q: string) => `${bench}\u0000${q}`;
  const benches = [...new Set([...questions, ...answers].map((r) => r.bench))].sort(byText);
  const keys = [
    ...new Set([
      ...questions.map((q) => key(q.bench, q.questionId)),
      ...answers.map((a) => key(a.bench, a.questionId)),
    ]),
  ].sort((a, b) => {
    const [ba = '', qa = ''] = a.split('\u0000');
    const [bb = '', qb = ''] = b.split('\u0000');
    return byText(ba, bb) || naturalCompare(qa, qb);
  });
  const segOf = segments(
    keys.map((k) => (benches.length > 1 ? k.replace('\u0000', '/') : k.split('\u0000')[1]!)),
  );
  const models = [...new Set(answers.map((a) => a.model))].sort(
    (a, b) => byText(ctx.name(a), ctx.name(b)) || byText(a, b),
  );
  const written = answers.every((a) => a.tokenLen !== undefined);
  const encoding = written
    ? `token_len as the answer files write it (${answers[0]?.tokenEncoding ?? 'cl100k_base'})`
    : answers.some((a) => a.tokenLen !== undefined)
      ? 'token_len where the files write it, else cl100k_base tokens counted by Parley'
      : 'cl100k_base tokens, counted by Parley (the answer files carry no token counts)';
  const byKey = <T extends { bench?: string; run?: string }>(items: readonly T[], k: (x: T) => string) => {
    const m = new Map<string, T[]>();
    for (const x of items) m.set(k(x), [...(m.get(k(x)) ?? []), x]);
    return m;
  };
  const answersOf = byKey(answers, (a) => key(a.bench, a.questionId));
  const gradesOf = byKey(grades, (g) => `${key(g.run, g.sampleId)}\u0000${g.model}`);
  const verdictsOfQ = byKey(verdicts, (j) => `${key(j.bench, j.questionId)}\u0000${j.model}`);
  const questionOf = new Map(questions.map((q) => [key(q.bench, q.questionId), q]));
  // Reference answers: the question's own (`reference`), else a reference_answer/ file's.
  const referenceOf = new Map(
    data.peers.answers
      .filter((a) => a.reference && a.benchmark === benchmark)
      .map((a) => [key(a.bench, a.questionId), a.turns] as const),
  );
  const pages: QuestionView[] = keys.map((k) => {
    const [bench = '', questionId = ''] = k.split('\u0000');
    const q = questionOf.get(k);
    const mine = (answersOf.get(k) ?? [])
      .slice()
      .sort((a, b) => byText(ctx.name(a.model), ctx.name(b.model)));
    return {
      path: `answers/${seg(benchmark)}/${segOf.get(benches.length > 1 ? `${bench}/${questionId}` : questionId)}`,
      benchmark,
      bench,
      questionId,
      category: q?.category ?? '',
      turns: q?.turns ?? [],
      ...(q?.reference || referenceOf.has(k) ? { reference: q?.reference ?? referenceOf.get(k)! } : {}),
      answers: mine.map((a) => ({
        model: a.model,
        display: ctx.name(a.model),
        turns: a.turns,
        tokens: answerTokens(a, ctx.countTokens).tokens,
        grades: [
          ...(gradesOf.get(`${k}\u0000${a.model}`) ?? [])
            .slice()
            .sort((x, y) => (x.turn ?? 1) - (y.turn ?? 1) || byText(x.scorer, y.scorer))
            .map(gradeOf),
          ...(verdictsOfQ.get(`${k}\u0000${a.model}`) ?? []).map((j) => verdictsOf(j, ctx.name)),
        ],
        source: `${a.source.file}:${a.source.line ?? ''}`,
      })),
    };
  });
  pages.forEach((p, i) => {
    if (i > 0) p.previous = pages[i - 1]!.path;
    if (i + 1 < pages.length) p.next = pages[i + 1]!.path;
  });
  type Row = QuestionView;
  const meanGrade = (p: Row) => {
    const v = p.answers.flatMap((a) => a.grades.flatMap((g) => (g.value === null ? [] : [g.value])));
    return v.length ? v.reduce((s, x) => s + x, 0) / v.length : null;
  };
  const hasGrades = grades.length > 0;
  const index = tableFromSpecs<Row>(
    [
      {
        id: 'question',
        label: 'Question',
        value: (p) => p.questionId,
        format: (_v, p) => (benches.length > 1 ? `${p.bench} ${p.questionId}` : p.questionId),
        href: (p) => `${p.path}/`,
        sort: (p) => p.questionId.padStart(12, '0'),
      },
      { id: 'category', label: 'Category', value: (p) => p.category },
      {
        id: 'text',
        label: 'First turn',
        value: (p) => firstWords(p.turns[0] ?? ''),
        field: null,
      },
      { id: 'answers', label: 'Answers', numeric: true, value: (p) => p.answers.length },
      ...(hasGrades
        ? [
            {
              id: 'mean',
              label: 'Mean grade',
              numeric: true,
              description: 'mean of every grade of every answer to the question (both turns)',
              value: (p: Row) => meanGrade(p),
              format: (v: unknown) => (typeof v === 'number' ? fixed(v, 2) : MISSING),
            },
          ]
        : []),
    ],
    pages,
  );
  return {
    id: seg(benchmark),
    title: benchmarkTitle(benchmark),
    encoding,
    models: models.map((id) => ({ id, display: ctx.name(id) })),
    index,
    questions: pages,
  };
}

/** The answer browser's model, or undefined when no benchmark's records hold a model answer. */
export function buildAnswersSection(data: Dataset, ctx: SectionContext): AnswersModel | undefined {
  const answers = data.peers.answers.filter((a) => !a.reference);
  if (answers.length === 0) return undefined;
  const benchmarks = [...new Set(answers.map((a) => a.benchmark))].sort(byText);
  return {
    benchmarks: benchmarks.map((b) =>
      buildBenchmark(
        data,
        ctx,
        b,
        answers.filter((a) => a.benchmark === b),
      ),
    ),
  };
}

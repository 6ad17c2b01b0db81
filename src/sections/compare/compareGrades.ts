// The comparison's data for benchmarks graded answer by answer (MT-Bench's single grades): per model its mean grade
// under each judge and question set with a 95% interval over questions, and per question its grades of each turn
// with a link to the question's page in the answer browser; per pair of models the paired difference of their
// mean grades over the questions both were graded on (Student t), and how many questions each graded higher.
// Merged into compareData's files (a benchmark with judge views too keeps those).
import type { Dataset } from '../../records/dataset.ts';
import type { SampleScore } from '../../records/peers.ts';
import { benchmarkTitle } from '../../profiles/index.ts';
import {
  comparePairPath,
  compareModelPath,
  compareSeedReasonsPath,
  naturalCompare,
  REASON_CHUNK,
  reasonChunk,
  type CompareSeedReasons,
  type CompareBenchmark,
  type CompareGradeSummary,
  type CompareGradeTest,
  type CompareModelFile,
  type ComparePairFile,
  type CompareSeed,
} from '../../site/compareModel.ts';
import type { SiteModel } from '../../site/siteModel.ts';
import { clusterBootstrapMean } from '../../stats/clusterBootstrapMean.ts';
import { meanInterval } from '../../stats/meanInterval.ts';
import type { CompareData } from './compareData.ts';

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const key = (...parts: string[]) => parts.join('\u0000');

/** Grades that are numbers, by question: the mean of each question's grades (both turns). */
function questionMeans(grades: readonly SampleScore[]): Map<string, number> {
  const by = new Map<string, number[]>();
  for (const g of grades) {
    if (Number.isNaN(g.value)) continue;
    by.set(g.sampleId, [...(by.get(g.sampleId) ?? []), g.value]);
  }
  return new Map([...by].map(([q, v]) => [q, v.reduce((s, x) => s + x, 0) / v.length]));
}

/**
 * Adds the graded benchmarks to the comparison's index and files (in place). A benchmark needs two graded models.
 * `answerPaths` gives each question's page in the answer browser, by benchmark, question set and question id.
 */
export function addGradedComparisons(
  data: Dataset,
  site: Pick<SiteModel, 'sections'>,
  out: CompareData,
): void {
  const { seed, rounds } = data.manifest.bootstrap;
  const display = new Map(data.models.map((m) => [m.id, m.display]));
  const judgeName = new Map(data.judges.map((j) => [j.id, j.display]));
  const answerPath = new Map(
    (site.sections.answers?.benchmarks ?? []).flatMap((b) =>
      b.questions.map((q) => [key(q.benchmark, q.bench, q.questionId), q.path] as const),
    ),
  );
  const graded = data.peers.sampleScores.filter((s) => s.turn !== undefined);
  for (const benchmark of [...new Set(graded.map((g) => g.benchmark))].sort(byText)) {
    const mine = graded.filter((g) => g.benchmark === benchmark);
    const models = [...new Set(mine.map((g) => g.model))].sort(
      (a, b) => byText(display.get(a) ?? a, display.get(b) ?? b) || byText(a, b),
    );
    if (models.length < 2) continue;
    const judges = [...new Set(mine.map((g) => g.scorer))].sort(byText);
    const settings = [...new Set(mine.map((g) => g.run))].sort(naturalCompare);
    let entry = out.index.benchmarks.find((b) => b.id === benchmark);
    if (!entry) {
      entry = {
        id: benchmark,
        title: benchmarkTitle(benchmark),
        judges: [],
        settings: [],
        models: [],
        item: 'question',
      } satisfies CompareBenchmark;
      out.index.benchmarks.push(entry);
    }
    for (const j of judges)
      if (!entry.judges.some((x) => x.id === j)) entry.judges.push({ id: j, display: judgeName.get(j) ?? j });
    for (const s of settings) if (!entry.settings.includes(s)) entry.settings.push(s);
    for (const m of models)
      if (!entry.models.some((x) => x.id === m))
        entry.models.push({ id: m, display: display.get(m) ?? m, isGroundTruth: false });

    // Per model: its mean grade under each judge and question set, and its graded questions.
    const groups = (m: string) => {
      const by = new Map<string, SampleScore[]>();
      for (const g of mine)
        if (g.model === m) by.set(key(g.scorer, g.run), [...(by.get(key(g.scorer, g.run)) ?? []), g]);
      return [...by.values()].sort(
        (x, y) => byText(x[0]!.scorer, y[0]!.scorer) || naturalCompare(x[0]!.run, y[0]!.run),
      );
    };
    for (const m of models) {
      const summaries: CompareGradeSummary[] = [];
      const seeds = new Map<string, CompareSeed>();
      for (const gs of groups(m)) {
        const { scorer: judge, run: setting } = gs[0]!;
        const means = questionMeans(gs);
        const byQ = new Map<string, number[]>();
        for (const g of gs)
          if (!Number.isNaN(g.value)) byQ.set(g.sampleId, [...(byQ.get(g.sampleId) ?? []), g.value]);
        const values = [...byQ.keys()].sort(naturalCompare).map((q) => byQ.get(q)!);
        if (values.length > 0) {
          const b = clusterBootstrapMean(values, { seed, rounds });
          summaries.push({ judge, setting, mean: b.mean, n: b.n, questions: b.clusters, lo: b.lo, hi: b.hi });
        }
        for (const g of gs) {
          const k = key(setting, g.sampleId);
          let s = seeds.get(k);
          if (!s) {
            const path = answerPath.get(key(benchmark, setting, g.sampleId));
            seeds.set(
              k,
              (s = {
                setting,
                seed: g.sampleId,
                ...(path ? { seedPath: path } : {}),
                uni: [],
                gt: [],
                grades: [],
              }),
            );
          }
          s.grades!.push({ judge, turn: g.turn ?? 1, value: Number.isNaN(g.value) ? null : g.value });
        }
        void means;
      }
      const graded = [...seeds.values()].sort(
        (x, y) => naturalCompare(x.setting, y.setting) || naturalCompare(x.seed, y.seed),
      );
      for (const s of graded) s.grades!.sort((x, y) => byText(x.judge, y.judge) || x.turn - y.turn);
      const path = compareModelPath(benchmark, m);
      const existing = out.files.get(path) as CompareModelFile | undefined;
      // The page loads the reasons of every seed it lists: graded questions have none (the judge's explanation is on
      // the question's page), so their chunks hold empty lists.
      const before = existing?.seeds.length ?? 0;
      for (let k = reasonChunk(before); k <= reasonChunk(before + graded.length - 1); k++) {
        const file = compareSeedReasonsPath(benchmark, m, k);
        const chunk = (out.files.get(file) as CompareSeedReasons | undefined) ?? { seeds: [] };
        const size = Math.min(REASON_CHUNK, before + graded.length - k * REASON_CHUNK);
        while (chunk.seeds.length < size) chunk.seeds.push({ uni: [], gt: [] });
        out.files.set(file, chunk);
      }
      if (existing) {
        existing.grades = summaries;
        existing.seeds.push(...graded);
      } else
        out.files.set(path, {
          benchmark,
          model: m,
          display: display.get(m) ?? m,
          scores: [],
          ratings: [],
          turing: [],
          grades: summaries,
          seeds: graded,
        });
    }

    // Per pair: the paired difference of the question means under each judge and question set.
    const sorted = [...models].sort(byText);
    for (let i = 0; i < sorted.length; i++)
      for (let j = i + 1; j < sorted.length; j++) {
        const a = sorted[i]!;
        const b = sorted[j]!;
        const tests: CompareGradeTest[] = [];
        const gb = new Map(groups(b).map((gs) => [key(gs[0]!.scorer, gs[0]!.run), gs]));
        for (const ga of groups(a)) {
          const { scorer: judge, run: setting } = ga[0]!;
          const other = gb.get(key(judge, setting));
          if (!other) continue;
          const ma = questionMeans(ga);
          const mb = questionMeans(other);
          const shared = [...ma.keys()].filter((q) => mb.has(q));
          if (shared.length === 0) continue;
          const diffs = shared.map((q) => ma.get(q)! - mb.get(q)!);
          const t = meanInterval(diffs);
          tests.push({
            judge,
            setting,
            n: shared.length,
            diff: t.mean,
            lo: t.lo,
            hi: t.hi,
            higherA: diffs.filter((d) => d > 0).length,
            higherB: diffs.filter((d) => d < 0).length,
            same: diffs.filter((d) => d === 0).length,
          });
        }
        if (tests.length === 0) continue;
        const path = comparePairPath(benchmark, a, b).path;
        const existing = out.files.get(path) as ComparePairFile | undefined;
        if (existing) existing.gradeTests = tests;
        else
          out.files.set(path, { benchmark, a, b, tests: [], headToHead: [], battles: [], gradeTests: tests });
      }
  }
}

// Links from a model's page to the comparison page: per benchmark the model is in, every other model there, as
// compare/?a=<model>&b=<other>&benchmark=<benchmark> (the pattern the leaderboard rows use too).
import type { SiteModel } from './siteModel.ts';

/**
 * The comparison page's site path for two models, with the benchmark when given.
 * @example compareHref('gpt4', 'llama2-7b', 'botchat') // 'compare/?a=gpt4&b=llama2-7b&benchmark=botchat'
 */
export function compareHref(a: string, b?: string, benchmark?: string): string {
  const p = new URLSearchParams({ a });
  if (b) p.set('b', b);
  if (benchmark) p.set('benchmark', benchmark);
  return `compare/?${p.toString()}`;
}

/**
 * The benchmarks of the site's views that judged a model, each with the other models judged there, in the site's
 * model order. A model is judged in a benchmark when one of its conversations there has a verdict, or when it has
 * a table in a view of the benchmark that drew figures (a view of published values alone draws none, and the
 * comparison has nothing to show for it).
 */
export function compareLinks(
  site: Pick<SiteModel, 'views' | 'models' | 'conversations'>,
  model: string,
): { benchmark: string; title: string; others: { id: string; display: string }[] }[] {
  const benchmarkOf = new Map(
    site.views.filter((v) => v.figures.length > 0).map((v) => [v.path, v.benchmark]),
  );
  const members = new Map<string, Set<string>>();
  const add = (benchmark: string | undefined, id: string) => {
    if (benchmark === undefined) return;
    (members.get(benchmark) ?? members.set(benchmark, new Set()).get(benchmark)!).add(id);
  };
  for (const m of site.models) for (const t of m.tables) add(benchmarkOf.get(t.view), m.id);
  const viewBenchmarks = new Set(site.views.map((v) => v.benchmark));
  for (const c of site.conversations)
    if (viewBenchmarks.has(c.benchmark) && c.verdicts.length > 0) add(c.benchmark, c.model);
  const titles = new Map(site.views.map((v) => [v.benchmark, v.benchmarkTitle]));
  return [...titles]
    .filter(([b]) => members.get(b)?.has(model))
    .map(([benchmark, title]) => ({
      benchmark,
      title,
      others: site.models
        .filter((m) => m.id !== model && members.get(benchmark)!.has(m.id))
        .map((m) => ({ id: m.id, display: m.display })),
    }))
    .filter((x) => x.others.length > 0);
}

// A model page in parts: one per benchmark the model is named in (decision 0121), holding its rows in that
// benchmark's leaderboards, the numbers the benchmark published for it, its rows in the sections about the
// benchmark and how the benchmark's files spell it; then the sections that name no benchmark. Pure: the page and
// the model index compose from it.
import type { ModelView } from './siteModel.ts';
import type { ModelSection, TableModel } from './viewModel.ts';

/** A model's part of one benchmark. */
export interface ModelPart {
  benchmark: string;
  title: string;
  /** How this benchmark's files spell the model; empty when not recorded. */
  spellings: string[];
  /** Its rows in the benchmark's leaderboards, one per judge. */
  tables: ModelView['tables'];
  /** The benchmark's published numbers for it, or null. */
  published: TableModel | null;
  /** Its rows in sections about this benchmark. */
  sections: ModelSection[];
}

/**
 * The parts of a model page: one per benchmark with something to show, in the order the page meets them
 * (leaderboards in the site's view order, then published numbers, then sections naming a benchmark), each with the
 * benchmark's spellings of the model; and the sections that name no benchmark, as they are.
 * @example modelParts(model).parts.map((p) => p.title) // ['BotChat', 'AlpacaEval']
 */
export function modelParts(m: Pick<ModelView, 'tables' | 'published' | 'sections' | 'spelledIn'>): {
  parts: ModelPart[];
  sections: ModelSection[];
} {
  // A benchmark's title as its leaderboards, published numbers or spellings give it (a section's title names no
  // benchmark, so it is the last resort).
  const titles = new Map<string, string>();
  for (const x of [
    ...m.tables.map((t) => ({ benchmark: t.benchmark, title: t.benchmarkTitle })),
    ...m.published,
    ...m.spelledIn,
  ])
    if (!titles.has(x.benchmark)) titles.set(x.benchmark, x.title);
  const parts = new Map<string, ModelPart>();
  const part = (benchmark: string): ModelPart => {
    let p = parts.get(benchmark);
    if (!p) {
      const title = titles.get(benchmark) ?? benchmark;
      p = { benchmark, title, spellings: [], tables: [], published: null, sections: [] };
      parts.set(benchmark, p);
    }
    return p;
  };
  for (const t of m.tables) part(t.benchmark).tables.push(t);
  for (const p of m.published) part(p.benchmark).published = p.table;
  const loose: ModelSection[] = [];
  for (const s of m.sections)
    if (s.benchmark === undefined) loose.push(s);
    else part(s.benchmark).sections.push(s);
  // Spellings go with the parts there are: a benchmark whose files only name the model has no part (a section that
  // names no benchmark may still show it, and the page says when nothing does).
  for (const s of m.spelledIn) {
    const p = parts.get(s.benchmark);
    if (p) p.spellings = s.spellings;
  }
  return { parts: [...parts.values()], sections: loose };
}

/**
 * What the site shows of a model, for the model index: per part with something to show, its title and what it
 * holds (`BotChat (leaderboard, as published)`; `leaderboards of 2 judges`), then each section naming no
 * benchmark by its title. Empty when nothing of the model is shown.
 * @example scoredIn(model) // ['AlpacaEval (as published)', 'Peer evaluations: AlpacaEval: Win rates']
 */
export function scoredIn(m: Pick<ModelView, 'tables' | 'published' | 'sections' | 'spelledIn'>): string[] {
  const { parts, sections } = modelParts(m);
  const out: string[] = [];
  for (const p of parts) {
    const judges = new Set(p.tables.map((t) => t.judge)).size;
    const kinds = [
      ...(judges === 1 ? ['leaderboard'] : judges > 1 ? [`leaderboards of ${judges} judges`] : []),
      ...(p.published ? ['as published'] : []),
      ...p.sections.map((s) => s.title),
    ];
    if (kinds.length > 0) out.push(`${p.title} (${kinds.join(', ')})`);
  }
  return [...out, ...new Set(sections.map((s) => s.title))];
}

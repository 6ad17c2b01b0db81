// The shape of the product code (src without tests and fixtures), read from its import statements: no import
// cycle, statistics import only the shared vocabulary, nothing below the profiles imports a profile, the site's
// sections (src/sections) sit between the profiles and the pipeline, and the site's shell (src/site, src/components,
// src/layouts, src/pages) reaches a profile only where it is declared to. The graph
// holds TypeScript files and the imports of Astro components (frontmatter and scripts), type-only imports, and
// globbed imports (`import.meta.glob('/src/profiles/*/components/*.astro')`: an edge to every file the pattern
// matches). Type-only imports do not run, so they are left out of the cycle check, and count everywhere else.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');

function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return productFiles(p);
    return (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')) || e.name.endsWith('.astro') ? [p] : [];
  });
}

interface Edge {
  to: string;
  typeOnly: boolean;
  /** The edge comes from an `import.meta.glob` pattern. */
  glob?: string;
}

/** `import`/`export ... from './x'` (relative), and side-effect imports `import './x'`. */
const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^;]*?from\s+)?'(\.[^']+)'/gms;
/** The first pattern of an `import.meta.glob(...)` call (a string, or the first of a list). */
const GLOB = /import\.meta\.glob\s*(?:<[^(]*>)?\(\s*\[?\s*'([^']+)'/g;
const productSet = productFiles(SRC).map((f) => relative(ROOT, f));

/** The product files a glob pattern of `file` matches (`*` within a segment, `**` across; negations ignored). */
function globTargets(file: string, pattern: string): string[] {
  const base = pattern.startsWith('/')
    ? pattern.slice(1)
    : relative(ROOT, normalize(join(dirname(file), pattern)));
  const re = new RegExp(
    `^${base
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*\//g, '\u0000')
      .replace(/\*/g, '[^/]*')
      .replace(/\u0000/g, '(?:.*/)?')}$`,
  );
  return productSet.filter((f) => re.test(f));
}

const graph = new Map<string, Edge[]>();
for (const rel of productSet) {
  const text = readFileSync(join(ROOT, rel), 'utf8');
  const edges: Edge[] = [...text.matchAll(IMPORT)].map((m) => ({
    to: relative(ROOT, normalize(join(dirname(rel), m[2]!))),
    typeOnly: m[1] !== undefined,
  }));
  for (const m of text.matchAll(GLOB))
    for (const to of globTargets(rel, m[1]!)) edges.push({ to, typeOnly: false, glob: m[1]! });
  graph.set(rel, edges);
}

/** Strongly connected groups of more than one file (Tarjan), over value imports. */
function cycles(): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  let n = 0;
  const visit = (v: string) => {
    index.set(v, n);
    low.set(v, n++);
    stack.push(v);
    on.add(v);
    for (const { to, typeOnly } of graph.get(v) ?? []) {
      if (typeOnly || !graph.has(to)) continue;
      if (!index.has(to)) {
        visit(to);
        low.set(v, Math.min(low.get(v)!, low.get(to)!));
      } else if (on.has(to)) low.set(v, Math.min(low.get(v)!, index.get(to)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) out.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}

const importsFrom = (from: string, to: readonly string[]) =>
  [...graph].flatMap(([f, edges]) =>
    f.startsWith(from)
      ? edges.filter((e) => to.some((t) => e.to.startsWith(t))).map((e) => `${f} -> ${e.to}`)
      : [],
  );

/** The same, one line per importing file and target folder (a glob names its pattern), without repeats. */
const reachFrom = (from: string, to: readonly string[]) => [
  ...new Set(
    [...graph].flatMap(([f, edges]) =>
      f.startsWith(from)
        ? edges
            .filter((e) => to.some((t) => e.to.startsWith(t)))
            .map((e) => `${f} -> ${e.glob ? `glob ${e.glob}` : e.to}${e.typeOnly ? ' (type)' : ''}`)
        : [],
    ),
  ),
];

/**
 * Where the site's shell reaches into the profiles today, each for a reason; the list may only shrink (issue 35: the
 * shell should import nothing from a profile). It is empty: the sections' models in the site model are typed by the
 * profiles, which augment the site's empty `SiteSections` interface, and the components a section adds to shared
 * pages come from modules astro.config.mjs derives from the sections (`virtual:parley-section-summaries`, ...), where
 * the shell used to glob `/src/profiles/*\/components/*` (decision 0167).
 */
const SHELL_REACHES_PROFILES: string[] = [];

describe('the product code', () => {
  it('reads its own imports (the check looks at real files)', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get('src/pipeline/buildSiteModel.ts')!.length).toBeGreaterThan(3);
  });

  it('has no import cycle', () => {
    expect(cycles()).toEqual([]);
  });

  it('keeps statistics on the shared vocabulary only (no import from ingest, profiles, pipeline or views)', () => {
    expect(
      importsFrom('src/stats/', ['src/ingest/', 'src/profiles/', 'src/pipeline/', 'src/views/']),
    ).toEqual([]);
  });

  it('keeps the reading machinery and the records below the profiles', () => {
    expect(importsFrom('src/ingest/', ['src/profiles/', 'src/pipeline/'])).toEqual([]);
    expect(
      importsFrom('src/records/', ['src/ingest/', 'src/profiles/', 'src/pipeline/', 'src/stats/']),
    ).toEqual([]);
  });

  it('sees Astro components, type-only imports and globbed imports', () => {
    expect(graph.get('src/pages/index.astro')!.map((e) => e.to)).toContain('src/components/Page.astro');
    expect([...graph.values()].flat().some((e) => e.typeOnly)).toBe(true);
    // No product file globs today; a glob's pattern is read as an edge to every file it matches.
    const globbed = globTargets('src/components/X.astro', '/src/profiles/*/components/*Summary.astro');
    expect(globbed).toContain('src/profiles/rutie/components/RutieSummary.astro');
    expect(globbed.every((f) => /^src\/profiles\/[^/]+\/components\/[^/]*Summary\.astro$/.test(f))).toBe(
      true,
    );
    expect([..."x import.meta.glob('./a/*.ts')".matchAll(GLOB)].map((m) => m[1])).toEqual(['./a/*.ts']);
  });

  it('keeps the site sections between the profiles and the pipeline (decision 0167)', () => {
    expect(importsFrom('src/sections/', ['src/pipeline/'])).toEqual([]);
    expect(
      importsFrom('src/profiles/', ['src/sections/']).concat(
        ...['src/ingest/', 'src/records/', 'src/stats/'].map((f) => importsFrom(f, ['src/sections/'])),
      ),
    ).toEqual([]);
  });

  it('keeps the site shell off the profiles, the sections and the pipeline, but for the reaches listed', () => {
    const shell = ['src/site/', 'src/components/', 'src/layouts/', 'src/pages/'].flatMap((from) =>
      reachFrom(from, ['src/profiles/', 'src/sections/', 'src/pipeline/']),
    );
    expect(shell.sort()).toEqual([...SHELL_REACHES_PROFILES].sort());
  });

  it('keeps rendering and views off the pipeline, the profiles and the pages (they may use the site model types)', () => {
    const above = ['src/pipeline/', 'src/sections/', 'src/profiles/', 'src/components/', 'src/pages/'];
    expect(reachFrom('src/render/', above)).toEqual([]);
    expect(reachFrom('src/views/', above)).toEqual([]);
  });
});

// The shape of the product code (src without tests and fixtures), read from its import statements: no import
// cycle, statistics import only the shared vocabulary, and nothing below the profiles imports a profile.
// Type-only imports do not run, so they are left out of the cycle check.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');

function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return productFiles(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

const IMPORT = /^(?:import|export)\s+(type\s+)?[^;]*?from\s+'(\.[^']+)'/gms;
const graph = new Map<string, { to: string; typeOnly: boolean }[]>();
for (const f of productFiles(SRC)) {
  const rel = relative(ROOT, f);
  const edges = [...readFileSync(f, 'utf8').matchAll(IMPORT)].map((m) => ({
    to: relative(ROOT, normalize(join(dirname(f), m[2]!))),
    typeOnly: m[1] !== undefined,
  }));
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
});

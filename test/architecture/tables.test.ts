// Every table a ColumnSpec list (issue 35, item 3): a table of the site is declared as columns in
// src/render/columnSpec.ts (`tableFromSpecs`), where each column says once its value, format, interval, sort key and
// meaning, so its cells, its CSV and JSON rows and its column help cannot drift apart.
//
// The rule, read from each product file's syntax tree (TypeScript's parser, no type checking): a table is built by
// hand where a file
//   - calls a function named `table` that it imports (as the views' `table()` helper did, until it was removed on
//     2026-11-28): one that takes the columns, the cells and the raw download rows as three parallel lists; or
//   - writes an object literal with all three of `columns`, `rows` and `raw`: a TableModel spelled out.
// columnSpec.ts is the one place allowed to assemble a TableModel. A table filtered or copied from a built one
// (`{ ...table, rows, raw }`, rowsOfModel) names no columns and is not counted.
//
// Counted on 2026-11-28 (main at 219be2b): 77 hand-built tables in 45 files. Since the second stop of 2026-11-28
// there are none: ALLOWED is empty, and a file may only join it with a reviewed reason.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');
const COLUMN_SPEC = 'src/render/columnSpec.ts';

/** Files that still build tables by hand, with how many, and why they are still here. Only shrinks. */
const ALLOWED: Record<string, { count: number; why: string }> = {};

const nameOf = (p: ts.ObjectLiteralElementLike): string | undefined =>
  p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined;

/** Where one file builds a table by hand, as `line: what`. */
export function handBuiltTables(path: string, text: string): string[] {
  if (path === COLUMN_SPEC) return [];
  const sf = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const helpers = new Set<string>();
  for (const s of sf.statements) {
    const bindings = ts.isImportDeclaration(s) ? s.importClause?.namedBindings : undefined;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const e of bindings.elements)
      if ((e.propertyName ?? e.name).text === 'table') helpers.add(e.name.text);
  }
  const out: string[] = [];
  const at = (node: ts.Node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && helpers.has(node.expression.text)) {
      out.push(`${at(node)}: ${node.expression.text}(columns, cells, raw)`);
    }
    if (ts.isObjectLiteralExpression(node)) {
      const names = new Set(node.properties.map(nameOf));
      if (names.has('columns') && names.has('rows') && names.has('raw'))
        out.push(`${at(node)}: { columns, rows, raw }`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'fixtures' ? [] : productFiles(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

describe('tables are ColumnSpec lists', () => {
  const files = productFiles(SRC);
  const found = new Map<string, string[]>();
  for (const f of files) {
    const path = relative(ROOT, f);
    const hits = handBuiltTables(path, readFileSync(f, 'utf8'));
    if (hits.length > 0) found.set(path, hits);
  }

  it('reads the product code (the check looks at real files)', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files.map((f) => relative(ROOT, f))).toContain(COLUMN_SPEC);
  });

  it('finds a table built from parallel lists and a TableModel spelled out, and leaves a spec table alone', () => {
    const bad = [
      "import { table } from '../../tables.ts';",
      "const t = table([{ key: 'model', label: 'Model' }], rows.map((r) => [{ text: r.id }]), rows);",
      'const u = { columns, rows: cells, raw: rows.map((r) => ({ model: r.id })), caption };',
    ].join('\n');
    expect(handBuiltTables('src/views/example.ts', bad)).toEqual([
      '2: table(columns, cells, raw)',
      '3: { columns, rows, raw }',
    ]);
    const good = [
      "import { tableFromSpecs } from '../render/columnSpec.ts';",
      "const t = tableFromSpecs([{ id: 'model', label: 'Model', value: (r) => r.id }], rows);",
      'const only = { ...t, rows: t.rows.slice(1), raw: t.raw.slice(1) };',
      'function table(x) { return x; } table(1);',
    ].join('\n');
    expect(handBuiltTables('src/views/example.ts', good)).toEqual([]);
    expect(handBuiltTables(COLUMN_SPEC, 'const m = { columns, rows, raw };')).toEqual([]);
  });

  it('builds no table by hand outside the allowed files, and no allowed file more than its count', () => {
    const over = [...found].flatMap(([path, hits]) =>
      hits.length > (ALLOWED[path]?.count ?? 0)
        ? [`${path}: ${hits.length} hand-built (allowed ${ALLOWED[path]?.count ?? 0}): ${hits.join('; ')}`]
        : [],
    );
    expect(over).toEqual([]);
  });

  it('keeps the allow-list exact, so it only shrinks: lower a count or drop a file once its tables are specs', () => {
    const stale = Object.entries(ALLOWED).flatMap(([path, { count }]) => {
      const n = found.get(path)?.length ?? 0;
      return n < count ? [`${path}: allowed ${count}, has ${n}`] : [];
    });
    expect(stale).toEqual([]);
    const total = Object.values(ALLOWED).reduce((s, a) => s + a.count, 0);
    expect(total).toBe(0);
    expect(Object.keys(ALLOWED)).toEqual([]);
  });
});

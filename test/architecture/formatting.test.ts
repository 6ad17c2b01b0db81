// Number styles, chosen once (docs/decisions/0161-number-styles.md): product code (src without tests) writes
// p-values, intervals, missing values and fixed decimals only through src/render/format.ts. This reads every .ts,
// .astro and Markdown file under src and lists each line that spells one of them by hand, so the counts issue 35
// names stay true: no `toFixed` outside format.ts, one p-value style, one interval style, no literal dash for
// "no value". Comment lines are skipped: they may show a style in words.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');
const FORMAT = 'src/render/format.ts';

/**
 * Lines allowed to keep a pattern, each with why. Keep this short: a new entry needs a reason a reviewer accepts.
 * Keys are `path: rule`.
 */
const ALLOWED: Record<string, string> = {
  // A length bucket's label ("51–100"), made in statistics, which imports no rendering: a range, not an interval.
  'src/stats/sliceRates.ts: interval': 'length bucket label',
  // "wrote the aggregation SQL for <dir> to <file>": the word "to" between two paths.
  'src/cli/runCounts.ts: interval': 'prose',
  // pythonFloatRepr: Python's repr of a float ("1e-05"), compared digit for digit with a script's output; no p-value.
  'src/stats/studySummary.ts: p-value': 'Python float repr',
};

type Rule = 'toFixed' | 'p-value' | 'interval' | 'missing';

const RULES: { rule: Rule; kinds: ('code' | 'md')[]; pattern: RegExp; what: string }[] = [
  { rule: 'toFixed', kinds: ['code'], pattern: /\.toFixed\(/, what: 'toFixed outside format.ts' },
  {
    rule: 'p-value',
    kinds: ['code'],
    // A p written by hand: "p = ${…}", a bare "<0.001", an exponent, or a p given to a number formatter
    // (`fixed(pos.pValue, 4)`, `fixed(t.exactP, 3)`). A threshold in prose ("differs when p < 0.05") is the style.
    pattern:
      /\bp ?[=<] ?\$\{|['"`]< ?0?\.001['"`]|\.toExponential\(|\b(fixed|formatNumber)\((?:[\w?!]+\.)*(p|pValue|\w*P) ?[,)]/,
    what: 'a p-value spelled outside formatP',
  },
  { rule: 'p-value', kinds: ['md'], pattern: /\bp ?[=<] ?\{/, what: 'a p-value spelled in a text template' },
  {
    rule: 'interval',
    kinds: ['code'],
    // Two substitutions joined by an en dash or " to ", in a template literal ("${lo}–${hi}") or in Astro markup
    // ("{lo}–{hi}"): an interval or range written by hand instead of formatInterval or formatRange.
    pattern: /\} ?(–| to ) ?\$?\{/,
    what: 'an interval or range spelled outside formatInterval/formatRange',
  },
  {
    rule: 'interval',
    kinds: ['md'],
    pattern: /\} ?(–| to ) ?\{/,
    what: 'an interval spelled in a text template',
  },
  {
    rule: 'missing',
    kinds: ['code'],
    pattern: /'–'|"–"|`–`/,
    what: 'a literal en dash for a missing value (MISSING)',
  },
];

/** The lines of one file that break a rule, as `path:line: what: text`. */
export function styleViolations(path: string, text: string): string[] {
  if (path === FORMAT) return [];
  const kind = path.endsWith('.md') ? 'md' : 'code';
  const out: string[] = [];
  text.split('\n').forEach((line, i) => {
    const t = line.trim();
    if (kind === 'code' && (t.startsWith('//') || t.startsWith('*') || t.startsWith('/*'))) return;
    for (const r of RULES) {
      if (!r.kinds.includes(kind) || !r.pattern.test(line)) continue;
      if (ALLOWED[`${path}: ${r.rule}`]) continue;
      out.push(`${path}:${i + 1}: ${r.what}: ${t.slice(0, 120)}`);
    }
  });
  return out;
}

function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'fixtures' ? [] : productFiles(p);
    return /\.(ts|astro|md)$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [p] : [];
  });
}

describe('number styles', () => {
  const files = productFiles(SRC);

  it('reads the product code (the check looks at real files)', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files.map((f) => relative(ROOT, f))).toContain('src/views/turingFigures.ts');
  });

  it('finds each kind of hand-spelled number in a line of code or text', () => {
    const bad = [
      'const s = x.toFixed(2);',
      'return `p = ${p.toFixed(3)}`;',
      "return p < 0.001 ? '<0.001' : fixed(p, 3);",
      'return p.toExponential(1);',
      "[{ text: 'sign test p' }, { text: formatNumber(pos.pValue, 4) }],",
      'text: `${pct(lo)}–${pct(hi)}`,',
      'title: `95% CI ${fixed(lo, 2)} to ${fixed(hi, 2)}`,',
      '<td>{r.lo}–{r.hi}</td>',
      "{ text: x === null ? '–' : fixed(x) },",
    ].join('\n');
    expect(styleViolations('src/views/example.ts', bad).map((v) => v.split(': ')[1])).toEqual([
      'toFixed outside format.ts',
      'toFixed outside format.ts',
      'a p-value spelled outside formatP',
      'a p-value spelled outside formatP',
      'a p-value spelled outside formatP',
      'a p-value spelled outside formatP',
      'an interval or range spelled outside formatInterval/formatRange',
      'an interval or range spelled outside formatInterval/formatRange',
      'an interval or range spelled outside formatInterval/formatRange',
      'a literal en dash for a missing value (MISSING)',
    ]);
    expect(styleViolations('src/x/method.md', 'CI {lo}–{hi}%; sign test p = {p}.')).toHaveLength(2);
  });

  it('leaves comments, format.ts itself, prose dashes and the formatters’ calls alone', () => {
    const good = [
      '// prints "p = 0.012" and "lo–hi" in a comment',
      ' * @example fixed(1.25) // toFixed gives 1.3',
      'text: formatInterval(m.lo, m.hi, pct),',
      'title: `TOST ${formatP(p)}; 90% interval ${formatInterval(lo, hi, points)} pp`,',
      "label: 'Win – Tie – Lose',",
      'throw new Error(`normalQuantile requires 0 < p < 1 (got ${p})`);',
      "{ class: t.p < 0.05 ? '' : 'muted' },",
      "'two-proportion z-test, “differs” when p < 0.05',",
      '{ text: fixed(p.firstAiMeanAbsDiff, 2) },',
    ].join('\n');
    expect(styleViolations('src/views/example.ts', good)).toEqual([]);
    expect(styleViolations(FORMAT, 'const s = `p = ${p.toFixed(3)}`;')).toEqual([]);
  });

  it('holds in src: every p-value, interval, missing value and fixed decimal goes through format.ts', () => {
    const found = files.flatMap((f) =>
      styleViolations(relative(ROOT, f).split('\\').join('/'), readFileSync(f, 'utf8')),
    );
    expect(found).toEqual([]);
  });
});

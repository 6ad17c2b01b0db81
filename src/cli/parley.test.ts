// `parley check` and `parley build` as a user types them, on folders shaped like theirs: the data beside a README.md
// and a notes.txt. Repeated messages come grouped with a count and three examples (--verbose lists every one), and
// a folder where nothing is recognised is an error that lists the layouts looked for (issue 33). The builds that
// do run are in test/e2e/terminal.e2e.test.ts.
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parley } from '../../test/shared/runParley.ts';
import { EXIT } from '../pipeline/userError.ts';
import { PROFILES } from '../profiles/index.ts';

/** A user's project: `study/` holding the files given beside README.md and notes.txt; the commands run in it. */
function folder(files: Record<string, string> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'parley-cli-'));
  const study = join(root, 'study');
  mkdirSync(study);
  writeFileSync(join(study, 'README.md'), '# My arena study\n\nBattles judged by GPT-4.\n');
  writeFileSync(join(study, 'notes.txt'), 'ask Sam about the ties\n');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(study, path, '..'), { recursive: true });
    writeFileSync(join(study, path), text);
  }
  return root;
}

/** Arena battles among four models: `good` judged rows, then `bad` rows whose winner is not one of the four kinds. */
function battles(good: number, bad: number): string {
  const models = ['alder-7b', 'birch-13b', 'cedar-34b', 'dogwood-70b'];
  const winners = ['model_a', 'model_b', 'tie'];
  const row = (i: number, winner: string) =>
    JSON.stringify({
      model_a: models[i % 4],
      model_b: models[(i + 1 + (i % 3)) % 4],
      winner,
      question_id: `q-${i}`,
      judge: 'gpt-4',
    });
  return [
    ...Array.from({ length: good }, (_, i) => row(i, winners[i % 3]!)),
    ...Array.from({ length: bad }, (_, i) => row(good + i, `draw ${i}`)),
  ].join('\n');
}

/** The lines of one section of check's report (from its heading to the blank line after it). */
function section(stdout: string, heading: string): string[] {
  const lines = stdout.split('\n');
  const at = lines.findIndex((l) => l.startsWith(heading));
  expect(at, `no section ${heading}`).toBeGreaterThan(-1);
  const end = lines.indexOf('', at);
  return lines.slice(at, end === -1 ? undefined : end);
}

describe('parley check on a folder with a README and notes beside the data', () => {
  it('reads the battles, lists the two other files as not read, and groups 30 rows rejected for one reason', () => {
    const root = folder({ 'battles.jsonl': battles(40, 30) });
    const r = parley(root, ['check', 'study']);
    expect(r.status, r.stderr).toBe(EXIT.rejected);
    expect(section(r.stdout, 'Not read')).toMatchInlineSnapshot(`
      [
        "Not read (2 files):",
        "  README.md: not recognised: its first line is "# My arena study". Looked for (.md): BotChat's hand-picked examples: markdown named after a bad-case category, tables | Spea…",
        "  notes.txt: not recognised: its first line is "ask Sam about the ties". Looked for (.txt): Meena transcripts: blocks "<System> Conversation <n>" then "Speaker: text" lines…",
      ]
    `);
    expect(section(r.stdout, 'Rejected')).toMatchInlineSnapshot(`
      [
        "Rejected (30):",
        "  battles.jsonl (30 rows): winner must be model_a, model_b, tie or "tie (bothbad)" (got "…")",
        "    line 41, column winner: "draw 0"",
        "    line 42, column winner: "draw 1"",
        "    line 43, column winner: "draw 2"",
        "    ... and 27 more (--verbose lists them all)",
      ]
    `);
    expect(r.stdout).toContain('Rows: read 70 = used 40 + rejected 30; 0 notes; 0 problems.');
    expect(r.stdout).toContain('30 rows rejected: exit 1 (use --allow-rejects to accept them).');
    expect(r.stderr).toBe('');
  });

  it('lists every rejected row with --verbose, and why each file was not read in full', () => {
    const root = folder({ 'battles.jsonl': battles(40, 3) });
    const r = parley(root, ['check', 'study', '--verbose', '--allow-rejects']);
    expect(r.status, r.stderr).toBe(EXIT.ok);
    expect(section(r.stdout, 'Rejected')).toEqual([
      'Rejected (3):',
      '  battles.jsonl:41: column winner: winner must be model_a, model_b, tie or "tie (bothbad)" (got "draw 0")',
      '  battles.jsonl:42: column winner: winner must be model_a, model_b, tie or "tie (bothbad)" (got "draw 1")',
      '  battles.jsonl:43: column winner: winner must be model_a, model_b, tie or "tie (bothbad)" (got "draw 2")',
    ]);
    // Every layout a .md file could be, in full (the default cuts the line at 160 characters).
    const readme = r.stdout.split('\n').find((l) => l.startsWith('  README.md: '))!;
    expect(readme).toMatch(
      /Looked for \(\.md\): .*methodology changelog: Markdown with `## YYYY-MM-DD` headings/,
    );
    expect(readme.length).toBeGreaterThan(200);
  });

  it('says nothing was recognised, with every profile’s layouts, and exits 1 as for any problem', () => {
    const root = folder();
    const r = parley(root, ['check', 'study']);
    expect(r.status, r.stderr).toBe(EXIT.rejected);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('No file was read.');
    expect(r.stdout).toContain(
      '  nothing recognised: none of the 2 files in study is in a layout Parley reads, so there is nothing to build from.',
    );
    // The list is derived from the profiles: one line (and its continuations) for each profile that reads files.
    for (const p of PROFILES.filter((p) => p.roles.some((role) => !role.ignore)))
      expect(
        lines.filter((l) => l.startsWith(`    ${p.title}: `)),
        p.title,
      ).toHaveLength(1);
    expect(lines.length).toBeLessThan(60);
  });
});

describe('parley build on a folder where nothing is recognised', () => {
  it('builds nothing: exit 10, the layouts looked for on stderr, no output folder', () => {
    const root = folder();
    const r = parley(root, ['build', 'study', '--out', 'site']);
    expect(r.status, r.stderr).toBe(EXIT.nothingRead);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trim().split('\n');
    expect(lines[0]).toBe(
      'parley: nothing recognised: none of the 2 files in study is in a layout Parley reads, so there is nothing to build from.',
    );
    expect(lines).toContain('  Arena battles: Arena-style battles (.jsonl .json .csv .tsv)');
    expect(lines.at(-1)).toBe(
      "`parley check study` says why each file was not read. A manifest can name a file's role (docs/manifest.md).",
    );
    expect(existsSync(join(root, 'site'))).toBe(false);
  });
});

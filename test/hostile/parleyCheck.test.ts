// Nothing lost, end to end: every case of the hostile corpus that a manifest can name is put in one data directory,
// `parley check --verbose` runs on it as a user would run it, and every rejection readDataset reports is printed (on
// its own line, or in a line that groups a run of rows with the same reason), and the totals it prints reconcile.
// (Without --verbose, repeated messages are grouped with three examples: src/cli/parley.test.ts.)
import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSiteModel } from '../../src/pipeline/buildSiteModel.ts';
import { qualityDownloads } from '../../src/sections/quality/siteQuality.ts';
import { readDataset } from '../../src/profiles/index.ts';
import { formatLocation, printable, reportTotals, type Rejection } from '../../src/records/report.ts';
import { writeCase, type FileContent, type HostileCase } from './hostileCase.ts';
import { hostileCorpus } from './hostileCorpus.ts';

/** One data directory holding every manifest-named case under a folder of its own, and the manifest for all. */
async function combinedCase(): Promise<HostileCase> {
  const files: Record<string, FileContent> = {};
  const manifest: NonNullable<HostileCase['manifest']> = [];
  for (const c of await hostileCorpus()) {
    if (!c.manifest || c.rawManifest !== undefined) continue;
    const folder = c.id.replace(/[^A-Za-z0-9._-]+/g, '_');
    for (const [path, content] of Object.entries(c.files)) files[`${folder}/${path}`] = content;
    for (const f of c.manifest)
      if (f.path in c.files || manifest.every((m) => m.path !== `${folder}/${f.path}`))
        manifest.push({ ...f, path: `${folder}/${f.path}` });
  }
  return {
    id: 'all',
    tries: 'every case at once',
    files,
    manifest,
    expected: { outcome: 'rejected', says: '' },
  };
}

/** True when a printed report line stands for a rejection: its own line, or a run `file: lines a-b (n rows)...`. */
export function covers(line: string, r: Rejection): boolean {
  if (line === `  ${printable(`${formatLocation(r)}: ${r.reason}`)}`) return true;
  const m = /^ {2}(.+): (lines|rows) (\d+)-(\d+) \(\d+ rows\)(?:: column (.*?))?: (.*)$/.exec(line);
  if (!m) return false;
  const at = r.line ?? r.row ?? -1;
  return (
    m[1] === printable(r.file) &&
    (m[2] === 'lines') === (r.line !== undefined) &&
    at >= Number(m[3]) &&
    at <= Number(m[4]) &&
    m[6] === printable(r.reason)
  );
}

describe('parley check and the data-quality page on the whole hostile corpus', () => {
  let dir: string;
  let stdout: string;
  let code: number;
  beforeAll(async () => {
    dir = join(await mkdtemp(join(tmpdir(), 'parley-check-corpus-')), 'data');
    await writeCase(await combinedCase(), dir);
    const run = promisify(execFile);
    try {
      const r = await run(
        process.execPath,
        ['src/cli/parley.ts', 'check', dir, '--allow-rejects', '--verbose'],
        {
          maxBuffer: 256 * 1024 * 1024,
        },
      );
      stdout = r.stdout;
      code = 0;
    } catch (e) {
      const err = e as { stdout?: string; code?: number };
      stdout = err.stdout ?? '';
      code = err.code ?? -1;
    }
  });

  it('builds a site model whose data-quality page lists every rejection, with totals that reconcile', async () => {
    const data = await readDataset(dir);
    const t = reportTotals(data.report);
    // Words stand in for tokens: the tokenizer is not what is under test, and the corpus holds 10 MB chats.
    const model = buildSiteModel(data, { countTokens: (text) => text.split(/\s+/).length, version: 'test' });
    const q = model.quality.rejected;
    expect(q.count).toBe(t.rejected);
    expect(q.groups.reduce((n, g) => n + g.count, q.moreCount)).toBe(t.rejected);
    // Every rejected row is in the download, in the report's order.
    const json = qualityDownloads(data.report).find((d) => d.path === model.quality.downloads.rejected.json)!;
    const rows = (JSON.parse(json.text) as { rows: { file: string; reason: string }[] }).rows;
    expect(rows.map((r) => `${r.file}: ${r.reason}`)).toEqual(
      data.report.files.flatMap((f) => f.rejections.map((r) => `${r.file}: ${r.reason}`)),
    );
    expect(model.quality.totals).toMatchObject({
      rowsRead: t.rowsRead,
      rejected: t.rejected,
      reconciles: true,
    });
  });

  it('exits 1 even with --allow-rejects, since files that cannot be read are problems (3 would mean rows were lost)', () => {
    expect(code).toBe(1);
    expect(stdout).toMatch(
      /\d+ problems \(listed above: files that cannot be read, data missing or in disagreement\) and \d+ rows rejected: exit 1\./,
    );
  });

  it('prints a line for every rejection, and totals that reconcile with readDataset', async () => {
    const data = await readDataset(dir);
    const t = reportTotals(data.report);
    expect(t.reconciles).toBe(true);
    expect(t.rejected).toBeGreaterThan(200);
    const lines = stdout.split('\n');
    const rejected = lines.slice(lines.findIndex((l) => l.startsWith('Rejected (')) + 1);
    const printed = rejected.slice(
      0,
      rejected.findIndex((l) => !l.startsWith('  ')),
    );
    const missing = data.report.files
      .flatMap((f) => f.rejections)
      .filter((r) => !printed.some((l) => covers(l, r)))
      .map((r) => `${formatLocation(r)}: ${r.reason}`);
    expect(missing).toEqual([]);
    expect(stdout).toContain(
      `Rows: read ${t.rowsRead} = used ${t.rowsUsed}${t.duplicates ? ` + read twice ${t.duplicates}` : ''} + rejected ${t.rejected};`,
    );
    expect(stdout).toContain(`Files: seen ${t.filesSeen} = read ${t.files} + not read ${t.filesNotRead}`);
    expect(stdout).not.toContain('DOES NOT RECONCILE');
    // No control character from the data reaches the terminal.
    expect(stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
  });
});

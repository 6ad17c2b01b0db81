// The demo's preference labels: the committed files are what the generator writes, the JSONL and CSV twins read
// to the same records, and the guide's rules find exactly the planted breaches (every one, and nothing else).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDataset } from '../../src/profiles/index.ts';
import { demoDataset } from '../../test/shared/demoFixtures.ts';
import { formatRejection } from '../../src/records/report.ts';
import { rejectionRuleFindings } from '../../src/profiles/preference/site/rejectionRules.ts';
import { preferenceRuleFindings } from '../../src/stats/preferenceRuleFindings.ts';
import { buildPreferenceDemo } from './preference.ts';

const CONTENT = join(import.meta.dirname, '../../content');
const demo = buildPreferenceDemo();

describe('the preference demo in content/', () => {
  it('is what the generator writes (run scripts/make-demo-content.ts after changing it)', async () => {
    expect(await readFile(join(CONTENT, 'preference/labels.jsonl'), 'utf8')).toBe(demo.jsonl);
    expect(await readFile(join(CONTENT, 'preference/labels.csv'), 'utf8')).toBe(demo.csv);
  });

  it('the rules report lists every planted breach and nothing else', async () => {
    const data = await demoDataset();
    const found = [
      ...preferenceRuleFindings(data.preferenceLabels),
      ...rejectionRuleFindings(data.preferenceLabels),
    ].map((f) => ({
      rule: f.rule,
      raterId: f.raterId,
      conversationId: f.conversationId,
      taskId: f.taskId,
      side: f.side,
      line: f.source.line,
    }));
    const planted = demo.planted.map(({ what: _w, ...p }) => ({ taskId: undefined, side: undefined, ...p }));
    const key = (x: { line?: number; rule: string }) => `${String(x.line).padStart(4, '0')} ${x.rule}`;
    expect(found.sort((a, b) => (key(a) < key(b) ? -1 : 1))).toEqual(
      planted.sort((a, b) => (key(a) < key(b) ? -1 : 1)),
    );
    // Each of the seven rules (four of the guide, three of its rejection policy) is planted at least once.
    expect(new Set(found.map((f) => f.rule)).size).toBe(7);
  });

  it('the reader rejects exactly the two broken rows, at their line and column', async () => {
    const data = await demoDataset();
    const file = data.report.files.find((f) => f.file === 'preference/labels.jsonl')!;
    expect(file.rejections.map((r) => [r.line, r.column])).toEqual(
      demo.broken.map((b) => [b.line, b.column]),
    );
    expect(file.rowsRead).toBe(file.rowsUsed + file.rejections.length);
    expect(formatRejection(file.rejections[0]!)).toBe(
      `preference/labels.jsonl:${demo.broken[0]!.line}: column a_fluency: "a_fluency" must be 1, 2 or 3 (got 4)`,
    );
  });

  it('labels.jsonl and its CSV twin read to identical records', async () => {
    const dir = CONTENT;
    const jsonl = await demoDataset();
    const csv = await readDataset(dir, {
      manifestPath: join(import.meta.dirname, 'preference.twin-manifest.json'),
    });
    const strip = <T extends { source: unknown }>(xs: T[]) => xs.map(({ source: _s, ...r }) => r);
    expect(csv.preferenceLabels.length).toBe(jsonl.preferenceLabels.length);
    expect(strip(csv.preferenceLabels)).toEqual(strip(jsonl.preferenceLabels));
    const f = csv.report.files[0]!;
    expect(f.rejections.map((r) => [r.line, r.column])).toEqual(
      demo.broken.map((b) => [b.line + 1, b.column]),
    );
  });
});

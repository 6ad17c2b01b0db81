// The hostile-input corpus, read through readDataset case by case: each case's outcome is the expected one, every
// message names its file, place and reason without a stack trace, every row is accounted for, and the whole
// outcome listing matches the reviewed file __snapshots__/hostileCorpus.outcomes.txt.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  formatOutcome,
  messagesOf,
  outcomeOf,
  readCase,
  writeCase,
  type CaseOutcome,
  type HostileCase,
} from './hostileCase.ts';
import { hostileCorpus } from './hostileCorpus.ts';
import { inputSpec } from '../../src/profiles/index.ts';

/** Longest message accepted: a reason quotes at most a short piece of the data. */
const MAX_MESSAGE_CHARS = 600;

const corpus = await hostileCorpus();

/** The file paths a case's hand-written manifest names (when it parses). */
function rawManifestPaths(c: HostileCase): string[] {
  try {
    const files = (JSON.parse(c.rawManifest ?? '{}') as { files?: { path?: unknown }[] }).files;
    return Array.isArray(files) ? files.flatMap((f) => (typeof f.path === 'string' ? [f.path] : [])) : [];
  } catch {
    return [];
  }
}
const outcomes = new Map<string, CaseOutcome>();

beforeAll(async () => {
  const root = await mkdtemp(join(tmpdir(), 'parley-hostile-corpus-'));
  for (const c of corpus) {
    const dir = join(root, c.id.replace(/[^A-Za-z0-9._-]+/g, '_'));
    await writeCase(c, dir);
    const o = await readCase(c.id, dir);
    delete o.dataset;
    outcomes.set(c.id, o);
  }
});

describe('the hostile-input corpus', () => {
  it('has unique case ids', () => {
    expect(new Set(corpus.map((c) => c.id)).size).toBe(corpus.length);
  });

  it('matches the reviewed outcomes file', async () => {
    // Every role the registered profiles declare (listed by the unknown-role message) reads as a placeholder, so
    // registering a profile does not change the reviewed file; the manifest tests check the list itself.
    const roles = inputSpec()
      .roles.filter((r) => !r.ignore)
      .map((r) => JSON.stringify(r.role))
      .join('|');
    const text = (corpus.map((c) => formatOutcome(c, outcomes.get(c.id)!)).join('\n\n') + '\n')
      .split(roles)
      .join('<every role>');
    await expect(text).toMatchFileSnapshot('__snapshots__/hostileCorpus.outcomes.txt');
  });

  it.each(corpus.map((c) => [c.id, c] as const))('%s', (_, c) => {
    const o = outcomes.get(c.id)!;
    expect(o.crash).toBeUndefined();
    expect(outcomeOf(o, c.baseline)).toBe(c.expected.outcome);
    if ('says' in c.expected) {
      const says = c.expected.says;
      expect(
        messagesOf(o, c.expected.outcome).some((m) => m.includes(says)),
        `no message says ${JSON.stringify(says)}`,
      ).toBe(true);
    }
    if (o.totals) expect(o.totals.reconciles).toBe(true);
    expect(o.unlocated, 'rejections without a line or row').toEqual([]);
    for (const m of [...o.rejections, ...o.notes, ...o.problems]) {
      // One line, naming one of the case's files first, no stack frame, no object dumped, not a wall of text.
      expect(m).not.toMatch(/[\n\r]|\bat .+:\d+:\d+|\[object Object\]/);
      const named = [
        ...Object.keys(c.files),
        ...(c.manifest ?? []).map((f) => f.path),
        ...rawManifestPaths(c),
      ];
      expect(
        named.some((f) => m.startsWith(f)),
        m,
      ).toBe(true);
      expect(m.length, m).toBeLessThanOrEqual(MAX_MESSAGE_CHARS);
    }
  });

  it('crashes nowhere and loses no row; the counts are printed', () => {
    const files = corpus.reduce((n, c) => n + Object.keys(c.files).length, 0);
    const by = (o: string) => corpus.filter((c) => outcomeOf(outcomes.get(c.id)!, c.baseline) === o).length;
    const crashes = by('crash');
    const unaccounted = [...outcomes.values()].reduce(
      (n, o) =>
        n + Math.abs((o.totals?.rowsRead ?? 0) - (o.totals?.rowsUsed ?? 0) - (o.totals?.rejected ?? 0)),
      0,
    );
    console.log(
      `hostile corpus: ${corpus.length} cases, ${files} files tried; rejected with a message ${by('rejected')}, accepted with a warning ${by('warned')}, accepted clean ${by('accepted')}, not recognised ${by('skipped')}, unreadable ${by('problem')}, manifest refused ${by('refused')}; crashes ${crashes}; rows unaccounted ${unaccounted}`,
    );
    expect(crashes).toBe(0);
    expect(unaccounted).toBe(0);
  });

  it('leaves Object.prototype as it was (no __proto__ key polluted it)', () => {
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

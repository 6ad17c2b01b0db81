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
} from './hostileCase.ts';
import { hostileCorpus } from './hostileCorpus.ts';

const corpus = hostileCorpus();
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
}, 120_000);

describe('the hostile-input corpus', () => {
  it('has unique case ids', () => {
    expect(new Set(corpus.map((c) => c.id)).size).toBe(corpus.length);
  });

  it('matches the reviewed outcomes file', async () => {
    const text = corpus.map((c) => formatOutcome(c, outcomes.get(c.id)!)).join('\n\n') + '\n';
    await expect(text).toMatchFileSnapshot('__snapshots__/hostileCorpus.outcomes.txt');
  });

  it.each(corpus.map((c) => [c.id, c] as const))('%s', (_, c) => {
    const o = outcomes.get(c.id)!;
    expect(o.crash).toBeUndefined();
    expect(outcomeOf(o)).toBe(c.expected.outcome);
    if ('says' in c.expected) {
      const says = c.expected.says;
      expect(
        messagesOf(o, c.expected.outcome).some((m) => m.includes(says)),
        `no message says ${JSON.stringify(says)}`,
      ).toBe(true);
    }
    if (o.totals) expect(o.totals.reconciles).toBe(true);
  });
});

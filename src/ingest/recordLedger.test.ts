// The ledger guards every record kind: the built-in kinds by their declared identities (src/records/kinds.ts),
// a profile's registered kinds in `records`, and refuses a kind no profile registered.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emptyDataset, emptySink } from '../records/dataset.ts';
import { SINK_KINDS } from '../records/kinds.ts';
import { identityOf, recordKind, recordsOf } from '../records/recordKind.ts';
import type { FedItem } from '../records/fed.ts';
import type { FileReport } from '../records/report.ts';
import type { SsaLabel } from '../records/ssa.ts';
import { SourceSchema } from '../records/source.ts';
import { overlapProblem, RecordLedger } from './recordLedger.ts';

const fileReport = (file: string): FileReport => ({
  file,
  role: 'test',
  detectedBy: 'header',
  rowsRead: 0,
  rowsUsed: 0,
  rejections: [],
  findings: [],
});

const label = (file: string, sensible: boolean): SsaLabel => ({
  model: 'bot',
  version: '',
  mode: 'static',
  conversation: 'c1',
  turn: 1,
  rater: 'r1',
  sensible,
  specific: false,
  source: { file, line: 2 },
});

const TOY = recordKind({
  key: 'toy.items',
  schema: z.object({ id: z.string(), value: z.number(), source: SourceSchema }),
  identity: (r) => identityOf('toy', r.id),
  content: (r) => r.value,
});

describe('RecordLedger', () => {
  it('uses an SSA label read in two files once, and counts the copy as a duplicate', () => {
    const sink = emptySink();
    const ledger = new RecordLedger();
    const a = fileReport('a.tsv');
    const b = fileReport('b.tsv');
    ledger.guard(sink, a).ssaLabels.push(label('a.tsv', true));
    ledger.guard(sink, b).ssaLabels.push(label('b.tsv', true));
    expect(sink.ssaLabels.map((l) => l.source.file)).toEqual(['a.tsv']);
    expect(b.rowsDuplicate).toBe(1);
    expect(ledger.overlaps()).toEqual([{ first: 'a.tsv', second: 'b.tsv', same: 1, differ: 0 }]);
  });

  it('names both places when a copy of a label differs', () => {
    const sink = emptySink();
    const ledger = new RecordLedger();
    ledger.guard(sink, fileReport('a.tsv')).ssaLabels.push(label('a.tsv', true));
    ledger.guard(sink, fileReport('b.tsv')).ssaLabels.push(label('b.tsv', false));
    const [o] = ledger.overlaps();
    expect(o).toMatchObject({ same: 0, differ: 1 });
    expect(overlapProblem(o!)?.reason).toMatch(
      /^1 of its records have the same identity as records of a\.tsv/,
    );
  });

  it("guards a profile's registered kind in records, and keeps records of other identities", () => {
    const sink = emptySink([TOY]);
    const ledger = new RecordLedger([TOY]);
    const b = fileReport('b.json');
    recordsOf(ledger.guard(sink, fileReport('a.json')), TOY).push({
      id: 'x',
      value: 1,
      source: { file: 'a.json' },
    });
    recordsOf(ledger.guard(sink, b), TOY).push(
      { id: 'x', value: 1, source: { file: 'b.json' } },
      { id: 'y', value: 2, source: { file: 'b.json' } },
    );
    expect(recordsOf(sink, TOY).map((r) => `${r.id}@${r.source.file}`)).toEqual(['x@a.json', 'y@b.json']);
    expect(b.rowsDuplicate).toBe(1);
  });

  it('throws, as a bug, when a reader asks for a kind no profile registered', () => {
    const guarded = new RecordLedger().guard(emptySink(), fileReport('a.json'));
    expect(() => recordsOf(guarded, TOY)).toThrow('record kind toy.items is not declared in any profile');
  });

  it('passes records of a kind declared without identity through, copies and all', () => {
    const sink = emptySink();
    const ledger = new RecordLedger();
    const count = { benchmark: 'b', model: 'm', tokens: 3, chats: 2, over60Words: 0 };
    ledger.guard(sink, fileReport('a.csv')).lengthCounts.push(count);
    ledger.guard(sink, fileReport('b.csv')).lengthCounts.push(count);
    expect(SINK_KINDS.lengthCounts.identity).toBeUndefined();
    expect(sink.lengthCounts).toHaveLength(2);
  });
});

describe("FED items' identity", () => {
  const item = (file: string, n: number, rating: number): FedItem => ({
    level: 'turn',
    item: n,
    system: 'lumen',
    context: [{ speaker: 'User', text: 'Hi!' }],
    response: "Hey there! I'm System.",
    ratings: { Interesting: [rating] },
    source: { file },
  });

  it('keeps two conversations that open alike (the same exchange rated at two places of one file)', () => {
    const sink = emptySink();
    const guarded = new RecordLedger().guard(sink, fileReport('fed.json'));
    guarded.fedItems.push(item('fed.json', 1, 2), item('fed.json', 5, 3));
    expect(sink.fedItems.map((i) => i.item)).toEqual([1, 5]);
  });

  it('uses the items of a copied file once', () => {
    const sink = emptySink();
    const ledger = new RecordLedger();
    const copy = fileReport('copy/fed.json');
    ledger.guard(sink, fileReport('fed.json')).fedItems.push(item('fed.json', 1, 2));
    ledger.guard(sink, copy).fedItems.push(item('copy/fed.json', 1, 2));
    expect(sink.fedItems).toHaveLength(1);
    expect(copy.rowsDuplicate).toBe(1);
  });
});

describe('emptySink and emptyDataset', () => {
  it('hold an empty array for every built-in kind and each registered kind', () => {
    const sink = emptySink([TOY]);
    for (const k of Object.keys(SINK_KINDS))
      expect((sink as unknown as Record<string, unknown[]>)[k]).toEqual([]);
    expect(sink.rutie).toEqual({ questions: [], answers: [], pools: [], serverScores: [] });
    expect(sink.records).toEqual({ 'toy.items': [] });
  });

  it('give a registered kind its array the first time it is asked for', () => {
    const data = emptyDataset();
    expect(recordsOf(data, TOY)).toEqual([]);
    recordsOf(data, TOY).push({ id: 'z', value: 3, source: { file: 'f' } });
    expect(recordsOf(data, TOY)).toHaveLength(1);
  });
});

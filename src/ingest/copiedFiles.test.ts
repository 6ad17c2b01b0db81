// A file read as a whole-file copy (a role whose rows carry no identity of their own) is used once, whatever kind
// its records are: the shared kinds, and the kinds held one level down (a profile's registered kinds in `records`).
import { describe, expect, it } from 'vitest';
import { writeTree } from '../../test/peers/readTree.ts';
import { z } from 'zod';
import { recordKind, recordsOf } from '../records/recordKind.ts';
import { SourceSchema } from '../records/source.ts';
import { reportTotals } from '../records/report.ts';
import { readInputs, type InputSpec } from './readInputs.ts';
import { reject, rowUsed } from './rowOutcomes.ts';
import { hasAll, type RoleSpec } from './roles.ts';

/** A vote between two answers, with no identity: the same vote may be cast many times. */
const VOTE = recordKind({
  key: 'test.votes',
  schema: z.object({ a: z.string(), b: z.string(), vote: z.string(), source: SourceSchema }),
  identity: undefined,
  content: (r) => r.vote,
});

const votes: RoleSpec = {
  role: 'test-votes',
  benchmark: 'test',
  layout: 'votes: a, b, vote (JSON lines)',
  formats: ['jsonl'],
  key: true,
  identity: 'file',
  recognise: (f) => f.ext === 'jsonl' && hasAll(f.keys, 'a', 'b', 'vote'),
  jsonLines(lines, ctx) {
    const target = recordsOf(ctx.sink, VOTE);
    for (const l of lines) {
      if (!l.ok) {
        reject(ctx, { line: l.line }, l.reason);
        continue;
      }
      const v = l.value as { a?: unknown; b?: unknown; vote?: unknown };
      if (typeof v.a !== 'string' || typeof v.b !== 'string' || typeof v.vote !== 'string') {
        reject(ctx, { line: l.line }, 'a, b and vote must be text');
        continue;
      }
      target.push({ a: v.a, b: v.b, vote: v.vote, source: { file: ctx.file, line: l.line } });
      rowUsed(ctx);
    }
  },
};

const spec: InputSpec = {
  roles: [votes],
  link: [],
  models: () => [],
  modelTable: () => [],
  modelTables: [],
  judges: {},
  recordKinds: [VOTE],
};

const lines = (rows: string[][]) =>
  rows.map(([a, b, vote]) => `${JSON.stringify({ a, b, vote })}\n`).join('');
const ROWS = [
  ['x', 'y', 'a'],
  ['x', 'y', 'a'],
  ['y', 'z', 'tie'],
];

describe('a whole-file copy of records of a registered kind', () => {
  it('is used once and named as a copy, in any order of its rows; repeated rows within a file are kept', async () => {
    const reordered = [ROWS[2]!, ROWS[0]!, ROWS[1]!];
    const d = await readInputs(
      await writeTree({ 'a/votes.jsonl': lines(ROWS), 'b/votes copy.jsonl': lines(reordered) }),
      spec,
    );
    expect(recordsOf(d, VOTE).map((v) => `${v.vote}@${v.source.file}:${v.source.line}`)).toEqual([
      'a@a/votes.jsonl:1',
      'a@a/votes.jsonl:2',
      'tie@a/votes.jsonl:3',
    ]);
    const copy = d.report.files.find((f) => f.file === 'b/votes copy.jsonl')!;
    expect(copy.findings.map((f) => f.message)).toEqual([
      'holds the same 3 records as a/votes.jsonl: a copy, used once (from a/votes.jsonl)',
    ]);
    expect(copy).toMatchObject({ rowsRead: 3, rowsUsed: 0, rowsDuplicate: 3 });
    expect(reportTotals(d.report)).toMatchObject({ rowsRead: 6, rowsUsed: 3, reconciles: true });
  });

  it('is not a copy when one vote differs: both files are used', async () => {
    const other = [ROWS[0]!, ROWS[1]!, ['y', 'z', 'b']];
    const d = await readInputs(
      await writeTree({ 'votes.jsonl': lines(ROWS), 'more.jsonl': lines(other) }),
      spec,
    );
    expect(recordsOf(d, VOTE)).toHaveLength(6);
    expect(d.report.files.flatMap((f) => f.findings)).toEqual([]);
  });
});

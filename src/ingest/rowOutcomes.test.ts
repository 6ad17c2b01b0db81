import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newFileReport, reportTotals } from '../records/report.ts';
import { addRowsOf, duplicateRows, reject, rejectRows, rejectUsedRow, rowUsed } from './rowOutcomes.ts';

const fresh = () => {
  const report = newFileReport('votes.jsonl', 'test-votes', 'name');
  return { file: 'votes.jsonl', report };
};

describe('row outcomes', () => {
  it('count each row once, by its fate (a hand-made file of five rows)', () => {
    // Rows 1 and 2 used, row 3 rejected, row 4 one of a table's rows that could not be split, row 5 used but a
    // copy of a record read before: 5 read = 2 used + 1 duplicate + 2 rejected.
    const ctx = fresh();
    rowUsed(ctx);
    rowUsed(ctx);
    reject(ctx, { line: 3, column: 'winner' }, 'winner is empty');
    rejectRows(ctx.report, [{ file: ctx.file, line: 4, reason: 'a quote is never closed' }]);
    rowUsed(ctx);
    duplicateRows(ctx.report);
    expect(ctx.report).toMatchObject({ rowsRead: 5, rowsUsed: 2, rowsDuplicate: 1 });
    expect(ctx.report.rejections).toEqual([
      { file: 'votes.jsonl', line: 3, column: 'winner', reason: 'winner is empty' },
      { file: 'votes.jsonl', line: 4, reason: 'a quote is never closed' },
    ]);
  });

  it('leave rowsDuplicate out of a report that has none (as reports were written before)', () => {
    const ctx = fresh();
    rowUsed(ctx, 3);
    expect(ctx.report).toMatchObject({ rowsRead: 3, rowsUsed: 3 });
    expect('rowsDuplicate' in ctx.report).toBe(false);
  });

  it("add the rows said on a scratch report to the file's report, rejections after the file's own", () => {
    // The file: 2 rows used, row 3 rejected. The scratch report (a fast reader's): 4 rows used, rows 9 and 12
    // rejected. Together 9 read = 6 used + 3 rejected, no duplicate.
    const ctx = fresh();
    rowUsed(ctx, 2);
    reject(ctx, { line: 3 }, 'first');
    const scratch = fresh();
    rowUsed(scratch, 4);
    reject(scratch, { line: 9 }, 'second');
    reject(scratch, { line: 12 }, 'third');
    addRowsOf(ctx.report, scratch.report);
    expect(ctx.report).toMatchObject({ rowsRead: 9, rowsUsed: 6 });
    expect('rowsDuplicate' in ctx.report).toBe(false);
    expect(ctx.report.rejections.map((r) => r.line)).toEqual([3, 9, 12]);
    expect(reportTotals({ files: [ctx.report], skipped: [], problems: [] }).reconciles).toBe(true);
  });

  it('take a used row back when a later check rejects it: still read, now rejected', () => {
    const ctx = fresh();
    rowUsed(ctx, 2);
    rejectUsedRow(ctx.report, {
      file: ctx.file,
      line: 2,
      column: 'conversation',
      reason: 'no such conversation',
    });
    expect(ctx.report).toMatchObject({ rowsRead: 2, rowsUsed: 1 });
    expect(ctx.report.rejections).toHaveLength(1);
  });

  it('reconcile read = used + duplicate + rejected after any sequence of outcomes (property)', () => {
    type Step = 'used' | 'reject' | 'rejectRows' | 'duplicate' | 'rejectUsed';
    const steps = fc.array(
      fc.record({
        step: fc.constantFrom<Step>('used', 'reject', 'rejectRows', 'duplicate', 'rejectUsed'),
        n: fc.integer({ min: 1, max: 4 }),
      }),
      { maxLength: 60 },
    );
    fc.assert(
      fc.property(steps, (list) => {
        const ctx = fresh();
        let used = 0;
        for (const { step, n } of list) {
          if (step === 'used') {
            rowUsed(ctx, n);
            used += n;
          } else if (step === 'reject') reject(ctx, { line: 1 }, 'bad');
          else if (step === 'rejectRows')
            rejectRows(
              ctx.report,
              Array.from({ length: n }, () => ({ file: ctx.file, reason: 'bad' })),
            );
          // Duplicates and late rejections take rows that were used (the ledger and link steps see only those).
          else if (step === 'duplicate' && used >= n) {
            duplicateRows(ctx.report, n);
            used -= n;
          } else if (step === 'rejectUsed' && used >= 1) {
            rejectUsedRow(ctx.report, { file: ctx.file, reason: 'bad' });
            used -= 1;
          }
        }
        expect(ctx.report.rowsUsed).toBe(used);
        expect(reportTotals({ files: [ctx.report], skipped: [], problems: [] }).reconciles).toBe(true);
      }),
      { seed: 35, numRuns: 200 },
    );
  });
});

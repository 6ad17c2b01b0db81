import { describe, expect, it } from 'vitest';
import { table } from './viewContext.ts';
import { isDistrusted, markUnverifiedRows, rowTrust, textIsChecked, UNVERIFIED_SHARE } from './textTrust.ts';

const uni = (model: string, verified: boolean) => ({ model, ...(verified ? { judgedText: 'd' } : {}) });
const pair = (model1: string, model2: string, verified: boolean) => ({
  model1,
  model2,
  ...(verified ? { judgedText: 'd' } : {}),
});

describe('textTrust', () => {
  it('distrusts a judgment without judgedText only where the benchmark checks text at all', () => {
    expect(textIsChecked([uni('a', false), uni('b', true)])).toBe(true);
    expect(textIsChecked([uni('a', false)])).toBe(false);
    // Battles with no text: nothing is checked, nothing is counted as unverified.
    expect(rowTrust([uni('a', false)], [], false).get('a')).toEqual({ unverified: 0, total: 1 });
  });

  it("counts a row's verdicts and every comparison it is a side of", () => {
    const t = rowTrust(
      [uni('a', false), uni('a', true), uni('GT', true)],
      [pair('GT', 'a', false), pair('a', 'b', true)],
      true,
    );
    expect(t.get('a')).toEqual({ unverified: 2, total: 4 });
    expect(t.get('GT')).toEqual({ unverified: 1, total: 2 });
    expect(t.get('b')).toEqual({ unverified: 0, total: 1 });
  });

  it('marks a row when more than a tenth of its judgments are unverified', () => {
    expect(UNVERIFIED_SHARE).toBe(0.1);
    expect(isDistrusted({ unverified: 41, total: 413 })).toBe(false); // 9.9%
    expect(isDistrusted({ unverified: 42, total: 413 })).toBe(true);
    expect(isDistrusted({ unverified: 0, total: 0 })).toBe(false);
  });

  it("puts the caveat on a marked row's first cell and the unverified count in its downloads", () => {
    const t = table(
      [
        { key: 'model', label: 'Model' },
        { key: 'pass', label: 'pass %', numeric: true },
      ],
      [
        [{ text: 'A' }, { text: '50.0' }],
        [{ text: 'B' }, { text: '40.0' }],
      ],
      [
        { model: 'a', pass: 0.5 },
        { model: 'b', pass: 0.4 },
      ],
    );
    const trust = new Map([
      ['a', { unverified: 413, total: 413 }],
      ['b', { unverified: 1, total: 413 }],
    ]);
    const marked = markUnverifiedRows(t, trust, (m) => m.toUpperCase());
    expect(marked.rows[0]![0]!.caveat).toMatch(
      /^A: 413 of the 413 judgments behind this row could not be verified/,
    );
    expect(marked.rows[1]![0]).toEqual({ text: 'B' });
    expect(marked.rows[0]![1]).toEqual({ text: '50.0' });
    expect(marked.raw).toEqual([
      { model: 'a', pass: 0.5, judgmentsUnverified: 413 },
      { model: 'b', pass: 0.4, judgmentsUnverified: 1 },
    ]);
    // Nothing marked: the same table.
    expect(markUnverifiedRows(t, new Map([['a', { unverified: 1, total: 413 }]]), String)).toBe(t);
  });
});

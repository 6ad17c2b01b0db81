import { describe, expect, it } from 'vitest';
import type { TableModel } from '../site/viewModel.ts';
import { isDistrusted, markUnverifiedRows, rowTrust, textCheck, UNVERIFIED_SHARE } from './textTrust.ts';

const conv = (model: string, seed: string, setting = '6') => ({
  id: `b/${setting}/${seed}/${model}`,
  benchmark: 'b',
  setting,
  seed,
  model,
});
const uni = (model: string, seed: string, verified: boolean, setting = '6') => ({
  benchmark: 'b',
  setting,
  seed,
  model,
  ...(verified ? { judgedText: 'd' } : {}),
});
const pair = (model1: string, model2: string, seed: string, verified: boolean) => ({
  benchmark: 'b',
  setting: '6',
  seed,
  model1,
  model2,
  ...(verified ? { judgedText: 'd' } : {}),
});
// Conversations of a, b and the ground truth on seeds s1 and s2, in setting 6 only.
const conversations = ['a', 'b', 'GT'].flatMap((m) => ['s1', 's2'].map((s) => conv(m, s)));

describe('textTrust', () => {
  it('checks text only where some judgment of the benchmark was verified by it', () => {
    expect(textCheck(conversations, [uni('a', 's1', false), uni('b', 's1', true)]).checked).toBe(true);
    // Battles with no text: nothing is checked, nothing counts as unverified.
    const none = textCheck(conversations, [uni('a', 's1', false)]);
    expect(none.checked).toBe(false);
    expect(rowTrust([uni('a', 's1', false)], [], none).get('a')).toEqual({ unverified: 0, total: 1 });
  });

  it("counts a row's checkable verdicts and every comparison it is a side of", () => {
    const js = [uni('a', 's1', false), uni('a', 's2', true), uni('GT', 's1', true)];
    const ps = [pair('GT', 'a', 's1', false), pair('a', 'b', 's2', true)];
    const t = rowTrust(js, ps, textCheck(conversations, [...js, ...ps]));
    expect(t.get('a')).toEqual({ unverified: 2, total: 4 });
    expect(t.get('GT')).toEqual({ unverified: 1, total: 2 });
    expect(t.get('b')).toEqual({ unverified: 0, total: 1 });
  });

  it('leaves out judgments of conversations that are not in the data: there is nothing to check them against', () => {
    // Setting 12's dialogues were not read (HCG's 12-turn files when only the 6-turn dialogues are public).
    const js = [uni('a', 's1', true), uni('a', 's1', false, '12'), uni('a', 's2', false, '12')];
    const check = textCheck(conversations, js);
    expect(check.checkable(js[1]!)).toBe(false);
    expect(rowTrust(js, [], check).get('a')).toEqual({ unverified: 0, total: 1 });
    // The ground truth's conversation of a seed stands in every setting.
    expect(check.checkable(pair('GT', 'a', 's1', false))).toBe(true);
    expect(check.checkable({ ...pair('GT', 'a', 's1', false), setting: '12' })).toBe(false);
  });

  it('marks a row when more than a tenth of its judgments are unverified', () => {
    expect(UNVERIFIED_SHARE).toBe(0.1);
    expect(isDistrusted({ unverified: 41, total: 413 })).toBe(false); // 9.9%
    expect(isDistrusted({ unverified: 42, total: 413 })).toBe(true);
    expect(isDistrusted({ unverified: 0, total: 0 })).toBe(false);
  });

  it("puts the caveat on a marked row's first cell and the unverified count in its downloads", () => {
    const t: TableModel = {
      columns: [
        { key: 'model', label: 'Model' },
        { key: 'pass', label: 'pass %', numeric: true },
      ],
      rows: [
        [{ text: 'A' }, { text: '50.0' }],
        [{ text: 'B' }, { text: '40.0' }],
      ],
      raw: [
        { model: 'a', pass: 0.5 },
        { model: 'b', pass: 0.4 },
      ],
    };
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

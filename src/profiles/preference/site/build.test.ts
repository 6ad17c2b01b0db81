// The preference section of the site model, from hand-made labels.
import { describe, expect, it } from 'vitest';
import type { Dataset } from '../../../records/dataset.ts';
import { emptyDataset } from '../../../records/dataset.ts';
import type { PreferenceLabel } from '../../../records/preferenceLabel.ts';
import { testLabel } from '../../../stats/testLabel.ts';
import { buildPreferenceSection } from './build.ts';

const dataset = (labels: PreferenceLabel[]): Dataset => ({ ...emptyDataset(), preferenceLabels: labels });
const ctx = { name: (id: string) => id.toUpperCase(), seed: 1, rounds: 20 };

describe('buildPreferenceSection', () => {
  it('is absent without labels', () => {
    expect(buildPreferenceSection(dataset([]), ctx)).toBeUndefined();
  });

  const labels = [
    testLabel({ taskId: 'T/1', raterId: 'r1', preference: 'A3', ratingsB: { grammar: 1 } }),
    // The same task by r2, shown the other way round: "B is better" there is "A is better" in T/1's order.
    testLabel({ taskId: 'T/1', raterId: 'r2', modelA: 'y', modelB: 'x', preference: 'B2' }),
    testLabel({
      taskId: 'T2',
      raterId: 'r1',
      modelB: 'z',
      preference: 'B1',
      rejection: 'PII',
      ratingsA: null,
      ratingsB: null,
    }),
  ];
  const s = buildPreferenceSection(dataset(labels), ctx)!;

  it('counts labels, tasks, raters and models, and ranks the models', () => {
    expect(s.counts).toEqual({
      labels: 3,
      rated: 2,
      rejected: 1,
      tasks: 2,
      raters: 2,
      models: 3,
      conversations: 3,
    });
    expect(s.leaderboard.table.raw.map((r) => r.model)).toEqual(['x', 'y']);
    expect(s.leaderboard.table.rows[0]![1]).toEqual({
      text: 'X',
      sort: 'X',
      href: 'preference/quality/#m-x',
    });
  });

  it("shows a task with every rater's label in the task's own A/B order", () => {
    const t = s.tasks.find((x) => x.taskId === 'T/1')!;
    expect(t.path).toBe('preference/tasks/T-1');
    expect(t.labels.map((l) => [l.rater, l.preference, l.swapped])).toEqual([
      ['r1', 'A is much better than B', false],
      ['r2', 'A is better than B', true],
    ]);
    expect(t.labels[0]!.b!.cells[0]).toEqual({ label: 'Grammar', value: '1', low: true });
    expect(s.tasks.map((x) => [x.taskId, x.prev ?? null, x.next ?? null])).toEqual([
      ['T/1', null, 'preference/tasks/T2'],
      ['T2', 'preference/tasks/T-1', null],
    ]);
  });

  it('lists rule breaches per rater with a link to the task', () => {
    // One rejected task with a preference; each label's one-prompt conversation is short of the tag quota.
    expect(s.rules.total).toBe(4);
    const r1 = s.rules.byRater.find((r) => r.rater === 'r1')!;
    const rejected = r1.findings.find((f) => f.rule === 'rejected-with-preference')!;
    expect(rejected).toMatchObject({
      taskId: 'T2',
      taskPath: 'preference/tasks/T2',
      where: expect.stringMatching(/^labels\.jsonl:\d+$/),
    });
    expect(s.rules.counts.map((c) => [c.id, c.count])).toEqual([
      ['preferred-low-quality', 0],
      ['match-vs-consistency', 0],
      ['tag-quota', 3],
      ['rejected-with-preference', 1],
      ['rejected-language-mismatch', 0],
      ['rejected-pii-one-side', 0],
      ['rejected-character-understood', 0],
    ]);
  });

  it('offers every table for download, once', () => {
    const names = s.downloads.map((d) => d.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('rule-findings');
  });
});

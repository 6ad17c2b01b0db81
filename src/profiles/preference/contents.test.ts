// What `parley check` prints about preference labels.
import { describe, expect, it } from 'vitest';
import type { Dataset } from '../../records/dataset.ts';
import { emptyDataset } from '../../records/dataset.ts';
import { testLabel } from '../../stats/testLabel.ts';
import { formatContents } from '../../cli/formatReport.ts';

const dataset = (labels: Dataset['preferenceLabels']): Dataset => ({
  ...emptyDataset(),
  preferenceLabels: labels,
});

describe('formatContents with preference labels', () => {
  it('counts labels, tasks, raters and models, and the rule breaches by rule', () => {
    const labels = [
      testLabel({
        taskId: 'a',
        raterId: 'r1',
        conversationId: 'c',
        tags: ['In-Domain', 'Out-of-Domain', 'Adversarial'],
      }),
      testLabel({
        taskId: 'a',
        raterId: 'r2',
        conversationId: 'c',
        tags: ['In-Domain', 'Out-of-Domain', 'Adversarial'],
        modelB: 'z',
      }),
      testLabel({
        taskId: 'b',
        raterId: 'r1',
        conversationId: 'c',
        turn: 2,
        tags: ['Out-of-Domain'],
        rejection: 'PII',
        ratingsA: null,
        ratingsB: null,
      }),
    ];
    expect(formatContents(dataset(labels)).split('\n')).toEqual([
      'preference labels: 3 (1 with the task rejected by its rater) of 2 tasks, 2 raters, 3 models',
      "  breaches of the labelling guide's rules: 2 (tag-quota 1, rejected-with-preference 1)",
    ]);
  });
  it('says nothing when there are none', () => {
    expect(formatContents(dataset([]))).toBe('');
  });
});

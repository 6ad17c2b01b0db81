import { describe, expect, it } from 'vitest';
import { hcgSplit } from './slices.ts';

describe('hcgSplit', () => {
  it('reads the dataset and language from the study’s file names', () => {
    expect(
      hcgSplit('Evaluation/result_oasst/GPT4o_Evaluator/uni_eval/oasst1_en_min_6_turns_summary.jsonl'),
    ).toBe('oasst1_en');
    expect(hcgSplit('x/gt_eval/oasst1_en_min_6_turns_summary_oasst1_en_DemoBot_GPT4oMini_6.jsonl')).toBe(
      'oasst1_en',
    );
    expect(hcgSplit('x/uni_eval/dailydialog_zh_llama_3B_GPT4oMini_12.jsonl')).toBe('dailydialog_zh');
  });

  it('gives no split for another name', () => {
    expect(hcgSplit('x/judgments.jsonl')).toBeNull();
    expect(hcgSplit('x/oasst1_en.csv')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { Dataset } from '../../records/dataset.ts';
import { hcgSplitOf } from './slices.ts';

/** A dataset holding only judgments read from these files (what hcgSplitOf reads of it). */
function readFrom(uni: string[], pair: string[] = []): Dataset {
  const j = (file: string) => ({ benchmark: 'hcg', source: { file, line: 1 } });
  return {
    conversations: [],
    uniJudgments: uni.map(j),
    pairJudgments: pair.map(j),
    publishedSummaries: [],
  } as unknown as Dataset;
}

describe('hcgSplitOf', () => {
  it('reads the dataset and language from the study’s file names', () => {
    const split = hcgSplitOf(
      readFrom(
        [
          'r/GPT4o_Evaluator/uni_eval/oasst1_en_min_6_turns_summary.jsonl',
          'r/GPT4o_Evaluator/uni_eval/oasst1_en_DemoBot_GPT4oMini_6.jsonl',
          'r/GPT4o_Evaluator/uni_eval/dailydialog_zh_llama_3B_GPT4oMini_12.jsonl',
        ],
        ['r/GPT4o_Evaluator/gt_eval/oasst1_en_min_6_turns_summary_oasst1_en_DemoBot_GPT4oMini_6.jsonl'],
      ),
    );
    expect(split('r/GPT4o_Evaluator/uni_eval/oasst1_en_min_6_turns_summary.jsonl')).toBe('oasst1_en');
    expect(
      split('r/GPT4o_Evaluator/gt_eval/oasst1_en_min_6_turns_summary_oasst1_en_DemoBot_GPT4oMini_6.jsonl'),
    ).toBe('oasst1_en');
    expect(split('x/uni_eval/dailydialog_zh_llama_3B_GPT4oMini_12.jsonl')).toBe('dailydialog_zh');
  });

  it('takes a one-segment split from the names beside it, not two segments of a model', () => {
    // The study's arena split: `arena_<inquirer>_<responder>_<turns>`, its real dialogues `arena_model_a_summaries`.
    const files = ['arena_llama_8B_GPT4oMini_6', 'arena_gemma_27b_GPT4oMini_12', 'arena_model_a_summaries'];
    const split = hcgSplitOf(
      readFrom(
        files.map((f) => `r/uni_eval/${f}.jsonl`),
        ['r/gt_eval/arena_model_a_summaries_arena_llama_8B_GPT4oMini_6.jsonl'],
      ),
    );
    expect(files.map((f) => split(`r/uni_eval/${f}.jsonl`))).toEqual(['arena', 'arena', 'arena']);
  });

  it('gives no split for another name', () => {
    const split = hcgSplitOf(readFrom(['x/judgments.jsonl']));
    expect(split('x/judgments.jsonl')).toBeNull();
  });
});

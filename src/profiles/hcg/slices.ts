// HCG's slices: the split a judgment belongs to (the data set and language its files are named after, e.g.
// `oasst1_en` in `oasst1_en_min_6_turns_summary.jsonl`, `arena` in `arena_llama_8B_GPT4oMini_6.jsonl`); shown when
// a study holds two or more splits.
import type { Dataset } from '../../records/dataset.ts';
import type { SliceDeclaration } from '../../views/slices.ts';
import { hcgNamingOfRecords, hcgStem } from './naming.ts';
import { HCG } from './readers.ts';

/**
 * The split of a judgment file's name, read with the names of the other files the dataset was read from: the start
 * the split's dialogue names share (at most two segments, data set and language); null for a name outside the
 * study's pattern.
 * @example hcgSplitOf(data)('result_oasst/GPT4o_Evaluator/uni_eval/oasst1_en_min_6_turns_summary.jsonl') // 'oasst1_en'
 */
export function hcgSplitOf(data: Dataset): (file: string) => string | null {
  const naming = hcgNamingOfRecords({
    conversations: data.conversations.filter((c) => c.benchmark === HCG),
    uniJudgments: data.uniJudgments.filter((j) => j.benchmark === HCG),
    pairJudgments: data.pairJudgments.filter((j) => j.benchmark === HCG),
    publishedSummaries: data.publishedSummaries.filter((s) => s.benchmark === HCG),
  });
  return (file) => naming.splitOf(hcgStem(file));
}

export const hcgSlices: readonly SliceDeclaration[] = [
  {
    id: 'split',
    label: 'split (dataset and language)',
    keyOf: (data) => {
      const split = hcgSplitOf(data);
      return (item) => split(item.file);
    },
  },
];

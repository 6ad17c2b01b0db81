// HCG's slices: the split a judgment belongs to (the dataset and language its files are named after, e.g.
// `oasst1_en` in `oasst1_en_min_6_turns_summary.jsonl`); shown when a study holds two or more splits.
import type { SliceDeclaration } from '../../views/slices.ts';

/**
 * The split of a judgment file's name: its first two `_`-separated parts (the study's `<dataset>_<language>_…`
 * names); null for any other name.
 * @example hcgSplit('result_oasst/GPT4o_Evaluator/uni_eval/oasst1_en_min_6_turns_summary.jsonl') // 'oasst1_en'
 */
export function hcgSplit(file: string): string | null {
  const base = file.split('/').pop() ?? file;
  return /^([^_]+_[^_]+)_.+\.jsonl$/.exec(base)?.[1] ?? null;
}

export const hcgSlices: readonly SliceDeclaration[] = [
  { id: 'split', label: 'split (dataset and language)', keyOf: () => (item) => hcgSplit(item.file) },
];

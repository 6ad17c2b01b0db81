import { PROMPT_TAGS, type PreferenceLabel, type PromptTag } from '../records/preferenceLabel.ts';
import { preferenceWinTieLose, type PreferenceWinTieLoseRow } from './preferenceWinTieLose.ts';
import { ratedLabels } from './ratedLabels.ts';

/**
 * Per prompt tag (In-Domain, Out-of-Domain, Adversarial, Personal, Other), each model's win / tie / lose and
 * mean preference over the rated labels whose prompt carries that tag; a prompt with several tags counts under each.
 * Tags no label carries are left out.
 * Source: preferenceWinTieLose on each tag's labels.
 * @example preferenceByTag(labels)[0] // { tag: 'In-Domain', labels: 12, rows: [...] }
 */
export function preferenceByTag(
  labels: readonly PreferenceLabel[],
): { tag: PromptTag; labels: number; rows: PreferenceWinTieLoseRow[] }[] {
  const rated = ratedLabels(labels);
  return PROMPT_TAGS.map((tag) => {
    const mine = rated.filter((l) => l.tags.includes(tag));
    return { tag, labels: mine.length, rows: preferenceWinTieLose(mine) };
  }).filter((t) => t.rows.length > 0);
}

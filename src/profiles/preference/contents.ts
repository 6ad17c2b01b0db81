// What `parley check` says about preference labels: how many, by whom, and the breaches of the labelling guide's
// rules by rule.
import type { Dataset } from '../../records/dataset.ts';
import { PREFERENCE_RULES, preferenceRuleFindings } from '../../stats/preferenceRuleFindings.ts';

/** Lines about the preference labels (none when there are none). */
export function formatPreferenceContents(dataset: Dataset): string[] {
  const labels = dataset.preferenceLabels;
  if (labels.length === 0) return [];
  const rejected = labels.filter((l) => l.rejection !== null).length;
  const distinct = (f: (l: (typeof labels)[number]) => string[]) => new Set(labels.flatMap(f)).size;
  const findings = preferenceRuleFindings(labels);
  const byRule = PREFERENCE_RULES.map(
    (r) => [r.id, findings.filter((f) => f.rule === r.id).length] as const,
  ).filter(([, n]) => n > 0);
  return [
    `preference labels: ${labels.length} (${rejected} with the task rejected by its rater) of ${distinct((l) => [l.taskId])} tasks, ${distinct((l) => [l.raterId])} raters, ${distinct((l) => [l.modelA, l.modelB])} models`,
    `  breaches of the labelling guide's rules: ${findings.length}${findings.length ? ` (${byRule.map(([r, n]) => `${r} ${n}`).join(', ')})` : ''}`,
  ];
}

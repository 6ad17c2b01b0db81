// The labelling guide's rules: how often each was broken, the breaches per rater (linked to their task pages),
// and the breaches of each label for its task page. Besides the guide's rules of src/stats, the rejection
// policy's "do not reject if" rules (./rejectionRules.ts).
import type { PreferenceLabel } from '../../../records/preferenceLabel.ts';
import { formatSource } from '../../../records/source.ts';
import { PREFERENCE_RULES, preferenceRuleFindings } from '../../../stats/preferenceRuleFindings.ts';
import { byText } from '../../tables.ts';
import type { PreferenceFindingView, PreferenceModel } from './model.ts';
import { REJECTION_RULES, rejectionRuleFindings, type RejectionRuleFinding } from './rejectionRules.ts';

/** Every rule the rules page lists: the guide's rules of src/stats, then the rejection policy's. */
export const SECTION_RULES = [...PREFERENCE_RULES, ...REJECTION_RULES];
type Finding = ReturnType<typeof preferenceRuleFindings>[number] | RejectionRuleFinding;

const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
/** Both kinds of finding, by rater, then file and line, then rule and side. */
function allFindings(labels: PreferenceLabel[]): Finding[] {
  return [...preferenceRuleFindings(labels), ...rejectionRuleFindings(labels)].sort(
    (a, b) =>
      cmp(a.raterId, b.raterId) ||
      cmp(a.source.file, b.source.file) ||
      cmp(a.source.line ?? a.source.row ?? 0, b.source.line ?? b.source.row ?? 0) ||
      cmp(a.rule, b.rule) ||
      cmp(a.side ?? '', b.side ?? ''),
  );
}

/** The rules section, the raters, every finding, and each label's findings (by the label object). */
export function rulesSection(
  labels: PreferenceLabel[],
  taskPath: ReadonlyMap<string, string>,
): {
  rules: PreferenceModel['rules'];
  raters: string[];
  findings: Finding[];
  findingsOfLabel: Map<PreferenceLabel, string[]>;
} {
  const findings = allFindings(labels);
  const ruleTitle = new Map<string, string>(SECTION_RULES.map((r) => [r.id, r.title]));
  const findingView = (f: (typeof findings)[number]): PreferenceFindingView => ({
    rule: f.rule,
    ruleTitle: ruleTitle.get(f.rule)!,
    message: f.message,
    where: formatSource(f.source),
    conversationId: f.conversationId,
    ...(f.taskId !== undefined ? { taskId: f.taskId, taskPath: taskPath.get(f.taskId)! } : {}),
    ...(f.side ? { side: f.side } : {}),
  });
  const raters = [...new Set(labels.map((l) => l.raterId))].sort(byText);
  const rules = {
    counts: SECTION_RULES.map((r) => ({
      id: r.id,
      title: r.title,
      rule: r.rule,
      count: findings.filter((f) => f.rule === r.id).length,
      policy: REJECTION_RULES.some((x) => x.id === r.id),
    })),
    total: findings.length,
    byRater: raters
      .map((rater) => ({ rater, findings: findings.filter((f) => f.raterId === rater).map(findingView) }))
      .filter((r) => r.findings.length > 0),
  };
  // Findings about one label carry that label's source object: the key back to the label.
  const labelOfSource = new Map(labels.map((l) => [l.source, l]));
  const findingsOfLabel = new Map<PreferenceLabel, string[]>();
  for (const f of findings) {
    const l = f.taskId === undefined ? undefined : labelOfSource.get(f.source);
    if (l) findingsOfLabel.set(l, [...(findingsOfLabel.get(l) ?? []), f.message]);
  }
  return { rules, raters, findings, findingsOfLabel };
}

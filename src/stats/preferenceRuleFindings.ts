import {
  preferenceText,
  RATING_CRITERIA,
  type PreferenceLabel,
  type PromptTag,
  type RatingKey,
} from '../records/preferenceLabel.ts';
import type { Source } from '../records/source.ts';
import { preferenceOutcome } from './preferenceOutcome.ts';
import { requireTurns } from './requireFinite.ts';

/** The guide's rules that Parley checks, each with the id findings carry. */
export const PREFERENCE_RULES = [
  {
    id: 'preferred-low-quality',
    title: 'A preferred response has a language-quality score of 1',
    rule: 'A response with any language-quality score of 1 (Grammar, Presentation, Language Consistency, Fluency), or whose language does not match, cannot be preferred.',
  },
  {
    id: 'match-vs-consistency',
    title: 'Language match "no" while Language Consistency is above 1',
    rule: 'When the response is not in the language the prompt asks for, its Language Consistency should be 1.',
  },
  {
    id: 'tag-quota',
    title: 'A conversation has too few In-Domain, Out-of-Domain or Adversarial prompts',
    rule: 'Each conversation needs at least 1 In-Domain, 2 Out-of-Domain and 2 Adversarial prompts.',
  },
  {
    id: 'rejected-with-preference',
    title: 'A rejected task also carries a preference',
    rule: 'A task is either rejected or labelled with a preference, not both.',
  },
] as const;
export type PreferenceRuleId = (typeof PREFERENCE_RULES)[number]['id'];

/**
 * The guide's minimum number of prompts per tag in one conversation; tags not listed (Personal, Other) have
 * none. Counted over a rater's distinct prompts (turns) of the conversation.
 */
export const PROMPT_TAG_MINIMUMS: Readonly<Partial<Record<PromptTag, number>>> = {
  'In-Domain': 1,
  'Out-of-Domain': 2,
  Adversarial: 2,
};

/**
 * The scores the "cannot be preferred" rule looks at: the guide names grammar, presentation, language
 * consistency, language match and fluency. Overall Understandability is not among them (the guide notes a
 * response can be understandable and still flawed), so it is not checked.
 */
export const PREFERRED_RULE_SCORES: readonly RatingKey[] = [
  'grammar',
  'presentation',
  'languageConsistency',
  'fluency',
];

export interface PreferenceRuleFinding {
  rule: PreferenceRuleId;
  raterId: string;
  conversationId: string;
  /** The task, for rules about one label (absent for the per-conversation tag rule). */
  taskId?: string;
  /** The response concerned, for rules about one response. */
  side?: 'A' | 'B';
  message: string;
  /** The label's place in its file (for the tag rule: the conversation's first label by this rater). */
  source: Source;
}

const LABEL_OF = new Map(RATING_CRITERIA.map((c) => [c.key, c.label]));

/**
 * Checks the labels against the guide's own rules and lists every breach: (1) a preferred response with a
 * language-quality score of 1 or language match "no"; (2) language match "no" while Language Consistency is
 * above 1; (3) a conversation with fewer than 1 In-Domain, 2 Out-of-Domain or 2 Adversarial prompts, counted
 * for each rater who labelled all of its prompts (a rater who re-labelled only some of them is not its author); (4) a rejected task that also carries a preference. Findings are sorted by rater, then file and line.
 * Source: the "Omni" labelling guide (seed 003): preference selection, language match, prompt tagging and
 * rejection policy.
 * @throws Error when a number it reads is NaN or ±Infinity, or a count is negative (decision 0083).
 * @example preferenceRuleFindings([rejectedWith('A2')]) // [{ rule: 'rejected-with-preference', ... }]
 */
export function preferenceRuleFindings(labels: readonly PreferenceLabel[]): PreferenceRuleFinding[] {
  const out: PreferenceRuleFinding[] = [];
  const base = (l: PreferenceLabel) => ({
    raterId: l.raterId,
    conversationId: l.conversationId,
    taskId: l.taskId,
    source: l.source,
  });
  for (const l of labels) {
    if (l.rejection !== null && l.preference !== null)
      out.push({
        rule: 'rejected-with-preference',
        ...base(l),
        message: `task ${l.taskId} is rejected (${l.rejection}) but also says "${preferenceText(l.preference)}"`,
      });
    if (l.rejection === null && l.preference !== null) {
      const side = preferenceOutcome(l.preference).preferred;
      const ratings = side === 'A' ? l.ratingsA : side === 'B' ? l.ratingsB : null;
      if (side && ratings) {
        const low = PREFERRED_RULE_SCORES.filter((k) => ratings[k] === 1).map((k) => `${LABEL_OF.get(k)} 1`);
        if (!ratings.languageMatch) low.push('Language Match no');
        if (low.length > 0)
          out.push({
            rule: 'preferred-low-quality',
            ...base(l),
            side,
            message: `response ${side} is preferred ("${preferenceText(l.preference)}") but has ${low.join(', ')}`,
          });
      }
    }
    for (const [side, ratings] of [
      ['A', l.ratingsA],
      ['B', l.ratingsB],
    ] as const) {
      if (ratings && !ratings.languageMatch && ratings.languageConsistency > 1)
        out.push({
          rule: 'match-vs-consistency',
          ...base(l),
          side,
          message: `response ${side}: Language Match is no, yet Language Consistency is ${ratings.languageConsistency}`,
        });
    }
  }
  // Prompt tags per conversation and rater, each prompt (turn) once. Only a rater who labelled every prompt of
  // the conversation wrote it; one who labelled some of its prompts is re-labelling them (double labelling for
  // agreement) and is not held to the quota.
  requireTurns('preferenceRuleFindings', labels);
  const turnsOf = new Map<string, Set<number>>();
  const conversations = new Map<string, { first: PreferenceLabel; turns: Map<number, Set<PromptTag>> }>();
  for (const l of labels) {
    let all = turnsOf.get(l.conversationId);
    if (!all) turnsOf.set(l.conversationId, (all = new Set()));
    all.add(l.turn);
    const key = `${l.raterId}\u0000${l.conversationId}`;
    let c = conversations.get(key);
    if (!c) conversations.set(key, (c = { first: l, turns: new Map() }));
    let tags = c.turns.get(l.turn);
    if (!tags) c.turns.set(l.turn, (tags = new Set()));
    for (const t of l.tags) tags.add(t);
  }
  for (const { first, turns } of conversations.values()) {
    if (turns.size < turnsOf.get(first.conversationId)!.size) continue;
    const short: string[] = [];
    for (const [tag, min] of Object.entries(PROMPT_TAG_MINIMUMS) as [PromptTag, number][]) {
      const n = [...turns.values()].filter((t) => t.has(tag)).length;
      if (n < min) short.push(`${n} ${tag} (needs ${min})`);
    }
    if (short.length > 0)
      out.push({
        rule: 'tag-quota',
        raterId: first.raterId,
        conversationId: first.conversationId,
        source: first.source,
        message: `conversation ${first.conversationId} has ${turns.size} prompt${turns.size === 1 ? '' : 's'} with ${short.join(', ')}`,
      });
  }
  const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  return out.sort(
    (a, b) =>
      cmp(a.raterId, b.raterId) ||
      cmp(a.source.file, b.source.file) ||
      cmp(a.source.line ?? a.source.row ?? 0, b.source.line ?? b.source.row ?? 0) ||
      cmp(a.rule, b.rule) ||
      cmp(a.side ?? '', b.side ?? ''),
  );
}

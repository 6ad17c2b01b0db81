// The rejection policy's "do not reject if" rules, checked as findings beside the guide's other rules
// (src/stats/preferenceRuleFindings.ts): a task is rejected for Sensitive Content or PII only when both responses
// carry it; never for a response in the wrong language; never while the rater can understand the character.
import type { PreferenceLabel } from '../../../records/preferenceLabel.ts';
import type { Source } from '../../../records/source.ts';

/** The rejection rules Parley checks, each with the id its findings carry. */
export const REJECTION_RULES = [
  {
    id: 'rejected-language-mismatch',
    title: 'A task is rejected while a response is in the wrong language',
    rule: 'Do not reject a task because a response is not in the language the prompt asks for: label that response as a bad one (Language Match no).',
  },
  {
    id: 'rejected-pii-one-side',
    title: 'A task is rejected for PII that only one response carries',
    rule: 'Reject for PII only when both responses carry it; when only one does, choose the other if it is not bad.',
  },
  {
    id: 'rejected-character-understood',
    title: 'A task is rejected for the character by a rater who labelled the same character elsewhere',
    rule: 'Do not reject a task as long as you can understand the character description and instructions.',
  },
] as const;
export type RejectionRuleId = (typeof REJECTION_RULES)[number]['id'];

export interface RejectionRuleFinding {
  rule: RejectionRuleId;
  raterId: string;
  conversationId: string;
  taskId: string;
  side?: 'A' | 'B';
  message: string;
  source: Source;
}

/**
 * Personal identification information Parley can recognise in a response: an email address, a phone number
 * (seven or more digits, optionally grouped by spaces, dots, dashes or brackets, with a leading +) or a US Social
 * Security number. Names and home addresses are PII too but cannot be told from text this way, so a response
 * with none of these may still carry PII; only the one-sided case (one response with recognisable PII, the other
 * with none) is reported.
 * @example recognisablePii('Ring me at 555-0142') // ['phone number']
 */
export function recognisablePii(text: string): string[] {
  const kinds: string[] = [];
  if (/[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+/u.test(text)) kinds.push('email address');
  if (/\b\d{3}-\d{2}-\d{4}\b/.test(text)) kinds.push('social security number');
  const phones =
    text.match(/(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d{2,4}(?:[\s.-]\d{2,4}){1,3}/g) ?? [];
  if (
    phones.some((p) => {
      const digits = p.replace(/\D/g, '').length;
      return digits >= 7 && digits <= 15 && !/^\d{3}-\d{2}-\d{4}$/.test(p.trim());
    })
  )
    kinds.push('phone number');
  return kinds;
}

/**
 * Checks the rejection policy's "do not reject if" rules on every rejected label: (1) a rejected task whose own
 * ratings mark a response's language as not matching (Language Match no); (2) a task rejected for PII where one
 * response carries recognisable PII (see recognisablePii) and the other none; (3) a task rejected for "Issues
 * understanding Character" by a rater who labelled (without rejecting) another task with the same character
 * text. Sensitive Content cannot be told from text and is not checked. Findings in label order.
 * Source: the "Omni" labelling guide (seed 003), rejection policy, "Do not reject if".
 * @example rejectionRuleFindings([rejected 'Other' with ratingsB.languageMatch false]) // [{ rule: 'rejected-language-mismatch', side: 'B', ... }]
 */
export function rejectionRuleFindings(labels: readonly PreferenceLabel[]): RejectionRuleFinding[] {
  const out: RejectionRuleFinding[] = [];
  // Characters each rater labelled without rejecting, with how many tasks.
  const understood = new Map<string, number>();
  const key = (l: PreferenceLabel) => `${l.raterId}\u0000${l.character}`;
  for (const l of labels) if (l.rejection === null) understood.set(key(l), (understood.get(key(l)) ?? 0) + 1);
  for (const l of labels) {
    if (l.rejection === null) continue;
    const base = { raterId: l.raterId, conversationId: l.conversationId, taskId: l.taskId, source: l.source };
    for (const [side, ratings] of [
      ['A', l.ratingsA],
      ['B', l.ratingsB],
    ] as const)
      if (ratings && !ratings.languageMatch)
        out.push({
          rule: 'rejected-language-mismatch',
          ...base,
          side,
          message: `task ${l.taskId} is rejected (${l.rejection}), and its ratings say response ${side} is not in the prompt's language: label it as a bad response instead`,
        });
    if (l.rejection === 'PII') {
      const [a, b] = [recognisablePii(l.responseA), recognisablePii(l.responseB)];
      if (a.length > 0 !== b.length > 0) {
        const [side, other, kinds] = a.length > 0 ? (['A', 'B', a] as const) : (['B', 'A', b] as const);
        out.push({
          rule: 'rejected-pii-one-side',
          ...base,
          side,
          message: `task ${l.taskId} is rejected for PII, but only response ${side} carries any Parley recognises (${kinds.join(', ')}); response ${other} has none: choose it if it is not bad`,
        });
      }
    }
    if (l.rejection === 'Issues understanding Character') {
      const n = understood.get(key(l)) ?? 0;
      if (n > 0)
        out.push({
          rule: 'rejected-character-understood',
          ...base,
          message: `task ${l.taskId} is rejected for not understanding the character, yet rater ${l.raterId} labelled ${n} other task${n === 1 ? '' : 's'} with the same character`,
        });
    }
  }
  return out;
}

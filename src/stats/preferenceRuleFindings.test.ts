import { describe, expect, it } from 'vitest';
import type { PreferenceLabel, PromptTag } from '../records/preferenceLabel.ts';
import { preferenceRuleFindings } from './preferenceRuleFindings.ts';
import { testLabel } from './testLabel.ts';

/** A conversation by one rater whose prompts (one per turn) carry the given tags; every label otherwise clean. */
function conversation(id: string, tags: PromptTag[][], rater = 'r1'): PreferenceLabel[] {
  return tags.map((t, i) => testLabel({ conversationId: id, raterId: rater, turn: i + 1, tags: t }));
}
const QUOTA: PromptTag[][] = [
  ['In-Domain'],
  ['Out-of-Domain'],
  ['Out-of-Domain', 'Adversarial'],
  ['Adversarial'],
];
const rules = (labels: PreferenceLabel[]) =>
  preferenceRuleFindings(labels).map((f) => [f.rule, f.taskId ?? f.conversationId, f.side]);

describe("preferenceRuleFindings: the guide's rules", () => {
  it('finds nothing in a clean conversation that just meets the tag quota', () => {
    expect(preferenceRuleFindings(conversation('c', QUOTA))).toEqual([]);
  });

  describe('a preferred response cannot have a language-quality score of 1', () => {
    it.each(['grammar', 'presentation', 'languageConsistency', 'fluency'] as const)(
      '%s 1 on the preferred side',
      (key) => {
        const [l] = conversation('c', QUOTA);
        const bad = { ...l!, ratingsA: { ...l!.ratingsA!, [key]: 1 } };
        expect(rules([bad, ...conversation('c', QUOTA).slice(1)])).toEqual([
          ['preferred-low-quality', bad.taskId, 'A'],
        ]);
      },
    );
    it('holds for "somewhat better" too, and names every low score', () => {
      const l = testLabel({
        preference: 'B1',
        tags: ['Other'],
        ratingsB: { grammar: 1, fluency: 1, languageMatch: false, languageConsistency: 1 },
      });
      const f = preferenceRuleFindings([l]).filter((x) => x.rule === 'preferred-low-quality');
      expect(f.map((x) => x.message)).toEqual([
        'response B is preferred ("B is somewhat better than A") but has Grammar 1, Language Consistency 1, Fluency 1, Language Match no',
      ]);
    });
    it('does not apply to the other side, to "both bad", or to Overall Understandability', () => {
      const labels = [
        testLabel({ conversationId: 'c', preference: 'A3', ratingsB: { grammar: 1 } }),
        testLabel({
          conversationId: 'c',
          preference: 'bad',
          ratingsA: { fluency: 1 },
          ratingsB: { grammar: 1 },
        }),
        testLabel({ conversationId: 'c', preference: 'A2', ratingsA: { understandability: 1 } }),
      ];
      expect(rules(labels).filter(([r]) => r === 'preferred-low-quality')).toEqual([]);
    });
  });

  describe('language match "no" needs Language Consistency 1', () => {
    it('flags consistency 2 and 3 on either side, not 1', () => {
      const a = testLabel({
        conversationId: 'c',
        preference: 'B2',
        ratingsA: { languageMatch: false, languageConsistency: 2 },
      });
      const b = testLabel({
        conversationId: 'c',
        preference: 'A2',
        ratingsB: { languageMatch: false, languageConsistency: 3 },
      });
      const ok = testLabel({
        conversationId: 'c',
        preference: 'A2',
        ratingsB: { languageMatch: false, languageConsistency: 1 },
      });
      expect(rules([a, b, ok]).filter(([r]) => r === 'match-vs-consistency')).toEqual([
        ['match-vs-consistency', a.taskId, 'A'],
        ['match-vs-consistency', b.taskId, 'B'],
      ]);
    });
  });

  describe('prompt tag quota per conversation and rater', () => {
    it.each([
      [
        'no In-Domain',
        [['Out-of-Domain'], ['Out-of-Domain'], ['Adversarial'], ['Adversarial']],
        '0 In-Domain (needs 1)',
      ],
      [
        'one Out-of-Domain',
        [['In-Domain'], ['Out-of-Domain', 'Adversarial'], ['Adversarial']],
        '1 Out-of-Domain (needs 2)',
      ],
      [
        'one Adversarial',
        [['In-Domain'], ['Out-of-Domain'], ['Out-of-Domain', 'Adversarial'], ['Personal']],
        '1 Adversarial (needs 2)',
      ],
    ] as [string, PromptTag[][], string][])('%s', (_name, tags, text) => {
      const f = preferenceRuleFindings(conversation('c9', tags));
      expect(f).toHaveLength(1);
      expect(f[0]).toMatchObject({ rule: 'tag-quota', conversationId: 'c9', raterId: 'r1' });
      expect(f[0]!.message).toContain(text);
      expect(f[0]!.taskId).toBeUndefined();
    });
    it('does not hold a rater who re-labelled only some prompts of a conversation to the quota', () => {
      const labels = [
        ...conversation('c', QUOTA),
        testLabel({ conversationId: 'c', raterId: 'r2', turn: 2, tags: ['Out-of-Domain'] }),
      ];
      expect(preferenceRuleFindings(labels)).toEqual([]);
    });
    it('counts each prompt once (two tasks on one turn), and each rater separately', () => {
      const labels = [
        ...conversation('c', [['In-Domain'], ['Out-of-Domain', 'Adversarial']]),
        testLabel({ conversationId: 'c', turn: 2, tags: ['Out-of-Domain', 'Adversarial'] }),
        ...conversation(
          'c',
          [
            ['In-Domain', 'Out-of-Domain', 'Adversarial'],
            ['Out-of-Domain', 'Adversarial'],
          ],
          'r2',
        ),
      ];
      const f = preferenceRuleFindings(labels);
      expect(f.map((x) => [x.rule, x.raterId])).toEqual([['tag-quota', 'r1']]);
      expect(f[0]!.message).toBe(
        'conversation c has 2 prompts with 1 Out-of-Domain (needs 2), 1 Adversarial (needs 2)',
      );
    });
  });

  describe('a rejected task carries no preference', () => {
    it('flags a rejection with a preference, not one without', () => {
      const bad = testLabel({
        conversationId: 'c',
        rejection: 'PII',
        preference: 'A2',
        ratingsA: null,
        ratingsB: null,
      });
      const ok = testLabel({
        conversationId: 'c',
        rejection: 'Other',
        preference: null,
        ratingsA: null,
        ratingsB: null,
      });
      expect(rules([bad, ok]).filter(([r]) => r === 'rejected-with-preference')).toEqual([
        ['rejected-with-preference', bad.taskId, undefined],
      ]);
      expect(preferenceRuleFindings([bad])[0]!.message).toBe(
        `task ${bad.taskId} is rejected (PII) but also says "A is better than B"`,
      );
    });
  });

  it('sorts findings by rater, then file and line', () => {
    const labels = [
      testLabel({ raterId: 'zoe', conversationId: 'c', rejection: 'PII', ratingsA: null, ratingsB: null }),
      testLabel({ raterId: 'amy', conversationId: 'c', rejection: 'PII', ratingsA: null, ratingsB: null }),
    ];
    expect(
      preferenceRuleFindings(labels)
        .filter((f) => f.rule !== 'tag-quota')
        .map((f) => f.raterId),
    ).toEqual(['amy', 'zoe']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  mirrorPreference,
  PREFERENCE_CODES,
  preferenceCode,
  preferenceText,
} from '../records/preferenceLabel.ts';
import { preferenceOutcome } from './preferenceOutcome.ts';

describe("preferenceOutcome maps the guide's seven preferences to outcomes and scores", () => {
  // Expected values written out from the guide's definitions: much better / better are wins, somewhat better is
  // almost a tie (a tie), both bad is a both-bad tie; the scale is +3..-3 from A's side, both bad 0.
  it.each([
    ['A3', 'A is much better than B', 'A', 'win', 'lose', 3],
    ['A2', 'A is better than B', 'A', 'win', 'lose', 2],
    ['A1', 'A is somewhat better than B', 'A', 'tie', 'tie', 1],
    ['B1', 'B is somewhat better than A', 'B', 'tie', 'tie', -1],
    ['B2', 'B is better than A', 'B', 'lose', 'win', -2],
    ['B3', 'B is much better than A', 'B', 'lose', 'win', -3],
    ['bad', 'Both A and B are bad', null, 'bothbad', 'bothbad', 0],
  ] as const)('%s ("%s")', (code, text, preferred, outcomeA, outcomeB, scoreA) => {
    expect(preferenceText(code)).toBe(text);
    expect(preferenceCode(text)).toBe(code);
    expect(preferenceCode(code)).toBe(code);
    expect(preferenceOutcome(code)).toEqual({
      preferred,
      outcomeA,
      outcomeB,
      scoreA,
      scoreB: scoreA === 0 ? 0 : -scoreA,
    });
  });

  it("mirroring a preference swaps the two sides' outcomes and scores", () => {
    for (const code of PREFERENCE_CODES) {
      const o = preferenceOutcome(code);
      const m = preferenceOutcome(mirrorPreference(code));
      expect([m.outcomeA, m.outcomeB, m.scoreA, m.scoreB]).toEqual([
        o.outcomeB,
        o.outcomeA,
        o.scoreB,
        o.scoreA,
      ]);
      expect(mirrorPreference(mirrorPreference(code))).toBe(code);
    }
  });

  it('does not read other spellings', () => {
    expect(preferenceCode('A is way better than B')).toBeUndefined();
    expect(preferenceCode('a is better than b')).toBeUndefined();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crossTurnRepetition, subsequenceSpans, turnWords, wordSpans } from './crossTurnRepetition.ts';
import { longestCommonSubsequence } from './longestCommonSubsequence.ts';

describe('longestCommonSubsequence', () => {
  it('finds the textbook answers', () => {
    // CLRS (3rd ed.) section 15.4: X = ABCBDAB, Y = BDCABA have an LCS of length 4 (e.g. BCBA).
    const r = longestCommonSubsequence([...'ABCBDAB'], [...'BDCABA'], { items: true });
    expect(r.length).toBe(4);
    expect(r.items).toHaveLength(4);
    expect(longestCommonSubsequence([], ['a'])).toEqual({ length: 0 });
    // Ties keep the earlier item of the first sequence's end: one of 'a' and 'b', here 'a'.
    expect(longestCommonSubsequence(['a', 'b'], ['b', 'a'], { items: true })).toEqual({
      length: 1,
      items: ['a'],
    });
  });
  it('returns a subsequence of both inputs, symmetric in length, at most the shorter length', () => {
    const seq = fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 14 });
    const isSubsequence = (s: string[], of: string[]) => {
      let i = 0;
      for (const x of of) if (x === s[i]) i++;
      return i === s.length;
    };
    fc.assert(
      fc.property(seq, seq, (a, b) => {
        const r = longestCommonSubsequence(a, b, { items: true });
        expect(r.items).toHaveLength(r.length);
        expect(isSubsequence(r.items!, a) && isSubsequence(r.items!, b)).toBe(true);
        expect(longestCommonSubsequence(b, a).length).toBe(r.length);
        expect(r.length).toBeLessThanOrEqual(Math.min(a.length, b.length));
      }),
    );
  });
});

describe('turnWords', () => {
  it('lower-cases, keeps inner apostrophes, drops punctuation, splits CJK characters', () => {
    expect(turnWords('I\u2019d love to go to Japan, too!')).toEqual([
      "i'd",
      'love',
      'to',
      'go',
      'to',
      'japan',
      'too',
    ]);
    expect(turnWords('你好 world')).toEqual(['你', '好', 'world']);
    expect(turnWords('abc中文')).toEqual(['abc', '中', '文']);
    expect(turnWords("I'm 你好abc, don’t")).toEqual(["i'm", '你', '好', 'abc', "don't"]);
  });
  it('gives spans that point at their words, in order, without overlap (any mix of scripts)', () => {
    const text = fc
      .array(fc.constantFrom('a', 'B', 'é', '中', '文', 'か', "'", '’', ' ', ',', '1', '😊', 'Я'), {
        maxLength: 40,
      })
      .map((cs) => cs.join(''));
    fc.assert(
      fc.property(text, (t) => {
        let last = 0;
        for (const w of wordSpans(t)) {
          expect(w.start).toBeGreaterThanOrEqual(last);
          expect(w.end).toBeGreaterThan(w.start);
          expect(t.slice(w.start, w.end).toLowerCase().replace(/’/g, "'")).toBe(w.word);
          last = w.end;
        }
      }),
    );
  });
  it('gives each word its offsets in the text, and finds a subsequence left to right', () => {
    expect(wordSpans('I’d go')).toEqual([
      { word: "i'd", start: 0, end: 3 },
      { word: 'go', start: 4, end: 6 },
    ]);
    expect(subsequenceSpans('Oh, I see. I see!', ['i', 'see'])).toEqual([[4, 9]]);
    expect(subsequenceSpans('I do see', ['i', 'see'])).toEqual([
      [0, 1],
      [5, 8],
    ]);
  });
});

describe('crossTurnRepetition', () => {
  it("flags the Meena paper's near-identical repetitions (table 5)", () => {
    const turns = ["I'd love to go to Japan too.", 'are you lying to me?', "I'd love to go to Japan, too."];
    expect(crossTurnRepetition(turns)).toEqual([
      {
        earlier: 0,
        later: 2,
        common: ["i'd", 'love', 'to', 'go', 'to', 'japan', 'too'],
        similarity: 1,
        contained: 1,
        kind: 'near-identical',
      },
    ]);
  });
  it('flags a partial repetition (table 6): 7 words contained whole, similarity 2·7 / (7 + 14) = 0.67', () => {
    const r = crossTurnRepetition([
      'Because he was outstanding in his field!',
      'Yes! I am! Do you know why? Because he was outstanding in his field!',
    ]);
    expect(r).toHaveLength(1);
    expect(r[0]).toMatchObject({ kind: 'partial', contained: 1 });
    expect(r[0]!.similarity).toBeCloseTo(2 / 3, 12);
  });
  it('does not count a short question repeated inside a longer one as partial repetition', () => {
    // 4 common words, all of the shorter turn, but fewer than the 6 a partial repetition needs.
    expect(crossTurnRepetition(['what do you do?', 'oh wow what type of paintings do you do?'])).toEqual([]);
  });
  it('does not flag short stock phrases or two turns on the same topic', () => {
    expect(crossTurnRepetition(['Thank you!', 'Bye!', 'Thank you!', 'Bye!'])).toEqual([]);
    expect(
      crossTurnRepetition([
        'I went hiking in the mountains last weekend and the view was amazing.',
        'The mountains are lovely in autumn, when the leaves turn red and gold.',
      ]),
    ).toEqual([]);
  });
  it('compares only the turns it is told to (a bot does not repeat the human)', () => {
    const turns = ['How about Japan?', 'Maybe some day.', 'How about Japan, then?'];
    expect(crossTurnRepetition(turns, { minCommonWords: 2 })).toHaveLength(1);
    expect(crossTurnRepetition(turns, { minCommonWords: 2, compare: (i) => i === 1 })).toEqual([]);
  });
  it('reports the most similar earlier turn for each later turn', () => {
    const r = crossTurnRepetition([
      'You are welcome, take care now.',
      "You're welcome. Take care.",
      "You're welcome. Take care.",
    ]);
    expect(r.map((x) => [x.earlier, x.later])).toEqual([[1, 2]]);
  });
  it('refuses thresholds out of range', () => {
    expect(() => crossTurnRepetition([], { minCommonWords: 0 })).toThrowErrorMatchingInlineSnapshot(
      `[Error: crossTurnRepetition requires minCommonWords to be a whole number >= 1 (got 0)]`,
    );
    expect(() => crossTurnRepetition([], { minSimilarity: 1.5 })).toThrowErrorMatchingInlineSnapshot(
      `[Error: crossTurnRepetition requires minSimilarity between 0 and 1 (got 1.5)]`,
    );
  });
});

describe('the ASCII fast path of turnWords and wordSpans', () => {
  it('finds the same words and offsets as the general rule (forced by a non-ASCII word at the end)', () => {
    const ascii = fc.string({
      unit: fc.constantFrom(..."aZxQ09 '.,!?-_\n\t".split('')),
      maxLength: 80,
    });
    fc.assert(
      fc.property(ascii, (text) => {
        const general = wordSpans(`${text} é`);
        expect(general.at(-1)!.word).toBe('é');
        expect(wordSpans(text)).toEqual(general.slice(0, -1));
        expect(turnWords(text)).toEqual(turnWords(`${text} é`).slice(0, -1));
      }),
      { seed: 20231101, numRuns: 500 },
    );
  });
  it('lower-cases and keeps inner apostrophes, as the general rule does', () => {
    expect(turnWords("I'd GO 'there' don't x'")).toEqual(["i'd", 'go', 'there', "don't", 'x']);
    expect(wordSpans("Hi, I'd")).toEqual([
      { word: 'hi', start: 0, end: 2 },
      { word: "i'd", start: 4, end: 7 },
    ]);
  });
});

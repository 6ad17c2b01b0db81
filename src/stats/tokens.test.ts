import { getEncoding } from 'js-tiktoken';
import { describe, expect, it } from 'vitest';
import { createRandom } from './random.ts';
import { countCl100k, createTokenCounter } from './tokens.ts';
import { lengthStats, lengthSummary } from './lengthStats.ts';

/** Seeded texts mixing scripts and edge cases: emoji sequences, CJK, Russian, Arabic, combining marks. */
function texts(n: number): string[] {
  const rng = createRandom(2024);
  const parts = [
    'Hello',
    ' there',
    '!',
    ' 😀',
    ' 👩‍👩‍👧',
    ' 🇫🇷',
    ' 你好世界',
    ' 天气很好',
    ' Привет, как дела?',
    ' مرحبا بك',
    ' नमस्ते',
    ' e\u0301',
    ' ',
    '\n',
    '  ',
    "don't",
    ' 12345',
    ' <|endoftext|>',
    ' http://x.y/z?q=1',
    '\t',
    ' ...',
    ' Ω≈ç√',
  ];
  return Array.from({ length: n }, () =>
    Array.from({ length: 1 + Math.floor(rng() * 30) }, () => parts[Math.floor(rng() * parts.length)]).join(
      '',
    ),
  );
}

describe('cl100k token counts', () => {
  it('equal js-tiktoken cl100k_base counts on 3,000 seeded mixed-script texts, special tokens as text', () => {
    const enc = getEncoding('cl100k_base');
    const bad: string[] = [];
    for (const t of [...texts(3000), '', '<|endoftext|>']) {
      const theirs = enc.encode(t, [], []).length;
      if (countCl100k(t) !== theirs) bad.push(`${JSON.stringify(t)}: ${countCl100k(t)} vs ${theirs}`);
    }
    expect(bad).toEqual([]);
    // As plain text "<|endoftext|>" is 7 tokens in both libraries (the toolchain notes say 8; both libraries
    // here say 7, and it is their agreement that matters).
    expect(countCl100k('<|endoftext|>')).toBe(enc.encode('<|endoftext|>', [], []).length);
    expect(countCl100k('<|endoftext|>')).toBe(7);
  });
  it('caches by content and hands the cache back for the next build', () => {
    const c = createTokenCounter();
    const n = c.count('Hello there!');
    expect(c.count('Hello there!')).toBe(n);
    expect(c.hits()).toBe(1);
    const again = createTokenCounter(c.cache());
    again.count('Hello there!');
    expect(again.hits()).toBe(1);
  });
});

describe('lengthStats', () => {
  it('measures generated chats only, with quartiles and the 60-word count (hand-worked)', () => {
    const conv = (model: string, chats: string[]) => ({
      id: model,
      benchmark: 'b',
      setting: '',
      seed: 's',
      model,
      chats,
      seedChats: 1,
      source: { file: 'f' },
    });
    const words = (n: number) => Array.from({ length: n }, () => 'w').join(' ');
    const [row] = lengthStats(
      [conv('m', ['seed text is not counted', words(1), words(3), words(61)])],
      (t) => t.split(' ').length,
    );
    expect(row).toMatchObject({
      model: 'm',
      chats: 3,
      mean: (1 + 3 + 61) / 3,
      median: 3,
      min: 1,
      max: 61,
      over60Words: 1,
      tokens: [1, 3, 61],
      reason: null,
    });
  });
  it('lengthSummary of no chats gives null statistics with the reason "no chats" (was NaN)', () => {
    expect(lengthSummary('m', [], 0)).toEqual({
      model: 'm',
      chats: 0,
      mean: null,
      median: null,
      q1: null,
      q3: null,
      min: null,
      max: null,
      reason: 'no chats',
      over60Words: 0,
      tokens: [],
    });
    // A model whose conversations hold only seed chats reaches it through lengthStats.
    const [row] = lengthStats(
      [
        {
          id: 'x',
          benchmark: 'b',
          setting: '',
          seed: 's',
          model: 'm',
          chats: ['seed'],
          seedChats: 1,
          source: { file: 'f' },
        },
      ],
      (t) => t.length,
    );
    expect(row).toMatchObject({ chats: 0, mean: null, reason: 'no chats' });
  });
});

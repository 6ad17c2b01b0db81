import { describe, expect, it } from 'vitest';
import { runTokens, tokenCost } from './runCost.ts';

describe('runTokens and tokenCost', () => {
  const words = (t: string) => (t === '' ? 0 : t.split(' ').length);
  const conv = (model: string, chats: string[], seedChats: number, extra = {}) => ({
    model,
    chats,
    seedChats,
    ...extra,
  });

  it('counts what a model wrote after the seed, and every chat before each as what it read (hand-counted)', () => {
    // m: chats of 2, 1, 3, 2 words, seed 2: wrote 3 + 2 = 5; read 3 (before chat 3) + 6 (before chat 4) = 9.
    // m again: 1 + 1 words, seed 1: wrote 1, read 1. n: seed 0, chats of 4 and 1: wrote 5, read 0 + 4.
    const rows = runTokens(
      [conv('m', ['a b', 'c', 'd e f', 'g h'], 2), conv('n', ['a b c d', 'e'], 0), conv('m', ['a', 'b'], 1)],
      words,
    );
    expect(rows).toEqual([
      { model: 'm', conversations: 2, output: 6, input: 10 },
      { model: 'n', conversations: 1, output: 5, input: 4 },
    ]);
  });

  it('counts only the judged speaker’s chats as written, the other side’s as read', () => {
    // HCG-style: the model plays `human`; chats 1 (3 words) and 3 (1 word) are its own.
    const [row] = runTokens(
      [
        conv('h', ['x y', 'a b c', 'd e', 'f'], 1, {
          speakers: ['bot', 'human', 'bot', 'human'],
          judgedSpeaker: 'human',
        }),
      ],
      words,
    );
    expect(row).toEqual({ model: 'h', conversations: 1, output: 4, input: 2 + 7 });
  });

  it('prices tokens per million: 2M in at 0.5 and 0.5M out at 1.5 cost 1.75', () => {
    expect(tokenCost({ input: 2_000_000, output: 500_000 }, { input: 0.5, output: 1.5 })).toBeCloseTo(
      1.75,
      12,
    );
    expect(tokenCost({ input: 0, output: 0 }, { input: 3, output: 15 })).toBe(0);
    expect(() => tokenCost({ input: 1, output: 1 }, { input: -1, output: 1 })).toThrow(
      'tokenCost requires price.input to be a finite number >= 0 (got -1)',
    );
  });
});

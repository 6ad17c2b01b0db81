import { describe, expect, it } from 'vitest';
import { cutAtWord, seedOpening } from './seedOpening.ts';
import type { ConversationView } from './siteModel.ts';

const conversation = (model: string, chats: [string, boolean][]): ConversationView => ({
  id: `b/MT-1/${model}`,
  path: `c/b/MT-1/${model}`,
  benchmark: 'b',
  setting: '',
  seed: 'MT-1',
  seedPath: 's/b/MT-1',
  model,
  modelDisplay: model,
  chats: chats.map(([text, generated], i) => ({ n: i + 1, speaker: i % 2 ? 'B' : 'A', text, generated })),
  verdicts: [],
  source: 'x.tsv:2',
});

describe('seedOpening', () => {
  it("takes the chats every model was given from a model's conversation, not the ground truth's", () => {
    const gt = conversation('GT', [
      ['Did you order the cake yet?', false],
      ['Not yet.', false],
      ['Lemon, then.', false],
    ]);
    const bot = conversation('bot', [
      ['Did you order the cake yet?', false],
      ['Not yet.', false],
      ['I love cake!', true],
    ]);
    const o = seedOpening([gt, bot]);
    expect(o.chats.map((c) => c.text)).toEqual(['Did you order the cake yet?', 'Not yet.']);
    expect(o.given).toBe(true);
    // The excerpt joins chats until it has half a title's worth of text (36 characters): two here.
    expect(o.excerpt).toBe('Did you order the cake yet? / Not yet.');
  });
  it('falls back to the first chat when no model was given a start (people only, or Meena-style logs)', () => {
    const o = seedOpening([
      conversation('human', [
        ['Hi!', true],
        ['What is your favorite holiday?', true],
      ]),
    ]);
    expect(o.chats.map((c) => c.text)).toEqual(['Hi!']);
    expect(o.given).toBe(false);
    expect(o.excerpt).toBe('Hi! / What is your favorite holiday?');
    expect(seedOpening([])).toEqual({ chats: [], given: false, excerpt: '' });
  });
});

describe('cutAtWord', () => {
  it('cuts at the last space before the limit, drops trailing punctuation and adds an ellipsis', () => {
    expect(cutAtWord('Excuse me.  I am from a new sport shop.', 20)).toBe('Excuse me. I am from…');
    expect(cutAtWord('short', 20)).toBe('short');
    // One long word: cut inside it rather than leave nothing.
    expect(cutAtWord('abcdefghijklmnopqrstuvwxyz', 10)).toBe('abcdefghij…');
  });
});

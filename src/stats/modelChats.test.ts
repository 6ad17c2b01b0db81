import { describe, expect, it } from 'vitest';
import { lengthStats, modelChats } from './lengthStats.ts';

const conv = (over: object) => ({
  id: 'x',
  benchmark: 'b',
  setting: '',
  seed: 's',
  model: 'm',
  chats: ['a1', 'b1', 'a2', 'b2'],
  speakers: ['Human', 'Meena', 'Human', 'Meena'],
  seedChats: 0,
  source: { file: 'f', line: 1 },
  ...over,
});

describe('modelChats', () => {
  it('takes the chats after the seed when no speaker is judged (BotChat: the model writes both sides)', () => {
    expect(modelChats(conv({ seedChats: 2 }))).toEqual(['a2', 'b2']);
  });
  it("takes only the judged speaker's chats when the source names one (Meena's bot, HCG's human side)", () => {
    expect(modelChats(conv({ judgedSpeaker: 'Meena' }))).toEqual(['b1', 'b2']);
    expect(modelChats(conv({ judgedSpeaker: 'Human', seedChats: 1 }))).toEqual(['a2']);
  });
  it('counts only those chats in the length statistics', () => {
    const [s] = lengthStats([conv({ judgedSpeaker: 'Meena' })], (t) => t.length * 10);
    expect(s).toMatchObject({ model: 'm', chats: 2, mean: 20 });
  });
});

import { describe, expect, it } from 'vitest';
import { groundTruthContinuations, lengthStats, modelChats } from './lengthStats.ts';

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

describe('groundTruthContinuations', () => {
  it("measures the real dialogue after the seed chats its seed's model conversations were given", () => {
    const gt = conv({
      model: 'GT',
      seed: 's1',
      chats: ['a', 'b', 'c d', 'e f g'],
      seedChats: 4,
      speakers: undefined,
    });
    const other = conv({
      model: 'GT',
      seed: 's2',
      chats: ['x', 'y', 'z'],
      seedChats: 3,
      speakers: undefined,
    });
    const model = conv({ model: 'm', seed: 's1', seedChats: 2, speakers: undefined });
    const cut = groundTruthContinuations([gt, other, model], 'GT');
    // s1's model was given 2 seed chats; s2 has no model conversation, so its ground truth stays as it was.
    expect(cut.map((c) => [c.model, c.seed, c.seedChats])).toEqual([
      ['GT', 's1', 2],
      ['GT', 's2', 3],
      ['m', 's1', 2],
    ]);
    const words = (t: string) => t.split(' ').length;
    const gtLengths = lengthStats(cut, words).find((s) => s.model === 'GT')!;
    expect(gtLengths).toMatchObject({ chats: 2, mean: 2.5, tokens: [2, 3] });
    // The input is not changed.
    expect(gt.seedChats).toBe(4);
  });
  it('never lengthens a seed: a ground truth already cut shorter keeps its own', () => {
    const gt = conv({ model: 'GT', seedChats: 1 });
    expect(groundTruthContinuations([gt, conv({ seedChats: 2 })], 'GT')[0]!.seedChats).toBe(1);
  });
});

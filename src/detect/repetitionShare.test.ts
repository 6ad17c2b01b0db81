// Cross-turn repetition per system on Meena-shaped conversations (Human and a bot taking turns), written here;
// the released Meena logs are measured by the corpus tier once they are read.
import { describe, expect, it } from 'vitest';
import type { Conversation } from '../records/conversation.ts';
import { conversationRepeats, repetitionShareBySystem } from './repetitionShare.ts';

/** A transcript as the Meena logs print it: `Speaker: text` lines. */
function transcript(model: string, n: number, lines: string[], judgedSpeaker?: string): Conversation {
  const turns = lines.map((l) => /^([^:]+):\s*(.*)$/.exec(l)!);
  return {
    id: `meena/${model}/${n}`,
    benchmark: 'meena',
    setting: '',
    seed: String(n),
    model,
    chats: turns.map((t) => t[2]!),
    speakers: turns.map((t) => t[1]!),
    seedChats: 0,
    ...(judgedSpeaker ? { judgedSpeaker } : {}),
    source: { file: `${model}.txt`, line: 1 },
  };
}

const looping = transcript(
  'meena',
  1,
  [
    'Human: how about Japan?',
    "Meena: I'd love to go to Japan too.",
    'Human: how about Paris?',
    "Meena: I'd love to go to Paris too.",
    'Human: are you sure?',
    "Meena: I'd love to go to Japan, too!",
  ],
  'Meena',
);
const lively = transcript(
  'meena',
  2,
  [
    'Human: what did you do today?',
    'Meena: I baked bread, first time in years.',
    'Human: how did it turn out?',
    'Meena: Flat as a pancake, but tasty.',
  ],
  'Meena',
);
// The human repeats himself; the bot does not: not the bot's repetition.
const humanRepeats = transcript(
  'mitsuku',
  3,
  [
    'Human: do you like the rain in spring?',
    'Mitsuku: I like sunshine better.',
    'Human: do you like the rain in spring?',
    'Mitsuku: Rain makes the flowers grow.',
  ],
  'Mitsuku',
);
// Two people: ground truth, every turn counts.
const people = transcript('GT', 4, [
  'Human 1: what do you do for fun on weekends?',
  'Human 2: hiking mostly',
  'Human 1: nice, what do you do for fun on weekends when it rains?',
  'Human 2: board games',
]);

describe('conversationRepeats', () => {
  it("finds Meena's near-identical repetition among the bot's own turns", () => {
    // Turn 6 repeats turn 2 whole. Turn 4 shares 6 of 7 words with turn 2 (2·6 / (7 + 7) = 6/7, enough for the
    // Meena rule), but swaps "Japan" for "Paris": a new turn in the same frame (decision 0054).
    expect(conversationRepeats(looping).map((r) => [r.earlier, r.later, r.similarity])).toEqual([[1, 5, 1]]);
    expect(conversationRepeats(lively)).toEqual([]);
    expect(conversationRepeats(humanRepeats)).toEqual([]);
  });
});

describe('repetitionShareBySystem', () => {
  it('gives each system its share of conversations with repetition and a Wilson interval', () => {
    const rows = repetitionShareBySystem([looping, lively, humanRepeats, people], (c) => c.model);
    expect(rows.map((r) => [r.system, r.withRepetition, r.conversations, r.share])).toEqual([
      ['meena', 1, 2, 0.5],
      ['mitsuku', 0, 1, 0],
      // "what do you do for fun on weekends" is contained whole (8 words) in the later, longer question.
      ['GT', 1, 1, 1],
    ]);
    // Wilson 95% for 1 of 2: 0.0945 to 0.9055 (Newcombe 1998, method 3; R: binom::binom.wilson(1, 2)).
    expect(rows[0]!.lo).toBeCloseTo(0.0945, 4);
    expect(rows[0]!.hi).toBeCloseTo(0.9055, 4);
  });
});

import type { Conversation } from '../records/conversation.ts';
import { requireCount } from './requireFinite.ts';

/** The tokens a model read and wrote over its conversations. */
export interface RunTokens {
  model: string;
  conversations: number;
  /** Tokens of the chats it wrote. */
  output: number;
  /** Tokens of the conversation before each chat it wrote (the context it was given), summed over those chats. */
  input: number;
}

/** A model's price: currency units per million input tokens and per million output tokens. */
export interface TokenPrice {
  input: number;
  output: number;
}

/**
 * The tokens each model of a set of conversations read and wrote. A chat the model wrote is one after the seed
 * chats, and the judged speaker's where the conversation names one (the chats `modelChats` measures); it was
 * written after reading every chat before it, so its input is the tokens of those chats. A generation prompt the
 * files do not hold is not counted.
 * @returns one row per model, by model id in code-point order.
 * @throws Error when `countTokens` returns something other than a whole number ≥ 0, or seedChats is negative.
 * @example runTokens([{ model: 'm', chats: ['a b', 'c', 'd e f'], seedChats: 1, ... }], (t) => t.split(' ').length)
 *   // [{ model: 'm', conversations: 1, output: 4, input: 2 + 3 = 5 }]: chat 2 read 2, chat 3 read 2 + 1
 */
export function runTokens(
  conversations: readonly Pick<
    Conversation,
    'model' | 'chats' | 'seedChats' | 'speakers' | 'judgedSpeaker'
  >[],
  countTokens: (text: string) => number,
): RunTokens[] {
  const byModel = new Map<string, RunTokens>();
  for (const [i, c] of conversations.entries()) {
    requireCount('runTokens', `conversations[${i}].seedChats`, c.seedChats, true);
    let row = byModel.get(c.model);
    if (!row) byModel.set(c.model, (row = { model: c.model, conversations: 0, output: 0, input: 0 }));
    row.conversations++;
    let before = 0;
    for (const [k, chat] of c.chats.entries()) {
      const n = countTokens(chat);
      requireCount('runTokens', 'countTokens(chat)', n, true);
      if (k >= c.seedChats && (c.judgedSpeaker === undefined || c.speakers?.[k] === c.judgedSpeaker)) {
        row.output += n;
        row.input += before;
      }
      before += n;
    }
  }
  return [...byModel.values()].sort((a, b) => (a.model < b.model ? -1 : a.model > b.model ? 1 : 0));
}

/**
 * What a run's tokens cost at a price per million tokens: input × price.input / 10⁶ + output × price.output / 10⁶.
 * @throws Error when a count or a price is negative, NaN or ±Infinity.
 * @example tokenCost({ input: 2_000_000, output: 500_000 }, { input: 0.5, output: 1.5 }) // 1 + 0.75 = 1.75
 */
export function tokenCost(tokens: { input: number; output: number }, price: TokenPrice): number {
  requireCount('tokenCost', 'tokens.input', tokens.input);
  requireCount('tokenCost', 'tokens.output', tokens.output);
  requireCount('tokenCost', 'price.input', price.input);
  requireCount('tokenCost', 'price.output', price.output);
  return (tokens.input * price.input + tokens.output * price.output) / 1e6;
}

// Token counts in OpenAI's o200k_base encoding, beside tokens.ts's cl100k_base: the peers' files count answer
// lengths in one or the other (arena-hard-auto's 2024 answers in cl100k_base, its 2025 metadata in o200k_base).
import { createRequire } from 'node:module';
import { countCl100k } from './tokens.ts';

type Encode = typeof import('gpt-tokenizer/encoding/o200k_base').encode;

/** The o200k_base encoder, loaded at its first count (as tokens.ts loads cl100k_base: building it takes 0.25 s). */
let encodeO200k: Encode | undefined;
const require = createRequire(import.meta.url);

/** Special tokens are never honoured: `<|endoftext|>` in an answer is text and counts as such. */
const AS_TEXT = { allowedSpecial: new Set<string>(), disallowedSpecial: new Set<string>() };

/** The encodings peers count answer lengths in. */
export type TokenEncoding = 'cl100k_base' | 'o200k_base';

/**
 * The number of tokens of a text in the given encoding, special-token strings counted as plain text (tiktoken's
 * `encode(text, disallowed_special=())`, which the peers use).
 * @example countTokens('Hello there!', 'o200k_base') // 3
 */
export function countTokens(text: string, encoding: TokenEncoding): number {
  if (encoding === 'cl100k_base') return countCl100k(text);
  encodeO200k ??= (require('gpt-tokenizer/encoding/o200k_base') as { encode: Encode }).encode;
  return encodeO200k(text, AS_TEXT).length;
}

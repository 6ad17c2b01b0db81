// Token counts in OpenAI's o200k_base encoding, beside tokens.ts's cl100k_base: the peers' files count answer
// lengths in one or the other (arena-hard-auto's 2024 answers in cl100k_base, its 2025 metadata in o200k_base).
import { encode as encodeO200k } from 'gpt-tokenizer/encoding/o200k_base';
import { countCl100k } from './tokens.ts';

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
  return encoding === 'cl100k_base' ? countCl100k(text) : encodeO200k(text, AS_TEXT).length;
}

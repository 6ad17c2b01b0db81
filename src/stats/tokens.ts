import { createHash } from 'node:crypto';
import { encode } from 'gpt-tokenizer/encoding/cl100k_base';

/** Special tokens are never honoured: `<|endoftext|>` in a conversation is text and counts as such. */
const AS_TEXT = { allowedSpecial: new Set<string>(), disallowedSpecial: new Set<string>() };

/** cl100k_base token count of a text, special-token strings counted as plain text (OpenAI's encode_ordinary). */
export function countCl100k(text: string): number {
  return encode(text, AS_TEXT).length;
}

/** The cache key of a text: SHA-1 of its UTF-8 bytes (texts repeat across a build: seed chats, GT, twins). */
export function textKey(text: string): string {
  return createHash('sha1').update(text).digest('base64url');
}

/**
 * A cl100k token counter with a content-hash cache that can be saved and handed back on the next build.
 * @example const c = createTokenCounter(); c.count('Hello there!') // 3
 */
export function createTokenCounter(cache: Record<string, number> = {}): {
  count(text: string): number;
  cache(): Record<string, number>;
  hits(): number;
} {
  const m = new Map(Object.entries(cache));
  let hits = 0;
  return {
    count(text: string): number {
      const k = textKey(text);
      const got = m.get(k);
      if (got !== undefined) {
        hits++;
        return got;
      }
      const n = countCl100k(text);
      m.set(k, n);
      return n;
    },
    cache: () => Object.fromEntries([...m.entries()].sort(([a], [b]) => (a < b ? -1 : 1))),
    hits: () => hits,
  };
}

import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';

type Encode = typeof import('gpt-tokenizer/encoding/cl100k_base').encode;

/**
 * The cl100k_base encoder, loaded at the first count: gpt-tokenizer builds its tables as it loads (0.2 to 0.5 s, some
 * 40 MB), which a command that counts no chat (`parley ratings` on battles, `parley counts` on a GT table) need not
 * pay. Loaded synchronously, from its CommonJS build (the same code and tables as its ES module build).
 */
let encode: Encode | undefined;
const require = createRequire(import.meta.url);

/** Special tokens are never honoured: `<|endoftext|>` in a conversation is text and counts as such. */
const AS_TEXT = { allowedSpecial: new Set<string>(), disallowedSpecial: new Set<string>() };

/** cl100k_base token count of a text, special-token strings counted as plain text (OpenAI's encode_ordinary). */
export function countCl100k(text: string): number {
  encode ??= (require('gpt-tokenizer/encoding/cl100k_base') as { encode: Encode }).encode;
  return encode(text, AS_TEXT).length;
}

/** The cache key of a text: SHA-1 of its UTF-8 bytes (texts repeat across a build: seed chats, GT, twins). */
export function textKey(text: string): string {
  return createHash('sha1').update(text).digest('base64url');
}

/**
 * A cl100k token counter with a content-hash cache that can be saved and handed back on the next build. Texts met in
 * this build are remembered by their text too, so a text looked up again is not hashed again. Counts made elsewhere
 * (another thread, src/pipeline/prewarmTokens.ts) are handed in with `learn`; `hits` counts the lookups the cache
 * answered from counts it was handed at its start or made itself, not learned ones.
 * @example const c = createTokenCounter(); c.count('Hello there!') // 3
 */
export function createTokenCounter(cache: Record<string, number> = {}): {
  count(text: string): number;
  /** Whether the counter holds a count of this text. */
  knows(text: string): boolean;
  /** Stores a count of this text made elsewhere. */
  learn(text: string, n: number): void;
  cache(): Record<string, number>;
  hits(): number;
} {
  const m = new Map(Object.entries(cache));
  const byText = new Map<string, number>();
  const learned = new Set<string>();
  let hits = 0;
  const lookup = (text: string): number | undefined => {
    let n = byText.get(text);
    if (n !== undefined) return n;
    n = m.get(textKey(text));
    if (n !== undefined) byText.set(text, n);
    return n;
  };
  return {
    count(text: string): number {
      const got = lookup(text);
      if (got !== undefined) {
        if (!learned.has(text)) hits++;
        return got;
      }
      const n = countCl100k(text);
      m.set(textKey(text), n);
      byText.set(text, n);
      return n;
    },
    knows: (text) => lookup(text) !== undefined,
    learn(text, n) {
      if (!Number.isInteger(n) || n < 0)
        throw new Error(`createTokenCounter.learn requires a count that is a whole number >= 0 (got ${n})`);
      if (lookup(text) !== undefined) return;
      m.set(textKey(text), n);
      byText.set(text, n);
      learned.add(text);
    },
    cache: () => Object.fromEntries([...m.entries()].sort(([a], [b]) => (a < b ? -1 : 1))),
    hits: () => hits,
  };
}

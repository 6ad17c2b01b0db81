import { createHash } from 'node:crypto';

/**
 * A short digest of a conversation's text (its chats in order), for telling whether two judgments judged the same
 * text: equal texts give equal digests; any changed character gives another.
 * @example textDigest(['Hi.', 'Hello.']) === textDigest(['Hi.', 'Hello.']) // true
 */
export function textDigest(chats: readonly (readonly string[] | string)[]): string {
  return createHash('sha1').update(JSON.stringify(chats)).digest('base64').slice(0, 16);
}

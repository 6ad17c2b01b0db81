// Escaping for text that Parley writes into markup itself (chart <title>/<desc>, hand-built SVG). Astro escapes
// what pages interpolate; these are for the few places where a string is assembled by hand.

/**
 * Escapes text for element content: `&`, `<` and `>` become entities, so the text can never open a tag.
 * @example escapeText('<b> & co') // '&lt;b&gt; &amp; co'
 */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Escapes text for a double-quoted attribute value (also `"` and `'`).
 * @example escapeAttr('a "b" <c>') // 'a &quot;b&quot; &lt;c&gt;'
 */
export function escapeAttr(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

// The comparison page's element builder: elements with text children and a few attributes, and spans of text
// from the data. Every text is set as a text node (textContent), never parsed as HTML.

export type Child = Node | string | null | undefined | false;

/** An element with text children (strings become text nodes) and a few attributes. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | undefined> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined) e.setAttribute(k, v);
  for (const c of children) if (c !== null && c !== undefined && c !== false) e.append(c);
  return e;
}

/** A span of text from the data: its own direction (Arabic reads right to left), set as text. */
export const data = (text: string, cls?: string) => h('span', { dir: 'auto', class: cls }, text);

/** ", setting N" after a judge or seed, or nothing for a benchmark of one setting. */
export const settingText = (s: string) => (s === '' ? '' : `, setting ${s}`);

// The comparison page's element builder: elements with text children and a few attributes, and spans of text
// from the data. Every text is set as a text node (textContent), never parsed as HTML.
import { MARKDOWN_ELEMENTS } from '../../render/markdown.ts';

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

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CHAT_ELEMENTS: ReadonlySet<string> = new Set(MARKDOWN_ELEMENTS);

/**
 * A copy of a chat's rendered text taken from a fetched conversation page (a parsed document, not this one): the
 * Markdown renderer's own elements (MARKDOWN_ELEMENTS) rebuilt with its attributes only (an http(s) `href` with its
 * `rel`, an ordered list's numeric `start`), any other element reduced to its text, every text set as a text node.
 * The page fetched is Parley's own, but nothing of it reaches this page as parsed HTML.
 */
export function copyChatText(from: Node, doc: Document = document): Node[] {
  const out: Node[] = [];
  for (const n of from.childNodes) {
    if (n.nodeType === TEXT_NODE) out.push(doc.createTextNode(n.nodeValue ?? ''));
    if (n.nodeType !== ELEMENT_NODE) continue;
    const el = n as Element;
    const tag = el.tagName.toLowerCase();
    const children = copyChatText(el, doc);
    if (!CHAT_ELEMENTS.has(tag)) {
      out.push(...children);
      continue;
    }
    const e = doc.createElement(tag);
    const href = tag === 'a' ? (el.getAttribute('href') ?? '') : '';
    if (/^https?:\/\//i.test(href)) {
      e.setAttribute('href', href);
      e.setAttribute('rel', 'nofollow noopener noreferrer');
    }
    const start = tag === 'ol' ? (el.getAttribute('start') ?? '') : '';
    if (/^\d{1,9}$/.test(start)) e.setAttribute('start', start);
    e.append(...children);
    out.push(e);
  }
  return out;
}

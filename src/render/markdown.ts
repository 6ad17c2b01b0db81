// A small, safe Markdown renderer for untrusted text (model answers, judges' explanations). Every character of the
// source is escaped; the only markup in the output is what this file writes: paragraphs and line breaks, emphasis
// and strong emphasis, inline code and code blocks, headings, lists, block quotes, rules, tables and links whose
// address is http(s) (rel="nofollow noopener noreferrer"). No attribute but `href` (checked), `rel` and an ordered
// list's numeric `start` is ever written, so no source text can run, load or style anything. Not CommonMark
// complete: it covers what chat models write (decision 0130 says what it leaves out and why).
import { escapeAttr, escapeText } from './escape.ts';

/**
 * Text as the renderer writes it: escaped, and its double quotes too (as Astro writes text), so that a chat quoting
 * HTML (`href="{% url %}"` in a code answer) never reads as an attribute to a tool scanning the page's source.
 */
const escapeChars = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** Options: how far headings are pushed down (a page's own h1/h2 stay the page's), and the smallest level. */
export interface MarkdownOptions {
  /** Added to a heading's level (`#` becomes h<1 + offset>); default 2, so an answer's `#` is an h3. */
  headingOffset?: number;
  /**
   * How line breaks and spaces come out. `br` (default): a line break inside a block is a `<br>`, a paragraph's
   * lines are trimmed, blocks are joined by a newline. `source`: for a container styled `white-space: pre-wrap`
   * (a chat's text): a line break stays the source's newline, a paragraph's lines keep their leading spaces, and
   * no whitespace is written between elements, so prose shows exactly as written and only the Markdown changes.
   */
  whitespace?: 'br' | 'source';
}

/** The elements the renderer writes, for tests and for the decision record. */
export const MARKDOWN_ELEMENTS = [
  'p',
  'br',
  'strong',
  'em',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'a',
] as const;

const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const ITEM = /^( *)([-*+]|\d{1,9}[.)])(?:[ \t]+(.*))?$/;
const QUOTE = /^ {0,3}> ?(.*)$/;
const TABLE_RULE = /^ {0,3}\|?[ \t]*:?-+:?[ \t]*(\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;

const indentOf = (line: string) => line.length - line.trimStart().length;
const blank = (line: string | undefined) => line === undefined || line.trim() === '';

/** The address of a link when it is http(s), else undefined (javascript:, data:, relative paths are not links). */
function safeHref(url: string): string | undefined {
  const u = url.trim();
  if (!/^https?:\/\/[^\s]+$/i.test(u)) return undefined;
  try {
    const parsed = new URL(u);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? u : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Inline Markdown of one block's text: code spans, links (`[text](url)`, `<url>`), strong and emphasis, backslash
 * escapes, and hard line breaks; everything else is escaped text.
 */
function inline(text: string, o: Required<MarkdownOptions>): string {
  const held: string[] = [];
  const hold = (html: string) => `\u0000${held.push(html) - 1}\u0000`;
  let s = text.replace(/\u0000/g, '');
  // Code spans first: their inside is literal.
  s = s.replace(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g, (_m, _ticks: string, body: string) => {
    const inner = /^ .* $/.test(body) && body.trim() !== '' ? body.slice(1, -1) : body;
    return hold(`<code>${escapeChars(inner.replace(/\n/g, ' '))}</code>`);
  });
  // Backslash escapes of punctuation.
  s = s.replace(/\\([!-/:-@[-`{-~])/g, (_m, c: string) => hold(escapeChars(c)));
  // Links: [text](url "title") and <url>; a link whose address is not http(s) keeps its text only.
  s = s.replace(
    /\[([^\]\n]*(?:\n[^\]\n]*)*)\]\(\s*<?([^\s()<>]*(?:\([^\s()<>]*\)[^\s()<>]*)*)>?(?:\s+"[^"]*")?\s*\)/g,
    (_m, label: string, url: string) => {
      const href = safeHref(url);
      const body = emphasis(escapeChars(label));
      return hold(
        href ? `<a href="${escapeAttr(href)}" rel="nofollow noopener noreferrer">${body}</a>` : body,
      );
    },
  );
  s = s.replace(/<(https?:\/\/[^\s<>]+)>/gi, (_m, url: string) => {
    const href = safeHref(url);
    return hold(
      href
        ? `<a href="${escapeAttr(href)}" rel="nofollow noopener noreferrer">${escapeChars(url)}</a>`
        : escapeChars(`<${url}>`),
    );
  });
  s = emphasis(escapeChars(s));
  // Hard breaks: two spaces or a backslash before a newline; other newlines too (chat answers break lines on purpose).
  s = s.replace(/(?: {2,}|\\)?\n/g, o.whitespace === 'br' ? '<br>\n' : '\n');
  return s.replace(/\u0000(\d+)\u0000/g, (_m, i: string) => held[Number(i)]!);
}

/** Strong and emphasis on text already escaped (the markers are not special to HTML, so nothing else can appear). */
function emphasis(s: string): string {
  return s
    .replace(/\*\*(?=\S)([\s\S]*?\S)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^\w])__(?=\S)([\s\S]*?\S)__(?!\w)/g, '$1<strong>$2</strong>')
    .replace(/(^|[^*\w])\*(?=[^\s*])([^*\n]*?[^\s*])\*(?!\*)/g, '$1<em>$2</em>')
    .replace(/(^|[^\w])_(?=[^\s_])([^_\n]*?[^\s_])_(?!\w)/g, '$1<em>$2</em>');
}

/** A table row's cells: split on `|` not escaped and not inside a code span, the outer pipes dropped. */
function cells(line: string): string[] {
  let s = line.trim();
  if (s.startsWith('|')) s = s.slice(1);
  if (s.endsWith('|') && !s.endsWith('\\|')) s = s.slice(0, -1);
  const out: string[] = [];
  let cur = '';
  let ticks = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === '\\' && s[i + 1] === '|') {
      cur += '|';
      i++;
    } else if (c === '`') {
      ticks ^= 1;
      cur += c;
    } else if (c === '|' && !ticks) {
      out.push(cur.trim());
      cur = '';
    } else cur += c;
  }
  out.push(cur.trim());
  return out;
}

/** Renders a list of lines as blocks. */
function blocks(lines: readonly string[], o: Required<MarkdownOptions>): string {
  const out: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (blank(line)) {
      i++;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence && !(fence[1]![0] === '`' && fence[2]!.includes('`'))) {
      const marker = fence[1]!;
      const indent = indentOf(line);
      const body: string[] = [];
      i++;
      while (i < lines.length) {
        const l = lines[i]!;
        const close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(l);
        if (close && close[1]![0] === marker[0] && close[1]!.length >= marker.length) break;
        body.push(l.slice(Math.min(indent, indentOf(l))));
        i++;
      }
      i++;
      out.push(`<pre><code>${escapeChars(body.join('\n'))}</code></pre>`);
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const level = Math.min(6, heading[1]!.length + o.headingOffset);
      out.push(`<h${level}>${inline(heading[2] ?? '', o)}</h${level}>`);
      i++;
      continue;
    }
    if (RULE.test(line)) {
      out.push('<hr>');
      i++;
      continue;
    }
    if (QUOTE.test(line)) {
      const body: string[] = [];
      while (i < lines.length && !blank(lines[i]) && (QUOTE.test(lines[i]!) || body.length > 0)) {
        const q = QUOTE.exec(lines[i]!);
        body.push(q ? q[1]! : lines[i]!);
        i++;
      }
      out.push(`<blockquote>${blocks(body, o)}</blockquote>`);
      continue;
    }
    const item = ITEM.exec(line);
    if (item && indentOf(line) <= 3) {
      i = list(lines, i, out, o);
      continue;
    }
    if (
      line.includes('|') &&
      i + 1 < lines.length &&
      TABLE_RULE.test(lines[i + 1]!) &&
      lines[i + 1]!.includes('-')
    ) {
      const head = cells(line);
      const rows: string[][] = [];
      i += 2;
      while (i < lines.length && !blank(lines[i]) && lines[i]!.includes('|')) rows.push(cells(lines[i++]!));
      const row = (cs: readonly string[], tag: 'th' | 'td') =>
        `<tr>${head.map((_, k) => `<${tag}>${inline(cs[k] ?? '', o)}</${tag}>`).join('')}</tr>`;
      out.push(
        `<table><thead>${row(head, 'th')}</thead>${rows.length ? `<tbody>${rows.map((r) => row(r, 'td')).join('')}</tbody>` : ''}</table>`,
      );
      continue;
    }
    // A paragraph: lines up to a blank line or the start of another block.
    const para: string[] = [];
    while (i < lines.length && !blank(lines[i])) {
      const l = lines[i]!;
      if (
        para.length > 0 &&
        (FENCE.test(l) ||
          HEADING.test(l) ||
          RULE.test(l) ||
          QUOTE.test(l) ||
          (ITEM.test(l) && indentOf(l) <= 3))
      )
        break;
      para.push(o.whitespace === 'br' ? l.trim() : l.trimEnd());
      i++;
    }
    out.push(`<p>${inline(para.join('\n'), o)}</p>`);
  }
  return out.join(o.whitespace === 'br' ? '\n' : '');
}

/** Renders the list starting at line `start` into `out`; returns the first line after it. */
function list(lines: readonly string[], start: number, out: string[], o: Required<MarkdownOptions>): number {
  const first = ITEM.exec(lines[start]!)!;
  const ordered = /\d/.test(first[2]!);
  const base = first[1]!.length;
  const items: { lines: string[]; loose: boolean }[] = [];
  let i = start;
  while (i < lines.length) {
    const m = ITEM.exec(lines[i]!);
    if (!m || m[1]!.length !== base || /\d/.test(m[2]!) !== ordered) break;
    const content = base + m[2]!.length + 1;
    const body = [m[3] ?? ''];
    let loose = false;
    i++;
    while (i < lines.length) {
      const l = lines[i]!;
      if (blank(l)) {
        // A blank line stays inside the item when what follows is indented under it.
        let j = i;
        while (j < lines.length && blank(lines[j])) j++;
        if (j < lines.length && indentOf(lines[j]!) >= content) {
          body.push('');
          loose = true;
          i = j;
          continue;
        }
        break;
      }
      const next = ITEM.exec(l);
      if (next && next[1]!.length <= base) break;
      if (indentOf(l) >= Math.min(content, base + 2)) body.push(l.slice(Math.min(content, indentOf(l))));
      else if (!next && !blank(body.at(-1))) body.push(l.trim());
      else break;
      i++;
    }
    items.push({ lines: body, loose });
    // A blank line between items makes the list loose; the next item must follow it at the same indent.
    let j = i;
    while (j < lines.length && blank(lines[j])) j++;
    const again = j < lines.length ? ITEM.exec(lines[j]!) : null;
    if (j > i && again && again[1]!.length === base && /\d/.test(again[2]!) === ordered) {
      items.at(-1)!.loose = true;
      i = j;
    }
  }
  const startAt = ordered ? Number.parseInt(first[2]!, 10) : 1;
  const open = ordered ? (startAt !== 1 ? `<ol start="${startAt}">` : '<ol>') : '<ul>';
  const li = items.map(({ lines: body, loose }) => {
    const html = blocks(body, o);
    // A tight item of one paragraph shows its text without the paragraph.
    const tight = !loose && /^<p>[\s\S]*<\/p>/.test(html) ? html.replace(/^<p>([\s\S]*?)<\/p>/, '$1') : html;
    return `<li>${tight}</li>`;
  });
  out.push(`${open}${li.join('')}${ordered ? '</ol>' : '</ul>'}`);
  return i;
}

/**
 * The HTML of untrusted Markdown: every character of the source escaped, the markup limited to MARKDOWN_ELEMENTS
 * (with `href` only on links to http(s) addresses, `rel="nofollow noopener noreferrer"`, and an ordered list's
 * numeric `start`). Soft line breaks are kept as `<br>` (answers break lines on purpose: poems, addresses), or as
 * the source's newlines with `whitespace: 'source'` (a chat's text, shown pre-wrap: chatText.ts).
 * @example renderMarkdown('**Hi** <script>x</script>') // '<p><strong>Hi</strong> &lt;script&gt;x&lt;/script&gt;</p>'
 */
export function renderMarkdown(source: string, options: MarkdownOptions = {}): string {
  const o: Required<MarkdownOptions> = {
    headingOffset: options.headingOffset ?? 2,
    whitespace: options.whitespace ?? 'br',
  };
  const lines = source
    .replace(/\r\n?/g, '\n')
    .replace(/\u0000/g, '\uFFFD')
    .replace(/\t/g, '    ')
    .split('\n');
  return blocks(lines, o);
}

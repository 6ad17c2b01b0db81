import fc from 'fast-check';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { MARKUP_PAYLOADS } from '../../test/hostile/payloads.ts';
import { MARKDOWN_ELEMENTS, renderMarkdown } from './markdown.ts';

/** Every element of the rendered HTML with its attributes, as a browser's parser reads it. */
function elements(html: string): { tag: string; attrs: Record<string, string> }[] {
  const { document } = parseHTML(`<!doctype html><html><body><div id="root">${html}</div></body></html>`);
  return [...document.getElementById('root')!.querySelectorAll('*')].map((e) => ({
    tag: e.tagName.toLowerCase(),
    attrs: Object.fromEntries([...e.attributes].map((a) => [a.name, a.value])),
  }));
}

/** Asserts the HTML holds only the renderer's elements, with only its attributes. */
function expectSafe(html: string): void {
  for (const { tag, attrs } of elements(html)) {
    expect(MARKDOWN_ELEMENTS as readonly string[]).toContain(tag);
    for (const [name, value] of Object.entries(attrs)) {
      if (tag === 'a' && name === 'href') expect(value).toMatch(/^https?:\/\//i);
      else if (tag === 'a' && name === 'rel') expect(value).toBe('nofollow noopener noreferrer');
      else if (tag === 'ol' && name === 'start') expect(value).toMatch(/^\d+$/);
      else throw new Error(`attribute ${name} on <${tag}>: ${html}`);
    }
  }
}

describe('renderMarkdown(source) renders what chat models write', () => {
  it('renders paragraphs, emphasis, inline code and soft breaks as line breaks', () => {
    expect(renderMarkdown('Hello **bold** and *it* and `x<y`.\nNext line\n\nNew para')).toBe(
      '<p>Hello <strong>bold</strong> and <em>it</em> and <code>x&lt;y</code>.<br>\nNext line</p>\n<p>New para</p>',
    );
  });

  it('renders headings pushed under the page’s own (# is an h3 by default)', () => {
    expect(renderMarkdown('# Title\n### Step 1')).toBe('<h3>Title</h3>\n<h5>Step 1</h5>');
    expect(renderMarkdown('## T', { headingOffset: 0 })).toBe('<h2>T</h2>');
  });

  it('writes a quoted attribute in the text so that it never reads as one in the page source', () => {
    // A Django template in an HCG answer whose code fences were lost: its href="{% url %}" was text with bare
    // quotes, which a scan of the page's source (siteLinks.ts) took for a link.
    const html = renderMarkdown(`<a href="{% url 'view' path|add:'/' %}">x</a> and *also* "quoted"`);
    expect(html).toBe(
      "<p>&lt;a href=&quot;{% url 'view' path|add:'/' %}&quot;&gt;x&lt;/a&gt; and <em>also</em> &quot;quoted&quot;</p>",
    );
    expect([...html.matchAll(/\s(?:href|src)="/g)]).toHaveLength(0);
  });

  it('renders fenced code literally, markup and all', () => {
    expect(renderMarkdown('```python\nif a < b and c:\n    print("<b>")\n```')).toBe(
      '<pre><code>if a &lt; b and c:\n    print(&quot;&lt;b&gt;&quot;)</code></pre>',
    );
  });

  it('renders tight and nested lists, and an ordered list’s start', () => {
    expect(renderMarkdown('- a\n- b\n  - c\n  - d\n- e')).toBe(
      '<ul><li>a</li><li>b\n<ul><li>c</li><li>d</li></ul></li><li>e</li></ul>',
    );
    expect(renderMarkdown('3. three\n4. four')).toBe('<ol start="3"><li>three</li><li>four</li></ol>');
    expect(renderMarkdown('1. **Light reactions**:\n   - Place: thylakoid\n2. Calvin cycle')).toBe(
      '<ol><li><strong>Light reactions</strong>:\n<ul><li>Place: thylakoid</li></ul></li><li>Calvin cycle</li></ol>',
    );
  });

  it('renders a pipe table', () => {
    expect(renderMarkdown('| a | b |\n|---|:-:|\n| 1 | `x|y` |')).toBe(
      '<table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td><td><code>x|y</code></td></tr></tbody></table>',
    );
  });

  it('links http(s) addresses with rel=nofollow, and keeps only the text of any other', () => {
    expect(renderMarkdown('[docs](https://example.org/a?b=1&c=2)')).toBe(
      '<p><a href="https://example.org/a?b=1&amp;c=2" rel="nofollow noopener noreferrer">docs</a></p>',
    );
    expect(renderMarkdown('[x](javascript:alert(1)) [y](data:text/html,hi) [z](/local)')).toBe(
      '<p>x y z</p>',
    );
    expect(renderMarkdown('<https://example.org>')).toBe(
      '<p><a href="https://example.org" rel="nofollow noopener noreferrer">https://example.org</a></p>',
    );
  });

  it('keeps the source’s line breaks and spaces with whitespace: source (for a pre-wrap container)', () => {
    expect(renderMarkdown('a  \n  b\n\n- x\n  - y', { whitespace: 'source' })).toBe(
      '<p>a\n  b</p><ul><li>x<ul><li>y</li></ul></li></ul>',
    );
    expect(renderMarkdown('a\n  b')).toBe('<p>a<br>\nb</p>');
  });

  it('keeps backslash-escaped markers as text, and leaves snake_case alone', () => {
    expect(renderMarkdown('\\*not em\\* and my_var_name')).toBe('<p>*not em* and my_var_name</p>');
  });
});

describe('renderMarkdown(source) never lets source text become markup', () => {
  const wrappers = [
    (p: string) => p,
    (p: string) => `**${p}**`,
    (p: string) => `- ${p}\n- item`,
    (p: string) => `# ${p}`,
    (p: string) => `> ${p}`,
    (p: string) => `| h |\n|---|\n| ${p} |`,
    (p: string) => `[${p}](https://example.org)`,
    (p: string) => `[x](${p})`,
    (p: string) => `\`\`\`\n${p}\n\`\`\``,
    (p: string) => `\`${p}\``,
    (p: string) => `<${p}>`,
  ];

  it('escapes every hostile payload in every position: only its own elements and attributes come out', () => {
    for (const payload of MARKUP_PAYLOADS)
      for (const wrap of wrappers) {
        const html = renderMarkdown(wrap(payload));
        expectSafe(html);
        expect(html).not.toMatch(/<(script|img|iframe|svg|style|link|textarea)/i);
      }
  });

  it('holds for any text (fast-check): the output parses to the renderer’s elements only', () => {
    const alphabet = fc.constantFrom(...'<>&"\'`*_[]()#-|>!:/\\ \nabcjavascript:https1.'.split(''));
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 80 }), (chars) => {
        expectSafe(renderMarkdown(chars.join('')));
      }),
      { numRuns: 400, seed: 32 },
    );
  });

  it('writes no NUL and survives the placeholder character in the source', () => {
    const html = renderMarkdown('a\u00000\u0000b `c`');
    expect(html).not.toContain('\u0000');
    expectSafe(html);
  });
});

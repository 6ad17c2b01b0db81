import fc from 'fast-check';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { MARKUP_PAYLOADS } from '../../test/hostile/payloads.ts';
import { renderChatText } from './chatText.ts';
import { MARKDOWN_ELEMENTS } from './markdown.ts';

/** The rendered chat as a browser's parser reads it: its root element. */
function parsed(html: string): Element {
  const { document } = parseHTML(`<!doctype html><html><body><div id="root">${html}</div></body></html>`);
  return document.getElementById('root')!;
}

/** Asserts the HTML holds only the renderer's elements, with only its attributes. */
function expectInert(html: string): void {
  for (const e of parsed(html).querySelectorAll('*')) {
    const tag = e.tagName.toLowerCase();
    expect(MARKDOWN_ELEMENTS as readonly string[], html).toContain(tag);
    for (const { name, value } of e.attributes) {
      if (tag === 'a' && name === 'href') expect(value).toMatch(/^https?:\/\//i);
      else if (tag === 'a' && name === 'rel') expect(value).toBe('nofollow noopener noreferrer');
      else if (tag === 'ol' && name === 'start') expect(value).toMatch(/^\d+$/);
      else throw new Error(`attribute ${name} on <${tag}>: ${html}`);
    }
  }
}

describe('renderChatText(text) renders the Markdown chat models write', () => {
  it('renders **bold**, a list and a fenced code block as such', () => {
    const text =
      'Here is **the plan**:\n\n1. Read the *file*\n2. Run `make`\n\n- one\n- two\n\n```sh\nmake <all> && echo "done"\n```';
    expect(renderChatText(text)).toBe(
      '<p>Here is <strong>the plan</strong>:</p>' +
        '<ol><li>Read the <em>file</em></li><li>Run <code>make</code></li></ol>' +
        '<ul><li>one</li><li>two</li></ul>' +
        '<pre><code>make &lt;all&gt; &amp;&amp; echo &quot;done&quot;</code></pre>',
    );
  });

  it('puts a chat’s headings under the conversation’s own heading (h2 or h3)', () => {
    expect(renderChatText('# Plan\n### Step 1')).toBe('<h3>Plan</h3><h5>Step 1</h5>');
    expect(renderChatText('# Plan', 3)).toBe('<h4>Plan</h4>');
  });

  it('renders a pipe table and a block quote', () => {
    expect(renderChatText('> quoted\n\n| a | b |\n|---|---|\n| 1 | 2 |')).toBe(
      '<blockquote><p>quoted</p></blockquote><table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>',
    );
  });
});

describe('renderChatText(text) shows plain dialogue as written', () => {
  it('keeps a turn’s single line breaks and leading spaces as the text’s own newlines (no <br>, for pre-wrap)', () => {
    const text = 'Hi there.\nHow are you?\n  Fine, thanks.';
    const html = renderChatText(text);
    expect(html).toBe('<p>Hi there.\nHow are you?\n  Fine, thanks.</p>');
    expect(parsed(html).textContent).toBe(text);
  });

  it('makes a blank line a paragraph break and writes no whitespace between elements', () => {
    expect(renderChatText('First.\n\nSecond,\nstill second.')).toBe(
      '<p>First.</p><p>Second,\nstill second.</p>',
    );
  });

  it('leaves the markers plain chat uses by accident as text: names with underscores, #1, sums, smileys', () => {
    for (const text of [
      'W: Ask Sam_Smith or mary_jones_2 about it.',
      'M: We are the #1 team in town!',
      'F: It costs 2*3*4 dollars, so 24. A * B is fine too.',
      'M: Great :-) see you at 5 p.m. ;-)',
      'W: I paid $15 - not $50.',
    ]) {
      const html = renderChatText(text);
      expect(html).toBe(`<p>${text}</p>`);
    }
  });

  it('renders an empty chat as nothing', () => {
    expect(renderChatText('')).toBe('');
  });
});

describe('renderChatText(text) never lets the text become markup', () => {
  it('shows <script>, <img onerror> and javascript: links as inert text', () => {
    const html = renderChatText(
      'Look: <script>alert(1)</script>\n<img src=x onerror=alert(2)>\n[click](javascript:alert(3)) <a href="javascript:alert(4)">me</a>',
    );
    expectInert(html);
    expect(html).toBe(
      '<p>Look: &lt;script&gt;alert(1)&lt;/script&gt;\n&lt;img src=x onerror=alert(2)&gt;\nclick &lt;a href=&quot;javascript:alert(4)&quot;&gt;me&lt;/a&gt;</p>',
    );
    expect(parsed(html).textContent).toContain('<script>alert(1)</script>');
    expect(parsed(html).querySelector('script, img, a')).toBeNull();
  });

  it('escapes every hostile payload as a chat, in a list, in bold, in a heading and in code', () => {
    const wrappers = [
      (p: string) => p,
      (p: string) => `A: hello\n${p}\nB: bye`,
      (p: string) => `**${p}**`,
      (p: string) => `1. ${p}\n2. item`,
      (p: string) => `## ${p}`,
      (p: string) => `\`\`\`\n${p}\n\`\`\``,
      (p: string) => `[${p}](https://example.org)`,
      (p: string) => `[x](${p})`,
    ];
    for (const payload of MARKUP_PAYLOADS)
      for (const wrap of wrappers) {
        const html = renderChatText(wrap(payload));
        expectInert(html);
        expect(html).not.toMatch(/<(script|img|iframe|svg|style|link|textarea)/i);
      }
  });

  it('holds for any text (fast-check): the output parses to the renderer’s elements only', () => {
    const alphabet = fc.constantFrom(...'<>&"\'`*_[]()#-|>!:/\\ \n\tabcjavascript:https1.~'.split(''));
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 80 }), (chars) => {
        expectInert(renderChatText(chars.join('')));
      }),
      { numRuns: 400, seed: 33 },
    );
  });
});

import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { renderChatText } from '../../render/chatText.ts';
import { copyChatText } from './compareDom.ts';

/** A chat's `.text` as a fetched page holds it, and an empty target document to copy it into. */
function fetched(inner: string): { text: Element; target: Document } {
  const page = parseHTML(
    `<!doctype html><html><body><div class="text">${inner}</div></body></html>`,
  ).document;
  const target = parseHTML('<!doctype html><html><body><div id="out"></div></body></html>').document;
  return { text: page.querySelector('.text')!, target };
}

describe('copyChatText(node) copies a fetched chat’s rendered text into the compare page', () => {
  it('keeps the rendered Markdown and the text’s own line breaks', () => {
    const html = renderChatText('**Yes.**\nSee you\n\n1. a\n2. b\n\n```\nx < y\n```');
    const { text, target } = fetched(html);
    const out = target.getElementById('out')!;
    out.append(...copyChatText(text, target));
    expect(out.innerHTML).toBe(html);
  });

  it('reduces any element that is not the renderer’s to its text, and drops attributes it does not write', () => {
    const { text, target } = fetched(
      '<p onclick="x()">a <script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">b</a> ' +
        '<a href="https://example.org" rel="x" style="color:red">c</a></p><ol start="2" type="i"><li>d</li></ol><ol start="x"><li>e</li></ol>',
    );
    const out = target.getElementById('out')!;
    out.append(...copyChatText(text, target));
    expect(out.textContent).toBe('a alert(1)b cde');
    const links = [...out.querySelectorAll('a')].map((a) =>
      Object.fromEntries([...a.attributes].map((x) => [x.name, x.value])),
    );
    expect(links).toEqual([{}, { href: 'https://example.org', rel: 'nofollow noopener noreferrer' }]);
    expect([...out.querySelectorAll('ol')].map((o) => o.getAttribute('start'))).toEqual(['2', null]);
    expect(out.querySelector('ol[type]')).toBeNull();
    expect(out.querySelector('script, img, [onclick], [onerror], [style]')).toBeNull();
  });
});

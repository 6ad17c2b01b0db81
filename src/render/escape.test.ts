import { describe, expect, it } from 'vitest';
import { escapeAttr, escapeText } from './escape.ts';

describe('escape', () => {
  it('escapeText makes markup inert and leaves quotes', () => {
    expect(escapeText('<script>alert("x")</script> & co')).toBe(
      '&lt;script&gt;alert("x")&lt;/script&gt; &amp; co',
    );
  });
  it('escapeText escapes an existing entity again (text is text)', () => {
    expect(escapeText('&lt;')).toBe('&amp;lt;');
  });
  it('escapeAttr also escapes both quotes', () => {
    expect(escapeAttr(`a "b" 'c' <d>`)).toBe('a &quot;b&quot; &#39;c&#39; &lt;d&gt;');
  });
});

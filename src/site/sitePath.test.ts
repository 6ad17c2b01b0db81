import { describe, expect, it } from 'vitest';
import { joinSitePath } from './sitePath.ts';

describe('joinSitePath', () => {
  it('gives directory pages their closing slash and files none', () => {
    expect(joinSitePath('/', '')).toBe('/');
    expect(joinSitePath('/', 'models/gpt4')).toBe('/models/gpt4/');
    expect(joinSitePath('/', '/models/gpt4/')).toBe('/models/gpt4/');
    expect(joinSitePath('/parley', 'data/rutie/pools.csv')).toBe('/parley/data/rutie/pools.csv');
  });
  it('puts the slash before a fragment or a query, so the fragment still names the element', () => {
    expect(joinSitePath('/', 'preference/quality/#m-heron-70b')).toBe('/preference/quality/#m-heron-70b');
    expect(joinSitePath('/', 'preference/quality#m-heron-70b')).toBe('/preference/quality/#m-heron-70b');
    expect(joinSitePath('/p/', 'search?q=a/b')).toBe('/p/search/?q=a/b');
    expect(joinSitePath('/', '#main')).toBe('/#main');
  });
});

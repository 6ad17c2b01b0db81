import { describe, expect, it } from 'vitest';
import { currentNavItem, DEFAULT_NAV } from './nav.ts';

describe('currentNavItem', () => {
  it('marks the home item only on the home page', () => {
    expect(currentNavItem(DEFAULT_NAV, '')?.label).toBe('Leaderboard');
    expect(currentNavItem(DEFAULT_NAV, '/index.html')?.label).toBe('Leaderboard');
    expect(currentNavItem(DEFAULT_NAV, 'c/botchat/MT-7/gpt4/')).toBeUndefined();
  });
  it('marks the section a page is in', () => {
    expect(currentNavItem(DEFAULT_NAV, 'models/gpt4/')?.label).toBe('Models');
    expect(currentNavItem(DEFAULT_NAV, '/search/')?.label).toBe('Search');
  });
  it('prefers the longest matching path', () => {
    const nav = [
      { path: 'b/', label: 'Benchmarks' },
      { path: 'b/x/', label: 'Figures' },
    ];
    expect(currentNavItem(nav, 'b/x/fig/')?.label).toBe('Figures');
  });
});

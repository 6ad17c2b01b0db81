import { describe, expect, it } from 'vitest';
import { pageSlice, readSearchState, searchQuery } from './searchState.ts';

describe('readSearchState and searchQuery', () => {
  it('read back what they write, filters in a fixed order and the first page left out', () => {
    const s = { q: 'cake & "tea"', filters: { verdict: 'AI found', model: 'GPT-4' }, page: 1 };
    const q = searchQuery(s);
    expect(q).toBe('?q=cake+%26+%22tea%22&model=GPT-4&verdict=AI+found');
    expect(readSearchState(q)).toEqual(s);
    expect(searchQuery({ q: '', filters: {}, page: 1 })).toBe('');
    expect(searchQuery({ q: 'x', filters: {}, page: 3 })).toBe('?q=x&page=3');
  });
  it('ignore unknown parameters and read a page that is not a whole number of at least 1 as 1', () => {
    expect(readSearchState('?q=a&page=0&foo=1&benchmark=')).toEqual({ q: 'a', filters: {}, page: 1 });
    expect(readSearchState('?page=2.5').page).toBe(1);
    expect(readSearchState('?page=-3').page).toBe(1);
    expect(readSearchState('').q).toBe('');
  });
});

describe('pageSlice', () => {
  it('pages 45 results by 20: pages 1-20, 21-40, 41-45; a page past the last shows the last', () => {
    expect(pageSlice(45, 1)).toEqual({ page: 1, pages: 3, from: 0, to: 20 });
    expect(pageSlice(45, 3)).toEqual({ page: 3, pages: 3, from: 40, to: 45 });
    expect(pageSlice(45, 9)).toEqual({ page: 3, pages: 3, from: 40, to: 45 });
    expect(pageSlice(0, 1)).toEqual({ page: 1, pages: 1, from: 0, to: 0 });
  });
});

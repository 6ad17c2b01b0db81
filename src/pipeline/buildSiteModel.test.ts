// The loop over the page groups, on groups made up for the test: each is handed what it reads, in order, its steps
// are told, and the files of a finished site model are asked of every group that adds some.
import { describe, expect, it } from 'vitest';
import { emptyDataset } from '../records/dataset.ts';
import type { PageGroup } from '../sections/pageGroup.ts';
import type { SiteModel } from '../site/siteModel.ts';
import { buildParts, groupFiles } from './buildSiteModel.ts';

const options = { countTokens: () => 1, version: 'test' };

describe('buildParts(data, options, groups)', () => {
  it('hands each group the parts it reads, written by the groups before it', () => {
    const seen: unknown[] = [];
    const groups: PageGroup[] = [
      { key: 'a', reads: [], writes: ['title'], build: () => ({ title: 'T' }) },
      {
        key: 'b',
        reads: ['title'],
        writes: ['description'],
        build: (_d, parts) => {
          seen.push(parts);
          return { description: `${parts.title}!` };
        },
      },
    ];
    const steps: string[] = [];
    const parts = buildParts(emptyDataset(), { ...options, onStep: (s) => steps.push(s) }, groups);
    expect(parts).toEqual({ title: 'T', description: 'T!' });
    expect(seen).toEqual([{ title: 'T' }]);
    expect(steps).toEqual(['a', 'b', 'done']);
  });

  it('throws when a group reads what no group before it writes, or writes what it does not declare', () => {
    const late: PageGroup = { key: 'late', reads: ['title'], writes: [], build: () => ({}) };
    expect(() => buildParts(emptyDataset(), options, [late])).toThrow(
      'the page group late reads title, which no group before it writes',
    );
    const sly: PageGroup = {
      key: 'sly',
      reads: [],
      writes: ['title'],
      build: () => ({ title: 'T', demo: true }),
    };
    expect(() => buildParts(emptyDataset(), options, [sly])).toThrow(
      'the page group sly wrote demo, which it does not declare',
    );
  });
});

describe('groupFiles(data, site, groups)', () => {
  it("asks every group's files of the finished site, an optional part absent when the site has none", () => {
    const site = { title: 'T', views: [] } as unknown as SiteModel;
    const groups: PageGroup[] = [
      { key: 'title', reads: [], writes: ['title'], build: () => ({ title: 'T' }) },
      { key: 'gallery', reads: [], writes: ['gallery'], build: () => ({}) },
      {
        key: 'files',
        reads: ['title', 'gallery'],
        writes: [],
        files: (_d, parts) => [{ path: 'x/y.txt', text: `${parts.title} ${'gallery' in parts}` }],
      },
    ];
    expect(groupFiles(emptyDataset(), site, groups)).toEqual([{ path: 'x/y.txt', text: 'T false' }]);
  });
});

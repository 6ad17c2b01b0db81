// The page groups' declarations: each reads only parts written before it and writes only what it declares, and
// together they write every field of the site model.
import { describe, expect, it } from 'vitest';
import { emptyDataset } from '../records/dataset.ts';
import { PAGE_GROUPS } from './index.ts';
import { checkWrites, handParts, type PartKey, type SiteParts } from './pageGroup.ts';

describe('handParts(parts, written, group)', () => {
  it('hands a group the parts it reads and no other', () => {
    const parts: Partial<SiteParts> = { title: 'T', description: 'D', views: [] };
    const handed = handParts(parts, new Set<PartKey>(['title', 'description', 'views']), {
      key: 'g',
      reads: ['title', 'views'],
    });
    expect(handed).toEqual({ title: 'T', views: [] });
  });

  it('hands an optional part that was written as absent (no gallery)', () => {
    expect(handParts({}, new Set<PartKey>(['gallery']), { key: 'g', reads: ['gallery'] })).toEqual({});
  });

  it('throws when a part read is written by no group before it', () => {
    expect(() =>
      handParts({ title: 'T' }, new Set<PartKey>(['title']), { key: 'late', reads: ['title', 'models'] }),
    ).toThrow('the page group late reads models, which no group before it writes');
  });
});

describe('checkWrites(group, built)', () => {
  it('passes what a group declares, and throws on a part it does not', () => {
    expect(checkWrites({ key: 'g', writes: ['title'] }, { title: 'T' })).toEqual({ title: 'T' });
    const built: Partial<SiteParts> = { title: 'T', description: 'D' };
    expect(() => checkWrites({ key: 'g', writes: ['title'] }, built)).toThrow(
      'the page group g wrote description, which it does not declare',
    );
  });
});

describe('PAGE_GROUPS', () => {
  it('run in an order where every part read was written before, each part written once', () => {
    const written = new Set<PartKey>();
    for (const g of PAGE_GROUPS) {
      expect(
        g.reads.filter((k) => !written.has(k)),
        g.key,
      ).toEqual([]);
      expect(
        g.writes.filter((k) => written.has(k)),
        g.key,
      ).toEqual([]);
      g.writes.forEach((k) => written.add(k));
    }
  });

  it('write every field of the site model', () => {
    const written = new Set(PAGE_GROUPS.flatMap((g) => g.writes));
    // The site model's fields (src/site/siteModel.ts), and the chat lengths handed from the views to the models.
    expect([...written].sort()).toEqual(
      [
        'assets',
        'boards',
        'bootstrap',
        'conversations',
        'demo',
        'description',
        'gallery',
        'judges',
        'lengths',
        'models',
        'quality',
        'sectionIndex',
        'sections',
        'seeds',
        'title',
        'version',
        'views',
      ].sort(),
    );
  });

  it('declare cached work only where a build asks for it: the views on an empty dataset declare none', () => {
    expect(PAGE_GROUPS.flatMap((g) => g.cachedWork?.(emptyDataset()) ?? [])).toEqual([]);
    expect(PAGE_GROUPS.filter((g) => g.cachedWork).map((g) => g.key)).toEqual(['views']);
  });
});

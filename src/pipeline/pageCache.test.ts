// The page keys (docs/decisions/0107): a page's key changes when anything it shows changes, and only then. The demo's
// site model is edited the way data edits reach it (one chat of the dataset) and field by field (every input of a
// filtered gallery page), and the keys before and after are compared.
import { describe, expect, it } from 'vitest';
import { countWords, demoDataset, demoSiteModel } from '../../test/shared/demoFixtures.ts';
import type { GalleryCard } from '../site/galleryModel.ts';
import { galleryPageKey } from '../site/pageInputs.ts';
import type { SiteModel } from '../site/siteModel.ts';
import { buildSiteModel } from './buildSiteModel.ts';
import { pageKeys, planSummary } from './pageCache.ts';

/** The paths whose key differs between two key sets (present in both). */
function changed(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): string[] {
  expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
  return [...a]
    .filter(([p, k]) => b.get(p) !== k)
    .map(([p]) => p)
    .sort();
}

const copy = (site: SiteModel): SiteModel => structuredClone(site);

/** The gallery pages that list a card, by key path. */
function listing(site: SiteModel, card: string): string[] {
  return site
    .gallery!.pages.filter((p) => p.automatic.includes(card) || p.curated.includes(card))
    .map(galleryPageKey)
    .sort();
}

describe('page keys', () => {
  it('keys every conversation, seed and filtered gallery page, the gallery pages under their path without the slash', async () => {
    const site = await demoSiteModel();
    const keys = pageKeys(site);
    const gallery = site.gallery!.pages;
    expect(gallery.length).toBeGreaterThan(100);
    expect(keys.size).toBe(site.conversations.length + site.seeds.length + gallery.length);
    expect(keys.has('gallery/ai-self-identification')).toBe(true);
    expect(keys.has('gallery/ai-self-identification/llama2-7b/ai/4')).toBe(true);
    for (const k of keys.values()) expect(k).toMatch(/^[0-9a-f]{64}$/);
    // Two pages with different content never share a key.
    expect(new Set(keys.values()).size).toBe(keys.size);
  });

  it("an edit to one chat changes the keys of exactly the pages that show it: its conversation's, its seed's and the gallery pages whose cards quote it", async () => {
    const before = await demoSiteModel();
    const id = 'botchat/MT-15/llama2-7b';
    // Its cards that quote chat 3, the one edited (its other cards, if any, quote other chats).
    const quoting = before.gallery!.cards.filter(
      (c) => c.conversationId === id && c.excerpt.some((x) => x.n === 3),
    );
    expect(quoting.map((c) => c.key)).toContain('botchat/MT-15/llama2-7b#ai-self-identification');
    const data = await demoDataset();
    const conversation = data.conversations.find((c) => c.id === id)!;
    expect(conversation.chats[2]).toContain('personal experiences');
    conversation.chats[2] = conversation.chats[2]!.replace('personal experiences', 'personal memories');
    const after = buildSiteModel(data, { countTokens: countWords, version: 'test' });
    // The edit leaves the conversation in the same categories, so no count on any gallery page moves.
    expect(after.gallery!.byConversation).toEqual(before.gallery!.byConversation);
    expect(after.gallery!.pages).toEqual(before.gallery!.pages);
    expect(after.gallery!.filters).toEqual(before.gallery!.filters);

    const c = before.conversations.find((x) => x.id === id)!;
    const seed = before.seeds.find((s) => s.conversations.includes(id))!;
    const gallery = [...new Set(quoting.flatMap((q) => listing(before, q.key)))];
    expect(gallery.length).toBeGreaterThanOrEqual(16);
    expect(changed(pageKeys(before), pageKeys(after))).toEqual([c.path, seed.path, ...gallery].sort());
  });

  describe("a filtered gallery page's key covers every input it shows", () => {
    // The first page of a category with hand-picked examples and cards, and a page of another category.
    const first = 'gallery/ai-self-identification';
    const other = 'gallery/formal-tone';

    /** The paths whose key an edit of a copy of the demo's site model changes. */
    async function edited(edit: (site: SiteModel) => void): Promise<string[]> {
      const site = await demoSiteModel();
      const copied = copy(site);
      edit(copied);
      return changed(pageKeys(site), pageKeys(copied));
    }

    /** The first card listed on a page. */
    const cardOn = (site: SiteModel, path: string): GalleryCard => {
      const page = site.gallery!.pages.find((p) => galleryPageKey(p) === path)!;
      const key = page.automatic[0]!;
      return site.gallery!.cards.find((c) => c.key === key)!;
    };

    it("a card's quoted text, verdicts or tags: the pages that list it, its conversation's and its seed's", async () => {
      const site = await demoSiteModel();
      const card = cardOn(site, first);
      const expected = listing(site, card.key);
      expect(expected).toContain(first);
      // Its conversation's page shows its tags with their cards too, and the seed page is keyed on that page's key.
      const conversationPage = site.conversations.find((c) => c.id === card.conversationId)!.path;
      const seedPage = site.seeds.find((s) => s.conversations.includes(card.conversationId))!.path;
      // Each edit makes new arrays and objects on its way down: a card's parts may be shared with its conversation's
      // other cards in the model, which an edit in place would change too.
      const edits: ((c: GalleryCard) => void)[] = [
        (c) =>
          (c.excerpt = c.excerpt.map((x, i) =>
            i === 0 ? { ...x, segments: [...x.segments, { text: ' (edited)' }] } : x,
          )),
        (c) => (c.verdictLines = [...c.verdictLines, 'another judge: human']),
        (c) => (c.tags = c.tags.map((t, i) => (i === 0 ? { ...t, summary: `${t.summary} (edited)` } : t))),
        (c) => (c.modelDisplay += ' (edited)'),
      ];
      for (const edit of edits) {
        const paths = await edited((s) => edit(s.gallery!.cards.find((c) => c.key === card.key)!));
        expect(paths).toEqual([...expected, conversationPage, seedPage].sort());
      }
    });

    it('a card no page of a category lists leaves those pages alone', async () => {
      const site = await demoSiteModel();
      const card = cardOn(site, other);
      const paths = await edited((s) => {
        const c = s.gallery!.cards.find((x) => x.key === card.key)!;
        c.verdictLines = [...c.verdictLines, 'another judge: human'];
      });
      expect(paths).toContain(other);
      expect(paths.filter((p) => p.startsWith(`${first}`))).toEqual([]);
    });

    it('the filter bars of its filter combination: the pages of that combination', async () => {
      const site = await demoSiteModel();
      const page = site.gallery!.pages.find((p) => galleryPageKey(p) === first)!;
      const same = site.gallery!.pages.filter((p) => p.filterKey === page.filterKey).map(galleryPageKey);
      const paths = await edited((s) => s.gallery!.filters[page.filterKey]!.model[0]!.count++);
      expect(paths).toEqual(same.sort());
    });

    it('its own counts and links: that page only', async () => {
      for (const edit of [
        (p: SiteModel['gallery'] & object) => p.pages.find((x) => galleryPageKey(x) === first)!.total++,
        (p: SiteModel['gallery'] & object) =>
          (p.pages.find((x) => galleryPageKey(x) === first)!.complete = 'x/'),
      ])
        expect(await edited((s) => edit(s.gallery!))).toEqual([first]);
    });

    it("its category's description, rules and name: that category's pages (a name: every gallery page, which names what fired)", async () => {
      const site = await demoSiteModel();
      const ofFirst = site
        .gallery!.pages.filter((p) => p.filter.category === 'ai-self-identification')
        .map(galleryPageKey)
        .sort();
      const all = site.gallery!.pages.map(galleryPageKey).sort();
      const category = (s: SiteModel) =>
        s.gallery!.categories.find((c) => c.id === 'ai-self-identification')!;
      expect(await edited((s) => (category(s).description += ' (edited)'))).toEqual(ofFirst);
      expect(await edited((s) => category(s).rules.push('another rule'))).toEqual(ofFirst);
      const renamed = await edited((s) => (category(s).name += ' (edited)'));
      // The conversation pages tagged in the category name it too.
      expect(renamed.filter((p) => p.startsWith('gallery/'))).toEqual(all);
    });

    it("a hand-picked example: its category's first unfiltered page only", async () => {
      const paths = await edited((s) => {
        s.gallery!.examples.find((e) => e.category === 'ai-self-identification')!.title += ' (edited)';
      });
      expect(paths).toEqual([first]);
    });

    it('the frame every page shares: every keyed page', async () => {
      const site = await demoSiteModel();
      const paths = await edited((s) => (s.title += ' (edited)'));
      expect(paths).toEqual([...pageKeys(site).keys()].sort());
    });
  });

  it('says what a plan renders and keeps, conversation and seed pages apart from gallery pages', () => {
    expect(
      planSummary({
        render: ['c/b/s/m', 's/b/s', 'gallery/good'],
        keep: ['c/b/s/n', 'gallery/formal-tone', 'gallery/formal-tone/gpt4/any/all'],
      }),
    ).toBe(
      '2 of 3 conversation and seed pages rendered, 1 kept from the last build; 1 of 3 gallery pages rendered, 2 kept; every other page rendered',
    );
  });
});

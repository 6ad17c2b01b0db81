// What a page renders from, as plain data: the frame every page shares (pageShell), the whole of a conversation
// page (conversationPages), of a seed page (seedPages) and of a filtered gallery page (galleryPages). These pages
// read this and nothing else of the site model, so the build can key each of them on exactly what it shows
// (src/pipeline/pageCache.ts): a page whose data hash the same as in the last build, with the same code and base,
// is the same bytes and is not rendered again.
import type { NavItem } from '../layouts/nav.ts';
import { DEFAULT_NAV } from '../layouts/nav.ts';
import type { ExampleCard, GalleryCard, GalleryModel, GalleryPage } from './galleryModel.ts';
import type { ConversationView, SeedView, SiteModel } from './siteModel.ts';

/** What the frame of every page (src/components/Page.astro) shows besides the page's own title. */
export interface PageShell {
  siteTitle: string;
  description: string;
  demo: boolean;
  nav: NavItem[];
  footer: string;
}

/**
 * The frame of every page: the site's title and description, the demo flag, the navigation and the footer.
 * A section is in the navigation only when it has something to show. Figures live under each benchmark view
 * (b/<view>/ lists them): the nav points at the first view that has figures, and is left out when none has.
 * Sections that exist only for some data (the profiles' sections, then the judges and the gallery) each add their
 * item before "Data quality".
 */
export function pageShell(site: SiteModel): PageShell {
  const firstView = site.views.find((v) => v.figures.length > 0);
  const has: Record<string, boolean> = {
    'models/': site.models.length > 0,
    'seeds/': site.seeds.length > 0,
  };
  const nav = DEFAULT_NAV.flatMap((item) =>
    item.path === 'figures/'
      ? firstView
        ? [{ ...item, path: `b/${firstView.path}/` }]
        : []
      : has[item.path] === false
        ? []
        : [item],
  );
  const sections = [
    ...site.sectionIndex.flatMap((s) => (s.nav ? [{ path: s.path, label: s.nav }] : [])),
    ...(site.judges ? [{ path: 'judges/', label: 'Judges' }] : []),
    ...(site.gallery ? [{ path: 'gallery/', label: 'Gallery' }] : []),
  ];
  nav.splice(
    nav.findIndex((item) => item.path === 'quality/'),
    0,
    ...sections,
  );
  return {
    siteTitle: site.title,
    description: site.description,
    demo: site.demo,
    nav,
    footer: `Built by Parley ${site.version}. Bootstrap intervals: ${site.bootstrap.rounds} rounds, seed ${site.bootstrap.seed}.`,
  };
}

/** The gallery's tags of one conversation: its cards and the names of their categories. */
export interface ConversationTagsData {
  cards: GalleryCard[];
  /** Category id to name, for the categories of `cards`. */
  names: Record<string, string>;
}

/** A profile section's note on a conversation page: its component (as Vite names it) and what it shows. */
export interface ConversationNoteData {
  component: string;
  key: string;
  note: unknown;
}

/** Everything a conversation page (src/pages/c/[...id].astro) shows, the frame aside. */
export interface ConversationPageData {
  conversation: ConversationView;
  benchmarkTitle: string;
  /** Undefined when the site has no gallery. */
  tags?: ConversationTagsData;
  notes: ConversationNoteData[];
}

/**
 * The data of every conversation page, by conversation id, made in one pass (the gallery's cards are looked up
 * through one index, not per page).
 */
export function conversationPages(site: SiteModel): (c: ConversationView) => ConversationPageData {
  const titles = new Map<string, string>();
  for (const v of site.views) if (!titles.has(v.benchmark)) titles.set(v.benchmark, v.benchmarkTitle);
  const gallery = site.gallery;
  const cardByKey = new Map((gallery?.cards ?? []).map((c) => [c.key, c]));
  const names = new Map((gallery?.categories ?? []).map((c) => [c.id, c.name]));
  const noting = site.sectionIndex.filter((s) => s.conversationNote !== undefined);
  return (c) => {
    const cards = (gallery?.byConversation[c.id] ?? []).flatMap((k) => {
      const card = cardByKey.get(k);
      return card ? [card] : [];
    });
    return {
      conversation: c,
      benchmarkTitle: titles.get(c.benchmark) ?? c.benchmark,
      ...(gallery
        ? {
            tags: {
              cards,
              names: Object.fromEntries(
                [...new Set(cards.map((card) => card.category))].map((id) => [id, names.get(id) ?? id]),
              ),
            },
          }
        : {}),
      notes: noting.flatMap((s) => {
        const note = s.conversationNotes?.[c.id];
        return note === undefined ? [] : [{ component: s.conversationNote!, key: s.key, note }];
      }),
    };
  };
}

/** Everything a seed page (src/pages/s/[...seed].astro) shows, the frame aside. */
export interface SeedPageData {
  seed: SeedView;
  /** Its conversations, in the seed's order. */
  conversations: ConversationView[];
}

/** The data of every seed page. */
export function seedPages(site: SiteModel): (seed: SeedView) => SeedPageData {
  const byId = new Map(site.conversations.map((c) => [c.id, c]));
  return (seed) => ({
    seed,
    conversations: seed.conversations.flatMap((id) => {
      const c = byId.get(id);
      return c ? [c] : [];
    }),
  });
}

/** Everything a filtered gallery page (src/pages/gallery/[...path].astro) shows, the frame aside. */
export interface GalleryPageData {
  /** Its filter, numbering, counts and links (GalleryPage). */
  page: GalleryPage;
  /** Its category: id, name, description and rules. */
  category: GalleryModel['categories'][number];
  /** The filter bars of its filter combination. */
  bars: GalleryModel['filters'][string];
  /** The cards it lists, in order. */
  curated: GalleryCard[];
  automatic: GalleryCard[];
  /** The hand-picked examples it shows (on its category's first unfiltered page only). */
  examples: ExampleCard[];
  /** Category id to name, for what fired on the examples. */
  names: Record<string, string>;
}

/** The path a filtered gallery page is keyed under: its site path without the closing slash, as `c/...`. */
export const galleryPageKey = (page: Pick<GalleryPage, 'path'>): string => page.path.replace(/\/$/, '');

/** The data of every filtered gallery page (the cards looked up through one index). */
export function galleryPages(site: SiteModel): (page: GalleryPage) => GalleryPageData {
  const gallery = site.gallery;
  const cardByKey = new Map((gallery?.cards ?? []).map((c) => [c.key, c]));
  const categories = new Map((gallery?.categories ?? []).map((c) => [c.id, c]));
  const names = Object.fromEntries((gallery?.categories ?? []).map((c) => [c.id, c.name]));
  const cards = (keys: readonly string[]): GalleryCard[] =>
    keys.flatMap((k) => {
      const card = cardByKey.get(k);
      return card ? [card] : [];
    });
  return (page) => {
    const filtered = page.filter.model !== 'all' || page.filter.verdict !== 'any' || page.filter.n !== 'all';
    const category = categories.get(page.filter.category);
    if (!gallery || !category)
      throw new Error(
        `gallery page ${page.path}: its category ${page.filter.category} is not in the gallery`,
      );
    return {
      page,
      category,
      bars: gallery.filters[page.filterKey]!,
      curated: cards(page.curated),
      automatic: cards(page.automatic),
      // Hand-picked examples have no model, verdict or N: they sit beside the rules' cards on the category's first
      // unfiltered page.
      examples:
        !filtered && page.page === 1
          ? gallery.examples.filter((e) => e.category === page.filter.category)
          : [],
      names,
    };
  };
}

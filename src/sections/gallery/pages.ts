// Part of the bad-case gallery (gallerySection.ts): every non-empty filter combination as paginated static pages.
import { CASE_LABEL_NAMES } from '../../records/badCase.ts';
import type {
  FilterOption,
  GalleryCard,
  GalleryFilter,
  GalleryModel,
  GalleryPage,
} from '../../site/galleryModel.ts';
import { GALLERY_PAGE_SIZE, galleryPath } from '../../site/galleryPaths.ts';
import { LABELS } from './labels.ts';

/**
 * Pages of a filter narrowed by judge verdict or N list at most this many pages of cards (earliest tagged chat
 * first); the category and model pages list every card. Every combination is a static page, so without this
 * cap a BotChat-scale corpus (8,000 conversations, some 11,000 cards) would write each card a dozen times
 * (decision 0050).
 */
export const REFINED_PAGES = 2;

const filterKey = (f: GalleryFilter) => `${f.category}|${f.model}|${f.verdict}|${f.n}`;

/** Every non-empty filter combination as paginated static pages, and the filter bars of each page. */
export function buildPages(
  cards: readonly GalleryCard[],
  models: readonly string[],
  ns: readonly number[],
  name: (m: string) => string,
): { pages: GalleryPage[]; filters: GalleryModel['filters'] } {
  const verdicts: GalleryFilter['verdict'][] = ['any', 'ai', 'human', 'none'];
  const matching = new Map<string, GalleryCard[]>();
  const all = (category: string): GalleryFilter[] =>
    ['all', ...models].flatMap((model) =>
      verdicts.flatMap((verdict) =>
        (category === 'good' ? (['all'] as const) : (['all', ...ns] as const)).map((n) => ({
          category,
          model,
          verdict,
          n,
        })),
      ),
    );
  const combos = LABELS.flatMap((l) => all(l));
  for (const f of combos) {
    const list = cards.filter(
      (c) =>
        c.category === f.category &&
        (f.model === 'all' || c.model === f.model) &&
        (f.verdict === 'any' || c.verdict === f.verdict) &&
        (f.n === 'all' || (c.chat !== null && c.chat <= f.n)),
    );
    matching.set(filterKey(f), list);
  }
  const count = (f: GalleryFilter) => matching.get(filterKey(f))?.length ?? 0;
  const exists = (f: GalleryFilter) =>
    count(f) > 0 || (f.model === 'all' && f.verdict === 'any' && f.n === 'all');
  const pages: GalleryPage[] = [];
  const filters: GalleryModel['filters'] = {};
  for (const f of combos) {
    if (!exists(f)) continue;
    const list = matching.get(filterKey(f)) ?? [];
    const curated = list.filter((c) => c.origin === 'curated').map((c) => c.key);
    const automatic = list.filter((c) => c.origin === 'automatic').map((c) => c.key);
    // Pages of a category (for all models or one) list every card; a page narrowed further by verdict or N lists
    // the first REFINED_PAGES pages' worth (earliest tagged chat first) and says how many there are in all.
    const refined = f.verdict !== 'any' || f.n !== 'all';
    const all = Math.max(1, Math.ceil(automatic.length / GALLERY_PAGE_SIZE));
    const total = refined ? Math.min(REFINED_PAGES, all) : all;
    const option = (g: GalleryFilter, value: string, label: string): FilterOption => ({
      value,
      label,
      path: exists(g) ? galleryPath(g) : null,
      count: count(g),
    });
    const bars = {
      category: LABELS.map((l) => {
        const g: GalleryFilter = {
          ...f,
          category: l,
          n: l === 'good' ? 'all' : f.n,
          verdict: l === 'good' && (f.verdict === 'ai' || f.verdict === 'none') ? 'any' : f.verdict,
        };
        return option(g, l, CASE_LABEL_NAMES[l]);
      }),
      model: ['all', ...models].map((m) =>
        option({ ...f, model: m }, m, m === 'all' ? 'All models' : name(m)),
      ),
      verdict: verdicts.map((v) =>
        option(
          { ...f, verdict: v },
          v,
          v === 'any'
            ? 'Any verdict'
            : v === 'ai'
              ? 'Judged AI'
              : v === 'human'
                ? 'Passed every judge'
                : 'Not judged',
        ),
      ),
      n:
        f.category === 'good'
          ? []
          : (['all', ...ns] as const).map((n) =>
              option({ ...f, n }, String(n), n === 'all' ? 'Any chat' : `Within ${n} chats`),
            ),
    };
    for (let p = 1; p <= total; p++) {
      const path = galleryPath(f, p);
      pages.push({
        path,
        filterKey: filterKey(f),
        filter: f,
        page: p,
        pages: total,
        automatic: automatic.slice((p - 1) * GALLERY_PAGE_SIZE, p * GALLERY_PAGE_SIZE),
        curated: p === 1 ? curated : [],
        total: list.length,
        listed: Math.min(automatic.length, total * GALLERY_PAGE_SIZE),
        complete: refined ? galleryPath({ ...f, verdict: 'any', n: 'all' }) : path,
      });
    }
    filters[filterKey(f)] = bars;
  }
  return { pages, filters };
}

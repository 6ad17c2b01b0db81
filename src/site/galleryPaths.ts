// Where each filtered gallery page lives. Shared by the build (which writes the pages) and the browser script
// (which fetches them without a reload), so both agree on every URL.
import type { GalleryFilter } from './galleryModel.ts';

/** Cards per static gallery page. */
export const GALLERY_PAGE_SIZE = 30;

/**
 * The site path of a filtered gallery page: `gallery/<category>/` when nothing else is filtered, else
 * `gallery/<category>/<model>/<verdict>/<n>/`; pages after the first add `page-<k>/`.
 * @example galleryPath({ category: 'formal-tone', model: 'gpt4', verdict: 'any', n: 'all' }) // 'gallery/formal-tone/gpt4/any/all/'
 */
export function galleryPath(f: GalleryFilter, page = 1): string {
  const plain = f.model === 'all' && f.verdict === 'any' && f.n === 'all';
  const base = plain ? `gallery/${f.category}/` : `gallery/${f.category}/${f.model}/${f.verdict}/${f.n}/`;
  return page > 1 ? `${base}page-${page}/` : base;
}

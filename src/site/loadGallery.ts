// The gallery part of the site model for the pages (read once per build). A filtered gallery page reads its cards
// through its page data instead (src/site/pageInputs.ts galleryPages), which the build keys it on.
import type { GalleryModel } from './galleryModel.ts';
import { loadSite } from './loadSite.ts';

/** The gallery of this build, or undefined when the data had none. */
export function loadGallery(): GalleryModel | undefined {
  return loadSite().gallery;
}

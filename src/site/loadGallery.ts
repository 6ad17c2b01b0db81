// Lookups over the gallery part of the site model for the pages (read once per build).
import type { GalleryCard, GalleryModel } from './galleryModel.ts';
import { loadSite } from './loadSite.ts';

let byKey: Map<string, GalleryCard> | undefined;

/** The gallery of this build, or undefined when the data had none. */
export function loadGallery(): GalleryModel | undefined {
  return loadSite().gallery;
}

/** The cards with the given keys, in that order. */
export function galleryCards(keys: readonly string[]): GalleryCard[] {
  byKey ??= new Map((loadGallery()?.cards ?? []).map((c) => [c.key, c]));
  return keys.map((k) => byKey!.get(k)).filter((c) => c !== undefined);
}

// The routes of every page the profiles' sections declare, for astro.config.mjs to inject: derived from SECTIONS,
// so a section's pages are built exactly when its profile is listed.
import { fileURLToPath } from 'node:url';
import { SECTIONS } from './index.ts';

export interface SectionRoute {
  pattern: string;
  /** Absolute path of the page file. */
  entrypoint: string;
}

/** Every section's pages, in SECTIONS order. */
export function sectionRoutes(): SectionRoute[] {
  return SECTIONS.flatMap((s) =>
    s.pages.map((p) => ({ pattern: p.pattern, entrypoint: fileURLToPath(p.entrypoint) })),
  );
}

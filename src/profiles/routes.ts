// The routes of every page the profiles' sections declare, and the modules of the components they add to shared
// pages, for astro.config.mjs to inject: derived from SECTIONS, so a section's pages and components are built
// exactly when its profile is listed, and the site's shell names no profile's folder.
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SECTIONS } from './index.ts';

/** The project root, against which a component's path is written into the site model. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A component's path as Vite names it: from the project root, with a leading slash.
 * @example rootPath(new URL('./rutie/components/RutieSummary.astro', import.meta.url)) // '/src/profiles/rutie/components/RutieSummary.astro'
 */
export const rootPath = (url: URL): string => `/${relative(ROOT, fileURLToPath(url)).split(sep).join('/')}`;

/**
 * The ids the shell imports the sections' components by: their home-page blocks (src/components/SectionSummaries.astro)
 * and their conversation notes (SectionConversationNotes.astro), two modules so that a page loads (and links the
 * styles of) only the kind it shows.
 */
export const SECTION_COMPONENT_MODULES = {
  summaries: 'virtual:parley-section-summaries',
  conversationNotes: 'virtual:parley-section-conversation-notes',
} as const;

/**
 * The source of a SECTION_COMPONENT_MODULES module: every section's home-page block or conversation note, each by
 * the path the site model names it by (rootPath), as `{ default: component }`, exported as `components`.
 */
export function sectionComponentsModule(kind: keyof typeof SECTION_COMPONENT_MODULES): string {
  const paths = SECTIONS.flatMap((s) => {
    const url = kind === 'summaries' ? s.home?.summary : s.conversationNote?.component;
    return url ? [rootPath(url)] : [];
  });
  return [
    ...paths.map((p, i) => `import c${i} from ${JSON.stringify(p)};`),
    `export const components = {${paths.map((p, i) => ` ${JSON.stringify(p)}: { default: c${i} }`).join(',')} };`,
    '',
  ].join('\n');
}

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

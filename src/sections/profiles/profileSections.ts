// The sections the profiles add to the site (src/profiles/index.ts SECTIONS): each built from the dataset, listed
// for the navigation and the home page, asked for a model's rows, and for its downloads. Knows no section by name.
import { SECTIONS, type ProfileSections } from '../../profiles/index.ts';
import type { SectionContext, SectionDownload, SiteSection } from '../../profiles/profile.ts';
import { rootPath } from '../../profiles/routes.ts';
import type { Dataset } from '../../records/dataset.ts';
import type { BoardModel, ModelSection, SectionEntry } from '../../site/siteModel.ts';

/** Every section, in SECTIONS order; any section is a SiteSection<unknown> to the code that only passes its model on. */
const LIST: readonly SiteSection<unknown>[] = SECTIONS;

/** The sections' models by key, as a plain record (for reading them without naming a section). */
function byKey(sections: ProfileSections): Readonly<Record<string, unknown>> {
  return sections;
}

/**
 * Builds every section that has data; `timed` wraps each build (the build log's per-section seconds).
 * @example buildSections(data, ctx) // { <key>: <model> } for every section the data hold something for
 */
export function buildSections(
  data: Dataset,
  ctx: SectionContext,
  timed: <T>(key: string, f: () => T) => T = (_, f) => f(),
): ProfileSections {
  const out: Record<string, unknown> = {};
  for (const s of LIST) {
    const model = timed(s.key, () => s.build(data, ctx));
    if (model !== undefined) out[s.key] = model;
  }
  // Each model was built by the section under its key, so the record is the typed map.
  return out as ProfileSections;
}

/** The built sections as the navigation and the home page list them, in SECTIONS order. */
export function sectionIndex(sections: ProfileSections, home = { leaderboards: 0 }): SectionEntry[] {
  const built = byKey(sections);
  return LIST.filter((s) => built[s.key] !== undefined).map((s) => ({
    key: s.key,
    title: s.title,
    path: `${s.key}/`,
    ...(s.nav ? { nav: s.nav.label } : {}),
    ...(s.home && (s.home.shown?.(built[s.key], home) ?? true) ? { summary: rootPath(s.home.summary) } : {}),
    ...(s.conversationNote
      ? {
          conversationNote: rootPath(s.conversationNote.component),
          conversationNotes: s.conversationNote.notes(built[s.key]),
        }
      : {}),
  }));
}

/** A model's rows in every section that scores it, in SECTIONS order. */
export function sectionRows(model: string, sections: ProfileSections): ModelSection[] {
  const built = byKey(sections);
  return LIST.flatMap((s) => {
    const m = built[s.key];
    return m === undefined || !s.modelRows ? [] : s.modelRows(model, m);
  });
}

/** The benchmarks' own leaderboards every section declares, in SECTIONS order. */
export function sectionBoards(sections: ProfileSections): BoardModel[] {
  const built = byKey(sections);
  return LIST.flatMap((s) => {
    const m = built[s.key];
    return m === undefined || !s.boards ? [] : s.boards(m);
  });
}

/** Every section's downloads: the folder under the site, whether the JSON names the bootstrap, the tables. */
export function sectionDownloads(
  sections: ProfileSections,
): { dir: string; bootstrap: boolean; tables: readonly SectionDownload[] }[] {
  const built = byKey(sections);
  return LIST.flatMap((s) => {
    const m = built[s.key];
    if (m === undefined || !s.downloads) return [];
    return [
      {
        dir: s.downloads.dir ?? `data/${s.key}`,
        bootstrap: s.downloads.bootstrap,
        tables: s.downloads.tables(m),
      },
    ];
  });
}

// Every benchmark profile Parley knows, in the order their roles are tried, and reading a data directory with
// all of them. This is the one list of benchmarks; nothing outside src/profiles names one.
import { readInputs, type InputSpec, type ReadDatasetOptions } from '../ingest/readInputs.ts';
import { recogniseRole, type Sniff } from '../ingest/roles.ts';
import type { Dataset } from '../records/dataset.ts';
import type { RecordKind } from '../records/recordKind.ts';
import { hcgProfile } from './hcg/profile.ts';
import { parseHcgReferenceImage } from './hcg/readers.ts';
import { answersSection } from './answers/section.ts';
import { historySection } from './history/section.ts';
import { methodSection } from './method/section.ts';
import { peersSection } from './peers/section.ts';
import { topicsSection } from './topics/section.ts';
import type { BenchmarkProfile, SiteSection } from './profile.ts';
import { PROFILES, type RegisteredProfile } from './registry.ts';

export { benchmarkShortTitle, benchmarkTitle, PROFILES, profileOf } from './registry.ts';

/**
 * The sections no one profile owns: they read the records of every benchmark (the peers' formats, model answers,
 * method texts, leaderboard snapshots) and name benchmarks by the registry's titles.
 */
const SHARED_SECTIONS = [peersSection, answersSection, methodSection, historySection, topicsSection] as const;

/**
 * Every section of the site beyond the benchmark views: the profiles' own (BenchmarkProfile.sections) and the
 * shared ones, in the order the navigation, the home page and a model's page list them (by `place`).
 * @throws Error when two sections share a key (a bug: the key is the section's folder in the site).
 */
export const SECTIONS: readonly SiteSection<unknown>[] = orderedSections([
  ...PROFILES.flatMap((p) => p.sections ?? []),
  ...SHARED_SECTIONS,
]);

/** Sections by place; a key taken twice throws. */
export function orderedSections(sections: readonly SiteSection<unknown>[]): SiteSection<unknown>[] {
  const keys = new Set<string>();
  for (const s of sections) {
    if (keys.has(s.key)) throw new Error(`two site sections have the key ${JSON.stringify(s.key)}`);
    keys.add(s.key);
  }
  return [...sections].sort((a, b) => a.place - b.place);
}

/** The model a section builds. */
export type SectionModelOf<S> = S extends SiteSection<infer M> ? M : never;

/** Every declared section's type: the registered profiles' and the shared ones. */
type DeclaredSection = NonNullable<RegisteredProfile['sections']>[number] | (typeof SHARED_SECTIONS)[number];

/**
 * The sections' models in the site model (`SiteModel.sections`), typed by key from the sections' declarations:
 * each present when the data hold something for it.
 */
export type ProfileSections = {
  -readonly [S in DeclaredSection as S['key']]?: SectionModelOf<S>;
};

// The site model's sections are these (src/site/siteModel.ts declares the interface empty, and imports no profile).
declare module '../site/siteModel.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the declared sections are its members
  interface SiteSections extends ProfileSections {}
}

/**
 * The profiles' record kinds, each key once (the same declaration may be listed by two profiles that share it).
 * @throws Error when two different kinds share a key (a bug: their records would mix).
 */
function uniqueKinds(kinds: readonly RecordKind[]): RecordKind[] {
  const byKey = new Map<string, RecordKind>();
  for (const k of kinds) {
    const met = byKey.get(k.key);
    if (met && met !== k) throw new Error(`two record kinds have the key ${JSON.stringify(k.key)}`);
    byKey.set(k.key, k);
  }
  return [...byKey.values()];
}

/** The reading spec of every profile: roles, linking steps, model tables scoped to their profile's files. */
export function inputSpec(profiles: readonly BenchmarkProfile[] = PROFILES): InputSpec {
  const modelsOfRole = new Map<string, BenchmarkProfile['models']>();
  for (const p of profiles) for (const r of p.roles) modelsOfRole.set(r.role, p.models ?? []);
  return {
    roles: profiles.flatMap((p) => p.roles),
    link: profiles.flatMap((p) => p.link ?? []),
    models: (role) => modelsOfRole.get(role) ?? [],
    modelTable: (id) => profiles.find((p) => p.id === id)?.models ?? [],
    modelTables: profiles.filter((p) => (p.models ?? []).length > 0).map((p) => p.id),
    judges: Object.assign({}, ...profiles.map((p) => p.judges ?? {})),
    recordKinds: uniqueKinds(profiles.flatMap((p) => p.recordKinds ?? [])),
    referenceImage: (file) => {
      const img = parseHcgReferenceImage(file);
      return img ? { benchmark: hcgProfile.id, ...img } : undefined;
    },
  };
}

/**
 * Reads every recognised file under `dir` (or the files the manifest names) into a Dataset.
 * @throws IngestError when the directory or the manifest cannot be read; bad rows never throw.
 */
export function readDataset(dir: string, options: ReadDatasetOptions = {}): Promise<Dataset> {
  return readInputs(dir, inputSpec(), options);
}

/**
 * The role a file is recognised as by every profile's roles, from what is known of it (a path and its header or
 * keys), or undefined when none claims it. For tests and for planning the counts stage.
 */
export function recogniseFile(file: Partial<Sniff> & { path: string }): string | undefined {
  const base = file.path.split('/').pop() ?? file.path;
  const ext = /\.([a-z0-9]+)$/i.exec(base)?.[1]?.toLowerCase() ?? '';
  const role = recogniseRole(inputSpec().roles, {
    base,
    ext,
    header: [],
    keys: [],
    firstLine: '',
    head: '',
    ...file,
  });
  return role && !role.ignore ? role.role : undefined;
}

// Every benchmark profile Parley knows, in the order their roles are tried, and reading a data directory with
// all of them. This is the one list of benchmarks; nothing outside src/profiles names one.
import { readInputs, type InputSpec, type ReadDatasetOptions } from '../ingest/readInputs.ts';
import { recogniseRole, type Sniff } from '../ingest/roles.ts';
import type { Dataset } from '../records/dataset.ts';
import { hcgProfile } from './hcg/profile.ts';
import { parseHcgReferenceImage } from './hcg/readers.ts';
import { answersSection } from './answers/section.ts';
import { historySection } from './history/section.ts';
import { meenaSection } from './meena/section.ts';
import { methodSection } from './method/section.ts';
import { peersSection } from './peers/section.ts';
import { preferenceSection } from './preference/section.ts';
import type { BenchmarkProfile, SiteSection } from './profile.ts';
import { PROFILES } from './registry.ts';

export { benchmarkShortTitle, benchmarkTitle, PROFILES, profileOf } from './registry.ts';
import { rutieSection } from './rutie/section.ts';

/**
 * The sections of the site that profiles add (beyond the benchmark views), by key, in the order the navigation,
 * the home page and a model's page list them. Each key is its section's `key`.
 */
export const SECTIONS = sectionsByKey({
  rutie: rutieSection,
  preference: preferenceSection,
  ssa: meenaSection,
  peers: peersSection,
  answers: answersSection,
  method: methodSection,
  history: historySection,
});

/** The model a section builds. */
export type SectionModelOf<S> = S extends SiteSection<infer M> ? M : never;

/** The sections' models in the site model (`SiteModel.sections`): each present when the data hold something for it. */
export type ProfileSections = {
  -readonly [K in keyof typeof SECTIONS]?: SectionModelOf<(typeof SECTIONS)[K]>;
};

/** Checks, in types, that every section sits under its own key. */
function sectionsByKey<T extends { [K in keyof T]: SiteSection<unknown, K & string> }>(sections: T): T {
  return sections;
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

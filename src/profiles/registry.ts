// The list of every benchmark profile Parley knows, in the order their roles are tried, and the lookup of a
// benchmark's profile. Registering a profile is one entry here: its roles, record kinds and sections (and with
// them its pages and downloads) come with it. A section that names benchmarks by title (the shared sections of
// src/profiles/index.ts) looks them up here, so a profile's own sections must not import this list.
import { alpacaEvalProfile } from './alpacaeval/profile.ts';
import { arenaProfile } from './arena/profile.ts';
import { arenaHardProfile } from './arenahard/profile.ts';
import { botchatProfile } from './botchat/profile.ts';
import { countsProfile } from './counts/profile.ts';
import { galleryProfile } from './gallery/profile.ts';
import { hcgProfile } from './hcg/profile.ts';
import { historyProfile } from './history/profile.ts';
import { inspectProfile } from './inspect/profile.ts';
import { lmarenaProfile } from './lmarena/profile.ts';
import { lmEvalProfile } from './lmeval/profile.ts';
import { meenaProfile } from './meena/profile.ts';
import { mtBenchProfile } from './mtbench/profile.ts';
import { preferenceProfile } from './preference/profile.ts';
import { rutieProfile } from './rutie/profile.ts';
import type { BenchmarkProfile } from './profile.ts';
import { wildBenchProfile } from './wildbench/profile.ts';

const REGISTERED = [
  galleryProfile,
  botchatProfile,
  meenaProfile,
  hcgProfile,
  countsProfile,
  preferenceProfile,
  rutieProfile,
  // The peers' own formats (docs/formats.md); LMArena's dumps are tried before plain battles, which would take them.
  alpacaEvalProfile,
  arenaHardProfile,
  mtBenchProfile,
  lmarenaProfile,
  inspectProfile,
  lmEvalProfile,
  historyProfile,
  wildBenchProfile,
  arenaProfile,
] as const;

/** Every profile, in the order their roles are tried. */
export const PROFILES: readonly BenchmarkProfile[] = REGISTERED;

/** The type of the registered profiles, each with its sections' types (for the site model's typed sections). */
export type RegisteredProfile = (typeof REGISTERED)[number];

/** The profile of a benchmark, by the id its records carry; undefined for a benchmark no profile declares. */
export function profileOf(benchmark: string): BenchmarkProfile | undefined {
  return PROFILES.find((p) => p.id === benchmark);
}

/** A benchmark's title (its profile's), else its id: a battles file may name any benchmark. */
export const benchmarkTitle = (benchmark: string): string => profileOf(benchmark)?.title ?? benchmark;

/** A benchmark's short title, where a label has little room. */
export const benchmarkShortTitle = (benchmark: string): string =>
  profileOf(benchmark)?.shortTitle ?? benchmark;

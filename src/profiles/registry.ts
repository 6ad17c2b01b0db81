// The list of every benchmark profile Parley knows, in the order their roles are tried, and the lookup of a
// benchmark's profile. Kept apart from the sections (src/profiles/index.ts), so a section's builder may look up a
// profile without importing the list of sections that holds it.
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

export const PROFILES: readonly BenchmarkProfile[] = [
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
  arenaProfile,
];

/** The profile of a benchmark, by the id its records carry; undefined for a benchmark no profile declares. */
export function profileOf(benchmark: string): BenchmarkProfile | undefined {
  return PROFILES.find((p) => p.id === benchmark);
}

/** A benchmark's title (its profile's), else its id: a battles file may name any benchmark. */
export const benchmarkTitle = (benchmark: string): string => profileOf(benchmark)?.title ?? benchmark;

/** A benchmark's short title, where a label has little room. */
export const benchmarkShortTitle = (benchmark: string): string =>
  profileOf(benchmark)?.shortTitle ?? benchmark;

// The site's frame as a page group: its title (the manifest's, else one derived from what the home page holds),
// description, the bootstrap every interval uses, the version that built it, and the source study's images.
import type { BoardModel, SectionEntry, ViewModel } from '../../site/siteModel.ts';
import { referenceImagePath } from '../../views/viewContext.ts';
import type { PageGroup } from '../pageGroup.ts';

/** The frame of every page. */
export const homeGroup: PageGroup<
  'views' | 'boards' | 'sectionIndex',
  'title' | 'description' | 'demo' | 'bootstrap' | 'version' | 'assets'
> = {
  key: 'site',
  reads: ['views', 'boards', 'sectionIndex'],
  writes: ['title', 'description', 'demo', 'bootstrap', 'version', 'assets'],
  build(data, { views, boards, sectionIndex }, ctx) {
    const { seed, rounds } = data.manifest.bootstrap;
    return {
      title: data.manifest.title ?? siteTitle(boards, views, sectionIndex),
      description: data.manifest.description ?? '',
      demo: data.manifest.demo,
      bootstrap: { seed, rounds },
      version: ctx.version,
      assets: data.referenceImages.map((r) => ({ from: r.file, to: referenceImagePath(r.file) })),
    };
  },
};

/**
 * The site's title when the manifest gives none: the benchmark's name when the home page holds the leaderboards of
 * one benchmark and no other block, else "Parley leaderboard".
 * @example siteTitle([{ title: 'MT-Bench', ... }], [], []) // 'MT-Bench leaderboard'
 */
export function siteTitle(
  boards: readonly Pick<BoardModel, 'benchmark' | 'title'>[],
  views: readonly Pick<ViewModel, 'benchmark' | 'benchmarkTitle' | 'primary'>[],
  index: readonly Pick<SectionEntry, 'summary'>[],
): string {
  const benchmarks = new Map<string, string>();
  for (const b of boards) if (!benchmarks.has(b.benchmark)) benchmarks.set(b.benchmark, b.title);
  for (const v of views)
    if (v.primary && !benchmarks.has(v.benchmark)) benchmarks.set(v.benchmark, v.benchmarkTitle);
  const only = benchmarks.size === 1 ? [...benchmarks.values()][0] : undefined;
  return only !== undefined && !index.some((s) => s.summary) ? `${only} leaderboard` : 'Parley leaderboard';
}

// LMArena's slices of its battles, as its leaderboard draws them: the anonymous battles only, then a category
// (English, hard prompts, coding, ...). Pure.
import type { PairJudgment } from '../../records/pairJudgment.ts';

/** A slice: which battles it keeps. */
export interface ArenaSlice {
  /** `overall`, `language:English`, `tag:hard`, ... */
  id: string;
  keep: (j: PairJudgment) => boolean;
}

/**
 * The battles LMArena's leaderboard rates: anonymous ones only (a vote cast knowing the models' names is left out;
 * a dump without the flag is taken as anonymous), and with `dedup`, only the sampled share of very frequent prompts
 * (`dedup_tag`: LMArena's "de-duplicate top redundant queries" option).
 * Source: FastChat, fastchat/serve/monitor/elo_analysis.py and deduplication.py, lm-sys/FastChat @ 0e6d3e4b.
 */
export function leaderboardBattles(
  judgments: readonly PairJudgment[],
  opts: { dedup?: boolean } = {},
): PairJudgment[] {
  return judgments.filter(
    (j) =>
      j.anonymous !== false &&
      !(opts.dedup && j.tags?.includes('dedup_high_freq') && !j.tags.includes('dedup_sampled')),
  );
}

/** The slices present in the battles: overall, each language and each tag, in a stable order. */
export function arenaSlices(judgments: readonly PairJudgment[]): ArenaSlice[] {
  const languages = [...new Set(judgments.map((j) => j.language).filter((l): l is string => !!l))].sort();
  const tags = [...new Set(judgments.flatMap((j) => j.tags ?? []))].sort();
  return [
    { id: 'overall', keep: () => true },
    ...languages.map((l) => ({ id: `language:${l}`, keep: (j: PairJudgment) => j.language === l })),
    ...tags.map((t) => ({ id: `tag:${t}`, keep: (j: PairJudgment) => j.tags?.includes(t) ?? false })),
  ];
}

/** How many leaderboard battles each slice holds, and how many of them carry the style covariates. */
export function arenaSliceCounts(
  judgments: readonly PairJudgment[],
): { slice: string; battles: number; withStyle: number }[] {
  const rated = leaderboardBattles(judgments);
  return arenaSlices(rated).map((s) => {
    const kept = rated.filter(s.keep);
    return {
      slice: s.id,
      battles: kept.length,
      withStyle: kept.filter((j) => j.style?.tokens !== undefined).length,
    };
  });
}

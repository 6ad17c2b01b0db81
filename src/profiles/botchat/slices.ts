// BotChat's slices and reference rankings for the view's "About this ranking" and per-slice leaderboards: each
// seed's ground-truth dialogue length (the MuTual dialogue the conversation was seeded from: a judge may find a
// continuation of a short dialogue easier to tell apart), and lb.csv's columns as the reference of each ranking.
import { GROUND_TRUTH } from '../../records/ids.ts';
import { lengthBucket } from '../../stats/sliceRates.ts';
import type { RankingReference } from '../../views/metaMetrics.ts';
import type { SliceDeclaration } from '../../views/slices.ts';
import type { ViewContext } from '../../views/viewContext.ts';

/**
 * Upper edges of the ground-truth length buckets, in chats. MuTual's dialogues are short: BotChat's Figure 6 keeps
 * the 222 of 547 seeds with at least 4 chats, so the first bucket holds the seeds it leaves out.
 */
export const GT_LENGTH_EDGES = [3, 5, 8] as const;

export const botchatSlices: readonly SliceDeclaration[] = [
  {
    id: 'gt-length',
    label: 'ground-truth dialogue length (chats)',
    // Shortest first: the first bucket, each edge's, then the one above the last edge.
    order: [...GT_LENGTH_EDGES, GT_LENGTH_EDGES.at(-1)! + 1].map((n) => lengthBucket(n, GT_LENGTH_EDGES)),
    keyOf: (data) => {
      const length = new Map<string, number>();
      for (const c of data.conversations)
        if (c.model === GROUND_TRUTH) length.set(`${c.benchmark}\u0000${c.seed}`, c.chats.length);
      return (item) => {
        const n = length.get(`${item.benchmark}\u0000${item.seed}`);
        return n === undefined ? null : lengthBucket(n, GT_LENGTH_EDGES);
      };
    },
  },
];

/** lb.csv's column that ranks what each of the view's rankings ranks. */
const REFERENCE_COLUMNS: Readonly<Record<string, string>> = {
  pass: 'Uni_Eval_16',
  winTie: 'Win_Tie_Rate',
  'bt_N=16': 'ELO_16',
  'bt_N=8': 'ELO_8',
};

/** The published leaderboard's columns as reference rankings (none without lb.csv). */
export function botchatReferences(ctx: ViewContext): RankingReference[] {
  const rows = ctx.data.publishedLeaderboard.filter((r) => r.benchmark === ctx.view.benchmark);
  return Object.entries(REFERENCE_COLUMNS).flatMap(([ranking, column]) => {
    const scores = new Map(
      rows.flatMap((r) => {
        const v = r.values[column]?.value;
        return v !== undefined && Number.isFinite(v) ? [[r.model, v] as const] : [];
      }),
    );
    return scores.size >= 2 ? [{ ranking, label: `the published ${column} (lb.csv)`, scores }] : [];
  });
}

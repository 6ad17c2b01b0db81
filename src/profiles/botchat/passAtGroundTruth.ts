// The Uni-Eval pass rate at the ground-truth length of each seed (BotChat's Figure 6), for one view: read by the
// figure and by the cross-protocol panel.
import { GROUND_TRUTH } from '../../records/ids.ts';
import { passAtLength, type PassAtLengthRow } from '../../stats/passAtLength.ts';
import type { ViewContext } from '../../views/viewContext.ts';

/** Each model's pass rate at its seeds' ground-truth lengths; empty when the data hold no ground truth. */
export function passAtGroundTruth(ctx: ViewContext): PassAtLengthRow[] {
  const seedLength: Record<string, number> = {};
  for (const c of ctx.data.conversations)
    if (c.benchmark === ctx.view.benchmark && c.model === GROUND_TRUTH) seedLength[c.seed] = c.chats.length;
  if (Object.keys(seedLength).length === 0) return [];
  return passAtLength(
    ctx.uni.filter((j) => j.model !== GROUND_TRUTH),
    seedLength,
  );
}

// The WildBench section's model: per judge, each model's WB-Reward against each reference model and their mix,
// as a table declared by column specs (the page's cells and the downloads come from the one declaration).
import type { Dataset } from '../../../records/dataset.ts';
import { slugify } from '../../../records/ids.ts';
import { recordsOf } from '../../../records/recordKind.ts';
import { tableFromSpecs, type ColumnSpec, type TableValue } from '../../../render/columnSpec.ts';
import { fixed, formatNumber, MISSING } from '../../../render/format.ts';
import { byText } from '../../../views/viewContext.ts';
import type { SectionContext } from '../../profile.ts';
import { WILDBENCH_PAIR, type WildBenchPair } from '../record.ts';
import { rewardMix, wbReward, WB_REWARD_K, type WbReward } from '../wbReward.ts';
import type { WildBenchBoard, WildBenchModel } from './model.ts';

/** One model's row: its reward against each reference (when judged against it) and their mix. */
interface Row {
  model: string;
  rewards: Map<string, WbReward>;
  mix: number | undefined;
}

/** The leaderboard of one judge's judgments that name their reference. */
function board(
  pairs: readonly WildBenchPair[],
  judge: string,
  k: number,
  ctx: SectionContext,
): Omit<WildBenchBoard, 'download'> {
  const references = [...new Set(pairs.map((p) => p.reference))].sort(byText);
  const tested = (p: WildBenchPair) => (p.reference === p.modelA ? p.modelB : p.modelA);
  const groups = new Map<string, Map<string, WildBenchPair[]>>();
  for (const p of pairs) {
    const m = tested(p);
    let byRef = groups.get(m);
    if (!byRef) groups.set(m, (byRef = new Map()));
    let list = byRef.get(p.reference);
    if (!list) byRef.set(p.reference, (list = []));
    list.push(p);
  }
  const rows: Row[] = [...groups].map(([model, byRef]) => {
    const rewards = new Map([...byRef].map(([ref, list]) => [ref, wbReward(list, model, k)] as const));
    const mix = rewardMix(new Map([...rewards].map(([ref, r]) => [ref, r.reward])), references);
    return { model, rewards, mix };
  });
  const first = references[0]!;
  rows.sort(
    (a, b) =>
      (b.mix ?? -Infinity) - (a.mix ?? -Infinity) ||
      (b.rewards.get(first)?.reward ?? -Infinity) - (a.rewards.get(first)?.reward ?? -Infinity) ||
      byText(a.model, b.model),
  );
  const reward = (x: TableValue | undefined) => (typeof x === 'number' ? fixed(x, 1) : MISSING);
  const specs: ColumnSpec<Row>[] = [
    {
      id: 'model',
      label: 'Model',
      value: (r) => r.model,
      format: (_, r) => ctx.name(r.model),
      numeric: false,
    },
    {
      id: 'mix',
      label: 'WB-Reward-Mix',
      description: `The mean of the model's WB-Rewards against the ${references.length} reference model${references.length === 1 ? '' : 's'}; empty when it was not judged against every one.`,
      value: (r) => r.mix,
      format: reward,
      numeric: true,
    },
    ...references.flatMap((ref): ColumnSpec<Row>[] => [
      {
        id: `reward-${slugify(ref)}`,
        label: `vs ${ctx.name(ref)}`,
        description: `WB-Reward against ${ctx.name(ref)}: the mean of +100 (much better), +50 (slightly better), 0 (tie), -50 and -100, a slight win by more than ${formatNumber(k)} characters counted as a tie.`,
        value: (r) => r.rewards.get(ref)?.reward,
        format: reward,
        numeric: true,
      },
      {
        id: `n-${slugify(ref)}`,
        label: `Judgments vs ${ctx.name(ref)}`,
        description: `Tasks on which the judge compared the model with ${ctx.name(ref)}.`,
        value: (r) => r.rewards.get(ref)?.n,
        format: (x) => (typeof x === 'number' ? formatNumber(x) : MISSING),
        numeric: true,
        more: true,
      },
    ]),
  ];
  const table = tableFromSpecs(specs, rows, {
    caption: `WB-Reward (K = ${formatNumber(k)}) of each model against each reference model${judge ? `, judged by ${ctx.name(judge)}` : ''}`,
    rowIds: (r) => r.model,
    sortedBy: 'mix',
    // The five outcomes behind each reward, for a reader who recomputes it.
    extra: (r) =>
      Object.fromEntries(
        references.flatMap((ref) =>
          Object.entries(r.rewards.get(ref)?.counts ?? {}).map(([o, n]) => [`${o}-${slugify(ref)}`, n]),
        ),
      ),
  });
  return { judge, references, table };
}

/**
 * The WildBench section: a WB-Reward leaderboard per judge, from the judgments whose reference model is named;
 * undefined when the data hold no WildBench judgment.
 */
export function buildWildBenchSection(
  data: Dataset,
  ctx: SectionContext,
  k: number = WB_REWARD_K,
): WildBenchModel | undefined {
  const pairs = recordsOf(data, WILDBENCH_PAIR);
  if (pairs.length === 0) return undefined;
  const attributed = pairs.filter((p) => p.reference !== '');
  const judges = [...new Set(attributed.map((p) => p.judge))].sort(byText);
  const boards = judges.map((j) => {
    const b = board(
      attributed.filter((p) => p.judge === j),
      j,
      k,
      ctx,
    );
    return {
      ...b,
      download: judges.length === 1 ? 'leaderboard' : `leaderboard-${slugify(j || 'unnamed-judge')}`,
    };
  });
  return { k, boards, judgments: pairs.length, unattributed: pairs.length - attributed.length };
}

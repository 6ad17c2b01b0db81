// WB-Reward: WildBench's pairwise score of a model against a reference model, with its length penalty.
import type { WildBenchChoice } from './record.ts';

/**
 * The length margin K (characters) of the site's WB-Reward: a slight win goes to a tie when the winner's answer
 * is longer than the loser's by more than K. 500 is the margin WildBench's README runs its reward scripts with and
 * one of the margins its leaderboard publishes (K = 500, 1000, 1500, and -1 for none).
 */
export const WB_REWARD_K = 500;

/** A pairwise judgment as WB-Reward reads it: the choice and the lengths of the two answers. */
export interface RewardJudgment {
  modelA: string;
  modelB: string;
  choice: WildBenchChoice;
  lengthA: number;
  lengthB: number;
}

/** The five outcomes from the tested model's side, after the length penalty, and their reward. */
export const REWARD_OF = { winMuch: 100, win: 50, tie: 0, lose: -50, loseMuch: -100 } as const;
export type RewardOutcome = keyof typeof REWARD_OF;

/** How many judgments ended in each outcome, and the reward. */
export interface WbReward {
  counts: Record<RewardOutcome, number>;
  /** Judgments counted. */
  n: number;
  /** The mean reward, from -100 (always much worse) to +100 (always much better). */
  reward: number;
}

/**
 * The outcome of one judgment from one model's side: the judge's choice turned to that side, with WildBench's
 * length penalty: a slight win (`A+`, `B+`) becomes a tie when the winner's answer is longer than the loser's by
 * more than `k` characters. Much better and much worse are never changed.
 * @throws Error when the model is neither A nor B of the judgment.
 * @example rewardOutcome({ modelA: 'x', modelB: 'r', choice: 'A+', lengthA: 1200, lengthB: 300 }, 'x', 500) // 'tie'
 */
export function rewardOutcome(j: RewardJudgment, model: string, k: number): RewardOutcome {
  if (model !== j.modelA && model !== j.modelB)
    throw new Error(`rewardOutcome requires the model to be A or B of the judgment (got ${model})`);
  const side = model === j.modelA ? 'A' : 'B';
  if (j.choice === 'A=B') return 'tie';
  const winner = j.choice[0] as 'A' | 'B';
  const much = j.choice.length === 3;
  const [winnerLength, loserLength] = winner === 'A' ? [j.lengthA, j.lengthB] : [j.lengthB, j.lengthA];
  if (!much && winnerLength > loserLength + k) return 'tie';
  if (winner === side) return much ? 'winMuch' : 'win';
  return much ? 'loseMuch' : 'lose';
}

/**
 * WB-Reward of `model` on the given judgments (each between `model` and one reference model): the mean of
 * +100 (much better), +50 (slightly better), 0 (tie), -50 (slightly worse) and -100 (much worse), from `model`'s
 * side, after the length penalty with margin `k` (Infinity turns it off).
 *
 * Definition and source: WildBench (Lin et al. 2024; the allenai/WildBench README's WB Reward section, where the
 * length penalty with margin K is defined, and its reward script, which counts lengths as the characters of the
 * two answers the result file holds and turns a slight win into a tie only when the winner is longer by more than K).
 *
 * WildBench's script divides by every record of a result file, also those whose `winner` names neither model (they
 * add 0 to the sum); Parley rejects such a record when reading it (it holds no verdict), so `n` counts judgments
 * with a verdict only, and a file holding such records gives a reward further from 0 than WildBench's.
 *
 * @throws Error when there is no judgment, when `k` is negative or not a number, or when a judgment does not
 *   involve `model`.
 * @example wbReward([{ modelA: 'x', modelB: 'r', choice: 'A++', lengthA: 10, lengthB: 10 }], 'x', 500).reward // 100
 */
export function wbReward(judgments: readonly RewardJudgment[], model: string, k: number): WbReward {
  if (judgments.length === 0) throw new Error('wbReward requires at least one judgment (got 0)');
  if (!(k >= 0)) throw new Error(`wbReward requires a length margin K of 0 or more, or Infinity (got ${k})`);
  const counts: Record<RewardOutcome, number> = { winMuch: 0, win: 0, tie: 0, lose: 0, loseMuch: 0 };
  for (const j of judgments) counts[rewardOutcome(j, model, k)]++;
  let sum = 0;
  for (const o of Object.keys(counts) as RewardOutcome[]) sum += counts[o] * REWARD_OF[o];
  return { counts, n: judgments.length, reward: sum / judgments.length };
}

/**
 * WB-Reward-Mix: the mean of a model's WB-Rewards against the reference models (WildBench averages its three:
 * GPT-4-turbo, Claude-3-Haiku and Llama-2-70B-chat). Undefined when the model lacks a reward against one of `references`: a mean over fewer
 * references is another number.
 * @example rewardMix(new Map([['r1', 10], ['r2', 30]]), ['r1', 'r2']) // 20
 */
export function rewardMix(
  rewards: ReadonlyMap<string, number>,
  references: readonly string[],
): number | undefined {
  if (references.length === 0) return undefined;
  let sum = 0;
  for (const r of references) {
    const x = rewards.get(r);
    if (x === undefined) return undefined;
    sum += x;
  }
  return sum / references.length;
}

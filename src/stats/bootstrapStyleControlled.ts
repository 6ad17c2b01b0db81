import { toPairArrays, type BradleyTerryOptions } from './bradleyTerry.ts';
import { roundSeed, summarizeBootstrap, type BootstrapRow } from './bootstrapBradleyTerry.ts';
import { largestStrongGroup, subsetPairs } from './bradleyTerryStructure.ts';
import { BOOTSTRAP_ROUNDS, BT_DEGENERATE_SHARE, BT_SCALE } from './constants.ts';
import { quantileSorted7 } from './quantileSorted7.ts';
import { createRandom } from './random.ts';
import {
  createStyleRefit,
  fitStyleModel,
  styleControlledCore,
  styleDesign,
  type StyleBattle,
  type StyleCoefficient,
  type StyleFitFailure,
  type StyleModelFit,
} from './styleControlledBradleyTerry.ts';
import { requireFinite, requireRatingOptions, requireStyleSides } from './requireFinite.ts';

export interface StyleCoefficientInterval extends StyleCoefficient {
  /** 2.5% and 97.5% quantiles of the coefficient over the rounds whose fit succeeded; null when the coefficient
   * is null or when more than BT_DEGENERATE_SHARE of the rounds failed (see intervalReason). */
  lo: number | null;
  hi: number | null;
  intervalReason: 'not fitted' | 'too many failed rounds' | null;
}

export interface StyleControlledBootstrap {
  /** Rows as bootstrapBradleyTerry gives them (rating, lo, hi, median, rank, rankAmong, intervalReason,
   * degenerateRounds, ...), for the style-controlled ratings; as styleControlledBradleyTerry's rows when there is no
   * fit (see reason), with no interval. */
  rows: BootstrapRow[];
  coefficients: StyleCoefficientInterval[];
  /** Parsed battles among rated models. */
  battles: number;
  rounds: number;
  seed: number;
  /** Rounds whose fit failed (style confounded or separating in the resample): every model counts them as
   * degenerate. */
  failedRounds: number;
  /** Why there is no style-controlled fit (see styleControlledBradleyTerry); null when there is one. */
  reason: StyleFitFailure | null;
  /** Each used feature's variance inflation against the models (see styleControlledBradleyTerry). */
  varianceInflation: { feature: string; vif: number }[];
}

/** The bootstrap state of one component: its rated models (global indices) and pair arrays. */
interface ComponentState {
  members: number[];
  sub: ReturnType<typeof subsetPairs>;
  games: Float64Array;
  score: Float64Array;
  /** Point ratings of its members. */
  point: Float64Array;
}

/**
 * Style-controlled Bradley-Terry ratings (styleControlledBradleyTerry) with bootstrap 95% intervals and CI ranks,
 * and intervals for the style coefficients. Each round resamples the point fit's battles (the parsed battles
 * between its rated models) with replacement (n draws of a battle index; the covariates standardised once, as
 * FastChat does), applies the point fit's rules within each
 * component (only the point fit's rated models; the round rates the largest strongly connected group of them,
 * largestStrongGroup; the others count a degenerate round at +∞, −∞ or both ends), and refits by Newton's method
 * from the point estimate. A round's ratings are shifted so its rated models average what they average in the point
 * fit. Intervals, medians, the "too few games" rule and CI ranks within components are bootstrapBradleyTerry's
 * (summarizeBootstrap). Round r draws from its own stream (roundSeed(seed, r)).
 * Source: the battle bootstrap of FastChat's compute_bootstrap_style_control (percentile intervals); existence
 * rules: decision 0080; see decision 0090.
 * @throws Error when fewer than two models appear, or rounds < 1; or a number it reads is NaN or ±Infinity, or a
 *   count is negative (decision 0083).
 * @example bootstrapStyleControlled(battles, { rounds: 1000, seed: 20261125 }).rows[0] // { model, rating, lo, hi, rank, ... }
 */
export function bootstrapStyleControlled(
  battles: readonly StyleBattle[],
  options: BradleyTerryOptions & { rounds?: number; seed: number },
): StyleControlledBootstrap {
  const rounds = options.rounds ?? BOOTSTRAP_ROUNDS;
  if (!Number.isInteger(rounds) || rounds < 1)
    throw new Error(
      `bootstrapStyleControlled requires options.rounds to be a whole number >= 1 (got ${rounds})`,
    );
  requireFinite('bootstrapStyleControlled', 'options.seed', options.seed);
  requireRatingOptions('bootstrapStyleControlled', options);
  battles.forEach((b, i) => requireStyleSides('bootstrapStyleControlled', b.style, `battles[${i}].style`));
  const core = styleControlledCore(battles, options);
  const point = core.result;
  const base = {
    battles: point.battles,
    rounds,
    seed: options.seed,
    failedRounds: 0,
    reason: point.reason,
    varianceInflation: point.varianceInflation,
  };
  if (point.reason !== null || core.fit === null) {
    // No fit: rows (when there are any) keep their point reasons, with no interval.
    const none = core.a.models.map(() => new Float64Array(rounds).fill(NaN));
    return {
      ...base,
      rows: point.rows.length > 0 ? summarizeBootstrap(core.counts, point.rows, none) : [],
      coefficients: point.coefficients.map((c) => ({
        ...c,
        lo: null,
        hi: null,
        intervalReason: 'not fitted',
      })),
    };
  }
  const { counts, a, design, groups } = core;
  const start = core.fit;
  const byModel = new Map(point.rows.map((r) => [r.model, r.rating]));
  const components: ComponentState[] = groups.map((members) => {
    const sub = subsetPairs(a, members);
    return {
      members,
      sub,
      games: new Float64Array(sub.i.length),
      score: new Float64Array(sub.i.length),
      point: Float64Array.from(members, (x) => byModel.get(a.models[x]!)!),
    };
  });
  // Each battle's pair (index into a's pairs) and whether model1 is the pair's first model.
  const pairOf = new Map<string, number>();
  for (let k = 0; k < a.i.length; k++) pairOf.set(`${a.i[k]}\u0000${a.j[k]}`, k);
  const n = design.a.length;
  const battlePair = new Int32Array(n);
  const forward = new Uint8Array(n);
  for (let q = 0; q < n; q++) {
    const x = design.a[q]!;
    const y = design.b[q]!;
    forward[q] = x < y ? 1 : 0;
    battlePair[q] = pairOf.get(x < y ? `${x}\u0000${y}` : `${y}\u0000${x}`)!;
  }
  const scale = (options.scale ?? BT_SCALE.scale) / Math.log(options.base ?? BT_SCALE.base);
  const samples = a.models.map(() => new Float64Array(rounds).fill(NaN));
  const thetas = design.features.used.map(() => [] as number[]);
  const refit = createStyleRefit(design, groups, start);
  const state = { design, a, components, battlePair, forward, start, refit, scale, samples, thetas };
  let failedRounds = 0;
  for (let r = 0; r < rounds; r++)
    if (!bootstrapRound(state, r, createRandom(roundSeed(options.seed, r)))) failedRounds++;
  const rows = summarizeBootstrap(counts, point.rows, samples);
  const coefficients = point.coefficients.map((c): StyleCoefficientInterval => {
    const f = design.features.used.indexOf(c.feature);
    if (c.coefficient === null || f < 0) return { ...c, lo: null, hi: null, intervalReason: 'not fitted' };
    if (failedRounds > BT_DEGENERATE_SHARE * rounds)
      return { ...c, lo: null, hi: null, intervalReason: 'too many failed rounds' };
    const sorted = Float64Array.from(thetas[f]!).sort();
    const lo = Math.min(quantileSorted7(sorted, 0.025), c.coefficient);
    const hi = Math.max(quantileSorted7(sorted, 0.975), c.coefficient);
    return { ...c, lo, hi, intervalReason: null };
  });
  return { ...base, rows, coefficients, failedRounds };
}

/** What a bootstrap round needs: the design, the components' state, and where the round writes its results. */
interface RoundState {
  design: ReturnType<typeof styleDesign>;
  a: ReturnType<typeof toPairArrays>;
  components: ComponentState[];
  battlePair: Int32Array;
  forward: Uint8Array;
  start: StyleModelFit;
  refit: ((weights: Float64Array) => StyleModelFit | undefined) | undefined;
  scale: number;
  samples: Float64Array[];
  thetas: number[][];
}

/**
 * One bootstrap round: resamples the battles, finds each component's rated group in the resample, refits, and
 * writes the round's ratings (or ±∞/NaN markers) into samples[model][r] and its coefficients into thetas.
 * @returns false when the round's fit failed (every model's round is then NaN).
 */
function bootstrapRound(s: RoundState, r: number, rng: () => number): boolean {
  const { design, a, components, samples } = s;
  const n = design.a.length;
  const weights = new Float64Array(n);
  for (let t = 0; t < n; t++) {
    const q = Math.floor(rng() * n);
    weights[q] = weights[q]! + 1;
  }
  const games = new Float64Array(a.i.length);
  const score = new Float64Array(a.i.length);
  for (let q = 0; q < n; q++) {
    const w = weights[q]!;
    if (w === 0) continue;
    const k = s.battlePair[q]!;
    games[k] = games[k]! + w;
    score[k] = score[k]! + w * (s.forward[q] ? design.y[q]! : 1 - design.y[q]!);
  }
  const roundGroups: { component: ComponentState; members: number[] }[] = [];
  for (const c of components) {
    for (let t = 0; t < c.sub.pairs.length; t++) {
      c.games[t] = games[c.sub.pairs[t]!]!;
      c.score[t] = score[c.sub.pairs[t]!]!;
    }
    const group = largestStrongGroup(c.members.length, c.sub.i, c.sub.j, c.games, c.score, true);
    if (group === undefined) roundGroups.push({ component: c, members: c.members });
    else {
      group.bound.forEach(
        (b, x) => (samples[c.members[x]!]![r] = b > 0 ? Infinity : b < 0 ? -Infinity : NaN),
      );
      if (group.members.length >= 2)
        roundGroups.push({ component: c, members: group.members.map((x) => c.members[x]!) });
    }
  }
  // All of the point fit's rated models rated again: chord refit; otherwise (or if it does not settle) Newton.
  const whole =
    roundGroups.length === components.length && roundGroups.every((g) => g.members === g.component.members);
  const fit =
    (whole ? s.refit?.(weights) : undefined) ??
    (roundGroups.length > 0
      ? fitStyleModel(
          design,
          roundGroups.map((g) => g.members),
          weights,
          s.start,
        )
      : 'no rated models');
  if (typeof fit === 'string') {
    for (const c of components) for (const x of c.members) samples[x]![r] = NaN;
    return false;
  }
  fit.theta.forEach((v, f) => s.thetas[f]!.push(v));
  for (const { component: c, members } of roundGroups) {
    // Shift so the round's rated models average what they average in the point fit.
    let target = 0;
    let mean = 0;
    for (const x of members) {
      target += c.point[c.members.indexOf(x)]!;
      mean += s.scale * fit.strengths[x]!;
    }
    const shift = (target - mean) / members.length;
    for (const x of members) samples[x]![r] = shift + s.scale * fit.strengths[x]!;
  }
  return true;
}

// Test helper (issue 21): seeded Arena-style battles under a judge that favours longer answers.
import { createRandom } from '../random.ts';
import { normalizedDifference } from '../styleFeatures.ts';
import type { StyleBattle } from '../styleControlledBradleyTerry.ts';

export interface LengthBiasedModel {
  model: string;
  /** True strength on the natural-log scale: logit P(a beats b) = s_a − s_b + bias · lengthDifference. */
  strength: number;
  /** Median answer length in tokens. */
  length: number;
}

export interface LengthBiasedOptions {
  seed: number;
  battles: number;
  models: readonly LengthBiasedModel[];
  /** The judge's taste for length: log-odds added per unit of the normalized length difference
   * (a − b)/(a + b + 1) of the two answers. */
  lengthBias: number;
  /** Spread of an answer's length around its model's median: the length is median · exp(N(0, spread²)). */
  lengthSpread?: number;
  /** Share of battles that end in a tie (drawn independently of the models). */
  tieShare?: number;
  /** Also give each answer 0-3 headers, 0-5 list items and 0-5 bold spans, drawn uniformly and independently of
   * everything else (the judge ignores them), to exercise the markdown covariates; absent when false. */
  markdown?: boolean;
}

/**
 * Draws battles: each picks two different models uniformly, draws both answers' lengths (log-normal around the
 * models' medians), and decides the winner by the Bradley-Terry model with the judge's length bias added, so a
 * model as strong as another but writing longer answers wins more often than it should. Deterministic for a seed.
 * @example lengthBiasedBattles({ seed: 1, battles: 1000, models, lengthBias: 1.5 })
 */
export function lengthBiasedBattles(options: LengthBiasedOptions): StyleBattle[] {
  const rng = createRandom(options.seed);
  const spread = options.lengthSpread ?? 0.35;
  const tieShare = options.tieShare ?? 0;
  const m = options.models;
  // Box-Muller: one standard normal per call.
  const normal = () => Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
  const out: StyleBattle[] = [];
  for (let t = 0; t < options.battles; t++) {
    const i = Math.floor(rng() * m.length);
    let j = Math.floor(rng() * (m.length - 1));
    if (j >= i) j++;
    const a = m[i]!;
    const b = m[j]!;
    const la = Math.max(1, Math.round(a.length * Math.exp(spread * normal())));
    const lb = Math.max(1, Math.round(b.length * Math.exp(spread * normal())));
    const eta = a.strength - b.strength + options.lengthBias * normalizedDifference(la, lb);
    const u = rng();
    const outcome =
      rng() < tieShare ? 'tie' : u < 1 / (1 + Math.exp(-eta)) ? ('model1' as const) : ('model2' as const);
    const count = (k: number) => Math.floor(rng() * k);
    const style = options.markdown
      ? {
          length: [la, lb] as const,
          headers: [count(4), count(4)] as const,
          lists: [count(6), count(6)] as const,
          bold: [count(6), count(6)] as const,
        }
      : { length: [la, lb] as const };
    out.push({ model1: a.model, model2: b.model, outcome, style });
  }
  return out;
}

/**
 * The case: six models whose true strengths are spread over two logits, where `verbose` is exactly as
 * strong as `steady` but writes three times longer answers.
 */
export const LENGTH_BIAS_MODELS: readonly LengthBiasedModel[] = [
  { model: 'alpha', strength: 1.0, length: 300 },
  { model: 'bravo', strength: 0.5, length: 300 },
  { model: 'steady', strength: 0.2, length: 300 },
  { model: 'verbose', strength: 0.2, length: 900 },
  { model: 'delta', strength: -0.4, length: 300 },
  { model: 'echo', strength: -1.0, length: 300 },
];

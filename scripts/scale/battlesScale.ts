// Writes Arena-style battles as JSONL, the way FastChat's data and the peers' reference files are laid out:
// `{"model_a": ..., "model_b": ..., "winner": ...}` a line. Bradley-Terry strengths drawn from N(0, 1) on the
// natural-logit scale, both sides uniform over the models, 10% ties split evenly between `tie` and
// `tie (bothbad)` (the definition of ../shared/data/peers/battles-truth.json, with Parley's own seeded stream).
import { join } from 'node:path';
import { createRandom } from '../../src/stats/random.ts';
import { createTextWriter } from './textWriter.ts';

/** Share of battles that end in a tie (half `tie`, half `tie (bothbad)`). */
export const BATTLE_TIES = 0.1;

export interface BattlesScaleSummary {
  file: string;
  seed: number;
  battles: number;
  models: number;
  bytes: number;
  /** The true strengths (natural log), by model name. */
  strengths: Record<string, number>;
}

/** Writes `battles-<n>.jsonl` into `dir`. */
export function writeBattlesScale(
  dir: string,
  battles: number,
  models: number,
  seed: number,
): BattlesScaleSummary {
  const rng = createRandom(seed);
  const names = Array.from({ length: models }, (_, i) => `model_${String(i).padStart(3, '0')}`);
  const strength = names.map(() => Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng()));
  const file = `battles-${battles >= 1000 && battles % 1000 === 0 ? `${battles / 1000}k` : battles}.jsonl`;
  const w = createTextWriter(join(dir, file));
  for (let k = 0; k < battles; k++) {
    const a = Math.floor(rng() * models);
    const b = (a + 1 + Math.floor(rng() * (models - 1))) % models;
    const ut = rng();
    const uw = rng();
    const winner =
      ut < BATTLE_TIES
        ? ut < BATTLE_TIES / 2
          ? 'tie'
          : 'tie (bothbad)'
        : uw < 1 / (1 + Math.exp(strength[b]! - strength[a]!))
          ? 'model_a'
          : 'model_b';
    w.write(`{"model_a": "${names[a]}", "model_b": "${names[b]}", "winner": "${winner}"}\n`);
  }
  return {
    file,
    seed,
    battles,
    models,
    bytes: w.close(),
    strengths: Object.fromEntries(names.map((n, i) => [n, strength[i]!])),
  };
}

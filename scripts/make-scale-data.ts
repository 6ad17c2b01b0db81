// Writes seeded data at a chosen scale for benchmarks and the aggregation tests (never committed: the default
// output is under tmp/, which git ignores). Deterministic: the same arguments write byte-identical files.
//
//   npx node scripts/make-scale-data.ts botchat --scale 1 [--out tmp/scale/botchat-1x] [--seed 20231101]
//                                               [--only GTEval.tsv,...]   (write only these files)
//   npx node scripts/make-scale-data.ts battles --battles 1600000 [--models 100] [--out tmp/scale/battles]
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { writeBattlesScale } from './scale/battlesScale.ts';
import { writeBotchatScale } from './scale/botchatScale.ts';

/** Default seed of the generated data (BotChat's release month, as the bootstrap's default seed). */
export const SCALE_SEED = 20231101;
const ROOT = resolve(import.meta.dirname, '..');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    scale: { type: 'string', default: '1' },
    battles: { type: 'string', default: '100000' },
    models: { type: 'string', default: '100' },
    seed: { type: 'string', default: String(SCALE_SEED) },
    out: { type: 'string' },
    /** Comma-separated file names: only these are written (the others are generated, not written). */
    only: { type: 'string' },
  },
});
const kind = positionals[0];
const seed = Number(values.seed);
const started = performance.now();
if (kind === 'botchat') {
  const scale = Number(values.scale);
  if (!(scale > 0)) throw new Error(`--scale must be a positive number (got ${values.scale})`);
  const out = resolve(values.out ?? join(ROOT, 'tmp/scale', `botchat-${scale}x`));
  const s = writeBotchatScale(out, scale, seed, values.only?.split(','));
  writeFileSync(join(out, 'scale.json'), `${JSON.stringify(s, null, 1)}\n`);
  console.log(`BotChat ${scale}x (${s.seeds} seeds, seed ${seed}) into ${out}:`);
  for (const f of s.files)
    console.log(
      `  ${f.file.padEnd(22)} ${String(f.rows).padStart(9)} rows ${(f.bytes / 1e6).toFixed(1).padStart(9)} MB`,
    );
} else if (kind === 'battles') {
  const battles = Number(values.battles);
  const models = Number(values.models);
  if (!Number.isInteger(battles) || battles < 1) throw new Error(`--battles must be a positive whole number`);
  const out = resolve(values.out ?? join(ROOT, 'tmp/scale', 'battles'));
  const s = writeBattlesScale(out, battles, models, seed);
  writeFileSync(join(out, `${s.file.replace(/\.jsonl$/, '')}.truth.json`), `${JSON.stringify(s, null, 1)}\n`);
  console.log(
    `${battles} battles among ${models} models (seed ${seed}): ${join(out, s.file)} ${(s.bytes / 1e6).toFixed(1)} MB`,
  );
} else {
  console.error(
    'usage: make-scale-data.ts botchat --scale S | battles --battles N [--models M] [--out DIR] [--seed N]',
  );
  process.exit(2);
}
console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);

// `npm run bench`: timings of Parley's stages as medians of several runs, printed as a table and as JSON.
// Each case is seeded, so every run measures the same work. Targets are from the speed issue; see the README.
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { readDataset } from '../src/ingest/readDataset.ts';
import type { PairJudgment } from '../src/records/pairJudgment.ts';
import { bootstrapBradleyTerry } from '../src/stats/bootstrapBradleyTerry.ts';
import { bradleyTerry } from '../src/stats/bradleyTerry.ts';
import { pairCounts } from '../src/stats/pairCounts.ts';
import { binomial, createRandom } from '../src/stats/random.ts';
import { countCl100k } from '../src/stats/tokens.ts';
import { buildSiteModel } from '../src/build/buildSiteModel.ts';

interface Case {
  name: string;
  runs: number;
  /** Prepares once (untimed), returns the timed work; the work returns a size for a rate. */
  setup: () => Promise<() => Promise<{ units?: number; unit?: string }> | { units?: number; unit?: string }>;
  target?: string;
}

/** 1.6M battles among 100 models, straight into pair counts (the generator's own cost is not the point). */
function syntheticCounts(battles: number, models: number, seed: number) {
  const rng = createRandom(seed);
  const strength = Array.from({ length: models }, () => {
    const u = Math.max(rng(), 1e-12);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
  });
  const names = strength.map((_, i) => `model_${String(i).padStart(3, '0')}`);
  const pairs = (models * (models - 1)) / 2;
  const per = Math.floor(battles / pairs);
  const counts = [];
  for (let i = 0; i < models; i++)
    for (let j = i + 1; j < models; j++) {
      const p = 1 / (1 + Math.exp(strength[j]! - strength[i]!));
      const ties = binomial(rng, per, 0.1);
      const wins1 = binomial(rng, per - ties, p);
      counts.push({
        model1: names[i]!,
        model2: names[j]!,
        wins1,
        wins2: per - ties - wins1,
        ties: Math.floor(ties / 2),
        bothbad: ties - Math.floor(ties / 2),
        unparsed: 0,
      });
    }
  return counts;
}

function syntheticBattles(n: number, models: number, seed: number): PairJudgment[] {
  const rng = createRandom(seed);
  const out: PairJudgment[] = [];
  const outcomes = ['model1', 'model2', 'tie', 'bothbad'] as const;
  for (let k = 0; k < n; k++) {
    const a = Math.floor(rng() * models);
    let b = Math.floor(rng() * (models - 1));
    if (b >= a) b++;
    out.push({
      benchmark: 'arena',
      kind: 'arena',
      setting: '',
      judge: 'j',
      seed: '',
      model1: `m${a}`,
      model2: `m${b}`,
      outcome: outcomes[Math.floor(rng() * 4)]!,
      reason: '',
      raw: '',
      source: { file: 'f' },
    });
  }
  return out;
}

/** Seeded texts of chat-like length with mixed scripts, unique so no cache can help. */
function syntheticTexts(n: number, seed: number): string[] {
  const rng = createRandom(seed);
  const words = [
    'hello',
    'weekend',
    'really',
    'think',
    'coffee',
    'movie',
    'привет',
    'спасибо',
    '天气',
    '朋友',
    'مرحبا',
    '😀',
    "don't",
    'maybe',
    'tomorrow',
    'because',
    'interesting',
    'absolutely',
  ];
  return Array.from(
    { length: n },
    (_, i) =>
      `${Array.from({ length: 10 + Math.floor(rng() * 40) }, () => words[Math.floor(rng() * words.length)]).join(' ')} #${i}`,
  );
}

const ROOT = join(import.meta.dirname, '..');
const cases: Case[] = [
  {
    name: 'ingest content/ (demo, 1.5k rows)',
    runs: 5,
    setup: async () => async () => {
      const d = await readDataset(join(ROOT, 'content'));
      return { units: d.report.files.reduce((t, f) => t + f.rowsRead, 0), unit: 'rows' };
    },
  },
  {
    name: 'ingest + statistics + charts, content/',
    runs: 5,
    setup: async () => async () => {
      const d = await readDataset(join(ROOT, 'content'));
      buildSiteModel(d, { countTokens: countCl100k, version: 'bench' });
      return {};
    },
  },
  {
    name: 'pairCounts, 1.6M battle rows, 100 models',
    runs: 3,
    setup: async () => {
      const battles = syntheticBattles(1_600_000, 100, 1);
      return () => {
        pairCounts(battles);
        return { units: battles.length, unit: 'rows' };
      };
    },
  },
  {
    name: 'Bradley-Terry point fit, 1.6M battles as counts',
    runs: 5,
    setup: async () => {
      const counts = syntheticCounts(1_600_000, 100, 2);
      return () => {
        bradleyTerry(counts);
        return {};
      };
    },
  },
  {
    name: 'Bradley-Terry + 1000 bootstrap rounds, 1.6M battles',
    runs: 3,
    target: '< 2 s',
    setup: async () => {
      const counts = syntheticCounts(1_600_000, 100, 2);
      return () => {
        bootstrapBradleyTerry(counts, { rounds: 1000, seed: 3 });
        return {};
      };
    },
  },
  {
    name: 'cl100k token counting, cold (unique texts)',
    runs: 3,
    target: '>= 2M tokens/s',
    setup: async () => {
      const texts = syntheticTexts(20000, 4);
      return () => {
        let tokens = 0;
        for (const t of texts) tokens += countCl100k(t);
        return { units: tokens, unit: 'tokens' };
      };
    },
  },
];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

const only = process.argv[2];
const results = [];
for (const c of cases.filter((x) => !only || x.name.includes(only))) {
  const work = await c.setup();
  const times: number[] = [];
  let size: { units?: number; unit?: string } = {};
  let peak = 0;
  for (let r = 0; r < c.runs; r++) {
    const t = performance.now();
    size = await work();
    times.push((performance.now() - t) / 1000);
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  const m = median(times);
  const rate = size.units ? `${Math.round(size.units / m).toLocaleString('en-US')} ${size.unit}/s` : '';
  results.push({
    case: c.name,
    runs: c.runs,
    medianSeconds: Number(m.toFixed(4)),
    min: Number(Math.min(...times).toFixed(4)),
    rate,
    peakRssMB: Math.round(peak / 1e6),
    target: c.target ?? '',
  });
  console.log(
    `${c.name.padEnd(56)} median ${m.toFixed(3).padStart(8)} s  (min ${Math.min(...times).toFixed(3)}, ${c.runs} runs)  ${rate.padEnd(22)} rss ${Math.round(peak / 1e6)} MB${c.target ? `  target ${c.target}` : ''}`,
  );
}
console.log(
  JSON.stringify({ node: process.version, cores: (await import('node:os')).cpus().length, results }),
);

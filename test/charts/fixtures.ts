// Fixed sample data for the chart tests, the shell test site and screenshots. No randomness: values come from
// simple formulas, so every run draws the same charts. Not real results of any study.
import type { LengthDistributionRow } from '../../src/render/charts/lengthDistribution.ts';
import type { PairMatrixData } from '../../src/render/charts/pairMatrix.ts';
import type { PassCurveSeries } from '../../src/render/charts/passCurveChart.ts';
import type { RateRow } from '../../src/render/charts/rateBars.ts';
import type { RatingRow } from '../../src/render/charts/ratingIntervals.ts';
import type { ModelRef } from '../../src/render/charts/types.ts';
import type { WinTieLoseRow } from '../../src/render/charts/winTieLoseBars.ts';

/** Fifteen BotChat-style model names (display names as BotChat prints them). */
export const SAMPLE_MODELS: readonly ModelRef[] = [
  ['gpt4', 'GPT-4'],
  ['vicuna-13b', 'Vicuna-13B'],
  ['qwen-14b', 'Qwen-14B'],
  ['internlm-20b', 'InternLM-20B'],
  ['vicuna-7b', 'Vicuna-7B'],
  ['qwen-7b', 'Qwen-7B'],
  ['baichuan2-13b', 'Baichuan2-13B'],
  ['internlm-7b', 'InternLM-7B'],
  ['gpt35', 'GPT-3.5'],
  ['chatglm2-6b', 'ChatGLM2-6B'],
  ['claude2', 'Claude-2'],
  ['llama2-7b', 'LLaMA2-7B'],
  ['llama2-70b', 'LLaMA2-70B'],
  ['llama2-13b', 'LLaMA2-13B'],
  ['gt', 'GT'],
].map(([model, display]) => ({ model: model!, display: display! }));

const round = (x: number, d = 4) => Math.round(x * 10 ** d) / 10 ** d;

/** pass@N curves for N = 1..16: model i decays at its own rate; Wilson-like bands of fixed width. */
export function samplePassCurves(models: readonly ModelRef[] = SAMPLE_MODELS): PassCurveSeries[] {
  return models.map((m, i) => ({
    ...m,
    points: Array.from({ length: 16 }, (_, k) => {
      const N = k + 1;
      const rate = round(Math.exp(-(N - 1) * (0.01 + 0.012 * i)));
      return { N, rate, lo: round(Math.max(0, rate - 0.04)), hi: round(Math.min(1, rate + 0.04)) };
    }),
  }));
}

/** Win / tie / lose shares (they sum to 1). */
export function sampleWinTieLose(models: readonly ModelRef[] = SAMPLE_MODELS): WinTieLoseRow[] {
  return models.map((m, i) => {
    const win = round(0.1 + ((i * 7) % 11) / 60);
    const tie = round(Math.max(0.02, 0.47 - i * 0.03));
    return { ...m, win, tie, lose: round(1 - win - tie) };
  });
}

/** Rates with intervals (pass at GT length). */
export function sampleRates(models: readonly ModelRef[] = SAMPLE_MODELS): RateRow[] {
  return models.map((m, i) => {
    const rate = round(0.85 - i * 0.05);
    return { ...m, rate, lo: round(rate - 0.06), hi: round(rate + 0.05) };
  });
}

/** Bradley-Terry-like ratings around 1000 with intervals. */
export function sampleRatings(models: readonly ModelRef[] = SAMPLE_MODELS): RatingRow[] {
  return models.map((m, i) => {
    const rating = round(1120 - i * 17.5 + ((i * 5) % 3) * 4, 1);
    return { ...m, rating, lo: round(rating - 22 - i, 1), hi: round(rating + 20 + i, 1) };
  });
}

/** A comparison-count matrix (figure 3): pairs |i - k| <= 2 compared, symmetric, diagonal blank. */
export function sampleCountMatrix(models: readonly ModelRef[] = SAMPLE_MODELS): PairMatrixData {
  return {
    models,
    values: models.map((_, i) =>
      models.map((__, k) => (i === k || Math.abs(i - k) > 2 ? null : 40 + (((i + k) * 13) % 60))),
    ),
  };
}

/** A win-fraction matrix (figure 4): the better-ranked row model wins more; f(i,k) + f(k,i) = 1. */
export function sampleWinMatrix(models: readonly ModelRef[] = SAMPLE_MODELS): PairMatrixData {
  return {
    models,
    values: models.map((_, i) =>
      models.map((__, k) => (i === k ? null : round(0.5 + (k - i) / (2 * models.length), 3))),
    ),
  };
}

/** Token-length summaries with histogram bins on integer log edges. */
export function sampleLengths(models: readonly ModelRef[] = SAMPLE_MODELS): LengthDistributionRow[] {
  const edges = [1, 2, 3, 4, 6, 8, 10, 14, 18, 24, 32, 43, 57, 75, 100, 134, 178, 238, 317, 422];
  return models.map((m, i) => {
    const centre = 2.2 + (i % 5) * 0.7 + (i > 9 ? 1.1 : 0);
    const bins = edges.slice(1).map((x1, j) => {
      const x0 = edges[j]!;
      const mid = Math.log(Math.sqrt(x0 * x1));
      return { x0, x1, count: Math.round(400 * Math.exp(-((mid - centre) ** 2) / 0.5)) };
    });
    const median = round(Math.exp(centre), 1);
    return {
      ...m,
      q1: round(median * 0.62, 1),
      median,
      q3: round(median * 1.55, 1),
      min: 1,
      max: round(median * 9, 0),
      mean: round(median * 1.18, 1),
      bins,
    };
  });
}

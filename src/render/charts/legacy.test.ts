// The first chart functions are adapters now; they must draw what the new functions draw.
import { describe, expect, it } from 'vitest';
import { barsChart } from './barsChart.ts';
import { distributionChart, histogramBins, summarizeDistribution } from './distributionChart.ts';
import { intervalsChart } from './intervalsChart.ts';
import { lengthDistribution } from './lengthDistribution.ts';
import { matrixChart } from './matrixChart.ts';
import { pairMatrix } from './pairMatrix.ts';
import { rateBars } from './rateBars.ts';
import { ratingIntervals } from './ratingIntervals.ts';
import { stackedBarsChart } from './stackedBarsChart.ts';
import { winTieLoseBars } from './winTieLoseBars.ts';

const ref = (name: string) => ({ model: name, display: name });

describe('adapters of the first chart functions', () => {
  it('barsChart draws rateBars', () => {
    expect(barsChart([{ label: 'a', value: 0.5, lo: 0.4, hi: 0.6 }], { title: 'T', percent: true })).toBe(
      rateBars([{ ...ref('a'), rate: 0.5, lo: 0.4, hi: 0.6 }], { title: 'T', format: 'percent' }),
    );
  });
  it('intervalsChart draws ratingIntervals', () => {
    expect(intervalsChart([{ label: 'a', value: 1000, lo: 990, hi: 1010 }])).toBe(
      ratingIntervals([{ ...ref('a'), rating: 1000, lo: 990, hi: 1010 }]),
    );
  });
  it('matrixChart draws pairMatrix', () => {
    const values = [
      [null, 0.75],
      [0.25, null],
    ];
    expect(matrixChart(['a', 'b'], values, { percent: true })).toBe(
      pairMatrix({ models: [ref('a'), ref('b')], values }, { kind: 'fraction' }),
    );
  });
  it('stackedBarsChart draws winTieLoseBars and refuses other parts', () => {
    const parts = [
      { key: 'win', value: 0.2 },
      { key: 'tie', value: 0.3 },
      { key: 'lose', value: 0.5 },
    ];
    expect(stackedBarsChart([{ label: 'a', parts }])).toBe(
      winTieLoseBars([{ ...ref('a'), win: 0.2, tie: 0.3, lose: 0.5 }]),
    );
    expect(() => stackedBarsChart([{ label: 'a', parts: [{ key: 'draw', value: 1 }] }])).toThrow(
      'stackedBarsChart draws win, tie and lose only (got part "draw" of a)',
    );
  });
  it('distributionChart summarises raw values into lengthDistribution', () => {
    const values = [1, 2, 3, 5, 8, 13, 21];
    expect(distributionChart([{ label: 'a', values }], { log: true })).toBe(
      lengthDistribution([summarizeDistribution(ref('a'), values, true)]),
    );
  });
});

describe('summarizeDistribution and histogramBins', () => {
  it('gives R type-7 quartiles (R: quantile(c(1,2,3,5,8,13,21)) = 1 2.5 5 10.5 21)', () => {
    const s = summarizeDistribution(ref('a'), [1, 2, 3, 5, 8, 13, 21], true);
    expect([s.min, s.q1, s.median, s.q3, s.max]).toEqual([1, 2.5, 5, 10.5, 21]);
    expect(s.mean).toBeCloseTo(53 / 7, 12);
  });
  it('bins integers on rounded log edges, every value counted once', () => {
    const values = [0, 1, 1, 2, 3, 9, 10, 99, 100, 1000];
    const bins = histogramBins(values, true);
    expect(bins.slice(0, 9).map((b) => [b.x0, b.x1])).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
      [5, 6],
      [6, 8],
      [8, 10],
      [10, 14],
    ]);
    expect(bins.reduce((t, b) => t + b.count, 0)).toBe(values.length);
    expect(bins[bins.length - 1]!.x1).toBeGreaterThan(1000);
    expect(bins.slice(0, 3).map((b) => b.count)).toEqual([1, 2, 1]);
  });
  it('bins on the linear scale into 20 equal bins including the maximum', () => {
    const bins = histogramBins([0, 5, 10], false);
    expect(bins).toHaveLength(20);
    expect(bins[0]!.count + bins[10]!.count + bins[19]!.count).toBe(3);
  });
});

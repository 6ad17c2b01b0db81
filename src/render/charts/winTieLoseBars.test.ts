import { describe, expect, it } from 'vitest';
import { expectChart, expectEscaped, HOSTILE } from '../../../test/charts/expectChart.ts';
import { sampleWinTieLose, SAMPLE_MODELS } from '../../../test/charts/fixtures.ts';
import { winTieLoseBars } from './winTieLoseBars.ts';

const rows = sampleWinTieLose(SAMPLE_MODELS.slice(0, 4));

describe('winTieLoseBars', () => {
  it('draws the same SVG as its snapshot, with a title and a text equivalent', async () => {
    const svg = expectChart(winTieLoseBars(rows), 'Win / tie / lose against the ground truth');
    await expect(svg).toMatchFileSnapshot('./__snapshots__/winTieLoseBars.svg');
  });
  it('sorts by win + tie, highest first, ties keeping the given order', () => {
    const svg = winTieLoseBars([
      { model: 'a', display: 'A', win: 0.1, tie: 0.2, lose: 0.7 },
      { model: 'b', display: 'B', win: 0.2, tie: 0.3, lose: 0.5 },
      { model: 'c', display: 'C', win: 0.3, tie: 0.0, lose: 0.7 },
    ]);
    const desc = /<desc>(.*)<\/desc>/.exec(svg)![1]!;
    expect(desc.indexOf('B:')).toBeLessThan(desc.indexOf('A:'));
    expect(desc.indexOf('A:')).toBeLessThan(desc.indexOf('C:'));
    expect(desc).toContain('B: win 20.0%, tie 30.0%, lose 50.0% (win + tie 50.0%)');
  });
  it('escapes a model name with markup', () => {
    expectEscaped(winTieLoseBars([{ ...rows[0]!, display: HOSTILE }], { title: HOSTILE }));
  });
});

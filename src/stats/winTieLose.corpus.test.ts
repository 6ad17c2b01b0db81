// Corpus test: Parley's win/tie/lose against BotChat's own analyze() output on the same synthetic GTEval file
// (../shared/data/peers: gteval-6216.tsv and BotChat's printed tables, made by running BotChat's code unchanged).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDataset } from '../profiles/index.ts';
import { winTieLose } from './winTieLose.ts';

const PEERS = resolve(import.meta.dirname, '../../../shared/data/peers');
const present = existsSync(`${PEERS}/gteval-6216.tsv`);
if (!present) console.warn(`corpus absent: ${PEERS} not found; the BotChat peer comparison is skipped`);

describe.skipIf(!present)("win/tie/lose against BotChat's own analyze() on gteval-6216.tsv", () => {
  it('agrees with every rate and score BotChat printed, for GT and all 14 models', async () => {
    const data = await readDataset(PEERS);
    const gt = data.pairJudgments.filter((p) => p.benchmark === 'botchat' && p.kind === 'gt');
    expect(gt).toHaveLength(6216);
    const rows = new Map(winTieLose(gt).map((r) => [r.model, r]));
    const lines = readFileSync(`${PEERS}/gteval-6216.botchat-stats.csv`, 'utf8').trim().split('\n').slice(1);
    expect(lines).toHaveLength(15);
    const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
    for (const line of lines) {
      const [model = '', win, tie, lose, notBad, score] = line.split(',');
      const r = rows.get(model);
      expect(r, model).toBeDefined();
      expect([pct(r!.winRate!), pct(r!.tieRate!), pct(r!.loseRate!)], model).toEqual([win, tie, lose]);
      // BotChat's NotBadRate is win + tie-both-good ("Neither"); its score weighs Neither +1 and Both -1, as Parley.
      expect(pct((r!.win + r!.tieGood) / r!.n), model).toBe(notBad);
      expect(r!.score, model).toBeCloseTo(Number(score), 12);
    }
  });
});

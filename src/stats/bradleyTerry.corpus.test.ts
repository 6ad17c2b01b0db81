// Corpus test: Parley's Bradley-Terry and Elo against FastChat's own outputs on the same 100,000 battles
// (../shared/data/peers, made by running FastChat's rating_systems.py unchanged).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDataset } from '../profiles/index.ts';
import { bootstrapBradleyTerry } from './bootstrapBradleyTerry.ts';
import { bradleyTerry } from './bradleyTerry.ts';
import { eloRatings } from './eloRatings.ts';
import { pairCounts } from './pairCounts.ts';

const PEERS = resolve(import.meta.dirname, '../../../shared/data/peers');
const present = existsSync(`${PEERS}/battles-100k.jsonl`);
if (!present) console.warn(`corpus absent: ${PEERS} not found; the FastChat comparison is skipped`);

describe.skipIf(!present)("ratings against FastChat's own code on battles-100k.jsonl", async () => {
  const fastchat = present
    ? (JSON.parse(readFileSync(`${PEERS}/battles-100k.fastchat-ratings.json`, 'utf8')) as Record<
        string,
        Record<string, unknown>
      >)
    : {};
  const data = present ? await readDataset(PEERS) : undefined;
  const battles = data?.pairJudgments.filter((p) => p.benchmark === 'arena') ?? [];

  it('reads all 100,000 battles', () => {
    expect(battles).toHaveLength(100000);
  });

  it('matches compute_bt point estimates to 0.01 rating points for all 100 models', () => {
    const mine = new Map(bradleyTerry(pairCounts(battles)).map((r) => [r.model, r.rating]));
    const theirs = fastchat.bt_point as Record<string, number>;
    expect(mine.size).toBe(100);
    let worst = 0;
    for (const [m, r] of Object.entries(theirs)) worst = Math.max(worst, Math.abs((mine.get(m) ?? NaN) - r));
    console.log(
      `Bradley-Terry vs FastChat compute_bt: max |difference| = ${worst.toExponential(2)} rating points`,
    );
    expect(worst).toBeLessThan(0.01);
  });

  it('matches compute_elo (K = 4, file order) to 1e-6', () => {
    const mine = new Map(
      eloRatings(battles, { initial: 1000, scale: 400, base: 10, k: 4 }).map((r) => [r.model, r.rating]),
    );
    let worst = 0;
    for (const [m, r] of Object.entries(fastchat.elo_online_k4 as Record<string, number>))
      worst = Math.max(worst, Math.abs((mine.get(m) ?? NaN) - r));
    expect(worst).toBeLessThan(1e-6);
  });

  it('gives bootstrap intervals whose widths agree with FastChat 1000-round intervals within bootstrap noise', () => {
    const mine = bootstrapBradleyTerry(pairCounts(battles), { rounds: 1000, seed: 1 });
    const b = fastchat.bootstrap_1000 as Record<string, Record<string, number>>;
    const lower = b['lower'] ?? b['q025'] ?? b['2.5%'];
    const upper = b['upper'] ?? b['q975'] ?? b['97.5%'];
    expect(lower && upper).toBeTruthy();
    let ratio = 0;
    for (const r of mine) ratio += (r.hi! - r.lo!) / (upper![r.model]! - lower![r.model]!);
    ratio /= mine.length;
    console.log(`mean interval width, Parley / FastChat: ${ratio.toFixed(3)}`);
    expect(ratio).toBeGreaterThan(0.9);
    expect(ratio).toBeLessThan(1.1);
  });
});

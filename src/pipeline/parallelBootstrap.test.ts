import { describe, expect, it } from 'vitest';
import { bootstrapBradleyTerry } from '../stats/bootstrapBradleyTerry.ts';
import type { PairCount } from '../stats/pairCounts.ts';
import { binomial, createRandom } from '../stats/random.ts';
import { parallelBootstrap, startBootstrapWorkers } from './parallelBootstrap.ts';

describe('parallelBootstrap', () => {
  it('gives exactly the single-threaded result, for any number of workers', async () => {
    const rng = createRandom(5);
    const counts: PairCount[] = [];
    for (let i = 0; i < 8; i++)
      for (let j = i + 1; j < 8; j++) {
        const w = binomial(rng, 40, 0.3 + 0.05 * (j - i));
        counts.push({
          model1: `m${i}`,
          model2: `m${j}`,
          wins1: w,
          wins2: 40 - w,
          ties: 3,
          bothbad: 1,
          unparsed: 0,
        });
      }
    const one = bootstrapBradleyTerry(counts, { rounds: 301, seed: 9 });
    expect(await parallelBootstrap(counts, { rounds: 301, seed: 9 }, 2)).toEqual(one);
    expect(await parallelBootstrap(counts, { rounds: 301, seed: 9 }, 3)).toEqual(one);
    expect(await parallelBootstrap(counts, { rounds: 301, seed: 9 }, 1)).toEqual(one);
    // With threads started before the counts were known (two, or more than there are rounds).
    expect(await parallelBootstrap(counts, { rounds: 301, seed: 9 }, startBootstrapWorkers(2))).toEqual(one);
    const few = bootstrapBradleyTerry(counts, { rounds: 2, seed: 9 });
    expect(await parallelBootstrap(counts, { rounds: 2, seed: 9 }, startBootstrapWorkers(3))).toEqual(few);
  });

  it('started threads never used are ended by close', async () => {
    const pool = startBootstrapWorkers(2);
    const exits = pool.workers.map((w) => new Promise((resolve) => w.once('exit', resolve)));
    pool.close();
    await Promise.all(exits);
    expect(pool.workers).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { renderShares } from './renderShares.ts';
import { searchShards } from './searchShards.ts';

/** Conversation page paths: `seeds` seeds of one benchmark, `models` pages each. */
function conversations(seeds: number, models: number): string[] {
  return Array.from({ length: seeds }, (_, s) =>
    Array.from({ length: models }, (_, m) => `c/botchat/${s}/m${m}`),
  ).flat();
}

describe('renderShares', () => {
  it('gives every keyed page one process, whole search shards to one process, and spreads the rest evenly', () => {
    const convs = conversations(300, 10); // 3,000 pages: three shards
    const seeds = Array.from({ length: 600 }, (_, s) => `s/botchat/${s}`);
    const gallery = Array.from({ length: 600 }, (_, g) => `gallery/x${g}`);
    const share = renderShares(convs, seeds, gallery, undefined, 2);
    expect(share.size).toBe(convs.length + seeds.length + gallery.length);
    for (const s of searchShards(convs.map((path) => ({ path })))) {
      const ks = new Set(s.paths.map((p) => share.get(p)));
      expect(ks.size).toBe(1);
    }
    const loads = [0, 0];
    for (const k of share.values()) loads[k]!++;
    // Three shards of about 1,000 pages leave the processes some 1,000 apart; the 1,200 seed and gallery pages even
    // that out (4,200 pages: 2,100 each).
    expect(loads).toEqual([2100, 2100]);
  });

  it('hands the shards out largest first to the lightest process (hand-worked)', () => {
    // Three shards of sizes a, b, c: the largest to 0, the next to 1, the last to the lighter of the two.
    const convs = conversations(300, 10);
    const shards = searchShards(convs.map((path) => ({ path })));
    const sizes = shards.map((s) => s.paths.length);
    const share = renderShares(convs, [], [], undefined, 2);
    const order = sizes.map((n, i) => ({ n, i })).sort((a, b) => b.n - a.n || a.i - b.i);
    const expected = new Map<number, number>([
      [order[0]!.i, 0],
      [order[1]!.i, 1],
      [order[2]!.i, order[0]!.n <= order[1]!.n ? 0 : 1],
    ]);
    shards.forEach((s, i) => expect(share.get(s.paths[0]!)).toBe(expected.get(i)));
  });

  it('shares only the pages the build renders, and all to one process when there is one', () => {
    const convs = conversations(20, 3);
    const render = new Set([convs[0]!, convs[5]!, 's/botchat/1']);
    const two = renderShares(convs, ['s/botchat/0', 's/botchat/1'], [], render, 2);
    expect([...two.keys()].sort()).toEqual([...render].sort());
    const one = renderShares(convs, ['s/botchat/0'], ['gallery/a'], undefined, 1);
    expect(new Set(one.values())).toEqual(new Set([0]));
    expect(one.size).toBe(convs.length + 2);
  });

  it('refuses a number of processes below one', () => {
    expect(() => renderShares([], [], [], undefined, 0)).toThrowErrorMatchingInlineSnapshot(
      `[Error: renderShares requires n >= 1 processes (got 0)]`,
    );
  });
});

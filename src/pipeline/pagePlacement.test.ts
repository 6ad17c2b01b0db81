import { describe, expect, it } from 'vitest';
import { pagePlacement } from './pagePlacement.ts';

/** Whether a promise has settled after the pending callbacks ran, and how. */
async function state(p: Promise<void>): Promise<'waiting' | 'ready' | 'failed'> {
  let s: 'waiting' | 'ready' | 'failed' = 'waiting';
  p.then(
    () => (s = 'ready'),
    () => (s = 'failed'),
  );
  await new Promise((r) => setTimeout(r, 0));
  return s;
}

describe('pagePlacement', () => {
  it('answers a wait for keyed pages once the shared pages and every one of those pages are in place', async () => {
    const p = pagePlacement();
    const part = p.keyed(['c/a', 'c/b']);
    const site = p.shared();
    expect(await state(part)).toBe('waiting');
    p.tell({ shared: false, keyed: ['c/a'] });
    expect(await state(part)).toBe('waiting');
    p.tell({ shared: true, keyed: [] });
    expect(await state(site)).toBe('ready');
    expect(await state(part)).toBe('waiting');
    p.tell({ shared: false, keyed: ['c/b', 'c/c'] });
    expect(await state(part)).toBe('ready');
    // Asked after the fact: answered at once.
    expect(await state(p.keyed(['c/c']))).toBe('ready');
  });

  it('answers every wait when every page is in place, and fails every wait when the rendering failed', async () => {
    const p = pagePlacement();
    const part = p.keyed(['c/x']);
    p.done();
    expect(await state(part)).toBe('ready');
    const q = pagePlacement();
    const waiting = q.keyed(['c/x']);
    q.fail(new Error('astro build failed'));
    expect(await state(waiting)).toBe('failed');
    await expect(q.shared()).rejects.toThrow('astro build failed');
  });
});

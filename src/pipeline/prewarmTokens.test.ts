import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { countCl100k, createTokenCounter, textKey } from '../stats/tokens.ts';
import { prewarmTokens, startTokenThread, type TokenThread } from './prewarmTokens.ts';

/** Texts of many lengths and scripts, some repeated. */
function texts(n: number): string[] {
  const words = [
    'hello',
    'there',
    'привет',
    '你好',
    'مرحبا',
    '🙂',
    'the',
    'quick',
    '<|endoftext|>',
    'tokens',
  ];
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const len = 1 + ((i * 7) % 23);
    out.push(Array.from({ length: len }, (_, j) => words[(i + j * 3) % words.length]).join(i % 2 ? ' ' : ''));
  }
  return [...out, ...out.slice(0, 50)];
}

describe('prewarmTokens', () => {
  const thread = startTokenThread();
  afterAll(() => thread?.close());

  it('counts on two threads what one thread counts, each distinct text once, none called reused', async () => {
    const all = texts(3000);
    const distinct = new Set(all).size;
    const counter = createTokenCounter();
    expect(thread).toBeDefined();
    let asked = 0;
    const spy: TokenThread = {
      count: (ts) => ((asked += ts.length), thread!.count(ts)),
      close: async () => {},
    };
    const counted = await prewarmTokens(all, counter, spy, 100);
    expect(counted).toBe(distinct);
    for (const t of all) expect(counter.count(t)).toBe(countCl100k(t));
    // The second half of the distinct texts went to the thread; every count was learned, so none of the lookups
    // above is called reused (the build's log keeps that word for counts of earlier builds).
    expect(asked).toBe(distinct - Math.floor(distinct / 2));
    expect(counter.hits()).toBe(0);
    const alone = createTokenCounter();
    for (const t of all) alone.count(t);
    expect(counter.cache()).toEqual(alone.cache());
  });

  it('skips the texts the counter already knows', async () => {
    const known = createTokenCounter();
    known.count('Hello there!');
    expect(await prewarmTokens(['Hello there!', 'General Kenobi'], known, thread, 1)).toBe(1);
    expect(known.knows('General Kenobi')).toBe(true);
    expect(known.cache()[textKey('General Kenobi')]).toBe(countCl100k('General Kenobi'));
    expect(known.count('Hello there!')).toBe(3);
  });

  it("counts the thread's half here when the thread fails", async () => {
    const broken: TokenThread = {
      count: () => Promise.reject(new Error('gone')),
      close: async () => {},
    };
    const all = texts(400);
    const counter = createTokenCounter();
    expect(await prewarmTokens(all, counter, broken, 10)).toBe(new Set(all).size);
    for (const t of all) expect(counter.count(t)).toBe(countCl100k(t));
  });

  it('refuses a learned count that is no count', () => {
    expect(() => createTokenCounter().learn('k', -1)).toThrowErrorMatchingInlineSnapshot(
      `[Error: createTokenCounter.learn requires a count that is a whole number >= 0 (got -1)]`,
    );
  });

  it('keeps the process alive while the thread counts (a process with nothing else to do waits for it)', () => {
    // This thread's half is short texts, the thread's half long ones: this thread finishes first and then awaits
    // the answer with nothing else pending. An unreferenced thread let Node end the process there, exit 0.
    const dir = mkdtempSync(join(tmpdir(), 'parley-prewarm-'));
    const script = join(dir, 'run.ts');
    writeFileSync(
      script,
      [
        `import { createTokenCounter } from ${JSON.stringify(join(import.meta.dirname, '../stats/tokens.ts'))};`,
        `import { prewarmTokens, startTokenThread } from ${JSON.stringify(join(import.meta.dirname, 'prewarmTokens.ts'))};`,
        'const texts = [...Array.from({ length: 50 }, (_, i) => `a${i}`), ...Array.from({ length: 50 }, (_, i) => `long text ${i} `.repeat(4000))];',
        'const thread = startTokenThread();',
        'const n = await prewarmTokens(texts, createTokenCounter(), thread, 10);',
        'console.log(`counted ${n}`);',
        'await thread?.close();',
      ].join('\n'),
    );
    const r = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.stdout.trim()).toBe('counted 100');
    expect(r.status).toBe(0);
  });
});

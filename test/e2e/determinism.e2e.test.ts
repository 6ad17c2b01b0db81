// Deterministic builds: the demo built twice by the command line, once as is and once with the clock set years
// ahead, every directory listed in reverse order (a preloaded module patches Date and fs.readdir in the parley
// process and in the Astro processes it starts) and its pages rendered by two Astro processes instead of one (as
// large sites are), gives byte-identical sites; the bootstrap seed is printed.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/pipeline/buildSite.ts';
import { hashTree } from './hashTree.ts';

const run = promisify(execFile);

/** Shifts the clock to 2031-06-15 and lists every directory in reverse order. */
const PRELOAD = `
process.stderr.write('parley-test: clock shifted, directories reversed\\n');
import { syncBuiltinESMExports } from 'node:module';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
const shift = Date.UTC(2031, 5, 15) - Date.now();
const RealDate = Date;
globalThis.Date = class extends RealDate {
  constructor(...a) { if (a.length === 0) super(RealDate.now() + shift); else super(...a); }
  static now() { return RealDate.now() + shift; }
};
const readdir = fsp.readdir;
fsp.readdir = async (...a) => (await readdir(...a)).reverse();
const readdirSync = fs.readdirSync;
fs.readdirSync = (...a) => readdirSync(...a).reverse();
syncBuiltinESMExports();
`;

describe('deterministic builds', () => {
  it('gives the same bytes on another day, with directories listed in another order, rendered by two processes', async () => {
    const root = await mkdtemp(join(tmpdir(), 'parley-determinism-'));
    const preload = join(root, 'shift.mjs');
    await writeFile(preload, PRELOAD);
    // Each build in its own working directory, so neither reuses the other's cache (.parley-cache/).
    const build = async (name: string, env: NodeJS.ProcessEnv) => {
      const cwd = join(root, `${name}-cwd`);
      await mkdir(cwd);
      return run(
        process.execPath,
        [
          join(PROJECT_ROOT, 'src/cli/parley.ts'),
          'build',
          join(PROJECT_ROOT, 'content'),
          '--out',
          join(root, name),
        ],
        {
          cwd,
          env: { ...process.env, ...env },
          maxBuffer: 16 * 1024 * 1024,
        },
      );
    };
    const plain = await build('a', {});
    const shifted = await build('b', { NODE_OPTIONS: `--import=${preload}`, PARLEY_RENDER_PROCESSES: '2' });
    expect(shifted.stdout).toMatch(/Astro \(2 processes\)/);
    expect(plain.stderr).not.toContain('parley-test');
    expect(shifted.stderr).toContain('parley-test: clock shifted, directories reversed');
    expect(shifted.stderr).not.toMatch(/error/i);
    const a = await hashTree(join(root, 'a'));
    const b = await hashTree(join(root, 'b'));
    expect(Object.keys(a).length).toBeGreaterThan(100);
    expect(b).toEqual(a);
    // The bootstrap seed is part of the output: in every page's footer and in the downloads.
    const home = await readFile(join(root, 'a', 'index.html'), 'utf8');
    expect(home).toMatch(/seed 20231101/);
    const json = JSON.parse(
      await readFile(join(root, 'a', 'data', 'botchat-gpt-4', 'leaderboard.json'), 'utf8'),
    );
    expect(json.bootstrap).toEqual({ seed: 20231101, rounds: 1000 });
  });
});

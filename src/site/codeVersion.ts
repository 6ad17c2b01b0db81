// Parley's code version: a hash of its own source. The input-hash cache keys every entry by it (a change to the
// code that computes or renders invalidates them all), and the site model file carries it, so pages built from
// one checkout refuse a model written by another (siteModelFile.ts).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Every file under `dir` (hidden ones and node_modules left out), relative with `/`, sorted. */
function listFiles(dir: string, root = dir): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name.startsWith('.') || e.name === 'node_modules') continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...listFiles(p, root));
    else if (e.isFile()) out.push(relative(root, p).split(sep).join('/'));
  }
  return out.sort();
}

/**
 * The code version of the checkout at `projectRoot`: a hash of src/ (tests and snapshots left out),
 * astro.config.mjs, package.json and the lockfile, 16 hex digits.
 */
export function codeVersion(projectRoot: string): string {
  const h = createHash('sha256');
  const src = join(projectRoot, 'src');
  const files = [
    ...(existsSync(src) ? listFiles(src).map((f) => `src/${f}`) : []),
    'astro.config.mjs',
    'package.json',
    'package-lock.json',
  ];
  for (const f of files) {
    if (/\.(test|corpus\.test|e2e\.test)\.ts$/.test(f) || f.includes('__snapshots__')) continue;
    const p = join(projectRoot, f);
    if (!existsSync(p)) continue;
    h.update(f).update('\0').update(readFileSync(p)).update('\0');
  }
  return h.digest('hex').slice(0, 16);
}

// Builds the demo site from content/ at the working tree and at another commit (default HEAD), and compares every
// output file's SHA-256. A refactoring step should leave the demo byte-identical; this says which files differ.
//
//   npm run demo-diff                 # working tree against HEAD
//   npm run demo-diff -- --base REV   # working tree against REV
//   npm run demo-diff -- --keep       # keep both builds (their paths are printed) to diff the files by hand
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { base: { type: 'string', default: 'HEAD' }, keep: { type: 'boolean', default: false } },
});
const root = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'parley-demo-diff-'));

/** Every file under dir with its SHA-256, keyed by path relative to dir. */
function hashes(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.set(relative(dir, p), createHash('sha256').update(readFileSync(p)).digest('hex'));
    }
  };
  walk(dir);
  return out;
}

/** Builds content/ of the checkout at `checkout` into `out`, with a cache of its own; returns the seconds taken. */
function build(checkout: string, out: string): number {
  const cwd = mkdtempSync(join(work, 'cwd-'));
  const t = performance.now();
  const r = spawnSync(
    process.execPath,
    [join(checkout, 'src/cli/parley.ts'), 'build', join(checkout, 'content'), '--out', out, '--quiet'],
    { cwd, encoding: 'utf8' },
  );
  if (r.status !== 0) {
    process.stderr.write(r.stdout + r.stderr);
    throw new Error(`the build of ${checkout} failed (exit ${r.status})`);
  }
  return (performance.now() - t) / 1000;
}

const baseTree = join(work, 'base');
execFileSync('git', ['-C', root, 'worktree', 'add', '--detach', '-q', baseTree, values.base!]);
try {
  symlinkSync(join(root, 'node_modules'), join(baseTree, 'node_modules'));
  const rev = execFileSync('git', ['-C', baseTree, 'rev-parse', '--short', 'HEAD'], {
    encoding: 'utf8',
  }).trim();
  const tBase = build(baseTree, join(work, 'out-base'));
  const tHere = build(root, join(work, 'out-here'));
  const a = hashes(join(work, 'out-base'));
  const b = hashes(join(work, 'out-here'));
  const changed = [...a.keys()].filter((f) => b.has(f) && b.get(f) !== a.get(f)).sort();
  const gone = [...a.keys()].filter((f) => !b.has(f)).sort();
  const added = [...b.keys()].filter((f) => !a.has(f)).sort();
  console.log(
    `demo at ${rev} (${a.size} files, ${tBase.toFixed(1)} s) against the working tree (${b.size} files, ${tHere.toFixed(1)} s)`,
  );
  for (const [label, list] of [
    ['changed', changed],
    ['only at the base', gone],
    ['only in the working tree', added],
  ] as const) {
    if (list.length === 0) continue;
    console.log(`${label}: ${list.length}`);
    for (const f of list.slice(0, 40)) console.log(`  ${f}`);
    if (list.length > 40) console.log(`  ... and ${list.length - 40} more`);
  }
  const same = changed.length + gone.length + added.length === 0;
  console.log(same ? 'byte-identical' : 'DIFFERENT');
  if (values.keep) console.log(`kept: ${join(work, 'out-base')} ${join(work, 'out-here')}`);
  process.exitCode = same ? 0 : 1;
} finally {
  execFileSync('git', ['-C', root, 'worktree', 'remove', '--force', baseTree]);
  if (!values.keep) rmSync(work, { recursive: true, force: true });
}

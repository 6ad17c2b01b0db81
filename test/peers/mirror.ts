// Corpus-test helper: the peers' public repositories, fetched as bare git directories under /work/.mirror (or
// $PARLEY_MIRROR), are read in place with git; the files a test needs are written to a temporary directory, never
// into the repository. When a mirror (or a file in it) is absent, the tests say so and skip.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const MIRROR_ROOT = process.env.PARLEY_MIRROR ?? resolve(import.meta.dirname, '../../../.mirror');

/** The git directory of a mirrored repository (`owner+name`), or undefined when it is absent. */
export function mirrorOf(repo: string): string | undefined {
  const dir = join(MIRROR_ROOT, repo, 'repo');
  return existsSync(dir) ? dir : undefined;
}

/** Says on the console why a corpus test is skipped. */
export function skipMessage(repo: string, what: string): void {
  console.warn(`corpus absent: ${join(MIRROR_ROOT, repo)} not found; ${what} skipped`);
}

/** The bytes of a file at the mirror's HEAD, or undefined when the snapshot does not hold it. */
export function mirrorFile(gitDir: string, path: string, commit = 'HEAD'): Buffer | undefined {
  try {
    return execFileSync('git', [`--git-dir=${gitDir}`, 'show', `${commit}:${path}`], {
      maxBuffer: 1 << 30,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
}

/**
 * Writes the named files of a mirror (at HEAD, or at the commit given) into a new temporary directory under the same
 * paths, and returns it with the paths the snapshot does not hold.
 */
export async function mirrorTree(
  gitDir: string,
  paths: readonly string[],
  commit = 'HEAD',
): Promise<{ dir: string; absent: string[] }> {
  const dir = await mkdtemp(join(tmpdir(), 'parley-mirror-'));
  const absent: string[] = [];
  for (const p of paths) {
    const bytes = mirrorFile(gitDir, p, commit);
    if (!bytes) {
      absent.push(p);
      continue;
    }
    await mkdir(join(dir, p, '..'), { recursive: true });
    await writeFile(join(dir, p), bytes);
  }
  return { dir, absent };
}

// Every file of a built site by its path, with the SHA-256 of its bytes: two builds compared byte for byte.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

export async function hashTree(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const e of await readdir(dir, { withFileTypes: true, recursive: true }))
    if (e.isFile()) {
      const p = join(e.parentPath, e.name);
      out[relative(dir, p)] = createHash('sha256')
        .update(await readFile(p))
        .digest('hex');
    }
  return out;
}

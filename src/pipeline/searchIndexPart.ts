// One search part indexed by one Pagefind process (searchIndex.ts runs it on threads of their own,
// searchIndexWorker.ts).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface Part {
  name: string;
  /** Where it is written, relative to the site. */
  dir: string;
  key: string;
  /** The pages' files, site-relative. */
  files: string[];
}

/** Pages handed to Pagefind before their answers are awaited (its process takes them in the order sent). */
const IN_FLIGHT = 64;

/**
 * Indexes one part's pages, in their order, and writes the index. The pages are handed over with their text, not as
 * a folder to walk: Pagefind numbers pages in the order it meets them, and a folder's order is the file system's
 * (creation order on tmpfs, a hash of the name on ext4), so a walked folder gave another index on another disk.
 */
export async function indexPart(
  pagefind: typeof import('pagefind'),
  outDir: string,
  part: Part,
  added: (pages: number) => void,
): Promise<void> {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`search index ${part.name}: Pagefind could not start: ${errors.join('; ')}`);
  for (let at = 0; at < part.files.length; at += IN_FLIGHT) {
    const batch = part.files.slice(at, at + IN_FLIGHT);
    const texts = await Promise.all(batch.map((f) => readFile(join(outDir, f), 'utf8')));
    const answers = await Promise.all(
      batch.map((f, i) => index.addHTMLFile({ sourcePath: f, content: texts[i]! })),
    );
    answers.forEach((a, i) => {
      if (a.errors.length > 0)
        throw new Error(`search index ${part.name}: ${batch[i]}: ${a.errors.join('; ')}`);
    });
    added(batch.length);
  }
  const written = await index.writeFiles({ outputPath: join(outDir, ...part.dir.split('/')) });
  if (written.errors.length > 0) throw new Error(`search index ${part.name}: ${written.errors.join('; ')}`);
  // Pagefind's process keeps an index until it is deleted: without this it held every part at once.
  await index.deleteIndex();
}

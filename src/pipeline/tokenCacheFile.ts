// The token counts kept between builds (`.parley-cache/tokens-cl100k.json`): a header line, then one `[key,
// count]` line per text (the key is the text's hash, stats/tokens.ts textKey). Lines, read and written in pieces:
// the cache grows with the study (BotChat at 10x: 1.1 million texts, 39 MB), and is never one string.
import { nodeFs, type BuildFs } from './buildFs.ts';

const HEADER = JSON.stringify({ format: 'parley-token-counts', formatVersion: 1 });

/** The counts in `file`; none when it is missing, of another layout or damaged (they are computed again). */
export function readTokenCache(file: string, fs: BuildFs = nodeFs): Record<string, number> {
  const out: Record<string, number> = {};
  try {
    const lines = fs.readLines(file);
    if (lines.next().value !== HEADER) return {};
    for (const line of lines) {
      // The writer ends no file with a line break; an empty last line is a cut file all the same.
      const [key, count] = JSON.parse(line) as [unknown, unknown];
      if (typeof key !== 'string' || typeof count !== 'number') return {};
      out[key] = count;
    }
  } catch {
    return {};
  }
  return out;
}

/** Writes the counts, one text per line. */
export function writeTokenCache(
  file: string,
  counts: Readonly<Record<string, number>>,
  fs: BuildFs = nodeFs,
): void {
  fs.writeLines(
    file,
    HEADER,
    (function* () {
      for (const [text, count] of Object.entries(counts)) yield JSON.stringify([text, count]);
    })(),
  );
}

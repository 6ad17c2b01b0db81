// The token counts kept between builds (`.parley-cache/tokens-cl100k.json`): a header line, then one `[text,
// count]` line per text. Lines, not one JSON object: a large study's texts are more than one string can hold
// (BotChat at 10x: 1.1 million texts, 1.8 GB).
import { readFileSync } from 'node:fs';
import { lineSpans, writeLines } from '../site/lineFile.ts';

const HEADER = JSON.stringify({ format: 'parley-token-counts', formatVersion: 1 });

/** The counts in `file`; none when it is missing, of another layout or damaged (they are computed again). */
export function readTokenCache(file: string): Record<string, number> {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return {};
  }
  const out: Record<string, number> = {};
  const [head, ...lines] = lineSpans(bytes);
  if (bytes.toString('utf8', head![0], head![1]) !== HEADER) return {};
  try {
    for (const [start, end] of lines) {
      const [text, count] = JSON.parse(bytes.toString('utf8', start, end)) as [unknown, unknown];
      if (typeof text !== 'string' || typeof count !== 'number') return {};
      out[text] = count;
    }
  } catch {
    return {};
  }
  return out;
}

/** Writes the counts, one text per line. */
export function writeTokenCache(file: string, counts: Readonly<Record<string, number>>): void {
  writeLines(
    file,
    HEADER,
    (function* () {
      for (const [text, count] of Object.entries(counts)) yield JSON.stringify([text, count]);
    })(),
  );
}

// The token counts kept between builds (`.parley-cache/tokens-cl100k.json`): a header line, then one `[text,
// count]` line per text. Lines, not one JSON object: a large study's texts are more than one string can hold
// (BotChat at 10x: 1.1 million texts, 1.8 GB).
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';

const HEADER = JSON.stringify({ format: 'parley-token-counts', formatVersion: 1 });
/** Text is written in pieces of about this many characters. */
const PIECE = 8 * 1024 * 1024;

/** The counts in `file`; none when it is missing, of another layout or damaged (they are computed again). */
export function readTokenCache(file: string): Record<string, number> {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return {};
  }
  const out: Record<string, number> = {};
  let at = bytes.indexOf(0x0a);
  if (at === -1 || bytes.toString('utf8', 0, at) !== HEADER) return {};
  try {
    while (at < bytes.length) {
      const nl = bytes.indexOf(0x0a, at + 1);
      const end = nl === -1 ? bytes.length : nl;
      const [text, count] = JSON.parse(bytes.toString('utf8', at + 1, end)) as [unknown, unknown];
      if (typeof text !== 'string' || typeof count !== 'number') return {};
      out[text] = count;
      at = end;
    }
  } catch {
    return {};
  }
  return out;
}

/** Writes the counts, one text per line. */
export function writeTokenCache(file: string, counts: Readonly<Record<string, number>>): void {
  const fd = openSync(file, 'w');
  try {
    let piece = HEADER;
    for (const [text, count] of Object.entries(counts)) {
      piece += `\n${JSON.stringify([text, count])}`;
      if (piece.length >= PIECE) {
        writeSync(fd, piece);
        piece = '';
      }
    }
    writeSync(fd, piece);
  } finally {
    closeSync(fd);
  }
}

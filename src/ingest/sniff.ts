// What Parley sees of a file to recognise it (its header, keys or first line, from its first bytes), and how a file
// that no role took is described. Read by readInputs.ts, which plans and reads the files.
import { decodeHead } from './fileHead.ts';
import { parseJsonLines, isObject } from './jsonLines.ts';
import { jsonKeysIn } from './locatedJson.ts';
import type { RoleSpec, Sniff } from './roles.ts';

export function extOf(file: string): string {
  return /\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase() ?? '';
}

/** Extensions of files whose content is looked at to recognise them. */
const SNIFFED = ['tsv', 'csv', 'jsonl', 'json', 'txt', 'md', 'py'];

/** The JSON keys near the start of a whole-document JSON file (`{"data": {"test": [[{ ... "question_id" ...`). */
function keysNearStart(head: string): string[] {
  const keys = jsonKeysIn(head);
  return keys.includes('question_id') || keys.includes('results') ? keys : [];
}

/** What recognisers see of a file: its header, first JSON object and first line, from its first bytes. */
export function sniff(file: string, bytes: Uint8Array, xlsxHeader: string[]): Sniff {
  const ext = extOf(file);
  const base = file.split('/').pop() ?? file;
  const out: Sniff = { path: file, base, ext, header: [], keys: [], firstLine: '', head: '', bytes };
  if (ext === 'xlsx') return { ...out, header: xlsxHeader };
  if (!SNIFFED.includes(ext)) return out;
  const head = decodeHead(bytes);
  const lines = head.split('\n');
  out.head = head;
  out.firstLine = (lines.find((l) => l.trim() !== '') ?? '').replace(/\r$/, '');
  if (ext === 'jsonl' || ext === 'json') {
    const first = parseJsonLines(lines[0] ?? '')[0];
    if (first?.ok && isObject(first.value)) out.firstObject = first.value;
    const keys = out.firstObject ? Object.keys(out.firstObject) : [];
    // A whole-document JSON file also gives the keys seen in its first 64 KiB, when they look like question ids.
    out.keys = ext === 'json' ? [...new Set([...keys, ...keysNearStart(head)])] : keys;
  } else if (ext === 'tsv' || ext === 'csv') {
    const line = (lines[0] ?? '').replace(/\r$/, '');
    out.header = line.split(ext === 'csv' ? ',' : '\t').map((h) => h.trim().replace(/^"|"$/g, ''));
  }
  return out;
}

/** Why no role took a file: what kind of file it is, and what was looked for. */
export function notRecognised(f: Sniff, roles: readonly RoleSpec[]): string {
  const layouts = [
    ...new Set(roles.filter((r) => !r.ignore && r.formats.includes(f.ext)).map((r) => r.layout)),
  ];
  if (layouts.length === 0) return `not a data file Parley reads (.${f.ext || 'no extension'})`;
  const found =
    f.ext === 'md' || f.ext === 'txt'
      ? `its first line is ${JSON.stringify(f.firstLine.slice(0, 60))}`
      : f.header.length > 0
        ? `header ${f.header
            .slice(0, 6)
            .map((h) => JSON.stringify(h))
            .join(', ')}${f.header.length > 6 ? ', ...' : ''}`
        : f.keys.length > 0
          ? `keys ${f.keys
              .slice(0, 8)
              .map((k) => JSON.stringify(k))
              .join(', ')}${f.keys.length > 8 ? ', ...' : ''}`
          : 'no header or keys Parley can read';
  return `not recognised: ${found}. Looked for (.${f.ext}): ${layouts.join('; ')}. To read it, give it one of these layouts, or name its role in a manifest (docs/manifest.md)`;
}

/** What a file showed of itself, for messages: its header or keys, or its first line. */
export function foundOf(f: Sniff): string {
  const cells = f.header.length > 0 ? f.header : f.keys;
  if (cells.length > 0)
    return `found ${f.header.length > 0 ? 'columns' : 'keys'} ${cells
      .slice(0, 8)
      .map((h) => JSON.stringify(h))
      .join(', ')}${cells.length > 8 ? ', ...' : ''}`;
  return f.firstLine
    ? `its first line is ${JSON.stringify(f.firstLine.slice(0, 60))}`
    : 'it holds no text Parley can read';
}

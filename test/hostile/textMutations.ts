// Byte-level damage done to every valid text example (tables, JSONL, JSON documents, plain text): emptiness,
// encodings, line ends, stray bytes, a cut. Each mutation says what Parley must do with the damaged file; a few
// formats answer differently, and say so in MUTATION_EXCEPTIONS.
import { inputSpec } from '../../src/profiles/index.ts';
import type { Expected } from './hostileCase.ts';
import type { ValidExample } from './validExamples.ts';

/** A key input (its profile says so): when it holds nothing, that is an error of the read, not a note. */
const isKey = (e: ValidExample) => inputSpec().roles.find((r) => r.role === e.role)?.key === true;

/** The names of the mutations. */
export type MutationName =
  | 'empty'
  | 'blank'
  | 'header-only'
  | 'bom'
  | 'crlf'
  | 'mixed-eol'
  | 'cr-only'
  | 'utf16le-bom'
  | 'utf16be-bom'
  | 'utf16le-no-bom'
  | 'invalid-utf8'
  | 'nul'
  | 'truncated';

export interface TextMutation {
  name: MutationName;
  tries: string;
  /** Whether the mutation makes sense for the example's layout. */
  applies: (e: ValidExample) => boolean;
  mutate: (e: ValidExample) => string | Uint8Array;
  /** What Parley must do with the damaged example (MUTATION_EXCEPTIONS name the formats that differ). */
  expected: (e: ValidExample) => Expected;
}

const text = (e: ValidExample): string => {
  if (typeof e.content !== 'string') throw new Error(`${e.key}: not a text example`);
  return e.content;
};
const isText = (e: ValidExample) => e.layout !== 'xlsx';

/** UTF-16 bytes of a text, little- or big-endian, with or without its byte-order mark. */
export function utf16(s: string, endian: 'le' | 'be', bom: boolean): Uint8Array {
  const body = Buffer.from((bom ? '\uFEFF' : '') + s, 'utf16le');
  if (endian === 'be') body.swap16();
  return new Uint8Array(body);
}

/** The text's UTF-8 bytes with `insert` placed right after the first occurrence of `spot`. */
export function insertAfter(s: string, spot: string, insert: Uint8Array): Uint8Array {
  const at = s.indexOf(spot);
  if (at === -1) throw new Error(`spot ${JSON.stringify(spot)} not in the text`);
  const head = Buffer.from(s.slice(0, at + spot.length), 'utf8');
  const tail = Buffer.from(s.slice(at + spot.length), 'utf8');
  return new Uint8Array(Buffer.concat([head, Buffer.from(insert), tail]));
}

/** The text cut in the middle of its last non-blank line (a download that stopped). */
export function cutInLastLine(s: string): string {
  const body = s.replace(/\s+$/, '');
  const start = body.lastIndexOf('\n') + 1;
  return body.slice(0, start + Math.ceil((body.length - start) / 2));
}

export const TEXT_MUTATIONS: readonly TextMutation[] = [
  {
    name: 'empty',
    tries: 'an empty file (0 bytes)',
    applies: () => true,
    mutate: () => '',
    expected: (e) => ({ outcome: isKey(e) ? 'problem' : 'warned', says: 'the file is empty' }),
  },
  {
    name: 'blank',
    tries: 'a file of blank lines and spaces',
    applies: isText,
    mutate: () => '\n  \n\t\n\n',
    expected: (e) =>
      isKey(e)
        ? { outcome: 'problem', says: 'the file holds only blank lines' }
        : { outcome: 'warned', says: 'the file is empty' },
  },
  {
    name: 'header-only',
    tries: 'a header and no rows',
    applies: (e) => e.layout === 'table',
    mutate: (e) => `${text(e).split('\n')[0]}\n`,
    expected: (e) =>
      isKey(e) ? { outcome: 'problem', says: 'holds no rows of' } : { outcome: 'warned', says: 'no rows' },
  },
  {
    name: 'bom',
    tries: 'a UTF-8 byte-order mark',
    applies: isText,
    mutate: (e) => `\uFEFF${text(e)}`,
    expected: () => ({ outcome: 'accepted' }),
  },
  {
    name: 'crlf',
    tries: 'CRLF line ends',
    applies: isText,
    mutate: (e) => text(e).replace(/\n/g, '\r\n'),
    expected: () => ({ outcome: 'accepted' }),
  },
  {
    name: 'mixed-eol',
    tries: 'LF and CRLF line ends mixed',
    applies: isText,
    mutate: (e) => {
      let k = 0;
      return text(e).replace(/\n/g, () => (k++ % 2 === 0 ? '\r\n' : '\n'));
    },
    expected: () => ({ outcome: 'accepted' }),
  },
  {
    name: 'cr-only',
    tries: 'old Mac line ends (CR only)',
    applies: isText,
    mutate: (e) => text(e).replace(/\n/g, '\r'),
    expected: () => ({ outcome: 'warned', says: 'line ends are CR only' }),
  },
  {
    name: 'utf16le-bom',
    tries: 'UTF-16 little-endian with a byte-order mark',
    applies: isText,
    mutate: (e) => utf16(text(e), 'le', true),
    expected: () => ({ outcome: 'warned', says: 'file is UTF-16 (little-endian)' }),
  },
  {
    name: 'utf16be-bom',
    tries: 'UTF-16 big-endian with a byte-order mark',
    applies: isText,
    mutate: (e) => utf16(text(e), 'be', true),
    expected: () => ({ outcome: 'warned', says: 'file is UTF-16 (big-endian)' }),
  },
  {
    name: 'utf16le-no-bom',
    tries: 'UTF-16 little-endian without a byte-order mark',
    applies: isText,
    mutate: (e) => utf16(text(e), 'le', false),
    expected: () => ({
      outcome: 'warned',
      says: 'looks like UTF-16 (little-endian) without a byte-order mark',
    }),
  },
  {
    name: 'invalid-utf8',
    tries: 'bytes that are not UTF-8 inside a text value',
    applies: isText,
    mutate: (e) => insertAfter(text(e), e.spot, new Uint8Array([0xff, 0xc3, 0x28])),
    expected: () => ({ outcome: 'warned', says: 'not valid UTF-8' }),
  },
  {
    name: 'nul',
    tries: 'NUL bytes inside a text value',
    applies: isText,
    mutate: (e) => insertAfter(text(e), e.spot, new Uint8Array([0, 0])),
    // JSON forbids control characters inside strings: a JSON line or document with a NUL is broken JSON.
    expected: (e) =>
      e.layout === 'json' || e.layout === 'jsonl'
        ? { outcome: 'rejected', says: 'control character' }
        : { outcome: 'warned', says: 'NUL character' },
  },
  {
    name: 'truncated',
    tries: 'a file cut short (tables and JSONL in their last row, JSON documents at 70%)',
    applies: isText,
    mutate: (e) =>
      e.layout === 'json' ? text(e).slice(0, Math.floor(text(e).length * 0.7)) : cutInLastLine(text(e)),
    expected: (e) =>
      e.layout === 'jsonl'
        ? { outcome: 'rejected', says: 'broken JSON' }
        : e.layout === 'json'
          ? { outcome: 'rejected', says: 'not readable JSON' }
          : e.layout === 'text'
            ? // Plain text has no closing mark: a transcript or a markdown table cut short is still well formed.
              { outcome: 'accepted' }
            : { outcome: 'rejected', says: 'a quoted field is never closed (is the file truncated?)' },
  },
];

/** Where a format answers a mutation otherwise than the mutation's default, and why. */
export const MUTATION_EXCEPTIONS: Readonly<Record<string, Partial<Record<MutationName, Expected>>>> = {
  // The NUL bytes land inside a JSON chat cell, which JSON forbids.
  'convs-tsv': { nul: { outcome: 'rejected', says: 'column GPT-4: broken JSON (Bad control character' } },
  'gt-tsv': { nul: { outcome: 'rejected', says: 'column conv-GT: broken JSON (Bad control character' } },
  // A cut row of a CSV without quoted cells loses its last cells: the first one missing is named.
  leaderboard: { truncated: { outcome: 'problem', says: 'it looks cut short' } },
  'battles-csv': {
    truncated: { outcome: 'rejected', says: 'battles.csv:3: column winner: "winner" is missing' },
  },
  'curated-csv': {
    truncated: { outcome: 'rejected', says: 'curated-tags.csv:3: column category: unknown category ""' },
  },
  'preference-csv': {
    truncated: { outcome: 'rejected', says: 'labels.csv:3: column preference: no preference given' },
  },
  'ssa-labels-csv': {
    truncated: { outcome: 'rejected', says: 'labels.csv:3: column turn: "turn" is empty' },
  },
  'ssa-models-csv': { truncated: { outcome: 'problem', says: 'it looks cut short' } },
  'snapshots-csv': {
    truncated: { outcome: 'rejected', says: 'snapshots.csv:3: column score: "score" is empty' },
  },
  // The summary's last line loses its colon.
  'hcg-summary': {
    truncated: { outcome: 'rejected', says: ':4: expected "Key: value" (got "# Failed Di")' },
  },
  // These files have no free text: the stray bytes land between JSON tokens.
  'ssa-models-jsonl': {
    'invalid-utf8': { outcome: 'rejected', says: 'models.jsonl:1: broken JSON' },
    nul: { outcome: 'rejected', says: 'models.jsonl:1: broken JSON' },
  },
  'rutie-submission': {
    'invalid-utf8': { outcome: 'rejected', says: 'otter.ruTiE.json:6: not readable JSON (character 30' },
    nul: { outcome: 'rejected', says: 'otter.ruTiE.json:6: not readable JSON (character 30' },
  },
  'mera-response': {
    'invalid-utf8': { outcome: 'rejected', says: 'otter_response.json:5: not readable JSON (character 18' },
    nul: { outcome: 'rejected', says: 'otter_response.json:5: not readable JSON (character 18' },
  },
};

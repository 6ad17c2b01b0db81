// Whole-file copies: a file whose records are exactly those of a file read before is used once (readInputs.ts calls
// recordCounts before reading a file and dropCopiedFile after). For roles whose rows carry no identity of their own;
// records with an identity are told apart one by one by the record ledger (recordLedger.ts).
import { createHash } from 'node:crypto';
import type { RecordSink } from '../records/dataset.ts';
import type { FileReport } from '../records/report.ts';
import { duplicateRows } from './rowOutcomes.ts';

const isPlainArray = (a: unknown): a is unknown[] =>
  Array.isArray(a) && Object.getPrototypeOf(a) === Array.prototype;

/**
 * Every record array of a sink by its path: the shared kinds (`pairJudgments`), and one level down the kinds held in
 * groups (`rutie.questions`, `peers.alpacaAnnotations`, and `records.<key>`, the kinds profiles register).
 */
function recordArrays(sink: RecordSink): Map<string, unknown[]> {
  const out = new Map<string, unknown[]>();
  for (const [k, v] of Object.entries(sink)) {
    if (isPlainArray(v)) out.set(k, v);
    else if (typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype)
      for (const [k2, v2] of Object.entries(v as Record<string, unknown>))
        if (isPlainArray(v2)) out.set(`${k}.${k2}`, v2);
  }
  return out;
}

/** How many records each array of a sink holds (plain arrays only: a counting sink keeps none). */
export function recordCounts(sink: RecordSink): Map<string, number> {
  return new Map([...recordArrays(sink)].map(([k, a]) => [k, a.length]));
}

/**
 * A file whose records are exactly those of a file read before (a battles file saved as .jsonl and as .csv, whose
 * rows carry no identity of their own): its records are taken out again, and the file says whose copy it is. The
 * records are compared as a multiset, a weighted record standing for `weight` records, so a file read straight to
 * counts (RoleReaders.countFile) and its copy read row by row are one file's records, whatever their order.
 */
export function dropCopiedFile(
  sink: RecordSink,
  fileDigests: Map<string, string>,
  fileReport: FileReport,
  before: Map<string, number>,
): void {
  const added: [string, unknown[]][] = [];
  // A kind the file was the first to write (a registered kind's array is made when first asked for) had 0 before.
  const arrays = recordArrays(sink);
  for (const [k, arr] of arrays) {
    const n = before.get(k) ?? 0;
    if (arr.length > n) added.push([k, arr.slice(n)]);
  }
  if (added.length === 0) return;
  const multiset = new Map<string, number>();
  let n = 0;
  for (const [k, records] of added)
    for (const r of records) {
      // Where a record stood (source, order) is not what it holds.
      const {
        source: _s,
        order: _o,
        weight,
        ...rest
      } = r as { source?: unknown; order?: unknown; weight?: number };
      const key = `${k}\u0000${JSON.stringify(rest)}`;
      const w = weight ?? 1;
      multiset.set(key, (multiset.get(key) ?? 0) + w);
      n += w;
    }
  // Order-free: each distinct record's SHA-1, times its count, summed lane by lane (four 32-bit lanes).
  const lanes = new Uint32Array(4);
  for (const [key, count] of multiset) {
    const s = createHash('sha1').update(key).digest();
    for (let i = 0; i < 4; i++) lanes[i] = lanes[i]! + Math.imul(s.readUInt32LE(4 * i), count);
  }
  const d = `${n}:${Buffer.from(lanes.buffer).toString('base64')}`;
  const first = fileDigests.get(d);
  if (first === undefined) {
    fileDigests.set(d, fileReport.file);
    return;
  }
  for (const [k] of added) arrays.get(k)!.length = before.get(k) ?? 0;
  duplicateRows(fileReport, n);
  fileReport.findings.push({
    file: fileReport.file,
    kind: 'duplicate',
    message: `holds the same ${n} records as ${first}: a copy, used once (from ${first})`,
  });
}

// Fuzzing every reader through readDataset: each valid example, damaged by random edits (bytes flipped, hostile
// tokens inserted, ranges cut or doubled, the file truncated) or replaced by random bytes, must come back as
// records plus rejections: no exception, every row of every file accounted for (read = used + rejected), every
// rejection placed at a line or row, every message one line. Runs are seeded and few, so `npm test` stays quick;
// PARLEY_FUZZ_RUNS and PARLEY_FUZZ_SEED run more or other cases (the seed of a failure is printed by fast-check).
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readDataset } from '../../src/profiles/index.ts';
import { IngestError } from '../../src/ingest/readInputs.ts';
import { formatFinding, formatRejection, reportTotals } from '../../src/records/report.ts';
import { writeCase, type HostileCase } from './hostileCase.ts';
import { exampleFiles, VALID_EXAMPLES, type ValidExample } from './validExamples.ts';

/** Runs per reader: enough to find a crash in seconds, few enough for the unit tier. */
const RUNS = Number(process.env.PARLEY_FUZZ_RUNS ?? 30);
/** The seed of every property (the same cases every run unless PARLEY_FUZZ_SEED says otherwise). */
const SEED = Number(process.env.PARLEY_FUZZ_SEED ?? 20261122);

/** Tokens that break parsers: quotes, delimiters, line ends, brackets, escapes, NUL, BOM, lone surrogates, keys. */
const TOKENS = [
  '"',
  '""',
  '\t',
  ',',
  ';',
  '\n',
  '\r\n',
  '\r',
  '{',
  '}',
  '[',
  ']',
  '[[[[[[[[',
  '\\',
  '\\u',
  '\u0000',
  '\uFEFF',
  '\ud800',
  ':',
  '"__proto__":',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e400',
  'null',
  '<script>alert(1)</script>',
  '=cmd|',
  'Choice: Yes\nChoice: No',
  'Index: 99',
  '| A | B | C |',
  'Meena Conversation 1',
  "'",
  '|',
];

type Edit =
  | { kind: 'flip'; at: number; byte: number }
  | { kind: 'insert'; at: number; token: string }
  | { kind: 'cut'; at: number; length: number }
  | { kind: 'double'; at: number; length: number }
  | { kind: 'truncate'; at: number };

const editArb: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('flip' as const), at: fc.nat(), byte: fc.integer({ min: 0, max: 255 }) }),
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), token: fc.constantFrom(...TOKENS) }),
  fc.record({ kind: fc.constant('cut' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 64 }) }),
  fc.record({ kind: fc.constant('double' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 200 }) }),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
);

/** Applies edits to a file's bytes (positions taken modulo the current length). */
export function applyEdits(input: Uint8Array, edits: readonly Edit[]): Uint8Array {
  let b = Buffer.from(input);
  for (const e of edits) {
    const at = b.length === 0 ? 0 : e.at % (b.length + 1);
    if (e.kind === 'flip' && b.length > 0) {
      b = Buffer.from(b);
      b[at % b.length] = e.byte;
    } else if (e.kind === 'insert')
      b = Buffer.concat([b.subarray(0, at), Buffer.from(e.token, 'utf8'), b.subarray(at)]);
    else if (e.kind === 'cut') b = Buffer.concat([b.subarray(0, at), b.subarray(at + e.length)]);
    else if (e.kind === 'double')
      b = Buffer.concat([
        b.subarray(0, at + e.length),
        b.subarray(at, at + e.length),
        b.subarray(at + e.length),
      ]);
    else if (e.kind === 'truncate') b = b.subarray(0, at);
  }
  return new Uint8Array(b);
}

/** A damaged version of an example: a few edits, or (one time in eight) random bytes or random text. */
const damagedArb = (e: ValidExample): fc.Arbitrary<Uint8Array> => {
  const bytes = typeof e.content === 'string' ? new TextEncoder().encode(e.content) : e.content;
  return fc.oneof(
    {
      weight: 14,
      arbitrary: fc.array(editArb, { minLength: 1, maxLength: 5 }).map((edits) => applyEdits(bytes, edits)),
    },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 600 }) },
    {
      weight: 1,
      arbitrary: fc.string({ unit: 'binary', maxLength: 300 }).map((s) => new TextEncoder().encode(s)),
    },
  );
};

/** Reads one damaged file and checks what every input must give. */
async function checkRead(e: ValidExample, dir: string, content: Uint8Array): Promise<void> {
  const c: HostileCase = {
    id: e.key,
    tries: 'fuzz',
    ...exampleFiles(e, content),
    expected: { outcome: 'accepted' },
  };
  await writeCase(c, dir);
  const data = await readDataset(dir);
  const totals = reportTotals(data.report);
  expect(
    totals.reconciles,
    JSON.stringify(data.report.files.map((f) => [f.file, f.rowsRead, f.rowsUsed, f.rejections.length])),
  ).toBe(true);
  for (const f of data.report.files) {
    for (const r of f.rejections) {
      const line = formatRejection(r);
      if (!r.reason.startsWith('not a readable .xlsx workbook'))
        expect(r.line !== undefined || r.row !== undefined, `rejection without a place: ${line}`).toBe(true);
      expect(line).not.toMatch(/[\n\r]|\bat .+:\d+:\d+/);
    }
    for (const n of f.findings) expect(formatFinding(n)).not.toMatch(/[\n\r]|\bat .+:\d+:\d+/);
  }
}

describe('every reader, fed damaged files through readDataset', () => {
  it.each(VALID_EXAMPLES.map((e) => [e.key, e] as const))(
    '%s: records plus rejections, every row accounted for, never an exception',
    async (_, e) => {
      const dir = await mkdtemp(join(tmpdir(), `parley-fuzz-${e.key}-`));
      await fc.assert(
        fc.asyncProperty(damagedArb(e), (content) => checkRead(e, dir, content)),
        { numRuns: e.layout === 'xlsx' ? Math.ceil(RUNS / 2) : RUNS, seed: SEED },
      );
    },
  );

  it('a damaged or random manifest stops ingest only with IngestError, naming what is wrong', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'parley-fuzz-manifest-'));
    const e = VALID_EXAMPLES.find((x) => x.key === 'unieval')!;
    const manifest = new TextEncoder().encode(
      JSON.stringify({
        title: 't',
        files: [{ path: e.path, role: e.role }],
        models: { x: { display: 'X' } },
        bootstrap: { seed: 1, rounds: 10 },
      }),
    );
    const manifestArb = fc.oneof(
      fc.array(editArb, { minLength: 1, maxLength: 4 }).map((edits) => applyEdits(manifest, edits)),
      fc.json().map((j) => new TextEncoder().encode(j)),
    );
    await fc.assert(
      fc.asyncProperty(manifestArb, async (m) => {
        await writeCase(
          {
            id: 'manifest',
            tries: 'fuzz',
            files: { [e.path]: e.content, 'parley.manifest.json': m },
            expected: { outcome: 'accepted' },
          },
          dir,
        );
        try {
          const data = await readDataset(dir);
          expect(reportTotals(data.report).reconciles).toBe(true);
        } catch (err) {
          expect(err).toBeInstanceOf(IngestError);
          const ie = err as IngestError;
          expect(ie.problems.length).toBeGreaterThan(0);
          for (const p of ie.problems) expect(p).toMatch(/^parley\.manifest\.json: /);
        }
      }),
      { numRuns: RUNS * 2, seed: SEED },
    );
  });
});

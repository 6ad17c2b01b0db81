// The one place that walks a data directory: it finds the files, recognises each by the roles the profiles
// declare, hands it to its role's reader, runs the profiles' linking steps, and returns the Dataset with a report
// that accounts for every row. It knows no benchmark.
import { pushAll } from './pushAll.ts';
import { open, readdir, readFile, realpath, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { emptySink, type Dataset, type RecordSink, type ReferenceImage } from '../records/dataset.ts';
import { BLANK_SNIFF_BYTES, isBlankFile, noteBlankFile, noteNoRows } from './blankFile.ts';
import { delimiterFinding } from './delimiterHint.ts';
import { decodeText } from './decode.ts';
import { judgeInfos } from './judgeNames.ts';
import { parseJsonLines, isObject } from './jsonLines.ts';
import { jsonKeysIn } from './locatedJson.ts';
import { recogniseRole, type LinkStep, type RoleSpec, type Sniff } from './roles.ts';
import { MANIFEST_NAME, parseManifest, ManifestSchema, type Manifest } from './manifest.ts';
import { ModelRegistry, type KnownModel } from './modelRegistry.ts';
import type { ReadContext } from './readContext.ts';
import { newFileReport, type FileReport, type IngestReport } from '../records/report.ts';
import { noteShortRows, shortRowFindings } from './shortRows.ts';
import { streamDelimited, streamJsonLines } from './streamText.ts';
import { parseDelimited, readXlsxTable, type Table } from './table.ts';

/**
 * Largest input file read whole (bytes); larger files are reported, not read. A file read whole becomes one
 * string, and V8's longest string is 2^29 - 24 characters: a 600 MB JSONL file made readDataset throw "Cannot
 * create a string longer than 0x1fffffe8 characters". UTF-8 never decodes to more characters than it has bytes.
 */
export const MAX_FILE_BYTES = 2 ** 29 - 24;

/** Why a file cannot be read, in words (no absolute path, no errno jargon). */
function readProblem(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'it is a directory';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return (e as Error).message.split('\n')[0] ?? String(e);
}

/** A problem that stops ingest before any row is read (no such directory, a broken manifest). */
export class IngestError extends Error {
  readonly problems: string[];
  constructor(message: string, problems: string[] = []) {
    super(message);
    this.problems = problems;
  }
}

/** What the profiles declare for reading: every role, the steps that link records across files, names. */
export interface InputSpec {
  /** Every role, in the order they are tried (loose ones are tried last). */
  roles: readonly RoleSpec[];
  /** Steps run in this order once every file is read. */
  link: readonly LinkStep[];
  /** Model spellings known per role (a profile's table applies to that profile's files). */
  models: (role: string) => readonly KnownModel[];
  /** Judges known ahead of the data: id to display name. */
  judges: Readonly<Record<string, string>>;
  /** Which figure of a source study an image file shows, when it is one (images are only copied). */
  referenceImage?: (file: string) => Omit<ReferenceImage, 'file'> | undefined;
}

export interface ReadDatasetOptions {
  /** A manifest outside the data directory; paths in it are relative to the data directory. */
  manifestPath?: string;
  /** Called with a short line on each file, for progress on long reads. */
  onProgress?: (message: string) => void;
  /** Where records go (default: arrays in the Dataset); a counting sink keeps only counts (aggregation). */
  sink?: RecordSink;
}

/** Lists files below a directory, sorted by relative path (so output never depends on the file system's order). */
async function listFiles(root: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string) => {
    const entries = await readdir(dir, { withFileTypes: true });
    for (const e of entries) {
      if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
      const p = join(dir, e.name);
      if (e.isDirectory()) await walk(p);
      else if (e.isFile()) out.push(relative(root, p).split(sep).join('/'));
    }
  };
  await walk(root);
  return out.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

function extOf(file: string): string {
  return /\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase() ?? '';
}

/** Extensions of files whose content is looked at to recognise them. */
const SNIFFED = ['tsv', 'csv', 'jsonl', 'json', 'txt', 'md'];

/** The JSON keys near the start of a whole-document JSON file (`{"data": {"test": [[{ ... "question_id" ...`). */
function keysNearStart(head: string): string[] {
  const keys = jsonKeysIn(head);
  return keys.includes('question_id') || keys.includes('results') ? keys : [];
}

/** What recognisers see of a file: its header, first JSON object and first line, from its first bytes. */
function sniff(file: string, bytes: Uint8Array, xlsxHeader: string[]): Sniff {
  const ext = extOf(file);
  const base = file.split('/').pop() ?? file;
  const out: Sniff = { path: file, base, ext, header: [], keys: [], firstLine: '', head: '' };
  if (ext === 'xlsx') return { ...out, header: xlsxHeader };
  if (!SNIFFED.includes(ext)) return out;
  const head = new TextDecoder('utf-8').decode(bytes.subarray(0, 64 * 1024)).replace(/^\uFEFF/, '');
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
function notRecognised(f: Sniff, roles: readonly RoleSpec[]): string {
  if (f.ext === 'md')
    return 'markdown that matches no layout (example files are named after a bad-case category)';
  if (!['tsv', 'csv', 'xlsx', 'jsonl', 'json'].includes(f.ext))
    return `not a data file Parley reads (.${f.ext || 'no extension'})`;
  if (f.ext === 'jsonl' || f.ext === 'json')
    return 'JSON that is not a known layout (no model_a/model_b/winner keys)';
  void roles;
  return `header not recognised (${
    f.header
      .slice(0, 6)
      .map((h) => JSON.stringify(h))
      .join(', ') || 'empty'
  })`;
}

async function tableOf(file: string, bytes: Uint8Array, report: FileReport): Promise<Table> {
  const ext = extOf(file);
  if (ext === 'xlsx') {
    try {
      return await readXlsxTable(bytes, file);
    } catch (e) {
      return {
        header: [],
        rows: [],
        rejections: [{ file, reason: `not a readable .xlsx workbook (${(e as Error).message})` }],
      };
    }
  }
  const decoded = decodeText(bytes, file);
  report.findings.push(...decoded.findings);
  const delimiter = ext === 'csv' ? ',' : '\t';
  const table = parseDelimited(decoded.text, file, delimiter);
  const hint = delimiterFinding(table.header, file, delimiter);
  if (hint) report.findings.push(hint);
  else pushAll(report.findings, shortRowFindings(table, file));
  return table;
}

/** Reads a file held in memory with its role's reader. */
async function readWhole(spec: RoleSpec, bytes: Uint8Array, ctx: ReadContext): Promise<void> {
  const ext = extOf(ctx.file);
  const text = () => {
    const d = decodeText(bytes, ctx.file);
    ctx.report.findings.push(...d.findings);
    return d.text;
  };
  const tableReader = spec.table ?? spec.streamTable;
  if (tableReader && ['tsv', 'csv', 'xlsx'].includes(ext))
    return tableReader(await tableOf(ctx.file, bytes, ctx.report), ctx);
  if (spec.text) return spec.text(text(), ctx);
  if (spec.jsonLines) return spec.jsonLines(parseJsonLines(text()), ctx);
  if (tableReader) return tableReader(await tableOf(ctx.file, bytes, ctx.report), ctx);
  throw new Error(`role ${spec.role} has no reader for .${ext} files`);
}

/** Files read as they are streamed from disk (never whole): delimited tables and JSON lines of a streamed role. */
function isStreamed(file: string, spec: RoleSpec): boolean {
  const ext = extOf(file);
  if (ext === 'jsonl') return spec.jsonLines !== undefined;
  return spec.streamTable !== undefined && ['tsv', 'csv'].includes(ext);
}

/** Reads a streamed file with its role's reader; the rows are split as the reader asks for them. */
function readStreamed(full: string, spec: RoleSpec, ctx: ReadContext): void {
  const file = ctx.file;
  if (extOf(file) === 'jsonl') {
    spec.jsonLines!(streamJsonLines(full, file, ctx.report.findings), ctx);
    return;
  }
  const delimiter = extOf(file) === 'csv' ? ',' : '\t';
  const table = streamDelimited(full, file, delimiter);
  ctx.report.findings.push(...table.findings);
  const hint = delimiterFinding(table.header, file, delimiter);
  if (hint) ctx.report.findings.push(hint);
  else table.rows = noteShortRows(table.rows, table.header.length, file, ctx.report.findings);
  spec.streamTable!(table, ctx);
  // Rows that could not be split are known once the rows were read; they count as read and rejected.
  ctx.report.findings.push(...table.findings.filter((f) => !ctx.report.findings.includes(f)));
  ctx.report.rowsRead += table.lateRejections.length;
  ctx.report.rejections.push(...table.lateRejections);
}

/** The first `bytes` bytes of a file (for recognising it by its header). */
async function readHead(path: string, bytes: number): Promise<Uint8Array> {
  const fh = await open(path, 'r');
  try {
    const buf = Buffer.alloc(bytes);
    const { bytesRead } = await fh.read(buf, 0, bytes, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

/** Loads the manifest: the one given, else `parley.manifest.json` in the directory, else defaults. */
async function loadManifest(
  root: string,
  manifestPath: string | undefined,
): Promise<{ manifest: Manifest; path?: string }> {
  const path = manifestPath ?? join(root, MANIFEST_NAME);
  let bytes: Uint8Array;
  try {
    bytes = await readFile(path);
  } catch {
    if (manifestPath) throw new IngestError(`cannot read the manifest ${manifestPath}`);
    return { manifest: ManifestSchema.parse({}) };
  }
  // Decoded like any input (a byte-order mark, UTF-16 from a Windows editor), so it parses as JSON.
  const decoded = decodeText(bytes, manifestPath ?? MANIFEST_NAME);
  const { manifest, errors } = parseManifest(
    decoded.text.replace(/^\uFEFF/, ''),
    manifestPath ?? MANIFEST_NAME,
  );
  if (!manifest)
    throw new IngestError(
      `the manifest has ${errors.length} problem${errors.length === 1 ? '' : 's'}`,
      errors,
    );
  return { manifest, path };
}

type Planned = {
  file: string;
  spec: RoleSpec;
  by: FileReport['detectedBy'];
  judge?: string;
  setting?: string;
  benchmark?: string;
  model?: string;
};

/**
 * Reads every recognised file under `dir` (or the files the manifest names) into a Dataset, with the roles the
 * profiles declare (`spec`).
 * @throws IngestError when the directory or the manifest cannot be read; bad rows never throw.
 */
export async function readInputs(
  dir: string,
  spec: InputSpec,
  options: ReadDatasetOptions = {},
): Promise<Dataset> {
  const root = resolve(dir);
  try {
    if (!(await stat(root)).isDirectory()) throw new Error();
  } catch {
    throw new IngestError(`${dir} is not a directory`);
  }
  const { manifest, path: manifestFile } = await loadManifest(root, options.manifestPath);
  const roleByName = new Map(spec.roles.map((r) => [r.role, r]));
  const registry = new ModelRegistry([...new Set(spec.roles.flatMap((r) => spec.models(r.role)))]);
  for (const [id, m] of Object.entries(manifest.models)) {
    registry.add({
      id,
      display: m.display,
      aliases: m.aliases,
      ...(m.groundTruth ? { isGroundTruth: true } : {}),
      ...(m.link ? { link: m.link } : {}),
    });
  }
  const report: IngestReport = { files: [], skipped: [], problems: [] };
  const sink: RecordSink = options.sink ?? emptySink();

  const planned: Planned[] = [];
  // The source study's own figure images are not data: they are found by name (listed or not) and only copied.
  const referenceImages: ReferenceImage[] = [];
  const isReferenceImage = (f: string): boolean => {
    const img = spec.referenceImage?.(f);
    if (img) referenceImages.push({ file: f, ...img });
    return img !== undefined;
  };
  const manifestRel = manifestFile ? relative(root, manifestFile).split(sep).join('/') : undefined;
  if (manifest.files) {
    const listed = new Set<string>();
    for (const f of manifest.files) {
      // A file named twice would be read twice, its rows counted twice: the second entry is left out.
      if (listed.has(f.path)) {
        report.problems.push({
          file: f.path,
          reason: `named twice in the manifest's files; read once, as the first entry says (${f.role} is left out)`,
        });
        continue;
      }
      listed.add(f.path);
      const role = roleByName.get(f.role);
      if (!role) {
        report.problems.push({
          file: f.path,
          reason: `the manifest names an unknown role ${JSON.stringify(f.role)}`,
        });
        continue;
      }
      planned.push({
        file: f.path,
        spec: role,
        by: 'manifest',
        ...(f.judge ? { judge: f.judge } : {}),
        ...(f.setting !== undefined ? { setting: f.setting } : {}),
        ...(f.benchmark ? { benchmark: f.benchmark } : {}),
        ...(f.model ? { model: f.model } : {}),
      });
    }
    for (const f of await listFiles(root)) {
      if (!listed.has(f) && f !== manifestRel && !isReferenceImage(f))
        report.skipped.push({ file: f, reason: 'not listed in the manifest' });
    }
  } else {
    for (const f of await listFiles(root)) {
      if (f === manifestRel || isReferenceImage(f)) continue;
      const ext = extOf(f);
      let xlsxHeader: string[] = [];
      let head: Uint8Array = new Uint8Array();
      if (SNIFFED.includes(ext)) head = await readHead(join(root, f), 64 * 1024);
      else if (ext === 'xlsx') {
        try {
          xlsxHeader = (await readXlsxTable(await readFile(join(root, f)), f)).header;
        } catch {
          xlsxHeader = [];
        }
      }
      const found = sniff(f, head, xlsxHeader);
      const role = recogniseRole(spec.roles, found);
      if (!role) report.skipped.push({ file: f, reason: notRecognised(found, spec.roles) });
      else if (role.ignore) report.skipped.push({ file: f, reason: role.ignore });
      else planned.push({ file: f, spec: role, by: 'header' });
    }
  }
  // Files are read in the order listed (the manifest's, or path order), except that within one benchmark the
  // roles other readers look up (dialogues their judgments refer to) go first. Reports keep the listed order.
  const listedOrder = new Map(planned.map((p, i) => [p.file, i]));
  readFirstWithinBenchmark(planned);

  for (const [k, p] of planned.entries()) {
    options.onProgress?.(`[${k + 1}/${planned.length}] ${p.file} (${p.spec.role})`);
    const fileReport = newFileReport(p.file, p.spec.role, p.by);
    if (p.judge) fileReport.judge = p.judge;
    if (p.setting !== undefined) fileReport.setting = p.setting;
    let bytes: Uint8Array | undefined;
    const full = join(root, p.file);
    const streamed = isStreamed(p.file, p.spec);
    let size = 0;
    try {
      if (!full.startsWith(root + sep)) throw new Error('outside the data directory');
      // A link inside the directory may lead out of it (a submitted archive can hold one): followed, it is refused.
      if (!(await realpath(full)).startsWith((await realpath(root)) + sep))
        throw new Error('a link that leads outside the data directory');
      const st = await stat(full);
      if (!st.isFile()) throw new Error('not a file');
      size = st.size;
      if (!streamed && st.size > MAX_FILE_BYTES) throw new Error(`larger than ${MAX_FILE_BYTES} bytes`);
      if (!streamed) bytes = await readFile(full);
    } catch (e) {
      report.problems.push({
        file: p.file,
        reason: `named by the manifest but cannot be read (${readProblem(e)})`,
      });
      continue;
    }
    const ctx: ReadContext = {
      file: p.file,
      report: fileReport,
      registry,
      sink,
      benchmark: p.benchmark ?? p.spec.benchmark,
      ...(p.judge ? { judge: p.judge } : {}),
      ...(p.setting !== undefined ? { setting: p.setting } : {}),
      ...(p.model ? { model: p.model } : {}),
    };
    // An empty or blank file is noted, not read (a streamed file is looked at in its first bytes only).
    const blank =
      bytes !== undefined
        ? isBlankFile(bytes)
        : size <= BLANK_SNIFF_BYTES && isBlankFile(await readHead(full, BLANK_SNIFF_BYTES));
    if (blank) noteBlankFile(fileReport, size);
    else if (bytes) await readWhole(p.spec, bytes, ctx);
    else readStreamed(full, p.spec, ctx);
    noteNoRows(fileReport);
    report.files.push(fileReport);
  }
  report.files.sort((a, b) => (listedOrder.get(a.file) ?? 0) - (listedOrder.get(b.file) ?? 0));
  fillJudgedLengths(sink);
  for (const step of spec.link) step(sink, report);
  // The registry lists models met while reading, and every model a conversation or judgment names (ground
  // truth too, which readers write as GT without a spelling to resolve): each gets a page.
  for (const c of sink.conversations) registry.markUsed(c.model);
  for (const j of sink.uniJudgments) registry.markUsed(j.model);
  for (const j of sink.pairJudgments) {
    registry.markUsed(j.model1);
    registry.markUsed(j.model2);
  }
  return {
    root: dir,
    manifest,
    ...sink,
    models: registry.models(),
    judges: judgeInfos(
      [...sink.uniJudgments, ...sink.pairJudgments].map((j) => j.judge),
      manifest,
      spec.judges,
    ),
    referenceImages,
    report,
  };
}

/** Reorders in place: within each benchmark's files, those of `readFirst` roles take the first places. */
function readFirstWithinBenchmark(planned: Planned[]): void {
  const slots = new Map<string, number[]>();
  planned.forEach((p, i) => {
    const b = p.benchmark ?? p.spec.benchmark;
    if (!slots.has(b)) slots.set(b, []);
    slots.get(b)!.push(i);
  });
  const before = planned.slice();
  for (const idx of slots.values()) {
    const files = idx.map((i) => before[i]!);
    const ordered = [...files.filter((p) => p.spec.readFirst), ...files.filter((p) => !p.spec.readFirst)];
    idx.forEach((i, k) => (planned[i] = ordered[k]!));
  }
}

/** Fills in each Uni-Eval judgment's conversation length from the conversation it judges, when that was read. */
function fillJudgedLengths(sink: RecordSink): void {
  const byId = new Map(sink.conversations.map((c) => [c.id, c]));
  for (const j of sink.uniJudgments) {
    if (j.length === undefined && j.conversationId) {
      const c = byId.get(j.conversationId);
      if (c) j.length = c.chats.length;
    }
  }
}

// The one place that walks a data directory: it finds the files, recognises each by the roles the profiles
// declare, hands it to its role's reader, runs the profiles' linking steps, and returns the Dataset with a report
// that accounts for every row. It knows no benchmark.
import { HEAD_BYTES, readHead } from './fileHead.ts';
import { pushAll } from './pushAll.ts';
import { open, readFile, realpath, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { emptySink, type Dataset, type RecordSink, type ReferenceImage } from '../records/dataset.ts';
import type { RecordKind } from '../records/recordKind.ts';
import { BLANK_SNIFF_BYTES, isBlankFile, noteBlankFile, noteNoRows } from './blankFile.ts';
import { delimiterFinding } from './delimiterHint.ts';
import { decodeText } from './decode.ts';
import { judgeInfos } from './judgeNames.ts';
import { parseJsonLines } from './jsonLines.ts';
import { recogniseRole, roleByName, type LinkStep, type RoleSpec } from './roles.ts';
import { listInputs } from './listInputs.ts';
import { extOf, foundOf, notRecognised, sniff } from './sniff.ts';
import { overlapNote, overlapProblem, RecordLedger } from './recordLedger.ts';
import { UNCLOSED_QUOTE } from './delimited.ts';
import { dropCopiedFile, recordCounts } from './copiedFiles.ts';
import { MANIFEST_NAME, parseManifest, ManifestSchema, type Manifest } from './manifest.ts';
import { ModelRegistry, type KnownModel } from './modelRegistry.ts';
import { fileProblem, type PlannedFile, type ReadContext } from './readContext.ts';
import { withRun, withRunModels } from './runSink.ts';
import { newFileReport, type FileReport, type IngestReport } from '../records/report.ts';
import { rejectRows } from './rowOutcomes.ts';
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
  /** A profile's model table by the profile's id (a manifest entry may ask for one: `modelTable`). */
  modelTable: (profile: string) => readonly KnownModel[];
  /** The ids of the profiles that have a model table. */
  modelTables: readonly string[];
  /** Judges known ahead of the data: id to display name. */
  judges: Readonly<Record<string, string>>;
  /** Which figure of a source study an image file shows, when it is one (images are only copied). */
  referenceImage?: (file: string) => Omit<ReferenceImage, 'file'> | undefined;
  /** The record kinds the profiles register (held in `records`, guarded by the ledger like the built-in ones). */
  recordKinds?: readonly RecordKind[];
}

/**
 * Where a read of a directory is: recognising its files (their first bytes, a workbook whole), then reading the
 * files recognised. Said before each file and once at the end of each phase.
 */
export interface ReadProgress {
  phase: 'recognise' | 'read';
  /** Files done, of `total`. */
  done: number;
  total: number;
  /** Rows read so far (files done). */
  rows: number;
  /** The file now at hand, and its size. */
  file?: string;
  bytes?: number;
}

export interface ReadDatasetOptions {
  /** A manifest outside the data directory; paths in it are relative to the data directory. */
  manifestPath?: string;
  /** Called before each file and at the end of each phase, for progress on long reads. */
  onProgress?: (progress: ReadProgress) => void;
  /** Where records go (default: arrays in the Dataset); a counting sink keeps only counts (aggregation). */
  sink?: RecordSink;
  /** Follow links that lead outside the data directory (default: list them as not read, with the reason). */
  followOutsideLinks?: boolean;
  /**
   * The caller needs counts, not each record (`check`, `counts`, `ratings`): files a role can read straight to
   * weighted records (RoleReaders.countFile) are read so; the report is the same, row for row.
   */
  counting?: boolean;
}

async function tableOf(file: string, bytes: Uint8Array, report: FileReport): Promise<Table> {
  const ext = extOf(file);
  if (ext === 'xlsx') return readXlsxTable(bytes, file);
  const decoded = decodeText(bytes, file);
  report.findings.push(...decoded.findings);
  const delimiter = ext === 'csv' ? ',' : '\t';
  const table = parseDelimited(decoded.text, file, delimiter);
  const hint = delimiterFinding(table.header, file, delimiter);
  if (hint) report.findings.push(hint);
  else pushAll(report.findings, shortRowFindings(table, file));
  return table;
}

/**
 * A workbook opened for reading, or undefined when it cannot be opened (not a workbook, a zip bomb, no sheet):
 * then the file is unreadable, said once, and no row of it is read.
 */
async function workbookOf(bytes: Uint8Array, ctx: ReadContext): Promise<Table | undefined> {
  try {
    const table = await readXlsxTable(bytes, ctx.file);
    if (table.header.length > 0) return table;
    fileProblem(
      ctx,
      `cannot be read: ${table.rejections[0]?.reason ?? "the workbook's first sheet is empty"}`,
    );
  } catch (e) {
    fileProblem(ctx, `cannot be read: not a readable .xlsx workbook (${(e as Error).message})`);
  }
  return undefined;
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
  if (tableReader && ext === 'xlsx') {
    const table = await workbookOf(bytes, ctx);
    return table ? tableReader(table, ctx) : undefined;
  }
  if (tableReader && ['tsv', 'csv'].includes(ext))
    return tableReader(await tableOf(ctx.file, bytes, ctx.report), ctx);
  if (spec.bytes) return spec.bytes(bytes, ctx);
  if (spec.text) return spec.text(text(), ctx);
  if (spec.jsonLines) return spec.jsonLines(parseJsonLines(text()), ctx);
  if (tableReader) return tableReader(await tableOf(ctx.file, bytes, ctx.report), ctx);
  throw new Error(`role ${spec.role} has no reader for .${ext} files`);
}

/** Reads a table recognising the file already read whole (a workbook). */
function readTable(spec: RoleSpec, table: Table, ctx: ReadContext): void {
  const reader = spec.table ?? spec.streamTable;
  if (!reader) throw new Error(`role ${spec.role} has no reader for tables`);
  reader(table, ctx);
}

/** Files read as they are streamed from disk (never whole): delimited tables and JSON lines of a streamed role. */
function isStreamed(file: string, spec: RoleSpec): boolean {
  const ext = extOf(file);
  if (ext === 'jsonl') return spec.jsonLines !== undefined;
  return spec.streamTable !== undefined && ['tsv', 'csv'].includes(ext);
}

/** Reads a streamed file with its role's reader; the rows are split as the reader asks for them. */
function readStreamed(full: string, spec: RoleSpec, ctx: ReadContext): void {
  if (ctx.counting && spec.countFile?.(full, ctx)) {
    ctx.report.counted = true;
    return;
  }
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
  rejectRows(ctx.report, table.lateRejections);
}

/** Loads the manifest: the one given, else `parley.manifest.json` in the directory, else defaults. */
async function loadManifest(
  root: string,
  manifestPath: string | undefined,
  known: { roles: readonly string[]; modelTables: readonly string[] },
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
    known,
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
  /** A profile whose model table this file's names use (the manifest's `modelTable`). */
  modelTable?: string;
  /** The run the file holds (the manifest's `run`): its models are read as `<model>--<run>` (runSink.ts). */
  run?: string;
  /** The file's table when recognising it read it whole (a workbook): not read twice. */
  table?: Table;
};

/** Everything one read of a directory keeps while it goes. */
interface ReadState {
  root: string;
  spec: InputSpec;
  report: IngestReport;
  sink: RecordSink;
  registry: ModelRegistry;
  ledger: RecordLedger;
  /** Record digests of whole files read so far (for copies of a file whose records carry no identity). */
  fileDigests: Map<string, string>;
  /** What readers leave for each other during this read (ReadContext.shared). */
  shared: Map<string, unknown>;
  /** Every file planned for reading (ReadContext.files). */
  files: readonly PlannedFile[];
  /** Files that links lead to outside the directory are read. */
  followOutsideLinks: boolean;
  /** The read keeps counts (ReadDatasetOptions.counting). */
  counting: boolean;
  /** The runs' model ids met (the manifest's `files[].run`), each with its base model and run. */
  runs: Map<string, { model: string; run: string }>;
}

/** The models the conversations and judgments name. */
function recordModels(sink: RecordSink): Set<string> {
  return new Set([
    ...sink.conversations.map((c) => c.model),
    ...sink.uniJudgments.map((j) => j.model),
    ...sink.pairJudgments.flatMap((p) => [p.model1, p.model2]),
  ]);
}

/** The manifest's models, as models every file may name. */
function manifestModels(manifest: Manifest): KnownModel[] {
  return Object.entries(manifest.models).map(([id, m]) => ({
    id,
    display: m.display,
    aliases: m.aliases,
    ...(m.groundTruth ? { isGroundTruth: true } : {}),
    ...(m.link ? { link: m.link } : {}),
  }));
}

/**
 * Reads every recognised file under `dir` (or the files the manifest names) into a Dataset, with the roles the
 * profiles declare (`spec`). Every file seen is read or listed as not read with the reason; a key file that
 * cannot be read, copies that differ, or a directory with nothing to read are problems of the report.
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
  const { manifest, path: manifestFile } = await loadManifest(root, options.manifestPath, {
    roles: spec.roles.filter((r) => !r.ignore).map((r) => r.role),
    modelTables: spec.modelTables,
  });
  const state: ReadState = {
    root,
    spec,
    report: { files: [], skipped: [], problems: [], seen: 0, assets: [] },
    sink: options.sink ?? emptySink(spec.recordKinds),
    // Made once the files are planned: only the tables of the profiles whose files are read reserve their ids.
    registry: new ModelRegistry(),
    ledger: new RecordLedger(spec.recordKinds),
    fileDigests: new Map(),
    shared: new Map(),
    files: [],
    followOutsideLinks: options.followOutsideLinks ?? manifest.followOutsideLinks ?? false,
    counting: options.counting ?? false,
    runs: new Map(),
  };
  const { report, sink } = state;
  const listed = await listInputs(root, { followOutsideLinks: state.followOutsideLinks });
  report.seen = listed.seen;
  report.skipped.push(...listed.notRead);
  // A link that leads nowhere, or outside without leave, to what is named as data is data that cannot be read.
  for (const n of listed.notRead)
    if (/^a link that leads (nowhere|outside)/.test(n.reason) && DATA_EXTENSIONS.includes(extOf(n.file)))
      report.problems.push({ file: n.file, kind: 'unreadable', reason: `cannot be read: ${n.reason}` });
  const manifestRel = manifestFile ? relative(root, manifestFile).split(sep).join('/') : undefined;
  // The manifest is read, as the settings of the read; the study's own figure images are copied, not read.
  const referenceImages: ReferenceImage[] = [];
  const files: string[] = [];
  for (const f of listed.files) {
    const img = spec.referenceImage?.(f);
    if (img) {
      referenceImages.push({ file: f, ...img });
      report.assets!.push(f);
    } else if (f === manifestRel) report.manifest = f;
    else files.push(f);
  }
  const planned = manifest.files
    ? planFromManifest(manifest, files, state)
    : await planByContent(files, state, options.onProgress);
  // Files are read in the order listed (the manifest's, or path order), except that within one benchmark the
  // roles other readers look up (dialogues their judgments refer to) go first. Reports keep the listed order.
  const listedOrder = new Map(planned.map((p, i) => [p.file, i]));
  state.files = planned.map((p) => ({
    file: p.file,
    role: p.spec.role,
    benchmark: p.benchmark ?? p.spec.benchmark,
  }));
  readFirstWithinBenchmark(planned);
  const tables = new Set(
    planned.map((p) => (p.modelTable ? spec.modelTable(p.modelTable) : spec.models(p.spec.role))),
  );
  state.registry = new ModelRegistry(manifestModels(manifest), [...tables]);
  const { registry } = state;
  let rows = 0;
  for (const [k, p] of planned.entries()) {
    if (options.onProgress) {
      const bytes = await stat(join(root, p.file)).then(
        (s) => s.size,
        () => undefined,
      );
      options.onProgress({
        phase: 'read',
        done: k,
        total: planned.length,
        rows,
        file: p.file,
        ...(bytes !== undefined ? { bytes } : {}),
      });
    }
    const before = report.files.length;
    await readPlanned(p, state);
    for (const f of report.files.slice(before)) rows += f.rowsRead;
  }
  options.onProgress?.({ phase: 'read', done: planned.length, total: planned.length, rows });
  report.files.sort((a, b) => (listedOrder.get(a.file) ?? 0) - (listedOrder.get(b.file) ?? 0));
  for (const o of state.ledger.overlaps()) {
    const f = report.files.find((r) => r.file === o.second);
    if (o.same > 0 && f) f.findings.push({ file: o.second, kind: 'duplicate', message: overlapNote(o) });
    const problem = overlapProblem(o);
    if (problem) report.problems.push({ ...problem, kind: 'conflict' });
  }
  fillJudgedLengths(sink);
  for (const step of spec.link) step(sink, report);
  checkSomethingRead(state, planned.length);
  // A name that is really ambiguous is a note on the file where it showed (decision 0121), never a problem.
  for (const n of registry.nameNotes()) {
    const f = report.files.find((r) => r.file === n.file) ?? report.files[0];
    f?.findings.push({ file: n.file || f.file, kind: 'model-name', message: n.message });
  }
  // The study's own figure images are copied only when something of their study was read: the judgments of their
  // benchmark and judge, whose figures show them (a manifest naming only Meena's files copies no HCG image).
  const judged = new Set(
    [...sink.uniJudgments, ...sink.pairJudgments].map((j) => `${j.benchmark}\u0000${j.judge}`),
  );
  const shown = referenceImages.filter((r) => judged.has(`${r.benchmark}\u0000${r.judge}`));
  for (const r of referenceImages)
    if (!shown.includes(r)) {
      report.assets = report.assets!.filter((f) => f !== r.file);
      report.skipped.push({
        file: r.file,
        reason: `the source study's own figure, not copied: no judgment of its study (${r.benchmark}, judge ${r.judge}) was read`,
      });
    }
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
    models: withRunModels(registry.models(), state.runs, recordModels(sink)),
    judges: judgeInfos(
      [...sink.uniJudgments, ...sink.pairJudgments].map((j) => j.judge),
      manifest,
      spec.judges,
    ),
    referenceImages: shown,
    report,
  };
}

/** The files a manifest names, each with its role; the files it does not name are listed as not read. */
function planFromManifest(manifest: Manifest, files: readonly string[], state: ReadState): Planned[] {
  const { report } = state;
  const roleByName = new Map(state.spec.roles.map((r) => [r.role, r]));
  const planned: Planned[] = [];
  const listed = new Set<string>();
  for (const f of manifest.files ?? []) {
    // A file named twice would be read twice, its rows counted twice: the second entry is left out.
    if (listed.has(f.path)) {
      report.problems.push({
        file: f.path,
        kind: 'manifest',
        reason: `named twice in the manifest's files; read once, as the first entry says (${f.role} is left out)`,
      });
      continue;
    }
    listed.add(f.path);
    const role = roleByName.get(f.role);
    if (!role || role.ignore) {
      report.problems.push({
        file: f.path,
        kind: 'manifest',
        reason: `the manifest names the role ${JSON.stringify(f.role)}, which no profile reads (roles: ${[
          ...roleByName.values(),
        ]
          .filter((r) => !r.ignore)
          .map((r) => r.role)
          .join(', ')})`,
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
      ...(f.modelTable ? { modelTable: f.modelTable } : {}),
      ...(f.run ? { run: f.run } : {}),
    });
  }
  // A file the manifest names is read even when the walk listed it as not read (a hidden file, a link).
  report.skipped = report.skipped.filter((s) => !listed.has(s.file));
  for (const f of files)
    if (!listed.has(f)) report.skipped.push({ file: f, reason: 'not listed in the manifest' });
  return planned;
}

/** Data files whose content cannot be read at all are errors, whatever their name: an empty or broken sheet. */
const DATA_EXTENSIONS = ['tsv', 'csv', 'xlsx', 'jsonl', 'json'];

/**
 * Recognises each file by its content, with the roles in order. A file that holds nothing, or a workbook that
 * cannot be opened, is a problem (the data it should hold is missing); a file no layout fits is listed as not
 * read, with the layouts looked for, unless its name is one a role documents (then the mismatch is a problem).
 */
async function planByContent(
  files: readonly string[],
  state: ReadState,
  onProgress?: (progress: ReadProgress) => void,
): Promise<Planned[]> {
  const { root, spec, report } = state;
  const planned: Planned[] = [];
  for (const [k, f] of files.entries()) {
    const ext = extOf(f);
    const full = join(root, f);
    const named = roleByName(spec.roles, f);
    const size = (await stat(full)).size;
    onProgress?.({ phase: 'recognise', done: k, total: files.length, rows: 0, file: f, bytes: size });
    let head: Uint8Array = new Uint8Array();
    let table: Table | undefined;
    // Every file's first bytes are looked at: a text layout by its header or keys, a binary one by its entries.
    if (size > 0) head = await readHead(full, HEAD_BYTES);
    if (
      (DATA_EXTENSIONS.includes(ext) || named) &&
      ext !== 'xlsx' &&
      isBlankFile(head.subarray(0, BLANK_SNIFF_BYTES)) &&
      size <= BLANK_SNIFF_BYTES
    ) {
      unreadableFile(
        state,
        f,
        size === 0 ? 'the file is empty (0 bytes)' : 'the file holds only blank lines',
        named,
      );
      continue;
    }
    if (ext === 'xlsx') {
      try {
        table = await readXlsxTable(await readFile(full), f);
      } catch (e) {
        unreadableFile(state, f, `not a readable .xlsx workbook (${(e as Error).message})`, named);
        continue;
      }
      if (table.header.length === 0) {
        unreadableFile(state, f, table.rejections[0]?.reason ?? "the workbook's first sheet is empty", named);
        continue;
      }
    }
    const found = sniff(f, head, table?.header ?? []);
    const role = recogniseRole(spec.roles, found);
    if (role?.ignore) report.skipped.push({ file: f, reason: role.ignore });
    else if (role) planned.push({ file: f, spec: role, by: 'header', ...(table ? { table } : {}) });
    else if (named && !named.ignore)
      unreadableFile(state, f, `its content is not this layout: ${foundOf(found)}`, named);
    else report.skipped.push({ file: f, reason: notRecognised(found, spec.roles) });
  }
  onProgress?.({ phase: 'recognise', done: files.length, total: files.length, rows: 0 });
  return planned;
}

/** A file that cannot be read as data at all: listed as not read, and a problem (an error: data is missing). */
function unreadableFile(
  state: ReadState,
  file: string,
  why: string,
  named: RoleSpec | undefined,
  by: 'name' | 'manifest' = 'name',
): void {
  const as = named
    ? ` It is ${by === 'name' ? 'named like' : 'named by the manifest as'} ${named.layout}.`
    : '';
  state.report.skipped.push({ file, reason: `cannot be read: ${why}.${as}` });
  state.report.problems.push({
    file,
    kind: 'unreadable',
    reason: `cannot be read: ${why}.${as} Replace it with a readable copy, or remove it`,
    ...(named ? { affects: named.layout } : {}),
  });
}

/** Reads one planned file with its role's reader, and checks what it gave. */
async function readPlanned(p: Planned, state: ReadState): Promise<void> {
  const { root, report, sink, registry, ledger } = state;
  const fileReport = newFileReport(p.file, p.spec.role, p.by);
  if (p.judge) fileReport.judge = p.judge;
  if (p.setting !== undefined) fileReport.setting = p.setting;
  let bytes: Uint8Array | undefined;
  const full = join(root, p.file);
  const streamed = p.table === undefined && isStreamed(p.file, p.spec);
  let size = 0;
  try {
    if (!full.startsWith(root + sep)) throw new Error('outside the data directory');
    // A link inside the directory may lead out of it (a submitted archive can hold one): followed, it is refused.
    if (!state.followOutsideLinks && !(await realpath(full)).startsWith((await realpath(root)) + sep))
      throw new Error('a link that leads outside the data directory');
    const st = await stat(full);
    if (!st.isFile()) throw new Error('not a file');
    size = st.size;
    if (!streamed && p.table === undefined && st.size > MAX_FILE_BYTES)
      throw new Error(`larger than ${MAX_FILE_BYTES} bytes`);
    if (!streamed && p.table === undefined) bytes = await readFile(full);
  } catch (e) {
    report.problems.push({
      file: p.file,
      kind: 'manifest',
      reason: `named by the manifest but cannot be read (${readProblem(e)})`,
    });
    return;
  }
  const tableName = p.modelTable;
  const benchmark = p.benchmark ?? p.spec.benchmark;
  const ctx: ReadContext = {
    file: p.file,
    report: fileReport,
    registry: registry.scope(tableName ? state.spec.modelTable(tableName) : state.spec.models(p.spec.role), {
      file: p.file,
      ...(benchmark !== undefined ? { benchmark } : {}),
    }),
    sink: withRun(p.spec.identity === 'file' ? sink : ledger.guard(sink, fileReport), p.run, state.runs),
    benchmark,
    shared: state.shared,
    files: state.files,
    ...(state.counting ? { counting: true } : {}),
    ...(p.judge ? { judge: p.judge } : {}),
    ...(p.setting !== undefined ? { setting: p.setting } : {}),
    ...(p.model ? { model: p.model } : {}),
  };
  const before = recordCounts(sink);
  const relabelled = () => sink.conversations.length + sink.uniJudgments.length + sink.pairJudgments.length;
  const relabelledBefore = relabelled();
  // An empty or blank file is not read: for a key input it is an error (a streamed file: its first bytes only).
  const blank =
    p.table === undefined &&
    (bytes !== undefined
      ? isBlankFile(bytes)
      : size <= BLANK_SNIFF_BYTES && isBlankFile(await readHead(full, BLANK_SNIFF_BYTES)));
  if (blank) {
    if (p.spec.key)
      unreadableFile(
        state,
        p.file,
        size === 0 ? 'the file is empty (0 bytes)' : 'the file holds only blank lines',
        p.spec,
        p.by === 'manifest' ? 'manifest' : 'name',
      );
    else {
      noteBlankFile(fileReport, size);
      report.files.push(fileReport);
    }
    return;
  }
  if (p.table) readTable(p.spec, p.table, ctx);
  else if (bytes) await readWhole(p.spec, bytes, ctx);
  else readStreamed(full, p.spec, ctx);
  dropCopiedFile(state.sink, state.fileDigests, fileReport, before);
  // A run label on a file whose records name no model of a conversation or judgment relabels nothing: said, not
  // silently ignored (decision 0175).
  if (p.run !== undefined && relabelled() === relabelledBefore)
    fileReport.findings.push({
      file: p.file,
      kind: 'run',
      message: `the manifest gives this file the run "${p.run}", but it gave no conversation or judgment to relabel: any model it names is read as it is`,
    });
  if (!fileReport.unreadable && (await endsMidRecord(full, p.file, fileReport))) {
    fileReport.truncated = true;
    report.problems.push({
      file: p.file,
      kind: 'truncated',
      reason:
        'the file ends in the middle of a record: it looks cut short. Its last record is not used; the numbers it feeds may be short of rows',
      affects: p.spec.layout,
    });
  }
  if (!p.spec.key) noteNoRows(fileReport);
  else if (!fileReport.unreadable && fileReport.rowsRead === 0)
    report.problems.push({
      file: p.file,
      kind: 'nothing',
      reason: `holds no rows of ${p.spec.layout}: nothing in it was read`,
      affects: p.spec.layout,
    });
  for (const problem of fileReport.problems ?? [])
    report.problems.push({ ...problem, affects: problem.affects ?? p.spec.layout });
  report.files.push(fileReport);
}

/**
 * True when a text file ends without a line end in the middle of a record: a JSON line that does not parse, or a
 * delimited row with fewer cells than the header or a quote left open.
 */
async function endsMidRecord(full: string, file: string, report: FileReport): Promise<boolean> {
  const ext = extOf(file);
  if (!['tsv', 'csv', 'jsonl'].includes(ext)) return false;
  const fh = await open(full, 'r');
  let tail: string;
  try {
    const { size } = await fh.stat();
    // An even count of bytes, so a UTF-16 file's tail stays aligned on its code units.
    const n = Math.min(size, 64 * 1024);
    const buf = Buffer.alloc(n);
    await fh.read(buf, 0, n, size - n);
    const utf16 = report.findings.find((f) => /^file (is|looks like) UTF-16/.test(f.message));
    tail = utf16
      ? new TextDecoder(/big-endian/.test(utf16.message) ? 'utf-16be' : 'utf-16le').decode(buf)
      : buf.toString('utf8');
  } finally {
    await fh.close();
  }
  if (tail === '' || /[\r\n]$/.test(tail)) return false;
  const last = tail.slice(tail.lastIndexOf('\n') + 1);
  if (ext === 'jsonl') {
    try {
      JSON.parse(last);
      return false;
    } catch {
      return true;
    }
  }
  // A quote left open runs to the end of the file; a last row with fewer cells than the header was cut.
  if (report.rejections.some((r) => r.reason === UNCLOSED_QUOTE)) return true;
  const delimiter = ext === 'csv' ? ',' : '\t';
  const header = new TextDecoder().decode(await readHead(full, HEAD_BYTES)).split('\n')[0] ?? '';
  return !last.includes('"') && last.split(delimiter).length < header.split(delimiter).length;
}

/**
 * An empty result is an error: no file recognised at all, or a benchmark whose files gave no record. The message
 * says which layouts were looked for.
 */
function checkSomethingRead(state: ReadState, plannedFiles: number): void {
  const { report, spec } = state;
  if (plannedFiles === 0 && !report.problems.some((p) => p.kind === 'unreadable')) {
    const layouts = [...new Set(spec.roles.filter((r) => !r.ignore).map((r) => r.layout))];
    report.problems.push({
      file: '(the data directory)',
      kind: 'nothing',
      reason: `no file was recognised, so there is nothing to build from. Looked for: ${layouts.join('; ')}`,
    });
  }
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

// The one place that walks a data directory: it finds the files, hands each to its reader, links judgments to
// conversations, and returns the Dataset with a report that accounts for every row.
import { pushAll } from './pushAll.ts';
import { open, readdir, readFile, realpath, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { readBattlesJsonl, readBattlesJsonLines, readBattlesTable, ARENA } from '../profiles/arena/battles.ts';
import {
  readBotchatConversations,
  readBotchatGroundTruth,
  readBotchatLeaderboard,
  readBotchatPairEval,
  readBotchatUniEval,
} from '../profiles/botchat/readers.ts';
import { readBotchatExamples } from '../profiles/botchat/examples.ts';
import { readCounts } from '../profiles/counts/counts.ts';
import { linkCuratedTags, readCuratedTagsJson, readCuratedTagsTable } from '../profiles/gallery/curatedTags.ts';
import { emptySink, type Dataset, type RecordSink, type ReferenceImage } from '../records/dataset.ts';
import { BLANK_SNIFF_BYTES, isBlankFile, noteBlankFile, noteNoRows } from './blankFile.ts';
import { delimiterFinding } from './delimiterHint.ts';
import { decodeText } from './decode.ts';
import { detectRole } from './detectRole.ts';
import {
  HCG,
  parseHcgReferenceImage,
  readHcgDialogues,
  readHcgPair,
  readHcgSummary,
  readHcgUni,
} from '../profiles/hcg/readers.ts';
import { judgeInfos } from './judgeNames.ts';
import { readPreferenceJsonl, readPreferenceTable } from '../profiles/preference/labels.ts';
import { readMeenaPaperExamples } from '../profiles/meena/paperExamples.ts';
import { parseJsonLines, isObject } from './jsonLines.ts';
import { MEENA, MEENA_MODELS, readMeenaTranscripts } from '../profiles/meena/transcripts.ts';
import { readFed } from '../profiles/meena/fed.ts';
import { applyFedLinks } from '../profiles/meena/fedLink.ts';
import { readSsaLabelsJsonl, readSsaLabelsTable } from '../profiles/meena/ssaLabels.ts';
import { readSsaModelsJsonl, readSsaModelsTable } from '../profiles/meena/ssaModels.ts';
import { rutieJsonKeys } from '../profiles/rutie/detect.ts';
import { readMeraResponse } from '../profiles/rutie/meraResponse.ts';
import { linkRutie } from '../profiles/rutie/linkRutie.ts';
import { readRutiePool } from '../profiles/rutie/pool.ts';
import { readRutieSubmission } from '../profiles/rutie/submission.ts';
import { readRutieTask } from '../profiles/rutie/task.ts';
import { MANIFEST_NAME, parseManifest, ManifestSchema, type Manifest, type Role } from './manifest.ts';
import { BOTCHAT_MODELS, ModelRegistry } from './modelRegistry.ts';
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

/** The header used for detection: first row of a table, keys of the first JSON object of a JSONL file. */
function sniffHeader(file: string, bytes: Uint8Array): string[] {
  const ext = extOf(file);
  if (ext === 'xlsx') return [];
  const head = new TextDecoder('utf-8').decode(bytes.subarray(0, 64 * 1024)).replace(/^\uFEFF/, '');
  // Meena SSA and FED: a transcript is recognised by its first non-blank line.
  if (ext === 'txt') return [head.split('\n').find((l) => l.trim() !== '') ?? ''];
  if (ext === 'jsonl' || ext === 'json') {
    const first = parseJsonLines(head.split('\n')[0] ?? '')[0];
    // A whole-document JSON file of ruTiE or MERA also gives the keys seen in its first 64 KiB.
    const keys = first?.ok && isObject(first.value) ? Object.keys(first.value) : [];
    return ext === 'json' ? [...new Set([...keys, ...rutieJsonKeys(head)])] : keys;
  }
  const line = (head.split('\n')[0] ?? '').replace(/\r$/, '');
  return line.split(ext === 'csv' ? ',' : '\t').map((h) => h.trim().replace(/^"|"$/g, ''));
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

/** The family a role belongs to, for records whose benchmark the manifest does not name. */
function benchmarkOf(role: Role): string {
  if (role.startsWith('botchat')) return 'botchat';
  if (role.startsWith('hcg')) return 'hcg';
  if (role.startsWith('meena') || role === 'fed') return MEENA;
  if (role.startsWith('ssa')) return 'ssa';
  if (role.startsWith('rutie') || role === 'mera-response') return 'rutie';
  return ARENA;
}

async function readOne(file: string, role: Role, bytes: Uint8Array, ctx: ReadContext): Promise<void> {
  const text = () => {
    const d = decodeText(bytes, file);
    ctx.report.findings.push(...d.findings);
    return d.text;
  };
  switch (role) {
    case 'botchat-convs':
      return readBotchatConversations(await tableOf(file, bytes, ctx.report), ctx);
    case 'botchat-gt':
      return readBotchatGroundTruth(await tableOf(file, bytes, ctx.report), ctx);
    case 'botchat-unieval':
      return readBotchatUniEval(await tableOf(file, bytes, ctx.report), ctx);
    case 'botchat-gteval':
      return readBotchatPairEval(await tableOf(file, bytes, ctx.report), ctx, 'gt');
    case 'botchat-arena':
      return readBotchatPairEval(await tableOf(file, bytes, ctx.report), ctx, 'arena');
    case 'botchat-leaderboard':
      return readBotchatLeaderboard(await tableOf(file, bytes, ctx.report), ctx);
    case 'hcg-dialogues':
      return readHcgDialogues(text(), ctx);
    case 'hcg-uni':
      return readHcgUni(text(), ctx);
    case 'hcg-gt':
      return readHcgPair(text(), ctx, 'gt');
    case 'hcg-pair':
      return readHcgPair(text(), ctx, 'pair');
    case 'hcg-summary':
      return readHcgSummary(text(), ctx);
    case 'counts':
      return readCounts(text(), ctx);
    case 'battles':
      return extOf(file) === 'jsonl' || extOf(file) === 'json'
        ? readBattlesJsonl(text(), ctx)
        : readBattlesTable(await tableOf(file, bytes, ctx.report), ctx);
    case 'botchat-examples':
      return readBotchatExamples(text(), ctx);
    case 'meena-paper-examples':
      return readMeenaPaperExamples(text(), ctx);
    case 'curated-tags':
      return extOf(file) === 'json'
        ? readCuratedTagsJson(text(), ctx)
        : readCuratedTagsTable(await tableOf(file, bytes, ctx.report), ctx);
    // Meena SSA and FED.
    case 'meena-transcripts':
      return readMeenaTranscripts(text(), ctx);
    case 'preference-labels':
      return extOf(file) === 'jsonl' || extOf(file) === 'json'
        ? readPreferenceJsonl(text(), ctx)
        : readPreferenceTable(await tableOf(file, bytes, ctx.report), ctx);
    case 'ssa-labels':
      return extOf(file) === 'jsonl' || extOf(file) === 'json'
        ? readSsaLabelsJsonl(text(), ctx)
        : readSsaLabelsTable(await tableOf(file, bytes, ctx.report), ctx);
    case 'ssa-models':
      return extOf(file) === 'jsonl' || extOf(file) === 'json'
        ? readSsaModelsJsonl(text(), ctx)
        : readSsaModelsTable(await tableOf(file, bytes, ctx.report), ctx);
    case 'fed':
      return readFed(text(), ctx);
    case 'rutie-task':
      return readRutieTask(text(), ctx);
    case 'rutie-submission':
      return readRutieSubmission(text(), ctx);
    case 'rutie-pool':
      return readRutiePool(text(), ctx);
    case 'mera-response':
      return readMeraResponse(text(), ctx);
  }
}

/** Files read as they are streamed from disk (never whole): delimited BotChat files and battles. */
function isStreamed(file: string, role: Role): boolean {
  const ext = extOf(file);
  if (role === 'battles') return ['tsv', 'csv', 'jsonl'].includes(ext);
  return role.startsWith('botchat-') && ['tsv', 'csv'].includes(ext);
}

/** Reads a streamed file with its role's reader; the rows are split as the reader asks for them. */
function readStreamed(full: string, file: string, role: Role, ctx: ReadContext): void {
  if (role === 'battles' && extOf(file) === 'jsonl') {
    readBattlesJsonLines(streamJsonLines(full, file, ctx.report.findings), ctx);
    return;
  }
  const delimiter = extOf(file) === 'csv' ? ',' : '\t';
  const table = streamDelimited(full, file, delimiter);
  ctx.report.findings.push(...table.findings);
  const hint = delimiterFinding(table.header, file, delimiter);
  if (hint) ctx.report.findings.push(hint);
  else table.rows = noteShortRows(table.rows, table.header.length, file, ctx.report.findings);
  switch (role) {
    case 'botchat-convs':
      readBotchatConversations(table, ctx);
      break;
    case 'botchat-gt':
      readBotchatGroundTruth(table, ctx);
      break;
    case 'botchat-unieval':
      readBotchatUniEval(table, ctx);
      break;
    case 'botchat-gteval':
      readBotchatPairEval(table, ctx, 'gt');
      break;
    case 'botchat-arena':
      readBotchatPairEval(table, ctx, 'arena');
      break;
    case 'botchat-leaderboard':
      readBotchatLeaderboard(table, ctx);
      break;
    case 'battles':
      readBattlesTable(table, ctx);
      break;
    default:
      throw new Error(`readStreamed: role ${role} is not streamed`);
  }
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

/**
 * Reads every recognised file under `dir` (or the files the manifest names) into a Dataset.
 * @throws IngestError when the directory or the manifest cannot be read; bad rows never throw.
 */
export async function readDataset(dir: string, options: ReadDatasetOptions = {}): Promise<Dataset> {
  const root = resolve(dir);
  try {
    if (!(await stat(root)).isDirectory()) throw new Error();
  } catch {
    throw new IngestError(`${dir} is not a directory`);
  }
  const { manifest, path: manifestFile } = await loadManifest(root, options.manifestPath);
  const registry = new ModelRegistry([...BOTCHAT_MODELS, ...MEENA_MODELS]);
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

  type Planned = {
    file: string;
    role: Role;
    by: FileReport['detectedBy'];
    judge?: string;
    setting?: string;
    benchmark?: string;
    model?: string;
  };
  const planned: Planned[] = [];
  // The source study's own figure images are not data: they are found by name (listed or not) and only copied.
  const referenceImages: ReferenceImage[] = [];
  const isReferenceImage = (f: string): boolean => {
    const img = parseHcgReferenceImage(f);
    if (img) referenceImages.push({ file: f, benchmark: HCG, ...img });
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
      planned.push({
        file: f.path,
        role: f.role,
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
      let header: string[] = [];
      if (['tsv', 'csv', 'jsonl', 'json', 'txt'].includes(ext)) {
        header = sniffHeader(f, await readHead(join(root, f), 64 * 1024));
      } else if (ext === 'xlsx') {
        try {
          header = (await readXlsxTable(await readFile(join(root, f)), f)).header;
        } catch {
          header = [];
        }
      }
      const d = detectRole(f, header);
      if ('skip' in d) report.skipped.push({ file: f, reason: d.skip });
      else planned.push({ file: f, role: d.role, by: d.by });
    }
  }

  for (const [k, p] of planned.entries()) {
    options.onProgress?.(`[${k + 1}/${planned.length}] ${p.file} (${p.role})`);
    const fileReport = newFileReport(p.file, p.role, p.by);
    if (p.judge) fileReport.judge = p.judge;
    if (p.setting !== undefined) fileReport.setting = p.setting;
    let bytes: Uint8Array | undefined;
    const full = join(root, p.file);
    const streamed = isStreamed(p.file, p.role);
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
      benchmark: p.benchmark ?? benchmarkOf(p.role),
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
    else if (bytes) await readOne(p.file, p.role, bytes, ctx);
    else readStreamed(full, p.file, p.role, ctx);
    noteNoRows(fileReport);
    report.files.push(fileReport);
  }
  linkJudgments(sink, report);
  linkCuratedTags(sink, report);
  applyFedLinks(sink, report);
  linkRutie(sink.rutie, report);
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
    ),
    referenceImages,
    report,
  };
}

/**
 * Fills in each Uni-Eval judgment's conversation length from the conversation it judges (when that was read),
 * and checks that line-aligned judgment files cover exactly the conversations of their dialogue file.
 */
function linkJudgments(sink: RecordSink, report: IngestReport): void {
  const byId = new Map(sink.conversations.map((c) => [c.id, c]));
  const perDialogueFile = new Map<string, number>();
  for (const c of sink.conversations) {
    if (c.benchmark === 'hcg')
      perDialogueFile.set(
        c.source.file.split('/').pop() ?? '',
        (perDialogueFile.get(c.source.file.split('/').pop() ?? '') ?? 0) + 1,
      );
  }
  for (const j of sink.uniJudgments) {
    if (j.length === undefined && j.conversationId) {
      const c = byId.get(j.conversationId);
      if (c) j.length = c.chats.length;
    }
  }
  for (const f of report.files) {
    if (f.role !== 'hcg-uni') continue;
    const base = f.file.split('/').pop() ?? '';
    const dialogues = perDialogueFile.get(base);
    if (dialogues !== undefined && dialogues !== f.rowsRead && f.rowsRead > 0) {
      f.findings.push({
        file: f.file,
        kind: 'count-mismatch',
        message: `${f.rowsRead} judgments for the ${dialogues} dialogues of ${base}: aligned by line number, so only the first ${Math.min(f.rowsRead, dialogues)} dialogues are judged here`,
      });
    }
  }
}

// The one hand-off from the build to the pages: the site model file (docs/decisions/0105). `parley build` writes
// it with writeSiteModelFile and runs Astro in a child process with the file's path in PARLEY_SITE_DATA, the one
// environment variable of the hand-off; astro.config.mjs reads its header (where the pages go, where the site
// will be served) and the pages read the model (loadSite.ts). Both ends use this module, so the format is written
// down once. The first line is a header naming the format and the code version that wrote it, the second the
// model but its conversations, then one line per conversation (a large study's model is more than one string can
// hold: BotChat at 10x has 1.8 GB of conversations): a page given a file of another Parley checkout or version, or
// no site model at all, stops with a message saying which, instead of failing later on a missing field.
import { closeSync, openSync, readSync } from 'node:fs';
import { readLines, writeLines } from './lineFile.ts';
import { codeVersion } from './codeVersion.ts';
import type { ConversationView, SiteModel } from './siteModel.ts';

/** The environment variable that gives Astro (its config and its pages) the path of the site model file. */
/**
 * The environment variable naming the part of the keyed pages an Astro process renders when the build renders them
 * in several processes at once (`1/2`: the second of two; src/pipeline/buildSite.ts, src/site/loadSite.ts).
 */
export const RENDER_PART_ENV = 'PARLEY_RENDER_PART';

export const SITE_MODEL_ENV = 'PARLEY_SITE_DATA';

const FORMAT = 'parley-site-model';
/**
 * The layout of the file (header line, model line, conversation lines); the model's own shape is covered by the
 * code version.
 */
const FORMAT_VERSION = 2;

/** The first line of the file. */
export interface SiteModelHeader {
  format: typeof FORMAT;
  formatVersion: typeof FORMAT_VERSION;
  /** The code version (codeVersion.ts) of the checkout that computed the model. */
  code: string;
  /** Where Astro writes the pages. */
  outDir: string;
  /** Where the site will be served: '/' , a path or a full URL (astro.config.mjs splits it). */
  base: string;
  /**
   * The keyed pages (conversation, seed and filtered gallery pages) to render, by path, when the build keeps the
   * others from its last output (src/pipeline/pageCache.ts); absent: every page.
   */
  renderPages?: string[];
  /** How many conversation lines follow the model. */
  conversations: number;
}

/** Writes the site model file: the header, the model but its conversations, then each conversation on its line. */
export async function writeSiteModelFile(
  file: string,
  header: Pick<SiteModelHeader, 'code' | 'outDir' | 'base' | 'renderPages'>,
  site: SiteModel,
): Promise<void> {
  const head: SiteModelHeader = {
    format: FORMAT,
    formatVersion: FORMAT_VERSION,
    ...header,
    conversations: site.conversations.length,
  };
  writeLines(
    file,
    `${JSON.stringify(head)}\n${JSON.stringify({ ...site, conversations: [] })}`,
    (function* () {
      for (const c of site.conversations) yield JSON.stringify(c);
    })(),
  );
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The first line of `file`, read alone (the model after it may be large). */
function firstLine(file: string): string {
  const fd = openSync(file, 'r');
  try {
    const chunks: Buffer[] = [];
    const buf = Buffer.alloc(64 * 1024);
    for (;;) {
      const n = readSync(fd, buf, 0, buf.length, null);
      const at = buf.subarray(0, n).indexOf(0x0a);
      chunks.push(Buffer.from(buf.subarray(0, at === -1 ? n : at)));
      if (at !== -1 || n === 0) return Buffer.concat(chunks).toString('utf8');
    }
  } finally {
    closeSync(fd);
  }
}

const REBUILD = 'build the site with `parley build DIR` (or `npm run build`), not `astro build`';

/**
 * The header of the site model file, checked against the checkout at `projectRoot`.
 * @throws Error saying what the file is instead: not a Parley site model, another layout, or another checkout's.
 */
function checkHeader(file: string, line: string, projectRoot: string): SiteModelHeader {
  let head: unknown;
  try {
    head = JSON.parse(line);
  } catch {
    head = undefined;
  }
  if (!isRecord(head) || head.format !== FORMAT)
    throw new Error(`${file} is not a Parley site model (its first line names no "${FORMAT}"): ${REBUILD}`);
  if (head.formatVersion !== FORMAT_VERSION)
    throw new Error(
      `${file} is a Parley site model of layout ${String(head.formatVersion)}; this Parley reads layout ${FORMAT_VERSION}: ${REBUILD}`,
    );
  const { code, outDir, base } = head;
  if (typeof code !== 'string' || typeof outDir !== 'string' || typeof base !== 'string')
    throw new Error(
      `${file}: its header lacks the code version, the output directory or the base: ${REBUILD}`,
    );
  const here = codeVersion(projectRoot);
  if (code !== here)
    throw new Error(
      `${file} was written by another version of Parley's code (${code}) than the one in ${projectRoot} (${here}): the pages would not match the model; ${REBUILD}`,
    );
  const count = head.conversations;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0)
    throw new Error(`${file}: its header does not say how many conversations follow: ${REBUILD}`);
  const render = head.renderPages;
  if (render !== undefined && !(Array.isArray(render) && render.every((p) => typeof p === 'string')))
    throw new Error(`${file}: its header's renderPages is not a list of page paths: ${REBUILD}`);
  return {
    format: FORMAT,
    formatVersion: FORMAT_VERSION,
    code,
    outDir,
    base,
    ...(render ? { renderPages: render as string[] } : {}),
    conversations: count,
  };
}

/**
 * The header of the site model file (the model itself is not parsed), for astro.config.mjs.
 * @throws Error when the file is not a site model of this layout written by the code at `projectRoot`.
 */
export function readSiteModelHeader(file: string, projectRoot: string): SiteModelHeader {
  return checkHeader(file, firstLine(file), projectRoot);
}

// The JSON kind of each top-level field of the site model, and whether it may be absent. The table's type is
// derived from SiteModel: a field added there, or given another kind, fails the type check until named here.
type Kind<T> = T extends string
  ? 'string'
  : T extends number
    ? 'number'
    : T extends boolean
      ? 'boolean'
      : T extends readonly unknown[]
        ? 'array'
        : 'object';
export type SiteModelFieldKinds = {
  [K in keyof SiteModel]-?: object extends Pick<SiteModel, K>
    ? `${Kind<NonNullable<SiteModel[K]>>}?`
    : Kind<SiteModel[K]>;
};
const FIELDS: SiteModelFieldKinds = {
  title: 'string',
  description: 'string',
  demo: 'boolean',
  bootstrap: 'object',
  version: 'string',
  views: 'array',
  models: 'array',
  conversations: 'array',
  seeds: 'array',
  quality: 'object',
  gallery: 'object?',
  judges: 'object?',
  assets: 'array',
  sections: 'object',
  sectionIndex: 'array',
  boards: 'array',
};

const kindOf = (v: unknown): string => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);

/** What is wrong with the top-level shape of a parsed site model, or undefined when nothing is. */
export function siteModelProblem(value: unknown): string | undefined {
  if (!isRecord(value)) return `the model is ${kindOf(value)}, not an object`;
  const wanted: Record<string, string> = FIELDS;
  for (const [field, kind] of Object.entries(wanted)) {
    const optional = kind.endsWith('?');
    const want = optional ? kind.slice(0, -1) : kind;
    if (!(field in value)) {
      if (optional) continue;
      return `the model has no "${field}"`;
    }
    if (kindOf(value[field]) !== want)
      return `the model's "${field}" is ${kindOf(value[field])}, not ${want}`;
  }
  const extra = Object.keys(value).filter((k) => !(k in wanted));
  return extra.length > 0 ? `the model has fields this Parley does not know: ${extra.join(', ')}` : undefined;
}

function isSiteModel(value: unknown): value is SiteModel {
  return siteModelProblem(value) === undefined;
}

/**
 * The header and the site model in `file`, checked: a header of this layout written by the code at
 * `projectRoot`, then a model with every top-level field of SiteModel in its kind and no other, then as many
 * conversation lines as the header says.
 * @throws Error saying what the file is instead.
 */
export function readSiteModelAndHeader(
  file: string,
  projectRoot: string,
): { header: SiteModelHeader; site: SiteModel } {
  // Read in pieces and decoded line by line: the whole file may be longer than a string or one read can be.
  const lines = readLines(file);
  const next = (): string | undefined => {
    const r = lines.next();
    return r.done ? undefined : r.value;
  };
  const header = checkHeader(file, next() ?? '', projectRoot);
  const parse = (text: string, where: string): unknown => {
    try {
      return JSON.parse(text);
    } catch (e) {
      throw new Error(`${file}: ${where} is not JSON (${String(e)}): ${REBUILD}`);
    }
  };
  const modelLine = next();
  if (!modelLine) throw new Error(`${file} holds a header and no site model: ${REBUILD}`);
  const model = parse(modelLine, 'the site model after the header (line 2)');
  if (!isSiteModel(model)) throw new Error(`${file}: ${siteModelProblem(model)}: ${REBUILD}`);
  let n = 0;
  for (let line = next(); line !== undefined; line = next()) {
    n++;
    if (n <= header.conversations)
      model.conversations.push(parse(line, `a conversation (line ${n + 2})`) as ConversationView);
  }
  if (n !== header.conversations)
    throw new Error(
      `${file}: its header says ${header.conversations} conversations follow the model, and ${n} lines do: ${REBUILD}`,
    );
  return { header, site: model };
}

// Site text kept as content: the explanations a section shows (its method, what cannot be computed and why) live in
// Markdown files beside its profile (src/profiles/<profile>/content/*.md), not as strings in build code.
//
// A file is a list of texts, each under a `## name` heading; whatever comes before the first such heading (a title,
// a note to editors) is not shown. A text is one or more paragraphs, separated by blank lines; the lines of a
// paragraph are joined with one space. Pages show the texts as plain text, so no Markdown markup is interpreted:
// write prose only. `{name}` in a text is a placeholder, filled from the values the build passes.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type ProseValues = Readonly<Record<string, string | number>>;

/** The texts of one content file. */
export interface Prose {
  /** The file, for messages. */
  file: string;
  /** The paragraphs of the text under `## name`, placeholders filled. @throws Error when there is no such text or a placeholder has no value. */
  paragraphs(name: string, values?: ProseValues): string[];
  /** The text under `## name` when it is one paragraph. @throws Error as `paragraphs`, and when it has several. */
  text(name: string, values?: ProseValues): string;
}

/**
 * Splits a content file into its texts: `## name` headings, paragraphs separated by blank lines.
 * @throws Error naming the line when a name is used twice or a text is empty.
 * @example parseProse('## a\nOne\nline.\n\nTwo.\n', 'f.md') // Map { 'a' => ['One line.', 'Two.'] }
 */
export function parseProse(source: string, file: string): Map<string, string[]> {
  const texts = new Map<string, string[]>();
  let current: { name: string; line: number; paragraphs: string[]; open: string[] } | undefined;
  const close = () => {
    if (!current) return;
    if (current.open.length) current.paragraphs.push(current.open.join(' '));
    if (current.paragraphs.length === 0)
      throw new Error(`${file}:${current.line}: text "${current.name}" is empty`);
    texts.set(current.name, current.paragraphs);
  };
  source.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    const heading = /^##\s+(\S.*)$/.exec(line);
    if (heading) {
      close();
      const name = heading[1]!.trim();
      if (texts.has(name)) throw new Error(`${file}:${i + 1}: text "${name}" is given twice`);
      current = { name, line: i + 1, paragraphs: [], open: [] };
    } else if (current && line === '') {
      if (current.open.length) current.paragraphs.push(current.open.join(' '));
      current.open = [];
    } else if (current) current.open.push(line);
  });
  close();
  return texts;
}

/**
 * Fills `{name}` placeholders.
 * @throws Error naming the placeholder when `values` has no value for it.
 * @example fillProse('{n} questions', { n: 430 }, 'where') // '430 questions'
 */
export function fillProse(text: string, values: ProseValues, where: string): string {
  return text.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (_, key: string) => {
    const v = values[key];
    if (v === undefined) throw new Error(`${where}: placeholder {${key}} has no value`);
    return String(v);
  });
}

const cache = new Map<string, Map<string, string[]>>();

/**
 * The texts of a content file, read once per process.
 * @example readProse(new URL('./content/method.md', import.meta.url)).text('consensus')
 * @throws Error when the file cannot be read or parsed.
 */
export function readProse(url: URL): Prose {
  const file = fileURLToPath(url);
  let texts = cache.get(file);
  if (!texts) cache.set(file, (texts = parseProse(readFileSync(file, 'utf8'), file)));
  const paragraphs = (name: string, values: ProseValues = {}) => {
    const found = texts.get(name);
    if (!found) throw new Error(`${file}: no text "## ${name}"`);
    return found.map((p) => fillProse(p, values, `${file}, text "${name}"`));
  };
  return {
    file,
    paragraphs,
    text(name, values) {
      const ps = paragraphs(name, values);
      if (ps.length !== 1) throw new Error(`${file}: text "${name}" has ${ps.length} paragraphs, not one`);
      return ps[0]!;
    },
  };
}

// Every link and source inside a built site, checked against the files written: a link to a page or file the
// build did not write is broken. Used by the tests on the demo and on the real data sets.
import { existsSync, statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** One link that leads nowhere: the page it is on and the link as written. */
export interface BrokenLink {
  page: string;
  href: string;
}

/** Every HTML file under `dir`, as paths. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await htmlFiles(p)));
    else if (e.name.endsWith('.html')) out.push(p);
  }
  return out;
}

/** The file a site path (`/models/gpt4/`, `/data/x.csv`) names, or undefined when the build wrote none. */
function fileOf(dist: string, path: string): string | undefined {
  const file = join(dist, ...path.split('/').filter(Boolean).map(decodeURIComponent));
  if (path.endsWith('/')) return existsSync(join(file, 'index.html')) ? join(file, 'index.html') : undefined;
  if (!existsSync(file)) return undefined;
  if (statSync(file).isFile()) return file;
  return existsSync(join(file, 'index.html')) ? join(file, 'index.html') : undefined;
}

/**
 * The broken internal links and sources of the site in `dist`, served at `base` (`/` by default): a link to a
 * file the build did not write, or to a fragment (`#id`) that its page does not have. Links that leave the site
 * (another scheme or host) are not followed; a link's query is ignored.
 * @example await brokenLinks('dist') // [{ page: 'ssa/index.html', href: '/ssa/figures/x/' }]
 */
export async function brokenLinks(dist: string, base = '/'): Promise<BrokenLink[]> {
  const broken: BrokenLink[] = [];
  const files = new Map<string, string | undefined>();
  const ids = new Map<string, Set<string>>();
  const idsOf = async (file: string) => {
    let set = ids.get(file);
    if (!set) {
      const html = await readFile(file, 'utf8');
      ids.set(file, (set = new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]!))));
    }
    return set;
  };
  for (const file of (await htmlFiles(dist)).sort()) {
    const page = relative(dist, file).split(sep).join('/');
    const pageUrl = new URL(`http://site${base}${page.replace(/index\.html$/, '')}`);
    const html = await readFile(file, 'utf8');
    for (const m of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
      const raw = m[1]!.replace(/&amp;/g, '&');
      if (raw === '' || raw === '#' || /^[a-z][a-z0-9+.-]*:/i.test(raw)) continue;
      const url = new URL(raw, pageUrl);
      if (url.host !== 'site' || !url.pathname.startsWith(base)) {
        broken.push({ page, href: raw });
        continue;
      }
      const path = url.pathname.slice(base.length - 1);
      if (!files.has(path)) files.set(path, fileOf(dist, path));
      const target = files.get(path);
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (!target || (fragment !== '' && target.endsWith('.html') && !(await idsOf(target)).has(fragment)))
        broken.push({ page, href: raw });
    }
  }
  return broken;
}

// Page-weight summary of a built site: pages, total bytes, the heaviest page, and a page's gzipped weight with
// the scripts and styles it loads.
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fixed } from '../render/format.ts';
import { nodeFs, type BuildFs } from './buildFs.ts';

export interface PageWeight {
  pages: number;
  totalBytes: number;
  heaviest: { path: string; bytes: number };
}

/** Every file under `dir`, sorted (sizes read synchronously: tens of thousands of files). */
function walk(dir: string, fs: BuildFs): string[] {
  const out: string[] = [];
  const visit = (d: string): void => {
    for (const e of fs.readdir(d))
      if (e.isDirectory) visit(join(d, e.name));
      else out.push(join(d, e.name));
  };
  visit(dir);
  return out.sort();
}

/** Counts the HTML pages of a built site and all its bytes, and finds the heaviest page. */
export async function pageWeight(outDir: string, fs: BuildFs = nodeFs): Promise<PageWeight> {
  let pages = 0;
  let totalBytes = 0;
  let heaviest = { path: '', bytes: 0 };
  for (const f of walk(outDir, fs)) {
    const size = fs.stat(f)?.size ?? 0;
    totalBytes += size;
    if (f.endsWith('.html')) {
      pages++;
      if (size > heaviest.bytes) heaviest = { path: relative(outDir, f).split(sep).join('/'), bytes: size };
    }
  }
  return { pages, totalBytes, heaviest };
}

/**
 * The gzipped weight of one page with the same-site scripts and stylesheets it references (what a first visit
 * downloads, images aside). Pagefind's search assets load only when a search is made and are not counted.
 */
export async function gzippedPageWeight(
  outDir: string,
  pagePath: string,
  fs: BuildFs = nodeFs,
): Promise<{ html: number; assets: number; total: number }> {
  const html = fs.readFile(join(outDir, pagePath)).toString('utf8');
  const html_gz = gzipSync(html, { level: 9 }).length;
  let assets = 0;
  const refs = new Set<string>();
  for (const m of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"]+\.(?:js|css))"/g))
    refs.add(m[1] ?? '');
  for (const ref of refs) {
    if (!ref.startsWith('/') || ref.startsWith('//')) continue;
    try {
      assets += gzipSync(fs.readFile(join(outDir, ref.split('?')[0] ?? '')), { level: 9 }).length;
    } catch {
      // A missing asset is the browser tests' business; the weight counts what exists.
    }
  }
  return { html: html_gz, assets, total: html_gz + assets };
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${fixed(n / 1024, 1)} KB`;
  return `${fixed(n / 1024 / 1024, 1)} MB`;
}

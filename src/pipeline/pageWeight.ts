// Page-weight summary of a built site: pages, total bytes, the heaviest page, and a page's gzipped weight with
// the scripts and styles it loads.
import { statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fixed } from '../render/format.ts';

export interface PageWeight {
  pages: number;
  totalBytes: number;
  heaviest: { path: string; bytes: number };
}

/** Every file under `dir`, sorted (one listing of the tree; sizes read synchronously: tens of thousands of files). */
async function walk(dir: string): Promise<string[]> {
  return (await readdir(dir, { withFileTypes: true, recursive: true }))
    .filter((e) => !e.isDirectory())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** Counts the HTML pages of a built site and all its bytes, and finds the heaviest page. */
export async function pageWeight(outDir: string): Promise<PageWeight> {
  let pages = 0;
  let totalBytes = 0;
  let heaviest = { path: '', bytes: 0 };
  for (const f of await walk(outDir)) {
    const { size } = statSync(f);
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
): Promise<{ html: number; assets: number; total: number }> {
  const html = await readFile(join(outDir, pagePath), 'utf8');
  const html_gz = gzipSync(html, { level: 9 }).length;
  let assets = 0;
  const refs = new Set<string>();
  for (const m of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"]+\.(?:js|css))"/g))
    refs.add(m[1] ?? '');
  for (const ref of refs) {
    if (!ref.startsWith('/') || ref.startsWith('//')) continue;
    try {
      assets += gzipSync(await readFile(join(outDir, ref.split('?')[0] ?? '')), { level: 9 }).length;
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

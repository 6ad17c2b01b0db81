// Safe output, checked in Chromium: a site built from hostile text (test/e2e/hostileSite.ts) is loaded page by
// page with window.alert hooked; nothing may run, be injected, or be requested from outside the site, every page
// carries the strict Content-Security-Policy. That no CSV download holds a formula is checked in the unit tier
// (src/pipeline/buildSite.memory.test.ts).
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/pipeline/buildSite.ts';
import { CHROMIUM, launchChromium, serveDir, watchPage } from './browser.ts';
import { writeHostileData } from './hostileSite.ts';

const hasChromium = existsSync(CHROMIUM);

async function walk(dir: string, ext: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true, recursive: true }))
    if (e.isFile() && e.name.endsWith(ext)) out.push(join(e.parentPath, e.name));
  return out.sort();
}

describe.skipIf(!hasChromium)('a site built from hostile text', () => {
  let dist: string;
  let server: { url: string; close(): Promise<void> };
  let browser: Browser;

  beforeAll(async () => {
    const root = await mkdtemp(join(tmpdir(), 'parley-hostile-'));
    await writeHostileData(join(root, 'data'));
    dist = join(root, 'dist');
    const code = await buildSite({
      dataDir: join(root, 'data'),
      outDir: dist,
      cacheDir: join(root, 'cache'),
      log: () => {},
    });
    expect(code).toBe(0);
    server = await serveDir(dist);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('carries a strict Content-Security-Policy on every page (no inline script, no other origin)', async () => {
    const pages = await walk(dist, '.html');
    expect(pages.length).toBeGreaterThan(20);
    // The hostile text reached every section, the newer formats' too (SSA, FED, ruTiE, preference, gallery).
    for (const section of ['ssa', 'fed', 'meena', 'rutie', 'preference', 'gallery', 'models', 'quality'])
      expect(
        pages.some((p) => relative(dist, p).startsWith(`${section}/`)),
        section,
      ).toBe(true);
    for (const p of pages) {
      const html = await readFile(p, 'utf8');
      const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
      expect(csp, relative(dist, p)).toMatch(/script-src 'self'( 'wasm-unsafe-eval')?;/);
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("default-src 'self'");
    }
  });

  it('runs nothing, injects nothing and requests nothing from outside, on every page', async () => {
    const pages = (await walk(dist, '.html')).map((p) => `/${relative(dist, p).replace(/index\.html$/, '')}`);
    const context = await browser.newContext();
    await context.addInitScript(() => {
      const w = window as unknown as { __ran: string[] };
      w.__ran = [];
      window.alert = (m?: unknown) => void w.__ran.push(String(m));
    });
    const problems: string[] = [];
    let payloadsShown = 0;
    for (const path of pages) {
      const page = await context.newPage();
      const w = watchPage(page, server.url);
      const res = await page.goto(server.url + encodeURI(path).replace(/#/g, '%23'));
      if (res?.status() !== 200) problems.push(`${path}: HTTP ${res?.status()}`);
      await page.waitForLoadState('networkidle');
      const ran = await page.evaluate(() => (window as unknown as { __ran: string[] }).__ran);
      const injected = await page
        .locator(
          // Anything the payloads would create if rendered as markup; the only scripts are Parley's own bundles.
          'img[src="x"], iframe, [onerror], [onload], a[href^="javascript:"], body style, link[rel="stylesheet"]:not([href^="/_assets/"]), script:not([src^="/_assets/"]):not([src^="/pagefind/"])',
        )
        .count();
      const text = await page.locator('body').innerText();
      if (text.includes('alert(')) payloadsShown++;
      if (
        ran.length ||
        injected ||
        w.dialogs.length ||
        w.pageErrors.length ||
        w.consoleErrors.length ||
        w.foreignRequests.length
      )
        problems.push(`${path}: ${JSON.stringify({ ran, injected, ...w })}`);
      await page.close();
    }
    await context.close();
    console.log(
      `hostile site: ${pages.length} pages loaded, payloads shown as text on ${payloadsShown}, problems ${problems.length}`,
    );
    expect(problems).toEqual([]);
    // The payloads were shown as text somewhere (the pages are not empty of them).
    expect(payloadsShown).toBeGreaterThan(5);
  });
});

// Helpers for the browser tests: a static server on loopback, Debian's Chromium through playwright-core, a
// watcher that records console errors, page errors, dialogs and requests leaving the site, and the checks every
// section's test runs (clean loads, axe in light and dark, phone width).
import AxeBuilder from '@axe-core/playwright';
import { createReadStream } from 'node:fs';
import { mkdtemp, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { buildSite } from '../../src/pipeline/buildSite.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.csv': 'text/csv; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
};

/** Serves a directory on 127.0.0.1 (a free port); directories answer with their index.html. */
export async function serveDir(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const root = normalize(dir);
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      let file = normalize(join(root, path));
      if (!file.startsWith(root + sep) && file !== root) throw new Error('outside');
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      await stat(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(res);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    }
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((ok) => server.close(() => ok())) };
}

export const CHROMIUM = '/usr/bin/chromium';

/**
 * How long a page's actions and waits may take before Playwright gives up. Its default, 30 s, turned load into a
 * red test on a busy machine (issue 33): a limit here only catches a page that never gets there.
 */
export const BROWSER_WAIT_MS = 300_000;

/**
 * Launches Debian's Chromium headless with the flags this machine's closed network needs; every page it opens
 * waits up to BROWSER_WAIT_MS.
 */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  // browser.newPage opens its page in a context of its own through newContext: both get the longer limit.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(BROWSER_WAIT_MS);
    return context;
  };
  return browser;
}

export interface PageWatch {
  consoleErrors: string[];
  pageErrors: string[];
  dialogs: string[];
  foreignRequests: string[];
}

/** Records what a page did that a test should know: errors, dialogs (alert), requests to other origins. */
export function watchPage(page: Page, origin: string): PageWatch {
  const w: PageWatch = { consoleErrors: [], pageErrors: [], dialogs: [], foreignRequests: [] };
  page.on('console', (m) => {
    if (m.type() === 'error') w.consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => w.pageErrors.push(e.message));
  page.on('dialog', (d) => {
    w.dialogs.push(d.message());
    void d.dismiss();
  });
  page.on('request', (r) => {
    const u = r.url();
    if (!u.startsWith(origin) && !u.startsWith('data:') && !u.startsWith('about:')) w.foreignRequests.push(u);
  });
  return w;
}

/** Builds a site from a data directory into a new temporary directory; returns the output directory. */
export async function buildTestSite(dataDir: string, manifestPath?: string): Promise<string> {
  const out = join(await mkdtemp(join(tmpdir(), 'parley-e2e-')), 'dist');
  const code = await buildSite({
    dataDir,
    outDir: out,
    cacheDir: join(out, '..', 'cache'),
    ...(manifestPath ? { manifestPath } : {}),
    log: () => {},
  });
  expect(code).toBe(0);
  return out;
}

export type Server = { url: string; close(): Promise<void> };

/**
 * Loads each path and asserts no console or page error, no dialog, no request leaving the site; `andThen` runs
 * further checks on each loaded page before it closes.
 */
export async function expectClean(
  browser: Browser,
  server: Server,
  paths: readonly string[],
  andThen?: (page: Page, path: string) => Promise<void>,
): Promise<void> {
  for (const path of paths) {
    const page = await browser.newPage();
    const w = watchPage(page, server.url);
    const res = await page.goto(server.url + path);
    expect(res?.status(), path).toBe(200);
    await page.waitForLoadState('networkidle');
    expect({ path, ...w }).toEqual({
      path,
      consoleErrors: [],
      pageErrors: [],
      dialogs: [],
      foreignRequests: [],
    });
    await andThen?.(page, path);
    await page.close();
  }
}

/** Asserts no serious or critical axe violation on each path, in light and dark. */
export async function expectAxeClean(
  browser: Browser,
  server: Server,
  paths: readonly string[],
): Promise<void> {
  for (const path of paths) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ colorScheme });
      const page = await context.newPage();
      await page.goto(server.url + path);
      const result = await new AxeBuilder({ page }).analyze();
      const serious = result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${path} ${colorScheme}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
      expect(serious).toEqual([]);
      await context.close();
    }
  }
}

/** Asserts that no path is wider than a 375 px phone screen. */
export async function expectFitsPhone(
  browser: Browser,
  server: Server,
  paths: readonly string[],
): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
  for (const path of paths) {
    await page.goto(server.url + path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(1);
  }
  await page.close();
}

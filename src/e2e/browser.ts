// Helpers for the browser tests: a static server on loopback, Debian's Chromium through playwright-core, and a
// watcher that records console errors, page errors, dialogs and requests leaving the site.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

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

/** Launches Debian's Chromium headless with the flags this machine's closed network needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
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

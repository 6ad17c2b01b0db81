// The in-page refit of a built site, timed in Debian's Chromium with the CPU slowed 4x (CDP
// Emulation.setCPUThrottlingRate, a phone's speed): `npm run bench` calls it on a site it built with the CLI. It
// opens the first leaderboard page with a filters panel at the address of the whole table (the page opens the
// panel: fetch, parse, first refit), then ticks and unticks one value of the first attribute `runs` times, reading the time the page itself measured around
// refitSlice (performance.now, which runs at the throttled speed). Nothing here computes a rating.
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

export interface RefitTiming {
  /** The page's path under the site. */
  page: string;
  /** The cells download: bytes, and bytes gzipped (level 9, as a static host would serve it). */
  bytes: number;
  gzipBytes: number;
  /** From loading the page's address with the whole table to the refitted table: the page, fetch, parse, controls
   * and the first refit. */
  openMs: number;
  /** The page's own refit times (ms) with every value kept: the whole table. */
  wholeMs: number[];
  /** The same with one value of the first attribute ticked. */
  sliceMs: number[];
}

/** Times the refit of the site's first page with a filters panel, CPU slowed 4x. */
export async function refitInChromium(site: string, runs: number): Promise<RefitTiming> {
  const root = normalize(site);
  const server = createServer((req, res) => {
    let file = normalize(join(root, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
    if (!file.startsWith(root + sep) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    if (statSync(file).isDirectory()) file = join(file, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const views = readdirSync(join(site, 'b')).filter((d) =>
    readFileSync(join(site, 'b', d, 'index.html'), 'utf8').includes('data-refit'),
  );
  if (views.length === 0) throw new Error(`refitInChromium: no page of ${site} has a filters panel`);
  const html = readFileSync(join(site, 'b', views[0]!, 'index.html'), 'utf8');
  const cells = /data-cells="\/?([^"]+)"/.exec(html)![1]!;
  const text = readFileSync(join(site, cells));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    page.setDefaultTimeout(600_000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // The address of the whole table (nothing ticked): the page opens the panel and refits as it loads.
    const t0 = performance.now();
    await page.goto(`${url}/b/${views[0]}/?slice=1`);
    await page.locator('table[data-refit-table]').waitFor();
    const openMs = performance.now() - t0;
    const status = page.locator('[data-refit-status]');
    // The time the page measured, once its status says a refit was done.
    const measured = async () => {
      await page.waitForFunction(() =>
        /refitted in/.test(document.querySelector('[data-refit-status]')?.textContent ?? ''),
      );
      const s = (await status.textContent()) ?? '';
      return Number(/refitted in ([\d,]+) ms/.exec(s)![1]!.replace(/,/g, ''));
    };
    // A refit may write the same status text as the one before: clear it, so each refit is waited for.
    const clear = () =>
      page.evaluate(() => (document.querySelector('[data-refit-status]')!.textContent = ''));
    const box = page.locator('[data-refit-controls] fieldset input[type=checkbox]').first();
    const wholeMs: number[] = [];
    const sliceMs: number[] = [];
    for (let k = 0; k < runs; k++) {
      await clear();
      await box.check();
      sliceMs.push(await measured());
      await clear();
      await box.uncheck();
      wholeMs.push(await measured());
    }
    return {
      page: `b/${views[0]}/`,
      bytes: text.length,
      gzipBytes: gzipSync(text, { level: 9 }).length,
      openMs,
      wholeMs,
      sliceMs,
    };
  } finally {
    await browser.close();
    await new Promise((ok) => server.close(ok));
  }
}

// The site shell on its own: the layout, SortableTable, Chart and the chart functions, built by Astro from
// test/e2e/shell (fixed sample data, no site model) and checked in Debian's Chromium: no console error, no
// inline script or style (the CSP would block it), sorting by a header, axe in light and dark, a phone's
// width, the home page's weight. Screenshots go to /tmp/shell-*.png for a look.
import AxeBuilder from '@axe-core/playwright';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzippedPageWeight } from '../../src/pipeline/pageWeight.ts';
import { CHROMIUM, expectClean, launchChromium, serveDir } from './browser.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium)
  console.warn(`${CHROMIUM} not found: shell browser tests skipped (apt-get install chromium)`);

/** Builds the shell test site with the project's astro.config.mjs into `outDir`. */
async function buildShell(outDir: string): Promise<void> {
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  const { build } = await import('astro');
  await build({ root: ROOT, srcDir: './test/e2e/shell', outDir, logLevel: 'warn' });
}

describe.skipIf(!hasChromium)('the site shell in Chromium', () => {
  let dist: string;
  let server: { url: string; close(): Promise<void> };
  let browser: Browser;

  beforeAll(async () => {
    dist = join(await mkdtemp(join(tmpdir(), 'parley-shell-')), 'dist');
    await buildShell(dist);
    server = await serveDir(dist);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('writes no inline script, style or event handler, and a CSP meta tag', async () => {
    for (const file of ['index.html', 'charts/index.html']) {
      const html = await readFile(join(dist, file), 'utf8');
      expect(html).toContain(
        `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self';`,
      );
      for (const tag of html.match(/<script\b[^>]*>/g) ?? [])
        expect(tag).toMatch(/\ssrc="\/_assets\/[^"]+\.js"/);
      expect(html).not.toMatch(/<style\b|\sstyle="|\son[a-z]+="/i);
      expect(html).toContain('<link rel="icon" href="data:,">');
    }
  });

  it('loads both pages with no console error, page error, dialog or request leaving the site', async () => {
    await expectClean(browser, server, ['/', '/charts/'], async (page) => {
      expect(await page.locator('svg.parley-chart').count()).toBeGreaterThan(0);
    });
  });

  it('sorts the table by a clicked header, numbers highest first, and back', async () => {
    const page = await browser.newPage();
    await page.goto(server.url + '/');
    const models = () => page.locator('table.data tbody tr td:first-child').allInnerTexts();
    const before = await models();
    // The sample rows are in pass@16 order; Length is not, so sorting by it moves rows.
    const header = page.locator('table.data thead th', { hasText: 'Length' });
    await header.locator('button.sort').click();
    await expect(header.getAttribute('aria-sort')).resolves.toBe('descending');
    const desc = await models();
    expect(desc).not.toEqual(before);
    const values = () =>
      page
        .locator('table.data tbody tr td:nth-child(3)')
        .evaluateAll((tds) => tds.map((td) => Number((td as HTMLElement).dataset.sort)));
    const down = await values();
    expect(down).toEqual([...down].sort((a, b) => b - a));
    await header.locator('button.sort').click();
    await expect(header.getAttribute('aria-sort')).resolves.toBe('ascending');
    const up = await values();
    expect(up).toEqual([...down].reverse());
    // Equal lengths keep the table's original order in both directions (a stable sort).
    const rows = await models();
    expect(rows.indexOf('GPT-4')).toBeLessThan(rows.indexOf('Qwen-7B'));
    expect(desc.indexOf('GPT-4')).toBeLessThan(desc.indexOf('Qwen-7B'));
    expect(await page.locator('table.data thead th[aria-sort]').count()).toBe(1);
    await page.close();
  });

  it('reads without JavaScript: the whole table is in the HTML', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(server.url + '/');
    expect(await page.locator('table.data tbody tr').count()).toBe(8);
    expect(await page.locator('table.data thead button.sort').count()).toBe(0);
    await context.close();
  });

  it('has no serious or critical axe violations, in light and dark, and takes screenshots', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const [name, path] of [
        ['home', '/'],
        ['charts', '/charts/'],
      ] as const) {
        const context = await browser.newContext({ colorScheme, viewport: { width: 1100, height: 900 } });
        const page = await context.newPage();
        await page.goto(server.url + path);
        const result = await new AxeBuilder({ page }).analyze();
        const serious = result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${path} ${colorScheme}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
        expect(serious).toEqual([]);
        await page.screenshot({
          path: name === 'home' ? `/tmp/shell-${colorScheme}.png` : `/tmp/shell-charts-${colorScheme}.png`,
          fullPage: true,
        });
        await context.close();
      }
    }
  });

  it('fits a 375 px phone: the page does not scroll sideways, the table scrolls inside, the chart fits', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ colorScheme, viewport: { width: 375, height: 812 } });
      const page = await context.newPage();
      await page.goto(server.url + '/');
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      const inner = await page.evaluate(() =>
        [...document.querySelectorAll('.table-wrap, .chart')].map((el) => el.scrollWidth > el.clientWidth),
      );
      expect(inner).toEqual([true, false]);
      const result = await new AxeBuilder({ page }).analyze();
      expect(
        result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
      ).toEqual([]);
      await page.screenshot({ path: `/tmp/shell-phone-${colorScheme}.png`, fullPage: true });
      await context.close();
    }
  });

  it('keeps the home page under 50 KB gzipped with its scripts and styles', async () => {
    const weight = await gzippedPageWeight(dist, 'index.html');
    expect(weight.assets).toBeGreaterThan(0);
    expect(weight.total).toBeLessThan(50_000);
    console.log(`shell home: ${weight.html} B html + ${weight.assets} B scripts and styles, gzipped`);
  });
});

// Search on the demo site in Chromium: typing puts ?q= in the URL, every result is reachable through pages, the
// filters (benchmark, model, judge verdict) narrow to conversations and join the URL, and a loaded URL restores
// query, filters and page. No sideways scroll at 390 px, no console error, axe clean with results shown.
import AxeBuilder from '@axe-core/playwright';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/pipeline/buildSite.ts';
import { buildTestSite, CHROMIUM, launchChromium, serveDir, watchPage, type Server } from './browser.ts';

const hasChromium = existsSync(CHROMIUM);
if (!hasChromium)
  console.warn(`${CHROMIUM} not found: search browser tests skipped (apt-get install chromium)`);

const hrefs = (page: Page) =>
  page
    .locator('#search-results li a')
    .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
/** Waits for the status line to report a finished search. */
const searched = (page: Page) => page.locator('#search-status', { hasText: /found/ }).waitFor();

describe.skipIf(!hasChromium)('search in Chromium', () => {
  let server: Server;
  let browser: Browser;
  let site: string;

  beforeAll(async () => {
    site = await buildTestSite(join(PROJECT_ROOT, 'content'));
    server = await serveDir(site);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const width of [390, 1280])
    it(`puts a query typed on the page into the URL as one types, at ${width} px`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const w = watchPage(page, server.url);
      await page.goto(`${server.url}/search/`);
      await page.locator('#search-input').pressSequentially('cousin website', { delay: 30 });
      await page.waitForURL('**/search/?q=cousin+website');
      await searched(page);
      expect((await hrefs(page)).some((h) => h.includes('/c/botchat/MT-7/'))).toBe(true);
      // Typing replaces the history entry: Back leaves the search page.
      expect(await page.evaluate(() => history.length)).toBe(2);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      expect(w).toEqual({ consoleErrors: [], pageErrors: [], dialogs: [], foreignRequests: [] });
      await page.close();
    });

  it("finds the gallery's pages, which are indexed in a part of their own (decision 0165)", async () => {
    // The sentence that introduces a category's hand-picked examples: on the first page of each category that has
    // some, and on no other page.
    const sentence = 'chose by hand as examples of this category';
    const files = (await readdir(site, { recursive: true })).filter((f) => f.endsWith('index.html'));
    const holding: string[] = [];
    for (const f of files)
      if ((await readFile(join(site, f), 'utf8')).includes(sentence))
        holding.push(`/${f.replace(/index\.html$/, '')}`);
    expect(holding.length).toBeGreaterThan(2);
    expect(holding.every((h) => /^\/gallery\/[^/]+\/$/.test(h))).toBe(true);
    const page = await browser.newPage();
    // In quotes, Pagefind finds the words as a phrase: the pages that hold it, and no other.
    await page.goto(`${server.url}/search/?q=${encodeURIComponent(`"${sentence}"`)}`);
    await searched(page);
    expect((await hrefs(page)).sort()).toEqual(holding.sort());
    await page.close();
  });

  it('pages through every result, 20 at a time, and keeps the page in the URL', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/search/?q=the`);
    await searched(page);
    const status = await page.locator('#search-status').innerText();
    const [, total, pages] = /^(\d+) pages found; showing 1–20 \(page 1 of (\d+)\)/.exec(status)!;
    expect(Number(total)).toBeGreaterThan(40);
    expect(Number(pages)).toBe(Math.ceil(Number(total) / 20));
    const first = await hrefs(page);
    expect(first).toHaveLength(20);
    await page.locator('#search-pages a', { hasText: 'Next' }).click();
    await page.waitForURL('**/search/?q=the&page=2');
    await page.locator('#search-status', { hasText: 'page 2 of' }).waitFor();
    const second = await hrefs(page);
    expect(second).toHaveLength(20);
    expect(second.filter((h) => first.includes(h))).toEqual([]);
    await expect(page.locator('#search-results').getAttribute('start')).resolves.toBe('21');
    // The last page holds the rest: every result is reachable.
    await page.goto(`${server.url}/search/?q=the&page=${pages}`);
    await page.locator('#search-status', { hasText: `page ${pages} of ${pages}` }).waitFor();
    expect(await page.locator('#search-results li').count()).toBe(Number(total) - 20 * (Number(pages) - 1));
    // Back returns to page 2 of the earlier visit, from history.
    await page.goBack();
    await page.goBack();
    await page.waitForURL('**/search/?q=the');
    await page.close();
  });

  it('filters by model and judge verdict, puts the filters in the URL, and restores them from it', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/search/?q=cake`);
    await searched(page);
    await page.locator('select[name="model"]').selectOption('GPT-4');
    await page.waitForURL('**/search/?q=cake&model=GPT-4');
    await page.locator('#search-status', { hasText: /found/ }).waitFor();
    const gpt4 = await hrefs(page);
    expect(gpt4.length).toBeGreaterThan(0);
    expect(gpt4.every((h) => /^\/c\/botchat\/MT-\d+\/gpt4\/$/.test(h))).toBe(true);
    await page.locator('select[name="verdict"]').selectOption('AI found');
    await page.waitForURL('**/search/?q=cake&model=GPT-4&verdict=AI+found');
    await searched(page);
    const caught = await hrefs(page);
    expect(caught.every((h) => gpt4.includes(h))).toBe(true);
    // Every page listed says a judge found AI in it.
    for (const h of caught) {
      const p = await browser.newPage();
      await p.goto(server.url + h);
      await expect(p.locator('.conversation-facts').innerText()).resolves.toContain('AI found');
      await p.close();
    }
    // A loaded URL restores the query and both filters.
    await page.goto(`${server.url}/search/?q=cake&model=GPT-4&verdict=AI+found`);
    await searched(page);
    await expect(page.locator('#search-input').inputValue()).resolves.toBe('cake');
    await expect(page.locator('select[name="model"]').inputValue()).resolves.toBe('GPT-4');
    await expect(page.locator('select[name="verdict"]').inputValue()).resolves.toBe('AI found');
    expect(await hrefs(page)).toEqual(caught);
    // Filters alone, no words: every conversation of the benchmark, through pages.
    await page.goto(`${server.url}/search/`);
    const hcg = await page
      .locator('select[name="benchmark"] option', { hasText: /^HCG/ })
      .first()
      .getAttribute('value');
    await page.locator('select[name="benchmark"]').selectOption(hcg!);
    await page.waitForURL(`**/search/?${new URLSearchParams({ benchmark: hcg! }).toString()}`);
    await searched(page);
    // The demo's HCG: 12 seeds, each with the simulated conversation and the real one.
    await expect(page.locator('#search-status').innerText()).resolves.toMatch(
      /^24 pages found; showing 1–20/,
    );
    await page.close();
  });

  it('passes axe with results and filters shown, in light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ colorScheme });
      const page = await context.newPage();
      await page.goto(`${server.url}/search/?q=the&model=GPT-4`);
      await searched(page);
      const result = await new AxeBuilder({ page }).analyze();
      const serious = result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${colorScheme}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
      expect(serious).toEqual([]);
      await context.close();
    }
  });
});

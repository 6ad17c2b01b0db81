// The bad-case gallery of the demo site in Chromium: filters by model, category, verdict and N change the cards
// without a page reload (the bundled script), Back and Forward follow, and the same filters work as plain links
// with JavaScript off. Tags show on conversation pages; no console error, no request leaves the site, axe passes.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/pipeline/buildSite.ts';
import {
  buildTestSite,
  CHROMIUM,
  expectAxeClean,
  expectFitsPhone,
  launchChromium,
  serveDir,
  watchPage,
} from './browser.ts';

const hasChromium = existsSync(CHROMIUM);
if (!hasChromium)
  console.warn(`${CHROMIUM} not found: gallery browser tests skipped (apt-get install chromium)`);

/** Every card's model, category and tagged chat on the page. */
const cards = (page: Page) =>
  page.locator('[data-gallery-root] li.gallery-card').evaluateAll((els) =>
    els.map((e) => ({
      model: e.getAttribute('data-model'),
      category: e.getAttribute('data-category'),
      chat: Number(e.getAttribute('data-chat')),
    })),
  );

/** Clicks a filter link of a group (`model`, `category`, `verdict`, `n`) by its value. */
const filterLink = (page: Page, group: string, value: string) =>
  page.locator(`.gallery-filters [data-filter="${group}"] a[data-value="${value}"]`);

describe.skipIf(!hasChromium)('the gallery in Chromium', () => {
  let server: { url: string; close(): Promise<void> };
  let browser: Browser;

  beforeAll(async () => {
    const dist = await buildTestSite(join(PROJECT_ROOT, 'content'));
    server = await serveDir(dist);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('filters by model and category without a page reload, and Back restores the previous filter', async () => {
    const page = await browser.newPage();
    const w = watchPage(page, server.url);
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.goto(`${server.url}/gallery/repetitive-phrasing/`);
    await page.evaluate(() => ((window as unknown as { __same: string }).__same = 'same document'));
    const all = await cards(page);
    expect(new Set(all.map((c) => c.model)).size).toBeGreaterThan(1);

    await filterLink(page, 'model', 'llama2-7b').click();
    await page.waitForURL('**/gallery/repetitive-phrasing/llama2-7b/any/all/');
    const byModel = await cards(page);
    expect(byModel.length).toBeGreaterThan(0);
    expect(byModel.every((c) => c.model === 'llama2-7b' && c.category === 'repetitive-phrasing')).toBe(true);
    await expect(page.locator('[data-gallery-heading]').innerText()).resolves.toBe(
      'Repetitive phrasing: LLaMA2-7B',
    );

    await filterLink(page, 'category', 'formal-tone').click();
    await page.waitForURL('**/gallery/formal-tone/llama2-7b/any/all/');
    const byCategory = await cards(page);
    expect(byCategory.length).toBeGreaterThan(0);
    expect(byCategory.every((c) => c.model === 'llama2-7b' && c.category === 'formal-tone')).toBe(true);
    // The count on the selected link is the number of matching cards (30 to a page).
    const linkCount = await filterLink(page, 'model', 'llama2-7b').locator('.count').innerText();
    const heading = await page.locator('#auto-heading').innerText();
    expect(heading).toContain(`(${linkCount.slice(1, -1)})`);
    expect(byCategory.length).toBe(Math.min(30, Number(linkCount.slice(1, -1))));

    await filterLink(page, 'n', '4').click();
    await page.waitForURL('**/gallery/formal-tone/llama2-7b/any/4/');
    expect((await cards(page)).every((c) => c.chat >= 1 && c.chat <= 4)).toBe(true);

    await filterLink(page, 'verdict', 'ai').click();
    await page.waitForURL('**/gallery/formal-tone/llama2-7b/ai/4/');

    await page.goBack();
    await page.waitForURL('**/gallery/formal-tone/llama2-7b/any/4/');
    await page.waitForFunction(
      () => document.querySelector('[data-gallery-root]')?.getAttribute('data-filter-verdict') === 'any',
    );

    // One document all along: the marker survived, and the browser loaded a page only once.
    expect(await page.evaluate(() => (window as unknown as { __same?: string }).__same)).toBe(
      'same document',
    );
    expect(loads).toHaveLength(1);
    expect(w).toEqual({ consoleErrors: [], pageErrors: [], dialogs: [], foreignRequests: [] });
    await page.close();
  });

  it('works as plain links without JavaScript: each filter is a static page', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/gallery/repetitive-phrasing/`);
    await Promise.all([page.waitForEvent('load'), filterLink(page, 'model', 'llama2-7b').click()]);
    expect(new URL(page.url()).pathname).toBe('/gallery/repetitive-phrasing/llama2-7b/any/all/');
    expect((await cards(page)).every((c) => c.model === 'llama2-7b')).toBe(true);
    await Promise.all([
      page.waitForEvent('load'),
      filterLink(page, 'category', 'ai-self-identification').click(),
    ]);
    expect(new URL(page.url()).pathname).toBe('/gallery/ai-self-identification/llama2-7b/any/all/');
    const shown = await cards(page);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((c) => c.model === 'llama2-7b' && c.category === 'ai-self-identification')).toBe(true);
    // The highlighted evidence is text inside <mark>, not markup.
    await expect(page.locator('mark.evidence').first().innerText()).resolves.toBe('As an AI');
    await context.close();
  });

  it('shows the tags on conversation pages, curated ones apart, and the evaluation computed from the examples', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/c/botchat/MT-7/llama2-7b/`);
    const tags = page.locator('section.conversation-tags');
    await expect(tags.innerText()).resolves.toContain('AI self-identification');
    await page.goto(`${server.url}/gallery/contextual-confusion/`);
    await expect(page.locator('#curated-heading').innerText()).resolves.toMatch(
      /Curated by a person \(\d+\)/,
    );
    await page.goto(`${server.url}/gallery/evaluation/`);
    await expect(page.locator('main').innerText()).resolves.toContain('Only 12 examples');
    await page.close();
  });

  it('has no serious or critical axe violations on gallery pages, light and dark, and fits a phone', async () => {
    await expectAxeClean(browser, server, ['/gallery/', '/gallery/formal-tone/', '/gallery/evaluation/']);
    await expectFitsPhone(browser, server, ['/gallery/', '/gallery/formal-tone/']);
  });
});

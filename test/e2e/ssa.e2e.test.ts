// The Meena SSA and FED pages of the demo site (content/) in Debian's Chromium. The real site from
// ../shared/data is checked in ssaReal.e2e.test.ts (its own file: a second build in one process would be
// rendered from the first build's cached modules). The section downloads are checked in the unit tier
// (src/pipeline/buildSite.memory.test.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/pipeline/buildSite.ts';
import {
  buildTestSite,
  CHROMIUM,
  expectAxeClean,
  expectClean,
  expectFitsPhone,
  launchChromium,
  serveDir,
  type Server,
  watchPage,
} from './browser.ts';

const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.warn(`${CHROMIUM} not found: browser tests skipped (apt-get install chromium)`);
const SHARED = join(PROJECT_ROOT, '../shared/data');
const hasShared =
  existsSync(join(SHARED, 'meena/meena.txt')) && existsSync(join(SHARED, 'fed/fed_data.json'));
if (!hasShared)
  console.warn(`corpus absent: ${SHARED}/meena or /fed not found; the real Meena/FED site is not checked`);

describe.skipIf(!hasChromium)('the Meena SSA and FED pages of the demo site', () => {
  let dist: string;
  let server: Server;
  let browser: Browser;
  const pages = {
    ssa: '/ssa/',
    figure: '/ssa/figures/interactive-ssa-perplexity/',
    browser: '/meena/',
    system: '/meena/lumen/',
    fed: '/fed/',
    fedConversation: '/fed/lumen-1/',
    hostileFed: '/fed/human-2/',
    hostileConversation: '/c/meena/human-2/human/',
    staticView: '/ssa/static/',
    staticPage2: '/ssa/static/2/',
    decodingFigure: '/ssa/figures/decoding-ssa-samples/',
    labelledConversation: '/c/meena/lumen-1/lumen/',
  };

  beforeAll(async () => {
    dist = await buildTestSite(join(PROJECT_ROOT, 'content'));
    server = await serveDir(dist);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('loads every SSA, browser and FED page with no error and no request leaving the site', async () => {
    await expectClean(browser, server, Object.values(pages));
  });

  it('shows the computed SSA table with intervals, the published tables, and an SSA nav item marked current', async () => {
    const page = await browser.newPage();
    await page.goto(server.url + pages.ssa);
    const main = await page.locator('main').innerText();
    expect(main).toContain('Computed from the labels');
    expect(main).toContain('Lumen v5');
    expect(main).toContain('Published in the Meena paper');
    expect(main).toMatch(/Human\s+86\s+97\s+75/);
    expect(await page.locator('nav a[aria-current="page"]').innerText()).toBe('SSA');
    // Sorting by SSA orders the rows by it; a second click reverses them.
    const table = page.locator('table.data', { hasText: 'SSA 95% CI' });
    const col = (await table.locator('thead th').allInnerTexts()).findIndex((t) => t.startsWith('SSA %'));
    const values = async () =>
      (await table.locator(`tbody tr td:nth-child(${col + 1})`).allInnerTexts()).map(Number);
    await table.locator('thead th button', { hasText: 'SSA %' }).first().click();
    const first = await values();
    const sorted = [...first].sort((a, b) => a - b);
    expect([sorted, [...sorted].reverse()]).toContainEqual(first);
    await table.locator('thead th button', { hasText: 'SSA %' }).first().click();
    expect(await values()).toEqual([...first].reverse());
    await page.close();
  });

  it('draws the regression figure (points, line, band) with the published R² beside the computed one', async () => {
    const page = await browser.newPage();
    await page.goto(server.url + pages.figure);
    expect(await page.locator('.chart svg:visible circle').count()).toBe(5); // the rendering shown
    expect(await page.locator('.chart svg path').count()).toBeGreaterThan(1);
    const published = await page.locator('table.data', { hasText: 'R²' }).first().innerText();
    expect(published).toMatch(/R²\s+0\.\d\d\s+0\.93/);
    await page.close();
  });

  it('marks the turns FED rated inside their conversation, with five raters per quality', async () => {
    const page = await browser.newPage();
    await page.goto(server.url + pages.fedConversation);
    expect(await page.locator('li.chat.rated').count()).toBe(3);
    expect(await page.locator('li.chat.rated table.ratings').first().locator('thead th').count()).toBe(7);
    expect(await page.locator('main').innerText()).toContain('The whole conversation');
    await page.close();
  });

  it('shows hostile transcript text as text on the conversation and FED pages', async () => {
    for (const path of [pages.hostileConversation, pages.hostileFed]) {
      const page = await browser.newPage();
      const w = watchPage(page, server.url);
      await page.goto(server.url + path);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('main').innerText()).toContain('<script>alert(1)</script>');
      expect(await page.locator('main script:not([src^="/_assets/"]), main img[src="x"]').count()).toBe(0);
      expect(w.dialogs).toEqual([]);
      await page.close();
    }
  });

  it('shows the run-to-run spread beside the paper’s, and links the static view and the decoding figures', async () => {
    const page = await browser.newPage();
    await page.goto(server.url + pages.ssa);
    const main = await page.locator('main').innerText();
    expect(main).toContain('Run-to-run spread');
    expect(main).toMatch(/Lumen v5\s+static\s+3\s+[\d.]+\s+[\d.]+\s+[\d.]+\s+[\d.]+\s+2\s+7/);
    expect(main).toMatch(/Lumen v5\s+interactive\s+3\s+[\d.]+\s+[\d.]+\s+[\d.]+\s+[\d.]+\s+1\s+7/);
    expect(await page.locator('a[href$="ssa/static/"]').count()).toBeGreaterThan(0);
    expect(await page.locator('a[href$="ssa/figures/decoding-ssa-samples/"]').count()).toBeGreaterThan(0);
    expect(await page.locator('a[href$="c/meena/lumen-1/lumen/"]').count()).toBe(1);
  });

  it('draws SSA against N on a log scale with a line per decoding', async () => {
    const page = await browser.newPage();
    await page.goto(server.url + pages.decodingFigure);
    const svg = page.locator('.chart svg:visible');
    expect(await svg.locator('circle').count()).toBe(12);
    expect(await svg.locator('text').allTextContents()).toEqual(expect.arrayContaining(['1', '20', '400']));
  });

  it('sets each static context beside every system, with marks in words and the raters’ votes', async () => {
    const page = await browser.newPage();
    await page.goto(server.url + pages.staticView);
    const main = await page.locator('main').innerText();
    expect(main).toContain('Context ctx-01');
    expect(main).toMatch(/EchoBot\s+ok\s+✓ sensible\s+4 of 5 sensible\s+✗ not specific\s+1 of 5 specific/);
    expect(await page.locator('main section table.ssa-responses').count()).toBe(20);
    expect(await page.locator('nav.pager a[href$="ssa/static/2/"]').count()).toBeGreaterThan(0);
    // The context's turns (the labels' context column), one paragraph each, above the responses.
    const context = page.locator('main section').first().locator('blockquote.ssa-context p');
    expect(await context.allInnerTexts()).toEqual([
      'A: I got into hiking this year.',
      'B: Nice! How is it going?',
      'A: Mostly well, apart from the trail up to the old lighthouse.',
    ]);
  });

  it('shows the labelled turns of a conversation with their marks and votes', async () => {
    const page = await browser.newPage();
    await page.goto(server.url + pages.labelledConversation);
    const table = page.locator('section.ssa-labels table.ssa-responses');
    expect(await table.locator('tbody tr').count()).toBe(8);
    expect(await table.innerText()).toMatch(/of 3 sensible/);
  });

  it('has no serious or critical axe violations, light and dark', async () => {
    await expectAxeClean(browser, server, [
      pages.ssa,
      pages.figure,
      pages.fed,
      pages.fedConversation,
      pages.staticView,
      pages.decodingFigure,
      pages.labelledConversation,
    ]);
  });

  it('reads on a phone: no SSA or FED page is wider than the screen', async () => {
    await expectFitsPhone(browser, server, [
      pages.ssa,
      pages.figure,
      pages.browser,
      pages.fed,
      pages.fedConversation,
      pages.staticView,
      pages.decodingFigure,
      pages.labelledConversation,
    ]);
  });
});

// Search, the comparison and the browsing pages on sites built from the real data the corpus tests read
// (../shared/data: BotChat, HCG, Meena + FED, ruTiE), in Chromium at 390 px and 1280 px: a search typed on the
// page puts ?q= in the URL; on HCG, compare/?a=&b= shows both models and their shared seeds; the navigation lists
// no empty section; no page scrolls sideways; axe is clean. Skipped, with a warning, when the data is absent.
import AxeBuilder from '@axe-core/playwright';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/pipeline/buildSite.ts';
import {
  BROWSER_WAIT_MS,
  buildTestSite,
  CHROMIUM,
  launchChromium,
  serveDir,
  type Server,
} from './browser.ts';

const DATA = resolve(PROJECT_ROOT, '../shared/data');
const hasChromium = existsSync(CHROMIUM);
const hasData = existsSync(join(DATA, 'botchat')) && existsSync(join(DATA, 'hcg'));
if (!hasChromium || !hasData)
  console.warn(`${hasChromium ? DATA : CHROMIUM} not found: the real-data browsing tests are skipped`);

const WIDTHS = [390, 1280] as const;

/** Asserts no serious or critical axe violation on the page as it is now. */
async function axeClean(page: Page, what: string): Promise<void> {
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${what}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
  expect(serious).toEqual([]);
}

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Types a query on the search page and waits for it in the URL and for the results. */
async function typeSearch(page: Page, server: Server, words: string): Promise<void> {
  await page.goto(`${server.url}/search/`);
  await page.locator('#search-input').pressSequentially(words, { delay: 20 });
  await page.waitForURL(`**/search/?${new URLSearchParams({ q: words }).toString()}`);
  await page.locator('#search-status', { hasText: /found/ }).waitFor();
}

describe.skipIf(!hasChromium || !hasData)('browsing the real data sites in Chromium', () => {
  const sites: Record<string, Server> = {};
  let browser: Browser;

  beforeAll(async () => {
    sites.botchat = await serveDir(await buildTestSite(join(DATA, 'botchat')));
    sites.hcg = await serveDir(await buildTestSite(join(DATA, 'hcg')));
    sites.rutie = await serveDir(await buildTestSite(join(DATA, 'rutie')));
    sites.meena = await serveDir(
      await buildTestSite(DATA, join(PROJECT_ROOT, 'docs', 'examples', 'meena-fed.manifest.json')),
    );
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    for (const s of Object.values(sites)) await s.close();
  });

  it('lists no empty section in the navigation (no Figures on BotChat, no Seeds on ruTiE; Method where a README is read)', async () => {
    const labels = async (server: Server) => {
      const page = await browser.newPage();
      await page.goto(`${server.url}/`);
      const out = await page.locator('header nav[aria-label="Site"] a').allInnerTexts();
      await page.close();
      return out;
    };
    expect(await labels(sites.botchat!)).toEqual([
      'Leaderboard',
      'Models',
      'Seeds',
      'Method',
      'Gallery',
      'Data quality',
      'Search',
    ]);
    expect(await labels(sites.rutie!)).toEqual(['Leaderboard', 'Models', 'ruTiE', 'Data quality', 'Search']);
    expect(await labels(sites.hcg!)).toContain('Figures');
  });

  for (const width of WIDTHS)
    it(`puts a search typed on the page into the URL on every site, without sideways scroll, at ${width} px`, async () => {
      const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      const queries: Record<string, string> = {
        botchat: 'water sports',
        hcg: 'perl script',
        meena: 'photographic memory',
        rutie: 'question',
      };
      for (const [site, q] of Object.entries(queries)) {
        await typeSearch(page, sites[site]!, q);
        expect(await page.locator('#search-results li').count(), site).toBeGreaterThan(0);
        expect(await sideways(page), site).toBeLessThanOrEqual(1);
      }
      if (width === 390) await axeClean(page, 'real BotChat search');
      await page.context().close();
    });

  for (const width of WIDTHS)
    it(`compares two of HCG's inquirers: both models and their shared seeds, no sideways scroll, at ${width} px`, async () => {
      const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      await page.goto(`${sites.hcg!.url}/compare/?a=GPT4o&b=llama_8B`);
      await page.locator('#compare-status', { hasText: 'both answered' }).waitFor();
      // 413 OASST seeds in each of the two settings (6 and 12 turns).
      await expect(page.locator('#compare-status').innerText()).resolves.toBe(
        'GPT4o and llama_8B: 826 seeds both answered.',
      );
      await expect(page.locator('#compare-result h2').innerText()).resolves.toMatch(
        /^GPT4o and llama_8B on HCG/,
      );
      // GPT-4o judged both on all 413 six-turn seeds: the published pass rates 378 and 300 of 413.
      await expect(
        page
          .locator('table.compare-scores tbody tr', { hasText: 'judge GPT-4o, setting 6' })
          .first()
          .innerText(),
      ).resolves.toMatch(/91\.5%\s*\(378\/413\)[\s\S]*72\.6%\s*\(300\/413\)[\s\S]*on 413 shared seeds/);
      expect(await page.locator('.compare-seed').count()).toBe(10);
      expect(await sideways(page)).toBeLessThanOrEqual(1);
      if (width === 1280) await axeClean(page, 'real HCG comparison');
      await page.context().close();
    });

  it('says on the real BotChat site, which has no judgments, that there is nothing to compare', async () => {
    const page = await browser.newPage();
    await page.goto(`${sites.botchat!.url}/compare/?a=gpt4&b=claude2`);
    // The page's script writes the status once it has loaded the comparison index: wait for it.
    await expect
      .poll(() => page.locator('#compare-status').innerText(), { timeout: BROWSER_WAIT_MS })
      .toBe('This data set has no benchmark with two models to compare.');
    // And no model page offers one.
    await page.goto(`${sites.botchat!.url}/models/gpt4/`);
    expect(await page.locator('nav.compare-links').count()).toBe(0);
    await page.close();
  });

  it("shows BotChat's twelve hand-picked examples in the real BotChat gallery, and fits a phone", async () => {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 900 } })).newPage();
    await page.goto(`${sites.botchat!.url}/gallery/`);
    const list = await page.locator('.category-list').innerText();
    expect(list.match(/2 hand-picked by the source/g)).toHaveLength(6);
    for (const category of ['ai-self-identification', 'repetitive-phrasing', 'good']) {
      await page.goto(`${sites.botchat!.url}/gallery/${category}/`);
      expect(await page.locator('li.gallery-card.example').count(), category).toBe(2);
      expect(await sideways(page), category).toBeLessThanOrEqual(1);
    }
    await axeClean(page, 'real BotChat gallery page');
    await page.context().close();
  });

  it('keeps the real Meena + FED data-quality and FED pages short, folded, and linked both ways', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${sites.meena!.url}/quality/`);
    // 46,400 px tall before its lists were folded.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(5000);
    await page.goto(`${sites.meena!.url}/fed/`);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(6000);
    await page.goto(`${sites.meena!.url}/c/meena/human-14/human/`);
    await page.locator('.fed-link a').click();
    await page.waitForURL('**/fed/human-14/');
    await expect(page.locator('.fed-link a').getAttribute('href')).resolves.toBe('/c/meena/human-14/human/');
    await page.close();
  });
});

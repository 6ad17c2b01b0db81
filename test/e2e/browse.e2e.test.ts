// The browsing pages in Chromium: no navigation entry leads to an empty section (a ruTiE-only site has no Seeds,
// a site with only a published leaderboard no Figures); seed pages open with the seed's start and a readable
// title; the gallery shows the source's hand-picked examples beside the rules' cards; Meena conversations and
// their FED labels link each other. No sideways scroll at 390 px, axe clean.
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
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
} from './browser.ts';

const hasChromium = existsSync(CHROMIUM);
if (!hasChromium)
  console.warn(`${CHROMIUM} not found: browsing browser tests skipped (apt-get install chromium)`);

const CONTENT = join(PROJECT_ROOT, 'content');

/** The labels of the site navigation on a page. */
async function navLabels(browser: Browser, server: Server): Promise<string[]> {
  const page = await browser.newPage();
  await page.goto(`${server.url}/`);
  const labels = await page.locator('header nav[aria-label="Site"] a').allInnerTexts();
  await page.close();
  return labels;
}

describe.skipIf(!hasChromium)('browsing pages in Chromium', () => {
  let demo: Server;
  let browser: Browser;

  beforeAll(async () => {
    demo = await serveDir(await buildTestSite(CONTENT));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await demo?.close();
  });

  it('lists a section in the navigation only when it has something to show', async () => {
    expect(await navLabels(browser, demo)).toEqual([
      'Leaderboard',
      'Figures',
      'Models',
      'Seeds',
      'ruTiE',
      'Preferences',
      'SSA',
      'Method',
      'History',
      'Judges',
      'Gallery',
      'Data quality',
      'Search',
    ]);
    // ruTiE alone: no conversation, so no seed and no gallery; no benchmark view, so no figure.
    const rutie = await serveDir(await buildTestSite(join(CONTENT, 'rutie')));
    expect(await navLabels(browser, rutie)).toEqual([
      'Leaderboard',
      'Models',
      'ruTiE',
      'Data quality',
      'Search',
    ]);
    await rutie.close();
    // BotChat's published leaderboard alone: a view with no figure.
    const dir = await mkdtemp(join(tmpdir(), 'parley-lb-'));
    await mkdir(join(dir, 'botchat'));
    await copyFile(join(CONTENT, 'botchat', 'lb.csv'), join(dir, 'botchat', 'lb.csv'));
    const lb = await serveDir(await buildTestSite(dir));
    expect(await navLabels(browser, lb)).toEqual(['Leaderboard', 'Models', 'Data quality', 'Search']);
    await lb.close();
  });

  it("names each seed by its opening words and opens each seed's page with the start every model was given", async () => {
    const page = await browser.newPage();
    await page.goto(`${demo.url}/seeds/`);
    await expect(page.locator('.seed-titles a').first().innerText()).resolves.toMatch(
      /^MT-1: Did you order the cake yet\? \/ Not yet\./,
    );
    await page.goto(`${demo.url}/s/botchat/MT-1/`);
    await expect(page.locator('main h1').innerText()).resolves.toMatch(
      /^Seed MT-1: Did you order the cake yet\?/,
    );
    await expect(page.locator('.seed-opening h2').innerText()).resolves.toBe(
      'The start every model was given',
    );
    await expect(page.locator('.seed-opening .text').allInnerTexts()).resolves.toEqual([
      'Did you order the cake yet?',
      'Not yet. I keep changing my mind between lemon and chocolate.',
    ]);
    // A Meena-style log has no given start: its first chat opens it.
    await page.goto(`${demo.url}/s/meena/lumen-1/`);
    await expect(page.locator('.seed-opening h2').innerText()).resolves.toBe('How the conversation opens');
    await page.close();
  });

  it("shows BotChat's hand-picked examples on their category's page, marked, beside the rules' cards", async () => {
    const page = await browser.newPage();
    await page.goto(`${demo.url}/gallery/repetitive-phrasing/`);
    const examples = page.locator('[aria-labelledby="examples-heading"] li.gallery-card.example');
    expect(await examples.count()).toBe(2);
    await expect(examples.first().locator('h3').innerText()).resolves.toBe('Repetitive phrasing, example 1');
    await expect(examples.first().locator('.picked').innerText()).resolves.toBe(
      "Hand-picked by BotChat's authors as Repetitive phrasing",
    );
    await expect(examples.first().locator('.meta').first().innerText()).resolves.toMatch(
      /^From botchat\/examples\/RepetitivePhrasing\.md:\d+, titled “Repetitive Phrasing” · 16 chats, the first 2 given$/,
    );
    // The rules' own cards follow, apart.
    expect(
      await page.locator('[aria-labelledby="auto-heading"] li.gallery-card.automatic').count(),
    ).toBeGreaterThan(0);
    // A filtered page lists only the rules' cards: the examples have no model.
    await page.goto(`${demo.url}/gallery/repetitive-phrasing/gpt4/any/all/`);
    expect(await page.locator('li.gallery-card.example').count()).toBe(0);
    await page.goto(`${demo.url}/gallery/`);
    await expect(page.locator('.category-list').innerText()).resolves.toMatch(
      /Repetitive phrasing \(\d+ cards, 2 hand-picked by the source\)/,
    );
    await page.close();
  });

  it('links a Meena conversation to its FED labels and back', async () => {
    const page = await browser.newPage();
    await page.goto(`${demo.url}/c/meena/lumen-1/lumen/`);
    await page.locator('.fed-link a').click();
    await page.waitForURL('**/fed/lumen-1/');
    await page.locator('.fed-link a').click();
    await page.waitForURL('**/c/meena/lumen-1/lumen/');
    await page.close();
  });

  const changed = [
    '/seeds/',
    '/s/botchat/MT-1/',
    '/s/meena/lumen-1/',
    '/c/meena/lumen-1/lumen/',
    '/fed/',
    '/fed/lumen-1/',
    '/gallery/',
    '/gallery/repetitive-phrasing/',
    '/models/gpt4/',
    '/models/',
    '/quality/',
    '/search/',
    '/compare/',
  ];

  it('loads the changed pages cleanly and fits a phone', async () => {
    await expectClean(browser, demo, changed);
    await expectFitsPhone(browser, demo, changed);
  });

  it('passes axe on the changed pages', async () => {
    await expectAxeClean(browser, demo, [
      '/seeds/',
      '/s/botchat/MT-1/',
      '/c/meena/lumen-1/lumen/',
      '/fed/',
      '/gallery/repetitive-phrasing/',
      '/models/gpt4/',
      '/quality/',
    ]);
  });
});

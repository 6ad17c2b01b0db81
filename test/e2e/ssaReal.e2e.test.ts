// The real Meena release and FED site, built from ../shared/data through docs/examples/meena-fed.manifest.json,
// in Debian's Chromium. Skipped, with a note, when ../shared/data or Chromium is absent.
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
  launchChromium,
  serveDir,
  type Server,
} from './browser.ts';

const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.warn(`${CHROMIUM} not found: browser tests skipped (apt-get install chromium)`);
const SHARED = join(PROJECT_ROOT, '../shared/data');
const hasShared =
  existsSync(join(SHARED, 'meena/meena.txt')) && existsSync(join(SHARED, 'fed/fed_data.json'));
if (!hasShared)
  console.warn(`corpus absent: ${SHARED}/meena or /fed not found; the real Meena/FED site is not checked`);

describe.skipIf(!hasChromium || !hasShared)('the real Meena release and FED site (../shared/data)', () => {
  let server: Server;
  let browser: Browser;

  beforeAll(async () => {
    const dist = await buildTestSite(SHARED, join(PROJECT_ROOT, 'docs/examples/meena-fed.manifest.json'));
    server = await serveDir(dist);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const pages = [
    '/',
    '/ssa/',
    '/meena/',
    '/meena/xiaoice/',
    '/fed/',
    '/fed/human-14/',
    '/c/meena/meena-1/meena/',
  ];

  it('loads the home, SSA, browser, FED and conversation pages with no error', async () => {
    await expectClean(browser, server, pages);
  });

  it('lists 95, 93, 100 and 114 conversations and 1,483, 1,818, 1,857 and 2,272 turns per system', async () => {
    const page = await browser.newPage();
    await page.goto(server.url + '/meena/');
    const rows = await page.locator('table.data tbody tr').allInnerTexts();
    const cells = rows.map((r) => r.split('\t').map((c) => c.trim()));
    expect(cells.map((c) => [c[0], c[1], c[2]])).toEqual([
      ['Human (human-human)', '95', '1483'],
      ['Meena (full)', '93', '1818'],
      ['Mitsuku', '100', '1857'],
      ['XiaoIce', '114', '2272'],
    ]);
    await page.goto(server.url + '/c/meena/xiaoice-1/xiaoice/');
    expect(await page.locator('main').innerText()).toContain('你比我好');
    await page.close();
  });

  it('shows FED: 375 turn and 125 dialog items, all linked, per-system means, and the free-text values', async () => {
    const page = await browser.newPage();
    await page.goto(server.url + '/fed/');
    // The long lists are folded (details); open them to read them.
    await page
      .locator('main details')
      .evaluateAll((ds) => ds.forEach((d) => ((d as HTMLDetailsElement).open = true)));
    const main = await page.locator('main').innerText();
    expect(main).toContain('375 responses and 125 whole conversations');
    expect(main).toContain('125 of the 125 conversations and 375 of the 375 responses');
    expect(main).toContain('Values that were not numbers (167)');
    expect(main).toContain('N/A (');
    expect(await page.locator('a[href*="/fed/human-14/"]').count()).toBe(1);
    await page.goto(server.url + '/fed/human-14/');
    expect(await page.locator('li.chat.rated').count()).toBe(3);
    await page.close();
  });

  it('has no serious or critical axe violations on the FED and browser pages', async () => {
    await expectAxeClean(browser, server, ['/fed/', '/meena/', '/fed/human-14/']);
  });
});

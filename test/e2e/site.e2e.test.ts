// The demo site in Debian's Chromium: every page type loads without console errors, sorting works, search finds
// a phrase, hostile conversation text stays text, axe finds no serious violations, and builds are byte-identical.
// The CSV downloads' check moved to the unit tier (src/pipeline/buildSite.memory.test.ts).
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, PROJECT_ROOT } from '../../src/pipeline/buildSite.ts';
import { brokenLinks, htmlFiles } from '../../src/pipeline/siteLinks.ts';
import {
  CHROMIUM,
  expectAxeClean,
  expectClean,
  expectFitsPhone,
  launchChromium,
  serveDir,
  watchPage,
} from './browser.ts';
import { hashTree } from './hashTree.ts';

const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.warn(`${CHROMIUM} not found: browser tests skipped (apt-get install chromium)`);

async function build(out: string): Promise<void> {
  const code = await buildSite({
    dataDir: join(PROJECT_ROOT, 'content'),
    outDir: out,
    cacheDir: join(out, '..', 'cache'),
    log: () => {},
  });
  expect(code).toBe(0);
}

describe.skipIf(!hasChromium)('the demo site in Chromium', () => {
  let dist: string;
  let server: { url: string; close(): Promise<void> };
  let browser: Browser;

  beforeAll(async () => {
    dist = join(await mkdtemp(join(tmpdir(), 'parley-e2e-')), 'dist');
    await build(dist);
    server = await serveDir(dist);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const pages = {
    home: '/',
    view: '/b/botchat-gpt-4/',
    figure: '/b/botchat-gpt-4/win-tie-lose/',
    matrix: '/b/botchat-gpt-4/win-rate-matrix-N-16/',
    hcgFigure: '/b/hcg-GPT4o/published-summaries/',
    turing: '/b/botchat-gpt-4/turing-test/',
    turingJudges: '/b/hcg-GPT4o/turing-judges-6/',
    ratings: '/b/botchat-gpt-4/ratings-N-16/',
    crossProtocol: '/b/botchat-gpt-4/cross-protocol/',
    history: '/history/',
    model: '/models/gpt4/',
    seeds: '/seeds/',
    seed: '/s/botchat/MT-7/',
    conversation: '/c/botchat/MT-7/vicuna-13b-v1.5/',
    quality: '/quality/',
    search: '/search/',
  };

  it('loads every page type with no console error, no page error and no request leaving the site', async () => {
    await expectClean(browser, server, Object.values(pages));
  });

  it('has no link or source that leads to a file or fragment the build did not write', async () => {
    expect(await brokenLinks(dist)).toEqual([]);
  });

  it('draws the charts (an SVG with marks) on figure pages', async () => {
    const page = await browser.newPage();
    await page.goto(server.url + pages.figure);
    expect(await page.locator('.chart svg rect').count()).toBeGreaterThan(5);
    await page.screenshot({ path: join(dist, '..', 'figure.png') });
    await page.close();
  });

  it("puts BotChat's two protocols' rankings side by side, with Kendall's tau and a mark where ranks differ", async () => {
    const page = await browser.newPage();
    await page.goto(server.url + pages.crossProtocol);
    const main = page.locator('main');
    await expect(main.locator('h1, h2').first().innerText()).resolves.toMatch(/Two protocols/);
    const rows = await main
      .locator('table.data tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td, th')].map((c) => c.textContent!.trim())),
      );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const r of rows) {
      // The last cell says whether the two ranks (second and fourth cells) agree, and says it rightly.
      expect(r.at(-1)).toBe(r[1] === r[3] ? 'yes' : '≠');
    }
    await expect(main.innerText()).resolves.toMatch(/Kendall's τ_b = [01]\.\d{3} \(95% bootstrap interval/);
    expect(await main.locator('.chart svg').count()).toBeGreaterThan(0);
    await page.close();
  });

  it("draws each model's score over the snapshots, marks few judgments preliminary, and lists the changelog", async () => {
    const page = await browser.newPage();
    await page.goto(server.url + pages.history);
    const main = page.locator('main');
    expect(await main.locator('.chart svg path').count()).toBeGreaterThan(0);
    const rows = await main
      .locator('table.data tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td, th')].map((c) => c.textContent!.trim())),
      );
    // Five models; the one that left (last seen before the newest snapshot) is listed last.
    expect(rows).toHaveLength(5);
    expect(rows.at(-1)![0]).toBe('Alder-7B');
    expect(rows.filter((r) => r.some((c) => c.startsWith('preliminary')))).toHaveLength(0);
    const changes = await main.locator('#changes ~ article h3').allInnerTexts();
    expect(changes).toEqual([
      '2026-03-02: ties counted half, and a second judge',
      '2026-01-05: first release',
    ]);
    expect(await main.locator('article code').first().innerText()).toBe('human');
    await page.close();
  });

  it('shows every model something: a table on each model page, preference-only and SSA-only models too', async () => {
    const page = await browser.newPage();
    await page.goto(server.url + '/models/');
    const links = await page
      .locator('main a[href*="/models/"]')
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
    expect(links.length).toBeGreaterThan(15);
    const tables: Record<string, number> = {};
    for (const path of links) {
      await page.goto(server.url + path);
      tables[path] = await page.locator('main table.data').count();
    }
    expect(Object.entries(tables).filter(([, n]) => n === 0)).toEqual([]);
    await page.goto(server.url + '/models/kestrel-13b/');
    await expect(page.locator('main').innerText()).resolves.toMatch(
      /Preference labels[\s\S]*Kestrel-13B\s+974\.4/,
    );
    await page.goto(server.url + '/models/echobot/');
    await expect(page.locator('main').innerText()).resolves.toMatch(
      /Meena SSA[\s\S]*EchoBot\s+static\s+40\s+40/,
    );
    await page.close();
  });

  it('sorts the leaderboard by a clicked column', async () => {
    const page = await browser.newPage();
    await page.goto(server.url + '/');
    const table = page.locator('table.data').first();
    const firstModel = () => table.locator('tbody tr td:first-child').first().innerText();
    const before = await firstModel();
    await table.locator('thead th button', { hasText: 'Model' }).first().click();
    const asc = await table.locator('tbody tr td:first-child').allInnerTexts();
    await table.locator('thead th button', { hasText: 'Model' }).first().click();
    const desc = await table.locator('tbody tr td:first-child').allInnerTexts();
    expect(desc).toEqual([...asc].reverse());
    expect(asc).not.toEqual(desc);
    expect(await table.locator('thead th[aria-sort]').count()).toBe(1);
    void before;
    await page.close();
  });

  it('finds a phrase from a conversation with Pagefind', async () => {
    const page = await browser.newPage();
    const w = watchPage(page, server.url);
    await page.goto(`${server.url}/search/?q=${encodeURIComponent('cousin website')}`);
    await page.locator('#search-results li').first().waitFor();
    const hrefs = await page
      .locator('#search-results li a')
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href')));
    expect(hrefs.some((h) => h?.includes('/c/botchat/MT-7/'))).toBe(true);
    // Seed pages stay out of the index: their conversations are found on their own pages, once each.
    expect(hrefs.filter((h) => h?.includes('/s/'))).toEqual([]);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(w.consoleErrors).toEqual([]);
    expect(w.foreignRequests).toEqual([]);
    await page.close();
  });

  it('shows hostile conversation text as text: nothing runs, no element is injected', async () => {
    for (const path of [pages.conversation, pages.seed, '/quality/']) {
      const page = await browser.newPage();
      const w = watchPage(page, server.url);
      await page.addInitScript(() => {
        (window as unknown as { __alerts: number }).__alerts = 0;
        window.alert = () => {
          (window as unknown as { __alerts: number }).__alerts++;
        };
      });
      await page.goto(server.url + path);
      await page.waitForLoadState('networkidle');
      if (path !== '/quality/') {
        await expect(page.locator('main').innerText()).resolves.toContain('<script>alert(1)</script>');
        await expect(page.locator('main').innerText()).resolves.toContain('<img src=x onerror=alert(2)>');
      }
      expect(
        await page
          .locator('main script:not([src^="/_assets/"]), main img[src="x"], main a[href^="javascript:"]')
          .count(),
      ).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __alerts: number }).__alerts)).toBe(0);
      expect(w.dialogs).toEqual([]);
      await page.close();
    }
  });

  it('has no serious or critical axe violations on the home, a figure, a seed and a conversation page', async () => {
    await expectAxeClean(browser, server, [
      pages.home,
      pages.figure,
      pages.turing,
      pages.ratings,
      pages.seed,
      pages.conversation,
      pages.history,
      pages.crossProtocol,
    ]);
  });

  it('reads on a phone: no page of any kind is wider than the screen (two pages of each path shape)', async () => {
    const paths = (await htmlFiles(dist))
      .filter((f) => f.endsWith(`${sep}index.html`))
      .map((f) => `/${relative(dist, dirname(f)).split(sep).join('/')}/`.replace(/^\/+/, '/'));
    // A shape keeps the first segment and the depth: /c/*/*/*/ (BotChat conversations), /c/*/*/*/*/ (HCG's).
    const shapes = new Map<string, string[]>();
    for (const p of paths.sort()) {
      const parts = p.split('/').filter(Boolean);
      const shape = [parts[0] ?? '', ...parts.slice(1).map(() => '*')].join('/');
      const list = shapes.get(shape) ?? shapes.set(shape, []).get(shape)!;
      if (list.length < 2) list.push(p);
    }
    const sample = [...shapes.values()].flat();
    expect(sample.length).toBeGreaterThan(40);
    await expectFitsPhone(browser, server, sample);
  });

  it('builds byte-identical output twice from the same data', async () => {
    const again = join(await mkdtemp(join(tmpdir(), 'parley-e2e-')), 'dist');
    await build(again);
    expect(await hashTree(again)).toEqual(await hashTree(dist));
  });
});

// The first screen is the answer (issue 33), in Debian's Chromium at 390 × 844 (a phone) and 1280 × 800: on the
// demo and on the sites built from ../shared/data (BotChat, HCG, Meena + FED, ruTiE), the home page and every
// leaderboard page show a ranked row in their first screen, with the model and the number the rows are ranked by
// in view without scrolling sideways, under headers of at most two lines; a conversation page shows a turn of the
// conversation. Also: rows resting on unverified judgments are marked (real HCG, judge Claude), the comparison's
// difference column is on a phone's screen, a site opened from disk says how to serve it (decision 0140), the 404
// page, and images of a study whose judgments were not read are not copied. The real-data sites are skipped, with a
// warning, when ../shared/data is absent.
import AxeBuilder from '@axe-core/playwright';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/pipeline/buildSite.ts';
import { buildTestSite, CHROMIUM, launchChromium, serveDir, type Server } from './browser.ts';

const DATA = resolve(PROJECT_ROOT, '../shared/data');
const hasChromium = existsSync(CHROMIUM);
const hasData = ['botchat', 'hcg', 'meena', 'fed', 'rutie'].every((d) => existsSync(join(DATA, d)));
if (!hasChromium) console.warn(`${CHROMIUM} not found: the first-screen tests are skipped`);
else if (!hasData)
  console.warn(`${DATA} not found: the first screens of the real-data sites are not checked`);

/** A phone and a laptop: the sizes the issue names. */
const SCREENS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** A built site: where it is on disk and where it is served. */
interface Site {
  dist: string;
  server: Server;
}

/** The leaderboard pages of a site: the home page, every view's page, and the sections' leaderboards it has. */
function leaderboardPages(dist: string): string[] {
  const views = existsSync(join(dist, 'b')) ? readdirSync(join(dist, 'b')).sort() : [];
  const sections = ['rutie', 'ssa', 'preference'].filter((s) => existsSync(join(dist, s, 'index.html')));
  return ['/', ...views.map((v) => `/b/${v}/`), ...sections.map((s) => `/${s}/`)];
}

/** The first conversation page of a site, in path order (undefined when it has none). */
function firstConversation(dist: string): string | undefined {
  const walk = (dir: string, at: string): string | undefined => {
    if (existsSync(join(dir, 'index.html')) && at !== '/c/') return at;
    for (const e of readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort()) {
      const found = walk(join(dir, e), `${at}${e}/`);
      if (found) return found;
    }
    return undefined;
  };
  return existsSync(join(dist, 'c')) ? walk(join(dist, 'c'), '/c/') : undefined;
}

/**
 * Where the first ranked row of the page's first table is, against the screen: its box, the box of its model cell
 * and of the cell of the column the rows are ranked by (the header with aria-sort, else the second column), each
 * as seen (clipped by the table's scrolling wrapper), and how many lines each header of that table takes.
 */
function firstRankedRow(page: Page) {
  return page.evaluate(() => {
    const table = [...document.querySelectorAll<HTMLTableElement>('main table.data')].find(
      (t) => t.tBodies[0]?.rows.length && t.getBoundingClientRect().width > 0,
    );
    if (!table) return undefined;
    const row = table.tBodies[0]!.rows[0]!;
    const headers = [...table.querySelectorAll<HTMLTableCellElement>('thead th')].filter((th) => !th.hidden);
    const sorted = headers.findIndex((th) => th.hasAttribute('aria-sort'));
    const visibleCells = [...row.cells].filter((c) => !c.hidden);
    const key = visibleCells[sorted >= 0 ? sorted : 1] ?? visibleCells[0]!;
    const wrap = table.closest('.table-wrap')?.getBoundingClientRect() ?? table.getBoundingClientRect();
    const seen = (r: DOMRect) => ({
      left: Math.max(r.left, wrap.left),
      right: Math.min(r.right, wrap.right),
      top: r.top,
      bottom: r.bottom,
      width: Math.min(r.right, wrap.right) - Math.max(r.left, wrap.left),
      full: r.width,
    });
    /**
     * Lines a header's label takes: the distinct tops of its text's line boxes (a Range's rects: text inside the sort
     * button counts line by line). The help button sits in the header's corner, on no line of its own.
     */
    const lines = (th: HTMLTableCellElement) => {
      const range = document.createRange();
      range.selectNodeContents(th.querySelector('.th-label') ?? th);
      const boxes = [...range.getClientRects()].filter((r) => r.height > 0 && r.width > 0 && r.height < 40);
      const tops: number[] = [];
      for (const r of boxes.sort((a, b) => a.top - b.top))
        if (!tops.some((t) => Math.abs(t - r.top) < 10)) tops.push(r.top);
      return { label: th.innerText.replace(/\s+/g, ' ').trim(), lines: tops.length };
    };
    return {
      row: row.getBoundingClientRect().toJSON() as DOMRect,
      model: seen(visibleCells[0]!.getBoundingClientRect()),
      key: seen(key.getBoundingClientRect()),
      keyText: key.innerText.trim(),
      sortedBy: sorted >= 0 ? headers[sorted]!.innerText.replace(/\s+/g, ' ').trim() : undefined,
      headers: headers.map(lines),
      screen: { width: window.innerWidth, height: window.innerHeight },
    };
  });
}

/** Opens a path at a screen size. */
async function open(browser: Browser, site: Site, path: string, screen: (typeof SCREENS)[number]) {
  const context = await browser.newContext({ viewport: screen });
  const page = await context.newPage();
  const res = await page.goto(site.server.url + path);
  expect(res?.status(), path).toBe(200);
  await page.waitForLoadState('networkidle');
  return page;
}

/** The checks of the first screen on every leaderboard page and the first conversation page of a site. */
async function expectFirstScreens(browser: Browser, site: Site, name: string): Promise<void> {
  for (const screen of SCREENS) {
    for (const path of leaderboardPages(site.dist)) {
      const page = await open(browser, site, path, screen);
      const at = `${name} ${path} at ${screen.width} px`;
      const r = await firstRankedRow(page);
      expect(r, `${at}: a ranked table`).toBeDefined();
      // The whole first row is in the first screen, below the top.
      expect(r!.row.top, `${at}: the first ranked row starts in the screen`).toBeGreaterThanOrEqual(0);
      expect(r!.row.bottom, `${at}: the first ranked row ends in the first screen`).toBeLessThanOrEqual(
        r!.screen.height,
      );
      // The model and the number it is ranked by are whole on the screen, without scrolling sideways.
      for (const [what, box] of [
        ['model', r!.model],
        [`ranking number ${r!.keyText}`, r!.key],
      ] as const) {
        expect(box.left, `${at}: ${what} starts on the screen`).toBeGreaterThanOrEqual(0);
        expect(box.right, `${at}: ${what} ends on the screen`).toBeLessThanOrEqual(r!.screen.width);
        expect(box.width, `${at}: ${what} is not cut by the table's edge`).toBeGreaterThanOrEqual(
          box.full - 1,
        );
      }
      for (const h of r!.headers) expect(h.lines, `${at}: header "${h.label}"`).toBeLessThanOrEqual(2);
      await page.context().close();
    }
    const conversation = firstConversation(site.dist);
    if (conversation) {
      const page = await open(browser, site, conversation, screen);
      const turn = await page.evaluate(() => {
        const li = document.querySelector('main ol.chats > li');
        const text = li?.querySelector('.text')?.getBoundingClientRect();
        return li && text
          ? { top: li.getBoundingClientRect().top, textTop: text.top, height: innerHeight }
          : undefined;
      });
      const at = `${name} ${conversation} at ${screen.width} px`;
      expect(turn, `${at}: a turn`).toBeDefined();
      expect(turn!.top, `${at}: the first turn starts in the screen`).toBeGreaterThanOrEqual(0);
      // Its speaker and the first line of its text are on the first screen.
      expect(turn!.textTop + 24, `${at}: the first turn's text is on the first screen`).toBeLessThanOrEqual(
        turn!.height,
      );
      await page.context().close();
    }
  }
}

describe.skipIf(!hasChromium)('the first screen of the demo', () => {
  let site: Site;
  let browser: Browser;

  beforeAll(async () => {
    const dist = await buildTestSite(join(PROJECT_ROOT, 'content'));
    site = { dist, server: await serveDir(dist) };
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.server.close();
  });

  it('shows a ranked row on the home page and every leaderboard page, and a turn on a conversation page, at 390 and 1280 px', async () => {
    expect(leaderboardPages(site.dist).length).toBeGreaterThan(5);
    await expectFirstScreens(browser, site, 'demo');
  }, 600_000);

  it('sums the problems up in one line linking to them, and folds a long description', async () => {
    const page = await open(browser, site, '/', SCREENS[0]);
    const line = page.locator('main .problems-line');
    await expect(line.count()).resolves.toBe(1);
    await expect(line.innerText()).resolves.toMatch(/^1 problem with the data: .* What is missing, and why$/);
    await expect(line.locator('a').getAttribute('href')).resolves.toBe('/quality/#problems');
    // One line on a laptop, two at most on a phone.
    const lines = await line.evaluate((p) => Math.round(p.getBoundingClientRect().height / 24));
    expect(lines).toBeLessThanOrEqual(3);
    await expect(page.locator('main details.about-data summary').innerText()).resolves.toBe(
      'About this data',
    );
    await page.context().close();
  });

  it('marks the rows resting on judgments that quote other text, with a sentence under the table, on the leaderboard and the model page', async () => {
    // Claude's demo file on DemoBot quotes text that is not in its dialogues (the demo's data-quality page says so).
    for (const path of ['/b/hcg-Claude/', '/models/DemoBot/']) {
      const page = await open(browser, site, path, SCREENS[1]);
      const marked = page.locator('main table.data tbody tr', { has: page.locator('.caveat-mark') });
      await expect(marked.count(), path).resolves.toBe(1);
      await expect(marked.locator('td').first().innerText()).resolves.toMatch(
        /^DemoBot \(demo inquirer\)\s*†/,
      );
      await expect(page.locator('main ul.caveats li').first().innerText()).resolves.toMatch(
        /^† DemoBot \(demo inquirer\): 12 of the 12 judgments behind this row could not be verified/,
      );
      await page.context().close();
    }
    // GPT-4o's files quote their dialogues: nothing marked.
    const page = await open(browser, site, '/b/hcg-GPT4o/', SCREENS[1]);
    await expect(page.locator('main .caveat-mark').count()).resolves.toBe(0);
    await page.context().close();
  });

  it("puts compare's difference column on a phone's screen, with the measure across the row", async () => {
    const page = await open(browser, site, '/compare/?a=gpt4&b=llama2-7b', SCREENS[0]);
    await page.locator('table.compare-scores').waitFor();
    const at = await page.evaluate(() => {
      const t = document.querySelector('table.compare-scores')!;
      const diff = t.querySelector('thead th:last-child')!.getBoundingClientRect();
      const th = t.querySelector('tbody th')!.getBoundingClientRect();
      const cell = t.querySelector('tbody td:last-child')!.getBoundingClientRect();
      return { diff: diff.right, cell: cell.right, label: th.height, width: innerWidth };
    });
    expect(at.diff).toBeLessThanOrEqual(at.width);
    expect(at.cell).toBeLessThanOrEqual(at.width);
    // "Passed / judge GPT-4": two lines, not a word a line.
    expect(at.label).toBeLessThan(60);
    await page.context().close();
  });

  it('says how to serve the site when it is opened from disk, and says nothing when it is served', async () => {
    const page = await (await browser.newContext({ viewport: SCREENS[0] })).newPage();
    await page.goto(pathToFileURL(join(site.dist, 'index.html')).href);
    const notice = page.locator('.served-notice');
    await expect(notice.isVisible()).resolves.toBe(true);
    await expect(notice.innerText()).resolves.toMatch(
      /^This Parley site needs a web server .* run python3 -m http\.server and open http:\/\/localhost:8000\/\.$/,
    );
    const box = await notice.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(SCREENS[0].height);
    await page.goto(site.server.url + '/');
    await expect(page.locator('.served-notice').isVisible()).resolves.toBe(false);
    await page.context().close();
  });

  it('has a 404 page at the root, linking back into the site, axe-clean', async () => {
    expect(existsSync(join(site.dist, '404.html'))).toBe(true);
    const page = await open(browser, site, '/404.html', SCREENS[0]);
    await expect(page.locator('h1').innerText()).resolves.toBe('Page not found');
    await expect(page.locator('main a').first().getAttribute('href')).resolves.toBe('/');
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await page.context().close();
  });

  it('keeps the demo home page and a conversation page axe-clean at both sizes', async () => {
    for (const screen of SCREENS)
      for (const path of ['/', '/b/hcg-Claude/', '/c/botchat/MT-1/gpt4/']) {
        const page = await open(browser, site, path, screen);
        const axe = await new AxeBuilder({ page }).analyze();
        const serious = axe.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${path} at ${screen.width} px: ${v.id} ${v.nodes[0]?.target.join(' ')}`);
        expect(serious).toEqual([]);
        await page.context().close();
      }
  }, 300_000);
});

describe.skipIf(!hasChromium || !hasData)('the first screen of the sites built from ../shared/data', () => {
  const sites: Record<string, Site> = {};
  let browser: Browser;

  beforeAll(async () => {
    const build = async (dir: string, manifest?: string) => {
      const dist = await buildTestSite(dir, manifest);
      return { dist, server: await serveDir(dist) };
    };
    sites.botchat = await build(join(DATA, 'botchat'));
    sites.hcg = await build(join(DATA, 'hcg'));
    sites.meena = await build(DATA, join(PROJECT_ROOT, 'docs', 'examples', 'meena-fed.manifest.json'));
    sites.rutie = await build(join(DATA, 'rutie'));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    for (const s of Object.values(sites)) await s.server.close();
  });

  for (const name of ['botchat', 'hcg', 'meena', 'rutie'])
    it(`shows a ranked row on every leaderboard page and a turn on a conversation page of ${name}, at 390 and 1280 px`, async () => {
      await expectFirstScreens(browser, sites[name]!, name);
    }, 600_000);

  it("marks Claude's rows for the three inquirers whose files quote other text, and tests verified pairs only", async () => {
    const page = await open(browser, sites.hcg!, '/b/hcg-Claude/', SCREENS[1]);
    const marked = await page
      .locator('main table.data')
      .first()
      .locator('tbody tr', { has: page.locator('.caveat-mark') })
      .locator('td:first-child a')
      .allInnerTexts();
    // decision 0103: Claude's files on GPT4o, llama_3B and llama_70B judged other generations of the dialogues.
    expect(marked.sort()).toEqual(expect.arrayContaining(['GPT4o', 'llama_3B', 'llama_70B']));
    expect(marked).not.toContain('Ground truth');
    await page.context().close();
    // Claude's verdicts on GPT4o are not verified, those on GPT4oMini are: no pair of them is tested.
    const compare = await open(browser, sites.hcg!, '/compare/?a=GPT4o&b=GPT4oMini', SCREENS[0]);
    await compare.locator('table.compare-scores').waitFor();
    const claude = compare
      .locator('table.compare-scores tbody tr', { hasText: 'judge Claude, setting 6' })
      .first();
    await expect(claude.locator('td').last().innerText()).resolves.toBe(
      'no test: on all 413 shared seeds a verdict is not verified',
    );
    await expect(claude.locator('td').nth(0).innerText()).resolves.toMatch(/†/);
    await expect(compare.locator('ul.caveats').innerText()).resolves.toMatch(
      /The paired tests use only items on which both verdicts are verified: [\d,]+ items? tested, \d+ left out\./,
    );
    await compare.context().close();
  });

  it('copies no HCG image into a site whose manifest names only Meena and FED files', () => {
    // Before: nine of the HCG study's images under ref/hcg/. The HCG site itself still shows its judges' images.
    expect(existsSync(join(sites.meena!.dist, 'ref'))).toBe(false);
    expect(
      existsSync(join(sites.hcg!.dist, 'ref', 'Evaluation', 'result_summary_oasst', 'GPT4o_Evaluator')),
    ).toBe(true);
  });

  it('names the ground truth "Ground truth" on the HCG site as on BotChat', async () => {
    const page = await open(browser, sites.hcg!, '/models/GT/', SCREENS[1]);
    await expect(page.locator('h1').innerText()).resolves.toBe('Ground truth');
    await page.context().close();
  });
});

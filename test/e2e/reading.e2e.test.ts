// Reading the leaderboard and the figures on any screen (issue 20), in Debian's Chromium at 390 px and 1280 px:
// no page scrolls sideways, the leaderboard's model column stays in view when its table scrolls, every chart fits
// its container with its text inside the chart and at least 12 px on the phone, and axe finds nothing serious.
// On the demo, and on the real BotChat data in ../shared/data/botchat when it is there.
//
// Screenshots of the leaderboard and a figure at both widths go to the build's temporary directory, or to the
// directory named by PARLEY_SCREENSHOTS (docs/screenshots when refreshing the README's pictures).
import AxeBuilder from '@axe-core/playwright';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/pipeline/buildSite.ts';
import { buildTestSite, CHROMIUM, launchChromium, serveDir, type Server } from './browser.ts';

const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.warn(`${CHROMIUM} not found: browser tests skipped (apt-get install chromium)`);
const BOTCHAT = join(PROJECT_ROOT, '../shared/data/botchat');
const hasBotchat = existsSync(join(BOTCHAT, 'lb.csv'));
if (!hasBotchat)
  console.warn(`corpus absent: ${BOTCHAT}/lb.csv not found; the real BotChat leaderboard is not checked`);

const WIDTHS = [390, 1280] as const;

/** Opens `path` at a viewport width (JavaScript on unless told). */
async function open(
  browser: Browser,
  server: Server,
  path: string,
  width: number,
  javaScript = true,
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 860 },
    javaScriptEnabled: javaScript,
  });
  const page = await context.newPage();
  await page.goto(server.url + path);
  await page.waitForLoadState('networkidle');
  return page;
}

/** How far the page scrolls sideways (0 when it does not). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Every chart shown on the page: its size against its container, its text outside the chart, and its smallest
 * text as drawn (the font size times the scale at which the SVG is drawn).
 */
function charts(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<SVGSVGElement>('svg.parley-chart')]
      .filter((svg) => svg.getBoundingClientRect().width > 0)
      .map((svg) => {
        const box = svg.getBoundingClientRect();
        const container = svg.parentElement!.getBoundingClientRect();
        const scale = box.width / svg.viewBox.baseVal.width;
        const texts = [...svg.querySelectorAll('text')].filter((t) => t.textContent?.trim());
        const outside = texts
          .map((t) => ({ t: t.textContent!, r: t.getBoundingClientRect() }))
          .filter(
            ({ r }) =>
              r.width > 0 &&
              (r.left < box.left - 1 ||
                r.right > box.right + 1 ||
                r.top < box.top - 1 ||
                r.bottom > box.bottom + 1),
          )
          .map(({ t }) => t);
        const smallest = Math.min(...texts.map((t) => parseFloat(getComputedStyle(t).fontSize) * scale));
        return {
          title: svg.querySelector('title')?.textContent ?? '',
          overflow: Math.round(box.right - container.right),
          outside,
          smallest: Math.round(smallest * 10) / 10,
        };
      }),
  );
}

/** The checks every page gets at both widths: no sideways scroll, charts that fit and read, axe. */
async function expectReadable(
  browser: Browser,
  server: Server,
  paths: readonly string[],
  widths: readonly number[] = WIDTHS,
): Promise<void> {
  for (const width of widths)
    for (const path of paths) {
      const page = await open(browser, server, path, width);
      expect(await sideways(page), `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      for (const c of await charts(page)) {
        expect(
          c.overflow,
          `${path} at ${width} px: "${c.title}" is wider than its container`,
        ).toBeLessThanOrEqual(1);
        expect(c.outside, `${path} at ${width} px: "${c.title}" has text outside the chart`).toEqual([]);
        expect(
          c.smallest,
          `${path} at ${width} px: "${c.title}" has text below 12 px`,
        ).toBeGreaterThanOrEqual(12);
      }
      const axe = await new AxeBuilder({ page }).analyze();
      const serious = axe.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${path} at ${width} px: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
      expect(serious).toEqual([]);
      await page.context().close();
    }
}

/**
 * Scrolls the first leaderboard's table to its right end (and down, when it scrolls down) and returns where its
 * model cells and its header are against the scrolling wrapper.
 */
async function scrollLeaderboard(page: Page) {
  return page.evaluate(() => {
    const wrap = document.querySelector<HTMLElement>('.table-wrap.sticky')!;
    wrap.scrollLeft = wrap.scrollWidth;
    wrap.scrollTop = wrap.scrollHeight;
    const w = wrap.getBoundingClientRect();
    const table = wrap.querySelector('table')!;
    const firstCells = [...table.querySelectorAll<HTMLElement>('tbody tr > :first-child')];
    const visibleRows = firstCells.filter((c) => {
      const r = c.getBoundingClientRect();
      return r.bottom > w.top && r.top < w.bottom;
    });
    const header = table.querySelector('thead th')!.getBoundingClientRect();
    return {
      scrolled: wrap.scrollLeft,
      scrollsSideways: wrap.scrollWidth > wrap.clientWidth,
      modelLeft: Math.min(...visibleRows.map((c) => c.getBoundingClientRect().left - w.left)),
      modelRight: Math.max(...visibleRows.map((c) => c.getBoundingClientRect().right - w.left)),
      modelsShown: visibleRows.length,
      headerTop: Math.round(header.top - w.top),
      width: w.width,
    };
  });
}

/** Writes a screenshot of the first element matching `selector`. */
async function shoot(page: Page, selector: string, file: string): Promise<void> {
  await page.locator(selector).first().screenshot({ path: file });
}

const SHOTS = process.env.PARLEY_SCREENSHOTS
  ? resolve(PROJECT_ROOT, process.env.PARLEY_SCREENSHOTS)
  : undefined;

describe.skipIf(!hasChromium)('reading the demo site at 390 px and 1280 px', () => {
  let server: Server;
  let browser: Browser;
  let shots: string;

  beforeAll(async () => {
    const dist = await buildTestSite(join(PROJECT_ROOT, 'content'));
    shots = SHOTS ?? join(dist, '..', 'screenshots');
    mkdirSync(shots, { recursive: true });
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
    figure6: '/b/botchat-gpt-4/pass-at-gt-length/',
    figure5: '/b/botchat-gpt-4/win-tie-lose/',
    curve: '/b/botchat-gpt-4/pass-curve/',
    matrix: '/b/botchat-gpt-4/win-rate-matrix-N-16/',
    lengths: '/b/botchat-gpt-4/lengths/',
    hcgView: '/b/hcg-GPT4o/',
    hcgFigure: '/b/hcg-GPT4o/study-pass-rate-6/',
    hcgGt: '/b/hcg-GPT4o/study-indistinguishable-6/',
    judges: '/judges/hcg/',
    model: '/models/gpt4/',
  };

  // One test per width: on a busy machine the twelve pages with axe take minutes.
  for (const width of WIDTHS)
    it(`never scrolls sideways at ${width} px, fits every chart with its text inside and at least 12 px, and is axe-clean`, async () => {
      await expectReadable(browser, server, Object.values(pages), [width]);
    });

  it('keeps the compact leaderboard to eight columns, leaves out empty ones, and keeps the model column in view', async () => {
    const page = await open(browser, server, pages.home, 390);
    const board = page.locator('section.leaderboard').first();
    const shown = await board.locator('table.data thead th:visible').count();
    expect(shown).toBeLessThanOrEqual(8);
    expect(shown).toBeGreaterThanOrEqual(5);
    const at = await scrollLeaderboard(page);
    expect(at.scrollsSideways).toBe(true);
    expect(at.scrolled).toBeGreaterThan(100);
    // After scrolling to the table's right end the model names sit at the wrapper's left edge, all of them.
    expect(at.modelsShown).toBeGreaterThan(0);
    expect(Math.abs(at.modelLeft)).toBeLessThanOrEqual(1);
    expect(at.modelRight).toBeLessThan(at.width / 2);
    expect(at.headerTop).toBeGreaterThanOrEqual(-1);
    await shoot(page, 'section.leaderboard .table-wrap', join(shots, 'leaderboard-390-scrolled.png'));
    await page.evaluate(() => {
      const wrap = document.querySelector<HTMLElement>('.table-wrap.sticky')!;
      wrap.scrollLeft = 0;
      wrap.scrollTop = 0;
    });
    await shoot(page, 'section.leaderboard', join(shots, 'leaderboard-390.png'));
    await page.context().close();
    const wide = await open(browser, server, pages.home, 1280);
    await shoot(wide, 'section.leaderboard', join(shots, 'leaderboard-1280.png'));
    await wide.context().close();
  });

  it('shows more columns with the chooser, and a link to every column without JavaScript', async () => {
    const page = await open(browser, server, pages.home, 1280);
    const board = page.locator('section.leaderboard').first();
    const before = await board.locator('table.data thead th:visible').count();
    await board.locator('details.column-chooser summary').click();
    await board
      .locator('details.column-chooser label', { hasText: /^\s*Elo@8\s*$/ })
      .locator('input')
      .check();
    expect(await board.locator('table.data thead th:visible').count()).toBe(before + 1);
    expect(await board.locator('table.data tbody tr:first-child td:visible').count()).toBe(before + 1);
    // Sorting still works on a table with hidden columns: by the model's name, both ways.
    await board.locator('thead th button.sort', { hasText: 'Model' }).click();
    const asc = await board.locator('tbody tr td:first-child').allInnerTexts();
    expect(asc).toEqual(
      [...asc].sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' })),
    );
    await page.context().close();

    const plain = await open(browser, server, pages.home, 1280, false);
    const noJs = plain.locator('section.leaderboard').first();
    expect(await noJs.locator('details.column-chooser').isVisible()).toBe(false);
    const full = noJs.locator('a.full-table');
    const total = Number(/All (\d+) columns/.exec(await full.innerText())![1]);
    expect(total).toBeGreaterThan(8);
    await full.click();
    await plain.waitForLoadState('networkidle');
    expect(new URL(plain.url()).pathname).toBe(pages.view);
    expect(await plain.locator('table.data').first().locator('thead th:visible').count()).toBe(total);
    await plain.context().close();
  });

  it('explains each column on hover and on keyboard focus, and lists the definitions', async () => {
    const page = await open(browser, server, pages.home, 1280);
    const board = page.locator('section.leaderboard').first();
    const tip = board.locator('thead th[data-key="rank"] .tip');
    expect(await tip.locator('.tip-text').isVisible()).toBe(false);
    await tip.locator('.tip-button').hover();
    expect(await tip.locator('.tip-text').isVisible()).toBe(true);
    await page.mouse.move(0, 0);
    await tip.locator('.tip-button').focus();
    expect(await tip.locator('.tip-text').isVisible()).toBe(true);
    expect(await tip.locator('.tip-button').getAttribute('aria-label')).toMatch(
      /^Rank: the ranks the 95% intervals/,
    );
    expect(await board.locator('.column-defs dt', { hasText: /^Rank$/ }).count()).toBe(1);
    await page.context().close();
  });

  it('gives every row an anchor named after the model', async () => {
    const page = await open(browser, server, `${pages.view}#model-gpt4`, 390);
    const row = page.locator('tr#model-gpt4');
    expect(await row.locator('td').first().innerText()).toContain('GPT-4');
    expect(await page.evaluate(() => document.querySelector(':target')?.id)).toBe('model-gpt4');
    const home = await open(browser, server, '/#botchat-gpt-4-model-vicuna-13b-v1.5', 1280);
    const vicuna = home.locator('tr[id="botchat-gpt-4-model-vicuna-13b-v1.5"] td').first();
    expect(await vicuna.innerText()).toContain('Vicuna-13B');
    await page.context().close();
    await home.context().close();
  });

  it('draws the HCG figure as the study did: vertical bars, the real dialogues last; figure 6 values in a column', async () => {
    for (const width of WIDTHS) {
      const page = await open(browser, server, pages.hcgFigure, width);
      const chart = page.locator('.figure svg.parley-chart:visible');
      expect(await chart.count()).toBe(1);
      expect(await chart.locator('text[transform*="rotate"]').last().textContent()).toBe('real dialogues');
      await page.context().close();
      const f6 = await open(browser, server, pages.figure6, width);
      await shoot(f6, '.figure', join(shots, `figure-6-${width}.png`));
      await f6.context().close();
    }
  });
});

describe.skipIf(!hasChromium || !hasBotchat)(
  'reading the real BotChat leaderboard (../shared/data/botchat)',
  () => {
    let server: Server;
    let browser: Browser;

    beforeAll(async () => {
      server = await serveDir(await buildTestSite(BOTCHAT));
      browser = await launchChromium();
    });
    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    it('shows the published columns only (none empty), keeps the model column in view, and reads at both widths', async () => {
      await expectReadable(browser, server, ['/', '/b/botchat-gpt-4/']);
      const page = await open(browser, server, '/', 390);
      const heads = await page
        .locator('section.leaderboard table.data thead th:visible .th-label')
        .allInnerTexts();
      expect(heads.length).toBeLessThanOrEqual(8);
      expect(heads[0]).toContain('Model');
      // With no judgments every reproduced column is empty: none is shown.
      expect(heads.every((h, i) => i === 0 || h.includes('published'))).toBe(true);
      const at = await scrollLeaderboard(page);
      if (at.scrollsSideways) expect(Math.abs(at.modelLeft)).toBeLessThanOrEqual(1);
      // lb.csv's Link column: models with a published page link to it.
      expect(
        await page.locator('section.leaderboard a.external[href^="https://huggingface.co/"]').count(),
      ).toBeGreaterThan(5);
      await page.context().close();
    });
  },
);

const HCG = join(PROJECT_ROOT, '../shared/data/hcg');
const hasHcg = existsSync(join(HCG, 'Evaluation'));
if (!hasHcg) console.warn(`corpus absent: ${HCG}/Evaluation not found; the real HCG figures are not checked`);

describe.skipIf(!hasChromium || !hasHcg)('reading the real HCG figures (../shared/data/hcg)', () => {
  let server: Server;
  let browser: Browser;
  let shots: string;

  beforeAll(async () => {
    const dist = await buildTestSite(HCG);
    shots = SHOTS ?? join(dist, '..', 'screenshots');
    mkdirSync(shots, { recursive: true });
    server = await serveDir(dist);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const figure = '/b/hcg-GPT4o/study-pass-rate-6/';

  it('reads at both widths: leaderboard, view and the reproduced figures', async () => {
    await expectReadable(browser, server, [
      '/',
      '/b/hcg-GPT4o/',
      figure,
      '/b/hcg-GPT4o/study-indistinguishable-12/',
    ]);
  });

  it("puts the inquirer models in the study's order, the real dialogues last, beside the study's image at a readable size", async () => {
    for (const width of WIDTHS) {
      const page = await open(browser, server, figure, width);
      const names = await page
        .locator('.figure svg.parley-chart:visible text[transform*="rotate"]')
        .allTextContents();
      // The study's image runs DS, gemma_27b, GPT4o, GPT4oMini, llama_3B, ..., llama_8B_v2, llama_70B, mistral_7B, ...
      const llamas = names.filter((n) => n.startsWith('llama'));
      expect(llamas.indexOf('llama_70B')).toBe(llamas.length - 1);
      expect(names.indexOf('llama_8B')).toBeLessThan(names.indexOf('llama_70B'));
      expect(names.at(-1)).toBe('real dialogues');
      const image = (await page.locator('.figure .reference img').boundingBox())!;
      const chart = (await page.locator('.figure svg.parley-chart:visible').boundingBox())!;
      if (width === 1280) {
        // Side by side: the image right of the chart, wider than 600 px (the study's 1000 px drawn at 0.6 or more).
        expect(image.x).toBeGreaterThan(chart.x + chart.width);
        expect(image.width).toBeGreaterThan(600);
      } else expect(image.width).toBeGreaterThan(340);
      await shoot(page, '.figure', join(shots, `figure-hcg-${width}.png`));
      await page.context().close();
    }
  });
});

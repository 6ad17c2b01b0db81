// The peers section in Debian's Chromium, built from a directory holding six peers' files in their own layouts
// (test/peers/siteFixture.ts, hand-written rows): the published numbers beside Parley's on the pages, the marks of
// agreement and difference, the notes on what is not reproduced, clean loads, axe in light and dark, a phone's
// width, the navigation and home block, a model's rows, and CSV downloads that are not formulas.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTree } from '../peers/readTree.ts';
import { HAND, peerSiteFiles } from '../peers/siteFixture.ts';
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
if (!hasChromium) console.warn(`${CHROMIUM} not found: peers browser tests skipped`);

const PAGES = ['alpacaeval', 'arena-hard', 'mt-bench', 'lm-eval', 'inspect', 'lmarena'].map(
  (f) => `/peers/${f}/`,
);

/** The rows of the table under a heading, as arrays of cell texts. */
async function tableUnder(page: Page, heading: string): Promise<string[][]> {
  const section = page.locator('section', { has: page.locator('h2', { hasText: heading }) });
  return section
    .locator('table.data tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td, th')].map((c) => (c.textContent ?? '').trim())),
    );
}

describe.skipIf(!hasChromium)('the peers pages in Chromium', () => {
  let dist: string;
  let server: Server;
  let browser: Browser;

  beforeAll(async () => {
    dist = await buildTestSite(await writeTree(peerSiteFiles()));
    server = await serveDir(dist);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('loads every peers page with no console error, page error or request leaving the site', async () => {
    await expectClean(browser, server, ['/peers/', ...PAGES]);
  });

  it('shows AlpacaEval’s published numbers beside the hand-computed ones, and marks the one that differs', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(server.url + '/peers/alpacaeval/');
    const rows = await tableUnder(page, 'Published beside computed');
    // Model, published in, column, Parley, published, difference, agrees, n.
    const byColumn = Object.fromEntries(rows.map((r) => [r[2], r]));
    expect(byColumn.win_rate!.slice(3)).toEqual(['62.5', '62.5', '0', 'yes', '4']);
    expect(byColumn.standard_error!.slice(3, 7)).toEqual(['23.94', '23.94', '-0.0043', 'yes']);
    expect(byColumn.n_wins!.slice(3, 7)).toEqual(['2', '2', '0', 'yes']);
    expect(byColumn.avg_length!.slice(3, 7)).toEqual([String(HAND.alpaca.avgLength), '22', '-1.0', 'no']);
    const lb = await tableUnder(page, 'Leaderboard');
    // Led by the published LC (57.46, 55.1, the baseline's 50.0); Parley's LC of model-x is its refit (no weights in
    // the data), marked ≈ with its difference; the win rates ± SE and lengths published and recomputed.
    expect(lb.map((r) => r[0])).toEqual([
      HAND.alpaca.publishedOnly,
      HAND.alpaca.model,
      `${HAND.alpaca.baseline} (baseline)`,
    ]);
    expect(lb[1]!.slice(0, 10)).toEqual([
      HAND.alpaca.model,
      '55.10 ± 3.20',
      expect.stringMatching(/^≈ \d+\.\d\d$/),
      expect.stringMatching(/^[+-]\d+\.\d\d$/),
      '62.50 ± 23.94',
      '62.50 ± 23.94',
      '=',
      '22',
      '21',
      '-1',
    ]);
    expect(byColumn.length_controlled_winrate!.slice(6, 7)).toEqual(['approximation']);
    const notes = await page.locator('section', { has: page.locator('h2#notes') }).innerText();
    expect(notes).toContain(
      `no annotations in the data, so its win rates are shown as published and not recomputed: ${HAND.alpaca.publishedOnly}`,
    );
    expect(notes).toContain("Parley's LC of 1 model (marked ≈) is an approximation");
    expect(notes).toContain('compared with itself');
    await page.screenshot({ path: join(dist, '..', 'peers-alpacaeval-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(dist, '..', 'peers-alpacaeval-390.png'), fullPage: true });
    await page.close();
  });

  it('shows arena-hard’s score 75 and avg_tokens 329 agreeing, lm-eval and Inspect to every digit', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(server.url + '/peers/arena-hard/');
    const ah = await tableUnder(page, 'Published beside computed');
    const x = (col: string) => ah.find((r) => r[0] === 'model-x' && r[2] === col)!.slice(3, 7);
    expect(x('score')).toEqual(['75.0', '75.0', '0', 'yes']);
    expect(x('avg_tokens')).toEqual(['329.0', '329.0', '0', 'yes']);
    // The baseline scores 50 against itself by definition, as the leaderboard prints it.
    expect(ah.find((r) => r[0] === 'gpt-4-0314' && r[2] === 'score')!.slice(3, 7)).toEqual([
      '50.0',
      '50.0',
      '0',
      'yes',
    ]);
    await expect(page.locator('main').innerText()).resolves.toContain(
      "token_len: 2 of 4 answers' written counts",
    );
    await page.screenshot({ path: join(dist, '..', 'peers-arena-hard-1280.png'), fullPage: true });

    await page.goto(server.url + '/peers/lm-eval/');
    const lm = await tableUnder(page, 'Task metrics as printed');
    expect(lm.map((r) => r.slice(1, 8))).toEqual([
      ['arc_easy', 'none', 'acc', '0.7500', '0.7500', '0.2500', '0.2500'],
      ['gsm8k', 'strict-match', 'exact_match', '0.5000', '0.5000', '0.5000', '0.5000'],
    ]);
    expect((await tableUnder(page, 'every digit')).map((r) => r[6])).toEqual(['yes', 'yes', 'yes', 'yes']);
    await expect(page.locator('main').innerText()).resolves.toContain(
      `shown as published only: ${HAND.lmEval.group}`,
    );

    await page.goto(server.url + '/peers/inspect/');
    const ins = await tableUnder(page, 'Published beside computed');
    expect(ins.map((r) => [r[2], r[3], r[4], r[6], r[7]])).toEqual([
      ['accuracy', '0.75', '0.75', 'yes', '4'],
      ['stderr', '0.25', '0.25', 'yes', '4'],
    ]);
    await page.close();
  });

  it('shows MT-Bench’s turn and category means and pairwise rates, and LMArena’s slice counts', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(server.url + '/peers/mt-bench/');
    const single = await tableUnder(page, 'Single-answer grades');
    // Ranked by the average, shown beside the model (then turn 1 and turn 2).
    expect(single.map((r) => r.slice(0, 6))).toEqual([
      ['model-a', '8.0000', '8.3333', '7.5000', '5', '1'],
      ['model-b', '4.5000', '5.0000', '4.0000', '2', '0'],
    ]);
    expect((await tableUnder(page, 'Grades per category'))[0]).toEqual(['model-a', '8.00', '7.00', '8.50']);
    expect((await tableUnder(page, 'Pairwise win rates')).map((r) => r.slice(0, 7))).toEqual([
      ['model-a', '1', '1', '2', '0.2500', '0.2500', '0.5000'],
      ['model-b', '1', '1', '2', '0.2500', '0.2500', '0.5000'],
    ]);
    await page.goto(server.url + '/peers/lmarena/');
    const slices = Object.fromEntries((await tableUnder(page, 'Battles per slice')).map((r) => [r[0], r[1]]));
    expect(slices).toMatchObject({
      overall: String(HAND.lmarena.battles),
      'language:English': '5',
      'language:Chinese': '1',
    });
    expect(await tableUnder(page, 'Bradley-Terry')).toHaveLength(3);
    await page.screenshot({ path: join(dist, '..', 'peers-lmarena-1280.png'), fullPage: true });
    await page.close();
  });

  it('links the section from the navigation, summarises it on the home page, and gives a model its rows', async () => {
    const page = await browser.newPage();
    await page.goto(server.url + '/');
    await expect(page.locator('.site-header nav a', { hasText: 'Peers' }).getAttribute('href')).resolves.toBe(
      '/peers/',
    );
    const summary = page.locator('section[aria-labelledby="lb-peers"]');
    const rows = await summary.locator('tbody tr').allInnerTexts();
    expect(rows).toHaveLength(6);
    // AlpacaEval: 8 numbers recomputed for model-x (7 agree), its LC approximated (not counted as recomputed) and the
    // 10 of the row without annotations not; lm-eval: 4 of 4, and the group's one value not recomputed.
    expect(rows[0]).toMatch(/^AlpacaEval\s+3\s+8\s+7 of 8\s+11$/);
    expect(rows[3]).toMatch(/^lm-evaluation-harness\s+1\s+4\s+4 of 4\s+1$/);
    await page.goto(server.url + '/models/model-x/');
    await expect(page.locator('main').innerText()).resolves.toContain(
      'AlpacaEval: Published beside computed',
    );
    await page.close();
  });

  it('passes axe in light and dark, fits a phone, and writes CSV downloads that are not formulas', async () => {
    // axe on the format page with every element (the other format pages share its template, the index is one of
    // its tables), to keep the run short.
    await expectAxeClean(browser, server, ['/peers/alpacaeval/']);
    await expectFitsPhone(browser, server, ['/peers/', ...PAGES]);
    const csv = await readFile(join(dist, 'data/peers/alpacaeval-published.csv'), 'utf8');
    expect(csv.split(/\r?\n/)[0]).toBe(
      'model,board,column,parley,published,published_printed,difference,agrees,approximation,input_error,n,note',
    );
    // A cell may start with a minus only as a number (a difference); text never starts a formula.
    for (const line of csv.trim().split(/\r?\n/))
      for (const cell of line.split(','))
        if (!Number.isFinite(Number(cell))) expect(cell).not.toMatch(/^[=+\-@]/);
  });
});

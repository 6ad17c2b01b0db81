// The two-model comparison on the demo site in Chromium, at 390 px and 1280 px: compare/?a=&b= shows both models,
// their scores (with the views' Bradley-Terry ratings beside the style-controlled ones, and the Turing test) and
// every seed both answered; the disagree filter and the form keep their state in the URL; a seed's two
// conversations load side by side; without JavaScript the page says so and links the model pages; no sideways
// scroll, no console error, no request leaving the site, axe clean. With PARLEY_SCREENSHOTS=1 it also writes
// docs/screenshots/compare-390.png and compare-1280.png.
import AxeBuilder from '@axe-core/playwright';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/pipeline/buildSite.ts';
import {
  buildTestSite,
  CHROMIUM,
  expectAxeClean,
  launchChromium,
  serveDir,
  watchPage,
  type Server,
} from './browser.ts';

const hasChromium = existsSync(CHROMIUM);
if (!hasChromium)
  console.warn(`${CHROMIUM} not found: compare browser tests skipped (apt-get install chromium)`);

const PAIR = '/compare/?a=gpt4&b=llama2-7b';
const WIDTHS = [390, 1280] as const;

/** Waits until the page has drawn the comparison (the status line names both models). */
async function drawn(page: Page): Promise<void> {
  await page.locator('#compare-status', { hasText: 'both answered' }).waitFor();
}

describe.skipIf(!hasChromium)('the comparison page in Chromium', () => {
  let server: Server;
  let browser: Browser;

  beforeAll(async () => {
    server = await serveDir(await buildTestSite(join(PROJECT_ROOT, 'content')));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const width of WIDTHS)
    it(`shows both models, their scores and the 30 seeds both answered, without sideways scroll at ${width} px`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const w = watchPage(page, server.url);
      await page.goto(server.url + PAIR);
      await drawn(page);
      await expect(page.locator('#compare-result h2').innerText()).resolves.toBe(
        'GPT-4 and LLaMA2-7B on BotChat',
      );
      await expect(page.locator('#compare-status').innerText()).resolves.toBe(
        'GPT-4 and LLaMA2-7B: 30 seeds both answered.',
      );
      // The demo's published pass@16 for GPT-4 is 17 of 29; LLaMA2-7B passed none of 30.
      const scores = await page.locator('table.compare-scores tbody tr').allInnerTexts();
      expect(scores[0]).toMatch(
        /Passed[\s\S]*58\.6%\s*\(17\/29\)[\s\S]*0\.0%\s*\(0\/30\)[\s\S]*\+58\.6 points on 29 shared seeds/,
      );
      expect(scores[0]).toContain('McNemar p < 0.001 (only A 17, only B 0)');
      await expect(page.locator('.compare-h2h li').first().innerText()).resolves.toMatch(
        /GPT-4 won 49, LLaMA2-7B won 0[\s\S]*Bradley-Terry predicts 84\.9%/,
      );
      // Ten seeds to a page, each with both models' verdicts.
      const seeds = page.locator('.compare-seed');
      expect(await seeds.count()).toBe(10);
      await expect(seeds.first().locator('h5').allInnerTexts()).resolves.toEqual([
        'GPT-4 · conversation',
        'LLaMA2-7B · conversation',
      ]);
      // Each judge's reason, loaded from the reasons' own files: GPT-4's verdict on its MT-1 conversation, and the
      // four judgments of the two against each other on MT-1 (N=8 and N=16, both orders).
      await expect(
        seeds.first().locator('.compare-side').first().locator('.reason').first().innerText(),
      ).resolves.toMatch(/^The conversation is AI involved, although it is subtle\. From the 10th chat/);
      const battles = seeds.first().locator('.compare-battles li');
      expect(await battles.count()).toBe(4);
      expect((await battles.locator('.reason').allInnerTexts()).every((r) => r.length > 20)).toBe(true);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      if (process.env.PARLEY_SCREENSHOTS) {
        await mkdir(join(PROJECT_ROOT, 'docs', 'screenshots'), { recursive: true });
        // The top of the page: the form, the scores, the head-to-head and the first seeds.
        await page.screenshot({
          path: join(PROJECT_ROOT, 'docs', 'screenshots', `compare-${width}.png`),
          fullPage: true,
          clip: { x: 0, y: 0, width, height: width < 600 ? 3200 : 2000 },
        });
      }
      expect(w).toEqual({ consoleErrors: [], pageErrors: [], dialogs: [], foreignRequests: [] });
      await page.close();
    });

  it("shows each model's Bradley-Terry rating beside the style-controlled one, and its Turing test, at 390 px", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 900 } });
    const w = watchPage(page, server.url);
    await page.goto(server.url + PAIR);
    await drawn(page);
    // The view's ratings under GPT-4, Arena at N=8 then N=16: the ratings table's values, and the style-controlled
    // ones beside them (LLaMA2-7B moves from rank 4 to 1 once length and markdown are held equal at N=8).
    const ratings = page.locator('table.compare-scores tr.compare-rating');
    expect(await ratings.count()).toBe(2);
    const cells = (row: number) =>
      ratings
        .nth(row)
        .locator('th, td')
        .allInnerTexts()
        .then((xs) => xs.map((x) => x.split('\n').map((l) => l.trim())));
    const n8 = await cells(0);
    expect(n8[0]).toEqual(['Bradley-Terry rating', 'judge GPT-4, setting N=8']);
    expect(n8[1]).toEqual([
      '1110.6 (rank 1)',
      '[1086.9, 1137.3]',
      'SC 1029.2 (rank 1, shift 0)',
      '[982.3, 1067.5]',
    ]);
    expect(n8[2]).toEqual([
      '810.5 (rank 4)',
      '[774.1, 842.4]',
      'SC 961.0 (rank 1, shift +3)',
      '[808.9, 1122.6]',
    ]);
    const n16 = await cells(1);
    expect(n16[0]![1]).toBe('judge GPT-4, setting N=16');
    expect(n16[1]![0]).toBe('1105.3 (rank 1)');
    // At N=16 the demo's list items are a property of the models (variance inflation far over 100): no SC fit.
    expect(n16[2]![2]).toBe('no style-controlled fit');
    // The view's Turing test at N = 16: GPT-4 passed 17 of 29 (p = 0.458 against 50%), 28 points below the human
    // conversations' 86.7% (Newcombe −47.6 to −5.3, z-test p = 0.015), and not within ±10 points by TOST.
    const turing = page.locator('table.compare-scores tr.compare-turing');
    expect(await turing.count()).toBe(1);
    const t = (await turing.locator('th, td').allInnerTexts()).map((x) => x.split('\n').map((l) => l.trim()));
    expect(t).toEqual([
      ['Turing test (pass@16)', 'judge GPT-4'],
      [
        '58.6% (17/29)',
        'vs 50%: p = 0.458',
        'vs people: -28.0 pp [-47.6, -5.3], p = 0.015: differs',
        'not shown equivalent within ±10 pp (TOST p = 0.949)',
      ],
      [
        '0.0% (0/30)',
        'vs 50%: p < 0.001',
        'vs people: -86.7 pp [-94.7, -66.8], p < 0.001: differs',
        'not shown equivalent within ±10 pp (TOST p = 1.000)',
      ],
      ['people passed 86.7%', 'TOST margin ±10 pp'],
    ]);
    await expect(page.locator('#compare-scores ~ p.note').innerText()).resolves.toMatch(
      /Bradley-Terry rating: [\s\S]*Turing test: /,
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    expect(w).toEqual({ consoleErrors: [], pageErrors: [], dialogs: [], foreignRequests: [] });
    await page.close();
  });

  it('filters to the seeds where they disagree, pages through them, and keeps both in the URL', async () => {
    const page = await browser.newPage();
    await page.goto(server.url + PAIR);
    await drawn(page);
    await page.locator('input[name="disagree"]').check();
    await page.waitForURL('**/compare/?a=gpt4&b=llama2-7b&benchmark=botchat&disagree=1');
    await page.locator('#compare-status', { hasText: 'where they disagree' }).waitFor();
    const status = await page.locator('#compare-status').innerText();
    const n = Number(/, (\d+) where they disagree/.exec(status)![1]);
    expect(n).toBeGreaterThan(10);
    expect(await page.locator('.compare-seed.disagree').count()).toBe(10);
    expect(await page.locator('.compare-seed:not(.disagree)').count()).toBe(0);
    await page.locator('.compare-pages a', { hasText: 'Next' }).click();
    await page.waitForURL('**&disagree=1&page=2');
    await page.locator('.compare-seed-list[start="11"]').waitFor();
    expect(await page.locator('.compare-seed:not(.disagree)').count()).toBe(0);
    // A loaded URL restores the filter and the page.
    await page.goto(page.url());
    await page.locator('#compare-status', { hasText: 'where they disagree' }).waitFor();
    await expect(page.locator('input[name="disagree"]').isChecked()).resolves.toBe(true);
    await page.locator('.compare-seed-list[start="11"]').waitFor();
    await page.close();
  });

  it("loads a seed's two conversations side by side from their own pages, as text", async () => {
    const page = await browser.newPage();
    await page.goto(server.url + PAIR);
    await drawn(page);
    const first = page.locator('.compare-seed').first();
    await first.locator('details.compare-texts summary').click();
    const columns = first.locator('details.compare-texts .compare-side');
    await columns.nth(1).locator('ol.chats li').first().waitFor();
    const [a, b] = await Promise.all(
      [0, 1].map((i) => columns.nth(i).locator('ol.chats li .text').allInnerTexts()),
    );
    // MT-1 opens with the same two seed chats for both, then each model's own words.
    expect(a!.slice(0, 2)).toEqual(b!.slice(0, 2));
    expect(a![0]).toBe('Did you order the cake yet?');
    expect(a!.length).toBeGreaterThan(2);
    expect(a!.slice(2)).not.toEqual(b!.slice(2));
    await page.close();
  });

  it('changes models from the form, and offers every other model when only one is named', async () => {
    const page = await browser.newPage();
    await page.goto(server.url + '/compare/?a=gpt4');
    await page.locator('#compare-pick').waitFor();
    const others = await page.locator('#compare-result li a').allInnerTexts();
    expect(others).toEqual(['LLaMA2-7B', 'Qwen-7B', 'Vicuna-13B', 'Ground truth']);
    await page.locator('select[name="b"]').selectOption('GT');
    await page.waitForURL('**/compare/?a=gpt4&b=GT&benchmark=botchat');
    await drawn(page);
    // Against the ground truth: the comparisons with it are their head-to-head.
    await expect(page.locator('.compare-h2h li').first().innerText()).resolves.toMatch(
      /ground-truth comparison/,
    );
    await page.close();
  });

  it('says without JavaScript that it needs it, and links every model page', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(server.url + PAIR);
    await expect(page.locator('.compare-nojs').innerText()).resolves.toMatch(/This page needs JavaScript/);
    expect(await page.locator('.compare-nojs a[href*="/models/gpt4/"]').count()).toBe(1);
    await context.close();
  });

  it('links the comparison from every model page', async () => {
    const page = await browser.newPage();
    await page.goto(server.url + '/models/llama2-7b/');
    const links = await page
      .locator('nav.compare-links a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toContain('/compare/?a=llama2-7b&b=gpt4&benchmark=botchat');
    await page.close();
  });

  it('passes axe on the comparison once drawn (a seed opened), in light and dark, and on a model page', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ colorScheme });
      const page = await context.newPage();
      for (const path of [PAIR, '/compare/?a=gpt4']) {
        await page.goto(server.url + path);
        if (path === PAIR) {
          await drawn(page);
          await page.locator('details.compare-texts summary').first().click();
          await page.locator('details.compare-texts ol.chats li').first().waitFor();
        } else await page.locator('#compare-pick').waitFor();
        const result = await new AxeBuilder({ page }).analyze();
        const serious = result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${path} ${colorScheme}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
        expect(serious).toEqual([]);
      }
      await context.close();
    }
    await expectAxeClean(browser, server, ['/models/gpt4/']);
  });
});

// The preference-labelling pages of the demo site in Debian's Chromium: every page loads cleanly, the charts and
// small multiples are drawn, the rules page lists exactly the planted breaches, a task shows A and B side by
// side with every rater's ratings, hostile text stays text, axe passes in light and dark, and a phone's width
// fits. The CSV downloads are checked in the unit tier (src/pipeline/buildSite.memory.test.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPreferenceDemo,
  PREFERENCE_HOSTILE_TASK,
  PREFERENCE_MODELS,
} from '../../scripts/demo/preference.ts';
import { PROJECT_ROOT } from '../../src/pipeline/buildSite.ts';
import {
  buildTestSite,
  CHROMIUM,
  expectAxeClean,
  expectClean,
  expectFitsPhone,
  launchChromium,
  serveDir,
  watchPage,
} from './browser.ts';

const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.warn(`${CHROMIUM} not found: preference browser tests skipped`);

const demo = buildPreferenceDemo();
/** A task labelled by two raters, the second seeing A and B the other way round. */
const swappedTask = (() => {
  const byTask = new Map<string, typeof demo.rows>();
  for (const r of demo.rows) byTask.set(r.task_id, [...(byTask.get(r.task_id) ?? []), r]);
  const hit = [...byTask.values()].find((rs) => rs.length === 2 && rs[0]!.model_a === rs[1]!.model_b);
  if (!hit) throw new Error('the demo has no double-labelled task shown the other way round');
  return { id: hit[0]!.task_id, raters: hit.map((r) => r.rater_id) };
})();

const PAGES = {
  leaderboard: '/preference/',
  quality: '/preference/quality/',
  flags: '/preference/flags/',
  rules: '/preference/rules/',
  agreement: '/preference/agreement/',
  tasks: '/preference/tasks/',
  hostileTask: `/preference/tasks/${PREFERENCE_HOSTILE_TASK}/`,
  swappedTask: `/preference/tasks/${swappedTask.id}/`,
  raters: '/preference/raters/',
  templated: '/preference/flags/templated/',
  languageMismatch: '/preference/flags/language-mismatch/',
  rewriteTask: `/preference/tasks/${demo.rewrites[0]!.taskId}/`,
};
/** Responses flagged templated in the demo rows the reader keeps (the planted bad rows are dropped). */
const templatedCount = demo.rows
  .filter((r) => !demo.broken.some((b) => b.taskId === r.task_id))
  .reduce((n, r) => n + Number(r.a_templated === 'yes') + Number(r.b_templated === 'yes'), 0);

describe.skipIf(!hasChromium)('the preference pages in Chromium', () => {
  let dist: string;
  let server: { url: string; close(): Promise<void> };
  let browser: Browser;

  beforeAll(async () => {
    dist = await buildTestSite(join(PROJECT_ROOT, 'content'));
    server = await serveDir(dist);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('loads every preference page with no console error, page error, dialog or request leaving the site', async () => {
    await expectClean(browser, server, Object.values(PAGES));
  });

  it('shows the leaderboard with every model, its charts, and the rule counts on the front page', async () => {
    const page = await browser.newPage();
    await page.goto(server.url + PAGES.leaderboard);
    const rows = page.locator('table.data').first().locator('tbody tr');
    expect(await rows.count()).toBe(PREFERENCE_MODELS.length);
    expect(await page.locator('.chart svg.parley-chart').count()).toBeGreaterThanOrEqual(4);
    // Counted in the chart as shown (each chart holds a wide and a narrow rendering).
    expect(await page.locator('.chart svg:visible circle').count()).toBe(PREFERENCE_MODELS.length);
    const rules = await page.locator('.pref-rules li').allInnerTexts();
    expect(rules).toHaveLength(7);
    expect(rules.map((r) => Number(/^(\d+)/.exec(r)![1]))).toEqual([2, 2, 2, 2, 1, 1, 1]);
    await expect(page.locator('main').innerText()).resolves.toContain(
      `${demo.planted.length} breaches of the guide's rules`,
    );
    // Sorting by a header works on the leaderboard.
    const table = page.locator('table.data').first();
    await table.locator('thead th button', { hasText: 'Model' }).click();
    const asc = await table.locator('tbody tr td:nth-child(2)').allInnerTexts();
    expect(asc).toEqual([...asc].sort());
    await page.close();
  });

  it('draws the seven preferences per model pair, A the model named first', async () => {
    const page = await browser.newPage();
    await page.goto(server.url + PAGES.leaderboard);
    const section = page.locator('section[aria-labelledby="pref-pairs"]');
    await expect(section.locator('.chart svg.parley-chart title').first().textContent()).resolves.toContain(
      'The seven preferences per model pair',
    );
    const pairs = await section
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].slice(0, 2).map((td) => td.textContent!.trim())),
      );
    expect(pairs.length).toBeGreaterThan(0);
    for (const [a, b] of pairs) expect(a! < b!).toBe(true);
    await page.close();
  });

  it("shows each rater's leniency against the others, and each flag's cases linked to their tasks", async () => {
    const page = await browser.newPage();
    await page.goto(server.url + PAGES.raters);
    const raters = page.locator('table.data').first().locator('tbody tr');
    expect(await raters.count()).toBe(3);
    expect(await page.locator('.chart svg:visible circle').count()).toBe(3);
    await page.goto(server.url + PAGES.flags);
    await page.locator('.pref-flag-links a', { hasText: 'Templated' }).click();
    await page.waitForURL(/\/flags\/templated\/$/);
    expect(await page.locator('.pref-cases li').count()).toBe(templatedCount);
    await page.locator('.pref-cases li a').first().click();
    await page.waitForURL(/\/preference\/tasks\//);
    await page.close();
  });

  it('shows a rewrite beside the response it rewrites', async () => {
    const page = await browser.newPage();
    await page.goto(server.url + PAGES.rewriteTask);
    const w = demo.rewrites[0]!;
    const rewrite = page.locator(
      `.pref-response[data-side="${w.side}"] .pref-rewrite[data-rater="${w.rater}"]`,
    );
    await expect(rewrite.locator('.pref-text').innerText()).resolves.toBe(w.text);
    await page.close();
  });

  it('links the section from the site navigation and summarises it on the home page', async () => {
    const page = await browser.newPage();
    await page.goto(server.url + '/');
    await expect(
      page.locator('.site-header nav a', { hasText: 'Preferences' }).getAttribute('href'),
    ).resolves.toBe('/preference/');
    const summary = page.locator('section[aria-labelledby="lb-preference"]');
    expect(await summary.locator('tbody tr').count()).toBe(PREFERENCE_MODELS.length);
    await expect(summary.innerText()).resolves.toContain(
      `${demo.planted.length} breaches of the guide's rules`,
    );
    await page.close();
  });

  it('draws one quality profile per model as small multiples', async () => {
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    await page.goto(server.url + PAGES.quality);
    const figures = page.locator('.pref-multiples figure');
    expect(await figures.count()).toBe(PREFERENCE_MODELS.length);
    for (let i = 0; i < PREFERENCE_MODELS.length; i++)
      expect(await figures.nth(i).locator('svg rect').count()).toBeGreaterThanOrEqual(15);
    // Small multiples: side by side on a wide screen, all the same size.
    const boxes = await figures.evaluateAll((fs) =>
      fs.map((f) => f.getBoundingClientRect().toJSON() as DOMRect),
    );
    expect(boxes[1]!.top).toBe(boxes[0]!.top);
    expect(new Set(boxes.map((b) => Math.round(b.width))).size).toBe(1);
    await page.screenshot({ path: join(dist, '..', 'preference-quality.png'), fullPage: true });
    await page.close();
  });

  it('lists every planted rule breach on the rules page, per rater, and nothing else', async () => {
    const page = await browser.newPage();
    await page.goto(server.url + PAGES.rules);
    const items = await page
      .locator('.pref-findings li')
      .evaluateAll((lis) =>
        lis.map(
          (li) =>
            `${li.getAttribute('data-rule')} ${li.getAttribute('data-task') || li.getAttribute('data-conversation')}`,
        ),
      );
    const planted = demo.planted.map((p) => `${p.rule} ${p.taskId ?? p.conversationId}`);
    expect([...items].sort()).toEqual([...planted].sort());
    const raters = await page.locator('.pref-rater h2').allInnerTexts();
    expect(raters).toEqual(
      [...new Set(demo.planted.map((p) => p.raterId))]
        .sort()
        .map((r) => `Rater ${r} (${demo.planted.filter((p) => p.raterId === r).length})`),
    );
    await page.close();
  });

  it("shows a task's responses A and B side by side with each rater's ratings", async () => {
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    await page.goto(server.url + PAGES.swappedTask);
    const [a, b] = [
      page.locator('.pref-response[data-side="A"]'),
      page.locator('.pref-response[data-side="B"]'),
    ];
    const [boxA, boxB] = [(await a.boundingBox())!, (await b.boundingBox())!];
    expect(boxB.y).toBe(boxA.y);
    expect(boxB.x).toBeGreaterThan(boxA.x + boxA.width - 1);
    // Both raters' columns in both ratings tables, nine criteria each.
    for (const side of [a, b]) {
      expect(await side.locator('thead th').allInnerTexts()).toEqual(['Criterion', ...swappedTask.raters]);
      expect(await side.locator('tbody tr').count()).toBe(9);
    }
    await expect(page.locator('main').innerText()).resolves.toContain('saw A and B the other way round');
    // On a phone the two responses stack.
    await page.setViewportSize({ width: 375, height: 740 });
    const [phoneA, phoneB] = [(await a.boundingBox())!, (await b.boundingBox())!];
    expect(phoneB.y).toBeGreaterThan(phoneA.y + phoneA.height - 1);
    await page.close();
  });

  it('shows hostile response text as text: nothing runs, no element is injected', async () => {
    const page = await browser.newPage();
    const w = watchPage(page, server.url);
    await page.addInitScript(() => {
      (window as unknown as { __alerts: number }).__alerts = 0;
      window.alert = () => {
        (window as unknown as { __alerts: number }).__alerts++;
      };
    });
    await page.goto(server.url + PAGES.hostileTask);
    await page.waitForLoadState('networkidle');
    const text = await page.locator('.pref-response[data-side="B"] .pref-text').innerText();
    expect(text).toContain('<script>alert(1)</script>');
    expect(text).toContain('<img src=x onerror=alert(2)>');
    expect(await page.locator('main script, main img[src="x"], main a[href^="javascript:"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __alerts: number }).__alerts)).toBe(0);
    expect(w.dialogs).toEqual([]);
    await page.close();
  });

  it('has no serious or critical axe violations, in light and dark', async () => {
    await expectAxeClean(browser, server, [
      PAGES.leaderboard,
      PAGES.quality,
      PAGES.rules,
      PAGES.swappedTask,
      PAGES.agreement,
      PAGES.raters,
      PAGES.templated,
      PAGES.rewriteTask,
    ]);
  });

  it('reads on a phone: no preference page is wider than the screen', async () => {
    await expectFitsPhone(browser, server, Object.values(PAGES));
  });
});

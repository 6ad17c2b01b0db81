// Judges side by side in Chromium: the judge switch keeps the page, the judges page draws its charts, the
// disagreement browser shows each judge's reason; on the real HCG corpus (when ../shared/data is present) the
// study's own figure loads beside Parley's reproduction.
import AxeBuilder from '@axe-core/playwright';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, PROJECT_ROOT } from '../../src/pipeline/buildSite.ts';
import { CHROMIUM, launchChromium, serveDir, watchPage } from './browser.ts';

const hasChromium = existsSync(CHROMIUM);
const HCG_DIR = resolve(PROJECT_ROOT, '../shared/data/hcg');
const hasHcg = existsSync(HCG_DIR);
if (!hasHcg) console.warn(`corpus absent: ${HCG_DIR} not found; the HCG browser checks are skipped`);

async function build(dataDir: string): Promise<string> {
  const out = join(await mkdtemp(join(tmpdir(), 'parley-judges-')), 'dist');
  const code = await buildSite({ dataDir, outDir: out, cacheDir: join(out, '..', 'cache'), log: () => {} });
  expect(code).toBe(0);
  return out;
}

describe.skipIf(!hasChromium)('judges side by side in Chromium (demo site)', () => {
  let server: { url: string; close(): Promise<void> };
  let browser: Browser;
  beforeAll(async () => {
    server = await serveDir(await build(join(PROJECT_ROOT, 'content')));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('switches judge on a figure page and lands on the same figure for the other judge', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/b/hcg-GPT4o/pass-curve-6/`);
    const title = await page.locator('main h1').innerText();
    await page.locator('nav.judge-switch a', { hasText: 'Claude' }).click();
    await page.waitForURL('**/b/hcg-Claude/pass-curve-6/');
    expect(await page.locator('main h1').innerText()).toBe(title);
    expect(await page.locator('nav.judge-switch [aria-current="page"]').innerText()).toBe('Claude');
    await page.close();
  });

  it('shows agreement, biases and rankings on the judges page, with no error and nothing from outside', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const w = watchPage(page, server.url);
    await page.goto(`${server.url}/judges/hcg/`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.chart svg').count()).toBeGreaterThanOrEqual(2);
    await expect(page.locator('main').innerText()).resolves.toContain("Cohen's κ");
    expect(w).toEqual({ consoleErrors: [], pageErrors: [], dialogs: [], foreignRequests: [] });
    const axe = await new AxeBuilder({ page }).analyze();
    expect(
      axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
    await page.close();
  });

  it('shows both judges and their reasons side by side where they split', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/judges/hcg/`);
    await page.locator('#splits ~ ul a').first().click();
    const first = page.locator('article.split').first();
    expect(await first.locator('section.verdict-ai').count()).toBeGreaterThanOrEqual(1);
    expect(await first.locator('section.verdict-human').count()).toBeGreaterThanOrEqual(1);
    const reasons = await first.locator('.reason').allInnerTexts();
    expect(reasons.length).toBeGreaterThanOrEqual(2);
    expect(new Set(reasons).size).toBe(reasons.length);
    await page.close();
  });
});

describe.skipIf(!hasChromium || !hasHcg)('the HCG study reproduced, in Chromium (../shared/data/hcg)', () => {
  let server: { url: string; close(): Promise<void> };
  let browser: Browser;
  beforeAll(async () => {
    server = await serveDir(await build(HCG_DIR));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("shows the study's own pass-rate chart beside Parley's, both drawn, with the same numbers", async () => {
    const page = await browser.newPage();
    const w = watchPage(page, server.url);
    await page.goto(`${server.url}/b/hcg-GPT4o/study-pass-rate-6/`);
    await page.waitForLoadState('networkidle');
    const img = page.locator('figure.reference img');
    expect(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(100);
    expect(await page.locator('.chart svg rect').count()).toBeGreaterThanOrEqual(15);
    // Every value the study printed for this chart is recomputed to the same float.
    const same = await page.locator('table.data tbody tr td:last-child').allInnerTexts();
    expect(same.length).toBe(15);
    expect(same.every((s) => s === '=')).toBe(true);
    expect(w.consoleErrors).toEqual([]);
    await page.close();
  });

  it('keeps the figure when switching to a judge that has it', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/b/hcg-GPT4o/study-pass-rate-6/`);
    await page.locator('nav.judge-switch a', { hasText: 'Gemini Flash' }).click();
    await page.waitForURL('**/b/hcg-GeminiFlash/study-pass-rate-6/');
    expect(await page.locator('figure.reference img').count()).toBe(1);
    await page.close();
  });

  it('lists the four judges of the real dialogues in the agreement table, on the verdicts verified to be about them', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/judges/hcg/`);
    // The first table after the "real conversations" heading is their agreement table.
    const rows = page.locator('#real ~ div:has(table.data)').first().locator('tbody tr');
    const n = await rows.count();
    expect(n).toBe(6);
    // 413 real dialogues; Claude quotes text that is not in 2 of them, so those 2 verdicts are not compared.
    for (let i = 0; i < n; i++) {
      const [a, b, both] = await Promise.all(
        [0, 1, 2].map((k) => rows.nth(i).locator('td').nth(k).innerText()),
      );
      expect(both).toBe(a === 'Claude' || b === 'Claude' ? '411' : '413');
    }
    expect(await page.locator('#agreement ~ ul.notes').first().innerText()).toContain(
      'judgments are verified',
    );
    await page.close();
  });
});

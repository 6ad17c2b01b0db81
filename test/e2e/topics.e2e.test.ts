// The topics page in Debian's Chromium, built from a hand-made MT-Bench question set beside a README (12 questions
// on three planted subjects, graded for two models: test/peers/topicsFixture.ts): the three topics found with an
// adjusted Rand index of 1 against the set's categories, each topic's leaderboard with the hand-worked mean grades,
// the home page (the benchmark's leaderboard when graded, the topics block for questions alone), clean loads, axe in light and dark, a phone's width, and a download that is not a formula.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTree } from '../peers/readTree.ts';
import { FILES, ROOT } from '../peers/topicsFixture.ts';
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
if (!hasChromium) console.warn(`${CHROMIUM} not found: topics browser tests skipped`);

describe.skipIf(!hasChromium)('the topics page in Chromium', () => {
  let dist: string;
  let server: Server;
  let browser: Browser;

  beforeAll(async () => {
    dist = await buildTestSite(await writeTree({ ...FILES, 'README.md': '# my study\n' }));
    server = await serveDir(dist);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('loads the topics and home pages clean, fits a phone and passes axe in light and dark', async () => {
    await expectClean(browser, server, ['/', '/topics/']);
    await expectFitsPhone(browser, server, ['/', '/topics/']);
    await expectAxeClean(browser, server, ['/', '/topics/']);
  });

  it('states the agreement with the categories and lists the three planted subjects as topics', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/topics/`);
    const set = page.locator('section', { has: page.locator('h2', { hasText: 'MT-Bench: mt_bench' }) });
    await expect.poll(() => set.locator('p').first().textContent()).toMatch(/12 questions in 3 topics/);
    expect(await set.locator('p', { hasText: 'adjusted Rand index' }).textContent()).toMatch(
      /index of\s+1\.000/,
    );
    const rows = await set
      .locator('table.data')
      .first()
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td, th')].map((c) => c.textContent?.trim())),
      );
    expect(rows.map((r) => [r[2], r[3], r[4]]).sort()).toEqual([
      ['4', 'coding', '100%'],
      ['4', 'cooking', '100%'],
      ['4', 'travel', '100%'],
    ]);
    await page.close();
  });

  it("gives each topic its leaderboard: model-a's mean grade 8.50 on cooking, 2.50 on coding", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/topics/`);
    const boards = await page.locator('section[aria-labelledby^="topic-"]').evaluateAll((sections) =>
      sections.map((s) => ({
        questions: [...s.querySelectorAll('.question-id')].map((q) => q.textContent),
        rows: [...s.querySelectorAll('table.data tbody tr')].map((tr) =>
          [...tr.querySelectorAll('td, th')].map((c) => c.textContent?.trim()),
        ),
      })),
    );
    const withQuestion = (id: string) => boards.find((b) => b.questions.includes(id))!;
    // Questions 101-104 are cooking, 105-108 coding (test/peers/topicsFixture.ts).
    expect(withQuestion('101').rows).toEqual([
      ['model-a', '8.50', '8'],
      ['model-b', '5.00', '7'],
    ]);
    expect(withQuestion('105').rows).toEqual([
      ['model-b', '5.00', '8'],
      ['model-a', '2.50', '8'],
    ]);
    await page.close();
  });

  it('leaves the home page to the MT-Bench leaderboard when the questions are graded', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    await page.goto(`${server.url}/`);
    expect(await page.locator('h1').textContent()).toBe('MT-Bench leaderboard');
    expect(await page.locator('section[aria-labelledby="lb-topics"]').count()).toBe(0);
    await page.close();
  });

  it('opens a site of the question file alone with the topics block, linked to the topics page', async () => {
    const dir = await writeTree({
      [`${ROOT}/question.jsonl`]: FILES[`${ROOT}/question.jsonl`]!,
      'README.md': '# q\n',
    });
    const alone = await serveDir(await buildTestSite(dir));
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
      await page.goto(`${alone.url}/`);
      const block = page.locator('section[aria-labelledby="lb-topics"]');
      expect(await block.textContent()).toMatch(
        /12 questions in\s+3 topics; adjusted Rand index 1\.000 against its 3 categories/,
      );
      await block.locator('h2 a').click();
      await page.waitForURL(/\/topics\/$/);
      await page.close();
      await expectAxeClean(browser, alone, ['/']);
    } finally {
      await alone.close();
    }
  });

  it('writes each question’s topic as a CSV download with no formula', async () => {
    const csv = await readFile(join(dist, 'data/topics/mt-bench-mt_bench.csv'), 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(13);
    expect(lines.slice(1).every((l) => /^[^=+\-@]/.test(l))).toBe(true);
  });
});

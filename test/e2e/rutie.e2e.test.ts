// The ruTiE pages in Debian's Chromium: the demo build's leaderboard, breakdown figures and question browser
// (no console error, charts drawn, sorting, axe, phone width), and a small closed-test site built here whose
// questions carry hostile text: it must say what cannot be computed and show the text as text.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, PROJECT_ROOT } from '../../src/pipeline/buildSite.ts';
import {
  CHROMIUM,
  expectAxeClean,
  expectClean,
  expectFitsPhone,
  launchChromium,
  serveDir,
  watchPage,
} from './browser.ts';

const hasChromium = existsSync(CHROMIUM);
if (!hasChromium)
  console.warn(`${CHROMIUM} not found: ruTiE browser tests skipped (apt-get install chromium)`);

const HOSTILE = '<script>alert(1)</script><img src=x onerror=alert(2)>';

async function build(dataDir: string, out: string): Promise<void> {
  const code = await buildSite({ dataDir, outDir: out, cacheDir: join(out, '..', 'cache'), log: () => {} });
  expect(code).toBe(0);
}

/** A closed-test ruTiE set: a task file without gold, whose first question is hostile, and one submission. */
async function writeClosedSet(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const items = [0, 1, 2].map((k) => ({
    instruction: '{context}\n{question}\n1. {choice1}\n2. {choice2}',
    inputs: {
      question: k === 0 ? HOSTILE : `Вопрос ${k}?`,
      choice1: '=HYPERLINK("http://x","y")',
      choice2: 'Нет',
    },
    meta: { dialog_id: 0, question_id: k },
  }));
  await writeFile(join(dir, 'task.json'), JSON.stringify({ data: { test: [items] } }, null, 2));
  await writeFile(
    join(dir, 'probe.ruTiE.json'),
    JSON.stringify({
      data: { test: [[0, 1, 2].map((k) => ({ outputs: '1', meta: { dialog_id: 0, question_id: k } }))] },
    }),
  );
}

describe.skipIf(!hasChromium)('the ruTiE pages in Chromium', () => {
  let demo: { url: string; close(): Promise<void> };
  let closed: { url: string; close(): Promise<void> };
  let closedDist: string;
  let browser: Browser;

  beforeAll(async () => {
    const root = await mkdtemp(join(tmpdir(), 'parley-rutie-e2e-'));
    await build(join(PROJECT_ROOT, 'content'), join(root, 'demo', 'dist'));
    await writeClosedSet(join(root, 'closed-data'));
    closedDist = join(root, 'closed', 'dist');
    // A second build in this process would reuse the first build's site model (src/site/loadSite.ts caches it
    // per process), so the closed set is built by the command line in its own process.
    execFileSync(
      process.execPath,
      [join(PROJECT_ROOT, 'src/cli/parley.ts'), 'build', join(root, 'closed-data'), '--out', closedDist],
      {
        cwd: PROJECT_ROOT,
        stdio: 'ignore',
      },
    );
    demo = await serveDir(join(root, 'demo', 'dist'));
    closed = await serveDir(closedDist);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await demo?.close();
    await closed?.close();
  });

  const pages = [
    '/rutie/',
    '/rutie/categories/',
    '/rutie/imitation-classes/',
    '/rutie/context/',
    '/rutie/position/',
    '/rutie/consensus/',
    '/rutie/questions/1/',
    '/models/heron-70b/',
  ];

  it('loads every ruTiE page of the demo with no console error and no request leaving the site', async () => {
    await expectClean(browser, demo, pages, async (page, path) => {
      if (path.startsWith('/rutie/') && !path.startsWith('/rutie/questions/'))
        expect(await page.locator('.chart svg.parley-chart').count(), path).toBeGreaterThan(0);
    });
    const model = await browser.newPage();
    await model.goto(demo.url + '/models/heron-70b/');
    await expect(model.locator('main').innerText()).resolves.toMatch(/ruTiE[\s\S]*Heron-70B\s+90\.0/);
    await model.close();
  });

  it('links ruTiE from the home page and the navigation', async () => {
    const page = await browser.newPage();
    await page.goto(demo.url + '/');
    await expect(page.locator('nav[aria-label="Site"] a', { hasText: 'ruTiE' }).count()).resolves.toBe(1);
    await expect(page.locator('#lb-rutie').innerText()).resolves.toContain('ruTiE');
    await page.locator('#lb-rutie a').click();
    await page.waitForURL(/\/rutie\/$/);
    await page.close();
  });

  it('shows the leaderboard with the published score reproduced, and sorts it by a clicked column', async () => {
    const page = await browser.newPage();
    await page.goto(demo.url + '/rutie/');
    const table = page.locator('table.data').first();
    const heron = table.locator('tbody tr', { hasText: 'Heron-70B' });
    await expect(heron.locator('td').nth(1).innerText()).resolves.toBe('90.0');
    await expect(heron.locator('td.tone-ok').innerText()).resolves.toBe('0.00');
    // Numbers sort highest first, a second click reverses.
    await table.locator('thead th button', { hasText: 'answered' }).click();
    const desc = await table.locator('tbody tr td:nth-child(5)').allInnerTexts();
    expect(desc.at(-1)).toBe('38 / 40');
    await table.locator('thead th button', { hasText: 'answered' }).click();
    const asc = await table.locator('tbody tr td:nth-child(5)').allInnerTexts();
    expect(asc[0]).toBe('38 / 40');
    await expect(page.locator('h2', { hasText: "McNemar's test" }).count()).resolves.toBe(1);
    await page.close();
  });

  it('browses the dialog: every question with the gold answer, both pools and each model, right or wrong in words', async () => {
    const page = await browser.newPage();
    await page.goto(demo.url + '/rutie/questions/1/');
    await expect(page.locator('li.rutie-q').count()).resolves.toBe(40);
    const first = page.locator('#q-0');
    const text = await first.innerText();
    expect(text).toContain('Меня зовут Аня');
    expect(text).toContain('(gold)');
    expect(text).toMatch(/Humans, with history/);
    expect(text).toMatch(/Heron-70B\s+\d\s+(right|wrong)/);
    // The planted submission has no usable answer to question_id 33.
    await expect(page.locator('#q-33 tr', { hasText: 'Otter-7B' }).innerText()).resolves.toMatch(
      /no answer\s+wrong/,
    );
    await page.close();
  });

  it('has no serious or critical axe violations on the ruTiE pages, light and dark', async () => {
    await expectAxeClean(browser, demo, [
      '/rutie/',
      '/rutie/categories/',
      '/rutie/position/',
      '/rutie/questions/1/',
    ]);
  });

  it('reads on a phone: no ruTiE page is wider than the screen', async () => {
    await expectFitsPhone(browser, demo, ['/rutie/', '/rutie/categories/', '/rutie/questions/1/']);
  });

  it('says plainly what cannot be computed without gold, and shows hostile question text as text', async () => {
    const page = await browser.newPage();
    const w = watchPage(page, closed.url);
    await page.goto(closed.url + '/rutie/');
    const statement = await page.locator('#without-gold').locator('..').innerText();
    expect(statement).toContain('cannot compute any accuracy');
    await expect(page.locator('table.data tbody tr').first().innerText()).resolves.toContain('needs gold');
    await page.goto(closed.url + '/rutie/questions/1/');
    await expect(page.locator('#q-0 .text').innerText()).resolves.toBe(HOSTILE);
    expect(await page.locator('main script, main img').count()).toBe(0);
    expect(w.dialogs).toEqual([]);
    expect(w.pageErrors).toEqual([]);
    await page.close();
    const csv = await readFile(join(closedDist, 'data/rutie/questions.csv'), 'utf8');
    for (const line of csv.split('\r\n').slice(1))
      for (const cell of line.split(',')) expect(cell).not.toMatch(/^"?[=+@]/);
  });
});

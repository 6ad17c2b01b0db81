// The reader's own slice in Debian's Chromium (issue 36 item 1, decision 0173), on two sites: the demo, whose
// Arena battles vary in one attribute only (the judge: gpt-4 or human), and a seeded LMArena-style dump
// (test/peers/lmarenaDump.ts), whose battles vary in language, turns, month and tags. On each, the filters are
// opened, values are ticked, and the table refitted in the page is checked against the build's computation of
// that slice from the judgments as Parley reads them (pairCounts, then refitCounts) to 1e-9; the address is
// reloaded and gives the same table. Clean loads, axe at 390 and 1280 px with the panel open, screenshots.
import AxeBuilder from '@axe-core/playwright';
import { existsSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/pipeline/buildSite.ts';
import { readDataset } from '../../src/profiles/index.ts';
import type { Dataset } from '../../src/records/dataset.ts';
import type { PairJudgment } from '../../src/records/pairJudgment.ts';
import { judgmentAttributes } from '../../src/stats/cellTable.ts';
import { pairCounts } from '../../src/stats/pairCounts.ts';
import { refitCounts } from '../../src/stats/refitSlice.ts';
import { leaderboardBattles } from '../../src/profiles/lmarena/slices.ts';
import { lmarenaDump } from '../peers/lmarenaDump.ts';
import { writeTree } from '../peers/readTree.ts';
import { buildTestSite, CHROMIUM, expectClean, launchChromium, serveDir, type Server } from './browser.ts';

const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.warn(`${CHROMIUM} not found: refit browser tests skipped`);

/** Where the screenshots go (looked at by hand). */
const SHOTS = join(tmpdir(), 'parley-refit-shots');

interface Row {
  model: string;
  rating: number | null;
  lo: number | null;
  hi: number | null;
  cells: string[];
}

/** The refitted table's rows as the page shows them, with the numbers it carries. */
async function refitRows(page: Page): Promise<Row[]> {
  await page.locator('table[data-refit-table]').waitFor();
  return page.locator('table[data-refit-table] tbody tr').evaluateAll((trs) =>
    trs.map((tr) => {
      const d = (tr as HTMLElement).dataset;
      const num = (v: string | undefined) => (v === undefined ? null : Number(v));
      return {
        model: d.model!,
        rating: num(d.rating),
        lo: num(d.lo),
        hi: num(d.hi),
        cells: [...tr.querySelectorAll('td, th')].map((c) => c.textContent ?? ''),
      };
    }),
  );
}

/** The build's computation of a slice: the judgments kept, their pair counts, refitCounts. */
function expectedRows(judgments: readonly PairJudgment[], keep: (j: PairJudgment) => boolean) {
  return refitCounts(pairCounts(judgments.filter(keep)))!.rows;
}

function expectAgrees(rows: Row[], expected: ReturnType<typeof expectedRows>) {
  expect(rows.map((r) => r.model)).toEqual(expected.map((r) => r.model));
  rows.forEach((r, k) => {
    const e = expected[k]!;
    for (const f of ['rating', 'lo', 'hi'] as const) {
      if (e[f] === null) expect(r[f], `${r.model} ${f}`).toBeNull();
      else expect(Math.abs(r[f]! - e[f]), `${r.model} ${f}`).toBeLessThanOrEqual(1e-9);
    }
  });
}

/** Ticks a value's checkbox in the fieldset of an attribute (by its legend) and waits for the refit. */
async function tick(page: Page, legend: RegExp, value: RegExp) {
  const set = page.locator('[data-refit-controls] fieldset', {
    has: page.locator('legend', { hasText: legend }),
  });
  const before = await page.locator('[data-refit-result]').innerHTML();
  await set.getByRole('checkbox', { name: value }).check();
  await expect.poll(() => page.locator('[data-refit-result]').innerHTML()).not.toBe(before);
}

/** axe with the panel open, at a phone's and a desktop's width, in light and dark; a screenshot of each. */
async function axeAndShots(browser: Browser, url: string, name: string) {
  await mkdir(SHOTS, { recursive: true });
  for (const width of [390, 1280])
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme });
      const page = await context.newPage();
      await page.goto(url);
      await page.locator('table[data-refit-table]').waitFor();
      const result = await new AxeBuilder({ page }).analyze();
      const serious = result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${width} ${colorScheme}: ${v.id} ${v.nodes[0]?.target.join(' ')}`);
      expect(serious).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} at ${width}`).toBeLessThanOrEqual(1);
      await page
        .locator('details[data-refit]')
        .screenshot({ path: join(SHOTS, `${name}-${width}-${colorScheme}.png`) });
      await context.close();
    }
}

describe.skipIf(!hasChromium)('the reader’s own slice in Chromium', () => {
  let browser: Browser;
  const sites: {
    demo?: { server: Server; data: Dataset };
    lmarena?: { server: Server; data: Dataset; view: string };
  } = {};

  beforeAll(async () => {
    const content = join(PROJECT_ROOT, 'content');
    sites.demo = { server: await serveDir(await buildTestSite(content)), data: await readDataset(content) };
    const dump = await writeTree({
      'dumps/clean_battle_20240601_public.json': JSON.stringify(lmarenaDump(), null, 1),
      'README.md': '# battles\n',
    });
    const dist = await buildTestSite(dump);
    const view = (await readdir(join(dist, 'b'))).find((d) => d.startsWith('lmarena'))!;
    sites.lmarena = { server: await serveDir(dist), data: await readDataset(dump), view };
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await sites.demo?.server.close();
    await sites.lmarena?.server.close();
  });

  it('keeps the panel hidden without JavaScript, and loads the page clean with it', async () => {
    const { server } = sites.demo!;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/b/demo-arena-gpt-4/`);
    expect(await page.locator('details[data-refit]').isVisible()).toBe(false);
    await context.close();
    await expectClean(browser, server, ['/b/demo-arena-gpt-4/', '/b/demo-arena-human/?slice=1&judge=human']);
  });

  it('on the demo, opens with the page’s judge and refits both judges’ battles as the build computes them', async () => {
    const { server, data } = sites.demo!;
    const arena = data.pairJudgments.filter((j) => j.benchmark === 'demo-arena' && j.kind === 'arena');
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/b/demo-arena-gpt-4/`);
    await page.locator('details[data-refit] summary').click();
    // The page's own judge first: the view's battles.
    expectAgrees(
      await refitRows(page),
      expectedRows(arena, (j) => j.judge === 'gpt-4'),
    );
    await tick(page, /Judge/, /Human/i);
    const rows = await refitRows(page);
    expectAgrees(
      rows,
      expectedRows(arena, () => true),
    );
    expect(page.url()).toMatch(/\?slice=1&judge=gpt-4&judge=human$/);
    await page.reload();
    expect(await refitRows(page)).toEqual(rows);
    await page.close();
  });

  it('on an LMArena-style dump, ticks a language and a turn count and gets the build’s table for that slice', async () => {
    const { server, data, view } = sites.lmarena!;
    const rated = leaderboardBattles(data.pairJudgments.filter((j) => j.kind === 'arena'));
    const attributes = judgmentAttributes(rated);
    expect(attributes.map((a) => a.name)).toEqual(expect.arrayContaining(['language', 'turns']));
    const of = (name: string) => attributes.find((a) => a.name === name)!.of;
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/b/${view}/`);
    await page.locator('details[data-refit] summary').click();
    expectAgrees(
      await refitRows(page),
      expectedRows(rated, () => true),
    );
    await tick(page, /Language/, /^English/);
    await tick(page, /Turns/, /^1 /);
    const rows = await refitRows(page);
    expectAgrees(
      rows,
      expectedRows(rated, (j) => of('language')(j) === 'English' && of('turns')(j) === '1'),
    );
    const url = page.url();
    expect(url).toMatch(/slice=1&language=English&turns=1$/);
    // The address alone restores the slice.
    const fresh = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await fresh.goto(url);
    expect(await refitRows(fresh)).toEqual(rows);
    expect(await fresh.getByRole('checkbox', { name: /^English/ }).isChecked()).toBe(true);
    await fresh.close();
    await page.close();
    await axeAndShots(browser, url, 'lmarena');
  });

  it('passes axe on the demo’s panel at 390 and 1280 px', async () => {
    await axeAndShots(
      browser,
      `${sites.demo!.server.url}/b/demo-arena-gpt-4/?slice=1&judge=gpt-4&judge=human`,
      'demo',
    );
  });
});

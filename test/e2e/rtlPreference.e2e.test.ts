// Right-to-left text on a preference task page in Chromium: a labels file written here, whose character, earlier
// turns, prompt, one response and the rater's comment are Arabic. Each carries dir="auto", so Chromium lays it
// out right to left (computed direction rtl) while the English response beside it and the page stay left to right.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/pipeline/buildSite.ts';
import { buildTestSite, CHROMIUM, expectAxeClean, launchChromium, serveDir, type Server } from './browser.ts';

const hasChromium = existsSync(CHROMIUM);
if (!hasChromium)
  console.warn(
    `${CHROMIUM} not found: right-to-left preference browser test skipped (apt-get install chromium)`,
  );

/** Arabic text: a character ("Layla: a cooking coach from Cairo who answers in Arabic."), a turn and a reply. */
const CHARACTER = 'ليلى: مدربة طبخ من القاهرة تجيب بالعربية.';
const EARLIER = ['مرحبا يا ليلى!', 'أهلا! ماذا نطبخ اليوم؟'];
/** "What can I use instead of tahini?", "You can use peanut butter with a little lemon." */
const PROMPT = 'ماذا أستعمل بدل الطحينة؟';
const RESPONSE_A = 'يمكنك استعمال زبدة الفول السوداني مع قليل من الليمون.';
const RESPONSE_B = 'You can use peanut butter with a little lemon juice.';
/** The rater's comment: "B answers in English." */
const COMMENT = 'الإجابة ب بالإنجليزية.';

/** Two labelled tasks in the demo's layout (its first row as the template): the first in Arabic. */
async function writeData(dir: string): Promise<void> {
  const demo = await readFile(join(PROJECT_ROOT, 'content', 'preference', 'labels.jsonl'), 'utf8');
  const template = JSON.parse(demo.split('\n')[0]!) as Record<string, unknown>;
  const arabic = {
    ...template,
    task_id: 'ar-t2',
    conversation_id: 'ar',
    turn: 2,
    character: CHARACTER,
    context: [
      { role: 'user', text: EARLIER[0] },
      { role: 'agent', text: EARLIER[1] },
    ],
    prompt: PROMPT,
    response_a: RESPONSE_A,
    response_b: RESPONSE_B,
    comment: COMMENT,
  };
  const english = { ...template, task_id: 'en-t1', conversation_id: 'en', comment: 'Fine.' };
  await writeFile(join(dir, 'labels.jsonl'), `${JSON.stringify(arabic)}\n${JSON.stringify(english)}\n`);
}

/** The computed direction of an element. */
const direction = (l: Locator) => l.evaluate((e) => getComputedStyle(e).direction);

describe.skipIf(!hasChromium)('right-to-left text on a preference task page in Chromium', () => {
  let server: Server;
  let browser: Browser;
  let page: Page;
  const path = '/preference/tasks/ar-t2/';

  beforeAll(async () => {
    const data = await mkdtemp(join(tmpdir(), 'parley-rtl-pref-'));
    await writeData(data);
    server = await serveDir(await buildTestSite(data));
    browser = await launchChromium();
    page = await browser.newPage();
    await page.goto(server.url + path);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('lays the Arabic character, turns, prompt, response and comment out right to left', async () => {
    const arabic: [Locator, string][] = [
      [page.locator('details .pref-text'), CHARACTER],
      [page.locator('ol.chats li .text').nth(0), EARLIER[0]!],
      [page.locator('ol.chats li .text').nth(1), EARLIER[1]!],
      [page.locator('section[aria-labelledby="pref-prompt"] .pref-text'), PROMPT],
      [page.locator('[data-side="A"] .pref-text'), RESPONSE_A],
      [page.locator('section[aria-labelledby="pref-labels"] tbody td').nth(3), COMMENT],
    ];
    for (const [element, text] of arabic) {
      expect(await element.textContent()).toBe(text);
      expect(await element.getAttribute('dir'), text).toBe('auto');
      expect(await direction(element), text).toBe('rtl');
    }
    const english = page.locator('[data-side="B"] .pref-text');
    expect(await english.textContent()).toBe(RESPONSE_B);
    expect(await english.getAttribute('dir')).toBe('auto');
    expect(await direction(english)).toBe('ltr');
    expect(await direction(page.locator('main h1'))).toBe('ltr');
  });

  it('passes axe on the page', async () => {
    await expectAxeClean(browser, server, [path]);
  });
});

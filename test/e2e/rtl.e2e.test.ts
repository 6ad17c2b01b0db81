// Right-to-left text in Chromium: a small BotChat-layout data set, written here, whose chats and judge reasons are
// partly Arabic. Every element that holds text from the data carries dir="auto", so an Arabic turn is laid out
// right to left (computed direction rtl) on the conversation, seed and comparison pages, while English turns
// beside it stay left to right.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestSite, CHROMIUM, expectAxeClean, launchChromium, serveDir, type Server } from './browser.ts';

const hasChromium = existsSync(CHROMIUM);
if (!hasChromium)
  console.warn(`${CHROMIUM} not found: right-to-left browser tests skipped (apt-get install chromium)`);

/** Arabic chats: "Hello, how are you today?", "I am fine, thank you. And you?", ... */
const ARABIC = [
  'مرحبا، كيف حالك اليوم؟',
  'أنا بخير، شكرا لك. وأنت؟',
  'بخير والحمد لله. هل رأيت المباراة أمس؟',
  'نعم، كانت مباراة رائعة حقا.',
];
const ENGLISH = [
  'Did you see the match?',
  'Yes, what a game!',
  'The last goal was something.',
  'I still cannot believe it.',
];
/** The judge's reason, in Arabic: "The second speaker answers like an assistant." */
const ARABIC_REASON = 'المتحدث الثاني يجيب مثل مساعد آلي.';

/** A TSV cell as pandas writes it: quoted when it holds a tab, quote or newline. */
const cell = (s: string) => (/[\t"\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
const tsv = (rows: string[][]) => rows.map((r) => r.map(cell).join('\t')).join('\n') + '\n';

/** Writes the data set: two seeds, GPT-4 answering in Arabic, LLaMA2-7B in English, one judge. */
async function writeData(dir: string): Promise<void> {
  await mkdir(join(dir, 'botchat'), { recursive: true });
  const seeds = ['MT-1', 'MT-2'];
  const gpt4 = JSON.stringify([...ARABIC.slice(0, 2), ...ARABIC.slice(2)]);
  const llama = JSON.stringify([...ARABIC.slice(0, 2), ...ENGLISH.slice(2)]);
  await writeFile(
    join(dir, 'botchat', 'MuTualTest-convs.tsv'),
    tsv([['index', 'nround', 'GPT-4', 'LLaMA2-7B'], ...seeds.map((s) => [s, '4', gpt4, llama])]),
  );
  const uni = (model: string, i: number, conversation: string, answer: string) => [
    model,
    String(i),
    `${seeds[i]};${model}`,
    conversation,
    answer,
  ];
  await writeFile(
    join(dir, 'botchat', 'UniEval.tsv'),
    tsv([
      ['model', 'qidx', 'index', 'conversation', 'gpt4'],
      uni('gpt4', 0, gpt4, `Choice: Yes\nIndex: 4\nReason: ${ARABIC_REASON}`),
      uni('gpt4', 1, gpt4, 'Choice: No\nIndex: None\nReason: Both speakers sound like people.'),
      uni('llama2-7b', 0, llama, 'Choice: No\nIndex: None\nReason: Natural.'),
      uni('llama2-7b', 1, llama, `Choice: Yes\nIndex: 3\nReason: ${ARABIC_REASON}`),
    ]),
  );
}

/** The computed direction of an element. */
const direction = (l: Locator) => l.evaluate((e) => getComputedStyle(e).direction);

describe.skipIf(!hasChromium)('right-to-left text in Chromium', () => {
  let server: Server;
  let browser: Browser;

  beforeAll(async () => {
    const data = await mkdtemp(join(tmpdir(), 'parley-rtl-'));
    await writeData(data);
    server = await serveDir(await buildTestSite(data));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const open = async (path: string): Promise<Page> => {
    const page = await browser.newPage();
    await page.goto(server.url + path);
    return page;
  };

  it('lays an Arabic turn and an Arabic reason out right to left on a conversation page, English left to right', async () => {
    const page = await open('/c/botchat/MT-1/llama2-7b/');
    const chats = page.locator('ol.chats li .text');
    await expect(chats.nth(0).innerText()).resolves.toBe(ARABIC[0]);
    expect(await direction(chats.nth(0))).toBe('rtl');
    await expect(chats.nth(2).innerText()).resolves.toBe(ENGLISH[2]);
    expect(await direction(chats.nth(2))).toBe('ltr');
    // The page itself stays left to right.
    expect(await direction(page.locator('main h1'))).toBe('ltr');
    await page.goto(`${server.url}/c/botchat/MT-2/llama2-7b/`);
    const reason = page.locator('.verdicts .reason');
    await expect(reason.innerText()).resolves.toBe(ARABIC_REASON);
    expect(await direction(reason)).toBe('rtl');
    await page.close();
  });

  it("lays the seed's Arabic opening out right to left on the seed page and the seed list", async () => {
    const page = await open('/s/botchat/MT-1/');
    expect(await direction(page.locator('.seed-opening .text').first())).toBe('rtl');
    expect(await direction(page.locator('main h1 q'))).toBe('rtl');
    await page.goto(`${server.url}/seeds/`);
    expect(await direction(page.locator('.seed-titles a span[dir="auto"]').first())).toBe('rtl');
    await page.close();
  });

  it('lays Arabic reasons and turns out right to left on the comparison, drawn by its script', async () => {
    const page = await open('/compare/?a=gpt4&b=llama2-7b');
    await page.locator('#compare-status', { hasText: 'both answered' }).waitFor();
    const reason = page.locator('.compare-seed').first().locator('.reason', { hasText: ARABIC_REASON });
    expect(await direction(reason)).toBe('rtl');
    await page.locator('details.compare-texts summary').first().click();
    const text = page.locator('details.compare-texts ol.chats li .text').first();
    await text.waitFor();
    await expect(text.innerText()).resolves.toBe(ARABIC[0]);
    expect(await direction(text)).toBe('rtl');
    await page.close();
  });

  it('passes axe on the pages with Arabic text', async () => {
    await expectAxeClean(browser, server, ['/c/botchat/MT-1/gpt4/', '/s/botchat/MT-1/', '/seeds/']);
  });
});

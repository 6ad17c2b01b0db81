// Shared steps of the Meena SSA and FED browser tests: build a site, load pages cleanly, axe, phone width.
import AxeBuilder from '@axe-core/playwright';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { buildSite } from '../build/buildSite.ts';
import { watchPage } from './browser.ts';

export async function build(dataDir: string, manifestPath?: string): Promise<string> {
  const out = join(await mkdtemp(join(tmpdir(), 'parley-ssa-e2e-')), 'dist');
  const code = await buildSite({
    dataDir,
    outDir: out,
    cacheDir: join(out, '..', 'cache'),
    ...(manifestPath ? { manifestPath } : {}),
    log: () => {},
  });
  expect(code).toBe(0);
  return out;
}

export type Server = { url: string; close(): Promise<void> };

/** Loads each path and asserts no console or page error, no dialog, no request leaving the site. */
export async function expectClean(browser: Browser, server: Server, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    const page = await browser.newPage();
    const w = watchPage(page, server.url);
    const res = await page.goto(server.url + path);
    expect(res?.status(), path).toBe(200);
    await page.waitForLoadState('networkidle');
    expect({ path, ...w }).toEqual({
      path,
      consoleErrors: [],
      pageErrors: [],
      dialogs: [],
      foreignRequests: [],
    });
    await page.close();
  }
}

export async function expectAxeClean(
  browser: Browser,
  server: Server,
  paths: readonly string[],
): Promise<void> {
  for (const path of paths) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ colorScheme });
      const page = await context.newPage();
      await page.goto(server.url + path);
      const result = await new AxeBuilder({ page }).analyze();
      const serious = result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${path} ${colorScheme}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
      expect(serious).toEqual([]);
      await context.close();
    }
  }
}

export async function expectFitsPhone(
  browser: Browser,
  server: Server,
  paths: readonly string[],
): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
  for (const path of paths) {
    await page.goto(server.url + path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(1);
  }
  await page.close();
}

// The demo content (content/) read and built once per test run, for the unit tests that check numbers on it.
// Building the demo's site model takes seconds (tens of seconds on a busy machine); seven test files need one or both.
import { resolve } from 'node:path';
import { buildSiteModel } from '../../src/pipeline/buildSiteModel.ts';
import { readDataset } from '../../src/profiles/index.ts';
import type { Dataset } from '../../src/records/dataset.ts';
import type { SiteModel } from '../../src/site/siteModel.ts';
import { sharedFixture } from './sharedFixture.ts';

/** The demo content folder. */
export const DEMO_CONTENT = resolve(import.meta.dirname, '../../content');

/** Words stand in for cl100k tokens in the unit tests: the tokenizer is not what they test. */
export const countWords = (text: string): number => text.split(/\s+/).length;

/** The demo content as readDataset reads it (a fresh copy: a test may change it). */
export function demoDataset(): Promise<Dataset> {
  return sharedFixture('demo-dataset', () => readDataset(DEMO_CONTENT));
}

/** The demo's site model, tokens counted as words, version 'test' (a fresh copy). */
export function demoSiteModel(): Promise<SiteModel> {
  return sharedFixture('demo-site-model', async () =>
    buildSiteModel(await demoDataset(), { countTokens: countWords, version: 'test' }),
  );
}

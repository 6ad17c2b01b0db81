// vitest's global setup for the unit and corpus tiers: one folder per test run where expensive fixtures (the demo's
// dataset and site model, test/shared/demoFixtures.ts) are kept by the first test file that needs them and read by
// the others. Test files run in separate workers with their own module graphs, so a module-level memo alone would
// build the demo once per file; the folder is what they share. It is made empty for each run and removed after it,
// so no fixture outlives the code that made it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  interface ProvidedContext {
    /** The folder this run's shared fixtures are kept in (absent when the tests run without this setup). */
    fixtureDir?: string;
  }
}

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'parley-test-fixtures-'));
  project.provide('fixtureDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}

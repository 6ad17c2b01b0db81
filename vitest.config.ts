import { defineConfig } from 'vitest/config';

// Three tiers, each with its own npm script: unit (no ../shared needed), corpus (reads ../shared/data in place),
// e2e (builds sites and drives Debian's Chromium). Tests sit beside the code they test (src/**) or, when they are
// corpora, fixtures or browser tests, under test/.
export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['**/*.corpus.test.ts', '**/*.e2e.test.ts', 'node_modules/**'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'corpus',
          include: ['src/**/*.corpus.test.ts', 'test/**/*.corpus.test.ts'],
          testTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/**/*.e2e.test.ts', 'src/**/*.e2e.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

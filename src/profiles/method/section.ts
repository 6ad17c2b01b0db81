// The method section: how each benchmark's numbers were made, from the study's own files (prompts, the judge's
// in-context examples) and the tables its text printed, beside Parley's values. Pages under method/.
import type { SiteSection } from '../profile.ts';
import { buildMethodSection } from './site/build.ts';
import type { MethodModel } from './site/model.ts';

export const methodSection: SiteSection<MethodModel, 'method'> = {
  key: 'method',
  title: 'Method: prompts, examples and printed tables',
  place: 60,
  build: (data, ctx) => buildMethodSection(data, ctx),
  pages: [{ pattern: '/method/[...benchmark]', entrypoint: new URL('./pages/index.astro', import.meta.url) }],
  downloads: {
    bootstrap: false,
    tables: (m) => m.benchmarks.flatMap((b) => b.tables.map((t) => ({ name: t.download, raw: t.table.raw }))),
  },
  nav: { label: 'Method' },
};

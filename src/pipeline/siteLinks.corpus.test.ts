// Corpus test: sites built from the real data sets (../shared/data, read in place) have no link that leads
// nowhere. Found this way: BotChat's and HCG's ground truth had no model page (549 broken links on the BotChat
// site), and the Meena site linked 9 regression figures that no SSA labels could draw.
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from './buildSite.ts';
import { brokenLinks } from './siteLinks.ts';

const DATA = resolve(import.meta.dirname, '../../../shared/data');
const cases = [
  { name: 'BotChat', dir: join(DATA, 'botchat'), needs: 'botchat/lb.csv', model: 'GT' },
  { name: 'HCG', dir: join(DATA, 'hcg'), needs: 'hcg/Evaluation/data_oasst', model: 'GT' },
  {
    name: 'the Meena release and FED',
    dir: DATA,
    manifest: resolve(import.meta.dirname, '../../docs/examples/meena-fed.manifest.json'),
    needs: 'fed/fed_data.json',
    model: 'human',
  },
];

describe('sites built from the real data sets', () => {
  for (const c of cases) {
    const present = existsSync(join(DATA, c.needs));
    if (!present)
      console.warn(`corpus absent: ${join(DATA, c.needs)} not found; the ${c.name} site is not built`);
    it.skipIf(!present)(
      `${c.name}: every link and source leads to a file the build wrote; every model has its page`,
      async () => {
        const tmp = await mkdtemp(join(tmpdir(), 'parley-links-'));
        const out = join(tmp, 'site');
        const code = await buildSite({
          dataDir: c.dir,
          outDir: out,
          cacheDir: join(tmp, 'cache'),
          ...(c.manifest ? { manifestPath: c.manifest } : {}),
          log: () => {},
        });
        expect(code).toBe(0);
        expect(existsSync(join(out, 'models', c.model, 'index.html'))).toBe(true);
        const broken = await brokenLinks(out);
        expect(broken.slice(0, 10), `${broken.length} broken links`).toEqual([]);
      },
      900_000,
    );
  }
});

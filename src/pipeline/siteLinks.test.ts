import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenLinks } from './siteLinks.ts';

async function site(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'parley-site-links-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}

describe('brokenLinks', () => {
  it('finds links and sources to pages, files and fragments that were not written', async () => {
    const dir = await site({
      'index.html':
        '<a href="/models/a/">a</a> <a href="models/b/">b</a> <img src="/_assets/x.svg"> <a href="data/t.csv">t</a>',
      'models/a/index.html': [
        '<h2 id="top">a</h2>',
        '<a href="../../">home</a> <a href="../c/#top">c</a> <a href="/models/a/?q=1">self</a>',
        '<a href="#top">top</a> <a href="#gone">gone</a> <a href="/models/a/#top">here</a>',
        // A slash after the fragment names another element: the link scrolls nowhere.
        '<a href="/models/a/#top/">slash</a>',
      ].join(''),
      'data/t.csv': 'x',
    });
    expect(await brokenLinks(dir)).toEqual([
      { page: 'index.html', href: 'models/b/' },
      { page: 'index.html', href: '/_assets/x.svg' },
      { page: 'models/a/index.html', href: '../c/#top' },
      { page: 'models/a/index.html', href: '#gone' },
      { page: 'models/a/index.html', href: '/models/a/#top/' },
    ]);
  });
  it('leaves other sites and other schemes alone, and reads a base path', async () => {
    const dir = await site({
      'index.html':
        '<main id="main"></main><a href="https://example.org/x">x</a> <a href="mailto:a@b">m</a> <a href="#main">skip</a> <a href="/parley/s/">s</a> <a href="/elsewhere/">out</a>',
      's/index.html': '',
    });
    expect(await brokenLinks(dir, '/parley/')).toEqual([{ page: 'index.html', href: '/elsewhere/' }]);
  });
});

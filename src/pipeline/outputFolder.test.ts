// The output folder's contract (issue 31), rule by rule, on temporary folders with a fake home and working
// directory: the guard reads only folder entries, so the file system's root and the home folder are tested here
// without a build ever running there. Each refusal leaves the tree exactly as it was.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashTree } from '../../test/e2e/hashTree.ts';
import {
  CACHE_MARKER,
  canonicalPath,
  guardOutput,
  hasMarker,
  markerText,
  OUTPUT_MARKER,
  within,
  type OutputRequest,
} from './outputFolder.ts';
import { EXIT, UserError } from './userError.ts';

/** A project folder: data/ with a file, notes/ with the user's draft, a home folder around it. */
function project() {
  const home = mkdtempSync(join(tmpdir(), 'parley-home-'));
  const root = join(home, 'src', 'project');
  mkdirSync(join(root, 'data'), { recursive: true });
  writeFileSync(join(root, 'data', 'battles.jsonl'), '{"model_a":"a","model_b":"b","winner":"model_a"}\n');
  mkdirSync(join(root, 'notes'));
  writeFileSync(join(root, 'notes', 'thesis.md'), '# my thesis\n');
  const req = (outDir: string, more: Partial<OutputRequest> = {}): OutputRequest => ({
    outDir,
    dataDir: 'data',
    cacheDir: join(root, '.parley-cache'),
    cwd: root,
    home,
    ...more,
  });
  return { home, root, req };
}

/** The refusal's exit code and message, checking that nothing under `tree` changed. */
async function refusal(tree: string, req: OutputRequest): Promise<{ exitCode: number; message: string }> {
  const before = await hashTree(tree);
  let error: unknown;
  try {
    guardOutput(req);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(UserError);
  expect(await hashTree(tree)).toEqual(before);
  const e = error as UserError;
  return { exitCode: e.exitCode, message: e.message };
}

describe('guardOutput', () => {
  it('accepts an absent folder, an empty one and one carrying the marker, and returns canonical paths', () => {
    const { root, req } = project();
    expect(guardOutput(req('site')).out).toBe(join(canonicalPath(root), 'site'));
    expect(guardOutput(req('site')).exists).toBe(false);
    mkdirSync(join(root, 'empty'));
    expect(guardOutput(req('empty')).exists).toBe(true);
    mkdirSync(join(root, 'old-site'));
    writeFileSync(join(root, 'old-site', OUTPUT_MARKER), markerText('output', 'parley 0.1.0'));
    writeFileSync(join(root, 'old-site', 'index.html'), '<html></html>');
    expect(guardOutput(req('old-site')).out).toBe(join(canonicalPath(root), 'old-site'));
  });

  it('refuses the working directory and every folder above it, naming the rule and a free path', async () => {
    const { home, req } = project();
    const here = await refusal(home, req('.'));
    expect(here.exitCode).toBe(EXIT.refused);
    expect(here.message).toMatch(
      /^--out \. is the working directory: .* Use a folder of its own, e\.g\. --out site\. Nothing was changed\.$/,
    );
    expect((await refusal(home, req('..'))).message).toMatch(/a folder above the working directory/);
  });

  it('refuses the home folder and the folders above it (a fake HOME)', async () => {
    const { home, req } = project();
    // The working directory elsewhere, so that the home rule, not the working-directory rule, answers.
    const elsewhere = mkdtempSync(join(tmpdir(), 'parley-cwd-'));
    const r = (out: string) => req(out, { cwd: elsewhere, dataDir: join(home, 'src', 'project', 'data') });
    expect((await refusal(home, r(home))).message).toMatch(/is your home folder/);
    const above = await refusal(home, r(join(home, '..')));
    expect(above.message).toMatch(/a folder above your home folder/);
  });

  it("refuses the file system's root without touching it", () => {
    const { req } = project();
    const elsewhere = mkdtempSync(join(tmpdir(), 'parley-cwd-'));
    expect(() => guardOutput(req('/', { cwd: elsewhere, home: elsewhere }))).toThrow(
      /^--out \/ is the file system's root/,
    );
  });

  it('refuses the data folder, a folder inside it, and a folder that holds it', async () => {
    const { root, req } = project();
    expect((await refusal(root, req('data'))).message).toMatch(/^--out data is the data folder/);
    expect((await refusal(root, req('data/site'))).message).toMatch(
      /lies inside the data folder \(data\): the next build would read the site as data\. Use --out site\./,
    );
    // The data inside the output: `build site/data --out site`.
    mkdirSync(join(root, 'site', 'data'), { recursive: true });
    writeFileSync(join(root, 'site', 'data', 'battles.jsonl'), '{}\n');
    const holds = await refusal(root, req('site', { dataDir: 'site/data' }));
    expect(holds.message).toMatch(/holds the data folder \(site\/data\): the build would delete it/);
  });

  it('suggests a path beside the data when the working directory is the data folder', async () => {
    const { root, req } = project();
    const r = await refusal(root, req('site', { dataDir: '.' }));
    expect(r.message).toMatch(
      /lies inside the data folder \(\.\).* Use --out .*project[/\\]\.\.[/\\]site|Use --out \/.*site/,
    );
  });

  it('refuses an output that is a link to the data (links resolved first)', async () => {
    const { root, req } = project();
    symlinkSync(join(root, 'data'), join(root, 'linked'));
    expect((await refusal(root, req('linked'))).message).toMatch(/^--out linked is the data folder/);
    // A link to a folder inside the data is inside the data.
    mkdirSync(join(root, 'data', 'inner'));
    symlinkSync(join(root, 'data', 'inner'), join(root, 'inner-link'));
    expect((await refusal(root, req('inner-link'))).message).toMatch(/lies inside the data folder/);
  });

  it('refuses a folder that holds the manifest, or is the cache, or lies inside it', async () => {
    const { root, req } = project();
    mkdirSync(join(root, 'conf'));
    writeFileSync(join(root, 'conf', 'parley.manifest.json'), '{}');
    const m = await refusal(root, req('conf', { manifestPath: 'conf/parley.manifest.json' }));
    expect(m.message).toMatch(/holds the manifest/);
    expect((await refusal(root, req('.parley-cache'))).message).toMatch(/is the cache folder/);
    expect((await refusal(root, req('.parley-cache/site'))).message).toMatch(
      /lies inside the cache folder .*deleting the cache would delete the site/,
    );
  });

  it("refuses a folder holding the user's files, naming a few of them and how many more", async () => {
    const { root, req } = project();
    const r = await refusal(root, req('notes'));
    expect(r.exitCode).toBe(EXIT.refused);
    expect(r.message).toMatch(
      /holds files Parley did not write \(thesis\.md\) and no \.parley-output\.json marker/,
    );
    for (let i = 0; i < 7; i++) writeFileSync(join(root, 'notes', `n${i}.txt`), 'x');
    expect((await refusal(root, req('notes'))).message).toMatch(
      /\(n0\.txt, n1\.txt, n2\.txt, n3\.txt, n4\.txt, and 3 more\)/,
    );
  });

  it('refuses a folder with a .git, even one carrying the marker', async () => {
    const { root, req } = project();
    mkdirSync(join(root, 'repo', '.git'), { recursive: true });
    writeFileSync(join(root, 'repo', OUTPUT_MARKER), markerText('output', 'parley 0.1.0'));
    expect((await refusal(root, req('repo'))).message).toMatch(/holds a \.git folder/);
  });

  it('says an output path that is a file is not a folder (exit 5)', async () => {
    const { root, req } = project();
    writeFileSync(join(root, 'site'), 'a file');
    const r = await refusal(root, req('site'));
    expect(r.exitCode).toBe(EXIT.notAFolder);
    expect(r.message).toMatch(/^--out site is a file/);
  });

  it('refuses a link that leads nowhere', async () => {
    const { root, req } = project();
    symlinkSync(join(root, 'gone'), join(root, 'dangling'));
    expect((await refusal(root, req('dangling'))).message).toMatch(/is a link to nothing/);
  });

  it('guards the cache folder: absent, empty or marked only', async () => {
    const { root, req } = project();
    mkdirSync(join(root, 'mine'));
    writeFileSync(join(root, 'mine', 'keep.txt'), 'x');
    const r = await refusal(root, req('site', { cacheDir: join(root, 'mine') }));
    expect(r.message).toMatch(/^the cache folder mine holds files Parley did not write \(keep\.txt\)/);
    writeFileSync(join(root, 'mine', CACHE_MARKER), markerText('cache', 'parley 0.1.0'));
    expect(() => guardOutput(req('site', { cacheDir: join(root, 'mine') }))).not.toThrow();
  });
});

describe('markers', () => {
  it('are deterministic JSON naming their format, and recognised by it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-marker-'));
    expect(markerText('output', 'parley 0.1.0')).toBe(markerText('output', 'parley 0.1.0'));
    expect(hasMarker(dir, 'output')).toBe(false);
    writeFileSync(join(dir, OUTPUT_MARKER), markerText('cache', 'x'));
    expect(hasMarker(dir, 'output')).toBe(false);
    writeFileSync(join(dir, OUTPUT_MARKER), markerText('output', 'x'));
    expect(hasMarker(dir, 'output')).toBe(true);
    writeFileSync(join(dir, OUTPUT_MARKER), 'not json');
    expect(hasMarker(dir, 'output')).toBe(false);
  });
});

describe('within', () => {
  it('is true for the folder itself and what lies inside it, not for a sibling sharing a prefix', () => {
    expect(within('/a/b', '/a/b')).toBe(true);
    expect(within('/a/b/c', '/a/b')).toBe(true);
    expect(within('/a/bc', '/a/b')).toBe(false);
    expect(within('/a', '/a/b')).toBe(false);
    expect(within('/a/b', '/')).toBe(true);
  });
});

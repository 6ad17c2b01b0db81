// The hand-off from the build to the pages: what the build writes, the pages read back; a file of another kind,
// layout or checkout stops them with a message saying which.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSiteModel } from '../pipeline/buildSiteModel.ts';
import { emptyDataset } from '../records/dataset.ts';
import { codeVersion } from './codeVersion.ts';
import type { SiteModel } from './siteModel.ts';
import {
  readSiteModelAndHeader,
  readSiteModelHeader,
  siteModelProblem,
  writeSiteModelFile,
  type SiteModelFieldKinds,
} from './siteModelFile.ts';

const ROOT = join(import.meta.dirname, '../..');
const readSiteModelFile = (file: string, root: string) => readSiteModelAndHeader(file, root).site;
const CODE = codeVersion(ROOT);
const dir = mkdtempSync(join(tmpdir(), 'parley-site-model-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const site: SiteModel = buildSiteModel(emptyDataset(), { countTokens: () => 1, version: '1.2.3' });
const header = (line: object, model: unknown = site) => `${JSON.stringify(line)}\n${JSON.stringify(model)}`;
const HEAD = {
  format: 'parley-site-model',
  formatVersion: 2,
  code: CODE,
  outDir: '/o',
  base: '/',
  conversations: 0,
};

describe('the site model file', () => {
  it('gives back what the build wrote, and its header alone', async () => {
    const file = join(dir, 'ok.json');
    await writeSiteModelFile(file, { code: CODE, outDir: '/tmp/out', base: '/parley/' }, site);
    expect(readSiteModelFile(file, ROOT)).toEqual(site);
    expect(readSiteModelHeader(file, ROOT)).toEqual({
      format: 'parley-site-model',
      formatVersion: 2,
      code: CODE,
      outDir: '/tmp/out',
      base: '/parley/',
      conversations: 0,
    });
  });

  it('writes each conversation on its own line, and refuses a file that lacks one', async () => {
    const conversation = (id: string) =>
      ({
        id,
        path: `c/b/${id}/m`,
        text: 'line one\nline two "quoted" ✓',
      }) as unknown as SiteModel['conversations'][number];
    const many: SiteModel = { ...site, conversations: ['s1', 's2', 's3'].map(conversation) };
    const file = join(dir, 'lines.json');
    await writeSiteModelFile(file, { code: CODE, outDir: '/o', base: '/', renderPages: ['c/b/s2/m'] }, many);
    const text = readFileSync(file, 'utf8');
    expect(text.split('\n')).toHaveLength(5);
    expect(readSiteModelFile(file, ROOT)).toEqual(many);
    expect(readSiteModelHeader(file, ROOT)).toMatchObject({ conversations: 3, renderPages: ['c/b/s2/m'] });
    const cut = join(dir, 'cut.json');
    writeFileSync(cut, text.slice(0, text.lastIndexOf('\n')));
    expect(() => readSiteModelFile(cut, ROOT)).toThrow(
      `${cut}: its header says 3 conversations follow the model, and 2 lines do`,
    );
  });

  it('refuses a file that is not a Parley site model, and a site model of the layout before the header', () => {
    const foreign = join(dir, 'foreign.json');
    writeFileSync(foreign, '{"rows": []}');
    expect(() => readSiteModelFile(foreign, ROOT)).toThrow(
      `${foreign} is not a Parley site model (its first line names no "parley-site-model"): build the site with \`parley build DIR\``,
    );
    // Before the hand-off had a header, the file was the model's JSON alone.
    const old = join(dir, 'old.json');
    writeFileSync(old, JSON.stringify(site));
    expect(() => readSiteModelHeader(old, ROOT)).toThrow('is not a Parley site model');
    const layout = join(dir, 'layout.json');
    writeFileSync(layout, header({ ...HEAD, formatVersion: 1 }));
    expect(() => readSiteModelFile(layout, ROOT)).toThrow(
      'is a Parley site model of layout 1; this Parley reads layout 2',
    );
  });

  it("refuses a model another checkout's code wrote (the pages would not match it)", () => {
    const stale = join(dir, 'stale.json');
    writeFileSync(stale, header({ ...HEAD, code: '0123456789abcdef' }));
    expect(() => readSiteModelFile(stale, ROOT)).toThrow(
      `${stale} was written by another version of Parley's code (0123456789abcdef) than the one in ${ROOT} (${CODE})`,
    );
    expect(() => readSiteModelHeader(stale, ROOT)).toThrow('written by another version');
  });

  it('checks every top-level field of the model: present, of its kind, and no other', () => {
    expect(siteModelProblem(site)).toBeUndefined();
    const { views: _views, ...noViews } = site;
    expect(siteModelProblem(noViews)).toBe('the model has no "views"');
    expect(siteModelProblem({ ...site, views: 'all' })).toBe('the model\'s "views" is string, not array');
    expect(siteModelProblem({ ...site, gallery: [] })).toBe('the model\'s "gallery" is array, not object');
    expect(siteModelProblem({ ...site, extra: 1 })).toBe(
      'the model has fields this Parley does not know: extra',
    );
    expect(siteModelProblem([site])).toBe('the model is array, not an object');
    // Optional fields may be absent.
    const { gallery: _gallery, judges: _judges, ...bare } = site;
    expect(siteModelProblem(bare)).toBeUndefined();
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, header(HEAD, { ...site, quality: null }));
    expect(() => readSiteModelFile(broken, ROOT)).toThrow(
      `${broken}: the model's "quality" is null, not object`,
    );
  });

  it('derives the table of fields from SiteModel: a wrong kind or a missing field does not type-check', () => {
    const kinds = (k: SiteModelFieldKinds) => Object.keys(k).length;
    const table: SiteModelFieldKinds = {
      title: 'string',
      description: 'string',
      demo: 'boolean',
      bootstrap: 'object',
      version: 'string',
      views: 'array',
      models: 'array',
      conversations: 'array',
      seeds: 'array',
      quality: 'object',
      gallery: 'object?',
      judges: 'object?',
      assets: 'array',
      sections: 'object',
      sectionIndex: 'array',
      boards: 'array',
    };
    expect(kinds(table)).toBe(16);
    expect(Object.keys(site).filter((k) => !(k in table))).toEqual([]);
    // @ts-expect-error views is an array
    kinds({ ...table, views: 'object' });
    // @ts-expect-error gallery may be absent
    kinds({ ...table, gallery: 'object' });
    const { title: _title, ...noTitle } = table;
    // @ts-expect-error every field is named
    kinds(noTitle);
  });
});

// The sections the profiles declare: their routes exist and stay under their key, and their shared-page components
// are in their profiles' components folders, and in the modules the shell imports them from (routes.ts).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { orderedSections, PROFILES, SECTIONS } from './index.ts';
import { rootPath, sectionComponentsModule, sectionRoutes } from './routes.ts';

/** The sections of the first profiles, in the order the demo site has always shown them. */
const FIRST_SECTIONS = ['rutie', 'preference', 'ssa', 'peers', 'answers', 'method', 'history'];

const sections = SECTIONS.map((s) => [s.key, s] as const);

describe('SECTIONS', () => {
  it('lists the sections in the navigation order they have always had, by place', () => {
    expect(SECTIONS.map((s) => s.key).filter((k) => FIRST_SECTIONS.includes(k))).toEqual(FIRST_SECTIONS);
    const places = SECTIONS.map((s) => s.place);
    expect(places).toEqual([...places].sort((a, b) => a - b));
  });

  it("takes a profile's sections from the profile", () => {
    for (const p of PROFILES) for (const s of p.sections ?? []) expect(SECTIONS).toContain(s);
    expect(PROFILES.find((p) => p.id === 'rutie')?.sections?.map((s) => s.key)).toEqual(['rutie']);
  });

  it('refuses two sections with one key', () => {
    const [a] = SECTIONS;
    expect(() => orderedSections([a!, { ...a!, place: 1 }])).toThrow(
      `two site sections have the key "${a!.key}"`,
    );
  });

  it("keeps the home-page and conversation-page components in the profile's components folder, named by kind", () => {
    for (const [, s] of sections) {
      if (s.home)
        expect(fileURLToPath(s.home.summary)).toMatch(
          /\/src\/profiles\/[^/]+\/components\/[^/]+Summary\.astro$/,
        );
      if (s.conversationNote)
        expect(fileURLToPath(s.conversationNote.component)).toMatch(
          /\/src\/profiles\/[^/]+\/components\/[^/]+ConversationNote\.astro$/,
        );
      for (const url of [s.home?.summary, s.conversationNote?.component])
        if (url) expect(existsSync(url)).toBe(true);
    }
  });
});

describe('sectionRoutes', () => {
  const routes = sectionRoutes();

  it('gives every page of every section, each file present', () => {
    expect(routes.length).toBe(sections.reduce((n, [, s]) => n + s.pages.length, 0));
    for (const r of routes) expect(existsSync(r.entrypoint), r.entrypoint).toBe(true);
  });

  it('gives no pattern twice', () => {
    expect(new Set(routes.map((r) => r.pattern)).size).toBe(routes.length);
  });

  it('keeps the pages of the first sections at the paths they have always had', () => {
    const first = SECTIONS.filter((s) => FIRST_SECTIONS.includes(s.key)).flatMap((s) => s.pages);
    expect(first.map((p) => p.pattern)).toEqual([
      '/rutie/[...section]',
      '/rutie/[figure]',
      '/rutie/questions/[page]',
      '/preference/[...page]',
      '/preference/tasks/[task]',
      '/preference/flags/[flag]/[...page]',
      '/ssa/[...index]',
      '/ssa/figures/[figure]',
      '/ssa/static/[...page]',
      '/meena/[...index]',
      '/meena/[model]',
      '/fed/[...index]',
      '/fed/[seed]',
      '/peers/[...index]',
      '/peers/[format]',
      '/answers/[...path]',
      '/method/[...benchmark]',
      '/history/[...benchmark]',
    ]);
  });
});

describe('sectionComponentsModule', () => {
  it("imports every section's home-page block, and its conversation notes apart, by the site model's paths", () => {
    const summaries = SECTIONS.flatMap((s) => (s.home ? [rootPath(s.home.summary)] : []));
    const notes = SECTIONS.flatMap((s) =>
      s.conversationNote ? [rootPath(s.conversationNote.component)] : [],
    );
    expect(summaries).toContain('/src/profiles/rutie/components/RutieSummary.astro');
    expect(notes).toEqual(['/src/profiles/meena/components/FedConversationNote.astro']);
    const imported = (kind: 'summaries' | 'conversationNotes') =>
      [...sectionComponentsModule(kind).matchAll(/^import c\d+ from "([^"]+)";$/gm)].map((m) => m[1]);
    expect(imported('summaries')).toEqual(summaries);
    expect(imported('conversationNotes')).toEqual(notes);
    expect(sectionComponentsModule('conversationNotes')).toContain(
      'export const components = { "/src/profiles/meena/components/FedConversationNote.astro": { default: c0 } };',
    );
  });
});

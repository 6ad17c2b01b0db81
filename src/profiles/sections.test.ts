// The sections the profiles declare: their routes exist and stay under their key, and their shared-page components
// are where the pages look for them (src/components/SectionSummaries.astro, SectionConversationNotes.astro).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SECTIONS } from './index.ts';
import { sectionRoutes } from './routes.ts';

const sections = Object.entries(SECTIONS);

describe('SECTIONS', () => {
  it('holds each section under its own key, in the navigation order', () => {
    expect(sections.map(([key, s]) => [key, s.key])).toEqual([
      ['rutie', 'rutie'],
      ['preference', 'preference'],
      ['ssa', 'ssa'],
      ['peers', 'peers'],
      ['answers', 'answers'],
      ['method', 'method'],
      ['history', 'history'],
    ]);
  });

  it("keeps the home-page and conversation-page components in the profile's components folder, named as the pages glob them", () => {
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

  it('keeps the pages of the sections at the paths they have always had', () => {
    expect(routes.map((r) => r.pattern)).toEqual([
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

/// <reference types="astro/client" />

// The sections' components on shared pages, by the path the site model names each by (astro.config.mjs,
// src/profiles/routes.ts sectionComponentsModule).
declare module 'virtual:parley-section-summaries' {
  import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
  export const components: Readonly<Record<string, { default: AstroComponentFactory }>>;
}
declare module 'virtual:parley-section-conversation-notes' {
  import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
  export const components: Readonly<Record<string, { default: AstroComponentFactory }>>;
}

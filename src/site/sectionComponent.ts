// The components a profile's section adds to shared pages (its block on the home page, its note on a conversation
// page) are named in the site model by path; the page imports them from the modules astro.config.mjs derives
// from the sections (src/profiles/routes.ts sectionComponentsModule) and picks one.

/**
 * The component at `path` (as Vite names it, `/src/profiles/.../X.astro`) among the sections' components.
 * @throws Error naming the section and the path when no module has it, so a misnamed component fails the build.
 */
export function sectionComponent<T>(
  modules: Readonly<Record<string, { default: T }>>,
  path: string,
  section: string,
): T {
  const found = modules[path]?.default;
  if (found === undefined)
    throw new Error(
      `the ${section} section's component ${path} is not among the components found: ${Object.keys(modules).join(', ')}`,
    );
  return found;
}

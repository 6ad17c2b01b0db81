// The site's navigation: one entry per section of a Parley site.

export interface NavItem {
  /** Site path under the base: '' for the home page, 'models/' for a section. */
  path: string;
  label: string;
}

/** The six sections, in the order the header shows them. */
export const DEFAULT_NAV: readonly NavItem[] = [
  { path: '', label: 'Leaderboard' },
  { path: 'figures/', label: 'Figures' },
  { path: 'models/', label: 'Models' },
  { path: 'seeds/', label: 'Seeds' },
  { path: 'quality/', label: 'Data quality' },
  { path: 'search/', label: 'Search' },
];

/**
 * The nav item of the section a page belongs to: the longest item path that starts the page's path (the home
 * item only for the home page itself); undefined when none does.
 * @example currentNavItem(DEFAULT_NAV, 'models/gpt4/') // { path: 'models/', label: 'Models' }
 */
export function currentNavItem(nav: readonly NavItem[], pagePath: string): NavItem | undefined {
  const here = pagePath.replace(/^\/+/, '');
  return nav
    .filter((item) => (item.path === '' ? here === '' || here === 'index.html' : here.startsWith(item.path)))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

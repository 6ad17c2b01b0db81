// Site-internal links: the base path joined with a site path, directory paths ending in '/'.

/**
 * Joins the site's base path and a site path. A path to a directory page gets its closing '/' (before any
 * fragment or query, so `#m-heron` still names the element); a path to a file (`data/x.csv`) does not.
 * @example joinSitePath('/parley/', 'preference/quality#m-heron') // '/parley/preference/quality/#m-heron'
 */
export function joinSitePath(base: string, path: string): string {
  const b = base.endsWith('/') ? base : `${base}/`;
  const p = path.replace(/^\/+/, '');
  const cut = p.search(/[?#]/);
  const dir = cut === -1 ? p : p.slice(0, cut);
  const tail = cut === -1 ? '' : p.slice(cut);
  const slash = dir === '' || dir.endsWith('/') || /\.[a-z0-9]+$/i.test(dir) ? '' : '/';
  return `${b}${dir}${slash}${tail}`;
}

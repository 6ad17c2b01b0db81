// The gallery's filters without a page reload: a click on a filter or page link (a plain link to a static page,
// which is what a reader without JavaScript follows) fetches that page from the site itself, swaps its gallery
// region in, and records the URL in the history, so Back, bookmarks and shared links keep working. Any failure
// falls back to ordinary navigation. Bundled by Astro as a module file: no inline script, CSP-safe.

/** The element whose content a filtered page replaces. */
export const ROOT = '[data-gallery-root]';

/** True for a plain left click that the page may take over (no modifier key: those open new tabs). */
export function isPlainClick(
  e: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

async function show(url: string, push: boolean): Promise<void> {
  const root = document.querySelector<HTMLElement>(ROOT);
  if (!root) return void location.assign(url);
  root.setAttribute('aria-busy', 'true');
  try {
    const res = await fetch(url, { headers: { accept: 'text/html' } });
    if (!res.ok) throw new Error(`${res.status}`);
    const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
    const next = doc.querySelector<HTMLElement>(ROOT);
    if (!next) throw new Error('no gallery on that page');
    root.replaceWith(document.importNode(next, true));
    document.title = doc.title;
    if (push) history.pushState({ gallery: true }, '', url);
    const status = document.querySelector<HTMLElement>('[data-gallery-status]');
    const heading = document.querySelector<HTMLElement>('[data-gallery-heading]');
    if (status) status.textContent = heading?.textContent?.trim() ?? '';
    heading?.focus({ preventScroll: true });
  } catch {
    location.assign(url);
  }
}

/** Takes over clicks on gallery links below `root` and Back/Forward between gallery pages. */
export function enhanceGallery(root: Document): void {
  if (!root.querySelector(ROOT) || !('fetch' in window) || !('DOMParser' in window)) return;
  history.replaceState({ gallery: true }, '', location.href);
  root.addEventListener('click', (e) => {
    const a = (e.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-gallery-link]');
    if (!a || !isPlainClick(e) || a.origin !== location.origin) return;
    e.preventDefault();
    void show(a.href, true);
  });
  window.addEventListener('popstate', (e) => {
    if ((e.state as { gallery?: boolean } | null)?.gallery) void show(location.href, false);
  });
}

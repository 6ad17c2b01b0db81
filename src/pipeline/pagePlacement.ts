// Which pages are in the built site yet (docs/decisions/0172): the renderer tells it as its processes' pages land
// (RenderRequest.onPlaced), the build when every page is in place (rendered, and kept ones linked) or the rendering
// failed; the search index waits on it part by part, the downloads until the site folder is there.
import type { PagesReady } from './buildEffects.ts';

export interface PagePlacement extends PagesReady {
  /** Pages in place: `shared`, the pages without keys (and the site folder); `keyed`, these keyed pages. */
  tell(placed: { shared: boolean; keyed: readonly string[] }): void;
  /** Every page is in place. */
  done(): void;
  /** The rendering failed: every wait, now and later, rejects with `error`. */
  fail(error: unknown): void;
}

interface Waiter {
  paths: readonly string[] | undefined;
  ok: () => void;
  fail: (e: unknown) => void;
}

/** A placement with nothing in place yet. */
export function pagePlacement(): PagePlacement {
  let shared = false;
  let all = false;
  let failed: { error: unknown } | undefined;
  const keyed = new Set<string>();
  let waiters: Waiter[] = [];
  const ready = (w: Waiter) => all || (shared && (w.paths ?? []).every((p) => keyed.has(p)));
  const settle = () => {
    const still: Waiter[] = [];
    for (const w of waiters) {
      if (failed) w.fail(failed.error);
      else if (ready(w)) w.ok();
      else still.push(w);
    }
    waiters = still;
  };
  const wait = (paths: readonly string[] | undefined) =>
    new Promise<void>((ok, fail) => {
      waiters.push({ paths, ok, fail });
      settle();
    });
  return {
    shared: () => wait(undefined),
    keyed: (paths) => wait(paths),
    tell(placed) {
      shared ||= placed.shared;
      for (const p of placed.keyed) keyed.add(p);
      settle();
    },
    done() {
      all = true;
      settle();
    },
    fail(error) {
      failed ??= { error };
      settle();
    },
  };
}

// The chart packages (Observable Plot, d3's colours, linkedom), loaded at their first use rather than when a chart
// module is imported: every command imports the views, which import the charts, but only a build draws one. Loading
// the three takes some 0.3 s and 40 MB, which `parley counts`, `ratings` and `check` no longer pay. They load
// synchronously (`require` of their ES modules, Node 22.12 and newer): the same modules as an import, so the same
// charts.
import { createRequire } from 'node:module';

type PlotModule = typeof import('@observablehq/plot');
type D3Module = typeof import('d3');
type LinkedomModule = typeof import('linkedom');

const require = createRequire(import.meta.url);

/** A module loaded at its first use. */
function once<T>(load: () => T): () => T {
  let m: T | undefined;
  return () => (m ??= load());
}

const plot = once(() => require('@observablehq/plot') as PlotModule);
const d3 = once(() => require('d3') as D3Module);
const linkedom = once(() => require('linkedom') as LinkedomModule);

/** Observable Plot's exports, each read from the package when first asked for. */
export const Plot: PlotModule = new Proxy({} as PlotModule, {
  get: (_, key) => Reflect.get(plot(), key),
  has: (_, key) => Reflect.has(plot(), key),
  ownKeys: () => Reflect.ownKeys(plot()),
  getOwnPropertyDescriptor: (_, key) => {
    const d = Reflect.getOwnPropertyDescriptor(plot(), key);
    return d && { ...d, configurable: true };
  },
});

/** d3's `rgb`. */
export const rgb: D3Module['rgb'] = ((...args: Parameters<D3Module['rgb']>) =>
  d3().rgb(...args)) as D3Module['rgb'];
/** d3's `interpolateBlues`. */
export const interpolateBlues = (t: number): string => d3().interpolateBlues(t);
/** d3's `interpolateRdBu`. */
export const interpolateRdBu = (t: number): string => d3().interpolateRdBu(t);
/** linkedom's `parseHTML`. */
export const parseHTML: LinkedomModule['parseHTML'] = (...args) => linkedom().parseHTML(...args);

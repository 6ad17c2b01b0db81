// Kept while the sections that import it move: the one number format of the site is src/render/format.ts.
export { fixed, pct, printedDecimals, signed } from '../render/format.ts';

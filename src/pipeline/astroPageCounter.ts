// Loaded (node --import) into Astro's process when the build shows progress (buildSite.ts runAstroBuild): counts
// the HTML pages Astro writes and sends the count to the build through the IPC channel, at most four times a
// second. Astro's own log is silenced (its info level prints a line per page and much else), so this is how the
// build knows how far the pages are. Astro writes each page with fs.promises.writeFile; should a later Astro write
// them otherwise, the count stays at 0 and the build's line shows the step's elapsed time alone.
import fs from 'node:fs';
import { PAGES_WRITTEN } from './buildProgress.ts';

const SEND_EVERY_MS = 250;
const promises = fs.promises as { writeFile: typeof fs.promises.writeFile };
const writeFile = promises.writeFile;
let pages = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

function send(): void {
  timer = undefined;
  if (process.connected) process.send?.({ type: PAGES_WRITTEN, pages });
}

promises.writeFile = function (this: unknown, file, ...rest) {
  if (String(file).endsWith('.html')) {
    pages++;
    if (timer === undefined) {
      timer = setTimeout(send, SEND_EVERY_MS);
      timer.unref();
    }
  }
  return writeFile.call(this, file, ...rest);
} as typeof fs.promises.writeFile;

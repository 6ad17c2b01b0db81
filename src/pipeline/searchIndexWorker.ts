// A thread of its own for indexing search parts (searchIndex.ts): each thread starts its own Pagefind process,
// which takes the pages it is handed one at a time on one core, so two threads index two parts on two cores. The
// thread is told a part (the site's folder, the part's output folder and its pages, in order), answers with the
// pages handed over as it goes and once the part is written, and closes its Pagefind when told to stop.
import { parentPort } from 'node:worker_threads';
import { indexPart, type Part } from './searchIndexPart.ts';

type Ask = { type: 'part'; outDir: string; part: Part } | { type: 'close' };

const pagefind = await import('pagefind');
parentPort!.on('message', (ask: Ask) => {
  if (ask.type === 'close') {
    void pagefind.close().then(() => process.exit(0));
    return;
  }
  indexPart(pagefind, ask.outDir, ask.part, (pages) =>
    parentPort!.postMessage({ type: 'pages', pages }),
  ).then(
    () => parentPort!.postMessage({ type: 'done' }),
    (e: unknown) =>
      parentPort!.postMessage({ type: 'error', message: e instanceof Error ? e.message : String(e) }),
  );
});
parentPort!.postMessage({ type: 'ready' });

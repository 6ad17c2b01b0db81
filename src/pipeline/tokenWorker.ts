// The second thread of the cold tokenization (prewarmTokens.ts): loads the cl100k tables as soon as it starts (while
// the build reads its data), then answers each list of texts it is sent with their token counts, in order.
import { parentPort } from 'node:worker_threads';
import { countCl100k } from '../stats/tokens.ts';

countCl100k('');
parentPort!.on('message', (texts: string[]) => {
  const counts = new Int32Array(texts.length);
  for (let i = 0; i < texts.length; i++) counts[i] = countCl100k(texts[i]!);
  parentPort!.postMessage(counts, [counts.buffer]);
});

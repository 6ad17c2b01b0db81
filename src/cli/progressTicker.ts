// The progress line's clock (progress.ts): a worker thread that redraws the line every second on a terminal, and
// prints a log's line when one is due, while the main thread is busy with synchronous work and cannot. It writes
// to stderr directly (a worker's own process.stderr goes through the main thread, which would hold it back).
import { writeSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { drawStep, locked, sharedLine, TICK_MS, type ProgressMode, type StepState } from './progress.ts';

const { buffer, mode, columns } = workerData as {
  buffer: SharedArrayBuffer;
  mode: ProgressMode;
  columns: number;
};
const line = sharedLine(buffer);
const how = {
  mode,
  columns,
  write: (text: string) => {
    try {
      writeSync(2, text);
    } catch {
      // stderr full or closed: this tick's line is dropped, the build goes on
    }
  },
};
let step: StepState | undefined;
parentPort!.on('message', (s: StepState) => (step = s));
setInterval(() => {
  if (step)
    locked(line, () =>
      drawStep(line, step!, how, performance.timeOrigin + performance.now(), mode === 'tty'),
    );
}, TICK_MS);

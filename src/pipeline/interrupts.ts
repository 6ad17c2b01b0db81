// What a build undoes when it is interrupted (SIGINT, SIGTERM, SIGHUP): it stops the processes it started, deletes
// its staging folder and releases its lock, then exits with 128 + the signal's number. The last complete site is
// never touched (outputStaging.ts). Steps register a cleanup while they run and remove it when they end; only the
// command line installs the handlers (a build run inside a test or another program leaves signals to its host).
type Cleanup = () => void | Promise<void>;

const cleanups = new Set<Cleanup>();

/** Registers `f` to run if the process is interrupted; returns the function that removes it. */
export function onInterrupt(f: Cleanup): () => void {
  cleanups.add(f);
  return () => void cleanups.delete(f);
}

/** Runs every registered cleanup, the newest first (a child process stops before its folder goes). */
export async function runCleanups(): Promise<void> {
  const all = [...cleanups].reverse();
  cleanups.clear();
  for (const f of all) {
    try {
      await f();
    } catch {
      /* the others still run */
    }
  }
}

const SIGNALS = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;

/**
 * Makes SIGINT, SIGTERM and SIGHUP end the process after the cleanups, with exit code 128 + the signal's number. A
 * second signal while cleaning up ends it at once.
 */
export function exitOnSignals(say: (message: string) => void): void {
  let stopping = false;
  for (const [signal, code] of Object.entries(SIGNALS)) {
    process.on(signal, () => {
      if (stopping) process.exit(code);
      stopping = true;
      if (cleanups.size > 0)
        say(`parley: ${signal}: stopping; the output folder keeps the last complete site, untouched`);
      void runCleanups().finally(() => process.exit(code));
    });
  }
}

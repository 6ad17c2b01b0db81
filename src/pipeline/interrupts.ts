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

/**
 * How long one cleanup is waited for before the next one runs. Stopping a process can wait on something that never
 * comes (an event of a child whose pipes a grandchild holds, an answer of a Pagefind whose process the terminal's
 * Ctrl-C already ended: its API then never settles); the staging folder and the lock must go all the same.
 */
export const CLEANUP_WAIT_MS = 5000;

/**
 * Runs every registered cleanup, the newest first (a child process stops before its folder goes), each waited for
 * at most `waitMs`: one that has not ended by then is left behind (the process is about to exit) and the next runs.
 */
export async function runCleanups(waitMs: number = CLEANUP_WAIT_MS): Promise<void> {
  const all = [...cleanups].reverse();
  cleanups.clear();
  for (const f of all) {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        f(),
        new Promise<void>((ok) => {
          timer = setTimeout(ok, waitMs);
        }),
      ]);
    } catch {
      /* the others still run */
    } finally {
      clearTimeout(timer);
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

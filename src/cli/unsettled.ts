// A command whose work never settles must not end as a success. Node ends a process whose event loop has emptied
// with exit code 0, even while an `await` still waits on a promise nothing will ever settle (a worker thread that
// was unref'd, a child whose 'close' was never heard). Decision 0172 met it: a build ended with 0, no site, and its
// lock and staging folder left behind. `beforeExit` is emitted in exactly that state (never after process.exit), so
// the guard turns it into the exit code of a bug, after the same cleanups an interrupt runs (the staging folder
// deleted, the lock released; the last complete site is never touched).
import { runCleanups } from '../pipeline/interrupts.ts';
import { EXIT } from '../pipeline/userError.ts';

/**
 * Ends the process with EXIT.usage (the code of a bug) and a message on stderr if the event loop empties before
 * `work` has settled; `say` writes the message, `doing` names the work in it.
 * @example guardUnsettled(main(argv), () => 'building the site', (m) => console.error(m))
 */
export function guardUnsettled<T>(
  work: Promise<T>,
  doing: () => string,
  say: (message: string) => void,
): Promise<T> {
  let settled = false;
  let stopping = false;
  const onEmpty = () => {
    if (settled || stopping) return;
    stopping = true;
    say(
      `parley: stopped while ${doing()}: the work waited on something that can never finish. This is a bug in parley (run with --debug and report it). The output folder keeps its last complete site.`,
    );
    void runCleanups().finally(() => process.exit(EXIT.usage));
  };
  process.on('beforeExit', onEmpty);
  return work.finally(() => {
    settled = true;
    process.off('beforeExit', onEmpty);
  });
}

// Errors meant for the person at the terminal: one line with the cause and what to do, and an exit code of its own
// per cause, so a script can tell them apart. The command line prints them without a stack trace (src/cli/parley.ts).

/** Every exit code of `parley`, by cause (the README lists them). */
export const EXIT = {
  ok: 0,
  /** `check` found rejected rows or problems; `build --strict` refused to build on them. */
  rejected: 1,
  /** The command line is wrong, or an unexpected error (a bug: run with --debug). */
  usage: 2,
  /** The report's counts do not reconcile (a bug). */
  unreconciled: 3,
  /** The output folder was refused: it holds files Parley did not write, or overlaps the data, the cache, etc. */
  refused: 4,
  /** The output path (or a folder on it) is a file. */
  notAFolder: 5,
  /** The output folder, the cache folder or their parent cannot be written (permissions, a read-only disk). */
  readOnly: 6,
  /** The disk is full. */
  diskFull: 7,
  /** The working directory no longer exists. */
  cwdGone: 8,
  /** Another build is writing into the same output folder. */
  locked: 9,
  /**
   * `build`: nothing in the data directory was recognised (or nothing recognised could be read), so no site was
   * built. `check` reports the same as a problem and exits 1 (`rejected`), as for any problem.
   */
  nothingRead: 10,
  /** Interrupted by SIGINT (Ctrl-C): 128 + 2, as shells report it. */
  interrupted: 130,
  /** Ended by SIGTERM: 128 + 15. */
  terminated: 143,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** An error with a message for the user and the exit code of its cause. */
export class UserError extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode: number) {
    super(message);
    this.name = 'UserError';
    this.exitCode = exitCode;
  }
}

/**
 * The user-facing form of an error the machine's state causes (a full disk, a read-only folder, a path that is a
 * file), or undefined for any other error. `what` says what was being done ("building the site into dist").
 */
export function machineError(e: unknown, what: string): UserError | undefined {
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  const path = (e as NodeJS.ErrnoException | undefined)?.path;
  const at = path ? ` (${path})` : '';
  switch (code) {
    case 'ENOSPC':
    case 'EDQUOT':
      return new UserError(
        `the disk is full${at} while ${what}: free some space and run the command again.`,
        EXIT.diskFull,
      );
    case 'EROFS':
      return new UserError(
        `the file system is read-only${at} while ${what}: choose an output folder on a writable disk (--out).`,
        EXIT.readOnly,
      );
    case 'EACCES':
    case 'EPERM':
      return new UserError(
        `permission denied${at} while ${what}: make the folder writable, or choose another with --out.`,
        EXIT.readOnly,
      );
    case 'ENOTDIR':
    case 'EEXIST':
      if (code === 'EEXIST' && !path) return undefined;
      return new UserError(
        `a file stands where a folder is needed${at} while ${what}: move it, or choose another path with --out.`,
        EXIT.notAFolder,
      );
    default:
      return undefined;
  }
}

/**
 * The working directory, or a UserError when it no longer exists (deleted under a running shell): every relative
 * path is resolved against it.
 */
export function workingDirectory(): string {
  try {
    return process.cwd();
  } catch {
    throw new UserError(
      'the working directory no longer exists (it was deleted or moved while the shell stood in it): `cd` into an existing folder and run the command again.',
      EXIT.cwdGone,
    );
  }
}

#!/usr/bin/env node
// The `parley` command: `parley check DIR` reads and reports; `parley build DIR --out OUT` builds the site.
import { parseArgs } from 'node:util';
// Only what every command needs is imported here; each command loads its own modules, so `--help`, a refused
// output folder and the first progress line come without loading every reader.
import { exitOnSignals } from '../pipeline/interrupts.ts';
import { EXIT, machineError, UserError, workingDirectory } from '../pipeline/userError.ts';
import { createProgress, type Progress } from './progress.ts';
import { guardUnsettled } from './unsettled.ts';

/** An error meant for the person at the terminal: printed as is, no stack trace (unless --debug). */
export class CliError extends UserError {
  constructor(message: string, exitCode: number = EXIT.usage) {
    super(message, exitCode);
  }
}

const USAGE = `Usage:
  parley check DIR [--manifest FILE] [--allow-rejects] [--follow-outside-links] [--verbose]
      Read every file under DIR and print what was read, used and rejected, and the files not read and why;
      messages that repeat are grouped with a count and three examples (--verbose prints every one). Exit 1 when a
      key file cannot be read, data is missing or doubled in disagreement, nothing in DIR is recognised (problems),
      or a row is rejected (--allow-rejects accepts rejected rows, never problems).
  parley build DIR [--out OUT] [--manifest FILE] [--strict] [--follow-outside-links]
      Build the static site from DIR into OUT (default dist). The site says on its pages what is missing; --strict
      refuses to build when any row is rejected or any problem is found. Nothing recognised in DIR: no site, exit 10.
  parley prompt DIR --question K [--model M]
      Print the ruTiE prompt a model sees at question_id K: the task file's template filled with the dialog so far,
      answered as model M's submission answered it (default: the gold answers). M is the model's display name, any
      alias or its key (the name its file gives), in any case; an unknown M lists the names known.
      DIR may hold counts files (NAME.counts.json, docs/counts.md) instead of, or beside, judgment files.
  parley ratings DIR [--format text|csv|json] [--out FILE] [--rounds N] [--seed S] [--all] [--manifest FILE]
      Print the leaderboards the site would show, without building it: Bradley-Terry with 95% bootstrap intervals
      and the ranks they allow, Elo, win rates, style-controlled ratings where the data allow, pass rates with
      Wilson intervals. The same code as the build; text tables (compact columns; --all for every one), or every
      column as CSV or JSON. --rounds and --seed override the bootstrap's (default: the manifest's, else 1000 and
      20231101).
  parley counts DIR [--out FILE] [--engine node|duckdb] [--sql FILE]
      Aggregate DIR's judgments into a counts file (default: print it). --engine duckdb runs the aggregation
      SQL in DuckDB on the files in place; --sql writes that SQL, for another engine, and aggregates nothing.
Options:
  --manifest FILE   a manifest outside DIR naming files, roles and model aliases (see docs/manifest.md)
  --follow-outside-links  read files that links inside DIR lead to outside it (by default they are listed as not read)
  --verbose         check: every message on a line of its own, none grouped or cut
  --quiet           no progress (by default: a line redrawn on a terminal, a line every ten seconds in a log)
  --debug           print stack traces of unexpected errors
  -h, --help        this text`;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      manifest: { type: 'string' },
      out: { type: 'string' },
      'allow-rejects': { type: 'boolean', default: false },
      'follow-outside-links': { type: 'boolean', default: false },
      strict: { type: 'boolean', default: false },
      quiet: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
      debug: { type: 'boolean', default: false },
      question: { type: 'string' },
      model: { type: 'string' },
      engine: { type: 'string', default: 'node' },
      sql: { type: 'string' },
      format: { type: 'string', default: 'text' },
      rounds: { type: 'string' },
      seed: { type: 'string' },
      all: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, dir] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return command || values.help ? 0 : 2;
  }
  if (!dir) throw new CliError(`parley ${command} needs a data directory.\n\n${USAGE}`);
  workingDirectory(); // every relative path is resolved against it: a vanished one is said here, once
  doing =
    command === 'build' ? `building the site into ${values.out ?? 'dist'}` : `running parley ${command}`;
  // Progress on stderr: redrawn in place on a terminal, plain lines now and then in a log (CI), none with --quiet.
  progress = createProgress({
    mode: values.quiet ? 'off' : process.stderr.isTTY ? 'tty' : 'plain',
    write: (t) => process.stderr.write(t),
    // A terminal of no size (a pseudo-terminal under `script`, say) is taken as COLUMNS or 80 wide.
    columns: process.stderr.columns || Number(process.env.COLUMNS) || 80,
  });
  const shown = progress;
  if (command === 'check') {
    shown.update({ stage: 'starting', detail: 'loading the readers' });
    const [{ readDataset }, { reportTotals }, { formatContents, formatReport }, { readStep }] =
      await Promise.all([
        import('../profiles/index.ts'),
        import('../records/report.ts'),
        import('./formatReport.ts'),
        import('../pipeline/buildProgress.ts'),
      ]);
    // `check` needs the report and the counts, not each record: plain battle and BotChat pairwise files are read
    // straight to counts (decision 0106), with the same report.
    const dataset = await readDataset(dir, {
      counting: true,
      ...(values.manifest ? { manifestPath: values.manifest } : {}),
      onProgress: (p) => shown.update(readStep(p)),
      ...(values['follow-outside-links'] ? { followOutsideLinks: true } : {}),
    });
    shown.end();
    console.log(formatReport(dataset.report, { verbose: values.verbose, dir }));
    const contents = formatContents(dataset);
    if (contents) console.log(`\n${contents}`);
    const t = reportTotals(dataset.report);
    if (!t.reconciles || !t.filesReconcile) return 3;
    if (t.problems > 0) {
      console.log(
        `\n${t.problems} problem${t.problems === 1 ? '' : 's'} (listed above: files that cannot be read, data missing or in disagreement)${t.rejected ? ` and ${t.rejected} rows rejected` : ''}: exit 1.`,
      );
      return 1;
    }
    if (t.rejected > 0 && !values['allow-rejects']) {
      console.log(`\n${t.rejected} rows rejected: exit 1 (use --allow-rejects to accept them).`);
      return 1;
    }
    return 0;
  }
  if (command === 'build') {
    shown.update({ stage: 'starting', detail: 'loading the readers' });
    const { buildSite } = await import('../pipeline/buildSite.ts');
    const code = await buildSite({
      dataDir: dir,
      outDir: values.out ?? 'dist',
      ...(values.manifest ? { manifestPath: values.manifest } : {}),
      strict: values.strict,
      ...(values['follow-outside-links'] ? { followOutsideLinks: true } : {}),
      log: (m) => shown.print(m),
      progress: (p) => shown.update(p),
    });
    shown.end();
    return code;
  }
  if (command === 'prompt') {
    const k = Number(values.question);
    if (values.question === undefined || !Number.isInteger(k) || k < 0)
      throw new CliError(`parley prompt needs --question K, a question_id from 0.\n\n${USAGE}`);
    const { PromptError, rutiePromptFor } = await import('./rutiePrompt.ts');
    const { readDataset } = await import('../profiles/index.ts');
    const dataset = await readDataset(dir, values.manifest ? { manifestPath: values.manifest } : {});
    try {
      console.log(rutiePromptFor(dataset, k, values.model));
    } catch (e) {
      if (e instanceof PromptError) throw new CliError(e.message, 1);
      throw e;
    }
    return 0;
  }
  if (command === 'ratings') {
    const { runRatings } = await import('./runRatings.ts');
    return runRatings(dir, {
      format: values.format ?? 'text',
      ...(values.out ? { out: values.out } : {}),
      ...(values.rounds ? { rounds: values.rounds } : {}),
      ...(values.seed ? { seed: values.seed } : {}),
      ...(values.manifest ? { manifest: values.manifest } : {}),
      all: values.all ?? false,
    });
  }
  if (command === 'counts') {
    const { runCounts } = await import('./runCounts.ts');
    return runCounts(dir, {
      engine: values.engine ?? 'node',
      ...(values.out ? { out: values.out } : {}),
      ...(values.sql ? { sql: values.sql } : {}),
      ...(values.manifest ? { manifest: values.manifest } : {}),
    });
  }
  throw new CliError(`unknown command "${command}".\n\n${USAGE}`);
}

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `parley needs Node 22.12 or newer (this is ${process.version}); run it through npx or npm run, which use the Node installed in node_modules.`,
  );
  process.exit(2);
}

/** What the command was doing, for messages about the machine's state (a full disk, a read-only folder). */
let doing = 'running parley';
/** The progress line, cleared before any message of an error or a signal. */
let progress: Progress | undefined;
exitOnSignals((m) => {
  progress?.end();
  console.error(m);
});

guardUnsettled(
  main(process.argv.slice(2)),
  () => doing,
  (m) => {
    progress?.end();
    console.error(m);
  },
).then(
  // Exit once stdout has flushed: a long report written to a pipe would otherwise be cut off.
  (code) => process.stdout.write('', () => process.exit(code)),
  async (error: unknown) => {
    progress?.end();
    let e = error;
    const { IngestError } = await import('../ingest/readInputs.ts');
    const debug = process.argv.includes('--debug');
    const machine = e instanceof UserError ? undefined : machineError(e, doing);
    if (machine) e = machine;
    if (e instanceof UserError) console.error(`parley: ${e.message}`);
    else if (e instanceof IngestError)
      console.error(`parley: ${e.message}${e.problems.length ? `\n  ${e.problems.join('\n  ')}` : ''}`);
    else if (e instanceof Error && (e as NodeJS.ErrnoException).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
      console.error(`parley: ${e.message}\n\n${USAGE}`);
    else
      console.error(
        `parley: unexpected error: ${e instanceof Error ? e.message : String(e)}${debug ? '' : ' (run with --debug for details)'}`,
      );
    if (debug && e instanceof Error) console.error(e.stack);
    process.exit(e instanceof UserError ? e.exitCode : EXIT.usage);
  },
);

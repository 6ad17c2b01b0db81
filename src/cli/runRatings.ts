// `parley ratings DIR`: the leaderboards of the site without the site (what FastChat's elo_analysis.py gives its
// users in notebooks and CI). The directory is read as `check` reads it (plain battle and BotChat pairwise files
// straight to counts), and every view's leaderboard is computed by the code the build runs (viewLeaderboards): the
// same columns, the same numbers, the same seeded bootstrap. Printed as text tables, or as CSV or JSON.
import { createMemoryCache } from '../pipeline/inputCache.ts';
import { guardOutputFile, writeFileWhole } from '../pipeline/outputFolder.ts';
import { startBootstrapWorkers } from '../pipeline/parallelBootstrap.ts';
import { EXIT, UserError, workingDirectory } from '../pipeline/userError.ts';
import { rowsCsv } from '../render/csv.ts';
import { stableJson } from '../render/stableJson.ts';
import type { Dataset } from '../records/dataset.ts';
import { reportTotals } from '../records/report.ts';
import type { LeaderboardModel } from '../site/viewModel.ts';
import { createTokenCounter } from '../stats/tokens.ts';
import type { ViewKey } from '../views/viewContext.ts';
import { formatSeconds } from '../render/format.ts';

/** The format tag of `parley ratings --format json`. */
export const RATINGS_FORMAT = 'parley-ratings/1';

export interface RatingsOptions {
  format: string;
  out?: string;
  rounds?: string;
  seed?: string;
  manifest?: string;
  /** Every column (text tables show the compact ones by default, as the home page does). */
  all?: boolean;
}

/** A whole number of at least `min` from an option's text. */
function wholeNumber(option: string, text: string | undefined, min: number): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min)
    throw new UserError(`${option} needs a whole number of at least ${min} (got "${text}").`, EXIT.usage);
  return n;
}

/** A leaderboard as an aligned text table: its compact columns (all with `all`), one model a line. */
export function formatLeaderboardText(lb: LeaderboardModel, all = false): string {
  const t = lb.table;
  const keep = t.columns.flatMap((c, i) => (all || !c.more ? [i] : []));
  const cells = [t.columns.map((c) => c.label), ...t.rows.map((r) => r.map((c) => c.text))].map((r) =>
    keep.map((i) => (r[i] ?? '').replace(/\s+/g, ' ')),
  );
  const width = keep.map((_, k) => Math.max(...cells.map((r) => [...r[k]!].length)));
  const line = (r: string[]) =>
    r
      .map((x, k) => {
        const pad = ' '.repeat(width[k]! - [...x].length);
        return t.columns[keep[k]!]!.numeric ? pad + x : x + pad;
      })
      .join('  ')
      .trimEnd();
  return [line(cells[0]!), line(width.map((w) => '-'.repeat(w))), ...cells.slice(1).map(line)].join('\n');
}

/** The ratings of a directory in the chosen format. */
export function formatRatings(
  boards: readonly { view: ViewKey; leaderboard: LeaderboardModel }[],
  data: Pick<Dataset, 'manifest'>,
  format: string,
  all = false,
): string {
  const { seed, rounds } = data.manifest.bootstrap;
  if (format === 'json')
    return stableJson({
      format: RATINGS_FORMAT,
      bootstrap: { seed, rounds },
      views: boards.map((b) => ({
        benchmark: b.view.benchmark,
        judge: b.view.judge,
        title: b.leaderboard.title,
        rows: b.leaderboard.table.raw,
      })),
    });
  if (format === 'csv')
    return rowsCsv(
      boards.flatMap((b) =>
        b.leaderboard.table.raw.map((r) => ({ benchmark: b.view.benchmark, judge: b.view.judge, ...r })),
      ),
    );
  return `${boards
    .map((b) =>
      [
        b.leaderboard.title,
        '',
        formatLeaderboardText(b.leaderboard, all),
        ...b.leaderboard.notes.map((n) => `\n${n}`),
      ].join('\n'),
    )
    .join('\n\n')}\n\nIntervals: 95%, bootstrap of ${rounds} rounds, seed ${seed}.\n`;
}

export async function runRatings(dir: string, options: RatingsOptions): Promise<number> {
  const started = performance.now();
  if (!['text', 'csv', 'json'].includes(options.format))
    throw new UserError(`--format must be text, csv or json (got "${options.format}").`, EXIT.usage);
  const rounds = wholeNumber('--rounds', options.rounds, 1);
  const seed = wholeNumber('--seed', options.seed, 0);
  const cwd = workingDirectory();
  const outFile =
    options.out &&
    guardOutputFile({ file: options.out, option: '--out', dataDir: dir, cwd }, (head) =>
      options.format === 'json'
        ? head.includes(`"format": "${RATINGS_FORMAT}"`)
        : head.startsWith('benchmark,judge,') || head.startsWith('\uFEFFbenchmark,judge,'),
    );
  // The bootstrap's second thread loads its modules while the data is read (ended unused when no bootstrap is
  // large enough to share).
  const workers = startBootstrapWorkers();
  try {
    // The readers and the views load after it (most of the command's modules).
    const [{ readDataset }, { viewLeaderboards }, { prewarmBootstraps }] = await Promise.all([
      import('../profiles/index.ts'),
      import('../sections/views/siteViews.ts'),
      import('../pipeline/prewarmBootstraps.ts'),
    ]);
    const data = await readDataset(dir, {
      counting: true,
      ...(options.manifest ? { manifestPath: options.manifest } : {}),
    });
    if (rounds !== undefined || seed !== undefined)
      data.manifest.bootstrap = {
        ...data.manifest.bootstrap,
        ...(rounds !== undefined ? { rounds } : {}),
        ...(seed !== undefined ? { seed } : {}),
      };
    const totals = reportTotals(data.report);
    const counter = createTokenCounter();
    // As the build: large bootstraps on both cores first, into the cache the views' memo asks.
    const cache = createMemoryCache();
    await prewarmBootstraps(data, cache, undefined, workers);
    const boards = viewLeaderboards(data, { tokens: (t) => counter.count(t), cache });
    if (boards.length === 0) {
      console.error(
        `parley: no judgments in ${dir} to rate (${totals.files} files read). \`parley check ${dir}\` says what was read.`,
      );
      return EXIT.rejected;
    }
    const text = formatRatings(boards, data, options.format, options.all);
    if (outFile) writeFileWhole(outFile, text);
    else process.stdout.write(text);
    console.error(
      `ratings: ${boards.length} leaderboard${boards.length === 1 ? '' : 's'} from ${totals.rowsUsed} rows of ${totals.files} files (${totals.rejected} rejected: \`parley check\` lists them)${outFile ? `, written to ${options.out}` : ''}; ${formatSeconds(performance.now() - started, 1)}`,
    );
    return EXIT.ok;
  } finally {
    workers.close();
  }
}

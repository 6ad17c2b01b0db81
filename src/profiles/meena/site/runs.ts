// Run-to-run spread (the paper's section 4.1): for each system evaluated in two or more runs, SSA per run and the
// sample standard deviation across runs, beside the paper's 2% (static) and 1% (interactive) over 7 runs.
import type { Cell } from '../../../site/viewModel.ts';
import { ssaRunSpread, type SsaRunSpread } from '../../../stats/ssaRunSpread.ts';
import { fixed, pct } from '../../../render/format.ts';
import { bySetting, byText } from '../../../views/viewContext.ts';
import { table } from '../../tables.ts';
import { MEENA_PAPER, MEENA_PUBLISHED_REPEAT_SD } from './meenaPaper.ts';
import type { SsaRunsModel } from './model.ts';
import type { SystemScores } from './shared.ts';

/** The spread of each system with two or more runs; undefined when none has. */
export function runSpreads(systems: readonly SystemScores[]): SsaRunsModel | undefined {
  const spreads: { s: SystemScores; spread: SsaRunSpread; withoutRun: number }[] = [];
  for (const s of systems) {
    const withRun = s.turns.filter((t) => t.run !== undefined);
    if (new Set(withRun.map((t) => t.run)).size < 2) continue;
    const spread = ssaRunSpread(withRun);
    spread.runs.sort((a, b) => bySetting(a.run, b.run) || byText(a.run, b.run));
    spreads.push({ s, spread, withoutRun: s.turns.length - withRun.length });
  }
  if (spreads.length === 0) return undefined;
  const perRun = table(
    [
      { key: 'system', label: 'System' },
      { key: 'mode', label: 'Mode' },
      { key: 'run', label: 'Run' },
      { key: 'responses', label: 'Responses', numeric: true },
      { key: 'sensibleness', label: 'Sensible %', numeric: true },
      { key: 'specificity', label: 'Specific %', numeric: true },
      { key: 'ssa', label: 'SSA %', numeric: true },
    ],
    spreads.flatMap(({ s, spread }) =>
      spread.runs.map((r): Cell[] => [
        { text: s.display },
        { text: s.mode },
        { text: r.run },
        { text: String(r.scores.n), sort: r.scores.n },
        { text: pct(r.scores.sensibleness), sort: r.scores.sensibleness },
        { text: pct(r.scores.specificity), sort: r.scores.specificity },
        { text: pct(r.scores.ssa), sort: r.scores.ssa },
      ]),
    ),
    spreads.flatMap(({ s, spread }) =>
      spread.runs.map((r) => ({
        model: s.model,
        version: s.version,
        mode: s.mode,
        run: r.run,
        responses: r.scores.n,
        sensibleness: r.scores.sensibleness,
        specificity: r.scores.specificity,
        ssa: r.scores.ssa,
      })),
    ),
    'SSA per run',
  );
  const points = (x: number) => fixed(x * 100, 1);
  const spread = table(
    [
      { key: 'system', label: 'System' },
      { key: 'mode', label: 'Mode' },
      { key: 'runs', label: 'Runs', numeric: true },
      { key: 'mean', label: 'Mean SSA %', numeric: true },
      {
        key: 'sd',
        label: 'SD of SSA (points)',
        numeric: true,
        help: 'sample standard deviation of the runs’ SSA (n − 1), in percentage points',
      },
      { key: 'sensSd', label: 'SD of sensible (points)', numeric: true },
      { key: 'specSd', label: 'SD of specific (points)', numeric: true },
      {
        key: 'published',
        label: 'Published SD (points)',
        numeric: true,
        help: `${MEENA_PUBLISHED_REPEAT_SD.system}, ${MEENA_PAPER.authors.split(',')[0]} et al. (${MEENA_PAPER.year}), ${MEENA_PUBLISHED_REPEAT_SD.where}`,
      },
      { key: 'publishedRuns', label: 'Published runs', numeric: true },
    ],
    spreads.map(({ s, spread: r }): Cell[] => {
      const pub = MEENA_PUBLISHED_REPEAT_SD[s.mode];
      return [
        { text: s.display },
        { text: s.mode },
        { text: String(r.n), sort: r.n },
        { text: pct(r.ssa.mean), sort: r.ssa.mean },
        { text: points(r.ssa.sd), sort: r.ssa.sd, title: String(r.ssa.sd) },
        { text: points(r.sensibleness.sd), sort: r.sensibleness.sd },
        { text: points(r.specificity.sd), sort: r.specificity.sd },
        {
          text: pub.sd,
          sort: Number(pub.sd),
          title: `${MEENA_PUBLISHED_REPEAT_SD.system}, ${pub.runs} runs`,
        },
        { text: String(pub.runs), sort: pub.runs },
      ];
    }),
    spreads.map(({ s, spread: r }) => ({
      model: s.model,
      version: s.version,
      mode: s.mode,
      runs: r.n,
      ssaMean: r.ssa.mean,
      ssaSd: r.ssa.sd,
      sensiblenessSd: r.sensibleness.sd,
      specificitySd: r.specificity.sd,
      publishedSdPoints: MEENA_PUBLISHED_REPEAT_SD[s.mode].sd,
      publishedRuns: MEENA_PUBLISHED_REPEAT_SD[s.mode].runs,
    })),
    'Run-to-run spread of SSA beside the paper’s',
  );
  const notes = [
    `Published (${MEENA_PUBLISHED_REPEAT_SD.where}): the paper's ${MEENA_PUBLISHED_REPEAT_SD.system} was evaluated ${MEENA_PUBLISHED_REPEAT_SD.static.runs} times in static and ${MEENA_PUBLISHED_REPEAT_SD.interactive.runs} times in interactive mode, each time with freshly sampled responses; the standard deviation of SSA was ${MEENA_PUBLISHED_REPEAT_SD.static.sd}% (static) and ${MEENA_PUBLISHED_REPEAT_SD.interactive.sd}% (interactive). Each run here is scored on its own (majority labels, then the shares); the system's row in the table above pools its runs.`,
    ...spreads
      .filter((x) => x.withoutRun > 0)
      .map(
        ({ s, withoutRun }) =>
          `${s.display} (${s.mode}): ${withoutRun} labelled ${withoutRun === 1 ? 'response has' : 'responses have'} no run and ${withoutRun === 1 ? 'is' : 'are'} left out of the spread.`,
      ),
  ];
  return { perRun, spread, notes };
}

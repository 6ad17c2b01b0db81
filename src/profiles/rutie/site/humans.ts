// The human-benchmark pools: per pool its consensus, agreement and majority accuracy beside the published one,
// and the agreement between the two designs' majorities.
import type { Cell, Column, TableModel } from '../../../site/viewModel.ts';
import { accuracy } from '../../../stats/accuracy.ts';
import { cohenKappa } from '../../../stats/cohenKappa.ts';
import { krippendorffAlpha } from '../../../stats/krippendorffAlpha.ts';
import { percentAgreement } from '../../../stats/percentAgreement.ts';
import { fixed, MISSING, pct } from '../../../render/format.ts';
import { readProse } from '../../prose.ts';
import { table } from '../../tables.ts';
import { POOL_DIALOG_KEY } from '../linkRutie.ts';
import type { RutieHumansModel } from './model.ts';
import { RUTIE_PUBLISHED } from './published.ts';
import { publishedPercent } from './leaderboard.ts';
import {
  ciText,
  comparablePool,
  DESIGN_LABEL,
  key,
  publishedHumanAccuracy,
  type Pool,
  type Question,
} from './shared.ts';

const prose = readProse(new URL('../content/method.md', import.meta.url));

const POOL_COLUMNS: Column[] = [
  { key: 'pool', label: 'Pool' },
  { key: 'design', label: 'design' },
  { key: 'annotators', label: 'annotators', numeric: true },
  { key: 'questions', label: 'questions', numeric: true },
  { key: 'consensus', label: 'consensus (votes/raters: questions)' },
  {
    key: 'percentAgreement',
    label: 'pairwise agreement %',
    numeric: true,
    help: 'share of agreeing annotator pairs over all pairs on the same question',
  },
  {
    key: 'krippendorffAlpha',
    label: "Krippendorff's α",
    numeric: true,
    help: 'nominal; agreement beyond chance, missing answers allowed',
  },
  {
    key: 'majorityAccuracy',
    label: 'majority accuracy %',
    numeric: true,
    help: 'share of questions whose majority answer is the gold answer',
  },
  {
    key: 'published',
    label: 'published accuracy %',
    numeric: true,
    help: `${RUTIE_PUBLISHED.source}; printed there as a share from 0 to 1 (shown on hover)`,
  },
];

/** One pool's row: consensus levels, agreement, majority accuracy (with gold) and the published accuracy. */
function poolRow(
  p: Pool,
  gold: ReadonlyMap<string, string | null>,
  hasGold: boolean,
): { cells: Cell[]; raw: TableModel['raw'][number] } {
  const units = p.dialog.map((_, k) => p.rows.map((row) => row.answers[k] ?? null));
  const alpha = krippendorffAlpha(units, 'nominal').alpha;
  const agreement = percentAgreement(units).agreement;
  const scoredUnits = p.consensus.units
    .map((u, k) => ({ u, g: gold.get(key(POOL_DIALOG_KEY.dialogId, k)) }))
    .filter((x) => x.g !== undefined && x.g !== null);
  const acc =
    hasGold && scoredUnits.length > 0 ? accuracy(scoredUnits.map((x) => x.u.majority === x.g)) : undefined;
  const published = comparablePool({ questions: p.dialog.length, annotators: p.rows.length })
    ? publishedHumanAccuracy(p.design)
    : undefined;
  const levels = p.consensus.distribution.map((l) => `${l.votes}/${l.raters}: ${l.units}`).join(', ');
  const cells: Cell[] = [
    { text: p.file },
    { text: DESIGN_LABEL[p.design] },
    { text: String(p.rows.length), sort: p.rows.length },
    { text: String(p.dialog.length), sort: p.dialog.length },
    { text: levels },
    { text: agreement === null ? MISSING : pct(agreement), sort: agreement ?? -1 },
    { text: alpha === null ? MISSING : fixed(alpha, 3), sort: alpha ?? -2 },
    acc
      ? { text: pct(acc.rate), sort: acc.rate, title: `${acc.correct} of ${acc.n}; 95% CI ${ciText(acc)}` }
      : { text: 'needs gold', sort: -1, tone: 'muted' },
    published
      ? {
          text: publishedPercent(published),
          sort: published.value,
          title: `published as ${published.printed}: ${RUTIE_PUBLISHED.source}`,
        }
      : { text: MISSING, sort: -1 },
  ];
  const raw = {
    pool: p.file,
    design: p.design,
    annotators: p.rows.length,
    questions: p.dialog.length,
    ...Object.fromEntries(
      p.consensus.distribution.map((l) => [`consensus_${l.votes}_of_${l.raters}`, l.units]),
    ),
    ties: p.consensus.ties,
    percentAgreement: agreement,
    krippendorffAlpha: alpha,
    majorityAccuracy: acc?.rate ?? null,
    publishedMajorityAccuracy: published?.value ?? null,
  };
  return { cells, raw };
}

/**
 * The agreement of the two designs' majority answers, when both designs are present on dialogs of one length and
 * some question has a majority in both (a pool of ties has none; found by the hostile corpus, where cohenKappa
 * threw on zero shared items).
 */
function betweenDesigns(pools: readonly Pool[]): TableModel | undefined {
  const withH = pools.find((p) => p.design === 'with-history');
  const withoutH = pools.find((p) => p.design === 'without-history');
  const majorities = (p: Pool | undefined) => p?.consensus.units.map((u) => u.majority) ?? [];
  const shared = majorities(withH).filter((x, i) => x !== null && majorities(withoutH)[i] != null).length;
  if (!withH || !withoutH || withH.dialog.length !== withoutH.dialog.length || shared === 0) return undefined;
  const a = majorities(withH);
  const b = majorities(withoutH);
  const k = cohenKappa(a, b);
  const differ = a.filter((x, i) => x !== null && b[i] !== null && x !== b[i]).length;
  return table(
    [
      { key: 'pools', label: 'Pools' },
      { key: 'questions', label: 'questions with both majorities', numeric: true },
      { key: 'differ', label: 'majorities differ', numeric: true },
      {
        key: 'agreement',
        label: 'agreement %',
        numeric: true,
        help: "share of questions where the two designs' majority answers are the same",
      },
      {
        key: 'kappa',
        label: "Cohen's κ",
        numeric: true,
        help: 'agreement of the two majorities beyond chance, from their own answer frequencies',
      },
    ],
    [
      [
        { text: `${withH.file} (with history) vs ${withoutH.file} (without)` },
        { text: String(k.n), sort: k.n },
        { text: String(differ), sort: differ },
        { text: pct(k.observed), sort: k.observed },
        { text: k.kappa === null ? MISSING : fixed(k.kappa, 3), sort: k.kappa ?? -2 },
      ],
    ],
    [
      {
        withHistory: withH.file,
        withoutHistory: withoutH.file,
        questions: k.n,
        differ,
        agreement: k.observed,
        kappa: k.kappa,
      },
    ],
  );
}

/** The pools table, the agreement between the designs, and notes (ties, what the published values apply to). */
export function buildHumans(
  pools: readonly Pool[],
  questions: readonly Question[],
  hasGold: boolean,
): RutieHumansModel {
  const gold = new Map(questions.map((q) => [key(q.dialogId, q.questionId), q.gold]));
  const notes: string[] = [];
  const rows = pools.map((p) => poolRow(p, gold, hasGold));
  for (const p of pools)
    if (p.consensus.ties > 0)
      notes.push(
        `${p.file}: ${p.consensus.ties} questions have no majority (a tie after missing answers); they count as wrong.`,
      );
  notes.push(
    ...prose.paragraphs('published-human-accuracy', {
      withHistory: RUTIE_PUBLISHED.humanWithHistory.printed,
      withoutHistory: RUTIE_PUBLISHED.humanWithoutHistory.printed,
    }),
  );
  const between = betweenDesigns(pools);
  return {
    pools: table(
      POOL_COLUMNS,
      rows.map((r) => r.cells),
      rows.map((r) => r.raw),
    ),
    ...(between ? { between } : {}),
    notes,
  };
}

// The human-benchmark pools: per pool its consensus, agreement and majority accuracy beside the published one,
// and the agreement between the two designs' majorities.
import { asFixed, asPct, tableFromSpecs, type ColumnSpec } from '../../../render/columnSpec.ts';
import type { TableModel } from '../../../site/viewModel.ts';
import { accuracy } from '../../../stats/accuracy.ts';
import { cohenKappa } from '../../../stats/cohenKappa.ts';
import { krippendorffAlpha } from '../../../stats/krippendorffAlpha.ts';
import { percentAgreement } from '../../../stats/percentAgreement.ts';
import { MISSING, pct } from '../../../render/format.ts';
import { readProse } from '../../prose.ts';
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

/** One pool with what its row shows: consensus, agreement, majority accuracy (with gold) and the published accuracy. */
interface PoolRow {
  p: Pool;
  alpha: number | null;
  agreement: number | null;
  acc: ReturnType<typeof accuracy> | undefined;
  published: ReturnType<typeof publishedHumanAccuracy> | undefined;
}

const POOL_COLUMNS: ColumnSpec<PoolRow>[] = [
  { id: 'pool', label: 'Pool', value: (r) => r.p.file },
  {
    id: 'design',
    label: 'design',
    value: (r) => r.p.design,
    format: (_v, r) => DESIGN_LABEL[r.p.design],
    sort: (r) => DESIGN_LABEL[r.p.design],
  },
  { id: 'annotators', label: 'annotators', numeric: true, value: (r) => r.p.rows.length },
  { id: 'questions', label: 'questions', numeric: true, value: (r) => r.p.dialog.length },
  {
    id: 'consensus',
    label: 'consensus (votes/raters: questions)',
    value: (r) => r.p.consensus.distribution.map((l) => `${l.votes}/${l.raters}: ${l.units}`).join(', '),
    // The downloads: the questions at each level of consensus, and the ties.
    fields: (r) => ({
      ...Object.fromEntries(
        r.p.consensus.distribution.map((l) => [`consensus_${l.votes}_of_${l.raters}`, l.units]),
      ),
      ties: r.p.consensus.ties,
    }),
  },
  {
    id: 'percentAgreement',
    label: 'pairwise agreement %',
    description: 'share of agreeing annotator pairs over all pairs on the same question',
    numeric: true,
    value: (r) => r.agreement,
    format: asPct(1),
    sort: (r) => r.agreement ?? -1,
  },
  {
    id: 'krippendorffAlpha',
    label: "Krippendorff's α",
    description: 'nominal; agreement beyond chance, missing answers allowed',
    numeric: true,
    value: (r) => r.alpha,
    format: asFixed(3),
    sort: (r) => r.alpha ?? -2,
  },
  {
    id: 'majorityAccuracy',
    label: 'majority accuracy %',
    description: 'share of questions whose majority answer is the gold answer',
    numeric: true,
    value: (r) => r.acc?.rate ?? null,
    format: (_v, r) => (r.acc ? pct(r.acc.rate) : 'needs gold'),
    sort: (r) => r.acc?.rate ?? -1,
    title: (r) => (r.acc ? `${r.acc.correct} of ${r.acc.n}; 95% CI ${ciText(r.acc)}` : undefined),
    tone: (r) => (r.acc ? undefined : 'muted'),
  },
  {
    id: 'published',
    label: 'published accuracy %',
    description: `${RUTIE_PUBLISHED.source}; printed there as a share from 0 to 1 (shown on hover)`,
    field: 'publishedMajorityAccuracy',
    numeric: true,
    value: (r) => r.published?.value ?? null,
    format: (_v, r) => (r.published ? publishedPercent(r.published) : MISSING),
    sort: (r) => r.published?.value ?? -1,
    title: (r) =>
      r.published ? `published as ${r.published.printed}: ${RUTIE_PUBLISHED.source}` : undefined,
  },
];

/** One pool's row: consensus levels, agreement, majority accuracy (with gold) and the published accuracy. */
function poolRow(p: Pool, gold: ReadonlyMap<string, string | null>, hasGold: boolean): PoolRow {
  const units = p.dialog.map((_, k) => p.rows.map((row) => row.answers[k] ?? null));
  const scoredUnits = p.consensus.units
    .map((u, k) => ({ u, g: gold.get(key(POOL_DIALOG_KEY.dialogId, k)) }))
    .filter((x) => x.g !== undefined && x.g !== null);
  return {
    p,
    alpha: krippendorffAlpha(units, 'nominal').alpha,
    agreement: percentAgreement(units).agreement,
    acc:
      hasGold && scoredUnits.length > 0 ? accuracy(scoredUnits.map((x) => x.u.majority === x.g)) : undefined,
    published: comparablePool({ questions: p.dialog.length, annotators: p.rows.length })
      ? publishedHumanAccuracy(p.design)
      : undefined,
  };
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
  return tableFromSpecs(BETWEEN_COLUMNS, [{ withH, withoutH, k, differ }]);
}

/** The two designs' pools, their majorities' agreement and how many differ. */
interface Between {
  withH: Pool;
  withoutH: Pool;
  k: ReturnType<typeof cohenKappa>;
  differ: number;
}

const BETWEEN_COLUMNS: ColumnSpec<Between>[] = [
  {
    id: 'pools',
    label: 'Pools',
    value: (r) => `${r.withH.file} (with history) vs ${r.withoutH.file} (without)`,
    fields: (r) => ({ withHistory: r.withH.file, withoutHistory: r.withoutH.file }),
  },
  { id: 'questions', label: 'questions with both majorities', value: (r) => r.k.n },
  { id: 'differ', label: 'majorities differ', value: (r) => r.differ },
  {
    id: 'agreement',
    label: 'agreement %',
    description: "share of questions where the two designs' majority answers are the same",
    value: (r) => r.k.observed,
    format: asPct(1),
  },
  {
    id: 'kappa',
    label: "Cohen's κ",
    description: 'agreement of the two majorities beyond chance, from their own answer frequencies',
    numeric: true,
    value: (r) => r.k.kappa,
    format: asFixed(3),
    sort: (r) => r.k.kappa ?? -2,
  },
];

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
    pools: tableFromSpecs(POOL_COLUMNS, rows),
    ...(between ? { between } : {}),
    notes,
  };
}

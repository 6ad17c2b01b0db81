// McNemar's test between every two contenders on the questions with gold.
import { asFixed, asP, tableFromSpecs, type ColumnSpec } from '../../../render/columnSpec.ts';
import type { TableModel } from '../../../site/viewModel.ts';
import { mcnemarTest, type McNemarTest } from '../../../stats/mcnemarTest.ts';
import { RUTIE_ALPHA, type Contender, type Outcomes, type Question } from './shared.ts';

/** Two contenders and their test. */
interface Pair {
  a: Contender;
  b: Contender;
  t: McNemarTest;
}

/** A contender's column: its display name, its model id (or its own id) in the downloads. */
const contenderColumn = (id: 'a' | 'b', label: string): ColumnSpec<Pair> => ({
  id,
  label,
  value: (p) => p[id].model ?? p[id].id,
  format: (_v, p) => p[id].display,
  sort: (p) => p[id].display,
});

const countColumn = (
  id: 'bothCorrect' | 'onlyA' | 'onlyB' | 'bothWrong',
  label: string,
): ColumnSpec<Pair> => ({
  id,
  label,
  numeric: true,
  value: (p) => p.t[id],
});

function verdict({ a, b, t }: Pair): string {
  if (t.onlyA + t.onlyB === 0) return 'no discordant question';
  return t.exactP < RUTIE_ALPHA
    ? `differ (${t.onlyA > t.onlyB ? a.display : b.display} better)`
    : 'no significant difference';
}

const COLUMNS: ColumnSpec<Pair>[] = [
  contenderColumn('a', 'A'),
  contenderColumn('b', 'B'),
  countColumn('bothCorrect', 'both right'),
  countColumn('onlyA', 'A only (b)'),
  countColumn('onlyB', 'B only (c)'),
  countColumn('bothWrong', 'both wrong'),
  {
    id: 'exactP',
    label: 'exact p',
    description: 'two-sided exact binomial test on the b + c discordant questions; the verdict uses this p',
    numeric: true,
    value: (p) => p.t.exactP,
    format: asP,
  },
  {
    id: 'chiSquare',
    label: 'χ² (corrected)',
    description: '(|b − c| − 1)² / (b + c), with continuity correction',
    numeric: true,
    value: (p) => p.t.chiSquare,
    format: asFixed(3),
    sort: (p) => p.t.chiSquare ?? -1,
  },
  {
    id: 'chiSquareP',
    label: 'χ² p',
    description: 'p of the corrected χ² on 1 degree of freedom; unreliable when b + c is below about 25',
    numeric: true,
    value: (p) => p.t.chiSquareP,
    format: asP,
    sort: (p) => p.t.chiSquareP ?? 2,
  },
  { id: 'verdict', label: `verdict (exact, α = ${RUTIE_ALPHA})`, field: null, value: verdict },
];

/** One row per pair of contenders: the 2×2 counts, the exact and the chi-square p, and the verdict; null for fewer than two. */
export function mcnemarTable(
  contenders: readonly Contender[],
  scored: readonly Question[],
  outcomes: Outcomes,
): TableModel | null {
  if (contenders.length < 2) return null;
  const pairs: Pair[] = [];
  for (let i = 0; i < contenders.length; i++)
    for (let j = i + 1; j < contenders.length; j++) {
      const a = contenders[i]!;
      const b = contenders[j]!;
      pairs.push({ a, b, t: mcnemarTest(outcomes(a, scored), outcomes(b, scored)) });
    }
  return tableFromSpecs(COLUMNS, pairs);
}

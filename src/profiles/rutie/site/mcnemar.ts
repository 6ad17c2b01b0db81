// McNemar's test between every two contenders on the questions with gold.
import type { Cell, TableModel } from '../../../site/viewModel.ts';
import { mcnemarTest } from '../../../stats/mcnemarTest.ts';
import { fixed, formatP, MISSING } from '../../../render/format.ts';
import { table } from '../../tables.ts';
import { RUTIE_ALPHA, type Contender, type Outcomes, type Question } from './shared.ts';

/** One row per pair of contenders: the 2×2 counts, the exact and the chi-square p, and the verdict; null for fewer than two. */
export function mcnemarTable(
  contenders: readonly Contender[],
  scored: readonly Question[],
  outcomes: Outcomes,
): TableModel | null {
  if (contenders.length < 2) return null;
  const rows: Cell[][] = [];
  const raw: TableModel['raw'] = [];
  for (let i = 0; i < contenders.length; i++)
    for (let j = i + 1; j < contenders.length; j++) {
      const a = contenders[i]!;
      const b = contenders[j]!;
      const t = mcnemarTest(outcomes(a, scored), outcomes(b, scored));
      const verdict =
        t.onlyA + t.onlyB === 0
          ? 'no discordant question'
          : t.exactP < RUTIE_ALPHA
            ? `differ (${t.onlyA > t.onlyB ? a.display : b.display} better)`
            : 'no significant difference';
      rows.push([
        { text: a.display },
        { text: b.display },
        { text: String(t.bothCorrect), sort: t.bothCorrect },
        { text: String(t.onlyA), sort: t.onlyA },
        { text: String(t.onlyB), sort: t.onlyB },
        { text: String(t.bothWrong), sort: t.bothWrong },
        { text: formatP(t.exactP), sort: t.exactP },
        { text: t.chiSquare === null ? MISSING : fixed(t.chiSquare, 3), sort: t.chiSquare ?? -1 },
        { text: formatP(t.chiSquareP), sort: t.chiSquareP ?? 2 },
        { text: verdict },
      ]);
      raw.push({
        a: a.model ?? a.id,
        b: b.model ?? b.id,
        bothCorrect: t.bothCorrect,
        onlyA: t.onlyA,
        onlyB: t.onlyB,
        bothWrong: t.bothWrong,
        exactP: t.exactP,
        chiSquare: t.chiSquare,
        chiSquareP: t.chiSquareP,
      });
    }
  return table(
    [
      { key: 'a', label: 'A' },
      { key: 'b', label: 'B' },
      { key: 'bothCorrect', label: 'both right', numeric: true },
      { key: 'onlyA', label: 'A only (b)', numeric: true },
      { key: 'onlyB', label: 'B only (c)', numeric: true },
      { key: 'bothWrong', label: 'both wrong', numeric: true },
      {
        key: 'exactP',
        label: 'exact p',
        numeric: true,
        help: 'two-sided exact binomial test on the b + c discordant questions; the verdict uses this p',
      },
      {
        key: 'chiSquare',
        label: 'χ² (corrected)',
        numeric: true,
        help: '(|b − c| − 1)² / (b + c), with continuity correction',
      },
      {
        key: 'chiSquareP',
        label: 'χ² p',
        numeric: true,
        help: 'p of the corrected χ² on 1 degree of freedom; unreliable when b + c is below about 25',
      },
      { key: 'verdict', label: `verdict (exact, α = ${RUTIE_ALPHA})` },
    ],
    rows,
    raw,
  );
}

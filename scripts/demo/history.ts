// Demo leaderboard snapshots of the invented Arena models (five dated releases) and a methodology changelog,
// for the history section (docs/history.md). Seeded: the same files on every run.
import { BATTLE_MODELS } from './battles.ts';
import { rngFor } from './rng.ts';

/** The snapshot dates, oldest first, with a release label on some. */
export const HISTORY_DATES: readonly { date: string; label: string }[] = [
  { date: '2026-01-05', label: 'v1' },
  { date: '2026-02-02', label: '' },
  { date: '2026-03-02', label: 'v2' },
  { date: '2026-04-06', label: '' },
  { date: '2026-05-04', label: 'v3' },
];
/** Battles each model had by each snapshot (the n of its score). */
const BATTLES = [60, 150, 300, 450, 600];

/** The snapshot file (CSV) and what it plants: a model that joins late (preliminary) and one that leaves. */
export function buildHistorySnapshots(): { csv: string; rows: number; joins: string; leaves: string } {
  const joins = BATTLE_MODELS[4].id; // elm-mini: from the third snapshot, on few battles
  const leaves = BATTLE_MODELS[3].id; // alder-7b: not in the last snapshot
  const lines = ['date,label,benchmark,model,score,lo,hi,n'];
  for (const m of BATTLE_MODELS) {
    const rng = rngFor(`history:${m.id}`);
    let drift = 0;
    HISTORY_DATES.forEach(({ date, label }, k) => {
      if (m.id === joins && k < 2) return;
      if (m.id === leaves && k === HISTORY_DATES.length - 1) return;
      drift += (rng.next() - 0.5) * 24;
      const n = m.id === joins ? 40 + 30 * (k - 2) : BATTLES[k]!;
      const score = Math.round((1000 + 110 * m.strength + drift) * 10) / 10;
      const half = Math.round((800 / Math.sqrt(n)) * 10) / 10;
      lines.push(
        [
          date,
          label,
          'demo-arena',
          m.display,
          score.toFixed(1),
          (score - half).toFixed(1),
          (score + half).toFixed(1),
          n,
        ].join(','),
      );
    });
  }
  return { csv: `${lines.join('\n')}\n`, rows: lines.length - 1, joins, leaves };
}

/** The methodology changelog (CHANGES.md), newest first as such files are written. */
export function buildChangelog(): string {
  return `# Methodology changes of the demo Arena

Invented for Parley's demonstration: what changed in how the demo leaderboard was made, by date.

## 2026-03-02: ties counted half, and a second judge

- A tie now counts half a win for each model; before, ties were left out of the ratings.
- A second judge (\`human\`) rates the same battles; the leaderboard still leads with \`gpt-4\`.

## 2026-01-05: first release

Ratings are Bradley-Terry fits with 95% bootstrap intervals over battles among five models, each battle judged
once by \`gpt-4\`.
`;
}

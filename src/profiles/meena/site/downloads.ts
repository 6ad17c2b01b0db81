// Downloads of the Meena section: every table of the SSA, conversation and FED pages, written as CSV and JSON
// under `data/ssa/` by the one downloads writer (numbers unrounded, CSV cells neutralised against formulas).
import type { SectionDownload } from '../../profile.ts';
import type { SsaSiteModel } from './model.ts';

/** The section's tables by download name. */
export function ssaTables(ssa: SsaSiteModel): SectionDownload[] {
  const out: SectionDownload[] = [
    { name: 'published-interactive', raw: ssa.published.interactive.raw },
    { name: 'published-static', raw: ssa.published.static.raw },
    { name: 'published-agreement', raw: ssa.published.agreement.raw },
    { name: 'published-r-squared', raw: ssa.published.rSquared.raw },
  ];
  if (ssa.leaderboard) out.push({ name: 'leaderboard', raw: ssa.leaderboard.table.raw });
  if (ssa.agreement)
    out.push(
      { name: 'agreement', raw: ssa.agreement.perSystem.raw },
      { name: 'agreement-summary', raw: ssa.agreement.summary.raw },
    );
  if (ssa.runs)
    out.push({ name: 'runs', raw: ssa.runs.perRun.raw }, { name: 'run-spread', raw: ssa.runs.spread.raw });
  if (ssa.decoding) out.push({ name: 'decoding', raw: ssa.decoding.table.raw });
  for (const f of ssa.figures) out.push({ name: f.id, raw: f.table.raw });
  if (ssa.browser) {
    out.push({ name: 'conversations', raw: ssa.browser.table.raw });
    for (const [model, t] of Object.entries(ssa.browser.tables))
      out.push({ name: `conversations-${model}`, raw: t.raw });
  }
  if (ssa.fed) {
    out.push(
      { name: 'fed-means', raw: [...ssa.fed.means.turn.raw, ...ssa.fed.means.dialog.raw] },
      { name: 'fed-agreement', raw: [...ssa.fed.agreement.turn.raw, ...ssa.fed.agreement.dialog.raw] },
      {
        name: 'fed-distributions',
        raw: [...ssa.fed.distributions.turn.raw, ...ssa.fed.distributions.dialog.raw],
      },
    );
  }
  return out;
}

// Downloads of the Meena section: every table of the SSA, conversation and FED pages as CSV and JSON under
// `data/ssa/`, numbers unrounded, CSV cells neutralised against formulas (toCsv).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { toCsv } from '../render/csv.ts';
import { stableJson } from '../render/stableJson.ts';
import type { SiteModel, TableModel } from '../site/siteModel.ts';

/** The section's tables by download name. */
export function ssaTables(site: SiteModel): { name: string; raw: TableModel['raw'] }[] {
  const ssa = site.ssa;
  if (!ssa) return [];
  const out: { name: string; raw: TableModel['raw'] }[] = [
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

/** Writes the section's downloads; returns how many files were written. */
export async function writeSsaDownloads(outDir: string, site: SiteModel): Promise<number> {
  const tables = ssaTables(site);
  if (tables.length === 0) return 0;
  const dir = join(outDir, 'data', 'ssa');
  await mkdir(dir, { recursive: true });
  for (const t of tables) {
    const columns = [...new Set(t.raw.flatMap((r) => Object.keys(r)))];
    await writeFile(join(dir, `${t.name}.csv`), toCsv(columns, t.raw));
    await writeFile(join(dir, `${t.name}.json`), stableJson({ bootstrap: site.bootstrap, rows: t.raw }));
  }
  return tables.length * 2;
}

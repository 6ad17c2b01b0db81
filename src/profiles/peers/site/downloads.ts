// The peers section's tables written as CSV and JSON under data/peers/: the overview and every format's tables.
import type { SectionDownload } from '../../profile.ts';
import type { PeersModel } from './model.ts';

/** A table's download name: `<format>-<table>`. */
export const downloadName = (format: string, table: string): string => `${format}-${table}`;

export function peersDownloads(peers: PeersModel): SectionDownload[] {
  return [
    { name: 'overview', raw: peers.overview.raw },
    ...peers.formats.flatMap((f) =>
      f.tables.map((t) => ({ name: downloadName(f.id, t.id), raw: t.table.raw })),
    ),
  ];
}

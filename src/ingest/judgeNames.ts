// Display names of judges. Records carry the judge as the source names it (a column, a folder); pages show a
// readable name: the manifest's `judges` entries, else the names the profiles know.
import type { JudgeInfo } from '../records/judge.ts';
import type { Manifest } from '../records/manifest.ts';

export type { JudgeInfo };

/**
 * The judges met in the records, each with its display name: the manifest's, then the one the profiles know
 * (`known`), else the id.
 */
export function judgeInfos(
  ids: Iterable<string>,
  manifest: Pick<Manifest, 'judges'>,
  known: Readonly<Record<string, string>> = {},
): JudgeInfo[] {
  return [...new Set(ids)]
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((id) => ({
      id,
      display: manifest.judges[id]?.display ?? (Object.hasOwn(known, id) ? known[id] : undefined) ?? id,
    }));
}

// Part of the bad-case gallery (gallerySection.ts): cross-turn repetition per system, per benchmark.
import { repetitionShareBySystem, type RepetitionShare } from '../../detect/repetitionShare.ts';
import { profileOf } from '../../profiles/index.ts';
import type { Dataset } from '../../records/dataset.ts';
import { asPct, intervalColumn, sortAsText, tableFromSpecs } from '../../render/columnSpec.ts';
import { pct } from '../../render/format.ts';
import type { RepetitionView } from '../../site/galleryModel.ts';
import { galleryPath } from '../../site/galleryPaths.ts';
import { groupBy } from '../../stats/groupBy.ts';
import { byText } from './labels.ts';

/** Per benchmark, the share of each system's conversations in which a turn repeats an earlier one of its own. */
export function buildRepetition(
  data: Dataset,
  name: (m: string) => string,
  repeating: ReadonlySet<string>,
  people: ReadonlySet<string>,
): RepetitionView[] {
  return groupBy(data.conversations, (c) => c.benchmark)
    .sort(([a], [b]) => byText(a, b))
    .map(([benchmark, convs]) => {
      const rows = repetitionShareBySystem(
        convs,
        (c) => c.model,
        (c) => repeating.has(c.id),
      ).sort((a, b) =>
        people.has(a.system) !== people.has(b.system)
          ? people.has(a.system)
            ? 1
            : -1
          : byText(name(a.system), name(b.system)),
      );
      return {
        benchmark,
        table: tableFromSpecs<RepetitionShare>(
          [
            {
              id: 'system',
              label: 'System',
              value: (r) => r.system,
              format: (_v, r) => name(r.system),
              sort: sortAsText,
              href: (r) =>
                r.withRepetition > 0
                  ? galleryPath({
                      category: 'repetitive-phrasing',
                      model: r.system,
                      verdict: 'any',
                      n: 'all',
                    })
                  : undefined,
            },
            {
              id: 'n',
              label: 'conversations',
              field: 'conversations',
              numeric: true,
              value: (r) => r.conversations,
            },
            {
              id: 'k',
              label: 'with repetition',
              field: 'withRepetition',
              numeric: true,
              value: (r) => r.withRepetition,
            },
            {
              id: 'share',
              label: 'share %',
              numeric: true,
              value: (r) => r.share,
              format: asPct(1),
              fields: (r) => ({ share: r.share, lo: r.lo, hi: r.hi }),
            },
            intervalColumn('ci', '95% CI (Wilson)', (r) => r, pct),
          ],
          rows,
          {
            caption: `${benchmark}: conversations in which a turn of the system repeats one of its earlier turns`,
            extra: () => ({ benchmark }),
            fieldOrder: ['benchmark'],
          },
        ),
        notes: [...(profileOf(benchmark)?.repetitionNotes ?? [])],
      };
    });
}

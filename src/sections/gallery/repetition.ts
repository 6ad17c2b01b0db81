// Part of the bad-case gallery (gallerySection.ts): cross-turn repetition per system, per benchmark.
import { repetitionShareBySystem } from '../../detect/repetitionShare.ts';
import { profileOf } from '../../profiles/index.ts';
import type { Dataset } from '../../records/dataset.ts';
import { formatInterval, pct } from '../../render/format.ts';
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
        table: {
          columns: [
            { key: 'system', label: 'System' },
            { key: 'n', label: 'conversations', numeric: true },
            { key: 'k', label: 'with repetition', numeric: true },
            { key: 'share', label: 'share %', numeric: true },
            { key: 'ci', label: '95% CI (Wilson)' },
          ],
          rows: rows.map((r) => [
            {
              text: name(r.system),
              ...(r.withRepetition > 0
                ? {
                    href: galleryPath({
                      category: 'repetitive-phrasing',
                      model: r.system,
                      verdict: 'any',
                      n: 'all',
                    }),
                  }
                : {}),
            },
            { text: String(r.conversations), sort: r.conversations },
            { text: String(r.withRepetition), sort: r.withRepetition },
            { text: pct(r.share), sort: r.share },
            { text: formatInterval(r.lo, r.hi, pct) },
          ]),
          raw: rows.map((r) => ({
            benchmark,
            system: r.system,
            conversations: r.conversations,
            withRepetition: r.withRepetition,
            share: r.share,
            lo: r.lo,
            hi: r.hi,
          })),
          caption: `${benchmark}: conversations in which a turn of the system repeats one of its earlier turns`,
        },
        notes: [...(profileOf(benchmark)?.repetitionNotes ?? [])],
      };
    });
}

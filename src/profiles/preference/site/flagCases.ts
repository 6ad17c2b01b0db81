// The cases behind each fault flag: every response a rater flagged (language mismatch, false refusal, preachy,
// templated), listed on paginated pages under preference/flags/<flag>/, each linking its task page.
import { preferenceText, mirrorPreference, type PreferenceLabel } from '../../../records/preferenceLabel.ts';
import { formatSource } from '../../../records/source.ts';
import type { FlagCaseView, FlagPageView } from './model.ts';
import { FAULT_FLAGS } from './raters.ts';
import { PREFERENCE_PATH } from './shared.ts';

/** Cases a list page shows. */
export const FLAG_PAGE_SIZE = 25;

/** A prompt cut to about `max` characters at a word boundary (the task page has it whole). */
export function excerpt(text: string, max = 120): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if ([...t].length <= max) return t;
  const cut = [...t].slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Every flagged response, per fault flag: in the order of the tasks (`taskIds`), then of the task's labels, A
 * before B. The side is given as the task page shows it (a label that saw the pair the other way round has its
 * sides swapped back). Labels without ratings (rejected tasks) carry no flags; a rejected task that was rated
 * anyway is listed, marked rejected.
 */
export function flagCases(
  byTask: ReadonlyMap<string, readonly PreferenceLabel[]>,
  taskIds: readonly string[],
  taskPath: ReadonlyMap<string, string>,
  name: (id: string) => string,
): Record<(typeof FAULT_FLAGS)[number]['key'], FlagCaseView[]> {
  const out = Object.fromEntries(FAULT_FLAGS.map((f) => [f.key, [] as FlagCaseView[]])) as Record<
    (typeof FAULT_FLAGS)[number]['key'],
    FlagCaseView[]
  >;
  for (const id of taskIds) {
    const list = byTask.get(id)!;
    const ref = list[0]!;
    for (const l of list) {
      const swapped = l.modelA === ref.modelB && l.modelB === ref.modelA && l.modelA !== ref.modelA;
      const preference =
        l.preference === null ? '' : preferenceText(swapped ? mirrorPreference(l.preference) : l.preference);
      for (const [own, ratings, model] of [
        ['A', l.ratingsA, l.modelA],
        ['B', l.ratingsB, l.modelB],
      ] as const) {
        if (!ratings) continue;
        const side = swapped ? (own === 'A' ? 'B' : 'A') : own;
        for (const f of FAULT_FLAGS)
          if (f.of(ratings))
            out[f.key].push({
              taskId: id,
              taskPath: taskPath.get(id)!,
              rater: l.raterId,
              side,
              model: name(model),
              prompt: excerpt(l.prompt),
              preference,
              rejected: l.rejection ?? '',
              where: formatSource(l.source),
            });
      }
    }
  }
  return out;
}

/** The list pages of every flag: `preference/flags/<flag>/` then `.../2/`, ...; a flag with no case has one empty page. */
export function flagPages(cases: ReturnType<typeof flagCases>): FlagPageView[] {
  return FAULT_FLAGS.flatMap((f) => {
    const all = cases[f.key];
    const pages = Math.max(1, Math.ceil(all.length / FLAG_PAGE_SIZE));
    const pathOf = (p: number) => `${PREFERENCE_PATH}/flags/${f.key}${p === 1 ? '' : `/${p}`}`;
    return Array.from({ length: pages }, (_, i) => ({
      flag: f.key,
      label: f.label,
      total: all.length,
      page: i + 1,
      pages,
      path: pathOf(i + 1),
      first: i * FLAG_PAGE_SIZE + 1,
      cases: all.slice(i * FLAG_PAGE_SIZE, (i + 1) * FLAG_PAGE_SIZE),
      ...(i > 0 ? { prev: pathOf(i) } : {}),
      ...(i < pages - 1 ? { next: pathOf(i + 2) } : {}),
    }));
  });
}

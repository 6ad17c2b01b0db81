// The static evaluation side by side (the paper's Table 4): each context with every system's response and its
// labels, a page of contexts at a time.
import type { Dataset } from '../../../records/dataset.ts';
import { groupBy } from '../../../stats/groupBy.ts';
import { ssaResponseKey, ssaTurnLabels } from '../../../stats/ssaTurnLabels.ts';
import { bySetting, byText } from '../../../views/viewContext.ts';
import type { SsaStaticContext, SsaStaticModel } from './model.ts';
import { bySystem, responseTexts, systemName } from './responses.ts';
import type { SsaSectionOptions } from './shared.ts';

/** Contexts per page of the static view. */
export const STATIC_PAGE_SIZE = 20;

/** Static contexts in reading order (`ctx-2` before `ctx-10`), paged; undefined without static labels. */
export function staticContexts(
  data: Dataset,
  options: SsaSectionOptions,
  pageSize = STATIC_PAGE_SIZE,
): SsaStaticModel | undefined {
  const labels = data.ssaLabels.filter((l) => l.mode === 'static');
  if (labels.length === 0) return undefined;
  const texts = responseTexts(labels);
  // A context's text: its first non-empty one in file order (the reader notes a context id given two texts).
  const contextOf = new Map<string, string>();
  for (const l of labels)
    if (l.context && !contextOf.has(l.conversation)) contextOf.set(l.conversation, l.context);
  const name = (t: Parameters<typeof systemName>[0]) => systemName(t, data, options);
  const contexts: SsaStaticContext[] = groupBy(ssaTurnLabels(labels), (t) => t.conversation)
    .sort(([a], [b]) => bySetting(a, b) || byText(a, b))
    .map(([id, turns]) => {
      const context = contextOf.get(id);
      return {
        id,
        ...(context ? { turns: context.split(/\r?\n/) } : {}),
        systems: bySystem(turns, name, (t) => texts.get(ssaResponseKey(t)) ?? ''),
      };
    });
  const pages: SsaStaticContext[][] = [];
  for (let k = 0; k < contexts.length; k += pageSize) pages.push(contexts.slice(k, k + pageSize));
  const systems = [...new Set(contexts.flatMap((c) => c.systems.map((s) => s.system)))].sort(
    (a, b) => bySetting(a, b) || byText(a, b),
  );
  return { pages, contexts: contexts.length, systems, pageSize };
}

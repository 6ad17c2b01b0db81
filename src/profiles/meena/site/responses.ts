// Labelled responses as the conversation and static pages show them: each response's majority marks and its
// raters' votes, grouped by system (model, version, run, decoding) under a name a reader can tell apart.
import type { Dataset } from '../../../records/dataset.ts';
import type { SsaLabel } from '../../../records/ssa.ts';
import { groupBy } from '../../../stats/groupBy.ts';
import { ssaResponseKey, type SsaTurn } from '../../../stats/ssaTurnLabels.ts';
import { bySetting, byText } from '../../../views/viewContext.ts';
import { decodingText } from '../ssaLabels.ts';
import type { SsaResponseView, SsaSystemResponses } from './model.ts';
import { systemLabel, type SsaSectionOptions } from './shared.ts';

/** The label file's response text of each response (its first non-empty one), by response key. */
export function responseTexts(labels: readonly SsaLabel[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const l of labels) {
    if (!l.response) continue;
    const key = ssaResponseKey(l);
    if (!out.has(key)) out.set(key, l.response);
  }
  return out;
}

/** A system's name: its display name (the model table's, else the model's), version, run and decoding. */
export function systemName(
  t: Pick<SsaTurn, 'model' | 'version' | 'run' | 'decoding'>,
  data: Pick<Dataset, 'ssaModels'>,
  options: Pick<SsaSectionOptions, 'name'>,
): string {
  const row = data.ssaModels.find((m) => m.model === t.model && m.version === t.version);
  const base = systemLabel(row?.display ?? options.name(t.model), row?.display ? '' : t.version);
  const extra = [t.run !== undefined ? `run ${t.run}` : '', decodingText(t.decoding)].filter(Boolean);
  return extra.length ? `${base} (${extra.join(', ')})` : base;
}

export function responseView(t: SsaTurn, text: string): SsaResponseView {
  return {
    turn: t.turn,
    text,
    raters: t.raters,
    sensibleVotes: t.sensibleVotes,
    specificVotes: t.specificVotes,
    sensible: t.sensible,
    specific: t.specific,
    tie: t.tie,
  };
}

/** Turns grouped by system, systems in name order, each system's responses in turn order. */
export function bySystem(
  turns: readonly SsaTurn[],
  name: (t: SsaTurn) => string,
  text: (t: SsaTurn) => string,
): SsaSystemResponses[] {
  return groupBy(turns, name)
    .map(([system, ts]) => ({
      system,
      model: ts[0]!.model,
      responses: [...ts].sort((a, b) => a.turn - b.turn).map((t) => responseView(t, text(t))),
    }))
    .sort((a, b) => bySetting(a.system, b.system) || byText(a.system, b.system));
}

import type { SsaLabel } from '../records/ssa.ts';
import { majorityLabel } from './majorityLabel.ts';
import { requireCount, requireFinite, requireTurns } from './requireFinite.ts';

/** One labelled response with its raters' votes and its majority labels. */
export interface SsaTurn {
  model: string;
  version: string;
  mode: SsaLabel['mode'];
  conversation: string;
  turn: number;
  /** The evaluation run, when the labels name one. */
  run?: string;
  /** How the response was decoded, when the labels say. */
  decoding?: SsaLabel['decoding'];
  raters: number;
  sensibleVotes: number;
  /** Votes for specific as counted (a rater's "specific" on a response they called not sensible is a no). */
  specificVotes: number;
  sensible: boolean;
  specific: boolean;
  /** True when the votes on sensible or on specific were tied (the tie counts as no). */
  tie: boolean;
}

/** The key of the response a label is about: system, mode, run, decoding, conversation and turn.
 * @throws Error when a number it reads is NaN or ±Infinity, or a count is negative (decision 0083).
 */
export function ssaResponseKey(
  l: Pick<SsaLabel, 'model' | 'version' | 'mode' | 'run' | 'decoding' | 'conversation' | 'turn'>,
): string {
  requireCount('ssaResponseKey', 'l.turn', l.turn, true);
  for (const k of ['samples', 'temperature', 'topK'] as const) {
    const v = l.decoding?.[k];
    if (v !== undefined && v !== null) requireFinite('ssaResponseKey', `l.decoding.${k}`, v);
  }
  const d = l.decoding;
  return [
    l.model,
    l.version,
    l.mode,
    l.run ?? '',
    d ? `${d.samples ?? ''}/${d.temperature ?? ''}/${d.topK ?? ''}` : '',
    l.conversation,
    l.turn,
  ].join('\u0000');
}

/**
 * Each labelled response's majority labels: the raters' labels grouped by (model, version, mode, run, decoding,
 * conversation, turn), sensible and specific each decided by majorityLabel on the per-rater values, specific taken as counted
 * (not sensible implies not specific). Because every rater's specific vote implies their sensible vote, a
 * response is never specific by majority without being sensible by majority.
 * Source: Adiwardana et al. (2020), "Towards a Human-like Open-Domain Chatbot", section 2.1.
 * @throws Error when a number it reads is NaN or ±Infinity, or a count is negative (decision 0083).
 * @example ssaTurnLabels(labels)[0] // { model: 'meena', turn: 2, raters: 5, sensibleVotes: 4, specificVotes: 2, sensible: true, specific: false, ... }
 */
export function ssaTurnLabels(labels: readonly SsaLabel[]): SsaTurn[] {
  requireTurns('ssaTurnLabels', labels);
  const groups = new Map<string, SsaLabel[]>();
  for (const l of labels) {
    const key = ssaResponseKey(l);
    const g = groups.get(key);
    if (g) g.push(l);
    else groups.set(key, [l]);
  }
  return [...groups.values()].map((g) => {
    const first = g[0]!;
    const sensibleVotes = g.filter((l) => l.sensible).length;
    const specificVotes = g.filter((l) => l.sensible && l.specific).length;
    return {
      model: first.model,
      version: first.version,
      mode: first.mode,
      conversation: first.conversation,
      turn: first.turn,
      ...(first.run !== undefined ? { run: first.run } : {}),
      ...(first.decoding !== undefined ? { decoding: first.decoding } : {}),
      raters: g.length,
      sensibleVotes,
      specificVotes,
      sensible: majorityLabel(g.map((l) => l.sensible)),
      specific: majorityLabel(g.map((l) => l.sensible && l.specific)),
      tie: 2 * sensibleVotes === g.length || 2 * specificVotes === g.length,
    };
  });
}

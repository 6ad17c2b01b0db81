// The Meena SSA and FED section of the site model: SSA scores from per-rater labels with conversation-resampling
// intervals beside the paper's published values, agreement beside Table 1, regression figures, the browser of
// the Meena-release conversations, and FED's labels. Composition only: statistics come from src/stats, charts
// from src/render/charts.
import type { Dataset } from '../../../records/dataset.ts';
import { MEENA } from '../transcripts.ts';
import { browser } from './browser.ts';
import { conversationLabels } from './conversationLabels.ts';
import { decodingSection } from './decoding.ts';
import { fedSection } from './fed.ts';
import { agreementTables, leaderboard } from './leaderboard.ts';
import type { SsaSiteModel } from './model.ts';
import { publishedTables } from './published.ts';
import { regressionFigures } from './regression.ts';
import { runSpreads } from './runs.ts';
import { prose, type SsaSectionOptions } from './shared.ts';
import { staticContexts } from './staticContexts.ts';
import { systemScores } from './systems.ts';

export type { SsaSectionOptions } from './shared.ts';

/** The Meena section, or undefined when the data hold no transcripts, SSA labels, model table or FED items. */
export function buildSsaSection(data: Dataset, options: SsaSectionOptions): SsaSiteModel | undefined {
  const hasMeena = data.conversations.some((c) => c.benchmark === MEENA);
  if (!hasMeena && data.ssaLabels.length === 0 && data.ssaModels.length === 0 && data.fedItems.length === 0)
    return undefined;
  const systems = data.ssaLabels.length > 0 ? systemScores(data, options) : [];
  const { figures, notes } = regressionFigures(systems);
  const fed = fedSection(data, options);
  const fedPaths = new Map((fed?.conversations ?? []).map((c) => [c.conversationId, `${c.path}/`]));
  const b = browser(data, options, fedPaths);
  const runs = runSpreads(systems);
  const decoding = decodingSection(data, options);
  const statics = staticContexts(data, options);
  const linked = conversationLabels(data, options);
  return {
    published: publishedTables(new Set(figures.map((f) => f.id))),
    ...(systems.length > 0
      ? { leaderboard: leaderboard(systems, options), agreement: agreementTables(systems) }
      : {}),
    figures: [...figures, ...(decoding?.figures ?? [])],
    figureNotes: data.ssaLabels.length === 0 ? prose.paragraphs('no-labels') : notes,
    ...(b ? { browser: b } : {}),
    ...(fed ? { fed } : {}),
    ...(runs ? { runs } : {}),
    ...(decoding ? { decoding: decoding.model } : {}),
    ...(statics ? { static: statics } : {}),
    ...(linked ? { conversationLabels: linked } : {}),
    bootstrap: { seed: options.seed, rounds: options.rounds },
  };
}

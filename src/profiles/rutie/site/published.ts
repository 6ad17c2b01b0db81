// Published ruTiE figures, shown beside what Parley computes. Facts from elsewhere, each with its source.
import type { RutiePoolDesign } from '../../../records/rutie.ts';

/** One level of annotator consensus and how many questions reached it. */
export interface PublishedConsensusLevel {
  votes: number;
  raters: number;
  units: number;
}

/**
 * The ruTiE human benchmark as MERA published it for its closed test dialog (430 questions, 5 annotators per
 * pool design). Accuracies: the dataset card (ai-forever/MERA @ 064baa6b, ruTiE card, "Human benchmark":
 * design 1 with the answer history shown 0.942, design 2 without it 0.976). Consensus counts: MERA's human
 * benchmark for ruTiE, as listed in ../shared/data/README.md (with history 294/93/43, without 359/51/20).
 */
export const RUTIE_PUBLISHED = {
  source:
    'ruTiE dataset card, "Human benchmark" (ai-forever/MERA @ 064baa6b): majority accuracy on the closed test dialog',
  consensusSource:
    "MERA's ruTiE human benchmark (pools of ai-forever/MERA @ 064baa6b): questions per majority level",
  dialogLength: 430,
  annotators: 5,
  humanWithHistory: { value: 0.942, printed: '0.942' },
  humanWithoutHistory: { value: 0.976, printed: '0.976' },
  consensus: {
    'with-history': [
      { votes: 5, raters: 5, units: 294 },
      { votes: 4, raters: 5, units: 93 },
      { votes: 3, raters: 5, units: 43 },
    ],
    'without-history': [
      { votes: 5, raters: 5, units: 359 },
      { votes: 4, raters: 5, units: 51 },
      { votes: 3, raters: 5, units: 20 },
    ],
  } satisfies Record<RutiePoolDesign, PublishedConsensusLevel[]>,
} as const;

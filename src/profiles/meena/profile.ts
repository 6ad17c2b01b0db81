// Meena (Adiwardana et al. 2020): the released conversation logs, SSA labels and the model table in Parley's own
// layout (docs/ssa-labels.md), FED's five-rater quality labels on the same conversations, and the paper's tables
// of examples.
import { hasAll, type RoleSpec } from '../../ingest/roles.ts';
import type { BenchmarkProfile } from '../profile.ts';
import { meenaSection } from './section.ts';
import { formatMeenaContents, formatMeenaTurns } from './contents.ts';
import { readFed } from './fed.ts';
import { applyFedLinks } from './fedLink.ts';
import { MEENA_PAPER, readMeenaPaperExamples } from './paperExamples.ts';
import { readSsaLabelsJsonl, readSsaLabelsTable } from './ssaLabels.ts';
import { readSsaModelsJsonl, readSsaModelsTable } from './ssaModels.ts';
import { isMeenaHeader, MEENA, MEENA_MODELS, readMeenaTranscripts } from './transcripts.ts';

/**
 * The published fact shown beside the Meena logs' repetition share (Adiwardana et al. 2020, section 5.2): the
 * released logs are Meena (full), evaluated after the repetition filter was added.
 */
export const MEENA_PUBLISHED_REPETITION =
  'Published (Adiwardana et al. 2020, section 5.2): about one third of the interactive conversations with Meena (base) contained cross-turn repetition toward the end; Meena (full) added a rule that drops repeating candidates. The released logs are Meena (full), so a much lower share is expected here.';

/** Records of SSA labels and the model table belong to the `ssa` benchmark family. */
const SSA = 'ssa';
const isJson = (ext: string) => ext === 'jsonl' || ext === 'json';

const roles: RoleSpec[] = [
  {
    role: 'meena-transcripts',
    formats: ['txt'],
    benchmark: MEENA,
    layout: 'Meena transcripts: blocks "<System> Conversation <n>" then "Speaker: text" lines (.txt)',
    key: true,
    recognise: (f) => f.ext === 'txt' && isMeenaHeader(f.firstLine),
    text: readMeenaTranscripts,
  },
  {
    role: 'meena-paper-examples',
    formats: ['txt'],
    benchmark: MEENA,
    layout: "the Meena paper's text with its sample conversations (named by a manifest)",
    key: false,
    recognise: () => false,
    text: readMeenaPaperExamples,
  },
  {
    role: 'fed',
    formats: ['json'],
    benchmark: MEENA,
    layout: "FED's fed_data.json: turn and dialog items with five raters' annotations",
    key: true,
    recognise: (f) => /^fed_data\.json$/i.test(f.base),
    text: readFed,
  },
  {
    role: 'ssa-labels',
    formats: ['csv', 'tsv', 'xlsx', 'jsonl'],
    benchmark: SSA,
    layout: 'SSA labels: conversation, turn, rater, sensible, specific (docs/ssa-labels.md)',
    key: true,
    recognise: (f) =>
      hasAll(isJson(f.ext) ? f.keys : f.header, 'conversation', 'turn', 'rater', 'sensible', 'specific'),
    text: (t, ctx) => readSsaLabelsJsonl(t, ctx),
    table: readSsaLabelsTable,
  },
  {
    role: 'ssa-models',
    formats: ['csv', 'tsv', 'xlsx', 'jsonl'],
    benchmark: SSA,
    layout: 'SSA model table: model, version, perplexity (docs/ssa-labels.md)',
    key: true,
    recognise: (f) => hasAll(isJson(f.ext) ? f.keys : f.header, 'model', 'version', 'perplexity'),
    text: readSsaModelsJsonl,
    table: readSsaModelsTable,
  },
];

export const meenaProfile: BenchmarkProfile<typeof meenaSection> = {
  id: MEENA,
  title: 'Meena',
  shortTitle: 'Meena',
  roles,
  models: MEENA_MODELS,
  link: [applyFedLinks],
  conversationContents: formatMeenaTurns,
  contents: formatMeenaContents,
  exampleCollections: {
    [MEENA_PAPER]: {
      title: "The Meena paper's cross-turn repetition examples (tables 5 and 6)",
      pickedBy: 'the Meena paper (Adiwardana et al. 2020)',
    },
  },
  repetitionNotes: [MEENA_PUBLISHED_REPETITION],
  sections: [meenaSection],
};

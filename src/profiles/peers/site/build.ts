// The peers section's model: every peer format the data hold, in the order of docs/formats.md, and an overview row
// per format. Undefined when the data hold none.
import type { Dataset } from '../../../records/dataset.ts';
import { tableFromSpecs, type ColumnSpec } from '../../../render/columnSpec.ts';
import type { SectionContext } from '../../profile.ts';
import { alpacaEvalFormat } from './alpacaEval.ts';
import { arenaHardFormat } from './arenaHard.ts';
import { inspectFormat, lmEvalFormat } from './harnesses.ts';
import { lmarenaFormat } from './lmarena.ts';
import type { PeerFormat, PeersModel } from './model.ts';
import { mtBenchFormat } from './mtBench.ts';
import type { PeerInput } from './shared.ts';
import { MISSING } from '../../../render/format.ts';

/** The formats' builders, in the order the page lists them. */
const FORMATS: readonly ((input: PeerInput) => PeerFormat | undefined)[] = [
  alpacaEvalFormat,
  arenaHardFormat,
  mtBenchFormat,
  lmEvalFormat,
  inspectFormat,
  lmarenaFormat,
];

export function buildPeersSection(data: Dataset, ctx: SectionContext): PeersModel | undefined {
  const input: PeerInput = { data, ctx, models: new Set(data.models.map((m) => m.id)) };
  const formats = FORMATS.flatMap((f) => f(input) ?? []);
  if (formats.length === 0) return undefined;
  // The downloads are each format's id, title and tally; the columns are what the page shows of them.
  const overview = tableFromSpecs(OVERVIEW, formats, {
    extra: (f) => ({ format: f.id, title: f.title, ...f.tally }),
  });
  return { formats, overview };
}

const OVERVIEW: ColumnSpec<PeerFormat>[] = [
  {
    id: 'format',
    label: 'Format',
    field: null,
    value: (f) => f.title,
    href: (f) => `peers/${f.id}/`,
  },
  { id: 'models', label: 'Models', numeric: true, field: null, value: (f) => f.tally.models },
  {
    id: 'compared',
    label: 'Published numbers recomputed',
    numeric: true,
    field: null,
    value: (f) => f.tally.compared,
    format: (_v, f) => (f.comparison ? String(f.tally.compared) : 'none published'),
    tone: (f) => (f.comparison ? undefined : 'muted'),
  },
  {
    id: 'agree',
    label: 'Agree to the printed digits',
    numeric: true,
    field: null,
    value: (f) => f.tally.agree,
    format: (_v, f) => (f.comparison ? `${f.tally.agree} of ${f.tally.compared}` : MISSING),
    tone: (f) => (!f.comparison ? 'muted' : f.tally.agree === f.tally.compared ? 'ok' : 'off'),
  },
  {
    id: 'notRecomputed',
    label: 'Not recomputable here',
    description: 'published numbers with nothing in the data to recompute them from',
    numeric: true,
    field: null,
    value: (f) => f.tally.notRecomputed,
  },
];

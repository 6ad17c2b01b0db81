// The peers section's model: every peer format the data hold, in the order of docs/formats.md, and an overview row
// per format. Undefined when the data hold none.
import type { Dataset } from '../../../records/dataset.ts';
import type { Cell } from '../../../site/viewModel.ts';
import type { SectionContext } from '../../profile.ts';
import { table } from '../../tables.ts';
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
  const overview = table(
    [
      { key: 'format', label: 'Format' },
      { key: 'models', label: 'Models', numeric: true },
      { key: 'compared', label: 'Published numbers recomputed', numeric: true },
      { key: 'agree', label: 'Agree to the printed digits', numeric: true },
      {
        key: 'notRecomputed',
        label: 'Not recomputable here',
        numeric: true,
        help: 'published numbers with nothing in the data to recompute them from',
      },
    ],
    formats.map((f): Cell[] => [
      { text: f.title, href: `peers/${f.id}/` },
      { text: String(f.tally.models), sort: f.tally.models },
      {
        text: f.comparison ? String(f.tally.compared) : 'none published',
        sort: f.tally.compared,
        ...(f.comparison ? {} : { tone: 'muted' as const }),
      },
      {
        text: f.comparison ? `${f.tally.agree} of ${f.tally.compared}` : MISSING,
        sort: f.tally.agree,
        ...(f.comparison
          ? { tone: f.tally.agree === f.tally.compared ? ('ok' as const) : ('off' as const) }
          : { tone: 'muted' as const }),
      },
      { text: String(f.tally.notRecomputed), sort: f.tally.notRecomputed },
    ]),
    formats.map((f) => ({ format: f.id, title: f.title, ...f.tally })),
  );
  return { formats, overview };
}

// AlpacaEval (tatsu-lab/alpaca_eval): a judge model compares each model's output with a baseline's on 805
// instructions. Its results tree is read as published: results/<model>/<annotator>/annotations.json,
// results/<model>/model_outputs.json and the leaderboard CSVs, each recognised by its content (docs/formats.md).
import { jsonKeysIn } from '../../ingest/locatedJson.ts';
import { hasAll, type RoleSpec, type Sniff } from '../../ingest/roles.ts';
import type { Dataset } from '../../records/dataset.ts';
import type { BenchmarkProfile } from '../profile.ts';
import { linkAlpacaTables } from './link.ts';
import {
  ALPACA_EVAL,
  readAlpacaAnnotations,
  readAlpacaLcWeights,
  readAlpacaLeaderboard,
  readAlpacaOutputs,
  readAlpacaWebsiteLeaderboard,
} from './readers.ts';
import { alpacaComparisons } from './winRate.ts';

/** The keys of the first records of a JSON array document (none when the document is not an array). */
function arrayKeys(f: Sniff): string[] {
  return f.ext === 'json' && f.head.trimStart().startsWith('[') ? jsonKeysIn(f.head) : [];
}

const isAnnotations = (f: Sniff) =>
  hasAll(arrayKeys(f), 'instruction', 'output_1', 'output_2', 'generator_1', 'generator_2');

const isOutputs = (f: Sniff) => {
  const keys = arrayKeys(f);
  return hasAll(keys, 'instruction', 'output', 'generator') && !keys.includes('output_1');
};

const roles: RoleSpec[] = [
  {
    role: 'alpaca-eval-annotations',
    formats: ['json'],
    benchmark: ALPACA_EVAL,
    layout:
      'AlpacaEval annotations: a JSON array of {instruction, output_1, generator_1, output_2, generator_2, annotator, preference}',
    key: true,
    recognise: isAnnotations,
    text: readAlpacaAnnotations,
  },
  {
    role: 'alpaca-eval-outputs',
    formats: ['json'],
    benchmark: ALPACA_EVAL,
    layout: 'AlpacaEval model outputs: a JSON array of {instruction, output, generator, dataset}',
    key: true,
    recognise: isOutputs,
    text: readAlpacaOutputs,
  },
  {
    role: 'alpaca-eval-leaderboard',
    formats: ['csv'],
    benchmark: ALPACA_EVAL,
    layout: 'AlpacaEval leaderboard: CSV with an unnamed model column, win_rate, standard_error, n_wins, ...',
    key: false,
    recognise: (f) => f.ext === 'csv' && f.header[0] === '' && hasAll(f.header, 'win_rate', 'standard_error'),
    table: readAlpacaLeaderboard,
  },
  {
    role: 'alpaca-eval-website-leaderboard',
    formats: ['csv'],
    benchmark: ALPACA_EVAL,
    layout: 'AlpacaEval website leaderboard: CSV name, win_rate, avg_length, link, samples, ...',
    key: false,
    recognise: (f) =>
      f.ext === 'csv' && f.header[0] === 'name' && hasAll(f.header, 'win_rate', 'avg_length', 'samples'),
    table: readAlpacaWebsiteLeaderboard,
  },
  {
    role: 'alpaca-eval-lc-weights',
    formats: ['csv'],
    benchmark: ALPACA_EVAL,
    layout:
      'AlpacaEval length-control weights: CSV with instruction_difficulty and not_gamed_baseline columns',
    key: false,
    recognise: (f) =>
      f.ext === 'csv' &&
      f.header[0] === '' &&
      f.header.includes('instruction_difficulty') &&
      f.header.some((h) => h.startsWith('not_gamed_baseline')),
    table: readAlpacaLcWeights,
  },
  {
    role: 'alpaca-eval-evaluators',
    formats: ['csv'],
    benchmark: ALPACA_EVAL,
    layout: "AlpacaEval's table of judges (Human agreement, Price, ...)",
    key: false,
    recognise: (f) => f.ext === 'csv' && hasAll(f.header, 'Human agreement', 'Spearman corr.'),
    ignore: "AlpacaEval's table of judges, about annotators rather than models: not read",
  },
];

/** What `parley check` says of AlpacaEval's records: comparisons per annotator, self-comparisons apart. */
function contents(data: Dataset): string[] {
  const groups = alpacaComparisons(data.peers.alpacaAnnotations);
  if (groups.length === 0 && data.peers.alpacaOutputs.length === 0) return [];
  const lines: string[] = [];
  const annotators = [...new Set(groups.map((g) => g.annotator))].sort();
  for (const a of annotators) {
    const gs = groups.filter((g) => g.annotator === a);
    const self = gs.filter((g) => g.selfComparison);
    lines.push(
      `AlpacaEval ${a}: ${gs.length - self.length} model${gs.length - self.length === 1 ? '' : 's'} against ${[...new Set(gs.map((g) => g.baseline))].join(', ')}${self.length ? `; the baseline's comparison with itself (${self.map((g) => g.annotations.length).join(', ')} records) is reported, not counted` : ''}`,
    );
  }
  const outputs = new Set(data.peers.alpacaOutputs.map((o) => o.model)).size;
  if (outputs) lines.push(`AlpacaEval model outputs: ${outputs} model${outputs === 1 ? '' : 's'}`);
  return lines;
}

export const alpacaEvalProfile: BenchmarkProfile = {
  id: ALPACA_EVAL,
  title: 'AlpacaEval',
  shortTitle: 'AlpacaEval',
  roles,
  link: [linkAlpacaTables],
  contents,
};

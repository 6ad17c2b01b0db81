// Corpus test: a user's folder of AlpacaEval 2 files (tatsu-lab/alpaca_eval @ cd543a14, read from the mirror) under
// names of their own: the published leaderboard as tables/leaderboard.csv, the length-control weights as lc.csv,
// annotations and outputs under runs/, the two nested re-runs that carry glm_preference under glm/, with a README.md
// and a notes.txt beside them. The leaderboard is matched to its annotator by content, and the published LC win
// rates are reproduced from the published weights (weighted_alpaca_eval_gpt4_turbo_leaderboard.csv, its
// length_controlled_winrate column); without the weights, Parley's refit is an approximation, far off (decision 0108).
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { mirrorFile, mirrorOf, skipMessage } from '../../../test/peers/mirror.ts';
import type { Dataset } from '../../records/dataset.ts';
import { countCl100k } from '../../stats/tokens.ts';
import { readDataset } from '../index.ts';
import { buildPeersSection } from '../peers/site/build.ts';
import { alpacaEvalBoards, type AlpacaBoard } from './leaderboard.ts';

const REPO = 'tatsu-lab+alpaca_eval';
const git = mirrorOf(REPO);
if (!git) skipMessage(REPO, 'the AlpacaEval length-control corpus tests are');

const J = 'weighted_alpaca_eval_gpt4_turbo';
/** The user's name for each file of the repository. */
const USER_FILES: Record<string, string> = {
  'tables/leaderboard.csv': `src/alpaca_eval/leaderboards/data_AlpacaEval_2/${J}_leaderboard.csv`,
  'lc.csv': `src/alpaca_eval/metrics/weights/${J}/length_controlled_v1/baseline_gpt4_1106_preview.csv`,
  'runs/gpt35/annotations.json': `results/gpt-3.5-turbo-1106/${J}/annotations.json`,
  'runs/gpt35/outputs.json': 'results/gpt-3.5-turbo-1106/model_outputs.json',
  'runs/alpaca/annotations.json': `results/alpaca-7b/${J}/annotations.json`,
  'runs/alpaca/outputs.json': 'results/alpaca-7b/model_outputs.json',
  'runs/davinci.json': `results/text_davinci_001/${J}/annotations.json`,
  'runs/baseline-self.json': `results/gpt4_1106_preview/${J}/annotations.json`,
  'glm/vicuna13.json': `results/vicuna-13b-v1.5/${J}/${J}/annotations.json`,
  'glm/vicuna7.json': `results/vicuna-7b-v1.5/${J}/${J}/annotations.json`,
};

async function userFolder(omit: readonly string[] = []): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'parley-alpaca-user-'));
  for (const [name, path] of Object.entries(USER_FILES)) {
    if (omit.includes(name)) continue;
    const bytes = mirrorFile(git!, path);
    if (!bytes) throw new Error(`the mirror has no ${path}`);
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), bytes);
  }
  await writeFile(join(dir, 'README.md'), '# AlpacaEval 2 files\n\nCopied from tatsu-lab/alpaca_eval.\n');
  await writeFile(join(dir, 'notes.txt'), 'leaderboard.csv is the weighted GPT-4 Turbo table\n');
  return dir;
}

const boardsOf = (data: Dataset): AlpacaBoard[] =>
  alpacaEvalBoards({
    annotations: data.peers.alpacaAnnotations,
    outputs: data.peers.alpacaOutputs,
    published: data.publishedLeaderboard,
    name: (m) => m,
    models: new Set(),
    seed: 20261127,
    rounds: 20,
  });

describe.skipIf(!git)("AlpacaEval 2's files under a user's names (tatsu-lab/alpaca_eval)", () => {
  let data: Dataset;
  let board: AlpacaBoard;
  beforeAll(async () => {
    data = await readDataset(await userFolder());
    board = boardsOf(data)[0]!;
  });
  const rowOf = (model: string) => board.rows.find((r) => r.model === model)!;

  it('reads every file by its content, leaves README.md and notes.txt, and takes leaderboard.csv as the annotator’s', () => {
    expect(data.report.problems).toEqual([]);
    expect(data.report.files.map((f) => f.role).sort()).toEqual([
      ...Array(6).fill('alpaca-eval-annotations'),
      'alpaca-eval-lc-weights',
      'alpaca-eval-leaderboard',
      'alpaca-eval-outputs',
      'alpaca-eval-outputs',
    ]);
    expect(data.report.skipped.map((s) => s.file).sort()).toEqual(['README.md', 'notes.txt']);
    expect(board).toMatchObject({ annotator: J, baseline: 'gpt4_1106_preview', headline: 'lc' });
    const findings = data.report.files.flatMap((f) => f.findings.map((x) => `${f.file}: ${x.kind}`));
    expect(findings).toEqual([
      'lc.csv: baseline-by-content',
      'lc.csv: annotator-by-content',
      'tables/leaderboard.csv: annotator-by-content',
    ]);
  });

  it('reproduces gpt-3.5-turbo-1106’s published LC 19.30058903498905 from the weights (Parley’s old refit said 37.80)', () => {
    const r = rowOf('gpt-3.5-turbo-1106');
    expect(r.lc).toMatchObject({ kind: 'reproduced', rows: 805 });
    const lc = r.lc as { value: number; inputError: number };
    // Difficulties recovered from 10-decimal glm_preference: 19.300589035130, 1.4e-10 from the published value.
    expect(Math.abs(lc.value - 19.30058903498905)).toBeLessThan(2e-10);
    expect(lc.inputError).toBeGreaterThan(Math.abs(lc.value - 19.30058903498905));
    expect(lc.inputError).toBeLessThan(1e-7);
    expect(r.computed!.win_rate).toBeCloseTo(9.177964561962735, 13);
  });

  it('reproduces alpaca-7b’s 5.875487163278986 and text_davinci_001’s 9.025728852143091 (803 rows, looked up by position)', () => {
    const a = rowOf('alpaca-7b').lc as { value: number; inputError: number };
    expect(Math.abs(a.value - 5.875487163278986)).toBeLessThanOrEqual(a.inputError);
    const d = rowOf('text_davinci_001').lc as { value: number; inputError: number; rows: number };
    expect(d.rows).toBe(803);
    expect(Math.abs(d.value - 9.025728852143091)).toBeLessThanOrEqual(d.inputError);
    expect(board.notes.join('\n')).toMatch(
      /text_davinci_001: \d+ of its 803 rows, from row \d+ on, hold another instruction than the difficulties' source has at that position/,
    );
  });

  it('recovers the same difficulties from both re-runs, within their printed precision', () => {
    expect(board.notes.join('\n')).toMatch(
      /The difficulties from vicuna-7b-v1\.5's glm_preference \(glm\/vicuna7\.json\) agree with these within their printed precision \(largest difference [0-9.e-]+\)/,
    );
  });

  it('agrees with every published LC of the weights’ models but three, whose weights row gives another number', () => {
    const peers = buildPeersSection(data, {
      name: (m) => m,
      seed: 20261127,
      rounds: 20,
      countTokens: countCl100k,
      conversationPaths: new Map(),
    })!;
    const raw = peers.formats[0]!.tables.find((t) => t.id === 'published')!.table.raw;
    const lc = raw.filter((r) => r.column === 'length_controlled_winrate');
    // The weights have 200 rows: the baseline, a row named `example`, and 198 models of the published table.
    expect(lc.length).toBe(198);
    expect(lc.filter((r) => r.agrees === false).map((r) => r.model)).toEqual([
      'NullModel',
      'dbrx-instruct',
      'zephyr-7b-alpha-ExPO',
    ]);
    // Every "no" of the page: those three LCs, NullModel's LC standard error, and text_davinci_001's length (its
    // annotations' outputs, as no model_outputs.json is given, average 297 characters where 296 is printed: the
    // outputs were edited after, docs/formats.md). No difference of summation order is a "no".
    expect(raw.filter((r) => r.agrees === false).map((r) => `${r.model} ${r.column} ${r.parley}`)).toEqual([
      'NullModel length_controlled_winrate 86.3250203189334',
      'NullModel lc_standard_error 0.1422884495292083',
      'dbrx-instruct length_controlled_winrate 25.185341039770076',
      'text_davinci_001 avg_length 297',
      'zephyr-7b-alpha-ExPO length_controlled_winrate 13.573089323687979',
    ]);
    const winRates = raw.filter((r) => r.column === 'win_rate');
    expect(winRates.map((r) => [r.model, r.agrees])).toEqual([
      ['alpaca-7b', true],
      ['gpt-3.5-turbo-1106', true],
      ['text_davinci_001', true],
      ['vicuna-13b-v1.5', true],
      ['vicuna-7b-v1.5', true],
    ]);
  });

  it('without the weights, shows Parley’s refit as an approximation: 37.80 against 19.30, not judged', async () => {
    const noWeights = boardsOf(await readDataset(await userFolder(['lc.csv'])))[0]!;
    const r = noWeights.rows.find((x) => x.model === 'gpt-3.5-turbo-1106')!;
    expect(r.lc).toMatchObject({ kind: 'approximation', difficulty: false });
    expect(r.lc!.value).toBeCloseTo(37.803, 3);
    const a = noWeights.rows.find((x) => x.model === 'alpaca-7b')!;
    expect(a.lc!.value).toBeCloseTo(19.835, 3);
    const i = noWeights.rows.indexOf(r);
    expect(noWeights.table.rows[i]!.slice(1, 4).map((c) => [c.text, c.tone ?? null])).toEqual([
      ['19.30', null],
      ['≈ 37.80', 'muted'],
      ['+18.50', 'muted'],
    ]);
  });
});

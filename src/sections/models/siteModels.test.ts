// One model across benchmarks (issue 32, decision 0121), read as a user's combined folder is read: BotChat's
// published leaderboard beside an AlpacaEval leaderboard and a battles file, renamed, in folders of their own, with
// unrelated files beside them. The same name in two benchmarks is one model with one page and a part per benchmark;
// a clash is a note, only where a name is really ambiguous; a model with a published number is not "not scored".
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonl, readTree } from '../../../test/peers/readTree.ts';
import { emptyDataset, type Dataset } from '../../records/dataset.ts';
import { formatFinding } from '../../records/report.ts';
import { modelParts, scoredIn } from '../../site/modelParts.ts';
import type { SiteModel } from '../../site/siteModel.ts';
import { buildSiteModel } from '../../pipeline/buildSiteModel.ts';
import { publishedTable } from './siteModels.ts';

/** BotChat's lb.csv, three of its rows as published (open-compass/BotChat @ 70e1e639). */
const LB = [
  '\ufeffModel,Win_Tie_Rate,Length,Uni_Eval_16,Uni_Eval_8,ELO_16,ELO_8,Link,Filter',
  'GPT-4,73.2,30.5,65.1,86.1,1167.2,1103.9,,minimal',
  'Vicuna-13B,68,32.0,55,80.4,1113.3,1096.5,https://huggingface.co/lmsys/vicuna-13b-v1.5,minimal',
  'Claude-2,21.4,48.7,3.2,17.5,909.2,951.9,,minimal',
].join('\n');

/** An AlpacaEval 2 leaderboard in AlpacaEval's layout (an unnamed model column); the numbers are made up. */
const ALPACA = [
  ',win_rate,standard_error,n_wins,n_wins_base,n_draws,n_total,discrete_win_rate,mode,avg_length,length_controlled_winrate,lc_standard_error',
  'gpt4,23.6,1.27,190,615,0,805,23.6,verified,1365,38.1,0.2',
  'vicuna-13b-v1.5,6.7,0.77,48,753,4,805,6.2,verified,1061,10.5,0.3',
  'vicuna-13b,5.8,0.7,45,758,2,805,5.7,verified,1037,9.2,0.3',
  'Conifer-7B-DPO,11.3,1.1,88,715,2,805,11.1,community,1253,17.1,0.4',
  'claude-2,8.2,0.9,64,737,4,805,8.2,minimal,1069,17.2,0.5',
].join('\n');

/** Battles between a BotChat model spelled by its id and a model of their own, and one spelled two ways. */
const BATTLES = jsonl([
  { model_a: 'gpt4', model_b: 'GPT 4o', winner: 'model_a' },
  { model_a: 'GPT-4o', model_b: 'gpt4', winner: 'model_b' },
  { model_a: 'gpt4', model_b: 'GPT 4o', winner: 'tie' },
]);

describe('a combined folder: BotChat, AlpacaEval and battles naming the same models', () => {
  let data: Dataset;
  let messages: string[];
  let site: SiteModel;
  beforeAll(async () => {
    const read = await readTree({
      'studies/botchat-2023/leaderboard.csv': LB,
      'studies/botchat-2023/NOTES.md': 'Downloaded from the BotChat repository.\n',
      'peers/alpaca/results-2024.csv': ALPACA,
      'peers/alpaca/README.txt': 'unrelated\n',
      'votes/arena.jsonl': BATTLES,
    });
    data = { ...read.data, manifest: { ...read.data.manifest, bootstrap: { seed: 1, rounds: 20 } } };
    messages = read.messages;
    site = buildSiteModel(data, { countTokens: (t) => t.length, version: 'test' });
  });
  const model = (id: string) => site.models.find((m) => m.id === id)!;

  it('reads every file by its content and has no problem: a name in two benchmarks is never one', () => {
    expect(Object.fromEntries(data.report.files.map((f) => [f.file, f.role]))).toEqual({
      'studies/botchat-2023/leaderboard.csv': 'botchat-leaderboard',
      'peers/alpaca/results-2024.csv': 'alpaca-eval-leaderboard',
      'votes/arena.jsonl': 'battles',
    });
    expect(data.report.problems).toEqual([]);
  });

  it('makes BotChat’s gpt4 and AlpacaEval’s and the battles’ gpt4 one model, saying how each spelled it', () => {
    expect(data.models.map((m) => m.id)).toEqual([
      'Conifer-7B-DPO',
      'GPT-4o',
      'GPT-4o-2',
      'claude-2',
      'claude2',
      'gpt4',
      'vicuna-13b',
      'vicuna-13b-v1.5',
    ]);
    expect(model('gpt4').spelledIn).toEqual([
      { benchmark: 'alpaca-eval', title: 'AlpacaEval', spellings: ['gpt4'] },
      { benchmark: 'arena', title: 'Arena battles', spellings: ['gpt4'] },
      { benchmark: 'botchat', title: 'BotChat', spellings: ['GPT-4'] },
    ]);
    const { parts, sections } = modelParts(model('gpt4'));
    expect(parts.map((p) => [p.title, p.tables.length, p.published !== null, p.spellings])).toEqual([
      ['Arena battles', 1, false, ['gpt4']],
      // BotChat's view sets the published numbers beside the reproduced ones: not printed twice.
      ['BotChat', 1, false, ['GPT-4']],
    ]);
    // AlpacaEval's published leaderboard is the peers section's, which shows it (its rows name no benchmark).
    expect(sections.map((s) => s.title)).toEqual(['AlpacaEval: Leaderboard (as published)']);
    // AlpacaEval's vicuna-13b-v1.5 is BotChat's (its id); AlpacaEval's vicuna-13b is its own model.
    expect(model('vicuna-13b-v1.5').scoredIn).toEqual([
      'BotChat (leaderboard)',
      'AlpacaEval: Leaderboard (as published)',
    ]);
    expect(model('vicuna-13b').scoredIn).toEqual(['AlpacaEval: Leaderboard (as published)']);
  });

  it('notes only the really ambiguous names: one name read as two models, two names making one id', () => {
    expect(messages.filter((m) => m.includes('the name'))).toEqual([
      expect.stringMatching(
        /^studies\/botchat-2023\/leaderboard\.csv:? the name "Vicuna-13B" is read as 2 models: vicuna-13b \(id vicuna-13b\) in peers\/alpaca\/results-2024\.csv \(alpaca-eval\), Vicuna-13B \(id vicuna-13b-v1\.5\) in studies\/botchat-2023\/leaderboard\.csv \(botchat\)/,
      ),
      expect.stringMatching(
        /^studies\/botchat-2023\/leaderboard\.csv:? the name "Claude-2" is read as 2 models: claude-2 \(id claude-2\) in peers\/alpaca\/results-2024\.csv \(alpaca-eval\), Claude-2 \(id claude2\) in studies/,
      ),
      expect.stringMatching(
        /^votes\/arena\.jsonl:? the names "GPT-4o" and "GPT 4o" make the same id \(GPT-4o\)/,
      ),
    ]);
    const notes = data.report.files.flatMap((f) => f.findings.filter((x) => x.kind === 'model-name'));
    expect(notes.map(formatFinding)).toHaveLength(3);
  });

  it('shows what a model with only a published number has: never "not scored"', () => {
    expect(model('Conifer-7B-DPO').scoredIn).toEqual(['AlpacaEval: Leaderboard (as published)']);
    expect(model('claude2').scoredIn).toEqual(['BotChat (leaderboard)']);
    expect(model('gpt4').scoredIn).toEqual([
      'Arena battles (leaderboard)',
      'BotChat (leaderboard)',
      'AlpacaEval: Leaderboard (as published)',
    ]);
    expect(site.models.filter((m) => m.scoredIn.length === 0).map((m) => m.id)).toEqual([]);
  });
});

describe('a benchmark’s published numbers that no section shows', () => {
  it('are the model page’s part for that benchmark, as printed, and say what it shows in the index', () => {
    const data = emptyDataset();
    data.models = [{ id: 'm1', display: 'M1', aliases: ['m1'], isGroundTruth: false }];
    data.publishedLeaderboard = [
      {
        benchmark: 'x-bench',
        model: 'm1',
        values: { score: { value: 71.25, printed: '71.25' }, n: { value: 400, printed: '400' } },
        source: { file: 'x/leaderboard.csv', line: 2 },
      },
    ];
    const m = buildSiteModel(data, { countTokens: (t) => t.length, version: 'test' }).models[0]!;
    expect(m.scoredIn).toEqual(['x-bench (as published)']);
    expect(m.published).toHaveLength(1);
    expect(m.published[0]!.table.rows).toEqual([
      [{ text: '71.25', sort: 71.25 }, { text: '400', sort: 400 }, { text: 'x/leaderboard.csv' }],
    ]);
  });
});

describe('the same folder with a manifest that joins two names', () => {
  it('makes BotChat’s Claude-2 and AlpacaEval’s claude-2 one model, with no note', async () => {
    const manifest = { models: { claude2: { display: 'Claude-2', aliases: ['Claude-2', 'claude-2'] } } };
    const { data, messages } = await readTree({
      'parley.manifest.json': JSON.stringify(manifest),
      'studies/botchat-2023/leaderboard.csv': LB,
      'peers/alpaca/results-2024.csv': ALPACA,
    });
    expect(data.report.problems).toEqual([]);
    expect(data.models.map((m) => m.id)).not.toContain('claude-2');
    expect(data.models.find((m) => m.id === 'claude2')!.spelledIn).toEqual([
      { benchmark: 'alpaca-eval', spellings: ['claude-2'] },
      { benchmark: 'botchat', spellings: ['Claude-2'] },
    ]);
    expect(messages.filter((m) => m.includes('Claude-2'))).toEqual([]);
  });
});

describe('publishedTable', () => {
  const source = { file: 'lb.csv', line: 2 };
  it('gives the numbers as printed, a row per published table, and the text cells', () => {
    const t = publishedTable([
      {
        benchmark: 'b',
        model: 'm',
        board: 'judge-1',
        values: { win_rate: { value: 12.5, printed: '12.50' } },
        labels: { mode: 'verified' },
        source,
      },
      { benchmark: 'b', model: 'm', board: 'judge-2', values: { lc: { value: 3, printed: '3' } }, source },
    ]);
    expect(t.columns.map((c) => c.key)).toEqual(['board', 'win_rate', 'mode', 'lc', 'file']);
    expect(t.rows.map((r) => r.map((c) => c.text))).toEqual([
      ['judge-1', '12.50', 'verified', '–', 'lb.csv'],
      ['judge-2', '–', '–', '3', 'lb.csv'],
    ]);
    expect(t.raw[0]).toEqual({
      board: 'judge-1',
      win_rate: 12.5,
      mode: 'verified',
      lc: null,
      file: 'lb.csv',
    });
  });
});

describe('scoredIn', () => {
  const table = { columns: [], rows: [], raw: [] };
  it('names each benchmark with what it shows, then the sections naming none', () => {
    const view = (judge: string) => ({
      view: `b-${judge}`,
      benchmark: 'b',
      benchmarkTitle: 'B',
      judge,
      title: `B, judge ${judge}`,
      table,
    });
    expect(
      scoredIn({
        tables: [view('j1'), view('j2')],
        published: [{ benchmark: 'b', title: 'B', table }],
        sections: [{ title: 'Preference labels', path: 'preference/', table, links: [] }],
        spelledIn: [{ benchmark: 'c', title: 'C', spellings: ['m'] }],
      }),
    ).toEqual(['B (leaderboards of 2 judges, as published)', 'Preference labels']);
    expect(scoredIn({ tables: [], published: [], sections: [], spelledIn: [] })).toEqual([]);
  });
});

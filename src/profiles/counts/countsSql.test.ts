// The aggregation stage two ways: in process (aggregateCounts on ingest's records) and as SQL in DuckDB on the
// raw files. On a small generated BotChat set with planted bad rows, and on battles as JSONL and as Parquet,
// every count must be the same. (The 10x BotChat set and 1.6M battles: scripts/check-counts.ts, run by the bench.)
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, describe, expect, it } from 'vitest';
import { writeBattlesScale } from '../../../scripts/scale/battlesScale.ts';
import { writeBotchatScale } from '../../../scripts/scale/botchatScale.ts';
import { chatsJson, tsvLine } from '../../../scripts/scale/textWriter.ts';
import { readDataset } from '../index.ts';
import { aggregateCounts, passesFromUniCounts } from '../../stats/aggregateCounts.ts';
import { whitespaceWordCount } from '../../stats/whitespaceWordCount.ts';
import { countCl100k } from '../../stats/tokens.ts';
import { countsWithDuckDB, planCountsSources } from './runCountsSql.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const scratch = () => {
  const d = mkdtempSync(join(tmpdir(), 'parley-counts-'));
  dirs.push(d);
  return d;
};

async function bothWays(dir: string) {
  const data = await readDataset(dir);
  const mine = aggregateCounts(data, countCl100k);
  const plan = await planCountsSources(dir);
  const theirs = await countsWithDuckDB(plan.sources, plan.models, countCl100k);
  return { data, mine, theirs };
}

describe('aggregation in process and in DuckDB', () => {
  it('gives identical counts on a small generated BotChat set with planted bad rows', async () => {
    const dir = scratch();
    writeBotchatScale(dir, 0.03, 7);
    const conv = chatsJson(['Hi there!', 'Hello, how are you?', 'Fine, thanks.', 'Good to hear!']);
    // Planted: a duplicate judgment (kept once), an unknown model, a broken conversation cell, an answer with
    // two disagreeing Choice lines, decorated choices, an index written "3." and a self-comparison.
    appendFileSync(
      join(dir, 'UniEval.tsv'),
      [
        tsvLine([
          'gpt4',
          0,
          'MT-1;gpt4',
          conv,
          'Choice: No\nIndex: None\nReason: duplicate of an earlier row',
        ]),
        tsvLine(['mystery-bot', 0, 'MT-1;mystery-bot', conv, 'Choice: No']),
        tsvLine(['gpt4', 0, 'MT-999;gpt4', '["Hi", "unclosed', 'Choice: No']),
        tsvLine(['claude2', 0, 'MT-998;claude2', conv, 'Choice: Yes\nChoice: No\nIndex: 2']),
        tsvLine(['claude2', 0, 'MT-997;claude2', conv, '**Choice:** "Yes"\nIndex: 3.\nReason: formal']),
        tsvLine(['gpt35', 0, 'MT-996;gpt35', conv, 'choice : YES\nindex: none']),
      ].join(''),
    );
    appendFileSync(
      join(dir, 'GTEval.tsv'),
      [
        tsvLine(['MT-990;gpt4;gpt4', 'gpt4', 'gpt4', conv, conv, 'Choice: Neither']),
        tsvLine(['MT-991;GT;gpt4', 'GT', 'gpt4', conv, conv, 'Choice: [Conversation 1].']),
        tsvLine(['MT-991;GT;gpt4', 'GT', 'gpt4', conv, conv, 'Choice: Conversation 2']),
        tsvLine(['MT-992;gpt4;GT', 'gpt4', 'GT', conv, conv, 'No idea, sorry.']),
      ].join(''),
    );
    const { data, mine, theirs } = await bothWays(dir);
    const rejected = data.report.files.reduce((n, f) => n + f.rejections.length, 0);
    // A duplicate judgment, an unknown model, a broken cell, gpt4 against itself, the second MT-991.
    expect(rejected).toBe(5);
    expect(theirs.uni).toEqual(mine.uni);
    expect(theirs.passes).toEqual(mine.passes);
    expect(theirs.pairs).toEqual(mine.pairs);
    expect(theirs.lengths).toEqual(mine.lengths);
    // The counts are not empty and carry what the planted rows should give.
    expect(mine.uni.some((r) => r.verdict === 'unparsed' && r.model === 'claude2')).toBe(true);
    expect(mine.uni.some((r) => r.model === 'claude2' && r.firstAiChat === 3)).toBe(true);
    expect(mine.pairs.filter((p) => p.kind === 'arena' && p.setting === 'N=16').length).toBeGreaterThan(10);
    expect(mine.lengths.reduce((n, r) => n + r.chats, 0)).toBe(Math.round(547 * 0.03) * 14 * 14);
  });

  it('gives identical pair counts from battles as JSONL and as Parquet', async () => {
    const dir = scratch();
    const s = writeBattlesScale(dir, 5000, 12, 3);
    appendFileSync(
      join(dir, s.file),
      [
        '{"model_a": "model_001", "model_b": "model_001", "winner": "tie"}',
        '{"model_a": "model_002", "model_b": "model_003", "winner": "draw"}',
        '{"model_a": "gpt4", "model_b": "GPT-4 Turbo!", "winner": "model_b", "judge": "human"}',
        '',
      ].join('\n'),
    );
    const { mine, theirs } = await bothWays(dir);
    expect(theirs.pairs).toEqual(mine.pairs);
    expect(mine.pairs.reduce((n, p) => n + p.wins1 + p.wins2 + p.ties + p.bothbad, 0)).toBe(5001);
    // The same battles as Parquet (written by DuckDB), read by the same SQL.
    const pq = scratch();
    const instance = await DuckDBInstance.create(':memory:');
    const db = await instance.connect();
    await db.run(
      `COPY (SELECT * FROM read_json('${join(dir, s.file)}', format = 'newline_delimited', columns = {model_a: 'VARCHAR', model_b: 'VARCHAR', winner: 'VARCHAR'})) TO '${join(pq, 'battles.parquet')}' (FORMAT parquet)`,
    );
    db.closeSync();
    instance.closeSync();
    const plan = await planCountsSources(dir);
    const fromParquet = await countsWithDuckDB(
      [
        {
          role: 'battles',
          path: join(pq, 'battles.parquet'),
          format: 'parquet',
          judge: 'human',
          setting: '',
          benchmark: 'arena',
        },
      ],
      plan.models,
      countCl100k,
    );
    // Parquet has no judge column here: the one judged battle falls back to human votes, all else is the same.
    const norm = (ps: typeof mine.pairs) =>
      ps.map((p) => ({ ...p, judge: 'human' })).filter((p) => p.model1 !== 'GPT-4-Turbo');
    expect(norm(fromParquet.pairs)).toEqual(norm(mine.pairs));
  });
});

describe('passesFromUniCounts and whitespaceWordCount', () => {
  it('counts a judgment as passing at N when human or first AI chat after N (hand-counted)', () => {
    const base = { benchmark: 'botchat', setting: '', judge: 'j', model: 'm', length: 16 };
    const rows = passesFromUniCounts([
      { ...base, verdict: 'human', firstAiChat: null, count: 3 },
      { ...base, verdict: 'ai', firstAiChat: 5, count: 2 },
      { ...base, verdict: 'ai', firstAiChat: null, count: 1 },
      { ...base, verdict: 'unparsed', firstAiChat: null, count: 4 },
    ]);
    expect(rows).toHaveLength(16);
    // N = 4: 3 human + 2 flagged at chat 5 = 5 of 6 parsed; N = 5: only the 3 human.
    expect(rows[3]).toMatchObject({ N: 4, passed: 5, total: 6, unparsed: 4 });
    expect(rows[4]).toMatchObject({ N: 5, passed: 3, total: 6 });
  });

  it('counts words as split(/\\s+/) does, Unicode spaces included', () => {
    for (const t of ['', '  a  b ', 'one\u00a0two\u3000three', 'x\u200by', '\n\tz\u2028w'])
      expect(whitespaceWordCount(t)).toBe(t.split(/\s+/).filter(Boolean).length);
  });
});

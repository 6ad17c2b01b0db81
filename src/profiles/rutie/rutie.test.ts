// ruTiE readers on small files written here: every bad answer, duplicate, gap and broken pool row gives one clear
// message with file, line and column, and the counts reconcile.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseLocatedJson } from '../../ingest/locatedJson.ts';
import { readDataset } from '../index.ts';
import { formatFinding, formatRejection, reportTotals } from '../../records/report.ts';
import { modelFromResponseName, modelFromSubmissionName, poolDesignFromName } from './rutieNames.ts';

async function readFiles(files: Record<string, string>) {
  const dir = await mkdtemp(join(tmpdir(), 'parley-rutie-'));
  for (const [name, body] of Object.entries(files)) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), body);
  }
  const data = await readDataset(dir);
  const messages = data.report.files.flatMap((f) => [
    ...f.rejections.map(formatRejection),
    ...f.findings.map(formatFinding),
  ]);
  return { data, messages, totals: reportTotals(data.report) };
}

const answer = (q: number, outputs: unknown = '1') => ({ outputs, meta: { dialog_id: 0, question_id: q } });
/** A submission as MERA's sample is written: 4-space indent, so each answer spans 7 lines. */
const submission = (items: unknown[]) => JSON.stringify({ data: { test: [items] } }, null, 4);

const question = (q: number, gold: string | undefined, extra: Record<string, unknown> = {}) => ({
  instruction: 'T {context}\n{question}\n1. {choice1}\n2. {choice2}',
  inputs: { question: `Q${q}?`, choice1: `a${q}`, choice2: `b${q}` },
  ...(gold === undefined ? {} : { outputs: gold }),
  meta: {
    dialog_id: 0,
    question_id: q,
    category: ['math'],
    use_context: q > 0,
    turing_imitation: ['facts'],
    ...extra,
  },
});

describe('ruTiE submissions', () => {
  it('reads a clean submission, naming the model after the file', async () => {
    const { data, totals, messages } = await readFiles({
      'my-model.ruTiE.json': submission([answer(0), answer(1, '2'), answer(2)]),
    });
    expect(messages).toEqual([]);
    expect(totals).toMatchObject({ rowsRead: 3, rowsUsed: 3, rejected: 0, reconciles: true });
    expect(data.rutie.answers.map((a) => [a.model, a.questionId, a.answer, a.source.line])).toEqual([
      ['my-model', 0, '1', 5],
      ['my-model', 1, '2', 12],
      ['my-model', 2, '1', 19],
    ]);
  });

  it('rejects answers other than "1"/"2" and duplicates, and notes gaps and order, each with its line', async () => {
    const { totals, messages } = await readFiles({
      'bot.ruTiE.json': submission([
        answer(0),
        answer(2, 3),
        answer(1, 'answer_2'),
        answer(3, '2'),
        answer(0, '2'),
        answer(5),
        { outputs: '1', meta: { dialog_id: 0 } },
        answer(4, null),
      ]),
    });
    expect(totals).toMatchObject({ rowsRead: 8, rowsUsed: 3, rejected: 5, reconciles: true });
    expect(messages).toMatchInlineSnapshot(`
      [
        "bot.ruTiE.json:12: column outputs: question 2: the answer must be "1" or "2", got 3",
        "bot.ruTiE.json:19: column outputs: question 1: the answer must be "1" or "2", got "answer_2"",
        "bot.ruTiE.json:33: column meta.question_id: a second answer to question 0 of dialog 0 (the first is at line 5); kept the first",
        "bot.ruTiE.json:47: column meta.question_id: expected a whole number from 0, got nothing",
        "bot.ruTiE.json:53: column outputs: question 4: the answer must be "1" or "2", got null",
        "bot.ruTiE.json: dialog 0 of split test: no usable answers for question_id 1-2, 4 (ids run 0-5, 3 missing)",
      ]
    `);
  });

  it('notes answers out of question_id order', async () => {
    const { messages, totals } = await readFiles({ 'x.ruTiE.json': submission([answer(1), answer(0)]) });
    expect(totals.rejected).toBe(0);
    expect(messages).toEqual([
      'x.ruTiE.json:12: column meta.question_id: dialog 0 of split test: question_id 0 comes after 1; answers must follow the dialog in question_id order',
    ]);
  });

  it('rejects a broken file as one row, with the line and character of the break', async () => {
    const { messages, totals } = await readFiles({
      'parley.manifest.json': JSON.stringify({
        files: [{ path: 'x.json', role: 'rutie-submission', model: 'x' }],
      }),
      'x.json': '{"data": {"test": [[\n  {"outputs": "1",, }\n]]}}',
    });
    expect(totals).toMatchObject({ rowsRead: 1, rejected: 1, reconciles: true });
    expect(messages).toEqual([
      'x.json:2: not readable JSON (character 19: expected a key in quotes, got ",")',
    ]);
  });

  it('checks coverage against the task file: a missing question and an unknown one', async () => {
    const { messages } = await readFiles({
      'task.json': JSON.stringify({
        data: { test: [[question(0, '1'), question(1, '2'), question(2, '1')]] },
      }),
      'bot.ruTiE.json': submission([answer(0), answer(1), answer(3)]),
    });
    // Said once, against the task file; the gap in the file's own ids (question 2) is not said again.
    expect(messages).toEqual([
      'bot.ruTiE.json: dialog 0 of split test: no answer to question_id 2 (1 of the 3 questions the task file has); a missing answer counts as wrong',
      'bot.ruTiE.json:19: column meta.question_id: dialog 0 of split test: question_id 3 is not among the 3 questions the task file has; not scored',
    ]);
  });
});

describe('ruTiE task files', () => {
  it('reads gold, labels and the context flag; a closed split has no gold', async () => {
    const { data, messages } = await readFiles({
      'task.json': JSON.stringify([question(0, '1'), question(1, undefined), question(2, '')], null, 2),
    });
    expect(messages).toEqual([]);
    expect(
      data.rutie.questions.map((q) => [q.split, q.questionId, q.gold, q.useContext, q.categories]),
    ).toEqual([
      ['test', 0, '1', false, ['math']],
      ['test', 1, null, true, ['math']],
      ['test', 2, null, true, ['math']],
    ]);
  });

  it('rejects a bad gold answer, a missing option and a duplicate; notes an unknown label', async () => {
    const bad = { ...question(1, '1'), inputs: { question: 'Q1?', choice1: 'a1' } };
    const { messages, totals } = await readFiles({
      'task.json': JSON.stringify(
        {
          data: {
            test: [[question(0, '3'), bad, question(2, '2', { category: ['cooking'] }), question(2, '1')]],
          },
        },
        null,
        1,
      ),
    });
    expect(totals).toMatchObject({ rowsRead: 4, rowsUsed: 1, rejected: 3, reconciles: true });
    expect(messages).toMatchInlineSnapshot(`
      [
        "task.json:5: column outputs: the gold answer must be "1" or "2" (or absent in a closed split), got "3"",
        "task.json:25: column inputs.choice2: expected text, got nothing",
        "task.json:64: column meta.question_id: a second question 2 in dialog 0 (the first is at line 44); kept the first",
        "task.json:44: column meta.category: label "cooking" is not among the card's thirteen; kept as its own group",
        "task.json: dialog 0 of split test: no usable questions for question_id 0-1 (ids run 0-2, 2 missing)",
      ]
    `);
  });
});

const POOL_HEADER = [
  'INPUT:dialog',
  'OUTPUT:answer',
  'OUTPUT:result',
  'ASSIGNMENT:status',
  'ASSIGNMENT:worker_id',
];
const dialog = [
  { answer_1: 'Да', answer_2: 'Нет', question: 'Снег белый?' },
  { answer_1: 'Два', answer_2: 'Три', question: "Сколько будет 1+1? (it's easy)" },
];
const cell = (s: string, d: string) => (/["\n]/.test(s) || s.includes(d) ? `"${s.replace(/"/g, '""')}"` : s);
const poolFile = (d: string, rows: string[][]) =>
  '\uFEFF' + [POOL_HEADER, ...rows].map((r) => r.map((c) => cell(c, d)).join(d)).join('\n') + '\n';
const result = (a: string, b: string) =>
  `[{'question': 'Снег белый?: Да или Нет?', 'answer': '${a}'}, {'question': "Сколько будет 1+1? (it's easy): Два или Три?", 'answer': '${b}'}]`;

describe('ruTiE human pools', () => {
  it('reads tab and semicolon pools, their design from the name, and Python-repr answers', async () => {
    const d = JSON.stringify(dialog);
    const { data, messages, totals } = await readFiles({
      'pool1.tsv': poolFile('\t', [
        [d, '', result('answer_1', 'answer_1'), 'SUBMITTED', 'w1'],
        [d, '', result('answer_1', 'answer_2'), 'ACCEPTED', 'w2'],
      ]),
      'pool2.csv': poolFile(';', [[d, '', result('answer_2', 'answer_1'), 'SUBMITTED', 'w3']]),
    });
    expect(messages).toEqual([]);
    expect(totals).toMatchObject({ rowsRead: 3, rowsUsed: 3, reconciles: true });
    expect(data.rutie.pools.map((p) => [p.pool, p.design, p.annotator, p.answers, p.source.line])).toEqual([
      ['pool1.tsv', 'with-history', 'w1', ['1', '1'], 2],
      ['pool1.tsv', 'with-history', 'w2', ['1', '2'], 3],
      ['pool2.csv', 'without-history', 'w3', ['2', '1'], 2],
    ]);
    expect(data.rutie.pools[0]!.dialog[1]).toEqual({
      question: "Сколько будет 1+1? (it's easy)",
      choice1: 'Два',
      choice2: 'Три',
    });
  });

  it('rejects a rejected assignment, a different dialog, a repeated annotator and code in place of a list; notes bad items', async () => {
    const d = JSON.stringify(dialog);
    const other = JSON.stringify([dialog[1], dialog[0]]);
    const { messages, totals } = await readFiles({
      'pool1.tsv': poolFile('\t', [
        [d, '', result('answer_1', 'answer_3'), 'SUBMITTED', 'w1'],
        [d, '', result('answer_1', 'answer_1'), 'REJECTED', 'w2'],
        [other, '', result('answer_1', 'answer_1'), 'SUBMITTED', 'w3'],
        [d, '', result('answer_2', 'answer_2'), 'SUBMITTED', 'w1'],
        [d, '', "__import__('os').system('echo hi')", 'SUBMITTED', 'w4'],
        [d, '', "[{'question': 'Что-то другое', 'answer': 'answer_1'}]", 'SUBMITTED', 'w5'],
      ]),
    });
    expect(totals).toMatchObject({ rowsRead: 6, rowsUsed: 2, rejected: 4, reconciles: true });
    expect(messages).toMatchInlineSnapshot(`
      [
        "pool1.tsv:3: column ASSIGNMENT:status: the platform rejected this assignment (status REJECTED)",
        "pool1.tsv:4: column INPUT:dialog: the dialog differs from the one at line 2 from question 1 on; one pool is one dialog",
        "pool1.tsv:5: column ASSIGNMENT:worker_id: a second assignment of annotator "w1" (the first is at line 2)",
        "pool1.tsv:6: column OUTPUT:result: not a readable Python list (unexpected "_" at character 1)",
        "pool1.tsv:2: column OUTPUT:result: annotator w1: item 2: answer "answer_3" is not answer_1 or answer_2; left out",
        "pool1.tsv:7: column OUTPUT:result: annotator w5: item 1 answers "Что-то другое", not question 1 of the dialog; left out",
        "pool1.tsv:7: column OUTPUT:result: annotator w5: 1 questions at the end have no answer; left out",
      ]
    `);
  });

  it('needs the design when the name does not give it', async () => {
    const { messages } = await readFiles({
      'humans.tsv': poolFile('\t', [
        [JSON.stringify(dialog), '', result('answer_1', 'answer_1'), 'SUBMITTED', 'w1'],
      ]),
    });
    expect(messages).toEqual([
      'humans.tsv:2: cannot tell whether this pool showed the answer history: name the file pool1 / pool2, or give the manifest setting "with-history" or "without-history"',
    ]);
  });
});

describe('MERA server responses', () => {
  it('reads the ruTiE score as printed, for the model of the matching submission', async () => {
    const { data, messages } = await readFiles({
      'sample_response.json':
        '{\n  "id": 1,\n  "results": {\n    "BPS": {"acc": 0.49},\n    "ruTiE": {\n      "acc": 0.49767441860465117\n    }\n  }\n}',
    });
    expect(messages).toEqual([]);
    expect(data.rutie.serverScores).toEqual([
      {
        model: 'sample',
        metric: 'acc',
        value: 0.49767441860465117,
        printed: '0.49767441860465117',
        source: { file: 'sample_response.json', line: 5 },
      },
    ]);
  });
});

describe('recognising JSON documents', () => {
  it('looks past the first line only for ruTiE and MERA files; other JSON is skipped as before', async () => {
    const { data } = await readFiles({
      'battles.json': JSON.stringify([{ model_a: 'a', model_b: 'b', winner: 'tie' }], null, 2),
      'x.ruTiE.json': submission([answer(0)]),
    });
    expect(data.report.files.map((f) => [f.file, f.role])).toEqual([['x.ruTiE.json', 'rutie-submission']]);
    expect(data.report.skipped).toEqual([
      {
        file: 'battles.json',
        reason: expect.stringMatching(
          /^not recognised: no header or keys Parley can read\. Looked for \(\.json\): .*ruTiE task file/,
        ),
      },
    ]);
  });
});

describe('ruTiE file names', () => {
  it('give the model of a submission or response, and the design of a pool', () => {
    expect(modelFromSubmissionName('sample_submission.ruTiE.json')).toBe('sample');
    expect(modelFromSubmissionName('runs/my-model/ruTiE.json')).toBe('my-model');
    expect(modelFromSubmissionName('gpt-4o.json')).toBe('gpt-4o');
    expect(modelFromResponseName('sample_response.json')).toBe('sample');
    expect(modelFromResponseName('x/response.json')).toBe('x');
    expect([
      poolDesignFromName('a/pool1.tsv'),
      poolDesignFromName('pool2.csv'),
      poolDesignFromName('pool12.tsv'),
    ]).toEqual(['with-history', 'without-history', undefined]);
  });
});

describe('parseLocatedJson', () => {
  it('equals JSON.parse and knows where objects start', () => {
    const text = '[\n  {"a": [1, 2.50, {"b": null}]},\n  {"__proto__": {"x": 1}}\n]';
    const r = parseLocatedJson(text);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toEqual(JSON.parse(text));
    const [first, second] = r.value as [{ a: unknown[] }, object];
    expect(r.lineOf(first)).toBe(2);
    expect(r.lineOf(second)).toBe(3);
    expect(r.numberText(first.a, 1)).toBe('2.50');
    expect(Object.getPrototypeOf(second)).toBe(Object.prototype);
    expect(Object.keys(second)).toEqual(['__proto__']);
  });
  it('refuses deep nesting and says where a document breaks', () => {
    expect(parseLocatedJson('['.repeat(100) + ']'.repeat(100))).toMatchObject({
      ok: false,
      reason: 'nested deeper than 64 levels',
    });
    expect(parseLocatedJson('{"a": 1}\n x')).toEqual({
      ok: false,
      line: 2,
      column: 2,
      reason: 'unexpected text after the JSON value ("x")',
    });
    expect(parseLocatedJson('')).toMatchObject({ ok: false, reason: 'the file is empty' });
  });
});

// Each malformed input gives one clear message with file, line or row, and column, and the counts reconcile.
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDataset } from '../profiles/index.ts';
import { formatFinding, formatRejection, reportTotals } from '../records/report.ts';

/** A TSV cell quoted as pandas writes it. */
const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;
const conv = (chats: string[]) => quoted(JSON.stringify(chats));
const UNI_HEADER = 'model\tqidx\tindex\tconversation\tgpt4';
const uniRow = (
  model: string,
  seed: string,
  answer: string,
  conversation = conv(['Hi.', 'Hello.', 'How are you?']),
) => `${model}\t0\t${seed};${model}\t${conversation}\t"${answer.replace(/"/g, '""')}"`;

async function readFiles(files: Record<string, string | Uint8Array>) {
  const dir = await mkdtemp(join(tmpdir(), 'parley-malformed-'));
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

describe('malformed BotChat inputs', () => {
  it('a file named as a key input whose header lacks a required column is not read, and that is an error naming the header', async () => {
    const { data } = await readFiles({
      'UniEval.tsv': `model\tqidx\tindex\tconversation\n${'gpt4\t0\tMT-1;gpt4\t[]\n'.repeat(2)}`,
    });
    expect(data.report.skipped).toEqual([
      {
        file: 'UniEval.tsv',
        reason:
          'cannot be read: its content is not this layout: found columns "model", "qidx", "index", "conversation". It is named like BotChat Uni-Eval judgments: columns model, index, conversation, gpt4.',
      },
    ]);
    expect(data.report.problems.map((p) => p.kind)).toEqual(['unreadable']);
  });

  it('the same file under another name is not recognised: it is listed as not read, with what was found', async () => {
    const { data } = await readFiles({
      'judge-output.tsv': `model\tqidx\tindex\tconversation\n${'gpt4\t0\tMT-1;gpt4\t[]\n'.repeat(2)}`,
    });
    expect(data.report.skipped.map((x) => x.file)).toEqual(['judge-output.tsv']);
    expect(data.report.skipped[0]!.reason).toMatch(
      /^not recognised: header "model", "qidx", "index", "conversation"\. Looked for \(\.tsv\): .*BotChat Uni-Eval judgments: columns model, index, conversation, gpt4;/,
    );
  });

  it('a missing judge column in a file the manifest names is said once for the file, with the fix; no row is read', async () => {
    const { data, totals } = await readFiles({
      'parley.manifest.json': JSON.stringify({ files: [{ path: 'UniEval.tsv', role: 'botchat-unieval' }] }),
      'UniEval.tsv': `model\tqidx\tindex\tconversation\ngpt4\t0\tMT-1;gpt4\t[]\ngpt4\t0\tMT-2;gpt4\t[]\n`,
    });
    expect(totals).toMatchObject({ rowsRead: 0, rejected: 0, problems: 1, reconciles: true });
    expect(data.report.problems.map(formatRejection)).toEqual([
      'UniEval.tsv: the header lacks column "gpt4" (found: "model", "qidx", "index", "conversation"); this layout needs "model", "index", "conversation", "gpt4": rename the columns, or name the file\'s role in a manifest; its rows are not read',
    ]);
  });

  it('a broken JSON cell, an answer with no Choice line, an unknown model and a duplicate each get one message', async () => {
    const { data, messages, totals } = await readFiles({
      'UniEval.tsv': [
        UNI_HEADER,
        uniRow('gpt4', 'MT-1', 'Choice: No\nIndex: None\nReason: fine'),
        uniRow('gpt4', 'MT-2', 'Choice: Yes\nIndex: 2', quoted('["Hi.", "Hello."')),
        uniRow('gpt4', 'MT-3', 'I think the second speaker is a bot.'),
        uniRow('mystery-bot', 'MT-4', 'Choice: No'),
        uniRow('GPT-4', 'MT-1', 'Choice: No'),
      ].join('\n'),
    });
    expect(totals).toMatchObject({ rowsRead: 5, rowsUsed: 2, rejected: 3, reconciles: true });
    expect(data.uniJudgments.map((j) => j.verdict)).toEqual(['human', 'unparsed']);
    expect(messages).toMatchInlineSnapshot(`
      [
        "UniEval.tsv:5: column conversation: broken JSON (Expected ',' or ']' after array element in JSON at position 16 (line 1 column 17); got "[\\"Hi.\\", \\"Hello.\\"")",
        "UniEval.tsv:8: column model: unknown model "mystery-bot": add it to the manifest's models (with this spelling as an alias)",
        "UniEval.tsv:9: column index: duplicate judgment of "MT-1" for "GPT-4" (first at line 2)",
        "UniEval.tsv:7: column gpt4: no "Choice:" line in the judge's answer (got "I think the second speaker is a bot.")",
      ]
    `);
  });

  it('a truncated file keeps the rows before the cut and reports the cut', async () => {
    const full = [
      UNI_HEADER,
      uniRow('gpt4', 'MT-1', 'Choice: No'),
      uniRow('gpt4', 'MT-2', 'Choice: No'),
    ].join('\n');
    const { messages, totals } = await readFiles({ 'UniEval.tsv': full.slice(0, full.length - 5) });
    expect(totals).toMatchObject({ rowsRead: 2, rowsUsed: 1, rejected: 1, reconciles: true });
    expect(messages).toMatchInlineSnapshot(`
      [
        "UniEval.tsv:3: a quoted field is never closed (is the file truncated?)",
      ]
    `);
  });

  it('a UTF-8 BOM and CRLF line ends read the same as plain LF text', async () => {
    const lf = [
      UNI_HEADER,
      uniRow('gpt4', 'MT-1', 'Choice: Yes\nIndex: 3'),
      uniRow('gpt4', 'MT-2', 'Choice: No'),
    ].join('\n');
    const a = await readFiles({ 'UniEval.tsv': lf });
    const b = await readFiles({ 'UniEval.tsv': `\uFEFF${lf.replace(/\n/g, '\r\n')}` });
    const strip = (js: typeof a.data.uniJudgments) =>
      js.map(({ raw: _raw, reason: _reason, ...rest }) => rest);
    expect(strip(b.data.uniJudgments)).toEqual(strip(a.data.uniJudgments));
    expect(b.data.uniJudgments[0]?.firstAiChat).toBe(3);
    expect(b.totals).toMatchObject({ rowsRead: 2, rowsUsed: 2, rejected: 0 });
  });

  it('a duplicate seed in the ground truth and a broken conv-GT cell are rejected at their rows', async () => {
    const { messages, totals } = await readFiles({
      'gt.tsv': [
        'index\tconv-GT\tnround',
        `MT-1\t${conv(['a', 'b'])}\t2`,
        `MT-1\t${conv(['c', 'd'])}\t2`,
        'MT-2\t{"not": "an array"}\t2',
        `MT-3\t${conv(['a', 'b', 'c'])}\t4`,
      ].join('\n'),
    });
    expect(totals).toMatchObject({ rowsRead: 4, rowsUsed: 2, rejected: 2, reconciles: true });
    expect(messages).toMatchInlineSnapshot(`
      [
        "gt.tsv:3: column index: duplicate seed id "MT-1" (first at line 2)",
        "gt.tsv:4: column conv-GT: expected a JSON array of chats, got object",
        "gt.tsv:5: column nround: nround is 4 but conv-GT has 3 chats; the chat count is used",
      ]
    `);
  });
});

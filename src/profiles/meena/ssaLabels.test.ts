import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDataset } from '../index.ts';
import { formatFinding, formatRejection, reportTotals } from '../../records/report.ts';
import type { SsaSectionOptions } from './site/shared.ts';
import { staticContexts } from './site/staticContexts.ts';

async function readFiles(files: Record<string, string>) {
  const dir = await mkdtemp(join(tmpdir(), 'parley-ssa-'));
  for (const [name, body] of Object.entries(files)) await writeFile(join(dir, name), body);
  const data = await readDataset(dir);
  const messages = data.report.files.flatMap((f) => [
    ...f.rejections.map(formatRejection),
    ...f.findings.map(formatFinding),
  ]);
  return { data, messages, totals: reportTotals(data.report) };
}

const HEADER = 'model,version,mode,conversation,turn,rater,sensible,specific';

describe('SSA labels', () => {
  it('are recognised by their columns and read with yes/no in any of the accepted spellings', async () => {
    const { data, totals } = await readFiles({
      'labels.csv': [
        HEADER,
        'meena,base,interactive,c1,2,r1,1,1',
        'meena,base,interactive,c1,2,r2,yes,no',
        'meena,base,interactive,c1,2,r3,FALSE,',
        'meena,,static,ctx-9,1,r1,y,n',
      ].join('\n'),
    });
    expect(data.report.files[0]).toMatchObject({ role: 'ssa-labels', detectedBy: 'header' });
    expect(totals).toMatchObject({ rowsRead: 4, rowsUsed: 4, rejected: 0, findings: 0 });
    expect(
      data.ssaLabels.map((l) => [l.version, l.mode, l.rater, l.sensible, l.specificAnswered, l.specific]),
    ).toEqual([
      ['base', 'interactive', 'r1', true, true, true],
      ['base', 'interactive', 'r2', true, false, false],
      ['base', 'interactive', 'r3', false, undefined, false],
      ['', 'static', 'r1', true, false, false],
    ]);
    expect(data.ssaLabels[0]).toMatchObject({
      model: 'meena',
      conversation: 'c1',
      turn: 2,
      source: { file: 'labels.csv', line: 2 },
    });
  });

  it('count a response labelled not sensible as not specific, and report the row', async () => {
    const { data, messages, totals } = await readFiles({
      'labels.csv': `${HEADER}\nbot,v1,interactive,c1,4,alice,0,1\n`,
    });
    expect(totals).toMatchObject({ rowsUsed: 1, rejected: 0, findings: 1 });
    expect(data.ssaLabels[0]).toMatchObject({ sensible: false, specificAnswered: true, specific: false });
    expect(messages).toEqual([
      'labels.csv:2: column specific: rater "alice" labelled turn 4 of "c1" specific but not sensible; counted as not specific',
    ]);
  });

  it('reject bad values, an empty specific on a sensible response, and duplicates, with line and column', async () => {
    const { data, messages, totals } = await readFiles({
      'labels.tsv': [
        HEADER.replace(/,/g, '\t'),
        'bot\tv1\tlive\tc1\t1\tr1\t1\t1',
        'bot\tv1\tstatic\tc1\t0\tr1\t1\t1',
        'bot\tv1\tstatic\tc1\t1\tr1\tmaybe\t1',
        'bot\tv1\tstatic\tc1\t1\tr1\t1\t',
        'bot\tv1\tstatic\tc1\t1\tr1\t1\t0',
        'bot\tv1\tstatic\tc1\t1\tr1\t0\t',
        'bot\tv1\tstatic\tc1\t1\t\t0\t',
      ].join('\n'),
    });
    expect(data.ssaLabels).toHaveLength(1);
    expect(totals).toMatchObject({ rowsRead: 7, rowsUsed: 1, rejected: 6, reconciles: true });
    expect(messages).toMatchInlineSnapshot(`
      [
        "labels.tsv:2: column mode: mode must be static or interactive (got "live")",
        "labels.tsv:3: column turn: turn must be a whole number from 1 (got "0")",
        "labels.tsv:4: column sensible: sensible must be 1/0, yes/no or true/false (got "maybe")",
        "labels.tsv:5: column specific: specific is empty, but the response is labelled sensible",
        "labels.tsv:7: column rater: duplicate label: rater "r1" already labelled turn 1 of "c1" for "bot" "v1" (static) at labels.tsv:6",
        "labels.tsv:8: column rater: "rater" is empty",
      ]
    `);
  });

  it('read JSONL with booleans, nulls and the optional response text', async () => {
    const { data, messages } = await readFiles({
      'labels.jsonl': [
        JSON.stringify({
          model: 'bot',
          mode: 'static',
          conversation: 'x',
          turn: 1,
          rater: 'r',
          sensible: true,
          specific: false,
          response: 'ok',
        }),
        JSON.stringify({
          model: 'bot',
          mode: 'static',
          conversation: 'x',
          turn: 1,
          rater: 's',
          sensible: false,
          specific: null,
        }),
        JSON.stringify({
          model: 'bot',
          mode: 'static',
          conversation: 'x',
          rater: 't',
          sensible: false,
          specific: null,
        }),
        '{"broken',
      ].join('\n'),
    });
    expect(data.ssaLabels.map((l) => [l.rater, l.sensible, l.specific, l.response])).toEqual([
      ['r', true, false, 'ok'],
      ['s', false, false, undefined],
    ]);
    expect(messages[0]).toBe('labels.jsonl:3: column turn: "turn" is missing');
    expect(messages[1]).toMatch(/^labels\.jsonl:4: broken JSON/);
  });
});

describe('SSA labels with runs and decoding', () => {
  const H = `${HEADER},run,samples,temperature,top_k`;

  it('read the optional run and decoding columns, absent where empty', async () => {
    const { data, totals } = await readFiles({
      'labels.csv': [
        H,
        'bot,v1,static,c1,1,r1,1,1,run-a,20,0.88,',
        'bot,v1,static,c1,1,r1,1,0,run-b,20,0.88,',
        'bot,v1,static,c1,1,r1,1,0,run-a,400,1.0,40',
        'bot,v1,static,c1,1,r1,1,0,,,,',
        'bot,v1,static,c1,1,r2,1,0,,1,0,',
        'bot,v1,static,c1,1,r3,1,0,,,.5,',
      ].join('\n'),
    });
    expect(totals).toMatchObject({ rowsRead: 6, rowsUsed: 6, rejected: 0 });
    expect(data.ssaLabels.map((l) => [l.run, l.decoding])).toEqual([
      ['run-a', { samples: 20, temperature: 0.88 }],
      ['run-b', { samples: 20, temperature: 0.88 }],
      ['run-a', { samples: 400, temperature: 1, topK: 40 }],
      [undefined, undefined],
      [undefined, { samples: 1, temperature: 0 }],
      [undefined, { temperature: 0.5 }],
    ]);
  });

  it('read the optional context; a second text for one context id is reported, and the static page shows the first', async () => {
    const context = '"A: Hi.\nB: Hello, what are you up to?"';
    const { data, messages, totals } = await readFiles({
      'labels.csv': [
        `${HEADER},response,context`,
        `bot,v1,static,ctx-1,1,alice,1,1,Baking bread.,${context}`,
        `bot,v1,static,ctx-1,1,bob,1,0,Baking bread.,${context}`,
        `other,,static,ctx-1,1,alice,0,,Tuesday.,A: something else`,
        `bot,v1,static,ctx-2,1,alice,1,1,Reading.,`,
      ].join('\n'),
    });
    expect(totals).toMatchObject({ rowsUsed: 4, rejected: 0, findings: 1 });
    expect(data.ssaLabels.map((l) => l.context)).toEqual([
      'A: Hi.\nB: Hello, what are you up to?',
      'A: Hi.\nB: Hello, what are you up to?',
      'A: something else',
      undefined,
    ]);
    // The quoted contexts span two physical lines each: the third row starts on line 6.
    expect(messages).toEqual([
      'labels.csv:6: column context: context "ctx-1" is given another text than at labels.csv:2; the first is shown',
    ]);
    const model = staticContexts(data, { name: (id) => id } as SsaSectionOptions)!;
    expect(model.pages[0]!.map((c) => [c.id, c.turns])).toEqual([
      ['ctx-1', ['A: Hi.', 'B: Hello, what are you up to?']],
      ['ctx-2', undefined],
    ]);
  });

  it('reject a malformed samples, temperature or top_k with line, column and reason', async () => {
    const { data, messages, totals } = await readFiles({
      'labels.csv': [
        H,
        'bot,v1,static,c1,1,r1,1,1,,0,1,',
        'bot,v1,static,c1,1,r2,1,1,,2.5,1,',
        'bot,v1,static,c1,1,r3,1,1,,20,-0.5,',
        'bot,v1,static,c1,1,r4,1,1,,20,hot,',
        'bot,v1,static,c1,1,r5,1,1,,20,1,0',
        'bot,v1,static,c1,1,r6,1,1,,20,1,k40',
        'bot,v1,static,c1,1,r7,1,1,,20,1,40',
        'bot,v1,static,c1,1,r7,1,0,,20,1,40',
      ].join('\n'),
    });
    expect(data.ssaLabels).toHaveLength(1);
    expect(totals).toMatchObject({ rowsRead: 8, rowsUsed: 1, rejected: 7, reconciles: true });
    expect(messages).toMatchInlineSnapshot(`
      [
        "labels.csv:2: column samples: samples (sample-and-rank N) must be a whole number from 1 (got "0")",
        "labels.csv:3: column samples: samples (sample-and-rank N) must be a whole number from 1 (got "2.5")",
        "labels.csv:4: column temperature: temperature must be a number of 0 or more (got "-0.5")",
        "labels.csv:5: column temperature: temperature must be a number of 0 or more (got "hot")",
        "labels.csv:6: column top_k: top_k must be a whole number from 1 (got "0")",
        "labels.csv:7: column top_k: top_k must be a whole number from 1 (got "k40")",
        "labels.csv:9: column rater: duplicate label: rater "r7" already labelled turn 1 of "c1" for "bot" "v1" (static, N=20 T=1 top-k=40) at labels.csv:8",
      ]
    `);
  });

  it('read run and decoding from JSONL numbers', async () => {
    const { data } = await readFiles({
      'labels.jsonl': JSON.stringify({
        model: 'bot',
        mode: 'interactive',
        conversation: 'x',
        turn: 2,
        rater: 'r',
        sensible: true,
        specific: true,
        run: 3,
        samples: 20,
        temperature: 0.88,
        top_k: 40,
      }),
    });
    expect(data.ssaLabels[0]).toMatchObject({
      run: '3',
      decoding: { samples: 20, temperature: 0.88, topK: 40 },
    });
  });
});

describe('the SSA model table', () => {
  it('reads perplexity and human-likeness as a share or a percent', async () => {
    const { data, totals } = await readFiles({
      'models.csv':
        'model,version,perplexity,human_likeness\nmeena,base,10.2,\nmitsuku,,,0.45\nbot,v2,12.5,73%\n',
    });
    expect(data.report.files[0]?.role).toBe('ssa-models');
    expect(totals).toMatchObject({ rowsUsed: 3, rejected: 0 });
    expect(data.ssaModels.map((m) => [m.model, m.version, m.perplexity, m.humanLikeness])).toEqual([
      ['meena', 'base', 10.2, undefined],
      ['mitsuku', '', null, 0.45],
      ['bot', 'v2', 12.5, 0.73],
    ]);
  });

  it('rejects a bad perplexity, a bad share, an empty row and a duplicate version', async () => {
    const { messages, totals } = await readFiles({
      'models.csv':
        'model,version,perplexity,human_likeness\nbot,v1,-3,\nbot,v1,10,1.5\nbot,v1,,\nbot,v2,11,\nbot,v2,12,\n',
    });
    expect(totals).toMatchObject({ rowsRead: 5, rowsUsed: 1, rejected: 4, reconciles: true });
    expect(messages).toMatchInlineSnapshot(`
      [
        "models.csv:2: column perplexity: perplexity must be a positive number (got "-3")",
        "models.csv:3: column human_likeness: human_likeness must be a share from 0 to 1 or a percent such as 73% (got "1.5")",
        "models.csv:4: column perplexity: neither perplexity nor human_likeness is given",
        "models.csv:6: column version: duplicate model version "bot" "v2" (first at models.csv:5)",
      ]
    `);
  });
});

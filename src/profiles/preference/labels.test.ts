// The preference-label readers: every field's problems are rejected with file, line, column and reason; a row
// is rejected once (at its first bad column, naming the others); counts reconcile; JSONL and CSV agree.
import { describe, expect, it } from 'vitest';
import { PREFERENCE_LABEL_FIELDS, type PreferenceLabelRow } from '../../records/preferenceLabel.ts';
import { preferenceCsvCells } from '../../../scripts/demo/preference.ts';
import { toDelimited } from '../../../scripts/demo/formats.ts';
import { emptySink } from '../../records/dataset.ts';
import { recogniseFile } from '../index.ts';
import { ModelRegistry } from '../../ingest/modelRegistry.ts';
import { readPreferenceJsonl, readPreferenceTable } from './labels.ts';
import { formatFinding, formatRejection, newFileReport } from '../../records/report.ts';
import { parseDelimited } from '../../ingest/table.ts';

const ROW: PreferenceLabelRow = {
  task_id: 'T1',
  rater_id: 'ana',
  character: 'Orbit, an astronomy guide.',
  conversation_id: 'C1',
  turn: 2,
  context: [
    { role: 'user', text: 'Hi!' },
    { role: 'agent', text: 'Hello, stargazer.' },
  ],
  prompt: 'Why is Mars red?',
  prompt_tags: ['In-Domain', 'Other'],
  model_a: 'heron-70b',
  model_b: 'Wren 8B',
  response_a: 'Rust: iron oxide in its dust.',
  response_b: 'Because red.',
  preference: 'A is much better than B',
  a_grammar: 3,
  a_presentation: 3,
  a_language_consistency: 3,
  a_fluency: 3,
  a_understandability: 3,
  a_language_match: 'yes',
  a_false_refusal: 'no',
  a_preachy: 'no',
  a_templated: 'no',
  b_grammar: 2,
  b_presentation: 3,
  b_language_consistency: 3,
  b_fluency: 2,
  b_understandability: 3,
  b_language_match: 'yes',
  b_false_refusal: 'no',
  b_preachy: 'no',
  b_templated: 'yes',
  rejection: null,
  comment: 'B is too short.',
};

function jsonl(rows: object[]) {
  const sink = emptySink();
  const report = newFileReport('labels.jsonl', 'preference-labels', 'manifest');
  readPreferenceJsonl(rows.map((r) => JSON.stringify(r)).join('\n'), {
    file: 'labels.jsonl',
    report,
    registry: new ModelRegistry().scope(),
    sink,
  });
  return {
    labels: sink.preferenceLabels,
    report,
    messages: [...report.rejections.map(formatRejection), ...report.findings.map(formatFinding)],
  };
}

function csv(text: string) {
  const sink = emptySink();
  const report = newFileReport('labels.csv', 'preference-labels', 'manifest');
  readPreferenceTable(parseDelimited(text, 'labels.csv', ','), {
    file: 'labels.csv',
    report,
    registry: new ModelRegistry().scope(),
    sink,
  });
  return { labels: sink.preferenceLabels, report, messages: report.rejections.map(formatRejection) };
}

describe('readPreferenceJsonl', () => {
  it('reads a labelled task into a record', () => {
    const { labels, report } = jsonl([ROW, { ...ROW, task_id: 'T2', preference: 'B1' }]);
    expect(report).toMatchObject({ rowsRead: 2, rowsUsed: 2, rejections: [], findings: [] });
    expect(labels[0]).toEqual({
      taskId: 'T1',
      raterId: 'ana',
      character: 'Orbit, an astronomy guide.',
      conversationId: 'C1',
      turn: 2,
      context: ROW.context,
      prompt: 'Why is Mars red?',
      tags: ['In-Domain', 'Other'],
      modelA: 'heron-70b',
      modelB: 'Wren-8B',
      responseA: 'Rust: iron oxide in its dust.',
      responseB: 'Because red.',
      preference: 'A3',
      ratingsA: {
        grammar: 3,
        presentation: 3,
        languageConsistency: 3,
        fluency: 3,
        understandability: 3,
        languageMatch: true,
        falseRefusal: false,
        preachy: false,
        templated: false,
      },
      ratingsB: {
        grammar: 2,
        presentation: 3,
        languageConsistency: 3,
        fluency: 2,
        understandability: 3,
        languageMatch: true,
        falseRefusal: false,
        preachy: false,
        templated: true,
      },
      rejection: null,
      comment: 'B is too short.',
      source: { file: 'labels.jsonl', line: 1 },
    });
    expect(labels[1]!.preference).toBe('B1');
  });

  it('reads a rejected task without preference or ratings, and defaults context and comment', () => {
    const rejected: Record<string, unknown> = { ...ROW, rejection: 'PII', preference: null, response_b: '' };
    for (const f of PREFERENCE_LABEL_FIELDS) if (/^[ab]_/.test(f)) delete rejected[f];
    delete rejected.context;
    delete rejected.comment;
    const { labels, report } = jsonl([rejected]);
    expect(report.rejections).toEqual([]);
    expect(labels[0]).toMatchObject({
      rejection: 'PII',
      preference: null,
      ratingsA: null,
      ratingsB: null,
      context: [],
      comment: '',
    });
  });

  // One bad value per field: each row is rejected at that column with a message that says what is wrong.
  it('rejects a bad value in any field, naming the column', () => {
    const bad: [string, unknown][] = [
      ['task_id', ''],
      ['rater_id', 7],
      ['character', ''],
      ['conversation_id', null],
      ['turn', 0],
      ['context', [{ role: 'bot', text: 'x' }]],
      ['prompt', ''],
      ['prompt_tags', ['in-domain']],
      ['model_a', ''],
      ['model_b', undefined],
      ['response_a', 5],
      ['response_b', undefined],
      ['preference', 'A is way better than B'],
      ['a_grammar', 4],
      ['a_presentation', '3'],
      ['a_language_consistency', 0],
      ['a_fluency', 2.5],
      ['a_understandability', null],
      ['a_language_match', 'Yes'],
      ['a_false_refusal', true],
      ['a_preachy', 'maybe'],
      ['a_templated', 1],
      ['b_grammar', -1],
      ['b_presentation', 'high'],
      ['b_language_consistency', 9],
      ['b_fluency', undefined],
      ['b_understandability', 1.5],
      ['b_language_match', 'true'],
      ['b_false_refusal', 'NO'],
      ['b_preachy', ''],
      ['b_templated', null],
      ['rejection', 'Spam'],
      ['comment', 42],
      ['rewrite', 5],
      ['rewrite_of', 'a'],
    ];
    expect(bad.map(([f]) => f).sort()).toEqual([...PREFERENCE_LABEL_FIELDS].sort());
    const rows = bad.map(([f, v]) => {
      const r: Record<string, unknown> = { ...ROW, task_id: `T-${f}` };
      if (v === undefined) delete r[f];
      else r[f] = v;
      if (f === 'task_id') r.task_id = v;
      return r;
    });
    const { report, messages } = jsonl(rows);
    expect(report.rejections.map((r) => r.column)).toEqual(bad.map(([f]) => f));
    expect(report).toMatchObject({ rowsRead: bad.length, rowsUsed: 0 });
    expect(messages).toMatchInlineSnapshot(`
      [
        "labels.jsonl:1: column task_id: "task_id" is empty",
        "labels.jsonl:2: column rater_id: "rater_id" must be text (got 7)",
        "labels.jsonl:3: column character: "character" is empty",
        "labels.jsonl:4: column conversation_id: "conversation_id" must be text (got null)",
        "labels.jsonl:5: column turn: "turn" must be a whole number from 1 (got 0)",
        "labels.jsonl:6: column context: "context" message 1 must be {"role": "user" or "agent", "text": "..."} (got an object)",
        "labels.jsonl:7: column prompt: "prompt" is empty",
        "labels.jsonl:8: column prompt_tags: unknown prompt tag "in-domain" (did you mean "In-Domain"?); tags are "In-Domain", "Out-of-Domain", "Adversarial", "Personal", "Other"",
        "labels.jsonl:9: column model_a: "model_a" is empty",
        "labels.jsonl:10: column model_b: "model_b" is missing",
        "labels.jsonl:11: column response_a: "response_a" must be text (got 5)",
        "labels.jsonl:12: column response_b: "response_b" is missing",
        "labels.jsonl:13: column preference: "preference" must be one of the seven preferences spelled as in the guide ("A is much better than B", "A is better than B", "A is somewhat better than B", "B is somewhat better than A", "B is better than A", "B is much better than A", "Both A and B are bad") or their short forms (A3, A2, A1, B1, B2, B3, bad) (got "A is way better than B")",
        "labels.jsonl:14: column a_grammar: "a_grammar" must be 1, 2 or 3 (got 4)",
        "labels.jsonl:15: column a_presentation: "a_presentation" must be 1, 2 or 3 (got "3")",
        "labels.jsonl:16: column a_language_consistency: "a_language_consistency" must be 1, 2 or 3 (got 0)",
        "labels.jsonl:17: column a_fluency: "a_fluency" must be 1, 2 or 3 (got 2.5)",
        "labels.jsonl:18: column a_understandability: the task is not rejected, so every rating is needed; missing "a_understandability"",
        "labels.jsonl:19: column a_language_match: "a_language_match" must be "yes" or "no" (got "Yes") (did you mean "yes"?)",
        "labels.jsonl:20: column a_false_refusal: "a_false_refusal" must be "yes" or "no" (got true)",
        "labels.jsonl:21: column a_preachy: "a_preachy" must be "yes" or "no" (got "maybe")",
        "labels.jsonl:22: column a_templated: "a_templated" must be "yes" or "no" (got 1)",
        "labels.jsonl:23: column b_grammar: "b_grammar" must be 1, 2 or 3 (got -1)",
        "labels.jsonl:24: column b_presentation: "b_presentation" must be 1, 2 or 3 (got "high")",
        "labels.jsonl:25: column b_language_consistency: "b_language_consistency" must be 1, 2 or 3 (got 9)",
        "labels.jsonl:26: column b_fluency: the task is not rejected, so every rating is needed; missing "b_fluency"",
        "labels.jsonl:27: column b_understandability: "b_understandability" must be 1, 2 or 3 (got 1.5)",
        "labels.jsonl:28: column b_language_match: "b_language_match" must be "yes" or "no" (got "true")",
        "labels.jsonl:29: column b_false_refusal: "b_false_refusal" must be "yes" or "no" (got "NO") (did you mean "no"?)",
        "labels.jsonl:30: column b_preachy: "b_preachy" must be "yes" or "no" (got "")",
        "labels.jsonl:31: column b_templated: the task is not rejected, so every rating is needed; missing "b_templated"",
        "labels.jsonl:32: column rejection: "rejection" must be one of "Model Generation Issue", "Issues understanding Character", "Sensitive Content", "PII", "Other", or empty when the task was labelled (got "Spam")",
        "labels.jsonl:33: column comment: "comment" must be text (got 42)",
        "labels.jsonl:34: column rewrite: "rewrite" must be text (got 5)",
        "labels.jsonl:35: column rewrite_of: "rewrite_of" must be "A" or "B", the response the rewrite replaces (got "a") (did you mean "A"?)",
      ]
    `);
  });

  it('needs a preference and every rating unless the task is rejected, and non-empty responses', () => {
    const { messages } = jsonl([
      { ...ROW, preference: null },
      { ...ROW, task_id: 'T2', b_fluency: null, b_templated: null },
      { ...ROW, task_id: 'T3', response_b: '' },
    ]);
    expect(messages).toEqual([
      'labels.jsonl:1: column preference: no preference given, and the task is not rejected',
      'labels.jsonl:2: column b_fluency: the task is not rejected, so every rating is needed; missing "b_fluency", "b_templated"',
      'labels.jsonl:3: column response_b: "response_b" is empty, and the task is not rejected',
    ]);
  });

  it("reads a rater's rewrite of one response, and needs the side with the text and the text with the side", () => {
    const { labels, messages } = jsonl([
      { ...ROW, rewrite: 'Find the Big Dipper first.', rewrite_of: 'B' },
      { ...ROW, task_id: 'T2', rewrite: '', rewrite_of: null },
      { ...ROW, task_id: 'T3', rewrite: 'A better answer.' },
      { ...ROW, task_id: 'T4', rewrite: '  ', rewrite_of: 'A' },
    ]);
    expect(labels.map((l) => l.rewrite)).toEqual([
      { side: 'B', text: 'Find the Big Dipper first.' },
      undefined,
    ]);
    expect(messages).toEqual([
      'labels.jsonl:3: column rewrite_of: a rewrite is given but not which response it rewrites: "rewrite_of" must be "A" or "B"',
      'labels.jsonl:4: column rewrite: "rewrite_of" is "A" but the rewrite is empty',
    ]);
  });

  it('rejects the same model on both sides, a task labelled twice by one rater, and broken lines', () => {
    const { messages, report } = jsonl([
      ROW,
      { ...ROW, task_id: 'T2', model_b: 'HERON-70B ' },
      { ...ROW },
      [1, 2],
    ]);
    expect(messages).toEqual([
      'labels.jsonl:2: column model_b: responses A and B come from the same model ("heron-70b" and "HERON-70B ")',
      'labels.jsonl:3: column rater_id: task "T1" was already labelled by rater "ana" at line 1',
      'labels.jsonl:4: expected a JSON object with the preference-label fields (see docs/preference-labels.md)',
    ]);
    expect(report.rowsRead).toBe(report.rowsUsed + report.rejections.length);
  });

  it('rejects a row once, at its first problem, and names every other one', () => {
    const { messages } = jsonl([{ ...ROW, turn: 'two', a_preachy: 'Yes', rejection: 'pii' }]);
    expect(messages).toEqual([
      'labels.jsonl:1: column turn: "turn" must be a whole number from 1 (got "two"); also column a_preachy: "a_preachy" must be "yes" or "no" (got "Yes") (did you mean "yes"?); column rejection: "rejection" must be one of "Model Generation Issue", "Issues understanding Character", "Sensitive Content", "PII", "Other", or empty when the task was labelled (got "pii") (did you mean "PII"?)',
    ]);
  });

  it('notes a field outside the layout once per file, and keeps the row', () => {
    const { labels, messages } = jsonl([
      { ...ROW, locale: 'en' },
      { ...ROW, task_id: 'T2', locale: 'en' },
    ]);
    expect(labels).toHaveLength(2);
    expect(messages).toEqual([
      'labels.jsonl:1: column locale: field "locale" is not part of the preference-label layout; ignored (first met here)',
    ]);
  });
});

describe('readPreferenceTable (the CSV twin)', () => {
  const header = PREFERENCE_LABEL_FIELDS;
  const text = (rows: PreferenceLabelRow[]) => toDelimited(header, rows.map(preferenceCsvCells), ',');

  it('reads the same records as the JSONL reader', () => {
    const rows = [
      ROW,
      { ...ROW, task_id: 'T2', context: [], preference: 'bad', comment: 'Both, "really", bad.' },
      { ...ROW, task_id: 'T3', rewrite: 'Line one,\n"line" two.', rewrite_of: 'A' as const },
    ];
    const a = jsonl(rows).labels.map(({ source: _s, ...r }) => r);
    const b = csv(text(rows)).labels.map(({ source: _s, ...r }) => r);
    expect(b).toEqual(a);
  });

  it('reports broken context JSON, unknown tags and a missing required column with the line', () => {
    const good = text([ROW]).split('\n')[1]!;
    const broken = good.replace('"[{""role""', '"[{role""');
    expect(csv(`${header.join(',')}\n${broken}\n`).messages[0]).toMatch(
      /^labels\.csv:2: column context: "context" is not valid JSON \(/,
    );
    expect(csv(text([{ ...ROW, prompt_tags: ['In-Domain', 'Chitchat'] as never }])).messages).toEqual([
      'labels.csv:2: column prompt_tags: unknown prompt tag "Chitchat"; tags are "In-Domain", "Out-of-Domain", "Adversarial", "Personal", "Other"',
    ]);
    const noPrompt = text([ROW]).replace(/^([^\n]*)/, (h) => h.replace(',prompt,', ',question,'));
    expect(csv(noPrompt).messages).toEqual([
      'labels.csv:2: column prompt: column "prompt" is missing from the header',
    ]);
  });

  it('reads empty rating cells as absent: a rejected task needs none', () => {
    const rejected = { ...ROW, rejection: 'Other' as const, preference: null };
    for (const f of PREFERENCE_LABEL_FIELDS)
      if (/^[ab]_/.test(f)) (rejected as Record<string, unknown>)[f] = null;
    const { labels, messages } = csv(text([rejected]));
    expect(messages).toEqual([]);
    expect(labels[0]).toMatchObject({ rejection: 'Other', ratingsA: null, preference: null });
  });
});

describe('recognising preference labels', () => {
  it('recognises preference labels by their header, as JSONL or CSV, and not battles', () => {
    const keys = [...PREFERENCE_LABEL_FIELDS];
    expect(recogniseFile({ path: 'labels.jsonl', keys })).toBe('preference-labels');
    expect(
      recogniseFile({ path: 'export/labels.csv', header: ['task_id', 'rater_id', 'model_a', 'model_b'] }),
    ).toBe('preference-labels');
    expect(recogniseFile({ path: 'battles.jsonl', keys: ['model_a', 'model_b', 'winner'] })).toBe('battles');
  });
});

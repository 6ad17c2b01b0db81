// Cases written for one reader each: broken cells and values, special names, hostile text, duplicates, limits.
// Each names the outcome Parley owes it; the outcomes file holds the full messages, reviewed.
import type { Expected, FileContent, HostileCase } from './hostileCase.ts';
import { CONTROL_NAME_PAYLOADS, FORMULA_PAYLOADS, MARKUP_PAYLOADS } from './payloads.ts';
import {
  delimited,
  example,
  exampleFiles,
  fedItem,
  HCG_DIALOGUES,
  hcgDialogue,
  jsonl,
  MEENA_TRANSCRIPT,
  meraDocument,
  POOL_HEADER,
  poolRow,
  preferenceCsvRow,
  preferenceLabel,
  PREFERENCE_COLUMNS,
  rutieAnswer,
  rutieQuestion,
  SSA_LABEL_HEADER,
  SSA_MODEL_HEADER,
  ssaLabel,
  ssaLabelObject,
  type Companion,
  type ValidExample,
} from './validExamples.ts';

/** A case on an example's file: `content` replaces the file (at `path`, when the case moves it). */
export function on(
  key: string,
  what: string,
  tries: string,
  content: FileContent,
  expected: Expected,
  options: { path?: string; companions?: readonly Companion[]; e?: ValidExample } = {},
): HostileCase {
  const e = options.e ?? example(key);
  const base = exampleFiles(
    e,
    typeof content === 'object' && !(content instanceof Uint8Array) ? '' : content,
    options.path,
  );
  const path = options.path ?? e.path;
  const extra = options.companions ?? [];
  return {
    id: `${key}/${what}`,
    tries,
    files: { ...base.files, [path]: content, ...Object.fromEntries(extra.map((c) => [c.path, c.content])) },
    manifest: [...base.manifest, ...extra.map((c) => ({ path: c.path, role: c.role }))],
    expected,
    ...(base.baseline ? { baseline: base.baseline } : {}),
  };
}

const ok: Expected = { outcome: 'accepted' };
const rejected = (says: string): Expected => ({ outcome: 'rejected', says });
const warned = (says: string): Expected => ({ outcome: 'warned', says });

/** A chain of `depth` nested JSON arrays around a value. */
export const nestedJson = (depth: number, inner = '1') => '['.repeat(depth) + inner + ']'.repeat(depth);
/** A chain of `depth` nested Python lists. */
const nestedPython = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

const hcg = (lines: readonly unknown[]) =>
  lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n') + '\n';

function hcgCases(): HostileCase[] {
  const d = (k: number, conversation: unknown, extra: Record<string, unknown> = {}) => ({
    ...hcgDialogue(k),
    conversation,
    ...extra,
  });
  const turns = hcgDialogue(1).conversation;
  return [
    on(
      'hcg-dialogues',
      'python-repr',
      "a conversation written as Python's repr (as some HCG files are)",
      hcg([d(1, "[{'role': 'human', 'content': 'Hi \\'there\\''}, {'role': 'bot', 'content': \"Hello\"}]")]),
      ok,
    ),
    on(
      'hcg-dialogues',
      'python-repr-broken',
      'a Python repr cut short',
      hcg([d(1, "[{'role': 'human', 'content': 'Hi")]),
      rejected(':1: column conversation: not a readable Python list (string never closed'),
    ),
    on(
      'hcg-dialogues',
      'python-repr-deep',
      'a Python repr nested 10,000 lists deep',
      hcg([d(1, nestedPython(10_000))]),
      rejected('nested deeper than 64 levels'),
    ),
    on(
      'hcg-dialogues',
      'python-code',
      'a Python expression that would run code if evaluated',
      hcg([d(1, "__import__('os').system('echo pwned')")]),
      rejected('not a readable Python list (unexpected "_" at character 1)'),
    ),
    on(
      'hcg-dialogues',
      'not-a-list',
      'conversation is an object',
      hcg([d(1, { role: 'human', content: 'hi' })]),
      rejected(':1: column conversation: expected a list of {role, content} turns'),
    ),
    on(
      'hcg-dialogues',
      'turn-not-text',
      'a turn whose content is a number',
      hcg([d(1, [{ role: 'human', content: 42 }])]),
      rejected('turn 1 is not {role, content} with text'),
    ),
    on(
      'hcg-dialogues',
      'line-not-object',
      'a line that is a JSON array',
      hcg([[1, 2], hcgDialogue(2)]),
      rejected(':1: expected a JSON object'),
    ),
    on(
      'hcg-dialogues',
      'deep-json',
      'a field nested 100,000 arrays deep',
      hcg([
        d(1, turns, { task_summary: 'X' }),
        `{"conversation_id":"c2","conversation":[],"turns":0,"task_summary":${nestedJson(100_000)}}`,
      ]),
      rejected(':2: JSON nested deeper than 64 levels'),
    ),
    on(
      'hcg-dialogues',
      'proto-keys',
      '__proto__, constructor and prototype as JSON keys',
      hcg([
        `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"conversation_id":"c1","conversation":${JSON.stringify(turns)},"turns":3}`,
      ]),
      ok,
    ),
    on(
      'hcg-dialogues',
      'markup',
      'turns carrying script tags, event handlers, javascript: links and </textarea>',
      hcg([
        d(
          1,
          MARKUP_PAYLOADS.map((p, k) => ({ role: k % 2 ? 'bot' : 'human', content: p })),
        ),
      ]),
      ok,
    ),
    on(
      'hcg-dialogues',
      'name-unreadable',
      'a dialogue file whose name names no model',
      hcg([hcgDialogue(1)]),
      warned("the name does not follow the study's documented pattern: read under the whole name"),
      { path: 'hcg/Evaluation/data_oasst/dialogues.jsonl' },
    ),
    on(
      'hcg-dialogues',
      'model-proto',
      'a model called __proto__ by its file name',
      hcg([hcgDialogue(1)]),
      ok,
      { path: 'hcg/Evaluation/data_oasst/oasst1_en___proto___GPT4oMini_6.jsonl' },
    ),
    on(
      'hcg-dialogues',
      'line-too-long',
      'a line longer than the JSONL line limit (17 MB)',
      hcg([d(1, [{ role: 'human', content: 'x'.repeat(17 * 1024 * 1024) }]), hcgDialogue(2)]),
      rejected(':1: line longer than'),
    ),
    on(
      'hcg-dialogues',
      'cell-10mb',
      'a 10 MB turn (under the line limit)',
      hcg([d(1, [{ role: 'human', content: 'y'.repeat(10 * 1024 * 1024) }])]),
      ok,
    ),
    on(
      'hcg-uni',
      'two-choices',
      'a choice field holding two Choice lines that disagree',
      hcg([
        { choice: 'Yes\nChoice: No', index: '2', reason: 'r' },
        { choice: 'No', index: 'None', reason: 'r' },
      ]),
      warned(':1: column choice: "Choice:" lines disagree (yes, no)'),
    ),
    on(
      'hcg-uni',
      'choice-unknown',
      'a choice that is neither Yes nor No',
      hcg([
        { choice: 'Maybe', index: 'None', reason: 'r' },
        { choice: 'No', index: 'None' },
      ]),
      warned('"Choice:" is neither Yes nor No (got "maybe")'),
    ),
    on(
      'hcg-uni',
      'choice-number',
      'a choice given as a number',
      hcg([
        { choice: 1, index: 'None', reason: 'r' },
        { choice: 'No', index: 'None' },
      ]),
      warned('no "choice" text (got "1")'),
    ),
    on(
      'hcg-uni',
      'index-negative',
      'Yes with a negative index',
      hcg([
        { choice: 'Yes', index: '-3', reason: 'r' },
        { choice: 'No', index: 'None' },
      ]),
      warned('"Index:" is not a positive whole number (got "-3")'),
    ),
    on(
      'hcg-uni',
      'index-zero',
      'Yes with index 0',
      hcg([
        { choice: 'Yes', index: 0, reason: 'r' },
        { choice: 'No', index: 'None' },
      ]),
      warned('"Index:" is not a positive whole number (got "0")'),
    ),
    on(
      'hcg-uni',
      'index-infinity',
      'Yes with index Infinity',
      hcg([
        { choice: 'Yes', index: 'Infinity', reason: 'r' },
        { choice: 'No', index: 'None' },
      ]),
      warned('"Index:" is not a positive whole number (got "Infinity")'),
    ),
    on(
      'hcg-uni',
      'index-nan-literal',
      'a bare NaN where JSON has no NaN',
      hcg(['{"choice": "Yes", "index": NaN, "reason": "r"}', { choice: 'No', index: 'None' }]),
      rejected(':1: broken JSON'),
    ),
    on(
      'hcg-uni',
      'deep-reason',
      'a reason nested 100,000 arrays deep (JSON.stringify of it would overflow the stack)',
      hcg([
        `{"choice": "No", "index": "None", "reason": ${nestedJson(100_000)}}`,
        { choice: 'No', index: 'None' },
      ]),
      rejected(':1: JSON nested deeper than 64 levels'),
    ),
    on(
      'hcg-uni',
      'proto-keys',
      '__proto__ as a JSON key of a judgment',
      hcg([
        '{"choice": "No", "index": "None", "__proto__": {"polluted": true}}',
        { choice: 'No', index: 'None' },
      ]),
      ok,
    ),
    on(
      'hcg-uni',
      'markup-reason',
      'a reason carrying markup and formula text',
      hcg([
        { choice: 'No', index: 'None', reason: [...MARKUP_PAYLOADS, ...FORMULA_PAYLOADS].join(' ') },
        { choice: 'No', index: 'None' },
      ]),
      ok,
    ),
    on(
      'hcg-uni',
      'judge-markup-folder',
      'a judge folder named with markup',
      hcg([{ choice: 'No', index: 'None' }]),
      ok,
      {
        path: 'hcg/Evaluation/result_oasst/<img src=x onerror=alert(1)>_Evaluator/uni_eval/oasst1_en_Bot_GPT4oMini_6.jsonl',
      },
    ),
    on(
      'hcg-uni',
      'more-than-dialogues',
      'three judgments for a file of two dialogues (aligned by line)',
      hcg([{ choice: 'No' }, { choice: 'No' }, { choice: 'No' }]),
      warned('3 judgments for the 2 dialogues of oasst1_en_Bot_GPT4oMini_6.jsonl'),
      {
        companions: [
          { path: HCG_DIALOGUES, role: 'hcg-dialogues', content: hcg([hcgDialogue(1), hcgDialogue(2)]) },
        ],
      },
    ),
    on(
      'hcg-gt',
      'choice-three',
      'Conversation 3 of two',
      hcg([{ choice: 'Conversation 3', reason: 'r' }, { choice: 'Both' }]),
      warned('"choice" is not Conversation 1, Conversation 2, Both or Neither (got "Conversation 3")'),
    ),
    on(
      'hcg-gt',
      'choice-null',
      'a null choice',
      hcg([{ choice: null }, { choice: 'Both' }]),
      warned('column choice: "choice" is not Conversation 1, Conversation 2, Both or Neither (got null)'),
    ),
    on(
      'hcg-gt',
      'line-string',
      'a line that is a JSON string',
      hcg(['"Conversation 1"', { choice: 'Both' }]),
      rejected(':1: expected a JSON object with "choice" and "reason"'),
    ),
    on(
      'hcg-pair',
      'name-unreadable',
      'a pair file whose name names no two dialogue files: read under the whole name, a model a side',
      hcg([{ choice: 'Both' }]),
      warned('cannot tell the two dialogue files from the name'),
      { path: 'hcg/Evaluation/result_oasst/GPT4o_Evaluator/pair_eval/pairs.jsonl' },
    ),
    on(
      'hcg-pair',
      'two-choices',
      'a choice with two Choice lines',
      hcg([{ choice: 'Conversation 1\nChoice: Conversation 2' }, { choice: 'Both' }]),
      ok,
    ),
    on(
      'hcg-summary',
      'negative-count',
      'a negative count of dialogues',
      'Pass Rate: 0.5\n# Total Dialogues: -5\n',
      rejected(':2: column # Total Dialogues: a count must be a whole number from 0 (got "-5")'),
    ),
    on(
      'hcg-summary',
      'fractional-count',
      'a count that is not whole',
      '# Passed Dialogues: 2.5\n',
      rejected('a count must be a whole number from 0 (got "2.5")'),
    ),
    on(
      'hcg-summary',
      'rate-nan',
      'a rate written NaN',
      'Pass Rate: NaN\n',
      rejected(':1: column Pass Rate: a rate must be a number from 0 to 1 (got "NaN")'),
    ),
    on(
      'hcg-summary',
      'rate-infinity',
      'a rate written Infinity',
      'Pass Rate: Infinity\n',
      rejected('a rate must be a number from 0 to 1 (got "Infinity")'),
    ),
    on(
      'hcg-summary',
      'rate-over-one',
      'a rate written as a percent',
      'Pass Rate: 91.5\n',
      rejected('a rate must be a number from 0 to 1 (got "91.5")'),
    ),
    on(
      'hcg-summary',
      'marked-rate',
      'a rate marked as a count, as the study writes it',
      'Pass Rate: 0.5\n# Indistinguishable Rate: 0.57\n# Total Dialogues: 2\n',
      ok,
    ),
    on(
      'hcg-summary',
      'proto-key',
      '__proto__ and constructor as summary keys',
      '__proto__: 5\nconstructor: 7\nPass Rate: 0.5\n',
      ok,
    ),
    on(
      'hcg-summary',
      'no-colon',
      'a line without "Key: value"',
      'Pass Rate 0.5\n',
      rejected(':1: expected "Key: value" (got "Pass Rate 0.5")'),
    ),
    on(
      'hcg-summary',
      'formula-value',
      'a value starting with =',
      'Conversation A: =HYPERLINK("https://evil.example")\n',
      ok,
    ),
  ];
}

function meenaCases(): HostileCase[] {
  return [
    on(
      'meena-txt',
      'no-header',
      'turns with no header line',
      'Human: Hi!\nMeena: Hello.\n',
      rejected(
        'meena/bots.txt:1: expected a header such as "Meena Conversation 12" before the turns (got "Human: Hi!")',
      ),
    ),
    on(
      'meena-txt',
      'stranger',
      'a speaker who is neither the user nor the system',
      'Meena Conversation 1\nHuman: Hi!\nMallory: Hello.\n',
      rejected(':3: column speaker: speaker "Mallory" is neither "Human" nor "Meena"'),
    ),
    on(
      'meena-txt',
      'no-turns',
      'a header with no turns',
      'Meena Conversation 1\n\nMeena Conversation 2\nHuman: Hi!\n',
      rejected(':1: conversation "Meena Conversation 1" has no turns'),
    ),
    on(
      'meena-txt',
      'duplicate',
      'the same conversation twice',
      `${MEENA_TRANSCRIPT}\nMeena Conversation 1\nHuman: Again?\n`,
      rejected('duplicate conversation "Meena Conversation 1" (first at meena/bots.txt:1); not read again'),
    ),
    on(
      'meena-txt',
      'system-proto',
      'a system called __proto__',
      '__proto__ Conversation 1\nHuman: Hi!\n__proto__: Hello.\n',
      ok,
    ),
    on(
      'meena-txt',
      'system-path',
      'a system called ../../etc',
      '../../etc Conversation 1\nHuman: Hi!\n../../etc: Hello.\n',
      ok,
    ),
    on(
      'meena-txt',
      'system-control',
      'a system name with a terminal escape sequence',
      `${CONTROL_NAME_PAYLOADS[1]} Conversation 1\nHuman: Hi!\n${CONTROL_NAME_PAYLOADS[1]}: Hello.\n`,
      ok,
    ),
    on(
      'meena-txt',
      'markup',
      'turns carrying markup',
      `Meena Conversation 1\n${MARKUP_PAYLOADS.map((p, k) => `${k % 2 ? 'Meena' : 'Human'}: ${p}`).join('\n')}\n`,
      ok,
    ),
    on(
      'meena-txt',
      'huge-number',
      'a conversation number of 400 digits',
      `Meena Conversation ${'9'.repeat(400)}\nHuman: Hi!\n`,
      ok,
    ),
    on(
      'meena-txt',
      'repeat-speaker',
      'one speaker twice in a row',
      'Meena Conversation 1\nHuman: Hi!\nHuman: Hello?\nMeena: Hi.\n',
      warned(':3: column speaker: "Human" speaks twice in a row'),
    ),
    on(
      'examples-md',
      'no-label',
      'an example file whose name and title name no category',
      '### Whatever\n| Speaker | Utterance |\n|---|---|\n| A | hi |\n',
      rejected('cannot tell which category the examples belong to'),
      { path: 'botchat/examples/Misc.md' },
    ),
    on(
      'examples-md',
      'constructor-name',
      'an example file named constructor.md',
      '### constructor\n| Speaker | Utterance |\n|---|---|\n| A | hi |\n',
      rejected('cannot tell which category the examples belong to'),
      { path: 'botchat/examples/constructor.md' },
    ),
    on(
      'examples-md',
      'cells-wrong',
      'a table row with three cells',
      '### Formal Tone\n| Speaker | Utterance |\n|---|---|\n| A | hi | extra |\n| B | hello |\n',
      rejected(':4: a table row needs 2 cells (Speaker, Utterance), got 3'),
    ),
    on(
      'examples-md',
      'empty-speaker',
      'a row with no speaker',
      '### Formal Tone\n| Speaker | Utterance |\n|---|---|\n|  | hi |\n| B | hello |\n',
      rejected(':4: column Speaker: the speaker is empty'),
    ),
    on(
      'examples-md',
      'markup',
      'utterances carrying markup and <br> tags',
      `### Formal Tone\n| Speaker | Utterance |\n|---|---|\n${MARKUP_PAYLOADS.map((p, k) => `| ${k % 2 ? 'B' : 'A'} | ${p.replace(/\|/g, '\\|')}<br>next line |`).join('\n')}\n`,
      ok,
    ),
    on(
      'examples-md',
      'title-mismatch',
      "a title naming another category than the file's name",
      '### Excessive Length\n| Speaker | Utterance |\n|---|---|\n| A | hi |\n',
      warned(
        ':1: the title says "Excessive Length" but the file name says Formal tone; the file name is used',
      ),
    ),
    on(
      'paper-txt',
      'no-caption',
      'an example with no caption',
      'Cross-turn Repetition Example 1\nHuman:\thi\nMeena:\thi\n',
      rejected('meena/paper.txt:1: example 1 has no "Table N:" caption after it'),
    ),
    on(
      'paper-txt',
      'no-turns',
      'an example with a caption and no turns',
      'Cross-turn Repetition Example 1\n\nTable 5: empty.\n',
      rejected(':1: example 1 has no "Human:" or "Meena:" turns'),
    ),
    on(
      'paper-txt',
      'no-examples',
      'a text with no example heading',
      'Just some paper text.\n',
      warned('no "Cross-turn Repetition Example" heading in this text'),
    ),
  ];
}

const CURATED_HEADER = ['conversation', 'category', 'chat', 'note', 'curator'];
function curatedCases(): HostileCase[] {
  const csv = (rows: string[][]) => delimited([CURATED_HEADER, ...rows], ',');
  const tag = (category: string, chat = '3', note = 'A note.') => [
    'botchat/MT-1/gpt4',
    category,
    chat,
    note,
    'me',
  ];
  return [
    on(
      'curated-csv',
      'category-constructor',
      'a category called constructor (a key every JavaScript object inherits)',
      csv([tag('constructor')]),
      rejected('curated-tags.csv:2: column category: unknown category "constructor"'),
    ),
    on(
      'curated-csv',
      'category-proto',
      'a category called __proto__',
      csv([tag('__proto__')]),
      rejected('unknown category "__proto__"'),
    ),
    on(
      'curated-csv',
      'chat-zero',
      'chat 0',
      csv([tag('good', '0')]),
      rejected(':2: column chat: chat must be a whole number from 1 (got "0")'),
    ),
    on(
      'curated-csv',
      'chat-negative',
      'chat -2',
      csv([tag('good', '-2')]),
      rejected('chat must be a whole number from 1 (got "-2")'),
    ),
    on(
      'curated-csv',
      'chat-nan',
      'chat NaN',
      csv([tag('good', 'NaN')]),
      rejected('chat must be a whole number from 1 (got "NaN")'),
    ),
    on(
      'curated-csv',
      'chat-infinity',
      'chat Infinity',
      csv([tag('good', 'Infinity')]),
      rejected('chat must be a whole number from 1 (got "Infinity")'),
    ),
    on(
      'curated-csv',
      'chat-past-end',
      'a chat past the end of the conversation',
      csv([tag('good', '99')]),
      rejected('chat 99 is past the end of botchat/MT-1/gpt4 (4 chats)'),
    ),
    on(
      'curated-csv',
      'unknown-conversation',
      'a tag on a conversation not in the data',
      csv([['botchat/../../etc/passwd', 'good', '', 'x', 'me']]),
      rejected('no conversation with id "botchat/../../etc/passwd" was read'),
    ),
    on(
      'curated-csv',
      'note-empty',
      'a tag with no note',
      csv([tag('good', '', '')]),
      rejected(':2: column note: the note is empty'),
    ),
    on(
      'curated-csv',
      'formula-note',
      'notes starting with =, +, -, @',
      csv(FORMULA_PAYLOADS.map((f) => tag('good', '', f))),
      ok,
    ),
    on(
      'curated-csv',
      'missing-column',
      'no note column',
      delimited(
        [
          ['conversation', 'category'],
          ['botchat/MT-1/gpt4', 'good'],
        ],
        ',',
      ),
      rejected('curated-tags.csv:2: column note: column note missing from the header'),
    ),
    on(
      'curated-json',
      'not-array',
      'an object instead of a list',
      JSON.stringify({ conversation: 'botchat/MT-1/gpt4' }),
      rejected('curated-tags.json:1: expected a JSON array of tags'),
    ),
    on(
      'curated-json',
      'item-not-object',
      'a list item that is a string',
      JSON.stringify(['botchat/MT-1/gpt4']),
      rejected('item 1 is not an object'),
    ),
    on(
      'curated-json',
      'deep',
      'a list nested 100,000 deep',
      nestedJson(100_000),
      rejected('nested deeper than 64 levels'),
    ),
    on(
      'curated-json',
      'proto-keys',
      '__proto__ as a key of a tag',
      '[{"conversation": "botchat/MT-1/gpt4", "category": "good", "note": "n", "__proto__": {"category": "formal-tone"}}]',
      ok,
    ),
    on(
      'curated-json',
      'chat-number-types',
      'chat as a fraction and as a string',
      JSON.stringify([{ conversation: 'botchat/MT-1/gpt4', category: 'good', note: 'n', chat: 1.5 }]),
      rejected('chat must be a whole number from 1 (got "1.5")'),
    ),
    on(
      'curated-json',
      'nan-literal',
      'a bare NaN in the JSON',
      '[{"conversation": "botchat/MT-1/gpt4", "category": "good", "note": "n", "chat": NaN}]',
      rejected('curated-tags.json:1: not readable JSON'),
    ),
  ];
}

function preferenceCases(): HostileCase[] {
  const j = (labels: readonly unknown[]) => jsonl(labels);
  const p = (over: Record<string, unknown>, task = 't1') => ({ ...preferenceLabel(task), ...over });
  const csv = (labels: Record<string, unknown>[]) =>
    delimited([PREFERENCE_COLUMNS, ...labels.map(preferenceCsvRow)], ',');
  return [
    on(
      'preference-jsonl',
      'duplicate',
      'the same task labelled twice by one rater',
      j([p({}), p({})]),
      rejected('labels.jsonl:2: column rater_id: task "t1" was already labelled by rater "r1" at line 1'),
    ),
    on(
      'preference-jsonl',
      'score-nan',
      'a rating of NaN (as a string)',
      j([p({ a_grammar: 'NaN' })]),
      rejected('"a_grammar" must be 1, 2 or 3 (got "NaN")'),
    ),
    on(
      'preference-jsonl',
      'score-zero',
      'a rating of 0',
      j([p({ a_fluency: 0 })]),
      rejected('"a_fluency" must be 1, 2 or 3 (got 0)'),
    ),
    on(
      'preference-jsonl',
      'score-negative',
      'a rating of -1',
      j([p({ b_fluency: -1 })]),
      rejected('"b_fluency" must be 1, 2 or 3 (got -1)'),
    ),
    on(
      'preference-jsonl',
      'score-text',
      'a rating written as text',
      j([p({ a_grammar: 'three' })]),
      rejected('"a_grammar" must be 1, 2 or 3 (got "three")'),
    ),
    on(
      'preference-jsonl',
      'turn-zero',
      'turn 0',
      j([p({ turn: 0 })]),
      rejected('"turn" must be a whole number from 1 (got 0)'),
    ),
    on(
      'preference-jsonl',
      'turn-huge',
      'turn 1e308',
      j([p({ turn: 1e308 })]),
      rejected('"turn" must be a whole number from 1 (got 1e+308)'),
    ),
    on(
      'preference-jsonl',
      'model-number',
      'a model name that is a number',
      j([p({ model_a: 7 })]),
      rejected('"model_a" must be text (got 7)'),
    ),
    on(
      'preference-jsonl',
      'same-model',
      'the same model on both sides',
      j([p({ model_b: 'wren-8b' })]),
      rejected('responses A and B come from the same model'),
    ),
    on(
      'preference-jsonl',
      'model-proto',
      'models called __proto__ and constructor',
      j([p({ model_a: '__proto__', model_b: 'constructor' })]),
      ok,
    ),
    on(
      'preference-jsonl',
      'model-path',
      'models called ../../x and a/b',
      j([p({ model_a: '../../x', model_b: 'a/b\\c' })]),
      ok,
    ),
    on(
      'preference-jsonl',
      'model-control',
      'a model name with control characters',
      j([p({ model_a: CONTROL_NAME_PAYLOADS[0], model_b: CONTROL_NAME_PAYLOADS[2] })]),
      ok,
    ),
    on(
      'preference-jsonl',
      'proto-key',
      '__proto__ as a key of a label',
      `{"__proto__": {"preference": "A3"}, ${JSON.stringify(p({})).slice(1)}\n`,
      warned('field "__proto__" is not part of the preference-label layout; ignored'),
    ),
    on(
      'preference-jsonl',
      'markup',
      'responses and prompt carrying markup',
      j([
        p({
          prompt: MARKUP_PAYLOADS[0],
          response_a: MARKUP_PAYLOADS[1],
          response_b: MARKUP_PAYLOADS[3],
          comment: FORMULA_PAYLOADS[0],
        }),
      ]),
      ok,
    ),
    on(
      'preference-jsonl',
      'tags-not-list',
      'prompt tags as a string',
      j([p({ prompt_tags: 'In-Domain' })]),
      rejected('"prompt_tags" must be a list of tags (got "In-Domain")'),
    ),
    on(
      'preference-jsonl',
      'context-deep',
      'a context nested 100,000 deep',
      `${JSON.stringify(p({})).slice(0, -1)}, "context": ${nestedJson(100_000, '{}')}}\n`,
      rejected('JSON nested deeper than 64 levels'),
    ),
    on(
      'preference-jsonl',
      'preference-misspelt',
      'a preference in the wrong case',
      j([p({ preference: 'a is much better than b' })]),
      rejected('(did you mean "A is much better than B"?)'),
    ),
    on(
      'preference-csv',
      'context-broken',
      'a context cell of broken JSON',
      csv([p({ context: [] })])
        .replace(/,In-Domain,/, ',In-Domain,')
        .replace(',1,,', ',1,"[{""role"":",'),
      rejected('"context" is not valid JSON'),
    ),
    on(
      'preference-csv',
      'context-not-list',
      'a context cell that is a JSON object',
      csv([p({})]).replace(',1,,', ',1,"{""role"": ""user""}",'),
      rejected('"context" must be a list of messages (got an object)'),
    ),
    on(
      'preference-csv',
      'tags-unknown',
      'an unknown prompt tag',
      csv([p({ prompt_tags: ['In-Domain', 'Sneaky'] })]),
      rejected('unknown prompt tag "Sneaky"'),
    ),
    on(
      'preference-csv',
      'formula-cells',
      'cells starting with =, +, -, @',
      csv([
        p({
          prompt: FORMULA_PAYLOADS[0],
          response_a: FORMULA_PAYLOADS[1],
          response_b: FORMULA_PAYLOADS[2],
          comment: FORMULA_PAYLOADS[3],
        }),
      ]),
      ok,
    ),
    on(
      'preference-csv',
      'score-float',
      'a rating of 2.5',
      csv([p({ a_grammar: 2.5 })]),
      rejected('"a_grammar" must be 1, 2 or 3 (got "2.5")'),
    ),
    on(
      'preference-csv',
      'missing-column',
      'no preference column',
      delimited(
        [
          PREFERENCE_COLUMNS.filter((c) => c !== 'preference'),
          preferenceCsvRow(p({})).filter((_, i) => PREFERENCE_COLUMNS[i] !== 'preference'),
        ],
        ',',
      ),
      rejected('labels.csv:2: column preference: no preference given, and the task is not rejected'),
    ),
    on(
      'preference-csv',
      'extra-column',
      'an extra column',
      delimited(
        [
          [...PREFERENCE_COLUMNS, 'secret'],
          [...preferenceCsvRow(p({})), 'x'],
        ],
        ',',
      ),
      warned('field "secret" is not part of the preference-label layout; ignored'),
    ),
    on(
      'preference-csv',
      'wrong-delimiter',
      'a .csv file separated by tabs',
      delimited([PREFERENCE_COLUMNS, preferenceCsvRow(p({}))], '\t'),
      rejected(
        'labels.csv:2: column task_id: 11 columns "task_id", "rater_id", "character", "conversation_id", "turn", ... are missing from the header',
      ),
    ),
  ];
}

function ssaCases(): HostileCase[] {
  const csv = (rows: string[][]) => delimited([SSA_LABEL_HEADER, ...rows], ',');
  const models = (rows: string[][]) => delimited([SSA_MODEL_HEADER, ...rows], ',');
  return [
    on(
      'ssa-labels-csv',
      'duplicate',
      'one rater labelling one response twice',
      csv([ssaLabel('r1'), ssaLabel('r1')]),
      rejected(
        'labels.csv:3: column rater: duplicate label: rater "r1" already labelled turn 1 of "ctx-01" for "lumen" "v1" (static) at ssa/labels.csv:2',
      ),
    ),
    on(
      'ssa-labels-csv',
      'yes-constructor',
      'sensible and specific written "constructor"',
      csv([ssaLabel('r1', 'constructor', 'constructor')]),
      rejected('sensible must be 1/0, yes/no or true/false (got "constructor")'),
    ),
    on(
      'ssa-labels-csv',
      'specific-constructor',
      'specific written "constructor"',
      csv([ssaLabel('r1', '1', 'constructor')]),
      rejected('specific must be 1/0, yes/no, true/false, or empty when not sensible (got "constructor")'),
    ),
    on(
      'ssa-labels-csv',
      'turn-zero',
      'turn 0',
      csv([ssaLabel('r1', '1', '1', '0')]),
      rejected(':2: column turn: turn must be a whole number from 1 (got "0")'),
    ),
    on(
      'ssa-labels-csv',
      'turn-negative',
      'turn -1',
      csv([ssaLabel('r1', '1', '1', '-1')]),
      rejected('turn must be a whole number from 1 (got "-1")'),
    ),
    on(
      'ssa-labels-csv',
      'turn-infinity',
      'turn Infinity',
      csv([ssaLabel('r1', '1', '1', 'Infinity')]),
      rejected('turn must be a whole number from 1 (got "Infinity")'),
    ),
    on(
      'ssa-labels-csv',
      'mode-unknown',
      'a mode that is neither static nor interactive',
      csv([['lumen', 'v1', 'sideways', 'c', '1', 'r1', '1', '1', '']]),
      rejected('mode must be static or interactive (got "sideways")'),
    ),
    on(
      'ssa-labels-csv',
      'specific-not-sensible',
      'specific but not sensible',
      csv([ssaLabel('r1', '0', '1')]),
      warned('labelled turn 1 of "ctx-01" specific but not sensible; counted as not specific'),
    ),
    on(
      'ssa-labels-csv',
      'model-proto',
      'models called __proto__, constructor and prototype',
      csv(
        ['__proto__', 'constructor', 'prototype'].map((m) => [
          m,
          'v1',
          'static',
          'c',
          '1',
          'r1',
          '1',
          '1',
          '',
        ]),
      ),
      ok,
    ),
    on(
      'ssa-labels-csv',
      'formula-response',
      'responses starting with =, +, -, @',
      csv(FORMULA_PAYLOADS.map((f, k) => ['lumen', 'v1', 'static', 'c', String(k + 1), 'r1', '1', '1', f])),
      ok,
    ),
    on(
      'ssa-labels-csv',
      'markup-response',
      'responses carrying markup',
      csv(MARKUP_PAYLOADS.map((f, k) => ['lumen', 'v1', 'static', 'c', String(k + 1), 'r1', '1', '1', f])),
      ok,
    ),
    on(
      'ssa-labels-csv',
      'missing-column',
      'no rater column',
      delimited(
        [SSA_LABEL_HEADER.filter((h) => h !== 'rater'), ['lumen', 'v1', 'static', 'c', '1', '1', '1', 'x']],
        ',',
      ),
      rejected('labels.csv:2: column rater: column "rater" missing from the header'),
    ),
    on(
      'ssa-labels-csv',
      'wrong-delimiter',
      'a .csv file separated by semicolons',
      delimited([SSA_LABEL_HEADER, ssaLabel('r1')], ';'),
      rejected('column "model" missing from the header'),
    ),
    on(
      'ssa-labels-jsonl',
      'number-types',
      'turn and labels as JSON numbers and booleans',
      jsonl([{ ...ssaLabelObject(ssaLabel('r1')), turn: 2, sensible: true, specific: false }]),
      ok,
    ),
    on(
      'ssa-labels-jsonl',
      'object-value',
      'a label that is an object',
      jsonl([{ ...ssaLabelObject(ssaLabel('r1')), sensible: { yes: 1 } }]),
      rejected(':1: column sensible: "sensible" is not text, a number or a boolean'),
    ),
    on(
      'ssa-labels-jsonl',
      'missing-key',
      'a line without "rater"',
      jsonl([{ ...ssaLabelObject(ssaLabel('r1')), rater: undefined }]),
      rejected(':1: column rater: "rater" is missing'),
    ),
    on(
      'ssa-labels-jsonl',
      'turn-fraction',
      'turn 1.5',
      jsonl([{ ...ssaLabelObject(ssaLabel('r1')), turn: 1.5 }]),
      rejected('turn must be a whole number from 1 (got "1.5")'),
    ),
    on(
      'ssa-models-csv',
      'perplexity-zero',
      'perplexity 0',
      models([['lumen', 'v1', '0', '', '']]),
      rejected('perplexity must be a positive number (got "0")'),
    ),
    on(
      'ssa-models-csv',
      'perplexity-negative',
      'perplexity -3',
      models([['lumen', 'v1', '-3', '', '']]),
      rejected('perplexity must be a positive number (got "-3")'),
    ),
    on(
      'ssa-models-csv',
      'perplexity-nan',
      'perplexity NaN',
      models([['lumen', 'v1', 'NaN', '', '']]),
      rejected('perplexity must be a positive number (got "NaN")'),
    ),
    on(
      'ssa-models-csv',
      'perplexity-infinity',
      'perplexity Infinity',
      models([['lumen', 'v1', 'Infinity', '', '']]),
      rejected('perplexity must be a positive number (got "Infinity")'),
    ),
    on(
      'ssa-models-csv',
      'perplexity-huge',
      'perplexity 1e400 (past the largest number)',
      models([['lumen', 'v1', '1e400', '', '']]),
      rejected('perplexity must be a positive number (got "1e400")'),
    ),
    on(
      'ssa-models-csv',
      'likeness-percent',
      'human-likeness 150%',
      models([['lumen', 'v1', '', '150%', '']]),
      rejected('human_likeness must be a share from 0 to 1 or a percent such as 73% (got "150%")'),
    ),
    on(
      'ssa-models-csv',
      'neither',
      'neither perplexity nor human-likeness',
      models([['lumen', 'v1', '', '', '']]),
      rejected(':2: column perplexity: neither perplexity nor human_likeness is given'),
    ),
    on(
      'ssa-models-csv',
      'duplicate',
      'the same version twice',
      models([
        ['lumen', 'v1', '10', '', ''],
        ['lumen', 'v1', '11', '', ''],
      ]),
      rejected(':3: column version: duplicate model version "lumen" "v1" (first at ssa/models.csv:2)'),
    ),
    on(
      'ssa-models-csv',
      'display-markup',
      'a display name carrying markup and a formula',
      models([
        ['lumen', 'v1', '10', '', MARKUP_PAYLOADS[1]],
        ['lumen', 'v2', '9', '', FORMULA_PAYLOADS[0]],
      ]),
      ok,
    ),
    on(
      'ssa-models-jsonl',
      'perplexity-string',
      'perplexity as text',
      jsonl([{ model: 'lumen', version: 'v1', perplexity: 'low' }]),
      rejected('perplexity must be a positive number (got "low")'),
    ),
    on(
      'ssa-models-jsonl',
      'perplexity-object',
      'perplexity as an object',
      jsonl([{ model: 'lumen', version: 'v1', perplexity: { v: 1 } }]),
      rejected(':1: column perplexity: "perplexity" is not text or a number'),
    ),
  ];
}

function fedCases(): HostileCase[] {
  const doc = (items: readonly unknown[]) => JSON.stringify(items, null, 2) + '\n';
  const ann = (annotations: unknown) => fedItem('Meena', { annotations });
  return [
    on(
      'fed',
      'not-array',
      'an object instead of a list',
      JSON.stringify({ items: [] }),
      rejected('fed/fed_data.json:1: expected a JSON array of FED items'),
    ),
    on(
      'fed',
      'item-not-object',
      'an item that is a number',
      doc([7, fedItem('Mitsuku')]),
      rejected('fed/fed_data.json:2: item 1 is not a JSON object'),
    ),
    on(
      'fed',
      'no-system',
      'an item with no system',
      doc([fedItem('Meena', { system: '' })]),
      rejected('column system: item 1 has no "system" name'),
    ),
    on(
      'fed',
      'response-number',
      'a response that is a number',
      doc([fedItem('Meena', { response: 5 })]),
      rejected('column response: item 1: "response" is not text'),
    ),
    on(
      'fed',
      'ratings-not-list',
      'a quality whose ratings are not a list',
      doc([ann({ Interesting: 2 })]),
      rejected('column annotations: item 1: quality "Interesting" is not a list of rater values'),
    ),
    on(
      'fed',
      'rating-negative',
      'a rating of -1',
      doc([ann({ Interesting: [-1, 1, 1, 1, 1] })]),
      warned('column Interesting: item 1 (turn, meena), rater 1: -1 is outside 0-2; left out'),
    ),
    on(
      'fed',
      'rating-nan-text',
      'a rating written "NaN"',
      doc([ann({ Interesting: ['NaN', 1, 1, 1, 1] })]),
      warned('rater 1: not a number ("NaN"); left out'),
    ),
    on(
      'fed',
      'rating-nan-literal',
      'a bare NaN in the JSON',
      '[{"context": "User: Hi!", "system": "Meena", "annotations": {"Overall": [NaN]}}]',
      rejected('fed/fed_data.json:1: not readable JSON'),
    ),
    on(
      'fed',
      'rating-huge',
      'a rating of 1e308',
      doc([ann({ Overall: [1e308, 1, 1, 1, 1] })]),
      warned('1e+308 is outside 0-4; left out'),
    ),
    on(
      'fed',
      'quality-proto',
      'qualities called __proto__ and constructor',
      '[{"context": "User: Hi!\\nSystem: Hello! How are you today?\\nUser: Fine, thanks.", "response": "System: Glad to hear it.", "system": "Meena", "annotations": {"__proto__": [1, 2], "constructor": [1]}}]',
      warned('turn-level quality "__proto__" is not one of FED\'s'),
    ),
    on(
      'fed',
      'system-proto',
      'a system called __proto__',
      doc([fedItem('__proto__')]),
      warned("no conversation of FED's systems was read"),
    ),
    on(
      'fed',
      'deep',
      'a rating nested 100,000 lists deep',
      `[{"context": "c", "system": "Meena", "annotations": {"Overall": ${nestedJson(100_000)}}}]`,
      rejected('nested deeper than 64 levels'),
    ),
    on(
      'fed',
      'markup',
      'context and response carrying markup',
      doc([
        fedItem('Meena', {
          context: `User: ${MARKUP_PAYLOADS[0]}`,
          response: `System: ${MARKUP_PAYLOADS[3]}`,
        }),
      ]),
      warned('item 1 (turn, meena) is not linked'),
    ),
  ];
}

function rutieCases(): HostileCase[] {
  const q = rutieQuestion;
  const a = rutieAnswer;
  return [
    on(
      'rutie-task',
      'bare-list',
      "a bare list of questions (the card's example layout)",
      JSON.stringify([q(0), q(1)], null, 2),
      ok,
    ),
    on(
      'rutie-task',
      'neither-layout',
      'a JSON object with no "data"',
      JSON.stringify({ questions: [q(0)] }),
      rejected(
        'rutie/task.json:1: expected {"data": {"test": [[...]]}} (MERA) or a list of questions; found neither',
      ),
    ),
    on(
      'rutie-task',
      'split-not-list',
      'a split that is not a list',
      JSON.stringify({ data: { test: 'none' } }, null, 2),
      rejected('column data.test: expected a list of dialogs under "data.test", got string'),
    ),
    on(
      'rutie-task',
      'duplicate',
      'the same question twice',
      meraDocument([q(0), q(1), q(1)]),
      rejected('column meta.question_id: a second question 1 in dialog 0 (the first is at line'),
    ),
    on(
      'rutie-task',
      'id-negative',
      'question_id -1',
      meraDocument([q(0), q(1, { meta: { dialog_id: 0, question_id: -1 } })]),
      rejected('column meta.question_id: expected a whole number from 0, got -1'),
    ),
    on(
      'rutie-task',
      'id-fraction',
      'question_id 1.5',
      meraDocument([q(0), q(1, { meta: { dialog_id: 0, question_id: 1.5 } })]),
      rejected('expected a whole number from 0, got 1.5'),
    ),
    on(
      'rutie-task',
      'id-string',
      'question_id as text',
      meraDocument([q(0), q(1, { meta: { dialog_id: 0, question_id: '1' } })]),
      rejected('expected a whole number from 0, got "1"'),
    ),
    on(
      'rutie-task',
      'id-huge',
      'question_id 1e300',
      meraDocument([q(0), q(1, { meta: { dialog_id: 0, question_id: 1e300 } })]),
      rejected('column meta.question_id: expected a whole number from 0, got 1e+300'),
    ),
    on(
      'rutie-task',
      'gold-three',
      'a gold answer of "3"',
      meraDocument([q(0), q(1, { outputs: '3' })]),
      rejected('column outputs: the gold answer must be "1" or "2" (or absent in a closed split), got "3"'),
    ),
    on(
      'rutie-task',
      'gold-number',
      'a gold answer given as the number 1',
      meraDocument([q(0), q(1, { outputs: 1 })]),
      rejected('got 1'),
    ),
    on(
      'rutie-task',
      'labels-proto',
      'categories called __proto__ and constructor',
      meraDocument([
        q(0, { meta: { dialog_id: 0, question_id: 0, category: ['__proto__', 'constructor'] } }),
      ]),
      warned('label "__proto__" is not among the card\'s thirteen'),
    ),
    on(
      'rutie-task',
      'use-context-text',
      'use_context as text',
      meraDocument([q(0, { meta: { dialog_id: 0, question_id: 0, use_context: 'yes' } })]),
      rejected('column meta.use_context: expected true or false, got "yes"'),
    ),
    on(
      'rutie-task',
      'markup',
      'question and choices carrying markup',
      meraDocument([
        q(0, {
          inputs: { question: MARKUP_PAYLOADS[0], choice1: MARKUP_PAYLOADS[1], choice2: FORMULA_PAYLOADS[0] },
        }),
      ]),
      ok,
    ),
    on(
      'rutie-task',
      'proto-key',
      '__proto__ as a key of a question',
      '{"data": {"test": [[{"__proto__": {"outputs": "2"}, "inputs": {"question": "q", "choice1": "a", "choice2": "b"}, "outputs": "1", "meta": {"dialog_id": 0, "question_id": 0}}]]}}',
      ok,
    ),
    on(
      'rutie-task',
      'deep',
      'a document nested 100,000 deep',
      nestedJson(100_000),
      rejected('rutie/task.json:1: not readable JSON (character 66: nested deeper than 64 levels)'),
    ),
    on(
      'rutie-task',
      'out-of-order',
      'questions out of order',
      meraDocument([q(1), q(0)]),
      warned('question_id 0 comes after 1'),
    ),
    on(
      'rutie-submission',
      'answer-three',
      'an answer of "3"',
      meraDocument([a(0, '3'), a(1)]),
      rejected('column outputs: question 0: the answer must be "1" or "2", got "3"'),
    ),
    on(
      'rutie-submission',
      'answer-null',
      'an answer of null',
      meraDocument([a(0, null), a(1)]),
      rejected('the answer must be "1" or "2", got null'),
    ),
    on(
      'rutie-submission',
      'duplicate',
      'two answers to one question',
      meraDocument([a(0), a(0, '2'), a(1)]),
      rejected('a second answer to question 0 of dialog 0 (the first is at line'),
    ),
    on(
      'rutie-submission',
      'no-meta',
      'an answer without meta',
      meraDocument([{ outputs: '1' }, a(1)]),
      rejected('column meta: no "meta" object with dialog_id and question_id'),
    ),
    on(
      'rutie-submission',
      'gap',
      'answers to questions 0 and 5 only',
      meraDocument([a(0), a(5)]),
      warned('no usable answers for question_id 1-4'),
    ),
    on(
      'rutie-submission',
      'model-path',
      'a submission named after a path trick',
      meraDocument([a(0), a(1)]),
      ok,
      { path: 'rutie/..%2F..%2Fetc.ruTiE.json' },
    ),
    on(
      'rutie-submission',
      'model-proto',
      'a submission whose model is __proto__',
      meraDocument([a(0), a(1)]),
      ok,
      { path: 'rutie/__proto__.ruTiE.json' },
    ),
    on(
      'rutie-pool-tsv',
      'answer-constructor',
      'an answer word "constructor"',
      delimited([POOL_HEADER, poolRow('w1', ['constructor', 'answer_1'])]),
      warned('annotator w1: item 1: answer "constructor" is not answer_1 or answer_2; left out'),
    ),
    on(
      'rutie-pool-tsv',
      'python-code',
      'a result cell holding Python code',
      delimited([POOL_HEADER, [poolRow('w1')[0]!, "__import__('os').system('id')", 'APPROVED', 'w1']]),
      rejected('column OUTPUT:result: not a readable Python list'),
    ),
    on(
      'rutie-pool-tsv',
      'python-deep',
      'a result cell nested 10,000 lists deep',
      delimited([POOL_HEADER, [poolRow('w1')[0]!, nestedPython(10_000), 'APPROVED', 'w1']]),
      rejected('nested deeper than 64 levels'),
    ),
    on(
      'rutie-pool-tsv',
      'dialog-deep',
      'a dialog cell nested 10,000 lists deep',
      delimited([POOL_HEADER, [nestedJson(10_000), poolRow('w1')[1]!, 'APPROVED', 'w1']]),
      rejected('column INPUT:dialog: not readable JSON (character 66: nested deeper than 64 levels)'),
    ),
    on(
      'rutie-pool-tsv',
      'dialog-not-list',
      'a dialog cell that is a JSON object',
      delimited([POOL_HEADER, ['{"question": "q"}', poolRow('w1')[1]!, 'APPROVED', 'w1']]),
      rejected('column INPUT:dialog: expected a JSON list of questions'),
    ),
    on(
      'rutie-pool-tsv',
      'duplicate-worker',
      'one annotator twice',
      delimited([POOL_HEADER, poolRow('w1'), poolRow('w1')]),
      rejected('column ASSIGNMENT:worker_id: a second assignment of annotator "w1"'),
    ),
    on(
      'rutie-pool-tsv',
      'rejected-status',
      'an assignment the platform rejected',
      delimited([POOL_HEADER, poolRow('w1'), [...poolRow('w2').slice(0, 2), 'REJECTED', 'w2']]),
      rejected('the platform rejected this assignment (status REJECTED)'),
    ),
    on(
      'rutie-pool-tsv',
      'missing-column',
      'no OUTPUT:result column',
      delimited([
        ['INPUT:dialog', 'ASSIGNMENT:worker_id'],
        [poolRow('w1')[0]!, 'w1'],
      ]),
      rejected('the file has no column OUTPUT:result'),
    ),
    on(
      'rutie-pool-tsv',
      'worker-markup',
      'a worker id carrying markup and a formula',
      delimited([POOL_HEADER, poolRow(MARKUP_PAYLOADS[0]), poolRow(FORMULA_PAYLOADS[0])]),
      ok,
    ),
    on(
      'rutie-pool-csv',
      'no-design',
      'a pool whose name says nothing of its design',
      delimited([POOL_HEADER, poolRow('w1')], ';'),
      rejected('cannot tell whether this pool showed the answer history'),
      { path: 'rutie/crowd.csv' },
    ),
    on(
      'mera-response',
      'no-rutie',
      'a response without ruTiE scores',
      JSON.stringify({ results: { other: { acc: 1 } } }),
      rejected('rutie/otter_response.json:1: column results: no "results.ruTiE" object with scores'),
    ),
    on(
      'mera-response',
      'score-text',
      'a score given as text',
      JSON.stringify({ results: { ruTiE: { acc: 'high' } } }, null, 2),
      rejected('column results.ruTiE.acc: expected a number, got "high"'),
    ),
    on(
      'mera-response',
      'score-nan',
      'a bare NaN score',
      '{"results": {"ruTiE": {"acc": NaN}}}',
      rejected('rutie/otter_response.json:1: not readable JSON (character 31: unexpected "N")'),
    ),
    on(
      'mera-response',
      'metric-proto',
      'a metric called __proto__',
      '{"results": {"ruTiE": {"__proto__": 0.5, "acc": 0.5}}}',
      ok,
    ),
  ];
}

/** The reader cases that need no BotChat, battle or workbook reader. */
export function readerCases(): HostileCase[] {
  return [
    ...hcgCases(),
    ...meenaCases(),
    ...curatedCases(),
    ...preferenceCases(),
    ...ssaCases(),
    ...fedCases(),
    ...rutieCases(),
  ];
}

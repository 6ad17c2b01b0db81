// One small valid file per reader and format: the starting point of the hostile corpus's mutations and of the
// fuzzers. Every example is read with no rejection and no note (a test checks it), so whatever a mutation
// brings is the mutation's doing.
import type { ManifestFile, Role } from '../../src/records/manifest.ts';
import { xlsxWorkbook, type XlsxCell } from './xlsxWorkbook.ts';

/** A valid example file: where it lives, the role it is read as, and its content. */
export interface ValidExample {
  /** Short key, used in case ids (`unieval-tsv`). */
  key: string;
  role: Role;
  path: string;
  content: string | Uint8Array;
  /** Manifest fields beyond path and role (setting, judge, model). */
  extra?: Omit<ManifestFile, 'path' | 'role'>;
  /** Other files the example needs to be read cleanly (the conversations a tag file names), with their roles. */
  companions?: readonly Companion[];
  /**
   * Notes the example carries by design, whatever is done to its file (pieces of their messages): HCG's judgment
   * files read without their dialogue files say how their name was read and that their text is not verified.
   */
  notes?: readonly string[];
  /** Rows the example holds (what readDataset must report as read and used). */
  rows: number;
  /** How the file is laid out, which decides the mutations it gets. */
  layout: 'table' | 'jsonl' | 'json' | 'text' | 'xlsx';
  /** A piece of free text in the file, where byte-level mutations (invalid UTF-8, NUL) are put. */
  spot: string;
}

/** A file read beside an example. */
export interface Companion {
  path: string;
  role: Role;
  content: string;
}

/** A TSV/CSV cell as pandas writes it: quoted when it holds the delimiter, a quote or a line break. */
export function delimitedCell(s: string, delimiter: string): string {
  return s.includes(delimiter) || /["\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Delimited text of rows (LF line ends, a final LF). */
export function delimited(rows: readonly (readonly string[])[], delimiter = '\t'): string {
  return rows.map((r) => r.map((c) => delimitedCell(c, delimiter)).join(delimiter)).join('\n') + '\n';
}

export const jsonl = (items: readonly unknown[]) => items.map((i) => JSON.stringify(i)).join('\n') + '\n';

/** Chats of a BotChat conversation (the first two are the seed). */
export const CHATS = {
  a: [
    'Did you get the tickets?',
    'Yes, two seats near the front.',
    'Great, what time does it start?',
    'At eight.',
  ],
  b: ['Is the shop still open?', 'Until six, I think.', 'Then we should hurry.', 'I will get my coat.'],
};

const convsRows = [
  ['index', 'nround', 'GPT-4', 'Vicuna-13B'],
  ['MT-1', '4', JSON.stringify(CHATS.a), JSON.stringify(CHATS.b)],
  ['MT-2', '4', JSON.stringify(CHATS.b), JSON.stringify(CHATS.a)],
];
const gtRows = [
  ['index', 'conv-GT', 'nround'],
  ['MT-1', JSON.stringify(CHATS.a), '4'],
  ['MT-2', JSON.stringify(CHATS.b), '4'],
];

export const UNI_HEADER = ['model', 'qidx', 'index', 'conversation', 'gpt4'];
export const uniRow = (model: string, seed: string, answer: string, chats = CHATS.a) => [
  model,
  '0',
  `${seed};${model}`,
  JSON.stringify(chats),
  answer,
];
export const PAIR_HEADER = ['cmp_index', 'A', 'B', 'conversation1', 'conversation2', 'gpt4'];
export const pairRow = (seed: string, a: string, b: string, answer: string) => [
  `${seed};${a};${b}`,
  a,
  b,
  JSON.stringify(CHATS.a),
  JSON.stringify(CHATS.b),
  answer,
];

export const HCG_DIALOGUES = 'hcg/Evaluation/data_oasst/oasst1_en_Bot_GPT4oMini_6.jsonl';
export const HCG_UNI = 'hcg/Evaluation/result_oasst/GPT4o_Evaluator/uni_eval/oasst1_en_Bot_GPT4oMini_6.jsonl';
export const HCG_GT =
  'hcg/Evaluation/result_oasst/GPT4o_Evaluator/gt_eval/oasst1_en_min_6_turns_summary_oasst1_en_Bot_GPT4oMini_6.jsonl';
export const HCG_PAIR =
  'hcg/Evaluation/result_oasst/GPT4o_Evaluator/pair_eval/oasst1_en_Bot_GPT4oMini_6_oasst1_en_Other_GPT4oMini_6.jsonl';
export const HCG_SUMMARY =
  'hcg/Evaluation/result_summary_oasst/GPT4o_Evaluator/uni_eval/oasst1_en_Bot_GPT4oMini_6.jsonl';

/** What an HCG judgment file read without its dialogue file says of itself (src/profiles/hcg/verify.ts, readers.ts). */
const HCG_NOT_VERIFIED = 'not verified: no dialogue file';
const HCG_SPLIT = 'read as conversation 1 = ';

export const hcgDialogue = (k: number) => ({
  conversation_id: `c${k}`,
  conversation: [
    { role: 'human', content: `Hello, question ${k}?` },
    { role: 'bot', content: 'Sure, here is an answer.' },
    { role: 'human', content: 'Thanks!' },
  ],
  turns: 3,
});

export const BATTLE_HEADER = ['model_a', 'model_b', 'winner', 'question_id', 'judge'];
export const battle = (a: string, b: string, winner: string, q: string) => ({
  model_a: a,
  model_b: b,
  winner,
  question_id: q,
  judge: 'gpt-4',
});

/** One complete preference label (a labelled, not rejected task). */
export function preferenceLabel(task: string, rater = 'r1'): Record<string, unknown> {
  const ratings = (side: 'a' | 'b') => ({
    [`${side}_grammar`]: 3,
    [`${side}_presentation`]: 3,
    [`${side}_language_consistency`]: 3,
    [`${side}_fluency`]: 2,
    [`${side}_understandability`]: 3,
    [`${side}_language_match`]: 'yes',
    [`${side}_false_refusal`]: 'no',
    [`${side}_preachy`]: 'no',
    [`${side}_templated`]: 'no',
  });
  return {
    task_id: task,
    rater_id: rater,
    character: 'Ada: a patient tutor.',
    conversation_id: 'c1',
    turn: 1,
    context: [],
    prompt: 'What is two plus two?',
    prompt_tags: ['In-Domain'],
    model_a: 'wren-8b',
    model_b: 'heron-70b',
    response_a: 'Four.',
    response_b: 'It is four.',
    preference: 'B1',
    ...ratings('a'),
    ...ratings('b'),
    rejection: null,
    comment: '',
  };
}

/** The preference-label columns in the documented order. */
export const PREFERENCE_COLUMNS = Object.keys(preferenceLabel('t'));

/** A preference label as a CSV row (tags joined with ";", context as JSON, null as empty). */
export function preferenceCsvRow(label: Record<string, unknown>): string[] {
  return PREFERENCE_COLUMNS.map((c) => {
    const v = label[c];
    if (v === null || v === undefined) return '';
    if (c === 'prompt_tags' && Array.isArray(v)) return v.join(';');
    if (c === 'context') return Array.isArray(v) && v.length === 0 ? '' : JSON.stringify(v);
    return String(v);
  });
}

export const SSA_LABEL_HEADER = [
  'model',
  'version',
  'mode',
  'conversation',
  'turn',
  'rater',
  'sensible',
  'specific',
  'response',
];
export const ssaLabel = (rater: string, sensible = '1', specific = '1', turn = '1') => [
  'lumen',
  'v1',
  'static',
  'ctx-01',
  turn,
  rater,
  sensible,
  specific,
  'A fine answer.',
];
export const ssaLabelObject = (row: readonly string[]) =>
  Object.fromEntries(SSA_LABEL_HEADER.map((h, i) => [h, row[i]]));

export const SSA_MODEL_HEADER = ['model', 'version', 'perplexity', 'human_likeness', 'display'];

/** A FED turn-level item; Meena's and Mitsuku's default texts are those of MEENA_TRANSCRIPT (so they link). */
export function fedItem(system = 'Meena', overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const meena = system !== 'Mitsuku';
  return {
    context: meena
      ? 'User: Hi!\nSystem: Hello! How are you today?\nUser: Fine, thanks.'
      : 'User: Do you like music?',
    response: meena ? 'System: Glad to hear it.' : 'System: I like all kinds of music.',
    system,
    annotations: { Interesting: [1, 2, 1, 1, 2], Understandable: [1, 1, 1, 0, 1], Overall: [3, 4, 2, 3, 3] },
    ...overrides,
  };
}

export function rutieQuestion(q: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    instruction: 'Answer.\n{question}\n1) {choice1}\n2) {choice2}',
    inputs: { question: `Question ${q}?`, choice1: 'Yes', choice2: 'No' },
    outputs: q % 2 === 0 ? '1' : '2',
    meta: {
      dialog_id: 0,
      question_id: q,
      category: ['memory'],
      use_context: false,
      turing_imitation: ['facts'],
    },
    ...overrides,
  };
}
export const rutieAnswer = (q: number, outputs: unknown = '1') => ({
  outputs,
  meta: { dialog_id: 0, question_id: q },
});
export const meraDocument = (dialog: unknown[]) =>
  JSON.stringify({ data: { test: [dialog] } }, null, 4) + '\n';

export const POOL_HEADER = ['INPUT:dialog', 'OUTPUT:result', 'ASSIGNMENT:status', 'ASSIGNMENT:worker_id'];
export const POOL_DIALOG = [
  { question: 'Question 0?', answer_1: 'Yes', answer_2: 'No' },
  { question: 'Question 1?', answer_1: 'Yes', answer_2: 'No' },
];
export const poolResult = (answers: string[]) =>
  `[${answers.map((a, k) => `{'question': 'Question ${k}?: Yes или No?', 'answer': '${a}'}`).join(', ')}]`;
export const poolRow = (worker: string, answers = ['answer_1', 'answer_2']) => [
  JSON.stringify(POOL_DIALOG),
  poolResult(answers),
  'APPROVED',
  worker,
];

export const MEENA_TRANSCRIPT = [
  'Meena Conversation 1',
  'Human: Hi!',
  'Meena: Hello! How are you today?',
  'Human: Fine, thanks.',
  'Meena: Glad to hear it.',
  '',
  'Mitsuku Conversation 2',
  'Human: Do you like music?',
  'Mitsuku: I like all kinds of music.',
  '',
].join('\n');

export const EXAMPLES_MD = [
  '### Formal Tone',
  '',
  '#### Examples:',
  '| Speaker | Utterance |',
  '|:---|:---|',
  '| A | Good evening. |',
  '| B | Good evening to you. How may I assist you today? |',
  '| A | I just wanted to chat. |',
  '',
].join('\n');

export const PAPER_TEXT = [
  'Cross-turn Repetition Example 1',
  'Human:\tdo you like trains?',
  'Meena:\tI like trains a lot.',
  'Human:\twhy?',
  'Meena:\tI like trains a lot.',
  '',
  'Table 5: A line said twice.',
  '',
].join('\n');

export const CURATED_CSV = delimited(
  [
    ['conversation', 'category', 'chat', 'note', 'curator'],
    ['botchat/MT-1/gpt4', 'formal-tone', '3', 'A help-desk register.', 'me'],
    ['botchat/MT-2/vicuna-13b-v1.5', 'good', '', 'Reads as two people.', 'me'],
  ],
  ',',
);
const CONVERSATIONS_FOR_TAGS: Companion[] = [
  { path: 'botchat/MuTualTest-convs.tsv', role: 'botchat-convs', content: delimited(convsRows) },
];

const xlsxOf = (rows: string[][]): Uint8Array =>
  xlsxWorkbook(rows.map((r, i) => r.map((c): XlsxCell => (i > 0 && c === '4' ? 4 : c))));

/** The valid examples, one per reader and format. */
export const VALID_EXAMPLES: readonly ValidExample[] = [
  {
    key: 'convs-tsv',
    role: 'botchat-convs',
    path: 'botchat/MuTualTest-convs.tsv',
    content: delimited(convsRows),
    rows: 4,
    layout: 'table',
    spot: 'two seats near',
  },
  {
    key: 'convs-xlsx',
    role: 'botchat-convs',
    path: 'botchat/MuTualTest-convs.xlsx',
    content: xlsxOf(convsRows),
    rows: 4,
    layout: 'xlsx',
    spot: '',
  },
  {
    key: 'gt-xlsx',
    role: 'botchat-gt',
    path: 'botchat/MuTual_test.xlsx',
    content: xlsxOf(gtRows),
    rows: 2,
    layout: 'xlsx',
    spot: '',
  },
  {
    key: 'gt-tsv',
    role: 'botchat-gt',
    path: 'botchat/MuTual_test.tsv',
    content: delimited(gtRows),
    rows: 2,
    layout: 'table',
    spot: 'two seats near',
  },
  {
    key: 'unieval',
    role: 'botchat-unieval',
    path: 'botchat/UniEval.tsv',
    content: delimited([
      UNI_HEADER,
      uniRow('gpt4', 'MT-1', 'Choice: Yes\nIndex: 3\nReason: too formal.'),
      uniRow('gpt4', 'MT-2', 'Choice: No\nIndex: None\nReason: natural.', CHATS.b),
    ]),
    rows: 2,
    layout: 'table',
    spot: 'too formal',
  },
  {
    key: 'gteval',
    role: 'botchat-gteval',
    path: 'botchat/GTEval.tsv',
    content: delimited([
      PAIR_HEADER,
      pairRow('MT-1', 'GT', 'gpt4', 'Choice: Conversation 2\nReason: stiff.'),
      pairRow('MT-1', 'gpt4', 'GT', 'Choice: Both\nReason: hard to say.'),
    ]),
    // Comparisons with the ground truth are read beside the ground truth they compare with.
    companions: [{ path: 'botchat/MuTual_test.tsv', role: 'botchat-gt', content: delimited(gtRows) }],
    rows: 2,
    layout: 'table',
    spot: 'stiff',
  },
  {
    key: 'arena',
    role: 'botchat-arena',
    path: 'botchat/ArenaEval-16.tsv',
    content: delimited([
      PAIR_HEADER,
      pairRow('MT-1', 'gpt4', 'vicuna-13b', 'Choice: Conversation 1\nReason: a list.'),
      pairRow('MT-1', 'vicuna-13b', 'gpt4', 'Choice: Neither\nReason: both fine.'),
    ]),
    rows: 2,
    layout: 'table',
    spot: 'a list',
  },
  {
    key: 'leaderboard',
    role: 'botchat-leaderboard',
    path: 'botchat/lb.csv',
    content: delimited(
      [
        ['Model', 'Win_Tie_Rate', 'Length', 'Uni_Eval_16', 'Uni_Eval_8', 'ELO_16', 'ELO_8', 'Link', 'Filter'],
        ['GPT-4', '73.2', '30.5', '65.1', '86.1', '1167.2', '1103.9', '', 'minimal'],
        ['Vicuna-13B', '68.3', '33.4', '52.1', '80.2', '1111.2', '1090.1', '', 'minimal'],
      ],
      ',',
    ),
    rows: 2,
    layout: 'table',
    spot: 'minimal',
  },
  {
    key: 'hcg-dialogues',
    role: 'hcg-dialogues',
    path: HCG_DIALOGUES,
    content: jsonl([hcgDialogue(1), hcgDialogue(2)]),
    rows: 2,
    layout: 'jsonl',
    spot: 'here is an answer',
  },
  {
    key: 'hcg-uni',
    role: 'hcg-uni',
    path: HCG_UNI,
    content: jsonl([
      { choice: 'No', index: 'None', reason: 'Reads like a person.' },
      { choice: 'No', index: 'None', reason: 'Casual and short.' },
    ]),
    rows: 2,
    layout: 'jsonl',
    spot: 'Reads like a person',
    notes: [HCG_NOT_VERIFIED],
  },
  {
    key: 'hcg-gt',
    role: 'hcg-gt',
    path: HCG_GT,
    content: jsonl([
      { choice: 'Conversation 2', reason: 'Too polished.' },
      { choice: 'Neither', reason: 'Both fine.' },
    ]),
    rows: 2,
    layout: 'jsonl',
    spot: 'Too polished',
    notes: [HCG_NOT_VERIFIED, HCG_SPLIT],
  },
  {
    key: 'hcg-pair',
    role: 'hcg-pair',
    path: HCG_PAIR,
    content: jsonl([
      { choice: 'Conversation 1', reason: 'Stiff.' },
      { choice: 'Both', reason: 'Both stiff.' },
    ]),
    rows: 2,
    layout: 'jsonl',
    spot: 'Stiff',
    notes: [HCG_NOT_VERIFIED, HCG_SPLIT],
  },
  {
    key: 'hcg-summary',
    role: 'hcg-summary',
    path: HCG_SUMMARY,
    content: 'Pass Rate: 0.5\n# Total Dialogues: 2\n# Passed Dialogues: 1\n# Failed Dialogues: 1\n',
    rows: 4,
    layout: 'text',
    spot: 'Total',
  },
  {
    key: 'battles-jsonl',
    role: 'battles',
    path: 'arena/battles.jsonl',
    content: jsonl([
      battle('owl-7b', 'lynx-13b', 'model_a', 'q1'),
      battle('lynx-13b', 'owl-7b', 'tie (bothbad)', 'q2'),
    ]),
    rows: 2,
    layout: 'jsonl',
    spot: 'q1',
  },
  {
    key: 'battles-csv',
    role: 'battles',
    path: 'arena/battles.csv',
    content: delimited(
      [
        BATTLE_HEADER,
        ['owl-7b', 'lynx-13b', 'model_b', 'q1', 'gpt-4'],
        ['lynx-13b', 'owl-7b', 'tie', 'q2', 'gpt-4'],
      ],
      ',',
    ),
    rows: 2,
    layout: 'table',
    spot: 'q1',
  },
  {
    key: 'examples-md',
    role: 'botchat-examples',
    path: 'botchat/examples/FormalTone.md',
    content: EXAMPLES_MD,
    rows: 3,
    layout: 'text',
    spot: 'Good evening to you',
  },
  {
    key: 'paper-txt',
    role: 'meena-paper-examples',
    path: 'meena/paper.txt',
    content: PAPER_TEXT,
    rows: 4,
    layout: 'text',
    spot: 'do you like trains',
  },
  {
    key: 'curated-csv',
    role: 'curated-tags',
    path: 'curated-tags.csv',
    content: CURATED_CSV,
    companions: CONVERSATIONS_FOR_TAGS,
    rows: 2,
    layout: 'table',
    spot: 'A help-desk register',
  },
  {
    key: 'curated-json',
    role: 'curated-tags',
    path: 'curated-tags.json',
    content:
      JSON.stringify(
        [
          {
            conversation: 'botchat/MT-1/gpt4',
            category: 'formal-tone',
            chat: 3,
            note: 'A help-desk register.',
          },
          { conversation: 'botchat/MT-2/vicuna-13b-v1.5', category: 'good', note: 'Reads as two people.' },
        ],
        null,
        2,
      ) + '\n',
    companions: CONVERSATIONS_FOR_TAGS,
    rows: 2,
    layout: 'json',
    spot: 'A help-desk register',
  },
  {
    key: 'meena-txt',
    role: 'meena-transcripts',
    path: 'meena/bots.txt',
    content: MEENA_TRANSCRIPT,
    rows: 2,
    layout: 'text',
    spot: 'How are you today',
  },
  {
    key: 'preference-jsonl',
    role: 'preference-labels',
    path: 'preference/labels.jsonl',
    content: jsonl([preferenceLabel('t1'), preferenceLabel('t2')]),
    rows: 2,
    layout: 'jsonl',
    spot: 'What is two plus two',
  },
  {
    key: 'preference-csv',
    role: 'preference-labels',
    path: 'preference/labels.csv',
    content: delimited(
      [PREFERENCE_COLUMNS, preferenceCsvRow(preferenceLabel('t1')), preferenceCsvRow(preferenceLabel('t2'))],
      ',',
    ),
    rows: 2,
    layout: 'table',
    spot: 'What is two plus two',
  },
  {
    key: 'ssa-labels-csv',
    role: 'ssa-labels',
    path: 'ssa/labels.csv',
    content: delimited([SSA_LABEL_HEADER, ssaLabel('r1'), ssaLabel('r2', '0', '')], ','),
    rows: 2,
    layout: 'table',
    spot: 'A fine answer',
  },
  {
    key: 'ssa-labels-jsonl',
    role: 'ssa-labels',
    path: 'ssa/labels.jsonl',
    content: jsonl([ssaLabelObject(ssaLabel('r1')), ssaLabelObject(ssaLabel('r2', '0', ''))]),
    rows: 2,
    layout: 'jsonl',
    spot: 'A fine answer',
  },
  {
    key: 'ssa-models-csv',
    role: 'ssa-models',
    path: 'ssa/models.csv',
    content: delimited(
      [
        SSA_MODEL_HEADER,
        ['lumen', 'v1', '15.8', '0.31', 'Lumen v1'],
        ['lumen', 'v2', '14.4', '', 'Lumen v2'],
      ],
      ',',
    ),
    rows: 2,
    layout: 'table',
    spot: 'Lumen v1',
  },
  {
    key: 'ssa-models-jsonl',
    role: 'ssa-models',
    path: 'ssa/models.jsonl',
    content: jsonl([
      { model: 'lumen', version: 'v1', perplexity: 15.8, human_likeness: 0.31 },
      { model: 'lumen', version: 'v2', perplexity: 14.4 },
    ]),
    rows: 2,
    layout: 'jsonl',
    spot: '"v1"',
  },
  {
    key: 'fed',
    role: 'fed',
    path: 'fed/fed_data.json',
    content: JSON.stringify([fedItem('Meena'), fedItem('Mitsuku')], null, 2) + '\n',
    companions: [{ path: 'meena/bots.txt', role: 'meena-transcripts', content: MEENA_TRANSCRIPT }],
    rows: 2,
    layout: 'json',
    spot: 'Interesting',
  },
  {
    key: 'rutie-task',
    role: 'rutie-task',
    path: 'rutie/task.json',
    content: meraDocument([rutieQuestion(0), rutieQuestion(1)]),
    rows: 2,
    layout: 'json',
    spot: 'Question 1?',
  },
  {
    key: 'rutie-submission',
    role: 'rutie-submission',
    path: 'rutie/otter.ruTiE.json',
    content: meraDocument([rutieAnswer(0, '1'), rutieAnswer(1, '2')]),
    rows: 2,
    layout: 'json',
    spot: '"outputs"',
  },
  {
    key: 'rutie-pool-tsv',
    role: 'rutie-pool',
    path: 'rutie/pool1.tsv',
    content: delimited([POOL_HEADER, poolRow('w1'), poolRow('w2', ['answer_1', 'answer_1'])]),
    rows: 2,
    layout: 'table',
    spot: 'APPROVED',
  },
  {
    key: 'rutie-pool-csv',
    role: 'rutie-pool',
    path: 'rutie/pool2.csv',
    content: delimited([POOL_HEADER, poolRow('w1'), poolRow('w2', ['answer_2', 'answer_2'])], ';'),
    rows: 2,
    layout: 'table',
    spot: 'APPROVED',
  },
  {
    key: 'mera-response',
    role: 'mera-response',
    path: 'rutie/otter_response.json',
    content: JSON.stringify({ id: 7, results: { ruTiE: { acc: 0.5 } } }, null, 4) + '\n',
    rows: 1,
    layout: 'json',
    spot: '"acc"',
  },
  {
    key: 'snapshots-csv',
    role: 'score-snapshots',
    path: 'history/snapshots.csv',
    content: delimited(
      [
        ['date', 'label', 'model', 'score', 'lo', 'hi', 'n'],
        ['2026-01-05', 'first release', 'Kestrel-13B', '0.61', '0.55', '0.67', '120'],
        ['2026-02-02', '', 'Kestrel-13B', '0.64', '', '', '240'],
      ],
      ',',
    ),
    rows: 2,
    layout: 'table',
    spot: 'first release',
  },
  {
    key: 'changelog-md',
    role: 'changelog',
    path: 'CHANGES.md',
    content:
      '# Changes\n\n## 2026-03-02: ties counted half\n\nA tie counts half a win for each model.\n\n## 2026-01-05\n\nFirst release.\n',
    rows: 2,
    layout: 'text',
    spot: 'counts half a win',
  },
];

/** A data directory holding an example's file (with new content, when given) and its companions, all named by a manifest. */
export function exampleFiles(
  e: ValidExample,
  content: string | Uint8Array = e.content,
  path = e.path,
): {
  files: Record<string, string | Uint8Array>;
  manifest: (Omit<ManifestFile, 'role'> & { role: Role })[];
  baseline?: readonly string[];
} {
  const files: Record<string, string | Uint8Array> = { [path]: content };
  const manifest: (Omit<ManifestFile, 'role'> & { role: Role })[] = [{ path, role: e.role, ...e.extra }];
  for (const c of e.companions ?? []) {
    files[c.path] = c.content;
    manifest.push({ path: c.path, role: c.role });
  }
  return { files, manifest, ...(e.notes ? { baseline: e.notes } : {}) };
}

/** The example with a key. */
export function example(key: string): ValidExample {
  const e = VALID_EXAMPLES.find((x) => x.key === key);
  if (!e) throw new Error(`no valid example "${key}"`);
  return e;
}

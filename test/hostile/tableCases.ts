// Hostile BotChat tables (conversations, ground truth, Uni-Eval, GT and Arena comparisons, the leaderboard),
// Arena-style battles, and manifests: judge answers that contradict themselves, JSON cells broken or too deep,
// unknown and special model names, duplicates, numbers that are not, wrong delimiters, a manifest that lies.
import type { Expected, FileContent, HostileCase } from './hostileCase.ts';
import { CONTROL_NAME_PAYLOADS, FORMULA_PAYLOADS, MARKUP_PAYLOADS, NAME_PAYLOADS } from './payloads.ts';
import { nestedJson, on } from './readerCases.ts';
import {
  BATTLE_HEADER,
  battle,
  CHATS,
  delimited,
  example,
  exampleFiles,
  hcgDialogue,
  HCG_DIALOGUES,
  jsonl,
  PAIR_HEADER,
  pairRow,
  UNI_HEADER,
  uniRow,
} from './validExamples.ts';

const ok: Expected = { outcome: 'accepted' };
const rejected = (says: string): Expected => ({ outcome: 'rejected', says });
const problem = (says: string): Expected => ({ outcome: 'problem', says });
const warned = (says: string): Expected => ({ outcome: 'warned', says });

const uni = (rows: string[][]) => delimited([UNI_HEADER, ...rows]);
const pair = (rows: string[][]) => delimited([PAIR_HEADER, ...rows]);
const convs = (header: string[], rows: string[][]) => delimited([['index', 'nround', ...header], ...rows]);
const chats = JSON.stringify(CHATS.a);
const LB_HEADER = [
  'Model',
  'Win_Tie_Rate',
  'Length',
  'Uni_Eval_16',
  'Uni_Eval_8',
  'ELO_16',
  'ELO_8',
  'Link',
  'Filter',
];
const lb = (rows: string[][]) => delimited([LB_HEADER, ...rows], ',');
const lbRow = (model: string, win: string, link = '') => [
  model,
  win,
  '30.5',
  '65.1',
  '86.1',
  '1167.2',
  '1103.9',
  link,
  'minimal',
];

function botchatCases(): HostileCase[] {
  return [
    on(
      'unieval',
      'two-choices',
      'a judge answer with two Choice lines that disagree',
      uni([uniRow('gpt4', 'MT-1', 'Choice: Yes\nIndex: 3\nChoice: No\nReason: both?')]),
      warned('UniEval.tsv:2: column gpt4: "Choice:" lines disagree (yes, no)'),
    ),
    on(
      'unieval',
      'two-choices-agree',
      'a judge answer with two Choice lines that agree',
      uni([uniRow('gpt4', 'MT-1', 'Choice: Yes\nIndex: 3\nChoice: Yes')]),
      ok,
    ),
    on(
      'unieval',
      'no-choice',
      'a judge answer with no Choice line',
      uni([uniRow('gpt4', 'MT-1', 'I cannot decide. <script>alert(1)</script>')]),
      warned(
        ':2: column gpt4: no "Choice:" line in the judge\'s answer (got "I cannot decide. <script>alert(1)</script>")',
      ),
    ),
    on(
      'unieval',
      'index-past-end',
      'an index past the conversation',
      uni([uniRow('gpt4', 'MT-1', 'Choice: Yes\nIndex: 99')]),
      warned('"Index: 99" is past the conversation\'s 4 chats'),
    ),
    on(
      'unieval',
      'index-negative',
      'a negative index',
      uni([uniRow('gpt4', 'MT-1', 'Choice: Yes\nIndex: -2')]),
      warned('"Index:" is not a positive whole number (got "-2")'),
    ),
    on(
      'unieval',
      'index-huge',
      'an index of 400 digits',
      uni([uniRow('gpt4', 'MT-1', `Choice: Yes\nIndex: ${'9'.repeat(400)}`)]),
      warned('"Index:" is not a positive whole number (got "9999999999'),
    ),
    on(
      'unieval',
      'unknown-model',
      'a model the alias table does not know',
      uni([uniRow('mystery-bot', 'MT-1', 'Choice: No')]),
      rejected(':2: column model: unknown model "mystery-bot": add it to the manifest\'s models'),
    ),
    on(
      'unieval',
      'model-proto',
      'models called __proto__, constructor, prototype',
      uni(['__proto__', 'constructor', 'prototype'].map((m) => uniRow(m, 'MT-1', 'Choice: No'))),
      rejected('unknown model "__proto__"'),
    ),
    on(
      'unieval',
      'model-path',
      'a model called ../../etc/passwd',
      uni([uniRow('../../etc/passwd', 'MT-1', 'Choice: No')]),
      rejected('unknown model "../../etc/passwd"'),
    ),
    on(
      'unieval',
      'duplicate',
      'one judgment twice',
      uni([uniRow('gpt4', 'MT-1', 'Choice: No'), uniRow('gpt4', 'MT-1', 'Choice: Yes\nIndex: 3')]),
      rejected(':3: column index: duplicate judgment of "MT-1" for "gpt4" (first at line 2)'),
    ),
    on(
      'unieval',
      'json-broken',
      'a conversation cell of broken JSON',
      uni([['gpt4', '0', 'MT-1;gpt4', '["Hi", "there"', 'Choice: No']]),
      rejected(':2: column conversation: broken JSON'),
    ),
    on(
      'unieval',
      'json-not-array',
      'a conversation cell that is a JSON object',
      uni([['gpt4', '0', 'MT-1;gpt4', '{"chats": []}', 'Choice: No']]),
      rejected('expected a JSON array of chats, got object'),
    ),
    on(
      'unieval',
      'json-numbers',
      'a conversation of numbers',
      uni([['gpt4', '0', 'MT-1;gpt4', '[1, 2, 3]', 'Choice: No']]),
      rejected('chat 1 is number, not text'),
    ),
    on(
      'unieval',
      'json-deep',
      'a conversation cell nested 100,000 deep',
      uni([['gpt4', '0', 'MT-1;gpt4', nestedJson(100_000, '"x"'), 'Choice: No']]),
      rejected(':2: column conversation: JSON nested deeper than 64 levels'),
    ),
    on(
      'unieval',
      'json-nan',
      'a conversation cell holding NaN',
      uni([['gpt4', '0', 'MT-1;gpt4', '[NaN, Infinity]', 'Choice: No']]),
      rejected('column conversation: broken JSON'),
    ),
    on(
      'unieval',
      'no-seed',
      'an empty index',
      uni([['gpt4', '0', '', chats, 'Choice: No']]),
      rejected(':2: column index: no seed id in "" (expected "MT-1;gpt4")'),
    ),
    on(
      'unieval',
      'cell-10mb',
      'a 10 MB chat',
      uni([uniRow('gpt4', 'MT-1', 'Choice: No', ['a'.repeat(10 * 1024 * 1024), 'b'])]),
      ok,
    ),
    on(
      'unieval',
      'markup',
      'chats and an answer carrying markup',
      uni([
        uniRow('gpt4', 'MT-1', `Choice: Yes\nIndex: 3\nReason: ${MARKUP_PAYLOADS.join(' ')}`, [
          ...MARKUP_PAYLOADS,
        ]),
      ]),
      ok,
    ),
    on(
      'unieval',
      'formula-cells',
      'an answer and chats starting with =, +, -, @',
      uni([uniRow('gpt4', 'MT-1', `${FORMULA_PAYLOADS[0]}\nChoice: No`, [...FORMULA_PAYLOADS])]),
      ok,
    ),
    on(
      'unieval',
      'missing-column',
      'no gpt4 column',
      delimited([UNI_HEADER.slice(0, 4), uniRow('gpt4', 'MT-1', '').slice(0, 4)]),
      problem('the header lacks column "gpt4"'),
    ),
    on(
      'unieval',
      'extra-cells',
      'a row with cells past the header',
      uni([[...uniRow('gpt4', 'MT-1', 'Choice: No'), 'surplus', '=1+1']]),
      warned(':2: 7 cells but the header has 5; the extra cells were ignored'),
    ),
    on(
      'unieval',
      'wrong-delimiter',
      'a .tsv file separated by commas',
      delimited([UNI_HEADER, uniRow('gpt4', 'MT-1', 'Choice: No')], ','),
      problem('the header lacks columns "model", "index", "conversation", "gpt4"'),
    ),
    on(
      'unieval',
      'stray-quote',
      'a quote inside an unquoted cell',
      `${UNI_HEADER.join('\t')}\ngpt4\t0\tMT-1;gpt4\t${delimited([[chats]]).trim()}\tChoice: No, he said "maybe"\n`,
      ok,
    ),
    on(
      'convs-tsv',
      'cell-empty',
      'an empty conversation cell',
      convs(['GPT-4', 'Vicuna-13B'], [['MT-1', '4', chats, '']]),
      rejected(':2: column Vicuna-13B: the cell is empty: no conversation for this model and seed'),
    ),
    on(
      'convs-tsv',
      'unknown-column',
      'a column for a model nobody knows',
      convs(['GPT-4', 'Mystery'], [['MT-1', '4', chats, chats]]),
      problem('MuTualTest-convs.tsv: column Mystery: unknown model "Mystery"'),
    ),
    on(
      'convs-tsv',
      'duplicate',
      'one seed twice',
      convs(
        ['GPT-4'],
        [
          ['MT-1', '4', chats],
          ['MT-1', '4', chats],
        ],
      ),
      rejected(':3: column index: duplicate seed id "MT-1" (first at line 2)'),
    ),
    on(
      'convs-tsv',
      'seed-empty',
      'an empty seed id',
      convs(['GPT-4'], [['', '4', chats]]),
      rejected(':2: column index: the seed id is empty'),
    ),
    on(
      'convs-tsv',
      'model-proto-column',
      'a model column called __proto__',
      convs(['GPT-4', '__proto__'], [['MT-1', '4', chats, chats]]),
      problem('column __proto__: unknown model "__proto__"'),
    ),
    on(
      'convs-tsv',
      'header-control',
      'a model column whose name holds an escape sequence',
      convs(['GPT-4', CONTROL_NAME_PAYLOADS[1]], [['MT-1', '4', chats, chats]]),
      problem('unknown model "esc\\u001b[31mred"'),
    ),
    on(
      'gt-tsv',
      'nround-negative',
      'a negative chat count',
      delimited([
        ['index', 'conv-GT', 'nround'],
        ['MT-1', chats, '-4'],
      ]),
      warned(':2: column nround: nround is -4 but conv-GT has 4 chats; the chat count is used'),
    ),
    on(
      'gt-tsv',
      'nround-zero',
      'a zero chat count',
      delimited([
        ['index', 'conv-GT', 'nround'],
        ['MT-1', chats, '0'],
      ]),
      warned('nround is 0 but conv-GT has 4 chats'),
    ),
    on(
      'gt-tsv',
      'nround-float',
      'a chat count of 4.5',
      delimited([
        ['index', 'conv-GT', 'nround'],
        ['MT-1', chats, '4.5'],
      ]),
      rejected(':2: column nround: expected a whole number, got "4.5"'),
    ),
    on(
      'gt-tsv',
      'nround-infinity',
      'a chat count of Infinity',
      delimited([
        ['index', 'conv-GT', 'nround'],
        ['MT-1', chats, 'Infinity'],
      ]),
      rejected('expected a whole number, got "Infinity"'),
    ),
    on(
      'gteval',
      'self',
      'a model compared with itself',
      pair([pairRow('MT-1', 'gpt4', 'GPT-4', 'Choice: Both')]),
      rejected(':2: column B: a model compared with itself ("gpt4" vs "GPT-4")'),
    ),
    on(
      'gteval',
      'duplicate',
      'one comparison twice',
      pair([pairRow('MT-1', 'GT', 'gpt4', 'Choice: Both'), pairRow('MT-1', 'GT', 'gpt4', 'Choice: Neither')]),
      rejected(':3: column cmp_index: duplicate comparison "MT-1;GT;gpt4" (first at line 2)'),
    ),
    on(
      'gteval',
      'two-choices',
      'an answer with two Choice lines that disagree',
      pair([pairRow('MT-1', 'GT', 'gpt4', 'Choice: Conversation 1\nChoice: Conversation 2')]),
      warned('"Choice:" lines disagree (model2, model1)'),
    ),
    on(
      'gteval',
      'choice-three',
      'Conversation 3',
      pair([pairRow('MT-1', 'GT', 'gpt4', 'Choice: Conversation 3')]),
      warned('"Choice:" is not Conversation 1, Conversation 2, Both or Neither (got "Conversation 3")'),
    ),
    on(
      'gteval',
      'unknown-model',
      'an unknown model on side B',
      pair([pairRow('MT-1', 'GT', 'evil', 'Choice: Both')]),
      rejected(':2: column B: unknown model "evil"'),
    ),
    on(
      'gteval',
      'conversation2-broken',
      'a broken second conversation',
      pair([['MT-1;GT;gpt4', 'GT', 'gpt4', chats, '["cut', 'Choice: Both']]),
      rejected(':2: column conversation2: broken JSON'),
    ),
    on(
      'arena',
      'no-setting',
      'an Arena file whose name gives no N',
      pair([pairRow('MT-1', 'gpt4', 'vicuna-13b', 'Choice: Both')]),
      warned('no N in the file name or the manifest'),
      { path: 'botchat/ArenaEval.tsv' },
    ),
    on(
      'leaderboard',
      'nan',
      'a rate written NaN',
      lb([lbRow('GPT-4', 'NaN')]),
      rejected('lb.csv:2: column Win_Tie_Rate: expected a number, got "NaN"'),
    ),
    on(
      'leaderboard',
      'infinity',
      'a rate written Infinity',
      lb([lbRow('GPT-4', 'Infinity')]),
      rejected('expected a number, got "Infinity"'),
    ),
    on(
      'leaderboard',
      'exponent',
      'a rate written 1e3',
      lb([lbRow('GPT-4', '1e3')]),
      rejected('expected a number, got "1e3"'),
    ),
    on('leaderboard', 'negative', 'a negative rate', lb([lbRow('GPT-4', '-5')]), ok),
    on(
      'leaderboard',
      'text',
      'a rate written as text',
      lb([lbRow('GPT-4', 'high')]),
      rejected('expected a number, got "high"'),
    ),
    on(
      'leaderboard',
      'duplicate',
      'a model listed twice under two spellings',
      lb([lbRow('GPT-4', '70'), lbRow('gpt-4-0613', '71')]),
      rejected('lb.csv:3: column Model: model "gpt-4-0613" listed twice (first at line 2)'),
    ),
    on(
      'leaderboard',
      'unknown-model',
      'a model nobody knows',
      lb([lbRow('Mystery', '70')]),
      rejected('column Model: unknown model "Mystery"'),
    ),
    on(
      'leaderboard',
      'formula-link',
      'links that are formulas and javascript: URLs',
      lb([lbRow('GPT-4', '70', FORMULA_PAYLOADS[0]), lbRow('Vicuna-13B', '60', "javascript:alert('x')")]),
      ok,
    ),
    on(
      'leaderboard',
      'proto-column',
      'a column called __proto__',
      delimited(
        [
          ['Model', '__proto__', 'Length'],
          ['GPT-4', '5', '30'],
        ],
        ',',
      ),
      ok,
    ),
  ];
}

function battleCases(): HostileCase[] {
  const j = (lines: readonly unknown[]) =>
    lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n') + '\n';
  const csv = (rows: string[][]) => delimited([BATTLE_HEADER, ...rows], ',');
  return [
    on(
      'battles-jsonl',
      'winner-unknown',
      'a winner that is neither side nor a tie',
      j([battle('a', 'b', 'model_c', 'q1')]),
      rejected(
        'battles.jsonl:1: column winner: winner must be model_a, model_b, tie or "tie (bothbad)" (got "model_c")',
      ),
    ),
    on(
      'battles-jsonl',
      'winner-proto',
      'winners called __proto__, constructor, toString',
      j(['__proto__', 'constructor', 'toString'].map((w) => battle('a', 'b', w, 'q'))),
      rejected('(got "__proto__")'),
    ),
    on(
      'battles-jsonl',
      'self',
      'a model battling itself',
      j([battle('owl', 'owl', 'tie', 'q1')]),
      rejected(':1: column model_b: a model battles itself ("owl" vs "owl")'),
    ),
    on(
      'battles-jsonl',
      'missing-side',
      'no model_b',
      j([{ model_a: 'a', winner: 'tie' }]),
      rejected(':1: column model_b: "model_b" is missing or not text'),
    ),
    on(
      'battles-jsonl',
      'inherited-winner',
      'a winner given only under __proto__',
      j(['{"model_a": "a", "model_b": "b", "__proto__": {"winner": "model_a"}}']),
      rejected(':1: column winner: "winner" is missing or not text'),
    ),
    on(
      'battles-jsonl',
      'numbers-as-names',
      'model names that are numbers',
      j([{ model_a: 7, model_b: 8.5, winner: 'model_a' }]),
      ok,
    ),
    on(
      'battles-jsonl',
      'names-object',
      'a model name that is an object',
      j([{ model_a: { name: 'a' }, model_b: 'b', winner: 'model_a' }]),
      rejected('"model_a" is missing or not text'),
    ),
    on(
      'battles-jsonl',
      'special-names',
      'models named __proto__, constructor, prototype, ../../etc/passwd, a/b\\c, with a tab',
      j(
        NAME_PAYLOADS.flatMap((a, i) =>
          NAME_PAYLOADS.filter((_, k) => k !== i).map((b) => battle(a, b, 'model_a', `q${i}`)),
        ),
      ),
      ok,
    ),
    on(
      'battles-jsonl',
      'control-names',
      'model names with control characters',
      j([
        battle(CONTROL_NAME_PAYLOADS[0], CONTROL_NAME_PAYLOADS[1], 'tie', 'q'),
        battle(CONTROL_NAME_PAYLOADS[2], CONTROL_NAME_PAYLOADS[3], 'tie', 'q'),
      ]),
      ok,
    ),
    on(
      'battles-jsonl',
      'turn-object',
      'a turn that is an object',
      j([{ ...battle('a', 'b', 'tie', 'q'), turn: { n: 1 } }]),
      warned(':1: column turn: turn is not a number or text; ignored'),
    ),
    on(
      'battles-jsonl',
      'markup',
      'question ids and judges carrying markup',
      j([{ ...battle('a', 'b', 'tie', MARKUP_PAYLOADS[0]), judge: MARKUP_PAYLOADS[1] }]),
      ok,
    ),
    on(
      'battles-jsonl',
      'deep',
      'a line nested 100,000 deep',
      j([
        `{"model_a": "a", "model_b": "b", "winner": "tie", "x": ${nestedJson(100_000)}}`,
        battle('a', 'b', 'tie', 'q'),
      ]),
      rejected(':1: JSON nested deeper than 64 levels'),
    ),
    on(
      'battles-csv',
      'formula-names',
      'model names starting with =, +, -, @',
      csv([
        [FORMULA_PAYLOADS[0], FORMULA_PAYLOADS[1], 'model_a', 'q1', 'gpt-4'],
        [FORMULA_PAYLOADS[2], FORMULA_PAYLOADS[3], 'tie', 'q2', 'gpt-4'],
      ]),
      ok,
    ),
    on(
      'battles-csv',
      'missing-column',
      'no winner column',
      delimited(
        [
          ['model_a', 'model_b'],
          ['a', 'b'],
        ],
        ',',
      ),
      rejected('battles.csv:2: column winner: column "winner" missing from the header'),
    ),
    on(
      'battles-csv',
      'wrong-delimiter',
      'a .csv file separated by tabs',
      delimited([BATTLE_HEADER, ['a', 'b', 'tie', 'q', 'j']], '\t'),
      rejected('column "model_a" missing from the header'),
    ),
  ];
}

/** A data directory holding the unieval example and a manifest written as given. */
function manifestCase(
  what: string,
  tries: string,
  manifest: string,
  expected: Expected,
  files?: Record<string, FileContent>,
): HostileCase {
  const e = example('unieval');
  return {
    id: `manifest/${what}`,
    tries,
    files: files ?? { [e.path]: e.content },
    rawManifest: manifest,
    expected,
  };
}

function manifestCases(): HostileCase[] {
  const uniFile = (extra: Record<string, unknown> = {}) => ({
    path: 'botchat/UniEval.tsv',
    role: 'botchat-unieval',
    ...extra,
  });
  const m = (o: unknown) => JSON.stringify(o, null, 2);
  const refused = (says: string): Expected => ({ outcome: 'refused', says });
  return [
    manifestCase(
      'not-json',
      'a manifest that is not JSON',
      '{files: [',
      refused('parley.manifest.json: not valid JSON'),
    ),
    manifestCase(
      'empty',
      'an empty manifest',
      '',
      refused('parley.manifest.json: the manifest is empty; write {} for no settings'),
    ),
    manifestCase(
      'bom',
      'a manifest with a byte-order mark (as Windows editors save it)',
      `\uFEFF${m({ files: [uniFile()] })}`,
      ok,
    ),
    manifestCase(
      'unknown-role',
      'a role Parley does not have',
      m({ files: [uniFile({ role: 'botchat-everything' })] }),
      refused('parley.manifest.json: files.0.role:'),
    ),
    manifestCase(
      'files-not-list',
      'files that is an object',
      m({ files: { path: 'x' } }),
      refused('parley.manifest.json: files:'),
    ),
    manifestCase(
      'outside',
      'a file outside the data directory',
      m({ files: [uniFile(), { path: '../../etc/passwd', role: 'battles' }] }),
      problem('../../etc/passwd: named by the manifest but cannot be read (outside the data directory)'),
    ),
    manifestCase(
      'missing',
      'a file that is not there',
      m({ files: [uniFile(), { path: 'nowhere.tsv', role: 'battles' }] }),
      problem('nowhere.tsv: named by the manifest but cannot be read'),
    ),
    manifestCase(
      'directory',
      'a directory named as a file',
      m({ files: [uniFile(), { path: 'botchat', role: 'battles' }] }),
      problem('botchat: named by the manifest but cannot be read'),
    ),
    manifestCase(
      'link-out',
      'a file that is a link to a file outside the data directory',
      m({ files: [uniFile(), { path: 'arena/battles.jsonl', role: 'battles' }] }),
      problem(
        'arena/battles.jsonl: named by the manifest but cannot be read (a link that leads outside the data directory)',
      ),
      {
        'botchat/UniEval.tsv': example('unieval').content as string,
        'arena/battles.jsonl': { symlink: '/etc/hostname' },
      },
    ),
    manifestCase(
      'twice',
      'one file named twice',
      m({ files: [uniFile(), uniFile()] }),
      problem("botchat/UniEval.tsv: named twice in the manifest's files; read once"),
    ),
    manifestCase(
      'model-id-path',
      'a model id that is a path',
      m({ models: { '../x': { display: 'x' } } }),
      refused('models.../x: model ids may use only letters, digits, . _ -'),
    ),
    manifestCase(
      'model-id-proto',
      'a model id __proto__ with an alias the data uses',
      // Written as text: in an object literal, `__proto__:` would set the prototype and vanish from the JSON.
      `{"files": [${JSON.stringify(uniFile())}], "models": {"__proto__": {"display": "Proto", "aliases": ["mystery-bot"]}}}`,
      refused('parley.manifest.json: models.__proto__: the id "__proto__" cannot name a model'),
      { 'botchat/UniEval.tsv': uni([uniRow('mystery-bot', 'MT-1', 'Choice: No')]) },
    ),
    manifestCase(
      'rounds-huge',
      'a billion bootstrap rounds',
      m({ bootstrap: { seed: 1, rounds: 1e9 } }),
      refused('bootstrap.rounds:'),
    ),
    manifestCase(
      'seed-negative',
      'a negative seed',
      m({ bootstrap: { seed: -1 } }),
      refused('bootstrap.seed:'),
    ),
    manifestCase(
      'deep',
      'a manifest nested 100,000 deep',
      `{"title": ${nestedJson(100_000)}}`,
      refused('title:'),
    ),
    manifestCase(
      'markup',
      'a title, description and model names carrying markup',
      m({
        title: MARKUP_PAYLOADS[0],
        description: MARKUP_PAYLOADS[1],
        files: [uniFile({ judge: MARKUP_PAYLOADS[2] })],
        models: { evil: { display: MARKUP_PAYLOADS[3], aliases: ['gpt4x'], link: "javascript:alert('x')" } },
      }),
      ok,
    ),
    {
      id: 'manifest/hcg-count-mismatch-detected',
      tries: 'files recognised by name, no manifest (an HCG dialogue file and more judgments than dialogues)',
      files: {
        [HCG_DIALOGUES]: jsonl([hcgDialogue(1)]),
        ...exampleFiles(example('hcg-uni')).files,
      },
      expected: warned('2 judgments for the 1 dialogues'),
    },
  ];
}

/** The BotChat, battle and manifest cases. */
export function tableCases(): HostileCase[] {
  return [...botchatCases(), ...battleCases(), ...manifestCases()];
}

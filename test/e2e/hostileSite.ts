// A data directory whose text tries every way into a reader's browser or spreadsheet: script tags, event-handler
// attributes, javascript: links, markup that closes a textarea, iframes and stylesheets from elsewhere, formula
// cells, and model names that are path tricks or JavaScript's special keys. Written fresh by the browser tests;
// a site built from it must show all of it as text.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { FORMULA_PAYLOADS, MARKUP_PAYLOADS, NAME_PAYLOADS } from '../hostile/payloads.ts';
import {
  delimited,
  fedItem,
  jsonl,
  meraDocument,
  POOL_HEADER,
  preferenceCsvRow,
  preferenceLabel,
  PREFERENCE_COLUMNS,
  rutieAnswer,
  rutieQuestion,
  SSA_LABEL_HEADER,
  SSA_MODEL_HEADER,
} from '../hostile/validExamples.ts';

export { FORMULA_PAYLOADS, MARKUP_PAYLOADS, NAME_PAYLOADS };

const ALL = [...MARKUP_PAYLOADS, ...FORMULA_PAYLOADS];

/** A TSV cell as pandas writes it: quoted when it holds a tab, quote or newline. */
function cell(s: string): string {
  return /[\t"\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
const tsv = (rows: string[][]) => rows.map((r) => r.map(cell).join('\t')).join('\n') + '\n';

/** Writes the hostile data directory; returns the number of files written. */
export async function writeHostileData(dir: string): Promise<number> {
  const files: Record<string, string> = {};
  const seeds = ['MT-1', 'MT-2', 'MT-3'];
  const chats = (k: number) =>
    JSON.stringify([
      'Hi, how are you?',
      'Fine, thanks.',
      ...ALL.slice(k, k + 6),
      `A quote "${MARKUP_PAYLOADS[0]}" inside`,
      'Bye!',
    ]);
  files['parley.manifest.json'] = JSON.stringify(
    {
      title: `Hostile ${MARKUP_PAYLOADS[0]}`,
      description: `Every field here tries to run: ${MARKUP_PAYLOADS[1]} ${FORMULA_PAYLOADS[0]}`,
      models: {
        evil: { display: `Evil ${MARKUP_PAYLOADS[1]}`, aliases: ['evil-bot'] },
      },
      judges: { 'gpt-4': { display: `Judge ${MARKUP_PAYLOADS[2]}` } },
    },
    null,
    2,
  );
  files['botchat/MuTualTest-convs.tsv'] = tsv([
    ['index', 'nround', 'GPT-4', 'evil-bot'],
    ...seeds.map((s, i) => [s, '4', chats(i), chats(i + 3)]),
  ]);
  const uni = (model: string, i: number, answer: string) => [
    model,
    String(i),
    `${seeds[i]};${model}`,
    chats(i),
    answer,
  ];
  files['botchat/UniEval.tsv'] = tsv([
    ['model', 'qidx', 'index', 'conversation', 'gpt4'],
    uni('gpt4', 0, `Choice: Yes\nIndex: 3\nReason: ${MARKUP_PAYLOADS.join(' ')}`),
    uni('gpt4', 1, 'Choice: No\nIndex: None\nReason: nothing odd'),
    uni('gpt4', 2, `I refuse ${MARKUP_PAYLOADS[3]} ${FORMULA_PAYLOADS[1]}`),
    uni('evil-bot', 0, `Choice: Yes\nIndex: 4\nReason: ${FORMULA_PAYLOADS.join(' ')}`),
    uni('evil-bot', 1, `Choice: No\nIndex: None\nReason: ${MARKUP_PAYLOADS[4]}`),
    uni('evil-bot', 2, `Choice: Yes\nChoice: No\nIndex: 2\nReason: two choices ${MARKUP_PAYLOADS[5]}`),
  ]);
  files['botchat/GTEval.tsv'] = tsv([
    ['cmp_index', 'A', 'B', 'conversation1', 'conversation2', 'gpt4'],
    ...seeds.flatMap((s, i) => [
      [
        `${s};GT;gpt4`,
        'GT',
        'gpt4',
        chats(i),
        chats(i + 1),
        `Choice: Conversation 1\nReason: ${MARKUP_PAYLOADS[6]}`,
      ],
      [`${s};gpt4;GT`, 'gpt4', 'GT', chats(i + 1), chats(i), `Choice: Both\nReason: ${MARKUP_PAYLOADS[7]}`],
      [
        `${s};GT;evil-bot`,
        'GT',
        'evil-bot',
        chats(i),
        chats(i + 2),
        `Choice: Neither\nReason: ${FORMULA_PAYLOADS[2]}`,
      ],
    ]),
  ]);
  const names = [...NAME_PAYLOADS, ...MARKUP_PAYLOADS.slice(0, 3), FORMULA_PAYLOADS[0]];
  const battles: string[] = [];
  for (let i = 0; i < names.length; i++)
    for (let k = 0; k < names.length; k++)
      if (i !== k)
        battles.push(
          JSON.stringify({
            model_a: names[i],
            model_b: names[k],
            winner: ['model_a', 'model_b', 'tie', 'tie (bothbad)'][(i + k) % 4],
            question_id: `q-${i}-${k} ${MARKUP_PAYLOADS[1]}`,
            judge: i % 2 === 0 ? 'gpt-4' : MARKUP_PAYLOADS[0],
          }),
        );
  battles.push(
    '{"model_a": "__proto__", "model_b": "constructor", "winner": "model_a", "__proto__": {"polluted": 1}}',
  );
  files['arena/battles.jsonl'] = battles.join('\n') + '\n';
  const hcgDialogue = (k: number) =>
    JSON.stringify({
      conversation_id: [`id-${k}`],
      conversation: [
        { role: 'human', content: ALL[k % ALL.length] },
        { role: 'bot', content: ALL[(k + 1) % ALL.length] },
        { role: 'human', content: ALL[(k + 2) % ALL.length] },
        { role: 'bot', content: 'ok' },
      ],
      turns: 4,
      task_summary: MARKUP_PAYLOADS[k % MARKUP_PAYLOADS.length],
    });
  const judgeDir = `hcg/Evaluation/result_oasst/Evil<b>_Evaluator/uni_eval`;
  files['hcg/Evaluation/data_oasst/oasst1_en_min_6_turns_summary.jsonl'] =
    [0, 1, 2].map(hcgDialogue).join('\n') + '\n';
  files['hcg/Evaluation/data_oasst/oasst1_en_Evil_GPT4oMini_6.jsonl'] =
    [3, 4, 5].map(hcgDialogue).join('\n') + '\n';
  for (const f of ['oasst1_en_min_6_turns_summary.jsonl', 'oasst1_en_Evil_GPT4oMini_6.jsonl'])
    files[`${judgeDir}/${f}`] =
      [0, 1, 2]
        .map((k) =>
          JSON.stringify({
            choice: k === 1 ? 'No' : 'Yes',
            index: String(k + 1),
            reason: ALL[(k * 3) % ALL.length],
          }),
        )
        .join('\n') + '\n';
  Object.assign(files, newerFormats());
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, rel)), { recursive: true });
    await writeFile(join(dir, rel), text);
  }
  return Object.keys(files).length;
}

/**
 * The newer formats carrying the same text: Meena-style transcripts with SSA labels and FED ratings, a ruTiE task
 * with submissions, a server score and a pool, preference labels (JSONL and CSV), curated tags and an example file.
 */
function newerFormats(): Record<string, string> {
  const files: Record<string, string> = {};
  const say = (k: number) => ALL[k % ALL.length]!;
  // Transcripts of a system whose name is markup; its turns are payloads.
  const system = 'Evil<img src=x onerror=alert(7)>';
  files['meena/evil.txt'] = [1, 2]
    .map((n) =>
      [
        `${system} Conversation ${n}`,
        ...[0, 1, 2, 3].map((t) => `${t % 2 ? system : 'Human'}: ${say(n * 4 + t)}`),
      ].join('\n'),
    )
    .join('\n\n');
  files['ssa/labels.csv'] = delimited(
    [
      SSA_LABEL_HEADER,
      ...[1, 2, 3].flatMap((turn) =>
        ['r1', 'r2', MARKUP_PAYLOADS[0]].map((rater, k) => [
          system,
          MARKUP_PAYLOADS[1],
          'interactive',
          `${system.split(' ')[0]}-1`,
          String(turn),
          rater,
          String((turn + k) % 2),
          String(k % 2),
          say(turn + k),
        ]),
      ),
    ],
    ',',
  );
  files['ssa/models.csv'] = delimited(
    [
      SSA_MODEL_HEADER,
      [system, MARKUP_PAYLOADS[1], '12.5', '0.4', `${MARKUP_PAYLOADS[3]} ${FORMULA_PAYLOADS[0]}`],
    ],
    ',',
  );
  files['fed/fed_data.json'] = JSON.stringify(
    [
      fedItem('Meena', { context: `User: ${say(0)}\nSystem: ${say(1)}`, response: `System: ${say(2)}` }),
      fedItem(system, { context: `User: ${say(3)}`, response: `System: ${say(4)}` }),
      { context: `User: ${say(5)}`, system: 'Mitsuku', annotations: { Coherent: [1, 2, say(6), 1, 0] } },
    ],
    null,
    2,
  );
  files['rutie/task.json'] = meraDocument(
    [0, 1, 2].map((q) =>
      rutieQuestion(q, {
        instruction: `${say(q)}\n{question}\n1) {choice1}\n2) {choice2}`,
        inputs: {
          question: say(q + 1),
          choice1: say(q + 2),
          choice2: FORMULA_PAYLOADS[q % FORMULA_PAYLOADS.length],
        },
        meta: {
          dialog_id: 0,
          question_id: q,
          category: [MARKUP_PAYLOADS[0]],
          turing_imitation: ['facts'],
          use_context: q > 0,
        },
      }),
    ),
  );
  files['rutie/submissions/evil<svg onload=alert(8)>.ruTiE.json'] = meraDocument(
    [0, 1, 2].map((q) => rutieAnswer(q, q === 1 ? '2' : '1')),
  );
  files['rutie/submissions/evil<svg onload=alert(8)>_response.json'] = JSON.stringify({
    results: { ruTiE: { acc: 0.5, [MARKUP_PAYLOADS[1]]: 1 } },
  });
  const dialog = [0, 1, 2].map((q) => ({
    question: say(q + 1),
    answer_1: say(q + 2),
    answer_2: FORMULA_PAYLOADS[q % FORMULA_PAYLOADS.length],
  }));
  files['rutie/pool1.tsv'] = delimited([
    POOL_HEADER,
    ...[MARKUP_PAYLOADS[0], FORMULA_PAYLOADS[0], 'w3'].map((worker, k) => [
      JSON.stringify(dialog),
      `[${dialog.map((d, q) => `{'question': ${JSON.stringify(`${d.question}: x`)}, 'answer': 'answer_${(q + k) % 2 ? 2 : 1}'}`).join(', ')}]`,
      'APPROVED',
      worker,
    ]),
  ]);
  const label = (task: string, rater: string, k: number) => ({
    ...preferenceLabel(task, rater),
    character: say(k),
    prompt: say(k + 1),
    model_a: k % 2 ? 'evil-bot' : MARKUP_PAYLOADS[2],
    model_b: k % 2 ? FORMULA_PAYLOADS[1] : 'evil-bot',
    response_a: say(k + 2),
    response_b: say(k + 3),
    comment: FORMULA_PAYLOADS[k % FORMULA_PAYLOADS.length],
    context: [{ role: 'user', text: say(k + 4) }],
  });
  files['preference/labels.jsonl'] = jsonl([0, 1, 2].map((k) => label(`t${k}`, 'r1', k)));
  files['preference/more-labels.csv'] = delimited(
    [PREFERENCE_COLUMNS, ...[3, 4].map((k) => preferenceCsvRow(label(`t${k}`, MARKUP_PAYLOADS[0], k)))],
    ',',
  );
  files['botchat/curated-tags.csv'] = delimited(
    [
      ['conversation', 'category', 'chat', 'note', 'curator'],
      ['botchat/MT-1/gpt4', 'formal-tone', '3', say(0), FORMULA_PAYLOADS[0]],
      ['botchat/MT-2/gpt4', 'good', '', `${say(1)} ${FORMULA_PAYLOADS[2]}`, MARKUP_PAYLOADS[1]],
    ],
    ',',
  );
  files['botchat/examples/FormalTone.md'] = [
    `### Formal Tone ${MARKUP_PAYLOADS[0]}`,
    '| Speaker | Utterance |',
    '|---|---|',
    ...[0, 1, 2, 3].map((k) => `| ${k % 2 ? 'B' : 'A'} | ${say(k).replace(/\|/g, '\\|')} |`),
    '',
  ].join('\n');
  return files;
}

// A data directory whose text tries every way into a reader's browser or spreadsheet: script tags, event-handler
// attributes, javascript: links, markup that closes a textarea, iframes and stylesheets from elsewhere, formula
// cells, and model names that are path tricks or JavaScript's special keys. Written fresh by the browser tests;
// a site built from it must show all of it as text.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { FORMULA_PAYLOADS, MARKUP_PAYLOADS, NAME_PAYLOADS } from '../ingest/hostile/payloads.ts';

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
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, rel)), { recursive: true });
    await writeFile(join(dir, rel), text);
  }
  return Object.keys(files).length;
}

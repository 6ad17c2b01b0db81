// Builds the demo ruTiE files: the task file (MERA layout, with gold), three MERA-format submissions from
// invented models, two human-benchmark pools in the crowdsourcing export's layout (tab and semicolon), and a
// MERA server response for one submission. Seeded (scripts/demo/rng.ts); planted problems are listed in
// RUTIE_PLANTED and in content/README.md.
import { csvField } from './formats.ts';
import { rngFor, type Rng } from './rng.ts';
import { DEMO_DIALOG, DEMO_TEMPLATES, type DemoQuestion } from './rutieDialog.ts';

/** The invented models and how they behave: a base accuracy, weak spots, and whether they lose the thread. */
export const RUTIE_MODELS = [
  { id: 'heron-70b', display: 'Heron-70B', base: 0.9, weak: [] as string[], fades: false },
  { id: 'lynx-13b', display: 'Lynx-13B', base: 0.85, weak: [] as string[], fades: true },
  { id: 'otter-7b', display: 'Otter-7B', base: 0.72, weak: ['strings', 'spell'], fades: false },
] as const;

/** The model whose submission carries the planted problems, and what they are (question ids). */
export const RUTIE_PLANTED = {
  model: 'otter-7b',
  /** A second answer to this question, later in the file (rejected as a duplicate). */
  duplicate: 10,
  /** Answer "3" here (rejected). */
  badAnswer: 20,
  /** No answer at all here (a gap, noted; counts as wrong). */
  missing: 33,
  /** In the with-history pool, this annotator's answer to this question is "answer_3" (noted, left out). */
  poolAnnotator: 2,
  poolQuestion: 5,
} as const;

/** The model with a MERA server response in the demo. */
export const RUTIE_RESPONSE_MODEL = 'heron-70b';

/** Annotators per pool and their accuracy with and without the answer history. */
const POOL_ANNOTATORS = 5;
const POOL_ACCURACY = { 'with-history': 0.8, 'without-history': 0.86 } as const;

/** Python's repr() of a string (single quotes unless the text has one and no double quote). */
export function pyRepr(s: string): string {
  const q = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = '';
  for (const ch of s) {
    if (ch === '\\') out += '\\\\';
    else if (ch === q) out += `\\${q}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\r') out += '\\r';
    else if (ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127)
      out += `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`;
    else out += ch;
  }
  return `${q}${out}${q}`;
}

/** Python's repr() of a list of str-to-str dicts, as `str(list)` prints it. */
function pyListOfDicts(items: readonly Record<string, string>[]): string {
  return `[${items
    .map(
      (d) =>
        `{${Object.entries(d)
          .map(([k, v]) => `${pyRepr(k)}: ${pyRepr(v)}`)
          .join(', ')}}`,
    )
    .join(', ')}]`;
}

function taskItem(q: DemoQuestion, k: number, rng: Rng) {
  return {
    instruction: rng.pick(DEMO_TEMPLATES),
    inputs: { question: q.question, choice1: q.choice1, choice2: q.choice2 },
    outputs: q.gold,
    meta: {
      dialog_id: 0,
      question_id: k,
      category: q.category,
      use_context: q.context,
      turing_imitation: q.imitation,
    },
  };
}

const other = (a: '1' | '2'): '1' | '2' => (a === '1' ? '2' : '1');

/** A model's answers, question by question: right with its own probability, else the other option. */
function modelAnswers(m: (typeof RUTIE_MODELS)[number]): ('1' | '2')[] {
  const rng = rngFor(`rutie:${m.id}`);
  const n = DEMO_DIALOG.length;
  return DEMO_DIALOG.map((q, k) => {
    let p = m.base;
    if (q.category.some((c) => (m.weak as readonly string[]).includes(c))) p -= 0.35;
    // A model that loses the thread: questions get harder the further in they come, most those that need the dialog.
    if (m.fades) p -= (q.context ? 0.7 : 0.3) * (k / n);
    return rng.chance(p) ? q.gold : other(q.gold);
  });
}

/** The submission file: MERA's layout, pretty-printed as MERA's own sample is (4 spaces). */
function submission(m: (typeof RUTIE_MODELS)[number], answers: readonly ('1' | '2')[]): string {
  const items: { outputs: string; meta: { dialog_id: number; question_id: number } }[] = [];
  answers.forEach((a, k) => {
    if (m.id === RUTIE_PLANTED.model && k === RUTIE_PLANTED.missing) return;
    items.push({
      outputs: m.id === RUTIE_PLANTED.model && k === RUTIE_PLANTED.badAnswer ? '3' : a,
      meta: { dialog_id: 0, question_id: k },
    });
  });
  if (m.id === RUTIE_PLANTED.model)
    items.push({
      outputs: other(answers[RUTIE_PLANTED.duplicate]!),
      meta: { dialog_id: 0, question_id: RUTIE_PLANTED.duplicate },
    });
  return JSON.stringify({ data: { test: [items] } }, null, 4) + '\n';
}

const POOL_HEADER = [
  'INPUT:dialog',
  'OUTPUT:answer',
  'OUTPUT:result',
  'ASSIGNMENT:time_spent',
  'ASSIGNMENT:date_start',
  'ASSIGNMENT:date_end',
  'ASSIGNMENT:user_id',
  'ASSIGNMENT:result_id',
  'ASSIGNMENT:data_id',
  'ASSIGNMENT:status',
  'ASSIGNMENT:worker_id',
  'ASSIGNMENT:reward',
  'ASSIGNMENT:assignment_id',
  'ACCEPT:verdict',
  'ACCEPT:comment',
];

/** A pool file in the crowdsourcing export's layout (byte-order mark, header, one row per annotator). */
function pool(design: 'with-history' | 'without-history', delimiter: string): string {
  const rng = rngFor(`rutie:pool:${design}`);
  const dialog = JSON.stringify(
    DEMO_DIALOG.map((q) => ({ answer_1: q.choice1, answer_2: q.choice2, question: q.question })),
  );
  const rows: string[][] = [];
  for (let a = 0; a < POOL_ANNOTATORS; a++) {
    const worker = String(rng.int(10000, 39999));
    const result = DEMO_DIALOG.map((q, k) => {
      const right = rng.chance(POOL_ACCURACY[design]);
      const chosen = right ? q.gold : other(q.gold);
      const planted =
        design === 'with-history' && a === RUTIE_PLANTED.poolAnnotator && k === RUTIE_PLANTED.poolQuestion;
      return {
        question: `${q.question}: ${q.choice1} или ${q.choice2}?`,
        answer: planted ? 'answer_3' : `answer_${chosen}`,
      };
    });
    const start = Date.UTC(2024, 2, 4 + a, 9 + rng.int(0, 8), rng.int(0, 59), rng.int(0, 59));
    const spent = rng.int(900, 5400);
    const stamp = (t: number) => new Date(t).toISOString().slice(0, 19).replace('T', ' ');
    rows.push([
      dialog,
      '',
      pyListOfDicts(result),
      String(spent),
      stamp(start),
      stamp(start + spent * 1000),
      worker,
      String(rng.int(100000000, 999999999)),
      design === 'with-history' ? '1001' : '1002',
      'SUBMITTED',
      worker,
      '0',
      String(rng.int(1000000, 9999999)),
      '',
      '',
    ]);
  }
  return (
    '\uFEFF' +
    [POOL_HEADER, ...rows].map((r) => r.map((c) => csvField(c, delimiter)).join(delimiter)).join('\n') +
    '\n'
  );
}

/** A demo file and how the manifest names it. */
export interface RutieDemoFile {
  path: string;
  data: string;
  what: string;
  count: string;
  manifest: { role: string; setting?: string; model?: string };
}

/** Every demo ruTiE file, its manifest entry, the models for the manifest, and the README section. */
export function buildRutieDemo(): {
  files: RutieDemoFile[];
  models: Record<string, { display: string; aliases: string[] }>;
  readme: string;
} {
  const rng = rngFor('rutie:task');
  const task =
    JSON.stringify({ data: { test: [DEMO_DIALOG.map((q, k) => taskItem(q, k, rng))] } }, null, 4) + '\n';
  const files: RutieDemoFile[] = [
    {
      path: 'rutie/task.json',
      data: task,
      what: 'ruTiE task file (MERA layout), one invented dialog with gold answers',
      count: `${DEMO_DIALOG.length} questions`,
      manifest: { role: 'rutie-task' },
    },
  ];
  let responseAcc = '';
  for (const m of RUTIE_MODELS) {
    const answers = modelAnswers(m);
    const planted = m.id === RUTIE_PLANTED.model;
    files.push({
      path: `rutie/submissions/${m.id}.ruTiE.json`,
      data: submission(m, answers),
      what: `MERA-format submission of ${m.display}${planted ? ' (with planted problems)' : ''}`,
      count: planted
        ? `${DEMO_DIALOG.length} answers (38 valid, 1 duplicate, 1 answer "3"; 1 question missing)`
        : `${DEMO_DIALOG.length} answers`,
      manifest: { role: 'rutie-submission', model: m.id },
    });
    if (m.id === RUTIE_RESPONSE_MODEL) {
      const correct = answers.filter((a, k) => a === DEMO_DIALOG[k]!.gold).length;
      // JavaScript's shortest round-trip text of a double is what Python's json.dumps writes for it.
      responseAcc = String(correct / DEMO_DIALOG.length);
    }
  }
  files.push({
    path: `rutie/submissions/${RUTIE_RESPONSE_MODEL}_response.json`,
    data: `{\n    "id": 7,\n    "results": {\n        "ruTiE": {\n            "acc": ${responseAcc}\n        }\n    }\n}\n`,
    what: `MERA-style server response for ${RUTIE_RESPONSE_MODEL}'s submission (its ruTiE accuracy, computed from the demo gold)`,
    count: '1 score',
    manifest: { role: 'mera-response', model: RUTIE_RESPONSE_MODEL },
  });
  files.push(
    {
      path: 'rutie/pool1.tsv',
      data: pool('with-history', '\t'),
      what: 'human-benchmark pool, answer history shown (tab-separated)',
      count: `${POOL_ANNOTATORS} annotators x ${DEMO_DIALOG.length} questions`,
      manifest: { role: 'rutie-pool', setting: 'with-history' },
    },
    {
      path: 'rutie/pool2.csv',
      data: pool('without-history', ';'),
      what: 'human-benchmark pool, no history (semicolon-separated)',
      count: `${POOL_ANNOTATORS} annotators x ${DEMO_DIALOG.length} questions`,
      manifest: { role: 'rutie-pool', setting: 'without-history' },
    },
  );
  const models = Object.fromEntries(
    RUTIE_MODELS.map((m) => [m.id, { display: m.display, aliases: [] as string[] }]),
  );
  const lineOf = (text: string, needle: string, nth = 1) => {
    let at = -1;
    for (let i = 0; i < nth; i++) at = text.indexOf(needle, at + 1);
    return text.slice(0, at).split('\n').length;
  };
  const otter = files.find((f) => f.path.includes(RUTIE_PLANTED.model))!.data;
  const itemLine = (qid: number, nth = 1) => lineOf(otter, `"question_id": ${qid}\n`, nth) - 4;
  const readme = `
## ruTiE

The \`rutie/\` folder is a small ruTiE set written for Parley: one invented dialog of ${DEMO_DIALOG.length} two-option
questions in Russian (\`rutie/task.json\`, MERA's layout \`{"data": {"test": [[...]]}}\`, with gold answers,
categories, imitation classes and context flags; later questions refer back to earlier ones), MERA-format
submissions of three invented models (${RUTIE_MODELS.map((m) => m.display).join(', ')}), two human-benchmark pools in the
crowdsourcing export's layout (\`pool1.tsv\` tab-separated with the answer history shown, \`pool2.csv\`
semicolon-separated without it; ${POOL_ANNOTATORS} annotators each, \`OUTPUT:result\` written as Python's repr with single
quotes), and a MERA-style server response for ${RUTIE_RESPONSE_MODEL}'s submission. The models behave differently on
purpose: Heron-70B is strong throughout, Lynx-13B loses the thread (questions that need the dialog get harder
for it the later they come), Otter-7B is weak on strings and spelling.

Planted problems (each must be reported):

| file | where | problem |
|---|---|---|
| \`rutie/submissions/${RUTIE_PLANTED.model}.ruTiE.json\` | line ${itemLine(RUTIE_PLANTED.badAnswer)} (question_id ${RUTIE_PLANTED.badAnswer}) | answer \`"3"\` (rejected) |
| \`rutie/submissions/${RUTIE_PLANTED.model}.ruTiE.json\` | line ${itemLine(RUTIE_PLANTED.duplicate, 2)} (last item) | a second answer to question_id ${RUTIE_PLANTED.duplicate} (rejected; the first is kept) |
| \`rutie/submissions/${RUTIE_PLANTED.model}.ruTiE.json\` | - | no answer to question_id ${RUTIE_PLANTED.missing} (a gap, noted; counts as wrong) |
| \`rutie/pool1.tsv\` | line ${RUTIE_PLANTED.poolAnnotator + 2}, column \`OUTPUT:result\` | item ${RUTIE_PLANTED.poolQuestion + 1} answers \`answer_3\` (noted; that answer is left out) |
`;
  return { files, models, readme };
}

// Writes Parley's demo dataset into content/ (and the BotChat twin fixture for the ingest tests).
// Seeded and deterministic: running it twice writes byte-identical files. All text is invented for the demo.
//
//   npx node scripts/make-demo-content.ts [--out content]
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BATTLE_BAD_WINNER_LINE, BATTLE_COUNT, BATTLE_MODELS, buildBattles } from './demo/battles.ts';
import {
  buildArena,
  buildConversations,
  buildGtEval,
  buildUniEval,
  HOSTILE_MODEL,
  HOSTILE_SEED,
  type PairRow,
  type SeedConversations,
  type UniRow,
} from './demo/botchat.ts';
import { DEMO_MODELS } from './demo/botchatStyles.ts';
import { pyJson, rowStartLines, toDelimited } from './demo/formats.ts';
import {
  buildHcg,
  gtSummary,
  HCG_DEMO_FILE,
  HCG_GT_FILE,
  HCG_NUMERIC_INDEX_LINE,
  HCG_REAL_FILE,
  uniSummary,
} from './demo/hcg.ts';
import { buildGalleryDemo } from './demo/gallery.ts';
import { buildLeaderboard } from './demo/leaderboard.ts';
import { buildPreferenceDemo, PREFERENCE_MODELS, preferenceReadme } from './demo/preference.ts';
import { DEMO_SEED } from './demo/rng.ts';
import { SSA_DEMO_MODELS, writeSsaDemo } from './demo/ssa.ts';
import { buildChangelog, buildHistorySnapshots, HISTORY_DATES } from './demo/history.ts';
import { buildRutieDemo } from './demo/rutie.ts';
import { xlsxBytes, type XlsxCell } from './demo/xlsx.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outArg = process.argv.indexOf('--out');
const OUT = resolve(ROOT, outArg >= 0 ? (process.argv[outArg + 1] ?? 'content') : 'content');
const FIXTURE_DIR = join(ROOT, 'test/fixtures/botchat-twins');
/** Seeds written into the twin fixture. */
const FIXTURE_SEEDS = 5;

type ManifestFile = {
  path: string;
  role: string;
  judge?: string;
  setting?: string;
  benchmark?: string;
  model?: string;
};
const manifestFiles: ManifestFile[] = [];
/** Per written file: path (relative to the output), what it holds, and its record count. */
const inventory: { path: string; what: string; count: string; listed: boolean }[] = [];

async function put(path: string, data: string | Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, data);
}

async function write(
  rel: string,
  data: string | Buffer,
  what: string,
  count: string,
  manifest?: Omit<ManifestFile, 'path'>,
): Promise<void> {
  await put(join(OUT, rel), data);
  inventory.push({ path: rel, what, count, listed: manifest !== undefined });
  if (manifest) manifestFiles.push({ path: rel, ...manifest });
}

const CONV_HEADER = ['index', 'nround', ...DEMO_MODELS.map((m) => m.column)];
const convRows = (convs: readonly SeedConversations[]) =>
  convs.map((c) => [c.seed.id, c.seed.gt.length, ...DEMO_MODELS.map((m) => pyJson(c.chats[m.id]))]);

const UNI_HEADER = ['model', 'qidx', 'index', 'conversation', 'gpt4'];
const uniCells = (r: UniRow) => [r.model, r.qidx, r.index, r.conversation, r.gpt4];
const PAIR_HEADER = ['cmp_index', 'A', 'B', 'conversation1', 'conversation2', 'gpt4'];
const pairCells = (r: PairRow) => [r.cmp_index, r.A, r.B, r.conversation1, r.conversation2, r.gpt4];

/** Where the planted rows of a TSV ended up: physical lines (header = line 1) and data-row numbers. */
function plantedLines<T extends { planted?: string }>(
  header: string[],
  rows: readonly T[],
  cells: (r: T) => (string | number)[],
  key: (r: T) => string,
) {
  const table = rows.map(cells);
  const starts = rowStartLines(header, table);
  const out: { what: string; line: number; lastLine: number; dataRow: number; key: string }[] = [];
  rows.forEach((r, i) => {
    if (!r.planted) return;
    const start = starts[i] ?? 0;
    const lastLine = start + table[i]!.reduce<number>((n, c) => n + (String(c).match(/\n/g)?.length ?? 0), 0);
    out.push({ what: r.planted, line: start, lastLine, dataRow: i + 1, key: key(r) });
  });
  return {
    out,
    lastLine:
      (starts.at(-1) ?? 1) +
      table.at(-1)!.reduce<number>((n, c) => n + (String(c).match(/\n/g)?.length ?? 0), 0),
  };
}

const lines = (a: number, b: number) => (a === b ? `line ${a}` : `lines ${a}-${b}`);

async function main(): Promise<void> {
  for (const d of ['botchat', 'hcg', 'arena', 'preference', 'ssa', 'meena', 'fed', 'rutie', 'history'])
    await rm(join(OUT, d), { recursive: true, force: true });
  await rm(join(OUT, 'parley.manifest.json'), { force: true });
  await rm(join(OUT, 'README.md'), { force: true });
  await rm(join(OUT, 'CHANGES.md'), { force: true });

  // ---- BotChat ----
  const convs = buildConversations();
  const convTable = convRows(convs);
  await write(
    'botchat/MuTualTest-convs.tsv',
    toDelimited(CONV_HEADER, convTable, '\t'),
    'model conversations (16 chats each), 30 seeds x 4 models',
    '30 rows x 4 models = 120 conversations',
    {
      role: 'botchat-convs',
    },
  );
  await write(
    'botchat/MuTualTest-convs.xlsx',
    await xlsxBytes([CONV_HEADER, ...convTable] as XlsxCell[][]),
    'the same conversations as MuTualTest-convs.tsv (twin; deliberately NOT listed in the manifest)',
    '30 rows (sheet rows 2-31)',
  );
  const gtRows: XlsxCell[][] = [
    ['index', 'conv-GT', 'nround'],
    ...convs.map((c) => [c.seed.id, pyJson(c.seed.gt), c.seed.gt.length]),
  ];
  const long = convs.filter((c) => c.seed.gt.length >= 4).length;
  await write(
    'botchat/MuTual_test.xlsx',
    await xlsxBytes(gtRows),
    'ground-truth dialogues (2-15 chats)',
    `30 rows (sheet rows 2-31), ${long} with nround >= 4`,
    {
      role: 'botchat-gt',
    },
  );

  const uni = buildUniEval(convs, pyJson);
  await write(
    'botchat/UniEval.tsv',
    toDelimited(UNI_HEADER, uni.map(uniCells), '\t'),
    'Uni-Eval judgments (judge: GPT-4 style raw text)',
    `${uni.length} rows (150 = 30 seeds x (4 models + GT), plus 1 planted unknown-model row)`,
    {
      role: 'botchat-unieval',
      judge: 'gpt-4',
    },
  );
  const gt = buildGtEval(convs, pyJson);
  await write(
    'botchat/GTEval.tsv',
    toDelimited(PAIR_HEADER, gt.map(pairCells), '\t'),
    'model vs GT comparisons, both orders, trimmed to GT length',
    `${gt.length} rows (${long} seeds x 4 models x 2 orders)`,
    {
      role: 'botchat-gteval',
      judge: 'gpt-4',
    },
  );
  const arena8 = buildArena(convs, 8, pyJson);
  const arena16 = buildArena(convs, 16, pyJson);
  await write(
    'botchat/ArenaEval-8.tsv',
    toDelimited(PAIR_HEADER, arena8.map(pairCells), '\t'),
    'model vs model comparisons at N = 8 chats',
    `${arena8.length} rows (30 seeds x 6 pairs x 2 orders)`,
    {
      role: 'botchat-arena',
      judge: 'gpt-4',
      setting: 'N=8',
    },
  );
  await write(
    'botchat/ArenaEval-16.tsv',
    toDelimited(PAIR_HEADER, arena16.map(pairCells), '\t'),
    'model vs model comparisons at N = 16 chats',
    `${arena16.length} rows (30 seeds x 6 pairs x 2 orders)`,
    {
      role: 'botchat-arena',
      judge: 'gpt-4',
      setting: 'N=16',
    },
  );
  const lb = buildLeaderboard(convs, uni, gt, arena8, arena16);
  await write(
    'botchat/lb.csv',
    lb.text,
    'published-style leaderboard (values computed from the demo judgments, see below)',
    '4 rows',
    {
      role: 'botchat-leaderboard',
    },
  );

  // ---- Bad-case gallery: BotChat-format examples picked from the demo conversations, curated tags ----
  for (const f of buildGalleryDemo(convs)) await write(f.path, f.text, f.what, f.count, f.manifest);

  // ---- HCG ----
  const hcg = buildHcg();
  const jsonl = (items: readonly unknown[]) => items.map((x) => pyJson(x)).join('\n') + '\n';
  const data = 'hcg/Evaluation/data_oasst';
  const result = 'hcg/Evaluation/result_oasst/GPT4o_Evaluator';
  const summary = 'hcg/Evaluation/result_summary_oasst/GPT4o_Evaluator';
  await write(
    `${data}/${HCG_REAL_FILE}`,
    jsonl(hcg.real),
    '"real" dialogues (stand-in for OASST; the ground truth)',
    '12 lines',
    { role: 'hcg-dialogues', setting: '6' },
  );
  await write(
    `${data}/${HCG_DEMO_FILE}`,
    jsonl(hcg.demo),
    'simulated dialogues, inquirer DemoBot, responder GPT4oMini',
    '12 lines',
    { role: 'hcg-dialogues', setting: '6' },
  );
  await write(
    `${result}/uni_eval/${HCG_REAL_FILE}`,
    jsonl(hcg.realUni),
    'Uni-Eval of the real dialogues (line-aligned)',
    '12 lines',
    { role: 'hcg-uni', judge: 'GPT4o', setting: '6' },
  );
  await write(
    `${result}/uni_eval/${HCG_DEMO_FILE}`,
    jsonl(hcg.demoUni),
    'Uni-Eval of the DemoBot dialogues (line-aligned)',
    '12 lines',
    { role: 'hcg-uni', judge: 'GPT4o', setting: '6' },
  );
  await write(
    `${result}/gt_eval/${HCG_GT_FILE}`,
    jsonl(hcg.gt),
    'GT-Eval: conversation 1 = real, conversation 2 = DemoBot (line-aligned)',
    '12 lines',
    { role: 'hcg-gt', judge: 'GPT4o', setting: '6' },
  );
  const result2 = 'hcg/Evaluation/result_oasst/Claude_Evaluator';
  await write(
    `${result2}/uni_eval/${HCG_REAL_FILE}`,
    jsonl(hcg.realUni2),
    'a second judge (Claude) on the real dialogues, for the judges page (line-aligned)',
    '12 lines',
    { role: 'hcg-uni', judge: 'Claude', setting: '6' },
  );
  await write(
    `${result2}/uni_eval/${HCG_DEMO_FILE}`,
    jsonl(hcg.demoUni2),
    'the second judge (Claude) on the DemoBot dialogues (line-aligned)',
    '12 lines',
    { role: 'hcg-uni', judge: 'Claude', setting: '6' },
  );
  const realUniSummary = uniSummary(hcg.realUni);
  const demoUniSummary = uniSummary(hcg.demoUni);
  const gtSummaryText = gtSummary(hcg.gt, HCG_REAL_FILE, HCG_DEMO_FILE);
  await write(
    `${summary}/uni_eval/${HCG_REAL_FILE}`,
    realUniSummary,
    'published-style summary of the real Uni-Eval',
    '4 lines',
    { role: 'hcg-summary', judge: 'GPT4o' },
  );
  await write(
    `${summary}/uni_eval/${HCG_DEMO_FILE}`,
    demoUniSummary,
    'published-style summary of the DemoBot Uni-Eval',
    '4 lines',
    { role: 'hcg-summary', judge: 'GPT4o' },
  );
  await write(
    `${summary}/gt_eval/${HCG_GT_FILE}`,
    gtSummaryText,
    'published-style summary of the GT-Eval',
    '8 lines',
    { role: 'hcg-summary', judge: 'GPT4o' },
  );

  // ---- Arena-style battles ----
  await write(
    'arena/battles.jsonl',
    buildBattles(),
    'Chatbot-Arena-style battles among 5 invented models',
    `${BATTLE_COUNT + 2} lines (${BATTLE_COUNT} valid + 2 planted)`,
    {
      role: 'battles',
      benchmark: 'demo-arena',
    },
  );

  // ---- Preference labelling ("Omni" guide) ----
  const preference = buildPreferenceDemo();
  await write(
    'preference/labels.jsonl',
    preference.jsonl,
    'preference labels: 8 conversations, 3 raters, 4 invented models (docs/preference-labels.md)',
    `${preference.rows.length} lines (${preference.labelled} rated + ${preference.rejected} rejected tasks + 2 planted bad rows)`,
    { role: 'preference-labels' },
  );
  await write(
    'preference/labels.csv',
    preference.csv,
    'the same labels as labels.jsonl in the CSV layout (twin; deliberately NOT listed in the manifest)',
    `${preference.rows.length} rows`,
  );
  // ---- Meena SSA and FED ----
  // ---- Leaderboard history: dated snapshots of the demo Arena and its methodology changelog ----
  const history = buildHistorySnapshots();
  await write(
    'history/arena-snapshots.csv',
    history.csv,
    `dated leaderboard snapshots of the demo Arena (${history.joins} joins late on few battles, ${history.leaves} leaves)`,
    `${history.rows} scores on ${HISTORY_DATES.length} dates`,
    { role: 'score-snapshots' },
  );
  await write('CHANGES.md', buildChangelog(), "the demo Arena's methodology changelog", '2 entries', {
    role: 'changelog',
  });
  const ssaReadme = await writeSsaDemo(write);
  // ---- ruTiE (MERA) ----
  const rutie = buildRutieDemo();
  for (const f of rutie.files) await write(f.path, f.data, f.what, f.count, f.manifest);

  // ---- Twin fixture for the ingest tests ----
  const fixture = convTable.slice(0, FIXTURE_SEEDS);
  await put(join(FIXTURE_DIR, 'MuTualTest-convs.tsv'), toDelimited(CONV_HEADER, fixture, '\t'));
  await put(
    join(FIXTURE_DIR, 'MuTualTest-convs.xlsx'),
    await xlsxBytes([CONV_HEADER, ...fixture] as XlsxCell[][]),
  );

  // ---- Manifest ----
  const models: Record<string, { display: string; aliases: string[] }> = {};
  for (const m of BATTLE_MODELS) models[m.id] = { display: m.display, aliases: [...m.aliases] };
  models.DemoBot = { display: 'DemoBot (demo inquirer)', aliases: [] };
  for (const m of PREFERENCE_MODELS) models[m.id] = { display: m.display, aliases: [...m.aliases] };
  Object.assign(models, SSA_DEMO_MODELS);
  Object.assign(models, rutie.models);
  const manifest = {
    title: 'Parley demo',
    demo: true,
    description:
      'Invented demonstration data written for Parley by scripts/make-demo-content.ts: BotChat-style conversations and judgments for four models on 30 made-up seeds, a tiny HCG-style study, Arena-style battles among five invented models, preference labels of four invented models by three raters, SSA labels and FED-style ratings for five versions of an invented bot, and a short ruTiE dialog with three invented submissions and two human pools. No real study; every number is synthetic, and some rows are deliberately broken to show the data-quality page.',
    files: manifestFiles,
    models,
    bootstrap: { seed: DEMO_SEED, rounds: 1000 },
    // Invented prices (US dollars per million tokens) for three of the BotChat-style models, none for Vicuna-13B:
    // the BotChat view shows the cost column, a dash, and the Pareto figure (decision 0174).
    prices: {
      gpt4: { input: 10, output: 30 },
      'qwen-7b-chat': { input: 0.2, output: 0.2 },
      'llama2-7b': { input: 0.1, output: 0.1 },
    },
  };
  await put(join(OUT, 'parley.manifest.json'), JSON.stringify(manifest, null, 2) + '\n');

  // ---- README ----
  const uniPlants = plantedLines(UNI_HEADER, uni, uniCells, (r) => r.index);
  const gtPlants = plantedLines(PAIR_HEADER, gt, pairCells, (r) => r.cmp_index);
  const hostileUni = uni.findIndex((r) => r.index === `${HOSTILE_SEED};${HOSTILE_MODEL}`);
  const hostileUniLine = rowStartLines(UNI_HEADER, uni.map(uniCells))[hostileUni] ?? 0;
  const hostileConvLine = convs.findIndex((c) => c.seed.id === HOSTILE_SEED) + 2;
  const readme = renderReadme({
    uniPlants: uniPlants.out,
    uniLastLine: uniPlants.lastLine,
    gtPlants: gtPlants.out,
    gtLastLine: gtPlants.lastLine,
    hostileUniLine,
    hostileConvLine,
    lb: lb.rows,
    summaries: { realUni: realUniSummary, demoUni: demoUniSummary, gt: gtSummaryText },
  });
  await put(join(OUT, 'README.md'), `${readme}${preferenceReadme(preference)}\n${ssaReadme}${rutie.readme}`);
  process.stderr.write(
    `wrote ${inventory.length + 2} files to ${OUT} and 2 fixture files to ${FIXTURE_DIR}\n`,
  );
}

interface ReadmeFacts {
  uniPlants: { what: string; line: number; lastLine: number; dataRow: number; key: string }[];
  uniLastLine: number;
  gtPlants: { what: string; line: number; lastLine: number; dataRow: number; key: string }[];
  gtLastLine: number;
  hostileUniLine: number;
  hostileConvLine: number;
  lb: Record<string, string>[];
  summaries: { realUni: string; demoUni: string; gt: string };
}

function renderReadme(f: ReadmeFacts): string {
  const fileRows = inventory.map(
    (i) =>
      `| \`${i.path}\` | ${i.listed ? manifestFiles.find((m) => m.path === i.path)?.role : '(not listed)'} | ${i.what} | ${i.count} |`,
  );
  const uni = f.uniPlants.map(
    (p) =>
      `| \`botchat/UniEval.tsv\` | ${lines(p.line, p.lastLine)} (data row ${p.dataRow}) | \`${p.key}\` | ${p.what} |`,
  );
  const gtp = f.gtPlants.map(
    (p) =>
      `| \`botchat/GTEval.tsv\` | ${lines(p.line, p.lastLine)} (data row ${p.dataRow}) | \`${p.key}\` | ${p.what} |`,
  );
  const lbHeader = Object.keys(f.lb[0] ?? {});
  const indent = (s: string) =>
    s
      .trimEnd()
      .split('\n')
      .map((l) => `    ${l}`)
      .join('\n');
  return `# Parley demo data

**Everything in this folder is invented demonstration data, written for Parley by
\`scripts/make-demo-content.ts\` (seeded, deterministic: re-running it rewrites identical bytes).
It is not from any real study.** Conversations, judge answers, scores and model names were made up
(the BotChat model names are used only so that Parley's built-in alias table applies). The manifest sets
\`"demo": true\`, so every page of a site built from it says so.

Regenerate with \`npx node scripts/make-demo-content.ts\`. The generator also writes a 5-seed twin of the
conversation files to \`test/fixtures/botchat-twins/\` (\`MuTualTest-convs.tsv\` and \`.xlsx\`).

## Files

| path | manifest role | what | records |
|---|---|---|---|
${fileRows.join('\n')}

Layouts follow the originals: TSVs are written exactly as pandas \`to_csv(sep='\\t', index=False)\` writes them
(LF line ends; a field holding a tab, a quote or a newline is quoted with \`"\`, inner quotes doubled); chat
arrays and JSONL lines as Python's \`json.dumps\` writes them (\`", "\` separators, non-ASCII escaped as
\`\\uXXXX\`). **Line numbers below are physical lines, counting the header as line 1.** Judge answers hold real
newlines (\`Choice: ...\\nIndex: ...\\nReason: ...\`), so most rows of \`UniEval.tsv\` (3 lines) and of the
pairwise files (2 lines) span several physical lines; a row's line is the line where it starts.
\`MuTualTest-convs.tsv\` has one line per row (its chats are JSON-escaped). JSONL files have no header: line 1
is the first record.

The BotChat models use BotChat's spellings: conversation columns \`GPT-4\`, \`Vicuna-13B\`, \`LLaMA2-7B\`,
\`Qwen-7B\`; judgment files \`gpt4\`, \`vicuna-13b-v1.5\`, \`llama2-7b\`, \`qwen-7b-chat\`, \`GT\`; lb.csv
\`GPT-4\`, \`Vicuna-13B\`, \`Llama2-7B\`, \`Qwen-7B-Chat\`. They behave differently on purpose: GPT-4 mostly passes
(when caught, late, by scripted farewells), Vicuna-13B drifts into generic upbeat advice, LLaMA2-7B is caught
early by long assistant-like chats ("As an AI language model..."), Qwen-7B writes very short chats and falls into
repeated "Bye!" loops. A few ground-truth dialogues are flagged by the judge too (judges are not perfect), and
pairwise verdicts carry some noise, so verdicts sometimes flip when the order flips.

\`MuTualTest-convs.xlsx\` holds the same records as \`MuTualTest-convs.tsv\`. It is deliberately left out of
the manifest's \`files\` (reading both would duplicate every conversation); Parley reports it as skipped,
not listed in the manifest.

## Planted problems (each must be reported, none may crash the build or be silently dropped)

| file | where | key | problem |
|---|---|---|---|
${uni.join('\n')}
${gtp.join('\n')}
| \`arena/battles.jsonl\` | line ${BATTLE_BAD_WINNER_LINE} | \`cedar-34b\` vs \`birch-13b\` | winner \`model_c\` (not model_a, model_b, tie or tie (bothbad)) |
| \`arena/battles.jsonl\` | line ${BATTLE_COUNT + 2} (last line, no final newline) | - | truncated record: invalid JSON |

\`UniEval.tsv\` has ${f.uniLastLine} physical lines; \`GTEval.tsv\` ${f.gtLastLine}. The unknown-model row is an
extra 151st data row, so all 150 regular judgments (30 seeds x 5) are still present, two of them unparsed and
one with an unreadable conversation.

Also deliberate, but valid input (should be read without complaint):
- \`botchat/lb.csv\` starts with a UTF-8 byte-order mark and uses CRLF line ends, like BotChat's own lb.csv.
- In \`${'hcg/Evaluation/result_oasst/GPT4o_Evaluator/uni_eval/' + HCG_DEMO_FILE}\`, line ${HCG_NUMERIC_INDEX_LINE} has \`"index": 3\`
  (a JSON number, not a string), as some of HCG's own files do.
- \`arena/battles.jsonl\` spells models several ways (\`alder-7b\`, \`alder-7b-chat\`, \`Alder-7B-Chat\`, \`Cedar 34B\`...);
  the manifest's \`models\` maps every spelling to one id.
- The real stand-in \`${'hcg/Evaluation/data_oasst/' + HCG_REAL_FILE}\` has only \`conversation_id\`, \`conversation\`,
  \`turns\`, \`task_summary\` (no \`inquirer_model\`, \`responder_model\`, \`token_usage\`), as HCG's real OASST file;
  the DemoBot file has all seven keys, and its \`conversation_id\` keeps only the first two ids (the rest \`""\`).
- Chats contain non-ASCII text (curly apostrophes, \`\u00b0C\`, emoji), written as JSON \`\\u\` escapes.

## Hostile text (escaping test)

The ${HOSTILE_MODEL} conversation of seed ${HOSTILE_SEED} carries hostile text as ordinary conversation content,
in chats 3-8: \`<script>alert(1)</script>\`, \`<img src=x onerror=alert(2)>\`, a markdown link
\`[click here](javascript:alert(3))\`, \`</textarea>\`, and chat 7 starts with the CSV formula
\`=HYPERLINK("http://x","y")\`. It appears in \`botchat/MuTualTest-convs.tsv\` (line ${f.hostileConvLine}, column
\`Vicuna-13B\`) and its xlsx twin, in \`botchat/UniEval.tsv\` (row starting at line ${f.hostileUniLine}), in
\`botchat/GTEval.tsv\` (trimmed to the seed's 4 GT chats, so chats 3-4 only) and in both Arena files. A built
site must show all of it as text: nothing may execute, no link may use \`javascript:\`, and CSV downloads must
neutralise the leading \`=\`.

## How the "published" numbers were made

\`botchat/lb.csv\` is not invented at random: the generator computed it from the demo judgments, so a correct
reproduction should match it. Definitions (values rounded to one decimal, printed without a trailing \`.0\`):
- \`Uni_Eval_16\`, \`Uni_Eval_8\`: % of the model's \`UniEval.tsv\` rows whose first AI chat is after chat N
  (\`Choice: No\` passes; \`Choice: Yes\` with \`Index: None\` fails), over rows that have a \`Choice:\` line and a
  readable conversation (the planted unparsed and broken rows are left out of the denominator).
- \`Win_Tie_Rate\`: % of the model's \`GTEval.tsv\` comparisons (both orders) that it wins or ties (\`Both\` and
  \`Neither\` are ties); the unreadable \`Choice: Unsure\` row is left out.
- \`ELO_16\`, \`ELO_8\`: Elo over \`ArenaEval-16.tsv\` / \`ArenaEval-8.tsv\` in file order, initial 1000, scale 400,
  base 10, K = 32, ties (\`Both\`, \`Neither\`) counting half. Elo in file order depends on that order (with K = 32 the
  last few dozen comparisons weigh most), which is why a model can have a higher win rate but a lower Elo here;
  an order-free Bradley-Terry rating on the same comparisons will differ.
- \`Length\`: mean cl100k_base token count of the generated chats (chat 3 on) in \`MuTualTest-convs.tsv\`.

| ${lbHeader.join(' | ')} |
|${lbHeader.map(() => '---').join('|')}|
${f.lb.map((r) => `| ${lbHeader.map((h) => r[h] ?? '').join(' | ')} |`).join('\n')}

The HCG summaries are computed from the judgment files by HCG's rules (pass = \`"No"\`; A better =
\`"Conversation 2"\`; B better = \`"Conversation 1"\`; both failed = \`"Both"\`; both passed = \`"Neither"\`;
rates as Python's float repr, indistinguishable rate = (n - A better)/n from the counts, as the study's own summaries):

\`uni_eval/${HCG_REAL_FILE}\`:

${indent(f.summaries.realUni)}

\`uni_eval/${HCG_DEMO_FILE}\`:

${indent(f.summaries.demoUni)}

\`gt_eval/${HCG_GT_FILE}\`:

${indent(f.summaries.gt)}

## Arena battles

\`arena/battles.jsonl\`: ${BATTLE_COUNT} valid battles \`{"model_a", "model_b", "winner", "question_id", "judge"}\` among
${BATTLE_MODELS.map((m) => `\`${m.id}\``).join(', ')} (hidden strengths in that order, strongest first), winners drawn from a
Bradley-Terry model with 15% \`tie\` and 5% \`tie (bothbad)\`; judges \`gpt-4\` and \`human\`. Manifest benchmark:
\`demo-arena\`.
`;
}

await main();

// Writes BotChat-format data at a chosen scale: 547·s seeds x 14 models, with conversations, ground truth,
// Uni-Eval, GT and Arena (N = 8, 16) judgments whose rates and lengths follow BotChat's published figures.
// Streams every file to disk, so 100x (about 15 GB) needs no more memory than 1x. All text is invented.
import { join } from 'node:path';
import { createRandom } from '../../src/stats/random.ts';
import { chatsJson, createNullWriter, createTextWriter as createFileWriter, tsvLine } from './textWriter.ts';

/** Seeds in BotChat's data (MuTual-Test starts); scale s writes 547·s seeds. */
export const BOTCHAT_SEEDS = 547;
/** Chats in every model conversation (the first two are the seed). */
export const CONVERSATION_CHATS = 16;
/** Seed chats at the start of every model conversation. */
const SEED_CHATS = 2;

/**
 * The 14 models with the published values the generator follows: lb.csv's Length (mean cl100k tokens per
 * generated chat), Uni_Eval_16 / Uni_Eval_8 (pass rates), ELO_16, and the GT table's win / tie / lose %
 * (mission spec, BotChat figure 5). `column` is the conversation file's spelling, `judged` the judgment files'.
 */
export const SCALE_MODELS = [
  {
    judged: 'gpt4',
    column: 'GPT-4',
    length: 30.5,
    pass16: 0.651,
    pass8: 0.861,
    elo: 1167.2,
    wtl: [26.4, 46.8, 26.8],
  },
  {
    judged: 'vicuna-13b-v1.5',
    column: 'Vicuna-13B',
    length: 32.0,
    pass16: 0.55,
    pass8: 0.804,
    elo: 1113.3,
    wtl: [22.3, 45.7, 32.0],
  },
  {
    judged: 'qwen-14b-chat',
    column: 'Qwen-14B',
    length: 28.7,
    pass16: 0.26,
    pass8: 0.775,
    elo: 1046.5,
    wtl: [20.3, 46.8, 32.9],
  },
  {
    judged: 'internlm-20b-chat',
    column: 'InternLM-20B',
    length: 24.4,
    pass16: 0.362,
    pass8: 0.766,
    elo: 1094.4,
    wtl: [16.0, 48.2, 35.8],
  },
  {
    judged: 'vicuna-7b-v1.5',
    column: 'Vicuna-7B',
    length: 37.5,
    pass16: 0.294,
    pass8: 0.647,
    elo: 1050.8,
    wtl: [16.7, 39.0, 44.4],
  },
  {
    judged: 'qwen-7b-chat',
    column: 'Qwen-7B',
    length: 20.7,
    pass16: 0.159,
    pass8: 0.594,
    elo: 1014.2,
    wtl: [15.5, 38.5, 45.9],
  },
  {
    judged: 'baichuan2-13b',
    column: 'Baichuan2-13B',
    length: 58.0,
    pass16: 0.223,
    pass8: 0.634,
    elo: 1021.6,
    wtl: [19.4, 27.7, 52.9],
  },
  {
    judged: 'internlm-7b-chat',
    column: 'InternLM-7B',
    length: 20.1,
    pass16: 0.068,
    pass8: 0.59,
    elo: 1020.3,
    wtl: [11.7, 34.9, 53.4],
  },
  {
    judged: 'gpt35',
    column: 'GPT-3.5-Turbo',
    length: 124.9,
    pass16: 0.219,
    pass8: 0.426,
    elo: 998.8,
    wtl: [25.9, 9.9, 64.2],
  },
  {
    judged: 'chatglm2-6b',
    column: 'ChatGLM2-6B',
    length: 44.9,
    pass16: 0.053,
    pass8: 0.43,
    elo: 962.3,
    wtl: [10.1, 23.6, 66.2],
  },
  {
    judged: 'claude2',
    column: 'Claude-2',
    length: 197.3,
    pass16: 0.09,
    pass8: 0.176,
    elo: 944.5,
    wtl: [19.1, 2.3, 78.6],
  },
  {
    judged: 'llama2-7b',
    column: 'LLaMA2-7B',
    length: 191.0,
    pass16: 0.049,
    pass8: 0.166,
    elo: 846.5,
    wtl: [10.6, 1.8, 87.6],
  },
  {
    judged: 'llama2-70b',
    column: 'LLaMA2-70B',
    length: 193.7,
    pass16: 0.146,
    pass8: 0.265,
    elo: 912.7,
    wtl: [9.5, 1.8, 88.7],
  },
  {
    judged: 'llama2-13b',
    column: 'LLaMA2-13B',
    length: 199.0,
    pass16: 0.077,
    pass8: 0.234,
    elo: 841.5,
    wtl: [8.8, 1.8, 89.4],
  },
] as const;

/** GT chat counts of the 222 seeds with at least 4 chats (BotChat README, "#round"); 325 seeds have 2 or 3. */
const GT_ROUNDS: readonly [number, number][] = [
  [4, 55],
  [5, 22],
  [6, 26],
  [7, 23],
  [8, 19],
  [9, 16],
  [10, 21],
  [11, 18],
  [12, 7],
  [13, 7],
  [14, 3],
  [15, 5],
];
const GT_SHORT_SEEDS = 325;
/** Model pairs compared per seed in each Arena file (both orders are written). */
const ARENA_PAIRS_PER_SEED = 8;
/** Share of Arena verdicts that are ties, and of ties that are "Both" (the rest "Neither"). */
const ARENA_TIES = 0.35;
const BOTH_SHARE_OF_TIES = 0.03;
/** Share of judge answers written without a readable Choice line (real judges do this now and then). */
const UNPARSED_SHARE = 0.002;

const WORDS = (
  'the a to and of you I it is that in we do what for so was have are just not on with my be this but me at ' +
  'think really know like your can all good about so yeah well oh maybe time day week weekend tomorrow ' +
  'tonight movie coffee dinner work home school friend family train bus ticket party music book weather ' +
  'rain sunny cold hot tired busy happy sorry great sure fine okay right thanks please want need go going ' +
  'come see look said told call meet late early again still already never always sometimes there here ' +
  'they he she our their would could should will might must price shop buy money cheap expensive room ' +
  'office meeting project boss holiday trip plane hotel beach city park dog cat kids mother father sister ' +
  'brother wife husband doctor hospital sick better worse interesting wonderful terrible absolutely ' +
  'certainly definitely appreciate understand suggest recommend important experience perspective'
).split(' ');
const OPENERS = ['Oh', 'Well', 'Yeah', 'Hmm', 'Sure', 'Really', 'Honestly', 'Okay', 'Wow', 'Right'];
const REASONS_AI = [
  'the speaker answers like a helpful assistant, with long, polished and overly formal sentences',
  'the reply repeats the previous turn almost word for word, which people rarely do in casual talk',
  'the speaker offers a structured list of suggestions, unlike a person chatting with a friend',
  'the chat mentions being an AI language model and cannot have personal experiences',
  'the response is far longer than the rest and reads like generated text',
];
const REASONS_HUMAN = [
  'The conversation flows naturally, with short, casual replies and small talk typical of people.',
  'Both speakers use informal language and react to each other like friends do.',
  'Nothing in the chats stands out as machine-written; the turns are brief and specific.',
];

type Rng = () => number;

function pick<T>(rng: Rng, xs: readonly T[]): T {
  return xs[Math.floor(rng() * xs.length)]!;
}

/** A standard normal draw (Box-Muller). */
function normal(rng: Rng): number {
  return Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
}

/**
 * One chat of about `tokens` cl100k tokens (log-normal around the model's mean; common English words are one
 * token each, punctuation one more).
 */
function chat(rng: Rng, meanTokens: number): string {
  const words = Math.max(2, Math.round(meanTokens * 0.85 * Math.exp(0.45 * normal(rng) - 0.1)));
  const out: string[] = [pick(rng, OPENERS) + ','];
  for (let i = 1; i < words; i++) {
    const w = WORDS[Math.floor(rng() * WORDS.length)]!;
    out.push(i % 11 === 0 ? `${w}.` : w);
  }
  return `${out.join(' ')}${rng() < 0.3 ? '?' : '!'}`;
}

function gtRounds(seeds: number, rng: Rng): number[] {
  // The published mix, repeated per 547 seeds, then shuffled so long and short seeds interleave.
  const base: number[] = [];
  for (const [n, k] of GT_ROUNDS) for (let i = 0; i < k; i++) base.push(n);
  for (let i = 0; i < GT_SHORT_SEEDS; i++) base.push(i % 2 === 0 ? 2 : 3);
  const out: number[] = [];
  while (out.length < seeds) out.push(...base);
  out.length = seeds;
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The first chat a Uni-Eval judge flags: null (passes all 16) with P = pass16; ≤ 8 with P = 1 − pass8. */
function firstAi(rng: Rng, pass16: number, pass8: number): number | null {
  const u = rng();
  if (u < pass16) return null;
  if (u < pass8) return 9 + Math.floor(rng() * 8);
  return SEED_CHATS + 1 + Math.floor(rng() * (8 - SEED_CHATS));
}

function uniAnswer(rng: Rng, first: number | null): string {
  if (rng() < UNPARSED_SHARE)
    return 'I am not able to tell from these chats alone whether an AI took part.\nReason: too little context.';
  if (first === null) return `Choice: No\nIndex: None\nReason: ${pick(rng, REASONS_HUMAN)}`;
  return `Choice: Yes\nIndex: ${first}\nReason: In chat ${first}, ${pick(rng, REASONS_AI)}.`;
}

function pairAnswer(rng: Rng, choice: 'Conversation 1' | 'Conversation 2' | 'Both' | 'Neither'): string {
  if (rng() < UNPARSED_SHARE) return 'Choice: Unsure\nReason: The two conversations are too similar to call.';
  const why =
    choice === 'Neither'
      ? pick(rng, REASONS_HUMAN)
      : choice === 'Both'
        ? `Both conversations look AI involved: ${pick(rng, REASONS_AI)}.`
        : `In ${choice}, ${pick(rng, REASONS_AI)}.`;
  return `Choice: ${choice}\nReason: ${why}`;
}

export interface BotchatScaleSummary {
  dir: string;
  seed: number;
  scale: number;
  seeds: number;
  files: { file: string; rows: number; bytes: number }[];
}

/**
 * Writes `MuTualTest-convs.tsv`, `MuTual_test.tsv` (ground truth, as TSV: the layout of MuTual_test.xlsx),
 * `UniEval.tsv`, `GTEval.tsv`, `ArenaEval-8.tsv` and `ArenaEval-16.tsv` into `dir`.
 */
export function writeBotchatScale(
  dir: string,
  scale: number,
  seed: number,
  only?: readonly string[],
): BotchatScaleSummary {
  // Files not asked for are generated (the random stream is shared) but not written.
  const createTextWriter = (path: string) =>
    !only || only.some((f) => path.endsWith(`/${f}`)) ? createFileWriter(path) : createNullWriter();
  const seeds = Math.round(BOTCHAT_SEEDS * scale);
  const rng = createRandom(seed);
  const rounds = gtRounds(seeds, rng);
  const files: BotchatScaleSummary['files'] = [];
  const convs = createTextWriter(join(dir, 'MuTualTest-convs.tsv'));
  const gt = createTextWriter(join(dir, 'MuTual_test.tsv'));
  const uni = createTextWriter(join(dir, 'UniEval.tsv'));
  const gte = createTextWriter(join(dir, 'GTEval.tsv'));
  const arena = [8, 16].map((n) => ({ n, w: createTextWriter(join(dir, `ArenaEval-${n}.tsv`)), rows: 0 }));
  convs.write(tsvLine(['index', 'nround', ...SCALE_MODELS.map((m) => m.column)]));
  gt.write(tsvLine(['index', 'conv-GT', 'nround']));
  uni.write(tsvLine(['model', 'qidx', 'index', 'conversation', 'gpt4']));
  const pairHeader = tsvLine(['cmp_index', 'A', 'B', 'conversation1', 'conversation2', 'gpt4']);
  gte.write(pairHeader);
  for (const a of arena) a.w.write(pairHeader);
  let uniRows = 0;
  let gtRows = 0;
  // Arena strengths from the published Elo (N = 16): P(i beats j) = 1 / (1 + 10^((Ej - Ei) / 400)).
  const elo = SCALE_MODELS.map((m) => m.elo);
  for (let s = 0; s < seeds; s++) {
    const id = `MT-${s + 1}`;
    const n = rounds[s]!;
    const gtChats = Array.from({ length: n }, () => chat(rng, 14));
    gt.write(tsvLine([id, chatsJson(gtChats), n]));
    const modelChats = SCALE_MODELS.map((m) => [
      ...gtChats.slice(0, SEED_CHATS),
      ...Array.from({ length: CONVERSATION_CHATS - SEED_CHATS }, () => chat(rng, m.length)),
    ]);
    convs.write(tsvLine([id, n, ...modelChats.map(chatsJson)]));
    // Uni-Eval: every model, then the ground truth (flagged in 10% of seeds).
    SCALE_MODELS.forEach((m, k) => {
      const first = firstAi(rng, m.pass16, m.pass8);
      uni.write(
        tsvLine([m.judged, s, `${id};${m.judged}`, chatsJson(modelChats[k]!), uniAnswer(rng, first)]),
      );
      uniRows++;
    });
    const gtFirst = rng() < 0.1 ? Math.min(n, SEED_CHATS + 1 + Math.floor(rng() * 4)) : null;
    uni.write(tsvLine(['GT', s, `${id};GT`, chatsJson(gtChats), uniAnswer(rng, gtFirst)]));
    uniRows++;
    if (n < 4) continue;
    // GT comparisons: every model against the ground truth, both orders, trimmed to the GT length.
    SCALE_MODELS.forEach((m, k) => {
      const mine = chatsJson(modelChats[k]!.slice(0, n));
      const theirs = chatsJson(gtChats);
      for (const gtFirstShown of [true, false]) {
        const u = rng() * 100;
        const [win, tie] = m.wtl;
        // The model wins when the GT conversation is called AI; loses when its own is.
        const gtSide = gtFirstShown ? 'Conversation 1' : 'Conversation 2';
        const mineSide = gtFirstShown ? 'Conversation 2' : 'Conversation 1';
        const choice =
          u < win ? gtSide : u < win + tie ? (rng() < BOTH_SHARE_OF_TIES ? 'Both' : 'Neither') : mineSide;
        const [A, B, c1, c2] = gtFirstShown ? ['GT', m.judged, theirs, mine] : [m.judged, 'GT', mine, theirs];
        gte.write(tsvLine([`${id};${A};${B}`, A, B, c1, c2, pairAnswer(rng, choice)]));
        gtRows++;
      }
    });
    // Arena: a few model pairs per seed at N = 8 and N = 16, both orders.
    for (const a of arena) {
      const chosen = new Set<number>();
      while (chosen.size < ARENA_PAIRS_PER_SEED) {
        const i = Math.floor(rng() * SCALE_MODELS.length);
        let j = Math.floor(rng() * (SCALE_MODELS.length - 1));
        if (j >= i) j++;
        // Each unordered pair at most once per seed (BotChat compares a pair once, in both orders).
        const key = Math.min(i, j) * SCALE_MODELS.length + Math.max(i, j);
        if (chosen.has(key)) continue;
        chosen.add(key);
        const pi = 1 / (1 + 10 ** ((elo[j]! - elo[i]!) / 400));
        for (const [x, y] of [
          [i, j],
          [j, i],
        ] as const) {
          const u = rng();
          const tie = u < ARENA_TIES;
          const xWins = rng() < (x === i ? pi : 1 - pi);
          const choice = tie
            ? rng() < BOTH_SHARE_OF_TIES
              ? 'Both'
              : 'Neither'
            : xWins
              ? 'Conversation 2'
              : 'Conversation 1';
          const mx = SCALE_MODELS[x]!.judged;
          const my = SCALE_MODELS[y]!.judged;
          a.w.write(
            tsvLine([
              `${id};${mx};${my}`,
              mx,
              my,
              chatsJson(modelChats[x]!.slice(0, a.n)),
              chatsJson(modelChats[y]!.slice(0, a.n)),
              pairAnswer(rng, choice),
            ]),
          );
          a.rows++;
        }
      }
    }
  }
  files.push({ file: 'MuTualTest-convs.tsv', rows: seeds, bytes: convs.close() });
  files.push({ file: 'MuTual_test.tsv', rows: seeds, bytes: gt.close() });
  files.push({ file: 'UniEval.tsv', rows: uniRows, bytes: uni.close() });
  files.push({ file: 'GTEval.tsv', rows: gtRows, bytes: gte.close() });
  for (const a of arena) files.push({ file: `ArenaEval-${a.n}.tsv`, rows: a.rows, bytes: a.w.close() });
  return { dir, seed, scale, seeds, files: only ? files.filter((f) => only.includes(f.file)) : files };
}

// Builds the BotChat-style demo data: model conversations, Uni-Eval, GT and Arena judgments, in memory.
// The file writers (TSV/XLSX) live in the main script; here everything is plain data.
import { DEMO_SEEDS, type DemoSeed } from './botchatSeeds.ts';
import {
  CLEAN_REASONS,
  CONVERSATION_CHATS,
  DEMO_MODELS,
  fill,
  GT_FLAG_REASON,
  GT_PAIR_REASON,
  NEAT_REASON,
  NEITHER_REASONS,
  ordinal,
  POOLS,
  STYLES,
  type DemoModelId,
} from './botchatStyles.ts';
import { rngFor, type Rng } from './rng.ts';

/** One seed's conversations: every model's 16 chats and where each gives itself away. */
export interface SeedConversations {
  seed: DemoSeed;
  chats: Record<DemoModelId, string[]>;
  /** 1-based first chat that gives the model away, or null. */
  tellAt: Record<DemoModelId, number | null>;
  /** The judge's first AI chat for the ground truth, or null (a human dialogue flagged by mistake). */
  gtFlagAt: number | null;
}

/** The seed whose Vicuna-13B conversation carries hostile text (escaping test). */
export const HOSTILE_SEED = 'MT-7';
export const HOSTILE_MODEL: DemoModelId = 'vicuna-13b-v1.5';
/** Chats 3..8 of that conversation: markup, a javascript: link, a textarea breaker and a CSV formula. */
export const HOSTILE_CHATS = [
  'It shows <script>alert(1)</script> right at the top, as plain text. He must have pasted it into the wrong box.',
  'Ha, classic. Is there a broken picture too? People paste things like <img src=x onerror=alert(2)> and then wonder why it\u2019s blank.',
  'Yes, exactly that! He also put a link in his bio: [click here](javascript:alert(3)). I told him not to, but he never listens.',
  'Oh no. And the comment box? Last time someone typed </textarea> into mine and the whole form fell apart.',
  '=HYPERLINK("http://x","y") is what he typed into his visitor spreadsheet, by the way. It\u2019s a mess.',
  'Okay, I\u2019ll come over tonight and clean it all up. Bring snacks!',
];
const HOSTILE_TELL_AT = 13;

/** Draws from the named pools without repeating a phrase until the pool is used up. */
function drawer(rng: Rng, seed: DemoSeed): (pool: string) => string {
  const decks = new Map<string, string[]>();
  return (pool) => {
    let deck = decks.get(pool);
    if (!deck || deck.length === 0) {
      deck = rng.shuffle(POOLS[pool] ?? []);
      decks.set(pool, deck);
    }
    return fill(deck.pop() ?? '', seed);
  };
}

function modelConversation(seed: DemoSeed, model: DemoModelId): { chats: string[]; tellAt: number | null } {
  const style = STYLES[model];
  const rng = rngFor(`conv:${seed.id}:${model}`);
  const hostile = seed.id === HOSTILE_SEED && model === HOSTILE_MODEL;
  const tellAt = hostile ? HOSTILE_TELL_AT : style.tellAt(rng);
  const next = drawer(rng, seed);
  const chats = seed.gt.slice(0, 2);
  for (let k = 3; k <= CONVERSATION_CHATS; k++) {
    if (hostile && k - 3 < HOSTILE_CHATS.length) chats.push(HOSTILE_CHATS[k - 3] ?? '');
    else if (tellAt !== null && k >= tellAt)
      chats.push(fill(style.tell[(k - tellAt) % style.tell.length] ?? '', seed));
    else chats.push(style.chat(next, rng));
  }
  return { chats, tellAt };
}

/** Every seed's conversations, deterministic. */
export function buildConversations(): SeedConversations[] {
  return DEMO_SEEDS.map((seed) => {
    const chats = {} as Record<DemoModelId, string[]>;
    const tellAt = {} as Record<DemoModelId, number | null>;
    for (const m of DEMO_MODELS) {
      const c = modelConversation(seed, m.id);
      chats[m.id] = c.chats;
      tellAt[m.id] = c.tellAt;
    }
    const g = rngFor(`gtflag:${seed.id}`);
    const gtFlagAt = g.chance(0.15) ? g.int(Math.min(3, seed.gt.length), seed.gt.length) : null;
    return { seed, chats, tellAt, gtFlagAt };
  });
}

/** The opening words of a chat, on one line, for quoting in a reason. */
function opening(chat: string): string {
  const one = chat.replace(/\s+/g, ' ').trim();
  const words = one.split(' ');
  return words.length <= 9 ? one : `${words.slice(0, 9).join(' ')}...`;
}

/** A Uni-Eval answer in BotChat's raw text layout. */
export function uniAnswer(
  chats: readonly string[],
  flagAt: number | null,
  reasonTemplate: string,
  rng: Rng,
): string {
  if (flagAt === null) return `Choice: No\nIndex: None\nReason: ${rng.pick(CLEAN_REASONS)}`;
  const reason = reasonTemplate
    .replace('{ord}', ordinal(flagAt))
    .replace('{quote}', opening(chats[flagAt - 1] ?? ''));
  return `Choice: Yes\nIndex: ${flagAt}\nReason: ${reason}`;
}

export interface UniRow {
  model: string;
  qidx: number;
  index: string;
  conversation: string;
  gpt4: string;
  /** Why this row is in the file: a planted problem's label, or undefined for an ordinary row. */
  planted?: string;
}

export interface PairRow {
  cmp_index: string;
  A: string;
  B: string;
  conversation1: string;
  conversation2: string;
  gpt4: string;
  planted?: string;
}

/** One side of a pairwise comparison: who, the chats shown, and whether the chats give it away. */
interface Side {
  model: string;
  chats: string[];
  flagged: boolean;
  /** What the judge says when this side is the AI-looking one. */
  reason: string;
}

type Choice = 'Conversation 1' | 'Conversation 2' | 'Both' | 'Neither';

/**
 * The pairwise judge: the side whose chats give it away is AI-involved; with probability `noise` the verdict is
 * replaced by another (judges are not perfect, and each order is judged on its own, so verdicts can flip).
 */
export function pairAnswer(one: Side, two: Side, rng: Rng, noise: number): string {
  let choice: Choice =
    one.flagged && two.flagged
      ? 'Both'
      : one.flagged
        ? 'Conversation 1'
        : two.flagged
          ? 'Conversation 2'
          : 'Neither';
  let noisy = false;
  if (rng.chance(noise)) {
    noisy = true;
    if (choice === 'Neither') choice = rng.chance(0.6) ? 'Conversation 1' : 'Conversation 2';
    else if (choice === 'Both') choice = rng.chance(0.5) ? 'Conversation 1' : 'Conversation 2';
    else choice = rng.chance(0.5) ? 'Both' : 'Neither';
  }
  const why = (s: Side) => (s.flagged ? s.reason : NEAT_REASON);
  let reason: string;
  switch (choice) {
    case 'Conversation 1':
      reason = `In Conversation 1, ${why(one)}. Conversation 2 reads like two people chatting.`;
      break;
    case 'Conversation 2':
      reason = `In Conversation 2, ${why(two)}. Conversation 1 reads like two people chatting.`;
      break;
    case 'Both':
      reason = `Both conversations look AI involved: in Conversation 1, ${why(one)}; in Conversation 2, ${why(two)}.`;
      break;
    case 'Neither':
      reason = rng.pick(NEITHER_REASONS);
      if (noisy) reason += ' Neither shows a clear giveaway in these chats.';
      break;
  }
  return `Choice: ${choice}\nReason: ${reason}`;
}

/** The ids of the rows planted in UniEval.tsv, keyed by `seed;model`. */
export const UNI_PLANTS = {
  noChoiceA: 'MT-12;qwen-7b-chat',
  noChoiceB: 'MT-25;vicuna-13b-v1.5',
  yesWithoutIndex: 'MT-19;llama2-7b',
  brokenJson: 'MT-4;gpt4',
  unknownModel: 'MT-3;mystery-bot',
} as const;

/**
 * UniEval rows: every model's 16-chat conversation and the ground truth, for every seed, model by model (GT last),
 * then one row of an unknown model. `toJson` writes a chats array as the file should hold it.
 */
export function buildUniEval(
  convs: readonly SeedConversations[],
  toJson: (chats: readonly string[]) => string,
): UniRow[] {
  const rows: UniRow[] = [];
  const models = [...DEMO_MODELS.map((m) => m.id), 'GT'] as const;
  for (const model of models) {
    convs.forEach((c, qidx) => {
      const key = `${c.seed.id};${model}`;
      const rng = rngFor(`uni:${key}`);
      const chats = model === 'GT' ? c.seed.gt : c.chats[model];
      const flagAt = model === 'GT' ? c.gtFlagAt : c.tellAt[model];
      const template = model === 'GT' ? GT_FLAG_REASON : STYLES[model].reason;
      let gpt4 = uniAnswer(chats, flagAt, template, rng);
      let conversation = toJson(chats);
      let planted: string | undefined;
      if (key === UNI_PLANTS.noChoiceA) {
        gpt4 =
          'I cannot determine whether this conversation involves an AI. The chats are very short and could have been written by anyone.';
        planted = 'judge answer without a "Choice:" line (one line)';
      } else if (key === UNI_PLANTS.noChoiceB) {
        gpt4 =
          'Sorry, I am not able to judge this conversation reliably.\nReason: It is friendly but generic, and I would need more context to decide.';
        planted = 'judge answer without a "Choice:" line (two lines, with a Reason)';
      } else if (key === UNI_PLANTS.yesWithoutIndex) {
        gpt4 = `Choice: Yes\nIndex: None\nReason: The whole conversation feels AI involved: from early on one speaker answers like a helpful assistant, with long and cheerful replies.`;
        planted = '"Choice: Yes" with "Index: None"';
      } else if (key === UNI_PLANTS.brokenJson) {
        // Cut inside a chat: the array and its last string are never closed.
        conversation = conversation.slice(0, conversation.length - 23);
        planted = 'conversation cell is broken JSON (truncated)';
      }
      rows.push({ model, qidx, index: key, conversation, gpt4, ...(planted ? { planted } : {}) });
    });
  }
  const mystery = rngFor('uni:mystery');
  const seed = convs[2]!.seed;
  const next = drawer(mystery, seed);
  const chats = [...seed.gt.slice(0, 2)];
  for (let k = 3; k <= CONVERSATION_CHATS; k++) chats.push(STYLES.gpt4.chat(next, mystery));
  rows.push({
    model: 'mystery-bot',
    qidx: 2,
    index: UNI_PLANTS.unknownModel,
    conversation: toJson(chats),
    gpt4: uniAnswer(chats, null, '', mystery),
    planted: 'unknown model name "mystery-bot"',
  });
  return rows;
}

/** The GTEval comparison planted with an unreadable choice. */
export const GT_PLANT = 'MT-13;vicuna-13b-v1.5;GT';

/** GTEval rows: for seeds with at least 4 GT chats, every model against GT, both orders, trimmed to GT length. */
export function buildGtEval(
  convs: readonly SeedConversations[],
  toJson: (chats: readonly string[]) => string,
): PairRow[] {
  const rows: PairRow[] = [];
  for (const c of convs) {
    const n = c.seed.gt.length;
    if (n < 4) continue;
    const gt: Side = { model: 'GT', chats: c.seed.gt, flagged: c.gtFlagAt !== null, reason: GT_PAIR_REASON };
    for (const m of DEMO_MODELS) {
      const t = c.tellAt[m.id];
      const side: Side = {
        model: m.id,
        chats: c.chats[m.id].slice(0, n),
        flagged: t !== null && t <= n,
        reason: STYLES[m.id].pairReason,
      };
      for (const [one, two] of [
        [gt, side],
        [side, gt],
      ] as const) {
        const cmp = `${c.seed.id};${one.model};${two.model}`;
        const planted = cmp === GT_PLANT;
        rows.push({
          cmp_index: cmp,
          A: one.model,
          B: two.model,
          conversation1: toJson(one.chats),
          conversation2: toJson(two.chats),
          gpt4: planted
            ? 'Choice: Unsure\nReason: The two conversations are too short for me to tell which one, if any, an AI took part in.'
            : pairAnswer(one, two, rngFor(`gt:${cmp}`), 0.15),
          ...(planted ? { planted: 'unreadable choice "Choice: Unsure"' } : {}),
        });
      }
    }
  }
  return rows;
}

/** Arena rows at N chats: every pair of the four models, both orders, on every seed. */
export function buildArena(
  convs: readonly SeedConversations[],
  n: number,
  toJson: (chats: readonly string[]) => string,
): PairRow[] {
  const rows: PairRow[] = [];
  const ids = DEMO_MODELS.map((m) => m.id);
  for (const c of convs) {
    const side = (m: DemoModelId): Side => {
      const t = c.tellAt[m];
      return {
        model: m,
        chats: c.chats[m].slice(0, n),
        flagged: t !== null && t <= n,
        reason: STYLES[m].pairReason,
      };
    };
    for (let i = 0; i < ids.length; i++) {
      for (let j = i + 1; j < ids.length; j++) {
        const a = side(ids[i]!);
        const b = side(ids[j]!);
        for (const [one, two] of [
          [a, b],
          [b, a],
        ] as const) {
          const cmp = `${c.seed.id};${one.model};${two.model}`;
          rows.push({
            cmp_index: cmp,
            A: one.model,
            B: two.model,
            conversation1: toJson(one.chats),
            conversation2: toJson(two.chats),
            gpt4: pairAnswer(one, two, rngFor(`arena${n}:${cmp}`), 0.12),
          });
        }
      }
    }
  }
  return rows;
}

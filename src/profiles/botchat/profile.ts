// BotChat (open-compass/BotChat): model conversations continued from MuTual seeds, the ground-truth dialogues,
// GPT-4's Uni-Eval and pairwise judgments, and the published leaderboard. Layouts: ../shared/data/README.md and
// docs/formats.md.
import { countPairEvalFile } from './fastPairEval.ts';
import { hasAll, type RoleSpec, type Sniff } from '../../ingest/roles.ts';
import type { Conversation } from '../../records/conversation.ts';
import { GROUND_TRUTH } from '../../records/ids.ts';
import type { BenchmarkProfile } from '../profile.ts';
import { BOTCHAT_EXAMPLES, exampleLabelOfFile, readBotchatExamples } from './examples.ts';
import { checkBotchatFiles } from './link.ts';
import { reproduceBotchatCell } from './reproduce.ts';
import { isBotchatReadme, isJudgeExamples, readBotchatReadme, readJudgeExamples } from './readme.ts';
import { BOTCHAT_MODELS } from './models.ts';
import { botchatReferenceCells } from './published.ts';
import { botchatView } from './view.ts';
import {
  BOTCHAT,
  BOTCHAT_JUDGE,
  readBotchatConversations,
  readBotchatGroundTruth,
  readBotchatLeaderboard,
  readBotchatPairEval,
  readBotchatUniEval,
} from './readers.ts';

/** A file of BotChat's comparison layout: `cmp_index, A, B, conversation1, conversation2` and the judge's answer. */
const isPairLayout = (f: Sniff) => hasAll(f.header, 'cmp_index', 'A', 'B', 'conversation1', 'conversation2');

const roles: RoleSpec[] = [
  {
    role: 'botchat-examples',
    formats: ['md'],
    benchmark: BOTCHAT,
    layout:
      "BotChat's hand-picked examples: markdown named after a bad-case category, tables | Speaker | Utterance |",
    key: false,
    recognise: (f) => f.ext === 'md' && exampleLabelOfFile(f.path) !== undefined,
    text: readBotchatExamples,
  },
  {
    role: 'botchat-readme',
    formats: ['md'],
    benchmark: BOTCHAT,
    layout:
      'BotChat\'s README: prompts in code blocks (`unieval_prompt = """`) and its `#round` / `avg_tokens` tables',
    key: false,
    recognise: (f) => f.ext === 'md' && isBotchatReadme(f.head),
    text: readBotchatReadme,
    identity: 'file',
  },
  {
    role: 'botchat-judge-examples',
    formats: ['py'],
    benchmark: BOTCHAT,
    layout:
      'the judge\'s in-context examples: Python text `examples = [dict(conv="""...""", choice=..., ...)]`, never run',
    key: false,
    recognise: (f) => f.ext === 'py' && isJudgeExamples(f.head),
    text: readJudgeExamples,
    identity: 'file',
  },
  {
    role: 'botchat-leaderboard',
    formats: ['csv', 'tsv', 'xlsx'],
    benchmark: BOTCHAT,
    layout: "BotChat's published leaderboard lb.csv: columns Model, Win_Tie_Rate, ...",
    key: false,
    recognise: (f) => hasAll(f.header, 'Model', 'Win_Tie_Rate'),
    names: /^lb\.csv$/i,
    streamTable: readBotchatLeaderboard,
  },
  {
    role: 'botchat-gt',
    formats: ['xlsx', 'tsv', 'csv'],
    benchmark: BOTCHAT,
    layout: 'BotChat ground truth (MuTual_test): columns index, conv-GT, nround',
    key: true,
    recognise: (f) => hasAll(f.header, 'index', 'conv-GT'),
    names: /^MuTual_test\.(xlsx|tsv|csv)$/i,
    streamTable: readBotchatGroundTruth,
  },
  {
    role: 'botchat-unieval',
    formats: ['tsv', 'csv', 'xlsx'],
    benchmark: BOTCHAT,
    layout: 'BotChat Uni-Eval judgments: columns model, index, conversation, gpt4',
    key: true,
    recognise: (f) => hasAll(f.header, 'model', 'index', 'conversation', 'gpt4'),
    names: /^UniEval\.(tsv|csv|xlsx)$/i,
    streamTable: readBotchatUniEval,
  },
  {
    role: 'botchat-gteval',
    formats: ['tsv', 'csv', 'xlsx'],
    benchmark: BOTCHAT,
    layout:
      'BotChat comparisons with the ground truth (GTEval): columns cmp_index, A, B, conversation1, conversation2',
    key: true,
    recognise: (f) => isPairLayout(f) && /gt/i.test(f.base),
    names: /^GTEval\.(tsv|csv|xlsx)$/i,
    streamTable: (t, ctx) => readBotchatPairEval(t, ctx, 'gt'),
    countFile: countPairEvalFile('gt'),
  },
  {
    role: 'botchat-arena',
    formats: ['tsv', 'csv', 'xlsx'],
    benchmark: BOTCHAT,
    layout: 'BotChat Arena comparisons: the GTEval columns, one file per N',
    key: true,
    recognise: isPairLayout,
    names: /^ArenaEval[-_ ]?\d+\.(tsv|csv|xlsx)$/i,
    streamTable: (t, ctx) => readBotchatPairEval(t, ctx, 'arena'),
    countFile: countPairEvalFile('arena'),
  },
  // `index, nround` alone is the loosest of BotChat's layouts: tried after every other role.
  {
    role: 'botchat-starts',
    formats: ['xlsx', 'tsv', 'csv'],
    benchmark: BOTCHAT,
    layout: 'MuTualTest-starts: index, nround and per-model integer arrays',
    key: false,
    recognise: (f) => hasAll(f.header, 'index', 'nround') && /starts/i.test(f.path),
    loose: true,
    ignore: 'MuTualTest-starts: per-model integer arrays (retry counters), not conversations',
  },
  {
    role: 'botchat-convs',
    formats: ['tsv', 'csv', 'xlsx'],
    benchmark: BOTCHAT,
    layout: 'BotChat conversations (MuTualTest-convs): columns index, nround, then one column per model',
    key: true,
    recognise: (f) => hasAll(f.header, 'index', 'nround'),
    loose: true,
    names: /^MuTualTest-convs\.(tsv|csv|xlsx)$/i,
    streamTable: readBotchatConversations,
  },
];

export const botchatProfile: BenchmarkProfile = {
  id: BOTCHAT,
  title: 'BotChat',
  shortTitle: 'BotChat',
  roles,
  models: BOTCHAT_MODELS,
  referenceCells: botchatReferenceCells,
  judges: { [BOTCHAT_JUDGE]: 'GPT-4' },
  link: [checkBotchatFiles],
  view: { ...botchatView, publishedJudge: BOTCHAT_JUDGE },
  conversationContents: groundTruthLine,
  reproduceCell: reproduceBotchatCell,
  exampleCollections: {
    [BOTCHAT_EXAMPLES]: { title: "BotChat's hand-picked examples", pickedBy: "BotChat's authors" },
  },
};

/** `parley check`'s line on the ground truth's seeds: how many, and how many chats each has (its #round table). */
function groundTruthLine(conversations: readonly Conversation[]): string[] {
  const gt = conversations.filter((c) => c.model === GROUND_TRUTH);
  if (gt.length === 0) return [];
  const lengths = new Map<number, number>();
  for (const c of gt) lengths.set(c.chats.length, (lengths.get(c.chats.length) ?? 0) + 1);
  const atLeast4 = gt.filter((c) => c.chats.length >= 4).length;
  const table = [...lengths.entries()]
    .sort(([a], [b]) => a - b)
    .map(([l, n]) => `${l}:${n}`)
    .join(' ');
  return [`  ground truth: ${gt.length} seeds; ${atLeast4} with at least 4 chats; chats per seed: ${table}`];
}

// The browser of the Meena-release conversations: per system its conversations, turns and lengths in words and
// tokens, how many FED rated, and each system's list of conversations linking to their pages.
import type { Conversation } from '../../../records/conversation.ts';
import type { Dataset } from '../../../records/dataset.ts';
import type { Cell, Column, TableModel } from '../../../site/viewModel.ts';
import { groupBy } from '../../../stats/groupBy.ts';
import { wordCount } from '../../../stats/wordCount.ts';
import { fixed, MISSING, pct } from '../../../render/format.ts';
import { byText, table } from '../../tables.ts';
import { MEENA } from '../transcripts.ts';
import type { MeenaBrowserModel, MeenaConversationRow, MeenaSystemView } from './model.ts';
import { mean, prose, type SsaSectionOptions } from './shared.ts';

/** One conversation's counts: turns, the bot's and the user's words and tokens, its FED page. */
function conversationRow(
  c: Conversation,
  options: SsaSectionOptions,
  fedPaths: ReadonlyMap<string, string>,
): MeenaConversationRow {
  const bot = c.judgedSpeaker;
  const botChats = c.chats.filter((_, k) => c.speakers?.[k] === bot);
  const userChats = c.chats.filter((_, k) => c.speakers?.[k] !== bot);
  const sum = (xs: string[], f: (t: string) => number) => xs.reduce((a, t) => a + f(t), 0);
  const fedPath = fedPaths.get(c.id);
  const repetition = options.repetitionRate?.(c);
  return {
    id: c.id,
    path: options.conversationPaths.get(c.id) ?? '',
    seed: c.seed,
    turns: c.chats.length,
    botTurns: botChats.length,
    botWords: sum(botChats, wordCount),
    botTokens: sum(botChats, options.countTokens),
    userWords: sum(userChats, wordCount),
    userTokens: sum(userChats, options.countTokens),
    ...(fedPath ? { fedPath } : {}),
    ...(repetition !== undefined ? { repetitionRate: repetition } : {}),
  };
}

/** One system: its conversations, and its row of the summary table (cells and raw values). */
function systemView(
  model: string,
  rows: MeenaConversationRow[],
  options: SsaSectionOptions,
  showRepetition: boolean,
): MeenaSystemView & { raw: TableModel['raw'][number] } {
  const turns = rows.reduce((a, r) => a + r.turns, 0);
  const botTurns = rows.reduce((a, r) => a + r.botTurns, 0);
  const userTurns = turns - botTurns;
  const per = (f: (r: MeenaConversationRow) => number, n: number) => rows.reduce((a, r) => a + f(r), 0) / n;
  const reps = rows.map((r) => r.repetitionRate).filter((x): x is number => x !== undefined);
  const fedRated = rows.filter((r) => r.fedPath).length;
  const perTurn = (f: (r: MeenaConversationRow) => number, n: number): Cell => ({
    text: fixed(per(f, n), 1),
    sort: per(f, n),
  });
  const summary: Cell[] = [
    { text: options.name(model), href: `meena/${model}/` },
    { text: String(rows.length), sort: rows.length },
    { text: String(turns), sort: turns },
    { text: fixed(turns / rows.length, 1), sort: turns / rows.length },
    { text: String(botTurns), sort: botTurns },
    perTurn((r) => r.botWords, botTurns),
    perTurn((r) => r.botTokens, botTurns),
    perTurn((r) => r.userWords, userTurns),
    perTurn((r) => r.userTokens, userTurns),
    { text: String(fedRated), sort: fedRated },
    ...(showRepetition
      ? [{ text: reps.length ? pct(mean(reps)) : MISSING, sort: reps.length ? mean(reps) : -1 }]
      : []),
  ];
  return {
    model,
    display: options.name(model),
    path: `meena/${model}/`,
    conversations: rows,
    summary,
    raw: {
      model,
      conversations: rows.length,
      turns,
      botTurns,
      botWordsPerTurn: per((r) => r.botWords, botTurns),
      botTokensPerTurn: per((r) => r.botTokens, botTurns),
      userWordsPerTurn: per((r) => r.userWords, userTurns),
      userTokensPerTurn: per((r) => r.userTokens, userTurns),
      fedRated,
      ...(showRepetition ? { repetitionRate: reps.length ? mean(reps) : null } : {}),
    },
  };
}

/** One system's conversations, each linking to its page (and its FED page when FED rated it). */
function systemTable(s: MeenaSystemView, repColumn: Column[]): TableModel {
  const showRepetition = repColumn.length > 0;
  return table(
    [
      { key: 'conversation', label: 'Conversation' },
      { key: 'turns', label: 'Turns', numeric: true },
      { key: 'botTurns', label: 'Bot turns', numeric: true },
      { key: 'botWords', label: 'Bot words', numeric: true },
      { key: 'botTokens', label: 'Bot tokens', numeric: true },
      { key: 'userWords', label: 'User words', numeric: true },
      { key: 'fed', label: 'FED' },
      ...repColumn,
    ],
    s.conversations.map((r) => [
      { text: r.seed, href: `${r.path}/`, sort: Number(r.seed.split('-').pop()) || r.seed },
      { text: String(r.turns), sort: r.turns },
      { text: String(r.botTurns), sort: r.botTurns },
      { text: String(r.botWords), sort: r.botWords },
      { text: String(r.botTokens), sort: r.botTokens },
      { text: String(r.userWords), sort: r.userWords },
      r.fedPath ? { text: 'rated', href: r.fedPath } : { text: '', tone: 'muted' },
      ...(showRepetition ? [{ text: pct(r.repetitionRate), sort: r.repetitionRate ?? -1 }] : []),
    ]),
    s.conversations.map((r) => ({
      id: r.id,
      seed: r.seed,
      turns: r.turns,
      botTurns: r.botTurns,
      botWords: r.botWords,
      botTokens: r.botTokens,
      userWords: r.userWords,
      userTokens: r.userTokens,
      fed: r.fedPath !== undefined,
      ...(showRepetition ? { repetitionRate: r.repetitionRate ?? null } : {}),
    })),
    `${s.display}: ${s.conversations.length} conversations`,
  );
}

const SUMMARY_COLUMNS: Column[] = [
  { key: 'system', label: 'System' },
  { key: 'conversations', label: 'Conversations', numeric: true },
  { key: 'turns', label: 'Turns', numeric: true },
  { key: 'perConversation', label: 'Turns per conversation', numeric: true },
  {
    key: 'botTurns',
    label: 'Bot turns',
    numeric: true,
    help: 'turns of the bot (human-human: Human 2, the side that answers)',
  },
  {
    key: 'botWords',
    label: 'Words per bot turn',
    numeric: true,
    help: 'Unicode word segmentation (Chinese is split into words too)',
  },
  { key: 'botTokens', label: 'Tokens per bot turn', numeric: true, help: 'cl100k_base tokens' },
  { key: 'userWords', label: 'Words per user turn', numeric: true },
  { key: 'userTokens', label: 'Tokens per user turn', numeric: true },
  { key: 'fed', label: 'Rated by FED', numeric: true },
];

/** The browser, or undefined when the data hold no Meena-release conversation. */
export function browser(
  data: Dataset,
  options: SsaSectionOptions,
  fedPaths: ReadonlyMap<string, string>,
): MeenaBrowserModel | undefined {
  const convs = data.conversations.filter((c) => c.benchmark === MEENA);
  if (convs.length === 0) return undefined;
  const showRepetition = options.repetitionRate !== undefined;
  const systems = groupBy(convs, (c) => c.model)
    .sort(([a], [b]) => byText(options.name(a), options.name(b)))
    .map(([model, cs]) =>
      systemView(
        model,
        cs.map((c) => conversationRow(c, options, fedPaths)),
        options,
        showRepetition,
      ),
    );
  const repColumn: Column[] = showRepetition
    ? [
        {
          key: 'repetition',
          label: 'Cross-turn repetition %',
          numeric: true,
          help: 'turns of the bot that repeat an earlier turn (the galleries’ detector)',
        },
      ]
    : [];
  const tables: Record<string, TableModel> = {};
  for (const s of systems) tables[s.model] = systemTable(s, repColumn);
  return {
    table: table(
      [...SUMMARY_COLUMNS, ...repColumn],
      systems.map((s) => s.summary),
      systems.map((s) => s.raw),
      'The Meena-release conversations per system',
    ),
    systems: systems.map(({ raw: _raw, ...s }) => s),
    tables,
    notes: prose.paragraphs('browser-lengths'),
  };
}

// The browser of the Meena-release conversations: per system its conversations, turns and lengths in words and
// tokens, how many FED rated, and each system's list of conversations linking to their pages.
import type { Conversation } from '../../../records/conversation.ts';
import type { Dataset } from '../../../records/dataset.ts';
import { asFixed, asPct, tableFromSpecs, type ColumnSpec } from '../../../render/columnSpec.ts';
import type { TableModel } from '../../../site/viewModel.ts';
import { groupBy } from '../../../stats/groupBy.ts';
import { wordCount } from '../../../stats/wordCount.ts';
import { byText } from '../../tables.ts';
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

/** One system's totals: its conversations, turns, lengths per turn, FED-rated count and repetition rate. */
interface SystemStats {
  model: string;
  rows: MeenaConversationRow[];
  turns: number;
  botTurns: number;
  botWordsPerTurn: number;
  botTokensPerTurn: number;
  userWordsPerTurn: number;
  userTokensPerTurn: number;
  fedRated: number;
  /** The mean cross-turn repetition rate of its conversations; null when none has one. */
  repetitionRate: number | null;
}

function systemStats(model: string, rows: MeenaConversationRow[]): SystemStats {
  const turns = rows.reduce((a, r) => a + r.turns, 0);
  const botTurns = rows.reduce((a, r) => a + r.botTurns, 0);
  const userTurns = turns - botTurns;
  const per = (f: (r: MeenaConversationRow) => number, n: number) => rows.reduce((a, r) => a + f(r), 0) / n;
  const reps = rows.map((r) => r.repetitionRate).filter((x): x is number => x !== undefined);
  return {
    model,
    rows,
    turns,
    botTurns,
    botWordsPerTurn: per((r) => r.botWords, botTurns),
    botTokensPerTurn: per((r) => r.botTokens, botTurns),
    userWordsPerTurn: per((r) => r.userWords, userTurns),
    userTokensPerTurn: per((r) => r.userTokens, userTurns),
    fedRated: rows.filter((r) => r.fedPath).length,
    repetitionRate: reps.length ? mean(reps) : null,
  };
}

/** The repetition column of both tables: a percent, downloaded as `repetitionRate` (null for none). */
function repetitionColumn<R>(rate: (row: R) => number | null | undefined): ColumnSpec<R> {
  return {
    id: 'repetition',
    label: 'Cross-turn repetition %',
    description: 'turns of the bot that repeat an earlier turn (the galleries’ detector)',
    numeric: true,
    field: 'repetitionRate',
    value: (r) => rate(r) ?? null,
    format: asPct(1),
    sort: (r) => rate(r) ?? -1,
  };
}

/** One system's conversations, each linking to its page (and its FED page when FED rated it). */
function systemTable(s: MeenaSystemView, showRepetition: boolean): TableModel {
  const columns: ColumnSpec<MeenaConversationRow>[] = [
    {
      id: 'conversation',
      label: 'Conversation',
      value: (r) => r.seed,
      sort: (r) => Number(r.seed.split('-').pop()) || r.seed,
      href: (r) => `${r.path}/`,
      fields: (r) => ({ id: r.id, seed: r.seed }),
    },
    { id: 'turns', label: 'Turns', value: (r) => r.turns },
    { id: 'botTurns', label: 'Bot turns', value: (r) => r.botTurns },
    { id: 'botWords', label: 'Bot words', value: (r) => r.botWords },
    { id: 'botTokens', label: 'Bot tokens', value: (r) => r.botTokens },
    { id: 'userWords', label: 'User words', value: (r) => r.userWords },
    {
      id: 'fed',
      label: 'FED',
      value: (r) => r.fedPath !== undefined,
      format: (_v, r) => (r.fedPath ? 'rated' : ''),
      href: (r) => r.fedPath,
      tone: (r) => (r.fedPath ? undefined : 'muted'),
    },
    ...(showRepetition ? [repetitionColumn((r: MeenaConversationRow) => r.repetitionRate)] : []),
  ];
  return tableFromSpecs(columns, s.conversations, {
    caption: `${s.display}: ${s.conversations.length} conversations`,
    // The user's tokens are downloaded, not shown.
    extra: (r) => ({ userTokens: r.userTokens }),
    fieldOrder: ['id', 'seed', 'turns', 'botTurns', 'botWords', 'botTokens', 'userWords', 'userTokens'],
  });
}

/** A length per turn: one decimal, downloaded as `field`. */
const perTurnColumn = (
  id: string,
  label: string,
  field: keyof SystemStats,
  description?: string,
): ColumnSpec<SystemStats> => ({
  id,
  label,
  ...(description ? { description } : {}),
  numeric: true,
  field,
  value: (s) => s[field] as number,
  format: asFixed(1),
});

function summaryColumns(name: (id: string) => string, showRepetition: boolean): ColumnSpec<SystemStats>[] {
  return [
    {
      id: 'system',
      label: 'System',
      field: 'model',
      value: (s) => s.model,
      format: (_v, s) => name(s.model),
      sort: (s) => name(s.model),
      href: (s) => `meena/${s.model}/`,
    },
    { id: 'conversations', label: 'Conversations', value: (s) => s.rows.length },
    { id: 'turns', label: 'Turns', value: (s) => s.turns },
    {
      id: 'perConversation',
      label: 'Turns per conversation',
      numeric: true,
      field: null,
      value: (s) => s.turns / s.rows.length,
      format: asFixed(1),
    },
    {
      id: 'botTurns',
      label: 'Bot turns',
      description: 'turns of the bot (human-human: Human 2, the side that answers)',
      value: (s) => s.botTurns,
    },
    perTurnColumn(
      'botWords',
      'Words per bot turn',
      'botWordsPerTurn',
      'Unicode word segmentation (Chinese is split into words too)',
    ),
    perTurnColumn('botTokens', 'Tokens per bot turn', 'botTokensPerTurn', 'cl100k_base tokens'),
    perTurnColumn('userWords', 'Words per user turn', 'userWordsPerTurn'),
    perTurnColumn('userTokens', 'Tokens per user turn', 'userTokensPerTurn'),
    { id: 'fed', label: 'Rated by FED', field: 'fedRated', value: (s) => s.fedRated },
    ...(showRepetition ? [repetitionColumn((s: SystemStats) => s.repetitionRate)] : []),
  ];
}

/** The browser, or undefined when the data hold no Meena-release conversation. */
export function browser(
  data: Dataset,
  options: SsaSectionOptions,
  fedPaths: ReadonlyMap<string, string>,
): MeenaBrowserModel | undefined {
  const convs = data.conversations.filter((c) => c.benchmark === MEENA);
  if (convs.length === 0) return undefined;
  const showRepetition = options.repetitionRate !== undefined;
  const stats = groupBy(convs, (c) => c.model)
    .sort(([a], [b]) => byText(options.name(a), options.name(b)))
    .map(([model, cs]) =>
      systemStats(
        model,
        cs.map((c) => conversationRow(c, options, fedPaths)),
      ),
    );
  const table = tableFromSpecs(summaryColumns(options.name, showRepetition), stats, {
    caption: 'The Meena-release conversations per system',
  });
  const systems: MeenaSystemView[] = stats.map((s, i) => ({
    model: s.model,
    display: options.name(s.model),
    path: `meena/${s.model}/`,
    conversations: s.rows,
    summary: table.rows[i]!,
  }));
  const tables: Record<string, TableModel> = {};
  for (const s of systems) tables[s.model] = systemTable(s, showRepetition);
  return { table, systems, tables, notes: prose.paragraphs('browser-lengths') };
}

// The demo lb.csv: BotChat's leaderboard columns computed from the demo judgments with plain arithmetic, so the
// "published" values are consistent with the data. Definitions are spelled out in content/README.md.
import { encode } from 'gpt-tokenizer/encoding/cl100k_base';
import type { PairRow, SeedConversations, UniRow } from './botchat.ts';
import { DEMO_MODELS, type DemoModelId } from './botchatStyles.ts';

/** BotChat's Elo settings (initial rating, scale, base, K). */
export const DEMO_ELO = { initial: 1000, scale: 400, base: 10, k: 32 } as const;

/** lb.csv's spelling of each demo model. */
export const LB_NAMES: Record<DemoModelId, string> = {
  gpt4: 'GPT-4',
  'vicuna-13b-v1.5': 'Vicuna-13B',
  'llama2-7b': 'Llama2-7B',
  'qwen-7b-chat': 'Qwen-7B-Chat',
};

/** A Uni-Eval answer: first AI chat (Infinity when none), or undefined when there is no usable Choice line. */
function firstAi(raw: string): number | undefined {
  const choice = /^Choice:\s*(Yes|No)\s*$/m.exec(raw)?.[1];
  if (choice === undefined) return undefined;
  if (choice === 'No') return Infinity;
  const index = /^Index:\s*(\d+)\s*$/m.exec(raw)?.[1];
  return index === undefined ? 0 : Number(index);
}

/** % of a model's readable, parsed Uni-Eval rows whose first AI chat comes after chat n (or never). */
export function uniPassRate(rows: readonly UniRow[], model: string, n: number): number {
  let pass = 0;
  let total = 0;
  for (const r of rows) {
    if (r.model !== model) continue;
    try {
      JSON.parse(r.conversation);
    } catch {
      continue;
    }
    const f = firstAi(r.gpt4);
    if (f === undefined) continue;
    total++;
    if (f > n) pass++;
  }
  return (100 * pass) / total;
}

/** The pairwise outcome for conversation 1's model: 1 win, 0 loss, 0.5 tie (Both or Neither); undefined unparsed. */
function scoreOfFirst(raw: string): number | undefined {
  const c = /^Choice:\s*(.*)$/m.exec(raw)?.[1]?.trim();
  if (c === 'Conversation 1') return 0;
  if (c === 'Conversation 2') return 1;
  if (c === 'Both' || c === 'Neither') return 0.5;
  return undefined;
}

/** % of a model's parsed GT comparisons (both orders) that it wins or ties. */
export function winTieRate(rows: readonly PairRow[], model: string): number {
  let good = 0;
  let total = 0;
  for (const r of rows) {
    if (r.A !== model && r.B !== model) continue;
    const s = scoreOfFirst(r.gpt4);
    if (s === undefined) continue;
    total++;
    const mine = r.A === model ? s : 1 - s;
    if (mine > 0) good++;
  }
  return (100 * good) / total;
}

/** Elo ratings over the rows in file order, ties counting half. */
export function elo(rows: readonly PairRow[]): Map<string, number> {
  const r = new Map<string, number>();
  const get = (m: string) => r.get(m) ?? DEMO_ELO.initial;
  for (const row of rows) {
    const s = scoreOfFirst(row.gpt4);
    if (s === undefined) continue;
    const ra = get(row.A);
    const rb = get(row.B);
    const ea = 1 / (1 + DEMO_ELO.base ** ((rb - ra) / DEMO_ELO.scale));
    r.set(row.A, ra + DEMO_ELO.k * (s - ea));
    r.set(row.B, rb + DEMO_ELO.k * (1 - s - (1 - ea)));
  }
  return r;
}

/** Mean cl100k_base token count of a model's generated chats (chat 3 on). */
export function meanLength(convs: readonly SeedConversations[], model: DemoModelId): number {
  let tokens = 0;
  let chats = 0;
  for (const c of convs) {
    for (const chat of c.chats[model].slice(2)) {
      tokens += encode(chat).length;
      chats++;
    }
  }
  return tokens / chats;
}

/** A number as lb.csv prints it: rounded to one decimal, without a trailing ".0" (`68`, `73.2`). */
export function lbNumber(x: number): string {
  return String(Math.round(x * 10) / 10);
}

/** lb.csv text, written like BotChat's own file: a UTF-8 byte-order mark and CRLF line ends. */
export function buildLeaderboard(
  convs: readonly SeedConversations[],
  uni: readonly UniRow[],
  gt: readonly PairRow[],
  arena8: readonly PairRow[],
  arena16: readonly PairRow[],
): { text: string; rows: Record<string, string>[] } {
  const e8 = elo(arena8);
  const e16 = elo(arena16);
  const rows = DEMO_MODELS.map((m) => ({
    Model: LB_NAMES[m.id],
    Win_Tie_Rate: lbNumber(winTieRate(gt, m.id)),
    Length: lbNumber(meanLength(convs, m.id)),
    Uni_Eval_16: lbNumber(uniPassRate(uni, m.id, 16)),
    Uni_Eval_8: lbNumber(uniPassRate(uni, m.id, 8)),
    ELO_16: lbNumber(e16.get(m.id) ?? DEMO_ELO.initial),
    ELO_8: lbNumber(e8.get(m.id) ?? DEMO_ELO.initial),
    Link: '',
    Filter: 'demo',
  }));
  rows.sort((a, b) => Number(b.Win_Tie_Rate) - Number(a.Win_Tie_Rate));
  const header = [
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
  const text =
    '\ufeff' +
    [header.join(','), ...rows.map((r) => header.map((h) => r[h as keyof typeof r]).join(','))].join('\r\n') +
    '\r\n';
  return { text, rows };
}

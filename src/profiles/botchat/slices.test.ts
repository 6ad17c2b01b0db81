import { describe, expect, it } from 'vitest';
import type { Conversation } from '../../records/conversation.ts';
import { emptyDataset } from '../../records/dataset.ts';
import type { PublishedLeaderboardRow } from '../../records/published.ts';
import { noMemo, type ViewContext } from '../../views/viewContext.ts';
import { botchatReferences, botchatSlices } from './slices.ts';

const gt = (seed: string, chats: number): Conversation => ({
  id: `botchat/${seed}/GT`,
  benchmark: 'botchat',
  setting: '',
  seed,
  model: 'GT',
  chats: Array.from({ length: chats }, (_, k) => `chat ${k}`),
  seedChats: chats,
  source: { file: 'f', line: 1 },
});

const published = (model: string, values: Record<string, number>): PublishedLeaderboardRow => ({
  benchmark: 'botchat',
  model,
  values: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, { value: v, printed: String(v) }])),
  source: { file: 'lb.csv', line: 2 },
});

describe('botchatSlices', () => {
  const data = {
    ...emptyDataset(),
    conversations: [gt('MT-1', 2), gt('MT-2', 4), gt('MT-3', 8), gt('MT-4', 9)],
  };
  const key = botchatSlices[0]!.keyOf(data);
  const item = (seed: string) => ({ benchmark: 'botchat', setting: '', seed, model: 'm', file: 'f' });

  it('slices a judgment by its seed’s ground-truth length, shortest bucket first', () => {
    expect(['MT-1', 'MT-2', 'MT-3', 'MT-4'].map((s) => key(item(s)))).toEqual(['≤ 3', '4–5', '6–8', '> 8']);
    expect(botchatSlices[0]!.order).toEqual(['≤ 3', '4–5', '6–8', '> 8']);
  });

  it('leaves a seed without a ground-truth conversation in no slice', () => {
    expect(key(item('MT-99'))).toBeNull();
  });
});

describe('botchatReferences', () => {
  it('reads lb.csv’s columns as the reference of each ranking', () => {
    const ctx = {
      view: { benchmark: 'botchat', judge: 'gpt-4', path: 'botchat-gpt-4' },
      data: {
        ...emptyDataset(),
        publishedLeaderboard: [
          published('a', { Win_Tie_Rate: 90, Uni_Eval_16: 58.6, ELO_16: 1048.3 }),
          published('b', { Win_Tie_Rate: 79.3, Uni_Eval_16: 31, ELO_16: 1051.3 }),
        ],
      },
      memo: noMemo,
    } as unknown as ViewContext;
    const refs = botchatReferences(ctx);
    // ELO_8 is in no row: no reference for the N = 8 ratings.
    expect(refs.map((r) => [r.ranking, r.label, [...r.scores]])).toEqual([
      [
        'pass',
        'the published Uni_Eval_16 (lb.csv)',
        [
          ['a', 58.6],
          ['b', 31],
        ],
      ],
      [
        'winTie',
        'the published Win_Tie_Rate (lb.csv)',
        [
          ['a', 90],
          ['b', 79.3],
        ],
      ],
      [
        'bt_N=16',
        'the published ELO_16 (lb.csv)',
        [
          ['a', 1048.3],
          ['b', 1051.3],
        ],
      ],
    ]);
  });
});

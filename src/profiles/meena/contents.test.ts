// What `parley check` prints about the Meena release, FED and SSA, from records made here by hand.
import { describe, expect, it } from 'vitest';
import { formatContents } from '../../cli/formatReport.ts';
import type { Conversation } from '../../records/conversation.ts';
import { emptyDataset, type Dataset } from '../../records/dataset.ts';
import type { FedItem } from '../../records/fed.ts';
import type { SsaLabel } from '../../records/ssa.ts';
import { MEENA } from './transcripts.ts';

const conv = (seed: string, model: string, chats: number): Conversation => ({
  id: `${MEENA}/${seed}/${model}`,
  benchmark: MEENA,
  setting: '',
  seed,
  model,
  chats: Array.from({ length: chats }, (_, k) => `chat ${k + 1}`),
  seedChats: 0,
  source: { file: 'meena/meena.txt', line: 1 },
});

const fed = (level: FedItem['level'], system: string, linkedBy?: FedItem['linkedBy']): FedItem => ({
  level,
  item: 1,
  system,
  context: [],
  ratings: { Interesting: [1, 2, 1, 0, 2] },
  ...(linkedBy ? { linkedBy, conversationId: 'x' } : {}),
  source: { file: 'fed/fed_data.json', line: 1 },
});

const label = (
  model: string,
  version: string,
  mode: SsaLabel['mode'],
  turn: number,
  rater: string,
): SsaLabel => ({
  model,
  version,
  mode,
  conversation: 'c1',
  turn,
  rater,
  sensible: true,
  specific: false,
  source: { file: 'ssa/labels.csv', line: turn },
});

describe('formatContents with Meena, FED and SSA records', () => {
  it('counts the turns under the conversations, then FED per level with its links, the SSA labels and the model table', () => {
    const data: Dataset = {
      ...emptyDataset(),
      // Turns: meena 3 + 2 = 5, mitsuku 4.
      conversations: [
        conv('meena-1', 'meena', 3),
        conv('meena-2', 'meena', 2),
        conv('mitsuku-1', 'mitsuku', 4),
      ],
      fedItems: [
        fed('turn', 'meena', 'text'),
        fed('turn', 'meena', 'text-without-emoticons'),
        fed('turn', 'mitsuku'),
        fed('dialog', 'meena', 'text'),
      ],
      // Two raters on turn 1, one on turn 2: 3 labels on 2 responses, all of meena base (static).
      ssaLabels: [
        label('meena', 'base', 'static', 1, 'r1'),
        label('meena', 'base', 'static', 1, 'r2'),
        label('meena', 'base', 'static', 2, 'r1'),
      ],
      ssaModels: [
        { model: 'meena', version: 'base', perplexity: 10.2, source: { file: 'ssa/models.csv', row: 2 } },
      ],
    };
    expect(formatContents(data).split('\n')).toEqual([
      'meena: 3 conversations, 2 models (meena 2, mitsuku 1)',
      '  turns: meena 5, mitsuku 4',
      'FED turn level: 3 items (meena 2, mitsuku 1); linked to a conversation: 1 by their text + 1 only when emoticons are ignored, 1 not linked',
      'FED dialog level: 1 items (meena 1); linked to a conversation: 1 by their text, 0 not linked',
      'SSA labels: 3 from 2 raters on 2 responses; meena base (static) 3',
      'SSA model table: 1 model versions',
    ]);
  });
});

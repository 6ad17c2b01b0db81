import { describe, expect, it } from 'vitest';
import { emptyDataset } from '../records/dataset.ts';
import type { Conversation } from '../records/conversation.ts';
import { ManifestSchema } from '../records/manifest.ts';
import type { UniJudgment } from '../records/uniJudgment.ts';
import { buildView } from './buildView.ts';
import { costFigure, viewCosts } from './costColumn.ts';
import { tableFromSpecs } from '../render/columnSpec.ts';
import { noMemo, type ViewContext } from './viewContext.ts';

let line = 0;
/** `passed` human verdicts then `n − passed` AI verdicts of one model. */
function verdicts(model: string, passed: number, n: number): UniJudgment[] {
  return Array.from({ length: n }, (_, k) => ({
    benchmark: 'b',
    setting: '',
    judge: 'j1',
    seed: `s${k}`,
    model,
    verdict: k < passed ? ('human' as const) : ('ai' as const),
    firstAiChat: k < passed ? null : 1,
    length: 4,
    reason: '',
    raw: '',
    source: { file: 'f', line: ++line },
  }));
}

/** Two conversations of a model, each of the given chats (tokens here are words), the first two a seed. */
function conversations(model: string, chats: string[]): Conversation[] {
  return ['s0', 's1'].map((seed) => ({
    id: `b/${seed}/${model}`,
    benchmark: 'b',
    setting: '',
    seed,
    model,
    chats,
    seedChats: 2,
    source: { file: 'c', line: ++line },
  }));
}

function context(prices: unknown): ViewContext {
  // Per conversation, a and d write 3 + 2 = 5 words after reading 3 and 6 (18 read, 10 written over two); b writes
  // 10 after reading 3 (6 read, 20 written over two); c has conversations and no price.
  const short = ['w w', 'w', 'w w w', 'w w'];
  const long = ['w w', 'w', Array(10).fill('w').join(' ')];
  const uni = [
    ...verdicts('a', 50, 100),
    ...verdicts('b', 60, 100),
    ...verdicts('c', 70, 100),
    ...verdicts('d', 40, 100),
  ];
  const data = {
    ...emptyDataset(),
    manifest: ManifestSchema.parse({ prices }),
    uniJudgments: uni,
    conversations: [
      ...conversations('a', short),
      ...conversations('b', long),
      ...conversations('c', short),
      ...conversations('d', short),
    ],
  };
  return {
    view: { benchmark: 'b', judge: 'j1', path: 'b-j1' },
    title: 'B',
    data,
    uni,
    pairs: [],
    lengths: [],
    name: (m) => m.toUpperCase(),
    judgeName: (j) => j,
    tokens: (t) => t.split(' ').length,
    seed: 1,
    rounds: 10,
    memo: noMemo,
  };
}

// a: (18 × $1 + 10 × $2) / 10⁶ / 2 = $0.000019 a conversation; b: (6 × $10 + 20 × $30) / 10⁶ / 2 = $0.00033;
// d: (18 × $2 + 10 × $4) / 10⁶ / 2 = $0.000038. Pass rates a 50%, b 60%, c 70%, d 40%: d costs more than a and
// scores less, so the front is a, then b.
const PRICES = { a: { input: 1, output: 2 }, b: { input: 10, output: 30 }, d: { input: 2, output: 4 } };

describe('a manifest with prices', () => {
  const view = buildView(context(PRICES), {}, () => undefined);
  const table = view.leaderboard.table;
  const col = table.columns.findIndex((c) => c.key === 'cost');
  const cost = (m: string) => table.rows[table.rowIds!.indexOf(m)]![col]!;

  it('gives the leaderboard a cost column per conversation, a dash for the model without a price', () => {
    expect(col).toBeGreaterThan(0);
    expect(cost('a').text).toBe('$0.0000190');
    expect(cost('b').text).toBe('$0.000330');
    expect(cost('d').text).toBe('$0.0000380');
    expect(cost('c')).toMatchObject({ text: '–', title: 'no price for this model in the manifest (prices)' });
    expect(cost('a').title).toBe('18 tokens read, 10 written over 2 conversations');
    const raw = table.raw[table.rowIds!.indexOf('b')]!;
    expect(raw.cost).toBeCloseTo(0.00033, 15);
    expect(raw).toMatchObject({ inputTokens: 6, outputTokens: 20 });
    expect(table.raw[table.rowIds!.indexOf('c')]).toMatchObject({
      cost: null,
      inputTokens: 6 * 3,
      outputTokens: 10,
    });
    expect(view.leaderboard.notes.at(-1)).toBe(
      'Cost: US dollars per conversation at the prices the manifest gives (per million tokens read and written). One model has no price and shows –: C.',
    );
  });

  it('draws score against cost with the front a, b and d off it, and names the model left out', () => {
    const f = view.figures.find((x) => x.id === 'cost');
    expect(f?.title).toBe('pass rate against cost per conversation, with the Pareto front');
    expect(f?.table.raw).toEqual([
      {
        model: 'a',
        cost: 0.000019,
        score: 0.5,
        front: true,
        conversations: 2,
        inputTokens: 18,
        outputTokens: 10,
      },
      {
        model: 'd',
        cost: 0.000038,
        score: 0.4,
        front: false,
        conversations: 2,
        inputTokens: 18,
        outputTokens: 10,
      },
      {
        model: 'b',
        cost: 0.00033,
        score: 0.6,
        front: true,
        conversations: 2,
        inputTokens: 6,
        outputTokens: 20,
      },
    ]);
    expect(f?.svg).toContain(
      'A: $0.0000190, 50.0% (on the front); D: $0.0000380, 40.0%; B: $0.000330, 60.0% (on the front).',
    );
    expect(f?.notes).toEqual(['Not drawn, for want of a price in the manifest: C.']);
  });

  it('leaves the leaderboard and figures as they were without prices', () => {
    const plain = buildView(context(undefined), {}, () => undefined);
    expect(plain.leaderboard.table.columns.some((c) => c.key === 'cost')).toBe(false);
    expect(plain.figures.some((f) => f.id === 'cost')).toBe(false);
    expect(plain.leaderboard.notes.some((n) => n.startsWith('Cost:'))).toBe(false);
  });

  it('rejects a negative price and a price field it does not know, with their paths', () => {
    const issues = (prices: unknown) =>
      ManifestSchema.safeParse({ prices }).error?.issues.map((i) => `${i.path.join('.')}: ${i.code}`);
    expect(issues({ a: { input: -1, output: 2 } })).toEqual(['prices.a.input: too_small']);
    expect(issues({ a: { input: 1, output: 2, currency: 'EUR' } })).toEqual(['prices.a: unrecognized_keys']);
  });

  it('reads the main score from its cells when its download field has another name (BotChat’s winTie)', () => {
    const ctx = context(PRICES);
    const score: Record<string, number | null> = { a: 0.2, b: 0.9, c: 0.5, d: null };
    const board = {
      title: 't',
      notes: [],
      table: tableFromSpecs(
        [{ id: 'winTie', label: 'Win + Tie %', field: 'winTieRate', value: (m: string) => score[m] ?? null }],
        ['b', 'c', 'a', 'd'],
        { rowIds: (m) => m, sortedBy: 'winTie' },
      ),
    };
    const f = costFigure(ctx, board, viewCosts(ctx)!);
    // d has no score (left out); a is the cheapest, b the best: both on the front.
    expect(f?.table.raw.map((r) => [r.model, r.score, r.front])).toEqual([
      ['a', 0.2, true],
      ['b', 0.9, true],
    ]);
    expect(f?.title).toBe('Win + Tie against cost per conversation, with the Pareto front');
  });
});

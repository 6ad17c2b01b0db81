// The gallery section of the site model, built from a small hand-made dataset through buildSiteModel (so the
// paths and verdicts are the ones the pages get). Expected counts are worked out from the conversations below.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptyDataset, type Dataset } from '../../records/dataset.ts';
import type { Conversation } from '../../records/conversation.ts';
import type { UniJudgment } from '../../records/uniJudgment.ts';
import { GALLERY_PAGE_SIZE, galleryPath } from '../../site/galleryPaths.ts';
import { buildSiteModel } from '../../pipeline/buildSiteModel.ts';
import { startDetectorPool } from './detectorPool.ts';
import { createInputCache } from '../../pipeline/inputCache.ts';
import { segmentsOf } from './gallerySection.ts';

const seedChats = ['Hi, how was the trip?', 'Long, but fine. The train was late.'];
function conv(seed: string, model: string, generated: string[]): Conversation {
  return {
    id: `botchat/${seed}/${model}`,
    benchmark: 'botchat',
    setting: '',
    seed,
    model,
    chats: model === 'GT' ? [...seedChats, ...generated] : [...seedChats, ...generated],
    seedChats: model === 'GT' ? 2 + generated.length : 2,
    source: { file: 'convs.tsv', line: 2 },
  };
}
function judged(c: Conversation, firstAiChat: number | null, reason = ''): UniJudgment {
  return {
    benchmark: 'botchat',
    setting: '',
    judge: 'gpt-4',
    seed: c.seed,
    model: c.model,
    conversationId: c.id,
    verdict: firstAiChat === null ? 'human' : 'ai',
    firstAiChat,
    reason,
    raw: '',
    source: { file: 'UniEval.tsv', line: 2 },
  };
}

const casual = [
  'Oh no, how late?',
  'Two hours. I read a whole book.',
  'Which one?',
  'A mystery, nothing special.',
];
const selfId = [
  'As an AI language model, I cannot travel.',
  'Oh. Okay then.',
  'I am here to help with anything.',
  'Sure.',
];
const loop = [
  "You're welcome. Take care.",
  'Thank you. I will.',
  "You're welcome. Take care.",
  'Thank you. I will.',
];

function dataset(extra: Conversation[] = []): Dataset {
  const conversations = [
    conv('MT-1', 'gpt4', casual),
    conv('MT-1', 'llama2-7b', selfId),
    conv('MT-1', 'qwen-7b-chat', loop),
    conv('MT-1', 'GT', ['Two hours!', 'Poor you.']),
    ...extra,
  ];
  const [gpt, llama, qwen] = conversations;
  return {
    ...emptyDataset(),
    conversations,
    uniJudgments: [
      judged(gpt!, null),
      judged(llama!, 3, 'Chat 3 says it is an AI language model.'),
      judged(qwen!, 5, 'From chat 5 the replies are unrelated to the trip and loop.'),
    ],
    curatedTags: [
      {
        conversationId: gpt!.id,
        label: 'formal-tone',
        chat: 4,
        note: 'A little stiff here.',
        curator: 'Ana',
        source: { file: 'curated-tags.csv', line: 2 },
      },
    ],
  };
}
const build = (d: Dataset) =>
  buildSiteModel(d, { countTokens: (t) => t.split(/\s+/).length, version: 'test' });

describe('the gallery section', () => {
  it('makes one card per conversation and category, good cases from passing model conversations only', () => {
    const g = build(dataset()).gallery!;
    expect(g.cards.map((c) => `${c.category} ${c.origin} ${c.model}`)).toEqual([
      'ai-self-identification automatic llama2-7b',
      'contextual-confusion automatic qwen-7b-chat',
      'formal-tone curated gpt4',
      'repetitive-phrasing automatic qwen-7b-chat',
      'good automatic gpt4',
    ]);
    const self = g.cards[0]!;
    expect(self).toMatchObject({
      chat: 3,
      verdict: 'ai',
      verdictLines: ['gpt-4: AI from chat 3'],
      seedPath: 's/botchat/MT-1',
    });
    expect(self.excerpt).toEqual([
      {
        n: 3,
        speaker: 'A',
        role: 'tagged',
        cut: false,
        segments: [{ text: 'As an AI', mark: true }, { text: ' language model, I cannot travel.' }],
      },
    ]);
    // The repetition card shows the earlier turn and the repeating one, the shared words highlighted.
    const rep = g.cards.find((c) => c.category === 'repetitive-phrasing')!;
    expect(rep.excerpt.map((x) => [x.n, x.role])).toEqual([
      [3, 'repeated'],
      [5, 'tagged'],
    ]);
    expect(g.byConversation['botchat/MT-1/qwen-7b-chat']).toHaveLength(2);
  });

  it('writes a static page for every filter combination with a card, and filter bars linking them', () => {
    const g = build(dataset()).gallery!;
    const paths = g.pages.map((p) => p.path);
    // Every category has its unfiltered page, even when empty (contextual confusion has one card here).
    for (const c of ['ai-self-identification', 'excessive-length', 'good'])
      expect(paths).toContain(`gallery/${c}/`);
    expect(paths).toContain('gallery/repetitive-phrasing/qwen-7b-chat/ai/all/');
    expect(paths).not.toContain('gallery/repetitive-phrasing/gpt4/any/all/');
    const bars = g.filters['ai-self-identification|all|any|all']!;
    expect(bars.model.map((o) => [o.value, o.count, o.path])).toEqual([
      ['all', 1, 'gallery/ai-self-identification/'],
      ['gpt4', 0, null],
      ['llama2-7b', 1, 'gallery/ai-self-identification/llama2-7b/any/all/'],
      ['qwen-7b-chat', 0, null],
      ['GT', 0, null],
    ]);
    // N counts the tagged chat: self-identification is at chat 3, so "within 4 chats" has it.
    expect(bars.n.map((o) => [o.value, o.count])).toEqual([
      ['all', 1],
      ['4', 1],
    ]);
    // Curated cards are listed apart from the rules' cards.
    const formal = g.pages.find((p) => p.path === 'gallery/formal-tone/')!;
    expect(formal).toMatchObject({
      automatic: [],
      curated: ['botchat/MT-1/gpt4#formal-tone#curated'],
      total: 1,
    });
  });

  it('paginates a long list, and caps a list narrowed by verdict or N at two pages', () => {
    // 3 pages' worth of self-identification, not judged (verdict "none"), plus the judged one of dataset().
    const many = Array.from({ length: 2 * GALLERY_PAGE_SIZE + 3 }, (_, i) =>
      conv(`MT-${i + 2}`, 'llama2-7b', selfId),
    );
    const g = build(dataset(many)).gallery!;
    const of = (verdict: string) =>
      g.pages.filter(
        (p) =>
          p.filter.category === 'ai-self-identification' &&
          p.filter.model === 'all' &&
          p.filter.verdict === verdict &&
          p.filter.n === 'all',
      );
    expect(of('any').map((p) => [p.path, p.automatic.length, p.listed])).toEqual([
      ['gallery/ai-self-identification/', GALLERY_PAGE_SIZE, 64],
      ['gallery/ai-self-identification/page-2/', GALLERY_PAGE_SIZE, 64],
      ['gallery/ai-self-identification/page-3/', 4, 64],
    ]);
    const none = of('none');
    expect(none.map((p) => [p.path, p.total, p.listed, p.complete])).toEqual([
      ['gallery/ai-self-identification/all/none/all/', 63, 60, 'gallery/ai-self-identification/'],
      ['gallery/ai-self-identification/all/none/all/page-2/', 63, 60, 'gallery/ai-self-identification/'],
    ]);
  });

  it('puts the share of each model that each category fires on in the heatmap table', () => {
    const g = build(dataset()).gallery!;
    const row = g.heatmap.raw.find((r) => r.model === 'qwen-7b-chat')!;
    expect(row).toMatchObject({
      conversations: 1,
      'repetitive-phrasing': 1,
      'contextual-confusion': 1,
      good: 0,
    });
    expect(g.heatmap.raw.find((r) => r.model === 'GT')).toMatchObject({ good: null });
    expect(g.heatmapSvg).toContain('<svg');
  });

  it('caches the detectors by content, per conversation: a changed chat recomputes its conversation alone', async () => {
    const cache = createInputCache(await mkdtemp(join(tmpdir(), 'parley-gallery-cache-')), 'test');
    const cached = (d: Dataset) =>
      buildSiteModel(d, {
        countTokens: (t) => t.split(/\s+/).length,
        version: 'test',
        cache: { memo: cache.memo, memoEach: cache.memoEach },
      }).gallery!;
    const uncached = build(dataset()).gallery!;
    const n = dataset().conversations.length;
    const first = cached(dataset());
    expect(cache.tally()['gallery-tags']).toEqual({ reused: 0, computed: n });
    const second = cached(dataset());
    expect(cache.tally()['gallery-tags']).toEqual({ reused: n, computed: n });
    expect(first.cards).toEqual(uncached.cards);
    expect(second.cards).toEqual(uncached.cards);
    // GPT-4 now says what it is: the same files, other content.
    const changed = dataset();
    changed.conversations[0] = { ...changed.conversations[0]!, chats: [...seedChats, ...selfId] };
    const third = cached(changed);
    expect(cache.tally()['gallery-tags']).toEqual({ reused: 2 * n - 1, computed: n + 1 });
    expect(third.cards.filter((c) => c.category === 'ai-self-identification').map((c) => c.model)).toEqual([
      'gpt4',
      'llama2-7b',
    ]);
  });

  it('gives the same gallery with the detectors shared between two threads', async () => {
    // Every conversation of the dataset is handed over (a pool sharing from one conversation on), the second half
    // to the worker thread with this thread's token counts.
    // Tokens counted as characters: the worker must count with this thread's counts, not its own cl100k, or
    // the length rule would fire differently on its half.
    const pool = startDetectorPool(1);
    const chars = { countTokens: (t: string) => t.length, version: 'test' };
    // A conversation of long chats, last (so in the worker's half): its evidence gives each chat's count.
    const long = 'and then we walked on along the river for a while '.repeat(8).trim();
    const withLong = () => dataset([conv('s-long', 'gpt4', [long, long, long, long])]);
    try {
      const shared = buildSiteModel(withLong(), { ...chars, detectors: pool }).gallery!;
      const alone = buildSiteModel(withLong(), chars).gallery!;
      expect(shared.cards.length).toBeGreaterThan(3);
      expect(shared.cards.some((c) => c.category === 'excessive-length')).toBe(true);
      expect(shared).toEqual(alone);
    } finally {
      await pool.close();
    }
  });

  it('gives a model that two benchmarks hold one heatmap row per benchmark, never pooled', () => {
    // A second benchmark's ground truth: one conversation that loops, which BotChat's GT does not.
    const other: Conversation = { ...conv('h-1', 'GT', loop), id: 'other/h-1/GT', benchmark: 'other' };
    const g = build(dataset([other])).gallery!;
    const gt = g.heatmap.raw.filter((r) => r.model === 'GT');
    expect(gt.map((r) => [r.benchmark, r.conversations, r['repetitive-phrasing_count']])).toEqual([
      ['botchat', 1, 0],
      ['other', 1, 1],
    ]);
    expect(g.heatmap.rows.filter((r) => r[0]!.href === 'models/GT/').map((r) => r[0]!.text)).toEqual([
      'Ground truth · BotChat',
      'Ground truth · other',
    ]);
    // A model only one benchmark holds keeps a single row under its own name.
    expect(g.heatmap.raw.filter((r) => r.model === 'gpt4').map((r) => r.benchmark)).toEqual(['botchat']);
  });

  it('reports repetition per system, and nothing at all for a dataset without conversations', () => {
    const g = build(dataset()).gallery!;
    expect(g.repetition[0]!.table.raw.map((r) => [r.system, r.withRepetition, r.conversations])).toEqual([
      ['gpt4', 0, 1],
      ['llama2-7b', 0, 1],
      ['qwen-7b-chat', 1, 1],
      ['GT', 0, 1],
    ]);
    const empty = { ...dataset(), conversations: [], uniJudgments: [], curatedTags: [] };
    expect(build(empty).gallery).toBeUndefined();
  });

  it('is deterministic', () => {
    expect(JSON.stringify(build(dataset()).gallery)).toBe(JSON.stringify(build(dataset()).gallery));
  });
});

describe('segmentsOf', () => {
  it('marks the spans and cuts a long chat around the first mark', () => {
    expect(segmentsOf('abcdef', [[1, 3]])).toEqual({
      segments: [{ text: 'a' }, { text: 'bc', mark: true }, { text: 'def' }],
      cut: false,
    });
    const long = `${'x'.repeat(1000)}HIT${'y'.repeat(1000)}`;
    const r = segmentsOf(long, [[1000, 1003]], 100);
    expect(r.cut).toBe(true);
    expect(r.segments.find((s) => s.mark)).toEqual({ text: 'HIT', mark: true });
    expect(r.segments[0]).toEqual({ text: '… ' });
    expect(r.segments.map((s) => s.text).join('').length).toBeLessThan(110);
  });
});

describe('galleryPath', () => {
  it('is short for a category and spells out every filter otherwise', () => {
    expect(galleryPath({ category: 'good', model: 'all', verdict: 'any', n: 'all' })).toBe('gallery/good/');
    expect(galleryPath({ category: 'formal-tone', model: 'gpt4', verdict: 'ai', n: 8 }, 3)).toBe(
      'gallery/formal-tone/gpt4/ai/8/page-3/',
    );
  });
});

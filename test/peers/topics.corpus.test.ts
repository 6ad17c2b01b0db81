// Corpus test: topics made from the words of real benchmark questions, against the benchmarks' own categories
// (issue 36 item 2). MT-Bench's 80 questions carry 8 categories (lm-sys/FastChat, fastchat/llm_judge/data/mt_bench);
// arena-hard v0.1's 500 questions carry 250 clusters of two (lm-sys/arena-hard-auto). The questions are read by
// Parley's readers from the mirrors in place; the topics take as many groups as the benchmark has. Chance
// agreement is 0: a shuffle of the benchmark's own labels scores near it.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../src/records/dataset.ts';
import { readDataset } from '../../src/profiles/index.ts';
import { adjustedRandIndex, topicModel, type TopicDocument } from '../../src/stats/topics.ts';
import { mirrorOf, mirrorTree, skipMessage } from './mirror.ts';

const FASTCHAT = mirrorOf('lm-sys+FastChat');
const ARENA_HARD = mirrorOf('lm-sys+arena-hard-auto');
if (!FASTCHAT) skipMessage('lm-sys+FastChat', 'the MT-Bench topic tests are');
if (!ARENA_HARD) skipMessage('lm-sys+arena-hard-auto', 'the arena-hard topic tests are');

const documents = (d: Dataset): TopicDocument[] =>
  d.peers.questions.map((q) => ({ id: q.questionId, text: q.turns.join('\n') }));

/** ARI of the topics (k = the number of the benchmark's groups) against the benchmark's groups. */
function recovery(d: Dataset, group: (q: Dataset['peers']['questions'][number]) => string) {
  const groups = new Map(d.peers.questions.map((q) => [q.questionId, group(q)]));
  const k = new Set(groups.values()).size;
  const model = topicModel(documents(d), { k });
  const ids = [...groups.keys()];
  return {
    k,
    model,
    ari: adjustedRandIndex(
      ids.map((i) => groups.get(i)!),
      ids.map((i) => model.topicOf.get(i)!),
    ),
  };
}

describe.skipIf(!FASTCHAT)('topics of MT-Bench’s 80 questions', () => {
  let data: Dataset;
  beforeAll(async () => {
    const { dir, absent } = await mirrorTree(FASTCHAT!, ['fastchat/llm_judge/data/mt_bench/question.jsonl']);
    expect(absent).toEqual([]);
    data = await readDataset(dir);
  });

  it('recovers its 8 categories far above chance, the same on every run', () => {
    expect(data.peers.questions).toHaveLength(80);
    const { k, model, ari } = recovery(data, (q) => q.category);
    expect(k).toBe(8);
    expect(model.topics.reduce((n, t) => n + t.members.length, 0)).toBe(80);
    // Chance is 0. Measured 2026-11-28 (decision 0168): 0.1810103669573803, the same on every run.
    expect(ari).toBeGreaterThan(0.1);
    expect(ari).toBeCloseTo(0.1810103669573803, 12);
    expect(JSON.stringify(recovery(data, (q) => q.category).model.topics)).toBe(JSON.stringify(model.topics));
    console.log(
      `MT-Bench: ARI ${ari} over ${k} topics; ${model.topics.map((t) => t.terms.join('/')).join('; ')}`,
    );
  });
});

describe.skipIf(!ARENA_HARD)('topics of arena-hard v0.1’s 500 questions', () => {
  let data: Dataset;
  beforeAll(async () => {
    const { dir, absent } = await mirrorTree(ARENA_HARD!, ['data/arena-hard-v0.1/question.jsonl']);
    expect(absent).toEqual([]);
    data = await readDataset(dir);
  });

  it('recovers its 250 clusters of two above chance', () => {
    expect(data.peers.questions).toHaveLength(500);
    const { k, ari } = recovery(data, (q) => q.cluster);
    expect(k).toBe(250);
    // Measured 2026-11-28 (decision 0168): 0.057263229487445916. Pairs made from embeddings are hard to find by words.
    expect(ari).toBeGreaterThan(0.03);
    expect(ari).toBeCloseTo(0.057263229487445916, 12);
    console.log(`arena-hard v0.1: ARI ${ari} over ${k} topics`);
  });

  it('makes topics a reader can use at the page’s own count: no topic holds a quarter of the questions', () => {
    const model = topicModel(documents(data));
    expect(model.k).toBe(16);
    const largest = Math.max(...model.topics.map((t) => t.members.length));
    // Measured: 77 of 500. Without the reduction to 20 directions one topic took 303 (decision 0168).
    expect(largest).toBeLessThan(125);
  });
});

describe.skipIf(!FASTCHAT)('the chance level the topics are measured against', () => {
  it('a seeded shuffle of MT-Bench’s categories scores near 0 against the categories', async () => {
    const { dir } = await mirrorTree(FASTCHAT!, ['fastchat/llm_judge/data/mt_bench/question.jsonl']);
    const categories = (await readDataset(dir)).peers.questions.map((q) => q.category);
    const shuffled = [...categories];
    let s = 7;
    for (let i = shuffled.length - 1; i > 0; i--) {
      s = (s * 1103515245 + 12345) % 2147483648;
      const j = s % (i + 1);
      [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
    }
    expect(Math.abs(adjustedRandIndex(categories, shuffled))).toBeLessThan(0.05);
  });
});

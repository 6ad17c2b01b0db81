import { EigenvalueDecomposition, Matrix } from 'ml-matrix';
import { describe, expect, it } from 'vitest';
import { createRandom } from './random.ts';
import {
  adjustedRandIndex,
  defaultTopicCount,
  lsaCoordinates,
  tfidfVectors,
  topicModel,
  topicModels,
  topicWords,
  type TopicDocument,
} from './topics.ts';

describe('adjustedRandIndex', () => {
  it('gives 4/7 for [0,0,1,2] against [0,0,1,1] (worked by hand)', () => {
    // Pairs: same-cell 1 (the two 0s); rows C(2,2)=1; columns 1+1=2; expected 1·2/6 = 1/3; max 3/2.
    // (1 − 1/3) / (3/2 − 1/3) = (2/3) / (7/6) = 4/7.
    expect(adjustedRandIndex([0, 0, 1, 2], [0, 0, 1, 1])).toBeCloseTo(4 / 7, 15);
  });

  it('is −1/2 for a crossed partition, 0 for one group against singletons, 1 for a relabelling', () => {
    expect(adjustedRandIndex([0, 0, 1, 1], [0, 1, 0, 1])).toBeCloseTo(-0.5, 15);
    expect(adjustedRandIndex([0, 0, 0, 0], [0, 1, 2, 3])).toBe(0);
    expect(adjustedRandIndex(['a', 'a', 'b', 'c'], [7, 7, 3, 1])).toBe(1);
  });

  it('calls two partitions with no pair to tell apart equal', () => {
    expect(adjustedRandIndex([1, 1, 1], ['x', 'x', 'x'])).toBe(1);
    expect(adjustedRandIndex([1, 2, 3], [3, 2, 1])).toBe(1);
  });

  it('is symmetric and ignores the names of the groups', () => {
    const a = [0, 0, 1, 1, 1, 2, 2, 0, 2];
    const b = [5, 5, 5, 6, 6, 6, 7, 7, 7];
    const x = adjustedRandIndex(a, b);
    expect(adjustedRandIndex(b, a)).toBeCloseTo(x, 15);
    expect(
      adjustedRandIndex(
        a.map((v) => `g${v}`),
        b.map((v) => -v),
      ),
    ).toBeCloseTo(x, 15);
  });

  it('refuses partitions of different lengths', () => {
    expect(() => adjustedRandIndex([1, 2], [1])).toThrow(/2 labels against 1/);
  });
});

describe('topicWords', () => {
  it('keeps words of three or more letters, lower-cased, without stopwords or bare numbers', () => {
    expect(topicWords('Write a Python function that sorts 1000 numbers, please!')).toEqual([
      'python',
      'function',
      'sorts',
      'numbers',
    ]);
  });

  it('keeps words of any script', () => {
    expect(topicWords('Расскажи про квантовую физику')).toEqual(['расскажи', 'про', 'квантовую', 'физику']);
  });
});

describe('tfidfVectors', () => {
  it('drops terms in one document and in more than half, and normalises each vector', () => {
    const docs = [
      ['apple', 'pear', 'pear', 'plum', 'kiwi'],
      ['apple', 'pear'],
      ['plum', 'fig'],
      ['plum', 'fig'],
      ['kiwi'],
    ];
    const { vectors, terms } = tfidfVectors(docs);
    // df: apple 2, pear 2, plum 3 (> 5/2: dropped), kiwi 2, fig 2.
    expect(terms).toEqual(['apple', 'fig', 'kiwi', 'pear']);
    const idf = Math.log(6 / 3) + 1;
    // Document 1: apple 1, pear 2, kiwi 1 → weights idf·(1, 1 + ln 2, 1) before normalising.
    const raw = [idf, 0, idf, idf * (1 + Math.log(2))];
    const norm = Math.hypot(...raw);
    vectors[0]!.forEach((x, i) => expect(x).toBeCloseTo(raw[i]! / norm, 15));
    for (const v of vectors) expect(Math.hypot(...v)).toBeCloseTo(1, 15);
  });
});

describe('lsaCoordinates', () => {
  it('equals the exact truncated SVD (U·S, rows scaled to 1) when the projection spans the matrix', () => {
    const rng = createRandom(3);
    const x = Array.from({ length: 9 }, () => Array.from({ length: 6 }, () => (rng() < 0.5 ? 0 : rng())));
    const got = lsaCoordinates(x, 3, 11);
    // Exact: the eigenvectors of X·Xᵀ with the 3 largest eigenvalues, scaled by √λ.
    const gram = new Matrix(x).mmul(new Matrix(x).transpose());
    const evd = new EigenvalueDecomposition(gram, { assumeSymmetric: true });
    const order = evd.realEigenvalues
      .map((v, i) => [v, i] as const)
      .sort((a, b) => b[0] - a[0])
      .slice(0, 3);
    const exact = x.map((_, i) => {
      const row = order.map(([v, c]) => evd.eigenvectorMatrix.get(i, c) * Math.sqrt(v));
      const n = Math.hypot(...row);
      return row.map((t) => t / n);
    });
    // Each direction is known up to its sign: compare the distances between documents, which do not depend on it.
    const dist = (p: number[][], i: number, j: number) => Math.hypot(...p[i]!.map((t, c) => t - p[j]![c]!));
    for (let i = 0; i < 9; i++)
      for (let j = i + 1; j < 9; j++) expect(dist(got, i, j)).toBeCloseTo(dist(exact, i, j), 9);
  });

  it('is the same for the same seed', () => {
    const x = [
      [1, 0, 0.5],
      [0, 1, 0],
      [0.2, 0.3, 0],
    ];
    expect(lsaCoordinates(x, 2, 5)).toEqual(lsaCoordinates(x, 2, 5));
  });
});

const PLANTED: Array<[string, string]> = [
  ['cook', 'Bake bread with flour, yeast and an oven; knead the dough'],
  ['cook', 'A recipe for bread dough: flour, water, yeast, bake in the oven'],
  ['cook', 'How long to bake sourdough bread in a hot oven with yeast'],
  ['cook', 'Knead the dough, let the yeast rise, then bake the bread'],
  ['code', 'Fix this Python function that throws an exception on empty lists'],
  ['code', 'Python exception in my function: list index out of range'],
  ['code', 'Refactor the Python function and catch the exception'],
  ['code', 'Why does my Python list function raise an exception'],
  ['trip', 'Plan a train trip through Italy: Rome, Florence, Venice hotels'],
  ['trip', 'Cheap hotels in Rome and a train to Florence for my trip'],
  ['trip', 'Itinerary for a week in Italy by train, with hotels in Venice'],
  ['trip', 'Which train from Florence to Venice, and hotels for the trip'],
];

const plantedDocs = (): TopicDocument[] =>
  PLANTED.map(([, text], i) => ({ id: `q${String(i).padStart(2, '0')}`, text }));

describe('topicModel', () => {
  it('recovers three planted topics exactly, each named by its own words', () => {
    const model = topicModel(plantedDocs(), { k: 3 });
    const found = plantedDocs().map((d) => model.topicOf.get(d.id)!);
    expect(
      adjustedRandIndex(
        PLANTED.map(([g]) => g),
        found,
      ),
    ).toBe(1);
    expect(model.topics.map((t) => t.members.length)).toEqual([4, 4, 4]);
    const named = model.topics.map((t) => t.terms.join(' '));
    expect(named.some((n) => /bread|yeast|bake|dough|oven/.test(n))).toBe(true);
    expect(named.some((n) => /python|exception|function/.test(n))).toBe(true);
    expect(named.some((n) => /train|hotels|trip|venice|florence/.test(n))).toBe(true);
  });

  it('does not depend on the order of the documents, and repeats itself', () => {
    const a = topicModel(plantedDocs(), { k: 3 });
    const shuffled = plantedDocs().reverse();
    [shuffled[0], shuffled[5]] = [shuffled[5]!, shuffled[0]!];
    const b = topicModel(shuffled, { k: 3 });
    expect(JSON.stringify(b.topics)).toBe(JSON.stringify(a.topics));
    expect(JSON.stringify(topicModel(plantedDocs(), { k: 3 }).topics)).toBe(JSON.stringify(a.topics));
  });

  it('lowers k to the number of distinct vectors, and puts everything in one topic when there is one', () => {
    const same = [1, 2, 3].map((i) => ({ id: `d${i}`, text: 'bread yeast oven' }));
    const model = topicModel(same, { k: 5 });
    expect(model.k).toBe(1);
    expect(model.topics[0]!.members).toEqual(['d1', 'd2', 'd3']);
  });

  it('cuts one clustering at several counts, each as topicModel would give it alone', () => {
    const [three, two] = topicModels(plantedDocs(), [3, 2]);
    expect(JSON.stringify(three!.topics)).toBe(JSON.stringify(topicModel(plantedDocs(), { k: 3 }).topics));
    expect(JSON.stringify(two!.topics)).toBe(JSON.stringify(topicModel(plantedDocs(), { k: 2 }).topics));
    expect(two!.topics.map((t) => t.members.length)).toEqual([8, 4]);
  });

  it('refuses a document id given twice', () => {
    expect(() =>
      topicModel([
        { id: 'x', text: 'a' },
        { id: 'x', text: 'b' },
      ]),
    ).toThrow(/given twice/);
  });

  it('chooses √(n/2) topics by default, between 2 and 40', () => {
    expect([2, 80, 500, 5000, 48586].map(defaultTopicCount)).toEqual([2, 6, 16, 40, 40]);
  });
});

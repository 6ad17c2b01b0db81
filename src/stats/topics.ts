// Topics without a model: prompts are grouped by the words they use (TF-IDF vectors, reduced to their main
// directions by a seeded randomized SVD, latent semantic analysis, then Ward's agglomerative clustering from
// ml-hclust, cut into k groups), each topic named by its heaviest terms; and the adjusted Rand index, which says how
// well such topics recover a benchmark's own categories (decision 0168). The same documents give the same topics,
// in any order.
import { agnes } from 'ml-hclust';
import { EigenvalueDecomposition, Matrix } from 'ml-matrix';
import { createRandom } from './random.ts';

/** The seed of the random projection the reduction starts from. */
export const TOPIC_SEED = 20261128;

/** Directions kept by the reduction (latent semantic analysis). */
export const TOPIC_DIMENSIONS = 20;

/** Documents beyond which topics are not made: the clustering holds an n × n distance matrix. */
export const TOPIC_MAX_DOCUMENTS = 3000;

/** Terms kept in the vectors: the ones in the most documents (then alphabetical), at most this many. */
export const TOPIC_MAX_TERMS = 1500;

/** Terms that say little about a topic in English prompts. Other languages keep all their words. */
const STOPWORDS = new Set(
  (
    'the and for are but not you your yours with this that these those from have has had was were will would ' +
    'can could should shall may might must what which who whom whose when where why how all any both each few ' +
    'more most other some such only own same than too very just also into onto over under about above below ' +
    'between through during before after again further then once here there out off does did doing done being ' +
    'been its it’s they them their theirs our ours she her hers him his himself herself itself themselves ' +
    'myself yourself ourselves yourselves because until while let lets use using used make makes made like ' +
    'one two get got want need please give write explain provide create following based given way well'
  ).split(' '),
);

/** The words of a text that can name a topic: lower-cased letters and digits, 3+ characters, not all digits, no stopword. */
export function topicWords(text: string): string[] {
  const words =
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? [];
  return words.filter((w) => w.length >= 3 && !/^\p{N}+$/u.test(w) && !STOPWORDS.has(w));
}

/** One document to group: its id (documents are ordered by id, so their order in the files does not matter). */
export interface TopicDocument {
  id: string;
  text: string;
}

export interface Topic {
  /** 1-based, largest topic first (ties: the topic whose first member comes first). */
  id: number;
  /** The heaviest terms of the topic's mean vector, heaviest first. */
  terms: string[];
  /** The ids of its documents, in id order. */
  members: string[];
}

export interface TopicModel {
  topics: Topic[];
  /** Each document's topic id, by document id. */
  topicOf: Map<string, number>;
  /** How many topics, and over how many terms. */
  k: number;
  terms: number;
}

/** A topic count from the number of documents when none is given: √(n/2), at least 2, at most 40. */
export function defaultTopicCount(n: number): number {
  return Math.max(2, Math.min(40, Math.round(Math.sqrt(n / 2))));
}

function byId(a: TopicDocument, b: TopicDocument): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** L2-normalised TF-IDF vectors (sublinear term frequency, smoothed inverse document frequency) over the kept terms. */
export function tfidfVectors(
  docs: string[][],
  maxTerms = TOPIC_MAX_TERMS,
): { vectors: number[][]; terms: string[] } {
  const n = docs.length;
  const df = new Map<string, number>();
  for (const words of docs) for (const w of new Set(words)) df.set(w, (df.get(w) ?? 0) + 1);
  // A term in one document cannot group two; a term in most documents separates none.
  const terms = [...df]
    .filter(([, d]) => d >= 2 && d <= Math.max(2, n / 2))
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, maxTerms)
    .map(([t]) => t);
  const column = new Map(terms.map((t, i) => [t, i]));
  const idf = terms.map((t) => Math.log((1 + n) / (1 + df.get(t)!)) + 1);
  const vectors = docs.map((words) => {
    const v = new Array<number>(terms.length).fill(0);
    const counts = new Map<number, number>();
    for (const w of words) {
      const c = column.get(w);
      if (c !== undefined) counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    let norm = 0;
    for (const [c, k] of counts) {
      v[c] = (1 + Math.log(k)) * idf[c]!;
      norm += v[c]! * v[c]!;
    }
    if (norm > 0) {
      const s = 1 / Math.sqrt(norm);
      for (const c of counts.keys()) v[c]! *= s;
    }
    return v;
  });
  return { vectors, terms };
}

/** Orthonormalises the columns of an n × r matrix (rows of length r) in place: modified Gram-Schmidt. */
function orthonormalColumns(a: number[][]): void {
  const r = a[0]?.length ?? 0;
  for (let j = 0; j < r; j++) {
    for (let p = 0; p < j; p++) {
      let dot = 0;
      for (const row of a) dot += row[j]! * row[p]!;
      for (const row of a) row[j]! -= dot * row[p]!;
    }
    let norm = 0;
    for (const row of a) norm += row[j]! * row[j]!;
    norm = Math.sqrt(norm);
    // A column with nothing left (the data have fewer directions) stays zero and adds nothing.
    for (const row of a) row[j] = norm > 1e-12 ? row[j]! / norm : 0;
  }
}

/**
 * Each document's coordinates on the `dims` main directions of the TF-IDF matrix X (n × m), scaled by their
 * singular values (U·S of X's truncated SVD), each row then scaled to length 1. Randomized SVD (Halko, Martinsson
 * and Tropp, 2011): a seeded random projection with 10 extra columns, four power iterations, then the exact SVD of
 * the small projected matrix from its r × r Gram matrix. Only X's non-zero entries are visited.
 */
export function lsaCoordinates(vectors: number[][], dims: number, seed: number): number[][] {
  const n = vectors.length;
  const m = vectors[0]?.length ?? 0;
  const r = Math.min(dims + 10, n, m);
  if (r === 0) return vectors.map(() => []);
  const rows = vectors.map((v) => {
    const at: number[] = [];
    const x: number[] = [];
    v.forEach((w, c) => {
      if (w !== 0) {
        at.push(c);
        x.push(w);
      }
    });
    return { at, x };
  });
  const times = (b: number[][]) =>
    rows.map(({ at, x }) => {
      const out = new Array<number>(r).fill(0);
      for (let t = 0; t < at.length; t++) {
        const bRow = b[at[t]!]!;
        for (let j = 0; j < r; j++) out[j]! += x[t]! * bRow[j]!;
      }
      return out;
    });
  const transposeTimes = (y: number[][]) => {
    const out = Array.from({ length: m }, () => new Array<number>(r).fill(0));
    rows.forEach(({ at, x }, i) => {
      const yRow = y[i]!;
      for (let t = 0; t < at.length; t++) {
        const o = out[at[t]!]!;
        for (let j = 0; j < r; j++) o[j]! += x[t]! * yRow[j]!;
      }
    });
    return out;
  };
  const rng = createRandom(seed);
  const omega = Array.from({ length: m }, () => Array.from({ length: r }, () => 2 * rng() - 1));
  let y = times(omega);
  for (let q = 0; q < 4; q++) {
    orthonormalColumns(y);
    const z = transposeTimes(y);
    orthonormalColumns(z);
    y = times(z);
  }
  orthonormalColumns(y);
  // B = Qᵀ X (r × m); B·Bᵀ = W Λ Wᵀ; X ≈ Q W √Λ Vᵀ, so the coordinates U·S are Q W √Λ.
  const bt = transposeTimes(y);
  const gram = Array.from({ length: r }, (_, i) =>
    Array.from({ length: r }, (_, j) => bt.reduce((s, row) => s + row[i]! * row[j]!, 0)),
  );
  const evd = new EigenvalueDecomposition(new Matrix(gram), { assumeSymmetric: true });
  const values = evd.realEigenvalues;
  const w = evd.eigenvectorMatrix;
  const order = values
    .map((v, i) => [v, i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1])
    .slice(0, dims)
    .map(([, i]) => i);
  return y.map((qRow) => {
    const out = order.map((c) => {
      let s = 0;
      for (let k = 0; k < r; k++) s += qRow[k]! * w.get(k, c);
      return s * Math.sqrt(Math.max(0, values[c]!));
    });
    const norm = Math.hypot(...out);
    return norm > 0 ? out.map((x) => x / norm) : out;
  });
}

/** Euclidean distances between rows. */
function distances(points: number[][]): number[][] {
  const n = points.length;
  const d = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    const a = points[i]!;
    for (let j = i + 1; j < n; j++) {
      const b = points[j]!;
      let s = 0;
      for (let c = 0; c < a.length; c++) s += (a[c]! - b[c]!) ** 2;
      d[i]![j] = d[j]![i] = Math.sqrt(s);
    }
  }
  return d;
}

/**
 * Groups documents into `k` topics (default `defaultTopicCount`): Ward's agglomeration of their TF-IDF vectors'
 * coordinates on the main directions (lsaCoordinates), cut where k groups remain. The documents are taken in id order, so their order in the files does not matter. `k` is
 * lowered to the number of distinct vectors when there are fewer. Throws beyond TOPIC_MAX_DOCUMENTS documents.
 */
export function topicModel(
  documents: TopicDocument[],
  options: { k?: number; maxTerms?: number; labelTerms?: number; dimensions?: number; seed?: number } = {},
): TopicModel {
  return topicModels(documents, [options.k], options)[0]!;
}

/**
 * topicModel at several topic counts from one agglomeration: Ward's tree does not depend on k, so each count is a
 * cut of the same tree (a count left undefined is defaultTopicCount). The models come in the order of `ks`.
 */
export function topicModels(
  documents: TopicDocument[],
  ks: readonly (number | undefined)[],
  options: { maxTerms?: number; labelTerms?: number; dimensions?: number; seed?: number } = {},
): TopicModel[] {
  const docs = [...documents].sort(byId);
  for (let i = 1; i < docs.length; i++) {
    if (docs[i]!.id === docs[i - 1]!.id)
      throw new Error(`topicModel: document id ${docs[i]!.id} given twice`);
  }
  if (docs.length > TOPIC_MAX_DOCUMENTS) {
    throw new Error(`topicModel: ${docs.length} documents, more than ${TOPIC_MAX_DOCUMENTS}`);
  }
  const { vectors, terms } = tfidfVectors(
    docs.map((d) => topicWords(d.text)),
    options.maxTerms,
  );
  const distinct = new Set(vectors.map((v) => v.join(','))).size;
  let tree: ReturnType<typeof agnes> | undefined;
  const labelTerms = options.labelTerms ?? 3;
  return ks.map((wanted) => {
    const k = Math.min(wanted ?? defaultTopicCount(docs.length), distinct);
    const clusters = docs.map(() => 0);
    if (k > 1) {
      tree ??= agnes(
        distances(
          lsaCoordinates(vectors, options.dimensions ?? TOPIC_DIMENSIONS, options.seed ?? TOPIC_SEED),
        ),
        { method: 'ward', isDistanceMatrix: true },
      );
      tree.group(k).children.forEach((g, c) => {
        for (const i of g.indices()) clusters[i] = c;
      });
    }
    // Number topics by size, largest first; a tie goes to the topic whose first document comes first.
    const groups = new Map<number, number[]>();
    clusters.forEach((c, i) => {
      const g = groups.get(c);
      if (g) g.push(i);
      else groups.set(c, [i]);
    });
    const ordered = [...groups.values()].sort((a, b) => b.length - a.length || a[0]! - b[0]!);
    const topics: Topic[] = ordered.map((members, t) => {
      const mean = new Array<number>(terms.length).fill(0);
      for (const i of members) vectors[i]!.forEach((x, c) => (mean[c]! += x));
      const top = mean
        .map((w, c) => [w, c] as const)
        .filter(([w]) => w > 0)
        .sort((a, b) => b[0] - a[0] || a[1] - b[1])
        .slice(0, labelTerms)
        .map(([, c]) => terms[c]!);
      return { id: t + 1, terms: top, members: members.map((i) => docs[i]!.id) };
    });
    const topicOf = new Map<string, number>();
    for (const t of topics) for (const m of t.members) topicOf.set(m, t.id);
    return { topics, topicOf, k: topics.length, terms: terms.length };
  });
}

const pairs = (x: number) => (x * (x - 1)) / 2;

/**
 * The adjusted Rand index of two partitions of the same items (Hubert and Arabie, 1985): 1 when they agree, about 0
 * for a chance agreement, negative below chance. Two partitions with no pair to tell apart (one group each, or every
 * item alone in both) agree: 1.
 */
export function adjustedRandIndex(a: readonly (string | number)[], b: readonly (string | number)[]): number {
  if (a.length !== b.length) throw new Error(`adjustedRandIndex: ${a.length} labels against ${b.length}`);
  const n = a.length;
  const cells = new Map<string, number>();
  const rows = new Map<string | number, number>();
  const cols = new Map<string | number, number>();
  for (let i = 0; i < n; i++) {
    const key = JSON.stringify([a[i], b[i]]);
    cells.set(key, (cells.get(key) ?? 0) + 1);
    rows.set(a[i]!, (rows.get(a[i]!) ?? 0) + 1);
    cols.set(b[i]!, (cols.get(b[i]!) ?? 0) + 1);
  }
  let index = 0;
  for (const c of cells.values()) index += pairs(c);
  let sumRows = 0;
  for (const r of rows.values()) sumRows += pairs(r);
  let sumCols = 0;
  for (const c of cols.values()) sumCols += pairs(c);
  const expected = n < 2 ? 0 : (sumRows * sumCols) / pairs(n);
  const max = (sumRows + sumCols) / 2;
  if (max === expected) return 1;
  return (index - expected) / (max - expected);
}

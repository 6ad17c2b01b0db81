import { longestCommonSubsequence } from './longestCommonSubsequence.ts';

/**
 * The thresholds of Parley's cross-turn repetition rule (docs/decisions/0051-cross-turn-repetition.md). The
 * Meena paper describes its rule only as "two turns contain long common sub-sequences" and gives no numbers,
 * so these were set on the paper's own examples and BotChat's hand-picked ones, and checked on people
 * (Meena's human-human logs):
 * - `minCommonWords` 4: a shorter shared run is a stock phrase people repeat all the time ("thank you", "I
 *   see", "bye"), while BotChat's "You're welcome. Take care." / "Thank you. I will." loops share 4 words.
 * - `minSimilarity` 0.7: the common subsequence, normalised by the two turns' mean length (2·LCS / (|a| + |b|),
 *   ROUGE-L's F-measure), is at least 70%: the later turn is "somewhat" the earlier one again, not just a
 *   turn on the same topic: a near-identical repetition (the paper's table 5, "I'd love to go to Japan too",
 *   scores 0.92 to 1).
 * - `partialMinCommonWords` 6 and `partialMinContained` 0.9: a partial repetition (the paper's table 6) carries
 *   an earlier turn almost whole (90% of its words, at least 6 of them) inside a longer one ("Yes! I am! Do you
 *   know why? Because he was outstanding in his field!" after "Because he was outstanding in his field!":
 *   similarity only 0.67, contained 100%). Six words, because people do repeat a short question inside a
 *   longer one ("what do you do?", then "what type of paintings do you do?").
 */
export const CROSS_TURN_REPETITION = {
  minCommonWords: 4,
  minSimilarity: 0.7,
  partialMinCommonWords: 6,
  partialMinContained: 0.9,
} as const;

/** One later turn that repeats an earlier one. */
export interface RepeatedTurn {
  /** 0-based index (into the turns given) of the earlier turn. */
  earlier: number;
  /** 0-based index of the later turn, the one that repeats. */
  later: number;
  /** Words of a longest common subsequence of the two turns. */
  common: string[];
  /** 2·|common| / (words of earlier + words of later), 0..1. */
  similarity: number;
  /** |common| / words of the shorter turn, 0..1: how much of the shorter turn the longer one contains. */
  contained: number;
  /** Which test it passed: `near-identical` (similarity) or `partial` (the shorter turn contained). */
  kind: 'near-identical' | 'partial';
}

// CJK scripts have no spaces between words: each character counts as one word; other letters and digits form
// words, with inner apostrophes ("i'd" is one word). Runs are found first (fast on any script); only a run with a
// CJK character in it is split further.
const RUN = /[\p{L}\p{N}]+(?:['\u2019\u02bc][\p{L}\p{N}]+)*/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const CJK_SPLIT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}'\u2019\u02bc]+(?:['\u2019\u02bc][^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}'\u2019\u02bc]+)*/gu;
const normal = (w: string) => w.toLowerCase().replace(/[\u2019\u02bc]/g, "'");
// Most text is ASCII: there a word is a run of [a-z0-9] in the lower-cased text (with inner apostrophes), the
// same words the general rule finds, without a test per run.
const ASCII = /^[\x00-\x7f]*$/;
const ASCII_RUN = /[a-z0-9]+(?:'[a-z0-9]+)*/g;

/**
 * The words of a turn with their offsets in the text (the same words turnWords returns, in the same order).
 * @example wordSpans("I'd go") // [{ word: "i'd", start: 0, end: 3 }, { word: 'go', start: 4, end: 6 }]
 */
export function wordSpans(text: string): { word: string; start: number; end: number }[] {
  const out: { word: string; start: number; end: number }[] = [];
  if (ASCII.test(text)) {
    for (const m of text.toLowerCase().matchAll(ASCII_RUN))
      out.push({ word: m[0], start: m.index, end: m.index + m[0].length });
    return out;
  }
  for (const m of text.matchAll(RUN)) {
    const run = m[0];
    if (/^[\x00-\x7f]*$/.test(run) || !CJK.test(run)) {
      out.push({ word: normal(run), start: m.index, end: m.index + run.length });
      continue;
    }
    for (const p of run.matchAll(CJK_SPLIT)) {
      const piece = p[0].replace(/^['\u2019\u02bc]+|['\u2019\u02bc]+$/g, '');
      if (piece === '') continue;
      const start = m.index + p.index + p[0].indexOf(piece);
      out.push({ word: normal(piece), start, end: start + piece.length });
    }
  }
  return out;
}

/**
 * The words of a turn as the repetition rule compares them: lower case, curly apostrophes straightened, runs of
 * letters and digits (with inner apostrophes: "i'd" is one word), each CJK character a word of its own.
 * @example turnWords("I'd love to go to Japan, too!") // ["i'd", 'love', 'to', 'go', 'to', 'japan', 'too']
 */
export function turnWords(text: string): string[] {
  if (ASCII.test(text)) return text.toLowerCase().match(ASCII_RUN) ?? [];
  return wordSpans(text).map((w) => w.word);
}

/**
 * Where a common subsequence lies in a turn: its words matched left to right (the first occurrence of each word
 * after the previous one), neighbouring matched words joined into one span with what lies between them.
 * @example subsequenceSpans('Oh, I see. I see!', ['i', 'see']) // [[4, 9]]
 * @example subsequenceSpans('I do see', ['i', 'see']) // [[0, 1], [5, 8]]
 */
export function subsequenceSpans(text: string, common: readonly string[]): [number, number][] {
  const out: [number, number][] = [];
  let k = 0;
  let previous = -2;
  for (const [i, w] of wordSpans(text).entries()) {
    if (k < common.length && w.word === common[k]) {
      const last = out[out.length - 1];
      if (last && previous === i - 1) last[1] = w.end;
      else out.push([w.start, w.end]);
      previous = i;
      k++;
    }
  }
  return out;
}

/** How many words two turns share, counted with multiplicity (the size of the multiset intersection). */
function sharedWords(a: ReadonlyMap<number, number>, b: ReadonlyMap<number, number>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let n = 0;
  for (const [w, c] of small) n += Math.min(c, large.get(w) ?? 0);
  return n;
}

/** Each turn's words as numbers (one number per distinct word of the conversation) and their counts. */
function intern(words: readonly (readonly string[])[]): {
  ids: Int32Array[];
  counts: Map<number, number>[];
  vocabulary: string[];
} {
  const index = new Map<string, number>();
  const vocabulary: string[] = [];
  const ids = words.map((ws) => {
    const out = new Int32Array(ws.length);
    for (let k = 0; k < ws.length; k++) {
      let id = index.get(ws[k]!);
      if (id === undefined) {
        index.set(ws[k]!, (id = vocabulary.length));
        vocabulary.push(ws[k]!);
      }
      out[k] = id;
    }
    return out;
  });
  const counts = ids.map((xs) => {
    const m = new Map<number, number>();
    for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1);
    return m;
  });
  return { ids, counts, vocabulary };
}

/**
 * Cross-turn repetition as the Meena paper defines it (Adiwardana et al. 2020, section 5.2): a turn that
 * "somewhat repeats an earlier turn", detected by a long common subsequence. Two turns repeat when their longest
 * common word subsequence (LCS) has at least `minCommonWords` words and either
 * - near-identical: a similarity 2·LCS / (|a| + |b|) (ROUGE-L's F-measure, Lin 2004) of at least
 *   `minSimilarity`, or
 * - partial: at least `partialMinCommonWords` common words covering at least `partialMinContained` of the
 *   shorter turn (an earlier turn repeated inside a longer one).
 * For each later turn, the most similar qualifying earlier turn (the earliest on ties) is reported.
 *
 * `compare` limits which turns count (a bot's own turns, not the human's); by default every turn does.
 * Sources: D. Adiwardana et al. (2020), "Towards a Human-like Open-Domain Chatbot", arXiv:2001.09977, sec. 5.2
 * and tables 5-6; C.-Y. Lin (2004), "ROUGE: A Package for Automatic Evaluation of Summaries", sec. 3.1.
 * @throws Error when a threshold is out of range (a word count below 1, a share outside 0..1); or a number it reads
 *   is NaN or ±Infinity (decision 0083).
 * @example crossTurnRepetition(["I'd love to go to Japan too.", 'Why?', "I'd love to go to Japan, too!"])
 *   // [{ earlier: 0, later: 2, common: ["i'd", 'love', ...], similarity: 1, contained: 1, kind: 'near-identical' }]
 */
export function crossTurnRepetition(
  turns: readonly string[],
  options: Partial<Record<keyof typeof CROSS_TURN_REPETITION, number>> & {
    compare?: (index: number) => boolean;
  } = {},
): RepeatedTurn[] {
  const t = { ...CROSS_TURN_REPETITION, ...options };
  for (const k of ['minCommonWords', 'partialMinCommonWords'] as const)
    if (!(Number.isInteger(t[k]) && t[k] >= 1))
      throw new Error(`crossTurnRepetition requires ${k} to be a whole number >= 1 (got ${t[k]})`);
  for (const k of ['minSimilarity', 'partialMinContained'] as const)
    if (!(t[k] >= 0 && t[k] <= 1))
      throw new Error(`crossTurnRepetition requires ${k} between 0 and 1 (got ${t[k]})`);
  const {
    ids: words,
    counts,
    vocabulary,
  } = intern(turns.map((text, i) => ((options.compare?.(i) ?? true) ? turnWords(text) : [])));
  const found: RepeatedTurn[] = [];
  for (let later = 1; later < turns.length; later++) {
    const b = words[later]!;
    if (b.length < t.minCommonWords) continue;
    let best: { earlier: number; similarity: number; contained: number; length: number } | undefined;
    for (let earlier = 0; earlier < later; earlier++) {
      const a = words[earlier]!;
      if (a.length < t.minCommonWords) continue;
      const shorter = Math.min(a.length, b.length);
      // Cheap bound first: the LCS is at most the number of words the two turns share (counted with
      // multiplicity), so when that many could pass neither test, the quadratic LCS is not needed.
      const bound = sharedWords(counts[earlier]!, counts[later]!);
      if (bound < t.minCommonWords) continue;
      const nearPossible = (2 * bound) / (a.length + b.length) >= t.minSimilarity;
      const partialPossible = bound >= t.partialMinCommonWords && bound / shorter >= t.partialMinContained;
      if (!nearPossible && !partialPossible) continue;
      const { length } = longestCommonSubsequence(a, b);
      if (length < t.minCommonWords) continue;
      const similarity = (2 * length) / (a.length + b.length);
      const contained = length / shorter;
      const near = similarity >= t.minSimilarity;
      const partial = length >= t.partialMinCommonWords && contained >= t.partialMinContained;
      if ((near || partial) && (!best || similarity > best.similarity))
        best = { earlier, similarity, contained, length };
    }
    if (best) {
      const common = (longestCommonSubsequence(words[best.earlier]!, b, { items: true }).items ?? []).map(
        (id) => vocabulary[id]!,
      );
      found.push({
        earlier: best.earlier,
        later,
        common,
        similarity: best.similarity,
        contained: best.contained,
        kind: best.similarity >= t.minSimilarity ? 'near-identical' : 'partial',
      });
    }
  }
  return found;
}

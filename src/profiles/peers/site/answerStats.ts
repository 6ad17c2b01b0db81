// What a question-and-answer benchmark's answers alone say about each model: how many answers, their length in
// tokens of the format's own encoding, and their markdown (headers, list items, bold spans, counted as arena-hard
// counts them for style control). The answers' own written token counts are used where the format writes them
// (arena-hard's token_len), else Parley counts (cl100k_base). Pure.
import type { ModelAnswer } from '../../../records/peers.ts';
import { markdownCounts, markdownTotals } from '../../arenahard/markdownCounts.ts';

/** One model's answers, summarised. */
export interface AnswerStats {
  model: string;
  /** Answers (questions answered). */
  answers: number;
  /** Turns answered, over all answers. */
  turns: number;
  /** Mean tokens per answer (all turns of an answer together). */
  meanTokens: number;
  /** Median tokens per answer. */
  medianTokens: number;
  /** Where the counts come from: `written` (the files' own), `counted` (Parley's), `mixed`. */
  tokenSource: 'written' | 'counted' | 'mixed';
  /** Mean markdown elements per answer. */
  headers: number;
  lists: number;
  bold: number;
}

/** The tokens of one answer: the file's own count when it wrote one for it, else Parley's count of every turn. */
export function answerTokens(
  a: Pick<ModelAnswer, 'turns' | 'tokenLen'>,
  count: (text: string) => number,
): { tokens: number; written: boolean } {
  if (a.tokenLen !== undefined) return { tokens: a.tokenLen, written: true };
  return { tokens: a.turns.reduce((n, t) => n + count(t), 0), written: false };
}

/**
 * Per model, in the order of first appearance: answers, turns, mean and median tokens per answer, and mean markdown
 * elements per answer (the file's own counts when it has them, else arena-hard's definitions applied to the text).
 * @example answerStats(answers, countTokens)[0] // { model: 'gpt-4-0613', answers: 500, meanTokens: 354.6, ... }
 */
export function answerStats(answers: readonly ModelAnswer[], count: (text: string) => number): AnswerStats[] {
  const byModel = new Map<string, ModelAnswer[]>();
  for (const a of answers) {
    if (a.reference) continue;
    const list = byModel.get(a.model);
    if (list) list.push(a);
    else byModel.set(a.model, [a]);
  }
  return [...byModel].map(([model, mine]) => {
    let written = 0;
    const tokens = mine.map((a) => {
      const t = answerTokens(a, count);
      if (t.written) written++;
      return t.tokens;
    });
    const sorted = [...tokens].sort((x, y) => x - y);
    const mid = sorted.length >> 1;
    const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
    const md = { headers: 0, lists: 0, bold: 0 };
    for (const a of mine) {
      const t = markdownTotals(a.markdown ?? markdownCounts(a.turns.join('\n')));
      md.headers += t.headers;
      md.lists += t.lists;
      md.bold += t.bold;
    }
    const n = mine.length;
    return {
      model,
      answers: n,
      turns: mine.reduce((s, a) => s + a.turns.length, 0),
      meanTokens: tokens.reduce((s, t) => s + t, 0) / n,
      medianTokens: median,
      tokenSource: written === n ? 'written' : written === 0 ? 'counted' : 'mixed',
      headers: md.headers / n,
      lists: md.lists / n,
      bold: md.bold / n,
    };
  });
}

// arena-hard-auto's numbers, computed from its judgment and answer files as the peer computes them (docs/formats.md,
// arena-hard §2.4-2.5). Pure.
import type { PairOutcome } from '../../records/pairJudgment.ts';
import type { ArenaHardJudgment, ModelAnswer } from '../../records/peers.ts';
import { quantileSorted7 } from '../../stats/quantileSorted7.ts';
import { createRandom } from '../../stats/random.ts';
import { countTokens } from '../../stats/tokenEncodings.ts';

/** A verdict read: which assistant the judge found better, and whether much better (`>>`, weighted 3). */
export interface Verdict {
  better: 'A' | 'B' | 'tie';
  strong: boolean;
}

/** The verdict labels arena-hard's judges write (the 2025 scripts also accept the mirrored spellings). */
const VERDICTS: Readonly<Record<string, Verdict>> = {
  'A>>B': { better: 'A', strong: true },
  'A>B': { better: 'A', strong: false },
  'A=B': { better: 'tie', strong: false },
  'B>A': { better: 'B', strong: false },
  'B>>A': { better: 'B', strong: true },
  'A<<B': { better: 'B', strong: true },
  'A<B': { better: 'B', strong: false },
  'B=A': { better: 'tie', strong: false },
  'B<A': { better: 'A', strong: false },
  'B<<A': { better: 'A', strong: true },
};

/** A verdict label read, or undefined for anything else (`A>>>B`, `AB`, null). */
export function parseVerdict(label: string | null): Verdict | undefined {
  return label !== null && Object.hasOwn(VERDICTS, label) ? VERDICTS[label] : undefined;
}

/** A game as a pair judgment (Assistant A is model 1): the better side wins; an unknown verdict is unparsed. */
export function gameOutcome(label: string | null): PairOutcome {
  const v = parseVerdict(label);
  return v === undefined ? 'unparsed' : v.better === 'A' ? 'model1' : v.better === 'B' ? 'model2' : 'tie';
}

/** The weighted outcome counts of one model against the baseline. */
export interface ArenaHardCounts {
  /** Wins, ties and losses of the model, a strong verdict counting 3. */
  wins: number;
  ties: number;
  losses: number;
  /** Games counted, and games (or, in 2025 files, whole lines) left out for a missing or unknown verdict. */
  games: number;
  dropped: number;
}

/**
 * The model's weighted wins, ties and losses over its judgment lines. Game 1 shows the baseline as Assistant A,
 * game 2 the model; a strong verdict (`>>`) counts 3. A game without a known verdict is left out (2024 files); in
 * 2025 files a line with any such game is left out whole, as each generation's script does.
 * Source: arena-hard-auto show_result.py (2024 lm-sys @ efc012e1, 2025 lmarena @ 196f6b82), described in docs/formats.md.
 * @example arenaHardCounts([{ verdicts: ['A>B', 'A>>B'], generation: '2024', ... }]) // { wins: 3, ties: 0, losses: 1, games: 2, dropped: 0 }
 */
export function arenaHardCounts(
  lines: readonly Pick<ArenaHardJudgment, 'verdicts' | 'generation'>[],
): ArenaHardCounts {
  const c: ArenaHardCounts = { wins: 0, ties: 0, losses: 0, games: 0, dropped: 0 };
  for (const l of lines) {
    const parsed = l.verdicts.map(parseVerdict);
    if (l.generation === '2025' && parsed.some((v) => v === undefined)) {
      c.dropped += 2;
      continue;
    }
    parsed.forEach((v, game) => {
      if (v === undefined) return void c.dropped++;
      const w = v.strong ? 3 : 1;
      c.games++;
      if (v.better === 'tie') c.ties += w;
      // Game 1 (index 0): the model is B; game 2: the model is A.
      else if ((v.better === 'A') === (game === 1)) c.wins += w;
      else c.losses += w;
    });
  }
  return c;
}

/**
 * The score against the baseline, in percent: 100·(W + T/2)/(W + T + L) over the weighted counts. It is the win
 * probability of arena-hard's Bradley-Terry fit (2024), which separates per model because every battle involves
 * the baseline, and the mean of the exploded scores that the 2025 script bootstraps.
 * @throws Error when no game was counted.
 * @example arenaHardScore({ wins: 3, ties: 1, losses: 1, games: 4, dropped: 0 }) // 70
 */
export function arenaHardScore(c: ArenaHardCounts): number {
  const n = c.wins + c.ties + c.losses;
  if (n === 0) throw new Error('arenaHardScore requires at least one judged game');
  return (100 * (c.wins + c.ties / 2)) / n;
}

/**
 * A seeded bootstrap interval of the score: each round redraws the model's weighted outcome rows (a win of a strong
 * verdict is three rows) with replacement and takes their mean. The peer's own intervals use numpy's and pandas'
 * unseeded streams and cannot be reproduced to the digit; this one is reproducible.
 * @throws Error when no game was counted.
 * @example arenaHardInterval(counts, { seed: 1, rounds: 1000, level: 0.95 }) // { lo: 61.2, hi: 78.9 }
 */
export function arenaHardInterval(
  c: ArenaHardCounts,
  opts: { seed: number; rounds: number; level: number },
): { lo: number; hi: number } {
  const n = c.wins + c.ties + c.losses;
  if (n === 0) throw new Error('arenaHardInterval requires at least one judged game');
  const rng = createRandom(opts.seed);
  const means = new Float64Array(opts.rounds);
  for (let r = 0; r < opts.rounds; r++) {
    let s = 0;
    for (let i = 0; i < n; i++) {
      const k = Math.floor(rng() * n);
      s += k < c.wins ? 1 : k < c.wins + c.ties ? 0.5 : 0;
    }
    means[r] = (100 * s) / n;
  }
  means.sort();
  const tail = (1 - opts.level) / 2;
  return { lo: quantileSorted7(means, tail), hi: quantileSorted7(means, 1 - tail) };
}

/**
 * arena-hard's `avg_tokens` of a model: the integer part of the mean `token_len` of its answers (the first turn's,
 * as the files give it), or undefined when an answer has none.
 * @example arenaHardAverageTokens([{ tokenLen: 300 }, { tokenLen: 359 }]) // 329
 */
export function arenaHardAverageTokens(
  answers: readonly Pick<ModelAnswer, 'tokenLen'>[],
): number | undefined {
  if (answers.length === 0 || answers.some((a) => a.tokenLen === undefined)) return undefined;
  return Math.trunc(answers.reduce((s, a) => s + a.tokenLen!, 0) / answers.length);
}

/** How the files' own token counts compare with Parley's count of the same text in the file's encoding. */
export interface TokenCheck {
  checked: number;
  equal: number;
  differ: { model: string; questionId: string; written: number; counted: number }[];
}

/**
 * Counts each answer's first turn in the encoding its layout uses (cl100k_base for 2024 answers, o200k_base for 2025
 * metadata) and compares with the `token_len` the file wrote. Answers without a written count are not checked.
 */
export function checkTokenLengths(
  answers: readonly ModelAnswer[],
  count: (text: string, encoding: 'cl100k_base' | 'o200k_base') => number = countTokens,
): TokenCheck {
  const out: TokenCheck = { checked: 0, equal: 0, differ: [] };
  for (const a of answers) {
    if (a.tokenLen === undefined || a.tokenEncoding === undefined) continue;
    out.checked++;
    const counted = count(a.turns[0] ?? '', a.tokenEncoding);
    if (counted === a.tokenLen) out.equal++;
    else out.differ.push({ model: a.model, questionId: a.questionId, written: a.tokenLen, counted });
  }
  return out;
}

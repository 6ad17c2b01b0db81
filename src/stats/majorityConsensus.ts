/** One question's human verdict: the most frequent answer and how many gave it. */
export interface UnitConsensus {
  /** The answer most raters gave; null when two answers tie for most (or nobody answered). */
  majority: string | null;
  /** Raters who gave the majority answer (for a tie: how many gave each of the tied answers). */
  votes: number;
  /** Raters who answered this question. */
  raters: number;
}

/** How many questions reached each level of consensus, e.g. 5 of 5 raters: 294 questions. */
export interface ConsensusLevel {
  votes: number;
  raters: number;
  units: number;
}

export interface Consensus {
  units: UnitConsensus[];
  /** Levels sorted by raters, then votes, both descending; ties appear as their own levels. */
  distribution: ConsensusLevel[];
  /** Questions where two answers tied for most. */
  ties: number;
}

/**
 * Majority vote per question and the distribution of consensus levels (with five raters on a binary question:
 * 5/5, 4/5, 3/5). Missing answers (null) are left out of that question's count.
 * Source: the ruTiE human benchmark (MERA), which reports the majority answer's accuracy and the counts of
 * questions per consensus level.
 * @example majorityConsensus([['1', '1', '2'], ['2', '2', '2']]).distribution
 *   // [{ votes: 3, raters: 3, units: 1 }, { votes: 2, raters: 3, units: 1 }]
 */
export function majorityConsensus(units: readonly (readonly (string | null)[])[]): Consensus {
  const out: UnitConsensus[] = [];
  const levels = new Map<string, ConsensusLevel>();
  let ties = 0;
  for (const unit of units) {
    const counts = new Map<string, number>();
    let raters = 0;
    for (const v of unit) {
      if (v === null) continue;
      counts.set(v, (counts.get(v) ?? 0) + 1);
      raters++;
    }
    let majority: string | null = null;
    let votes = 0;
    let tied = false;
    for (const [answer, c] of counts) {
      if (c > votes) {
        majority = answer;
        votes = c;
        tied = false;
      } else if (c === votes) tied = true;
    }
    if (tied) {
      majority = null;
      ties++;
    }
    out.push({ majority, votes, raters });
    const key = `${votes}/${raters}`;
    const level = levels.get(key);
    if (level) level.units++;
    else levels.set(key, { votes, raters, units: 1 });
  }
  const distribution = [...levels.values()].sort((a, b) => b.raters - a.raters || b.votes - a.votes);
  return { units: out, distribution, ties };
}

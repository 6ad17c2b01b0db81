/** Sensibleness, specificity and SSA of a set of responses. */
export interface SsaScores {
  /** Responses. */
  n: number;
  sensibleCount: number;
  specificCount: number;
  /** Share of responses labelled sensible. */
  sensibleness: number;
  /** Share of responses labelled specific (a response not sensible is not specific). */
  specificity: number;
  /** Sensibleness and Specificity Average: (sensibleness + specificity) / 2. */
  ssa: number;
}

/**
 * Sensibleness, specificity and their average (SSA) over labelled responses.
 * Source: Adiwardana et al. (2020), "Towards a Human-like Open-Domain Chatbot", section 2.1: "the percentage of
 * responses labeled sensible ... specific", SSA their simple average.
 * @throws Error when there are no responses.
 * @example ssaScores([{ sensible: true, specific: true }, { sensible: true, specific: false }]) // { n: 2, sensibleness: 1, specificity: 0.5, ssa: 0.75, ... }
 */
export function ssaScores(turns: readonly { sensible: boolean; specific: boolean }[]): SsaScores {
  if (turns.length === 0) throw new Error('ssaScores requires at least one labelled response');
  let sensibleCount = 0;
  let specificCount = 0;
  for (const t of turns) {
    if (t.sensible) sensibleCount++;
    if (t.sensible && t.specific) specificCount++;
  }
  const sensibleness = sensibleCount / turns.length;
  const specificity = specificCount / turns.length;
  return {
    n: turns.length,
    sensibleCount,
    specificCount,
    sensibleness,
    specificity,
    ssa: (sensibleness + specificity) / 2,
  };
}

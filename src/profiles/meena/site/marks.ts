// The text of an SSA mark: the majority label in words (a symbol beside it is decoration) and the raters' votes,
// so that a mark never relies on colour or a symbol alone.
import type { SsaResponseView } from './model.ts';

export interface MarkText {
  /** `sensible` / `not sensible`. */
  label: string;
  /** `4 of 5 sensible`, with `tie, counted as no` when the votes split evenly. */
  votes: string;
  yes: boolean;
}

/** The sensible or specific mark of one labelled response, in words. */
export function markText(r: SsaResponseView, question: 'sensible' | 'specific'): MarkText {
  const yes = question === 'sensible' ? r.sensible : r.specific;
  const votes = question === 'sensible' ? r.sensibleVotes : r.specificVotes;
  const tie = 2 * votes === r.raters;
  return {
    label: yes ? question : `not ${question}`,
    votes: `${votes} of ${r.raters} ${question}${tie ? ' (tie, counted as no)' : ''}`,
    yes,
  };
}

/**
 * The label a group of raters gives a response: true when more than half of the votes are true. A tie (as many
 * true as false votes, possible with an even number of raters) is false: a response counts as sensible (or
 * specific) only when a strict majority says so (decision 0012).
 * Source: the Meena paper (Adiwardana et al. 2020, sections 2.4 and 4.3) takes the majority of 5 crowd workers
 * per response; with 5 raters there is no tie.
 * @throws Error when there are no votes.
 * @example majorityLabel([true, true, false]) // true
 * @example majorityLabel([true, false]) // false (a tie)
 */
export function majorityLabel(votes: readonly boolean[]): boolean {
  if (votes.length === 0) throw new Error('majorityLabel requires at least one vote');
  let yes = 0;
  for (const v of votes) if (v) yes++;
  return 2 * yes > votes.length;
}

/**
 * Whether Davidson's model has a finite maximum on the rated games, and if not, the direction in which its likelihood
 * rises without end. The maximum is finite exactly when some cycle of results, following wins
 * from loser to winner and ties either way, holds more wins than ties (decision 0084).
 *
 * The model is an exponential family: a pair's win, loss and tie have log-odds (θᵢ − θⱼ)/2, (θⱼ − θᵢ)/2 and log ν
 * against a common normaliser. Its maximum is finite exactly when no direction (δθ, δλ) raises the log-likelihood
 * without end: when no direction makes every observed outcome of every pair at least as likely, relative to the
 * pair's other outcomes, as it was (Barndorff-Nielsen 1978, ch. 9, on the
 * maximum of an exponential family; for Bradley-Terry, Hunter 2004, Assumption 1). With g = (δθᵢ − δθⱼ)/2 and v = δλ, an observed win of i needs g ≥ 0 and g ≥ v, a loss −g ≥ 0 and
 * −g ≥ v, a tie v ≥ |g|. With a tie among the rated games v ≥ 0. If v = 0, a tie forces g = 0 and a win g ≥ 0:
 * decision 0080's condition, which the rated groups already meet (a strongly connected beat graph, a tie an edge
 * each way). If v > 0, scale it to 1 and write φ = δθ/2: every win needs φ_winner − φ_loser ≥ 1 and every tie
 * |φᵢ − φⱼ| ≤ 1. Such φ exist unless a cycle of constraints adds up past zero (a system of difference
 * constraints is feasible exactly when its graph has no positive cycle): a cycle crossing k wins upwards and t ties
 * gains at least k − t, so the maximum is finite exactly when some cycle has k > t. A pair with wins each way is
 * such a cycle (k = 2, t = 0); 8 wins and 4 ties on one pair are not (k = 1, t = 1: the fit runs off with ν → ∞
 * and the gap → ∞ together).
 *
 * Checked by Bellman-Ford's longest paths on the constraint graph (an edge of weight 1 from loser to winner, of
 * weight −1 each way for a tie), after the quick test for a pair with wins each way. When they settle, the longest
 * path lengths are such levels φ: the direction (θ = 2tφ, log ν = t) along which the likelihood rises without end.
 * Sources: O. Barndorff-Nielsen (1978), Information and Exponential Families, Wiley, ch. 9; D. R. Hunter (2004),
 * "MM algorithms for generalized Bradley-Terry models", Ann. Statist. 32, 384-406; R. R. Davidson (1970), JASA
 * 65(329), 317-328 (the model); T. H. Cormen et al. (2009), Introduction to Algorithms, 3rd ed., §24.4 (difference
 * constraints).
 * Input: `m` models (indices 0..m − 1) and, per rated pair, its two models and wins, losses and ties (checked
 * counts from davidsonBradleyTerry). Assumes at least one tie and one win among them.
 * @returns null when the maximum is finite; otherwise the levels φ, one per model (the certificate).
 * @example davidsonRecession(2, [0], [1], [8], [0], [4]) // [1, 0]: one pair, 8:0 with 4 ties, no finite maximum
 * @example davidsonRecession(2, [0], [1], [8], [2], [4]) // null: wins each way
 */
export function davidsonRecession(
  m: number,
  i: ArrayLike<number>,
  j: ArrayLike<number>,
  w: ArrayLike<number>,
  l: ArrayLike<number>,
  t: ArrayLike<number>,
): Float64Array | null {
  for (let k = 0; k < i.length; k++) if (w[k]! > 0 && l[k]! > 0) return null;
  // Edges u → v with weight c: φ_v ≥ φ_u + c.
  const from: number[] = [];
  const to: number[] = [];
  const weight: number[] = [];
  const edge = (u: number, v: number, c: number) => {
    from.push(u);
    to.push(v);
    weight.push(c);
  };
  for (let k = 0; k < i.length; k++) {
    const x = i[k]!;
    const y = j[k]!;
    if (w[k]! > 0) edge(y, x, 1);
    if (l[k]! > 0) edge(x, y, 1);
    if (t[k]! > 0) {
      edge(x, y, -1);
      edge(y, x, -1);
    }
  }
  // Longest paths from a virtual source joined to every model by weight 0; a relaxation in round m means a
  // positive cycle.
  const dist = new Float64Array(m);
  for (let round = 0; round <= m; round++) {
    let changed = false;
    for (let e = 0; e < from.length; e++) {
      const d = dist[from[e]!]! + weight[e]!;
      if (d > dist[to[e]!]!) {
        dist[to[e]!] = d;
        changed = true;
      }
    }
    if (!changed) return dist;
  }
  return null;
}

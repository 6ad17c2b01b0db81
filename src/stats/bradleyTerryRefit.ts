import type { PairArrays } from './bradleyTerry.ts';

/** Largest number of chord steps a refit takes before it gives up (and the caller falls back to MM). */
export const REFIT_MAX_STEPS = 50;

/**
 * Prepares fast refits of Bradley-Terry log-strengths to new counts on the same pairs (bootstrap rounds), by the
 * chord method: Newton steps that all reuse the Hessian of the starting point, factorised once.
 *
 * The log-likelihood of strengths θ (natural log) is Σ_k s_k·log σ(θ_i − θ_j) + (g_k − s_k)·log σ(θ_j − θ_i) over
 * pairs k = (i, j) with g_k games and s_k points of i (wins plus half the ties). Its negative Hessian is the graph
 * Laplacian L with edge weights g_k·σ(1 − σ); L + J/m (J the all-ones matrix) is positive definite when the
 * comparison graph is connected, and maps zero-mean vectors to zero-mean vectors, so every step keeps the
 * strengths centred (the normalisation of `fitStrengths`). A bootstrap round moves the counts by a few per cent,
 * so each step gains one to two digits; rounds that stray (a model with no wins or no losses, whose maximum
 * likelihood is at infinity) return undefined and are left to the MM fit.
 * Source: the chord (simplified Newton) method, e.g. J. M. Ortega & W. C. Rheinboldt (1970), "Iterative Solution
 * of Nonlinear Equations in Several Variables", 7.1; Bradley-Terry as a logistic model: A. Agresti (2013),
 * "Categorical Data Analysis", 11.6.
 * @returns undefined when the comparison graph is not connected or a strength is not finite (no refit possible).
 * @example const refit = createRefit(pairs, fitStrengths(pairs)); refit!(games, score) // log-strengths, mean 0
 */
export function createRefit(
  a: PairArrays,
  start: Float64Array,
  tolerance = 1e-8,
): ((games: Float64Array, score: Float64Array) => Float64Array | undefined) | undefined {
  const m = a.models.length;
  const n = a.i.length;
  if (m < 2 || start.length !== m || start.some((x) => !Number.isFinite(x) || Math.abs(x) > 50))
    return undefined;
  // H = L + J/m at the start, from the observed games.
  const H = new Float64Array(m * m).fill(1 / m);
  for (let k = 0; k < n; k++) {
    const x = a.i[k]!;
    const y = a.j[k]!;
    const sig = 1 / (1 + Math.exp(start[y]! - start[x]!));
    const w = a.games[k]! * sig * (1 - sig);
    H[x * m + x] = H[x * m + x]! + w;
    H[y * m + y] = H[y * m + y]! + w;
    H[x * m + y] = H[x * m + y]! - w;
    H[y * m + x] = H[y * m + x]! - w;
  }
  // Cholesky factor, lower triangle in place: H = C Cᵀ.
  for (let c = 0; c < m; c++) {
    let d = H[c * m + c]!;
    for (let k = 0; k < c; k++) d -= H[c * m + k]! ** 2;
    // Relative to the diagonal: a disconnected graph leaves a (numerically) zero pivot.
    if (!(d > 1e-12 * (H[c * m + c]! + 1))) return undefined;
    const root = Math.sqrt(d);
    H[c * m + c] = root;
    for (let r = c + 1; r < m; r++) {
      let s = H[r * m + c]!;
      for (let k = 0; k < c; k++) s -= H[r * m + k]! * H[c * m + k]!;
      H[r * m + c] = s / root;
    }
  }
  const theta = new Float64Array(m);
  const p = new Float64Array(m);
  const grad = new Float64Array(m);
  const wins = new Float64Array(m);
  const played = new Float64Array(m);
  return (games, score) => {
    wins.fill(0);
    played.fill(0);
    for (let k = 0; k < n; k++) {
      const x = a.i[k]!;
      const y = a.j[k]!;
      wins[x] = wins[x]! + score[k]!;
      wins[y] = wins[y]! + games[k]! - score[k]!;
      played[x] = played[x]! + games[k]!;
      played[y] = played[y]! + games[k]!;
    }
    // A model that won all or none of its games has no finite maximum: not for this method.
    for (let x = 0; x < m; x++) if (!(wins[x]! > 0 && wins[x]! < played[x]!)) return undefined;
    theta.set(start);
    for (let step = 0; step < REFIT_MAX_STEPS; step++) {
      for (let x = 0; x < m; x++) p[x] = Math.exp(theta[x]!);
      // Gradient of the log-likelihood: points scored minus points expected.
      grad.set(wins);
      for (let k = 0; k < n; k++) {
        const g = games[k]!;
        if (g === 0) continue;
        const x = a.i[k]!;
        const y = a.j[k]!;
        const e = (g * p[x]!) / (p[x]! + p[y]!);
        grad[x] = grad[x]! - e;
        grad[y] = grad[y]! - (g - e);
      }
      // Solve C Cᵀ δ = grad in place.
      for (let r = 0; r < m; r++) {
        let s = grad[r]!;
        for (let k = 0; k < r; k++) s -= H[r * m + k]! * grad[k]!;
        grad[r] = s / H[r * m + r]!;
      }
      let change = 0;
      for (let r = m - 1; r >= 0; r--) {
        let s = grad[r]!;
        for (let k = r + 1; k < m; k++) s -= H[k * m + r]! * grad[k]!;
        const d = s / H[r * m + r]!;
        grad[r] = d;
        theta[r] = theta[r]! + d;
        change = Math.max(change, Math.abs(d));
      }
      if (!Number.isFinite(change) || change > 20) return undefined;
      if (change < tolerance) {
        // Re-centre (the steps keep the mean at 0 up to rounding).
        let mean = 0;
        for (let x = 0; x < m; x++) mean += theta[x]!;
        mean /= m;
        const out = new Float64Array(m);
        for (let x = 0; x < m; x++) out[x] = theta[x]! - mean;
        return out;
      }
    }
    return undefined;
  };
}

import { requireCount, requireFiniteAll } from './requireFinite.ts';

/** A Cholesky factorisation A = L·Lᵀ of a symmetric positive definite n × n matrix. */
export interface Cholesky {
  n: number;
  /** The lower triangle L, row-major (the upper part is zero). */
  factor: Float64Array;
  /** The x with A·x = b. */
  solve(b: ArrayLike<number>): Float64Array;
  /** A⁻¹, row-major, symmetric. */
  inverse(): Float64Array;
}

/**
 * The Cholesky factorisation of a symmetric matrix (row-major, n × n; only the lower triangle is read), or
 * undefined when the matrix is not positive definite: a pivot is not above 1e-12 times its diagonal entry (a
 * singular or near-singular information matrix: a parameter the data do not pin down).
 * Source: G. H. Golub & C. F. Van Loan (2013), Matrix Computations, 4th ed., algorithm 4.2.1.
 * @throws Error when the matrix does not have n² entries; or a number it reads is NaN or ±Infinity, or a count is
 *   negative (decision 0083).
 * @example cholesky(Float64Array.of(4, 2, 2, 3), 2)!.solve([2, 1]) // [0.5, 0]
 */
export function cholesky(matrix: ArrayLike<number>, n: number): Cholesky | undefined {
  requireCount('cholesky', 'n', n, true);
  if (matrix.length !== n * n)
    throw new Error(`cholesky requires an n × n matrix (got ${matrix.length} entries for n = ${n})`);
  requireFiniteAll('cholesky', 'matrix', matrix);
  const L = new Float64Array(n * n);
  for (let c = 0; c < n; c++) {
    let d = matrix[c * n + c]!;
    for (let k = 0; k < c; k++) d -= L[c * n + k]! ** 2;
    if (!(d > 1e-12 * Math.abs(matrix[c * n + c]!)) || !Number.isFinite(d)) return undefined;
    const root = Math.sqrt(d);
    L[c * n + c] = root;
    for (let r = c + 1; r < n; r++) {
      let s = matrix[r * n + c]!;
      for (let k = 0; k < c; k++) s -= L[r * n + k]! * L[c * n + k]!;
      L[r * n + c] = s / root;
    }
  }
  const solve = (b: ArrayLike<number>): Float64Array => {
    const x = Float64Array.from(b);
    for (let r = 0; r < n; r++) {
      let s = x[r]!;
      for (let k = 0; k < r; k++) s -= L[r * n + k]! * x[k]!;
      x[r] = s / L[r * n + r]!;
    }
    for (let r = n - 1; r >= 0; r--) {
      let s = x[r]!;
      for (let k = r + 1; k < n; k++) s -= L[k * n + r]! * x[k]!;
      x[r] = s / L[r * n + r]!;
    }
    return x;
  };
  const inverse = (): Float64Array => {
    const out = new Float64Array(n * n);
    const e = new Float64Array(n);
    for (let c = 0; c < n; c++) {
      e.fill(0);
      e[c] = 1;
      const col = solve(e);
      for (let r = 0; r < n; r++) out[r * n + c] = col[r]!;
    }
    return out;
  };
  return { n, factor: L, solve, inverse };
}

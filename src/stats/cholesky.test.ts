import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cholesky } from './cholesky.ts';

describe('cholesky', () => {
  it('solves a 2 × 2 system by hand: [[4, 2], [2, 3]] x = [2, 1] gives x = [0.5, 0]', () => {
    const c = cholesky(Float64Array.of(4, 2, 2, 3), 2)!;
    expect([...c.factor]).toEqual([2, 0, 1, Math.SQRT2]);
    expect([...c.solve([2, 1])]).toEqual([0.5, 0]);
    // Inverse: 1/8 · [[3, −2], [−2, 4]].
    const inv = [...c.inverse()];
    [3 / 8, -2 / 8, -2 / 8, 4 / 8].forEach((v, k) => expect(inv[k]).toBeCloseTo(v, 15));
  });

  it('returns undefined for a matrix that is not positive definite (singular, or negative)', () => {
    expect(cholesky(Float64Array.of(1, 1, 1, 1), 2)).toBeUndefined();
    expect(cholesky(Float64Array.of(-1, 0, 0, 1), 2)).toBeUndefined();
  });

  it('A · A⁻¹ = I for random positive definite matrices (property)', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 6 })
          .chain((n) =>
            fc.tuple(
              fc.constant(n),
              fc.array(fc.double({ min: -1, max: 1, noNaN: true }), { minLength: n * n, maxLength: n * n }),
            ),
          ),
        ([n, b]) => {
          // A = BᵀB + I is positive definite.
          const A = new Float64Array(n * n);
          for (let r = 0; r < n; r++)
            for (let c = 0; c < n; c++) {
              let s = r === c ? 1 : 0;
              for (let k = 0; k < n; k++) s += b[k * n + r]! * b[k * n + c]!;
              A[r * n + c] = s;
            }
          const inv = cholesky(A, n)!.inverse();
          for (let r = 0; r < n; r++)
            for (let c = 0; c < n; c++) {
              let s = 0;
              for (let k = 0; k < n; k++) s += A[r * n + k]! * inv[k * n + c]!;
              expect(s).toBeCloseTo(r === c ? 1 : 0, 10);
            }
        },
      ),
      { seed: 20261125 },
    );
  });
});

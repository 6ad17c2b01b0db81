import { requireFinite } from './requireFinite.ts';

/**
 * A seeded pseudo-random generator (xoshiro128**, seeded through splitmix32), returning floats in [0, 1).
 * Source: D. Blackman & S. Vigna (2018), "Scrambled linear pseudorandom number generators".
 * @throws Error when a number it reads is NaN or ±Infinity (decision 0083).
 * @example const rng = createRandom(42); rng() // 0.6011...
 */
export function createRandom(seed: number): () => number {
  requireFinite('createRandom', 'seed', seed);
  let s = seed >>> 0;
  const splitmix = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix();
  let b = splitmix();
  let c = splitmix();
  let d = splitmix();
  return () => {
    const r = Math.imul(rotl(Math.imul(b, 5) >>> 0, 7), 9) >>> 0;
    const t = (b << 9) >>> 0;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    return r / 4294967296;
  };
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

const LOG_FACT_TABLE = (() => {
  const t = new Float64Array(16);
  for (let i = 1; i < 16; i++) t[i] = t[i - 1]! + Math.log(i);
  return t;
})();
const HALF_LOG_2PI = 0.5 * Math.log(2 * Math.PI);

/** log(k!) via a table for small k and Stirling's series beyond. */
function logFactorial(k: number): number {
  if (k < 16) return LOG_FACT_TABLE[k]!;
  const k1 = k + 1;
  const r = 1 / k1;
  return (k1 - 0.5) * Math.log(k1) - k1 + HALF_LOG_2PI + r * (1 / 12 - (r * r) / 360);
}

/**
 * An exact draw from Binomial(n, p): inversion when n·min(p, 1-p) < 10, else Hörmann's BTRS transformed rejection.
 * Source: W. Hörmann (1993), "The generation of binomial random variates", J. Stat. Comput. Simul. 46.
 * @throws Error when n is not a non-negative whole number or p is outside [0, 1]; or a number it reads is NaN or
 *   ±Infinity (decision 0083).
 * @example binomial(createRandom(1), 100, 0.3) // a whole number near 30
 */
export function binomial(rng: () => number, n: number, p: number): number {
  if (!Number.isInteger(n) || n < 0) throw new Error(`binomial requires a non-negative whole n (got ${n})`);
  if (!(p >= 0 && p <= 1)) throw new Error(`binomial requires 0 <= p <= 1 (got ${p})`);
  return binomialUnchecked(rng, n, p);
}

/**
 * The draw of `binomial` without the argument checks, for hot loops whose arguments are valid by construction
 * (the bootstrap draws millions). Same algorithm, same random stream, same results.
 */
export function binomialUnchecked(rng: () => number, n: number, p0: number): number {
  if (n === 0 || p0 === 0) return 0;
  if (p0 === 1) return n;
  const flip = p0 > 0.5;
  const p = flip ? 1 - p0 : p0;
  let k = 0;
  if (n * p < 10) {
    // Inversion by sequential search.
    const q = 1 - p;
    const s = p / q;
    let f = q ** n;
    let u = rng();
    while (u > f && k < n) {
      u -= f;
      f *= (s * (n - k)) / (k + 1);
      k++;
    }
    return flip ? n - k : k;
  }
  const spq = Math.sqrt(n * p * (1 - p));
  const b = 1.15 + 2.53 * spq;
  const a = -0.0873 + 0.0248 * b + 0.01 * p;
  const c = n * p + 0.5;
  const vr = 0.92 - 4.2 / b;
  // The constants of the slow path (about a third of draws) are computed on first need.
  let h = NaN;
  let lpq = 0;
  let alpha = 0;
  let m = 0;
  for (;;) {
    const u = rng() - 0.5;
    const v = rng();
    const us = 0.5 - Math.abs(u);
    k = Math.floor(((2 * a) / us + b) * u + c);
    if (k < 0 || k > n) continue;
    if (us >= 0.07 && v <= vr) break;
    if (Number.isNaN(h)) {
      m = Math.floor((n + 1) * p);
      h = logFactorial(m) + logFactorial(n - m);
      lpq = Math.log(p / (1 - p));
      alpha = (2.83 + 5.1 / b) * spq;
    }
    const lv = Math.log((v * alpha) / (a / (us * us) + b));
    if (lv <= h - logFactorial(k) - logFactorial(n - k) + (k - m) * lpq) break;
  }
  return flip ? n - k : k;
}

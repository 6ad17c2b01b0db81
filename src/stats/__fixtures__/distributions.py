"""Reference values for normalDistribution.ts and chiSquareSurvival.ts (run: python3 distributions.py > distributions.json && npx prettier --write distributions.json;
prettier only rewrites exponents such as 1e-08 as 1e-8).

Python's standard library only (decimal at 80 digits); no R or scipy. Independent of the TypeScript code:
- the normal CDF by its Taylor series Phi(x) = 1/2 + phi(x) * sum x^(2k+1) / (1*3*...*(2k+1)) for |x| <= 6 and by
  Laplace's continued fraction for the tail Q(x) = phi(x) / (x + 1/(x + 2/(x + 3/(x + ...)))) beyond, evaluated
  from the far end with 4000 terms;
- the quantile by Newton's method on log Phi(x) = log p, for the exact binary value of each double p;
- the chi-square survival function by its closed forms for whole degrees of freedom k:
  even k: exp(-x/2) * sum_{j < k/2} (x/2)^j / j!;
  odd k: erfc(sqrt(x/2)) + exp(-x/2) * sum_{j=0}^{(k-3)/2} (x/2)^(j+1/2) / Gamma(j+3/2),
  with erfc(sqrt(y)) = 2 * Q(sqrt(2y)) from the normal tail above.
Self-checks, printed into the file: Phi(x) + Phi(-x) = 1, and Newton's quantile fed back through the CDF.
"""
from decimal import Decimal as D, getcontext
import json, math
getcontext().prec = 80

def pi():
    getcontext().prec += 5
    three = D(3); lasts, t, s, n, na, d, da = 0, three, 3, 1, 0, 0, 24
    while s != lasts:
        lasts = s; n, na = n + na, na + 8; d, da = d + da, da + 32; t = (t * n) / d; s += t
    getcontext().prec -= 5
    return +s
PI = pi()
SQRT2PI = (2 * PI).sqrt()

def phi(x):
    return (-(x * x) / 2).exp() / SQRT2PI

def upper_tail(x):
    # Q(x) for x > 0 by Laplace's continued fraction, evaluated backwards.
    t = D(0)
    for k in range(4000, 0, -1):
        t = D(k) / (x + t)
    return phi(x) / (x + t)

def cdf(x):
    x = D(x)
    if abs(x) <= 6:
        term = x; s = x; k = 0
        while True:
            k += 1
            term = term * x * x / (2 * k + 1)
            s += term
            if abs(term) < D(10) ** -90: break
        return D('0.5') + phi(x) * s
    return upper_tail(-x) if x < 0 else 1 - upper_tail(x)

def quantile(p):
    p = D(p)  # exact binary value
    if p > D('0.5'):
        return -quantile_lower(1 - p)
    return quantile_lower(p)

def quantile_lower(p):
    # Newton's method on log Phi(x) = log p, from x = -sqrt(-2 log p) (or 0 near the centre).
    x = -(-2 * p.ln()).sqrt() if p < D('0.1') else D(0)
    for _ in range(500):
        c = cdf(x)
        step = (c.ln() - p.ln()) * c / phi(x)
        x -= step
        if abs(step) < D(10) ** -60: break
    return x

def chisq_sf(x, k):
    x = D(x); y = x / 2
    if k % 2 == 0:
        s = D(0); term = D(1)
        for j in range(k // 2):
            if j > 0: term = term * y / j
            s += term
        return (-y).exp() * s
    s = 2 * (1 - cdf((2 * y).sqrt())) if y > 0 else D(1)
    # Gamma(j + 3/2) = (2j+1)!! / 2^(j+1) * sqrt(pi)
    g = PI.sqrt() / 2
    for j in range(0, (k - 1) // 2):
        s += (-y).exp() * y ** (j + D('0.5')) / g
        g = g * (j + D('1.5'))
    return s

xs = [-37.5, -20, -10, -8.25, -6, -5, -3.5, -2.5, -1.96, -1, -0.5, -1e-3, 0, 1e-8, 0.25, 0.75, 1.2, 1.959963984540054, 2.5, 3, 4, 5.5, 7, 8.2]
ps = [1e-300, 1e-100, 1e-20, 1e-12, 1e-8, 1e-5, 0.001, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.75, 0.8, 0.9, 0.95, 0.975, 0.99, 0.999, 0.99999, 1 - 1e-12]
chi = [(0.001, 1), (0.5, 1), (3.841458820694124, 1), (10, 1), (50, 1), (0.5, 2), (5.991464547107979, 2), (40, 2), (1, 3), (7.814727903251178, 3), (30, 3), (2, 4), (9.48772903678115, 4), (100, 4), (3, 5), (11.070497693516351, 5), (60, 5), (0.1, 7), (14.067140449340169, 7), (150, 9), (20, 10), (5, 15), (30, 20), (500, 20), (80, 49), (40, 50)]

out = {
    'tool': 'python3 distributions.py (decimal, 80 digits)',
    'cdf': [{'x': x, 'cdf': str(+cdf(x))} for x in xs],
    'quantile': [{'p': p, 'quantile': str(+quantile(p))} for p in ps],
    'chiSquare': [{'x': x, 'df': k, 'sf': str(+chisq_sf(x, k))} for x, k in chi],
}
out['checks'] = {
    'max |Phi(x) + Phi(-x) - 1|': str(max(abs(cdf(x) + cdf(-x) - 1) for x in xs)),
    'max relative |Phi(quantile(p)) - p|': str(max(abs(cdf(quantile(p)) - D(p)) / D(p) for p in ps)),
    'max |sf(x, 2) - exp(-x/2)|': str(max(abs(chisq_sf(x, 2) - (-D(x) / 2).exp()) for x, k in chi)),
}
print(json.dumps(out, indent=2))

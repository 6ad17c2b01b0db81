from decimal import Decimal as D, getcontext, localcontext
from fractions import Fraction
import time
getcontext().prec = 70

def pi():
    # decimal docs recipe
    with localcontext() as ctx:
        ctx.prec += 5
        three = D(3); lasts, t, s, n, na, d, da = 0, three, 3, 1, 0, 0, 24
        while s != lasts:
            lasts = s; n, na = n + na, na + 8; d, da = d + da, da + 32; t = (t * n) / d; s += t
    return +s
PI = pi()

def bernoulli(n):
    A = [0] * (n + 1); B = []
    for m in range(n + 1):
        A[m] = Fraction(1, m + 1)
        for j in range(m, 0, -1): A[j - 1] = j * (A[j - 1] - A[j])
        B.append(A[0])
    return B  # B[1] = +1/2 convention, unused
BERN = bernoulli(80)

def lgamma(z):
    z = D(z); shift = D(0)
    while z < 50:
        shift += z.ln(); z += 1
    s = (z - D('0.5')) * z.ln() - z + (2 * PI).ln() / 2
    zp = z; z2 = z * z
    for k in range(1, 40):
        b = BERN[2 * k]
        term = D(b.numerator) / D(b.denominator) / (2 * k * (2 * k - 1) * zp)
        s += term; zp *= z2
        if abs(term) < D(10) ** -75: break
    return s - shift

def betacf(x, a, b):
    tiny = D(10) ** -200; eps = D(10) ** -65
    c = D(1); d = 1 - (a + b) * x / (a + 1)
    if abs(d) < tiny: d = tiny
    d = 1 / d; f = d
    for m in range(1, 2000000):
        m2 = 2 * m
        num = m * (b - m) * x / ((a + m2 - 1) * (a + m2))
        d = 1 + num * d; d = tiny if abs(d) < tiny else d
        c = 1 + num / c; c = tiny if abs(c) < tiny else c
        d = 1 / d; f *= d * c
        num = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1))
        d = 1 + num * d; d = tiny if abs(d) < tiny else d
        c = 1 + num / c; c = tiny if abs(c) < tiny else c
        d = 1 / d; delta = d * c; f *= delta
        if abs(delta - 1) < eps: return f, m
    raise RuntimeError('betacf did not converge')

LG = {}
def lbeta(a, b):
    k = (a, b)
    if k not in LG: LG[k] = lgamma(a) + lgamma(b) - lgamma(a + b)
    return LG[k]

def ibeta(x, a, b):
    """Regularized incomplete beta I_x(a, b) and its complement 1 - I_x(a, b), both to ~60 digits."""
    if x <= 0: return D(0), D(1)
    if x >= 1: return D(1), D(0)
    front = (a * x.ln() + b * (1 - x).ln() - lbeta(a, b)).exp()
    if x < (a + 1) / (a + b + 2):
        f, _ = betacf(x, a, b); v = front * f / a
        return v, 1 - v
    f, _ = betacf(1 - x, b, a); w = front * f / b
    return 1 - w, w

def tcdf(t, nu):
    """P(T <= t) for Student's t with nu degrees of freedom (Decimal t, nu), by A&S 26.7.1."""
    t = D(t); nu = D(nu)
    if t == 0: return D('0.5')
    t2 = t * t
    # tail = P(T > |t|) = I_{nu/(nu+t^2)}(nu/2, 1/2) / 2 = (1 - I_{t^2/(nu+t^2)}(1/2, nu/2)) / 2
    x = nu / (nu + t2); y = t2 / (nu + t2)
    if x < y:
        tail = ibeta(x, nu / 2, D('0.5'))[0] / 2
    else:
        tail = ibeta(y, D('0.5'), nu / 2)[1] / 2
    return 1 - tail if t > 0 else tail

def tpdf(t, nu):
    t = D(t); nu = D(nu)
    lc = lgamma((nu + 1) / 2) - lgamma(nu / 2) - (nu * PI).ln() / 2
    return (lc - (nu + 1) / 2 * (1 + t * t / nu).ln()).exp()

def tquantile(p, nu, start):
    """Newton's method on P(T <= t) = p from a double start; p is the exact binary value of the double."""
    p = D(p); nu = D(nu); t = D(start)
    for it in range(100):
        F = tcdf(t, nu)
        step = (F - p) / tpdf(t, nu)
        t -= step
        if abs(step) <= abs(t) * D(10) ** -50: return t, it
    raise RuntimeError(f'no convergence p={p} nu={nu}')

# ---- independent closed forms, for checking the continued fraction ----
def atan(x):
    x = D(x)
    if x < 0: return -atan(-x)
    if x > 1: return PI / 2 - atan(1 / x)
    # halve the argument twice: atan(x) = 2 atan(x / (1 + sqrt(1 + x^2)))
    k = 0
    while x > D('0.1'):
        x = x / (1 + (1 + x * x).sqrt()); k += 1
    s = D(0); term = x; n = 0; x2 = x * x
    while True:
        v = term / (2 * n + 1)
        if abs(v) < D(10) ** -75: break
        s += v if n % 2 == 0 else -v
        term *= x2; n += 1
    return s * (2 ** k)

def closed_cdf(t, nu):
    t = D(t)
    if nu == 1: return D('0.5') + atan(t) / PI
    if nu == 2: return D('0.5') + t / (2 * (2 + t * t).sqrt())
    if nu == 4:
        u = 1 + t * t / 4
        return D('0.5') + D(3) / 8 * (t / u.sqrt()) * (1 - t * t / (12 * u))
    raise ValueError

def Phi(t):
    """Standard normal distribution function by the Taylor series of erf (70 digits hold the cancellation)."""
    x = D(t) / D(2).sqrt()
    s = D(0); term = x; n = 0
    while True:
        v = term / (2 * n + 1)
        if abs(v) < D(10) ** -80: break
        s += v; n += 1; term = -term * x * x / n
    return (1 + 2 / PI.sqrt() * s) / 2

def phi(t):
    t = D(t)
    return (-t * t / 2).exp() / (2 * PI).sqrt()

def bracket_quantile(p, nu):
    """The double t with P(T <= t) = p to about 1e-15 relative: bisection (on log |t| in the tails)."""
    if p == 0.5: return 0.0
    sign = -1 if p < 0.5 else 1
    target = D(p) if p < 0.5 else 1 - D(p)   # lower-tail mass of -|t|
    lo, hi = 0.0, 1.0
    while tcdf(D(-hi), D(nu)) > target: lo, hi = hi, hi * 2
    for _ in range(200):
        mid = (lo + hi) / 2 if lo == 0 or hi / lo > 2 else (lo * hi) ** 0.5
        if mid in (lo, hi): break
        if tcdf(D(-mid), D(nu)) > target: lo = mid
        else: hi = mid
        if hi - lo <= 1e-15 * hi: break
    return sign * (lo + hi) / 2

DFS = ['0.5', '1', '1.5', '2', '2.5', '3', '4', '5', '7.5', '10', '17', '30', '100', '1000', '10000', '100000',
       '1000000', '10000000', '100000000']
LOWER = [1e-12, 1e-10, 1e-8, 1e-6, 1e-4, 1e-3, 0.01, 0.025, 0.05, 0.1, 0.25, 0.4, 0.49]
PS = LOWER + [0.5] + [1 - q for q in reversed(LOWER)]

if __name__ == "__main__":
    import json, sys
    # Checks of the method against independent forms, printed and stored with the values.
    checks = {}
    worst = D(0)
    for nu in (1, 2, 4):
        for t in ('-1e6', '-1000', '-30', '-3', '-1', '-0.1', '0.001', '0.5', '2', '7', '100', '1e5'):
            a = tcdf(D(t), D(nu)); b = closed_cdf(D(t), nu)
            worst = max(worst, abs(a - b) / b)
    checks['closed forms df 1, 2, 4 (Cauchy, 1/2 + t/(2 sqrt(2 + t^2)), A&S 26.7.3): max relative difference'] = f'{worst:.1e}'
    w1 = D(0); w2 = D(0)
    nu = D(10) ** 8
    for t in ('-7.5', '-5', '-2', '-1', '-0.25', '0.5', '1.5', '3'):
        t = D(t); F = tcdf(t, nu)
        first = Phi(t) - phi(t) * (t ** 3 + t) / (4 * nu)
        second = first - phi(t) * (3 * t ** 7 - 7 * t ** 5 - 5 * t ** 3 - 3 * t) / (96 * nu * nu)
        w1 = max(w1, abs(F - first) / F); w2 = max(w2, abs(F - second) / F)
    checks['normal limit at df 1e8, Phi(t) - phi(t)(t^3 + t)/(4 df): max relative difference'] = f'{w1:.1e}'
    checks['... with the df^-2 term (3t^7 - 7t^5 - 5t^3 - 3t)/(96 df^2) as well'] = f'{w2:.1e}'
    print(json.dumps(checks, indent=1), file=sys.stderr)
    rows = []
    for nu in DFS:
        for p in PS:
            start = bracket_quantile(p, nu)
            if p == 0.5:
                t = D(0)
            else:
                t, _ = tquantile(p, nu, start)
            td = float(t)
            rows.append({'df': float(nu), 'p': p, 'quantile': f'{t:.25e}', 't': td, 'cdf': f'{tcdf(D(td), D(nu)):.25e}'})
        print(nu, file=sys.stderr)
    out = {
        'about': 'Reference values of the Student t distribution for studentT.test.ts, made by studentT.py beside '
                 'this file (python3 studentT.py > studentT.json; Python standard library only: decimal at 70 '
                 'digits). Not from R or scipy, which are not installed here. quantile: the t with P(T <= t) = p '
                 'for the exact binary value of the double p (Newton on the distribution function from a bisection '
                 'start); cdf: P(T <= t) at the double t. The distribution function is A&S 26.7.1 through the '
                 'regularized incomplete beta function, by its continued fraction (A&S 26.5.8) with the log-gamma '
                 'function from Stirling\'s series (Bernoulli numbers as exact fractions). Values are printed to '
                 '26 significant digits.',
        'checks': checks,
        'rows': rows,
    }
    print(json.dumps(out, indent=0))

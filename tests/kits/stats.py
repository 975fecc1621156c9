"""Small statistics helpers for the honest-test rule: stated tests, stated thresholds."""

import math


def chi_square(observed, expected):
    return sum((o - e) ** 2 / e for o, e in zip(observed, expected, strict=True))


def chi2_sf(x, df):
    """Upper tail P(X >= x) of the chi-square distribution with df degrees of freedom.

    Series for the regularized lower incomplete gamma, accurate to ~1e-12 for the sizes
    used here; checked against known critical values in test_dice.py.
    """
    a = df / 2.0
    z = x / 2.0
    if z <= 0:
        return 1.0
    if z < a + 1:
        term = 1.0 / a
        total = term
        n = 1
        while term > total * 1e-15:
            term *= z / (a + n)
            total += term
            n += 1
        lower = total * math.exp(-z + a * math.log(z) - math.lgamma(a))
        return 1.0 - lower
    # Continued fraction for the upper tail (Lentz).
    tiny = 1e-300
    b = z + 1.0 - a
    c = 1.0 / tiny
    d = 1.0 / b
    h = d
    i = 1
    while True:
        an = -i * (i - a)
        b += 2.0
        d = an * d + b
        d = tiny if abs(d) < tiny else d
        c = b + an / c
        c = tiny if abs(c) < tiny else c
        d = 1.0 / d
        delta = d * c
        h *= delta
        if abs(delta - 1.0) < 1e-15:
            break
        i += 1
    return math.exp(-z + a * math.log(z) - math.lgamma(a)) * h


def wilson_interval(successes, n, z=1.959964):
    """95% Wilson score interval for a proportion."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (centre - half, centre + half)

"""Exact odds of Dice-Bowl's kicks for points (DF1-DF3), by enumeration of every roll of
the kicker's four dice and the other coach's two, and a simulation on the project's own
dice to check them against."""

import itertools
from fractions import Fraction

from games.dicebowl import fieldgoal
from sideline.dice import Dice, seed_state

SHORTEST = fieldgoal.fg_distance(99)  # the ball on the 1: 18 yards
LONGEST = fieldgoal.LONGEST


def tried(wind=0):
    """The distances a kick for points may be tried at with this wind (DF3: the dice must be
    able to reach; DK7: the wind adds to or takes from every kick)."""
    top = LONGEST + (wind if wind > 0 else 0)
    return [y for y in range(SHORTEST, top + 1) if fieldgoal.allowed(y, wind)]


def carry_distribution():
    """P(straight and carrying exactly y yards) for each y, and P(straight): exact."""
    carries = {}
    straight = 0
    total = 0
    for k4 in itertools.product(range(1, 7), repeat=4):
        for o2 in itertools.product(range(1, 7), repeat=2):
            total += 1
            if fieldgoal.straight(k4, o2):
                straight += 1
                y = fieldgoal.carry(k4)
                carries[y] = carries.get(y, 0) + 1
    return {y: Fraction(n, total) for y, n in carries.items()}, Fraction(straight, total)


def exact_odds(wind=0):
    """{"accuracy": P(straight), "p_good": {yards: P(good)}} for every distance that may be
    tried (18..66 yards, or 66 + the wind: DF3, DK7; the convert is 19), with `wind` yards
    added to every carry."""
    dist, acc = carry_distribution()
    p_good = {}
    for yards in tried(wind):
        p_good[yards] = sum((p for y, p in dist.items() if y + wind >= yards), Fraction(0))
    return {"accuracy": acc, "p_good": p_good}


def simulate(n, seed, wind=0):
    """n kicks on sideline.dice: straight count and, per distance, how many were good."""
    dice = Dice(seed_state(seed))
    straight = 0
    carries = [0] * 67
    for _ in range(n):
        k4, o2 = fieldgoal.roll(dice)
        if fieldgoal.straight(k4, o2):
            straight += 1
            carries[fieldgoal.carry(k4)] += 1
    good = {}
    for yards in tried(wind):
        good[yards] = sum(carries[y] for y in range(11, 67) if y + wind >= yards)
    return {"n": n, "straight": straight, "carries": carries, "good": good}


def as_json(odds):
    return {
        "accuracy": float(odds["accuracy"]),
        "p_good": {str(y): float(p) for y, p in odds["p_good"].items()},
        "convert": float(odds["p_good"][fieldgoal.CONVERT_YARDS]),
    }


def chi_square_check(n, seed):
    """Pearson's chi-square of n simulated kicks against the exact distribution of the
    outcome (wide, or straight with each carry): returns (statistic, degrees of freedom)."""
    dist, acc = carry_distribution()
    sim = simulate(n, seed)
    observed = [n - sim["straight"]]
    expected = [n * float(1 - acc)]
    for y in sorted(dist):
        observed.append(sim["carries"][y])
        expected.append(n * float(dist[y]))
    stat = sum((o - e) ** 2 / e for o, e in zip(observed, expected, strict=True))
    return stat, len(observed) - 1

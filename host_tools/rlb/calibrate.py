"""Rugby League Breakout's calibration: every behaviour the rulebook states about play, beside
the figure the box's numbers give (games/rlb/tables.py), with the shipped rosters and orders
(teams/rlb/) under the default house rules.

Figures come two ways. Exact ones enumerate a running play's carriers and defender strengths
(host_tools/rlb/odds.py, no dice); the rest come from whole matches adjudicated from both
shipped orders, home and away alternating, each match seeded from the run's seed. Each row
holds or not by a stated test at ALPHA: a share's Wilson interval, a difference of means'
z-test; an exact figure against its bound.
"""

import math
from pathlib import Path

from games.rlb import engine, match, orders, roster, tables
from host_tools.rlb import odds as rlb_odds
from sideline.dice import Dice, seed_state

TEAMS = Path(__file__).resolve().parents[2] / "firmware" / "teams" / "rlb"
SIDES = ("harbour_gulls", "copperline_miners")
ALPHA = 0.001
Z = 3.090  # the one-sided normal quantile at ALPHA
OPTIONS = ("effort", "offside", "hardness")


def shipped():
    """({name: roster}, {name: orders}) of the shipped sample teams."""
    teams, plans = {}, {}
    for name in SIDES:
        team, msg = roster.parse_roster(name, (TEAMS / (name + ".json")).read_text())
        plan, msg2 = orders.parse_orders(name, (TEAMS / "orders" / (name + ".txt")).read_text())
        if msg or msg2:
            raise ValueError(msg or msg2)
        teams[name], plans[name] = team, plan
    return teams, plans


def wilson(hits, n, z=Z):
    """(low, high) of a share's Wilson score interval."""
    if n == 0:
        return 0.0, 1.0
    p = hits / n
    mid = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return mid - half, mid + half


def pairings():
    return ((SIDES[0], SIDES[1]), (SIDES[1], SIDES[0]))


def _run_plays(plan):
    """The running plays of an orders file's six possessions, as often as it calls them."""
    return [c for plays in plan["attack"][:6] for c in plays if engine.is_run(tables.play(c))]


def break_share(dcode, teams, plans, opts=None, house=None):
    """Exact share of running plays that break the line against defence dcode: each shipped
    orders file's running plays against the other side (its options unless opts given)."""
    total, n = 0, 0
    for a, d in pairings():
        keys = (plans[a]["keys"], plans[d]["keys"])
        o = plans[d]["opts"] if opts is None else opts
        for c in _run_plays(plans[a]):
            p = tables.play(c)
            total += rlb_odds.run_odds(teams[a], teams[d], p, dcode, o, keys, house)["break"]
            n += 1
    return total / n


def play_breaks(dcode, teams, plans):
    """{(attacker, play): exact break chance} against dcode with the defender's options."""
    out = {}
    for a, d in pairings():
        keys = (plans[a]["keys"], plans[d]["keys"])
        for c in sorted(set(_run_plays(plans[a]))):
            o = rlb_odds.run_odds(teams[a], teams[d], tables.play(c), dcode, plans[d]["opts"], keys)
            out[(a, c)] = o["break"]
    return out


def odds_figures(opts, teams, dcode="ND"):
    """Every figure `sideline rlb odds` prints for both sides under opts: running plays'
    turnover, break and yards, kicks' recovery, the sixth tackle's penalty chance."""
    figs = []
    for a, d in pairings():
        figs.append(rlb_odds.figures(teams[a], teams[d], dcode, opts))
    return figs


def dead_option_points(teams):
    """[(option, k)] where raising the option from k to k + 1 (the others 0) changes no
    figure of the odds table; and [(option, k)] where it changes no running-play figure."""
    dead, quiet = [], []
    for i, name in enumerate(OPTIONS):
        for k in range(9):
            lo, hi = [0, 0, 0], [0, 0, 0]
            lo[i], hi[i] = k, k + 1
            a, b = odds_figures(lo, teams), odds_figures(hi, teams)
            if a == b:
                dead.append((name, k))
            if [f["runs"] for f in a] == [f["runs"] for f in b]:
                quiet.append((name, k))
    return dead, quiet


def matches(n, seed, teams, plans, keys=(True, True)):
    """n matches of the shipped orders, home and away alternating: [(G, log, names)].
    keys: per side (SIDES order), whether its orders' key players are picked."""
    out = []
    for i in range(n):
        names = pairings()[i % 2]
        pair = [plans[name] for name in names]
        picked = [keys[SIDES.index(name)] for name in names]
        G = match.new_game(teams[names[0]], teams[names[1]], seed_state(seed * 1_000_003 + i))
        out.append((G, _adjudicate(G, pair, picked), names))
    return out


def _adjudicate(G, pair, picked):
    # orders.adjudicate, but a side whose keys are not picked plays without key players
    log = []
    for a in orders.setup_actions(pair):
        if a["a"] != "keys" or picked[a["team"]]:
            log.append((a, match.apply(G, a, Dice(G["dice"]))))
    caller = orders.OrdersCaller(pair)
    while not G["over"]:
        a = caller.next_action(G)
        log.append((a, match.apply(G, a, Dice(G["dice"]))))
    return log


def match_figures(games):
    """Line breaks and how many gained ground; goal-line possessions from 5 and 10 yards
    out and their tries; each side's points."""
    f = {"breaks": 0, "gained": 0, "runs": 0, "gl": {5: [0, 0], 10: [0, 0]}, "points": {}}
    for G, log, names in games:
        for t, name in enumerate(names):
            f["points"].setdefault(name, []).append(G["score"][t])
        defence = None  # the defence play in force
        start = None  # yards out when the possession under way began
        scored = False
        for a, events in log:
            if a["a"] == "defence":
                defence = a["play"]
            for e in events:
                if e["e"] == "run":
                    f["runs"] += 1
                    if e["lb"]:
                        f["breaks"] += 1
                        f["gained"] += e["yards"] > 0
                if e["e"] in ("run", "kick", "drop") and start is None:
                    start = e["out"]
                scored = scored or e["e"] == "try"
                if e["e"] == "over":
                    if defence == "GL" and start in f["gl"]:
                        f["gl"][start][0] += scored
                        f["gl"][start][1] += 1
                    start, scored = None, False
    return f


def mean_var(xs):
    m = sum(xs) / len(xs)
    return m, sum((x - m) ** 2 for x in xs) / (len(xs) - 1)


def key_effect(base, n, seed, teams, plans, side):
    """(points per match with side's keys, without them, z of the difference): the z-test
    of two independent means, the matches without keys seeded apart from base's."""
    keys = tuple(name != side for name in SIDES)
    bare = match_figures(matches(n, seed + 7919, teams, plans, keys))["points"][side]
    m1, v1 = mean_var(base["points"][side])
    m0, v0 = mean_var(bare)
    return m1, m0, (m1 - m0) / math.sqrt(v1 / len(base["points"][side]) + v0 / len(bare))


def ordering_breaks(teams, plans):
    """[(side, play, tight, normal, loose)] of the plays whose break chance is not
    tight >= normal >= loose, with exact chances, and the number of plays checked."""
    t, nd, lo = (play_breaks(d, teams, plans) for d in ("TD", "ND", "LD"))
    bad = [k + (t[k], nd[k], lo[k]) for k in nd if not t[k] >= nd[k] >= lo[k]]
    return bad, len(nd)


def hardness_steps(teams, plans):
    """Hardness points that lower the variable yards and leave the risk alone: [(side,
    play, h)] where the break chance fell from h to h + 1; and the number checked."""
    bad, n = [], 0
    div = tables.HOUSE["hardness_risk_div"]
    for a, d in pairings():
        keys = (plans[a]["keys"], plans[d]["keys"])
        for c in sorted(set(_run_plays(plans[a]))):
            p = tables.play(c)
            for h in range(9):
                if (h + 1) // div != h // div:
                    continue
                o = list(plans[d]["opts"])
                lo = rlb_odds.run_odds(teams[a], teams[d], p, "ND", o[:2] + [h], keys)
                hi = rlb_odds.run_odds(teams[a], teams[d], p, "ND", o[:2] + [h + 1], keys)
                n += 1
                if hi["break"] < lo["break"]:
                    bad.append((a, c, h))
    return bad, n


def rows(n, seed):
    """The report: [{"rule", "says", "figure", "holds"}], one per stated behaviour."""
    teams, plans = shipped()
    base = match_figures(matches(n, seed, teams, plans))
    out = []

    def row(rule, says, figure, holds):
        out.append({"rule": rule, "says": says, "figure": figure, "holds": bool(holds)})

    lo, hi = wilson(base["gained"], base["breaks"])
    row(
        "5.6 note",
        "the cover defender seldom stops a line break gaining ground: at least 80% gain",
        "%d of %d line breaks gained ground (%.1f%%; %.1f-%.1f%%)"
        % (
            base["gained"],
            base["breaks"],
            100 * base["gained"] / base["breaks"],
            100 * lo,
            100 * hi,
        ),
        lo > 0.80,
    )
    for d in tables.DEFENCES:
        if d[0] == "GL":
            continue
        share = break_share(d[0], teams, plans)
        row(
            "5.7 note",
            "doubling after a break matters: a break in at least 3%% of running plays (%s)" % d[1],
            "%.1f%% of the orders' running plays break the line (exact)" % (100 * share),
            share >= 0.03,
        )
    t, nd, lo_ = (break_share(c, teams, plans) for c in ("TD", "ND", "LD"))
    row(
        "5.9",
        "the tight defence gives up more breaks than the normal, the loose fewer",
        "breaks: tight %.1f%%, normal %.1f%%, loose %.1f%% (exact)"
        % (100 * t, 100 * nd, 100 * lo_),
        t > nd > lo_,
    )
    bad, checked = ordering_breaks(teams, plans)
    row(
        "5.9",
        "less variable yardage, easier break, play by play (tight, normal, loose)",
        "%d of %d plays break less often with less variable yardage" % (len(bad), checked),
        not bad,
    )
    bad, checked = hardness_steps(teams, plans)
    row(
        "5.10 note",
        "a point of hardness (variable yards down, risk unchanged) never makes a break harder",
        "%d of %d play-and-point steps made a break less likely" % (len(bad), checked),
        not bad,
    )
    for start in (10, 5):
        tries, poss = base["gl"][start]
        lo, hi = wilson(tries, poss)
        row(
            "5.9",
            "the goal-line defence can be beaten: a try in 10-60%% of possessions from %d out"
            % start,
            "%d tries in %d possessions (%.1f%%; %.1f-%.1f%%)"
            % (tries, poss, 100 * tries / poss, 100 * lo, 100 * hi),
            lo > 0.10 and hi < 0.60,
        )
    for side in SIDES:
        m1, m0, z = key_effect(base, n, seed, teams, plans, side)
        row(
            "5.20",
            "key players raise their side's points (%s)" % teams[side]["name"],
            "%.2f points a match with keys, %.2f without (z = %.1f)" % (m1, m0, z),
            z > Z,
        )
    dead, quiet = dead_option_points(teams)
    row(
        "5.10",
        "every point of effort, offside and hardness (0-9) changes the odds",
        "%d of 27 points change no figure; %d change no running play's" % (len(dead), len(quiet)),
        not dead,
    )
    return out


def text(rows, n, seed):
    """The report as lines: rule, what the rulebook says, the figure, holds or FAILS."""
    out = [
        "Rugby League Breakout calibration: shipped rosters and orders, default house rules;",
        "%d matches a sample, seed %d; tests at alpha %s (one-sided)." % (n, seed, ALPHA),
        "",
    ]
    for r in rows:
        out.append("[%s] %s" % (r["rule"], r["says"]))
        out.append("    %s  %s" % ("holds" if r["holds"] else "FAILS", r["figure"]))
    return out

"""Exact chances of Rugby League Breakout's attacking plays, by enumeration (not by dice).

For one attacking roster against one defending roster, a defence play and the defence's
options: each running play's turnover chance, line-break chance and mean yards, counting the
ball carrier half the time the best suitable player and half the time any suitable one
(rule R6: the alternation gives each half the plays), and the first defender's three
strengths a third each (R7); each kick's chance of being recovered and mean yards (R14,
R15); the sixth tackle's penalty chance (R17).
"""

from fractions import Fraction

from games.rlb import engine
from games.rlb.tables import HA, HOUSE, P_FIXED, P_SKILL, P_VAR, PLAYS, SP, TA


def run_odds(att, dfn, play, dcode, opts, keys=((), ()), house=None):
    """{"turnover", "break", "yards"} as Fractions (yards: the mean when not turned over)."""
    house = house or HOUSE
    fixed, var, risk = engine.effective(play, dcode, opts, house)
    ps = engine.suitable(att, play)
    top = engine.best(ps, play[P_SKILL])
    weights = [(p, Fraction(1, 2 * len(ps)) + (Fraction(1, 2) if p is top else 0)) for p in ps]
    to = brk = yards = Fraction(0)
    for c, w in weights:
        pto = Fraction(engine.turnover_in_30(risk, c[HA]), 30)
        to += w * pto
        first = engine.opposite(dfn, c[0])
        a = c[play[P_SKILL]] + (engine.KEY_BONUS if c[0] in keys[0] else 0)
        for option in range(3):
            d = engine.defender_strength(play[P_SKILL], first, option) + opts[0]
            d += engine.KEY_BONUS if first[0] in keys[1] else 0
            diff = a - d
            share = w * (1 - pto) / 3
            if diff > var:
                cv = engine.cover(dfn, first)
                cs = (cv[SP] + cv[TA]) // 2 + opts[0]
                brk += share
                yards += share * (fixed + 2 * var + c[SP] - cs)
            else:
                yards += share * (fixed + diff)
    return {"turnover": to, "break": brk, "yards": yards / (1 - to) if to < 1 else Fraction(0)}


def kick_odds(att, dfn, play, dcode, opts):
    """{"recover", "yards"} of a kick as Fractions: the chaser's share of the chances (R14)
    and the mean yards of fixed + 0..variable, less a deep defence's 1 + effort (R15)."""
    k = engine.open_kicker(att)
    ch = engine.chaser(att, play[0], k)
    a, d = engine.kick_chances(ch, k, engine.opposite(dfn, ch[0]), dcode, opts)
    total = Fraction(0)
    for r in range(play[P_VAR] + 1):
        y = play[P_FIXED] + r
        if dcode == "DD":
            y = max(0, y - 1 - opts[0])
        total += y
    recover = Fraction(a, a + d) if a + d > 0 else Fraction(0)
    return {"recover": recover, "yards": total / (play[P_VAR] + 1)}


def figures(att, dfn, dcode, opts, keys=((), ()), house=None):
    """Every figure of the odds table, exact: running plays, kicks, the penalty chance."""
    house = house or HOUSE
    runs, kicks = [], []
    for p in PLAYS:
        if engine.is_run(p):
            o = run_odds(att, dfn, p, dcode, opts, keys, house)
            runs.append({"play": p[0], "turnover": o["turnover"], "break": o["break"]})
            runs[-1]["yards"] = o["yards"]
        elif not engine.is_drop(p):
            kicks.append(dict(kick_odds(att, dfn, p, dcode, opts), play=p[0]))
    chance = min(20, (opts[1] + opts[2]) * house["penalty_per_point"])
    return {"runs": runs, "kicks": kicks, "penalty": Fraction(chance, 20)}


def as_json(figs):
    """figures() with each Fraction a float (chances 0-1, yards)."""

    def plain(row):
        return {k: (v if isinstance(v, str) else float(v)) for k, v in row.items()}

    return {
        "runs": [plain(r) for r in figs["runs"]],
        "kicks": [plain(k) for k in figs["kicks"]],
        "penalty": float(figs["penalty"]),
    }


def table(att, dfn, dcode, opts):
    """Rows (code, turnover %, line break %, mean yards) for every running play."""
    rows = []
    for p in PLAYS:
        if engine.is_run(p):
            o = run_odds(att, dfn, p, dcode, opts)
            rows.append(
                (p[0], float(o["turnover"]) * 100, float(o["break"]) * 100, float(o["yards"]))
            )
    return rows

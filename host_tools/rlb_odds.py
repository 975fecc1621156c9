"""Exact chances of Rugby League Breakout's attacking plays, by enumeration (not by dice).

For one attacking roster against one defending roster, a defence play and the defence's
options: each running play's turnover chance, line-break chance and mean yards, counting the
ball carrier half the time the best suitable player and half the time any suitable one
(rule R6: the alternation gives each half the plays), and the first defender's three
strengths a third each (R7).
"""

from fractions import Fraction

from games.rlb import engine
from games.rlb.tables import HA, HOUSE, P_SKILL, PLAYS, SP, TA


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

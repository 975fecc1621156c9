# The adjudication of one tackle [5.2]-[5.17], rules R5-R17: pure functions of the two
# rosters, the orders in force and an injected dice source with below(n).
# Teams are roster dicts (roster.py); players are rows [shirt, pos, sp, ha, ki, ta, pw, ev, name].
from games.rlb.tables import (
    D_FIXED,
    D_RISK,
    D_VAR,
    DROP,
    FORWARDS,
    HA,
    KI,
    KICK,
    OPEN_KICKERS,
    P_FIXED,
    P_KIND,
    P_POS,
    P_RISK,
    P_SKILL,
    P_VAR,
    SP,
    TA,
    defence,
)

KEY_BONUS = 2  # [5.20]


def _amp(change, effort, house):
    # Effort above one strengthens the defence play, for good or bad [5.9], [5.10].
    if effort <= 1 or change == 0:
        return change
    k = house["effort_amp"]
    m = abs(change) * (effort + k) // (1 + k)
    return m if change > 0 else -m


def effective(play, dcode, opts, house):
    """(fixed, variable, risk) of a play against a defence play and options (R11, R12)."""
    fixed = play[P_FIXED]
    var = play[P_VAR]
    risk = play[P_RISK]
    effort = opts[0]
    d = defence(dcode)
    kind = play[P_KIND]
    if dcode == "GL":
        # Goal line: the variable loses half the fixed, the fixed goes, the risk rises [5.9].
        var -= fixed // 2
        fixed = 0
        risk += _amp(d[D_RISK], effort, house)
    elif kind < KICK and d is not None:
        fixed += _amp(d[D_FIXED][kind], effort, house)
        var += _amp(d[D_VAR], effort, house)
        risk += _amp(d[D_RISK], effort, house)
    if kind < KICK:
        fixed -= opts[1] // house["offside_div"]
        var -= opts[2] // house["hardness_div"]
        # A record saved before the risk had its own divisor shared the variable's.
        risk += opts[2] // house.get("hardness_risk_div", house["hardness_div"])
    if fixed < 0:
        fixed = 0
    if var < 0:
        var = 0
    return fixed, var, risk


def suitable(team, play):
    return [p for p in team["players"] if p[1] in play[P_POS]]


def best(players, skill):
    top = players[0]
    for p in players:
        if p[skill] > top[skill]:  # ties: the lower shirt, listed first
            top = p
    return top


def carrier(team, play, take_best, dice):
    """The ball carrier: the best suitable player, or any suitable one at random (R6)."""
    ps = suitable(team, play)
    if take_best:
        return best(ps, play[P_SKILL])
    return ps[dice.below(len(ps))]


def opposite(team, shirt):
    return team["players"][shirt - 1]


def defender_strength(skill, p, option):
    """Option 0: the attacker's skill; 1: tackling; 2: the average, rounded down (R7)."""
    if option == 0:
        return p[skill]
    if option == 1:
        return p[TA]
    return (p[skill] + p[TA]) // 2


def cover(team, first):
    """The best speed + tackling among the first defender's kind of player, not him (R10)."""
    forward = first[1] in FORWARDS
    top = None
    for p in team["players"]:
        if p is first or (p[1] in FORWARDS) != forward:
            continue
        if top is None or p[SP] + p[TA] > top[SP] + top[TA]:
            top = p
    return top


def turnover_in_30(risk, handling):
    """Chances in thirty of a turnover: risk in ten less a third of the handling (R13)."""
    c = 3 * risk - handling
    return 0 if c < 0 else (30 if c > 30 else c)


def run(att, dfn, play, dcode, opts, keys, take_best, doubled, dice, house):
    """One running play. keys: (attacking keys, defending keys). Returns the result dict."""
    fixed, var, risk = effective(play, dcode, opts, house)
    c = carrier(att, play, take_best, dice)
    r = {"carrier": c[0], "best": take_best, "yards": 0, "lb": False, "to": False}
    if dice.below(30) < turnover_in_30(risk, c[HA]):
        r["to"] = True
        return r
    skill = play[P_SKILL]
    first = opposite(dfn, c[0])
    option = dice.below(3)
    a = c[skill] + (KEY_BONUS if c[0] in keys[0] else 0)
    d = defender_strength(skill, first, option) + opts[0]
    d += KEY_BONUS if first[0] in keys[1] else 0
    diff = a - d
    r["def"] = first[0]
    r["opt"] = option
    r["diff"] = diff
    if diff > var:
        # Line break: the variable again, plus speed against the cover defender (R9, R10).
        cv = cover(dfn, first)
        cs = (cv[SP] + cv[TA]) // 2 + opts[0]
        yards = fixed + var + var + c[SP] - cs
        r["lb"] = True
        r["cover"] = cv[0]
    else:
        yards = fixed + diff
    if doubled and (yards > 0 or house["double_losses"]):
        yards *= 2
    r["yards"] = yards
    return r


def open_kicker(team):
    """The halfback or loose forward with the best kicking (R16)."""
    return best([p for p in team["players"] if p[1] in OPEN_KICKERS], KI)


def place_kicker(team):
    """The best kicker in the team (R16)."""
    return best(team["players"], KI)


def chaser(team, code, kicker):
    """Grubber: the kicker; bomb: best speed + handling; cross kick: the best winger (R14)."""
    if code == "GK":
        return kicker
    top = None
    for p in team["players"]:
        if code == "CK" and p[1] != "WG":
            continue
        if top is None or p[SP] + p[HA] > top[SP] + top[HA]:
            top = p
    return top


def kick_chances(chase, kicker, opp, dcode, opts_def):
    """(attacker's chances, defender's chances) of recovering a kick (R14, R15)."""
    a = chase[SP] + chase[HA] + kicker[KI] + 3 * opts_def[1]
    d = opp[SP] + opp[HA]
    if dcode == "DD":
        d += 3 * opts_def[0]
    return a, d


def kick(att, dfn, play, dcode, opts, dice, doubled=False):
    """A kicking play on the sixth tackle: yards and who recovers (R14, R15); doubled after
    a line break (R9: the next play's yardage, a kick's too)."""
    k = open_kicker(att)
    ch = chaser(att, play[0], k)
    opp = opposite(dfn, ch[0])
    yards = play[P_FIXED] + dice.below(play[P_VAR] + 1)
    if dcode == "DD":
        yards -= 1 + opts[0]
        if yards < 0:
            yards = 0  # a deep defence shortens a kick, it does not turn it round
    if doubled:
        yards *= 2
    a, d = kick_chances(ch, k, opp, dcode, opts)
    kept = dice.below(a + d) < a if a + d > 0 else False
    return {"kicker": k[0], "chaser": ch[0], "opp": opp[0], "yards": yards, "kept": kept}


def goal_chance(kicking, out):
    """Chances in twenty: drop goals and penalty goals lose one per five yards out (R17)."""
    c = kicking - out // 5
    return 0 if c < 0 else (20 if c > 20 else c)


def kick_at_goal(chance, dice):
    return dice.below(20) < chance


def is_run(play):
    return play[P_KIND] < KICK


def is_drop(play):
    return play[P_KIND] == DROP

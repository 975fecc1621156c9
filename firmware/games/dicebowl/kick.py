# Kicks that give the ball away (kickoffs and punts, rules DK1-DK7): the present/remove
# duel between the kicker's four dice and the receiver's four, the distance and the
# return with its chain of doubles, and the box's own choice rule for a side it plays.
#
# A duel is a plain dict kept in the game record:
#   {"k": kicker's dice left, "r": receiver's dice left, "shown": a presented die or None,
#    "by": "k" or "r" (who presented), "rounds": rounds done (0..2), "onside": bool}
# Dice values stand for dice: two 4s are interchangeable, so a choice names a value.

# Expected sum of a doubles chain (DK4) started by one doubles, in tenths of a yard,
# each chain capped at 100 yards (a return that far is a touchdown anyway). Exact value
# 11.52 by enumeration over the chain's states: tests/games/dicebowl/test_dicebowl_kick.py
# recomputes it.
CHAIN_TENTHS = 115
ONSIDE_YARDS = 11  # DK6: double 1s kept


def _drop(dice, value):
    out = list(dice)
    out.remove(value)
    return out


def presenter(k, r):
    """DK1/DK2: the kicker presents if it has a die above one of the receiver's; else the
    receiver presents if it can; None when every die left is equal (DK5)."""
    if max(k) > min(r):
        return "k"
    if max(r) > min(k):
        return "r"
    return None


def presentable(own, other):
    """The values a side may present: each must leave the other side a lower die to remove."""
    low = min(other)
    out = []
    for v in own:
        if v > low and v not in out:
            out.append(v)
    out.sort()
    return out


def removable(own, shown):
    """The values a side may remove: strictly lower than the die presented to it."""
    out = []
    for v in own:
        if v < shown and v not in out:
            out.append(v)
    out.sort()
    return out


def new_duel(k, r, onside):
    duel = {"k": list(k), "r": list(r), "shown": None, "by": None, "rounds": 0}
    duel["onside"] = bool(onside)
    _settle(duel)
    return duel


def _settle(duel):
    """Set whose presentation is due; when all dice left are equal (DK5), remove equal
    dice from both sides until two stay on each (any choice gives the same dice)."""
    while duel["rounds"] < 2 and duel["shown"] is None:
        who = presenter(duel["k"], duel["r"])
        if who is not None:
            duel["by"] = who
            return
        duel["k"] = duel["k"][1:]
        duel["r"] = duel["r"][1:]
        duel["rounds"] += 1
    duel["by"] = None


def done(duel):
    return duel["rounds"] >= 2


def chooser(duel):
    """Which side decides next ('k' or 'r') and what: 'present' or 'remove'."""
    if done(duel):
        return None, None
    if duel["shown"] is None:
        return duel["by"], "present"
    return ("r" if duel["by"] == "k" else "k"), "remove"


def options(duel):
    side, what = chooser(duel)
    if side is None:
        return []
    own = duel[side]
    if what == "present":
        return presentable(own, duel["r" if side == "k" else "k"])
    return removable(own, duel["shown"])


def step(duel, value):
    """Apply one choice (a die value); raises ValueError for an illegal one."""
    side, what = chooser(duel)
    if side is None:
        raise ValueError("the kick duel is over")
    if value not in options(duel):
        raise ValueError("%s cannot %s a %s" % (side, what, value))
    duel[side] = _drop(duel[side], value)
    if what == "present":
        duel["shown"] = value
    else:
        duel["shown"] = None
        duel["rounds"] += 1
        _settle(duel)


def distance(k2):
    """DK3: the higher die is the tens, the other the units (5 and 3: 53 yards)."""
    a, b = k2[0], k2[1]
    if a < b:
        a, b = b, a
    return a * 10 + b


def onside_kept(k2):
    return k2[0] == 1 and k2[1] == 1


def _utility(k2, r2, onside):
    """The kicker's gain in tenths of a yard; the receiver wants it low."""
    ret = (r2[0] + r2[1]) * 10
    if r2[0] == r2[1]:
        ret += CHAIN_TENTHS
    if onside:
        return 100000 if onside_kept(k2) else -ret
    return distance(k2) * 10 - ret


_NONE = 1000000  # beyond any utility: the start of a max or a min


def value(k, r, shown, by, rounds, onside):
    """Exact minimax value of a duel position (the kicker maximises _utility)."""
    if shown is None:
        if rounds >= 2:
            return _utility(k, r, onside)
        who = presenter(k, r)
        if who is None:  # all equal: the rest of the duel is forced
            return _utility(k[:2], r[:2], onside)
        if who == "k":
            best = -_NONE
            for v in presentable(k, r):
                x = value(_drop(k, v), r, v, "k", rounds, onside)
                if x > best:
                    best = x
            return best
        best = _NONE
        for v in presentable(r, k):
            x = value(k, _drop(r, v), v, "r", rounds, onside)
            if x < best:
                best = x
        return best
    if by == "k":  # the receiver removes
        best = _NONE
        for w in removable(r, shown):
            x = value(k, _drop(r, w), None, None, rounds + 1, onside)
            if x < best:
                best = x
        return best
    best = -_NONE  # the kicker removes
    for w in removable(k, shown):
        x = value(_drop(k, w), r, None, None, rounds + 1, onside)
        if x > best:
            best = x
    return best


def best_choice(duel):
    """The box's choice for the side due to decide: the die whose exact minimax value is best
    for that side (kicker: kick distance minus expected return, or keeping double 1s on an
    onside kick; receiver: the opposite), the lowest such die on a tie."""
    side = chooser(duel)[0]
    best_v = 0
    best_x = -_NONE
    for v in options(duel):
        trial = {
            "k": list(duel["k"]),
            "r": list(duel["r"]),
            "shown": duel["shown"],
            "by": duel["by"],
            "rounds": duel["rounds"],
            "onside": duel["onside"],
        }
        step(trial, v)
        x = value(
            trial["k"], trial["r"], trial["shown"], trial["by"], trial["rounds"], trial["onside"]
        )
        if side == "r":
            x = -x
        if x > best_x:
            best_v = v
            best_x = x
    return best_v


def roll_return(r2, dice, cap):
    """DK4: the receiver's two dice added; a doubles rolls two more dice, the n-th doubles
    gives n more rolls. The box stops rolling once the return reaches `cap` yards (the goal
    line: house rule DH3). Returns (yards, extra rolls as [a, b] pairs)."""
    total = r2[0] + r2[1]
    rolls = []
    if r2[0] != r2[1]:
        return total, rolls
    doubles = 1
    pending = 1
    while pending > 0 and total < cap:
        a = dice.die()
        b = dice.die()
        rolls.append([a, b])
        total += a + b
        pending -= 1
        if a == b:
            doubles += 1
            pending += doubles
    return total, rolls


def wind_yards(strength, behind):
    """DK7: the wind's two-dice difference, added with the wind behind, taken against it."""
    return strength if behind else -strength

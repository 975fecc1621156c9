"""Exact odds of a Fliip team's kicking tables (F7-F11): each of the 216 outcomes of three
dice counted, so every chance is a whole number of 216ths.

For every table: the chance of each result, and the expected field position of the next
snap, as the yard line of the team that will have the ball measured the usual way
("the receiver's 31"): for a kick-off the receiving team's line (a fumble gives the
kicking team the ball at the receiver's n, which is the same yard line), for a punt from a
stated line of scrimmage the spot the ball ends on. Touchdowns are counted apart, not in
the expectation.
"""

from games.fliip import tables
from games.fliip.game import HOUSE

KICKOFF_NAMES = ("kickoff normal", "kickoff onside", "kickoff safety")
PUNT_NAMES = ("punt normal", "punt pooch")


def ways():
    """[(total, ways)] for three dice: 3..18 with 1, 3, 6, 10, ... 1 ways of 216."""
    count = [0] * 19
    for a in range(1, 7):
        for b in range(1, 7):
            for c in range(1, 7):
                count[a + b + c] += 1
    return [(t, count[t]) for t in range(3, 19)]


def _group(table):
    # Results in the order of the totals that give them, with their ways out of 216.
    order = []
    counts = {}
    for total, w in ways():
        c = table[total - tables.LOWEST]
        if c not in counts:
            order.append(c)
            counts[c] = 0
        counts[c] += w
    return [(c, counts[c]) for c in order]


def kickoff_spot(c):
    """(ball's yard line on the receiver's side, touchdown?) after a kick-off result."""
    k = tables.kind_of(c)
    if k == tables.RETURN_TD:
        return None, True
    return tables.value_of(c), False  # LINE n or Fumble/n: both at the receiver's n


def punt_spot(c, los, house=None):
    """(yard line the next snap is on, from the receiving side's view: 1..99 measured from
    the receiver's goal line toward the punter's; None with a touchdown), touchdown?"""
    house = house or HOUSE
    k = tables.kind_of(c)
    n = tables.value_of(c)
    if k == tables.RETURN_TD:
        return None, True
    if k == tables.NET:
        spot = los + n
        if spot >= 100:
            return house["touchback"], False
        if spot <= 0:
            return (None, True) if house["punt_behind_goal"] == "td" else (None, False)
        return 100 - spot, False
    if k == tables.FUMBLE:
        spot = los + n
        return 100 - (spot if spot < 100 else 99), False
    spot = los - n  # BLOCK
    if spot <= 0:
        return (None, True) if house["punt_behind_goal"] == "td" else (None, False)
    return 100 - spot, False


def _summary(name, grouped, spot_of):
    rows = []
    td = 0
    weighted = 0
    placed = 0
    for c, w in grouped:
        spot, is_td = spot_of(c)
        rows.append({"result": tables.text_of(c), "ways": w, "p": w / 216})
        if is_td:
            td += w
        elif spot is not None:
            weighted += spot * w
            placed += w
    return {
        "table": name,
        "results": rows,
        "p_touchdown": td / 216,
        "expected_spot": (weighted / placed) if placed else None,
    }


def team_odds(team, los=30, house=None):
    """The odds of every kicking table of a team (compact form); punts from los (yards
    from the punting team's goal line)."""
    out = []
    for i, name in enumerate(KICKOFF_NAMES):
        out.append(_summary(name, _group(team["kickoff"][i]), kickoff_spot))
    for i, name in enumerate(PUNT_NAMES):
        s = _summary(name, _group(team["punt"][i]), lambda c, los=los: punt_spot(c, los, house))
        s["los"] = los
        out.append(s)
    last = 0
    for upto, row in team["fg"]:
        s = _summary("field goal %d-%d" % (last + 1, upto), _group(row), lambda c: (None, False))
        good = sum(w for c, w in _group(row) if tables.kind_of(c) == tables.GOOD)
        block_td = sum(w for c, w in _group(row) if tables.kind_of(c) == tables.BLOCK_TD)
        s["p_good"] = good / 216
        s["p_touchdown"] = block_td / 216
        s["expected_points"] = (3 * good - 7 * block_td) / 216
        del s["expected_spot"]
        out.append(s)
        last = upto
    return out

# The scoreboard's field arithmetic: ball on, down and distance, possession and score
# after a play entered as yards, a turnover or a score. Spots are yards from the
# offense's own goal line (1..99).


def other(team):
    return "away" if team == "home" else "home"


def first_down(g, team, spot):
    """A new set of downs for `team` at `spot` (its own coordinates)."""
    g["offense"] = team
    g["ball_on"] = spot
    g["down"] = 1
    to_go = g["house"]["first_down"]
    if 100 - spot < to_go:
        to_go = 100 - spot  # goal to go
    g["to_go"] = to_go


def score(g, team, what):
    g["score"][team] += g["house"][what]


def gain(g, yards):
    """Yards gained (or lost, negative) on a scrimmage play. Returns what happened:
    'td', 'safety', 'first', 'down', 'downs' (turnover on downs)."""
    spot = g["ball_on"] + yards
    team = g["offense"]
    if spot >= 100:
        return "td"
    if spot <= 0:
        return "safety"
    if yards >= g["to_go"]:
        first_down(g, team, spot)
        return "first"
    if g["down"] >= 4:
        first_down(g, other(team), 100 - spot)
        return "downs"
    g["down"] += 1
    g["to_go"] -= yards
    g["ball_on"] = spot
    return "down"


def turnover(g, yards):
    """Interception or lost fumble `yards` from the line of scrimmage (offense's
    direction): the other team's ball there, first and ten. On or past the defense's own
    goal line it is a touchback (house rule DH3), not the defense's ball on its 1; behind
    the offense's goal line the defense's ball on the 1 (a return to the end zone is
    entered DEF TD)."""
    spot = g["ball_on"] + yards
    if spot >= 100:
        first_down(g, other(g["offense"]), g["house"]["touchback"])
        return
    if spot < 1:
        spot = 1
    first_down(g, other(g["offense"]), 100 - spot)


def snapshot(g):
    """What an accepted penalty puts back (DP2): the scoreboard before the play."""
    return {
        "score": {"home": g["score"]["home"], "away": g["score"]["away"]},
        "offense": g["offense"],
        "ball_on": g["ball_on"],
        "down": g["down"],
        "to_go": g["to_go"],
        "stats": {t: dict(g["stats"][t]) for t in ("home", "away")},
    }


def restore(g, snap):
    g["score"] = {"home": snap["score"]["home"], "away": snap["score"]["away"]}
    g["offense"] = snap["offense"]
    g["ball_on"] = snap["ball_on"]
    g["down"] = snap["down"]
    g["to_go"] = snap["to_go"]
    g["stats"] = {t: dict(snap["stats"][t]) for t in ("home", "away")}


STATS = ("plays", "yards", "td", "fg_made", "fg_att", "turnovers", "penalties", "timeouts")


def new_stats():
    return {"home": {k: 0 for k in STATS}, "away": {k: 0 for k in STATS}}


def count(g, team, key, n=1):
    g["stats"][team][key] += n

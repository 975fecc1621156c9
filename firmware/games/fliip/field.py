# The count of possessions (F1, F8-F10), scoring (F6) and the score sheet (F12): who has
# the ball, where, and what each possession came to. Spots are yards from the offense's
# own goal line (1..99), as on the CFS side of the box.

TD = 7  # F6: the extra point is automatic, no two-point try
FG = 3
SAFETY = 2


def other(side):
    return "away" if side == "home" else "home"


def target(G):
    """Possessions per side in the period: the game's length, or one in an overtime (F1)."""
    return G["length"] if G["period"] == 0 else 1


def period_done(G):
    n = target(G)
    return G["poss"]["home"] >= n and G["poss"]["away"] >= n


def score(G, side, points, events):
    G["score"][side] += points
    events.append(["score", side, points])


def _row(G, side, result, start, plays):
    G["sheet"].append(
        {
            "team": side,
            "n": G["poss"][side],
            "ot": G["period"],
            "start": start,
            "plays": plays,
            "result": result,
            "home": G["score"]["home"],
            "away": G["score"]["away"],
        }
    )


def close(G, result):
    """The offense's possession is over: its row on the score sheet (after any score)."""
    d = G["drive"]
    _row(G, G["offense"], result, d["start"], d["plays"])
    G["drive"] = None
    G["down"] = 0


def counted(G, side, result):
    """A kick result that counts as a possession for side (F8, F9, F10) without a snap:
    a fumbled or returned kick, a field goal blocked for a touchdown. Any points it
    brings go on the board first, so its row shows them."""
    G["poss"][side] += 1
    _row(G, side, result, None, 0)


def begin(G, ctx, side, spot, events, check=True):
    """side gains the ball at spot for a new possession, unless the period's possessions
    are all used (then the period, and maybe the game, ends)."""
    if check and period_done(G):
        end_period(G, ctx, events)
        return
    G["poss"][side] += 1
    G["offense"] = side
    G["los"] = spot
    G["down"] = 1
    G["line"] = spot + 10 if spot + 10 < 100 else 100
    G["drive"] = {"start": spot, "plays": 0}
    ctx["phase"] = "play"
    ctx["player"] = side
    events.append(["possession", side, spot])


def safety(G, ctx, side, result, events):
    """F5: side's opponent scores 2 and side kicks off with the safety kick-off. side's row
    is closed (as result) after the points, so that it shows them (F12)."""
    score(G, other(side), SAFETY, events)
    close(G, result)
    G["last"] = "SAFETY"
    kick_off(G, ctx, side, "safety", events)


def kick_off(G, ctx, kicker, forced, events):
    """kicker kicks off next (forced: "safety" after a safety, F8), unless the period is over."""
    G["offense"] = None
    G["down"] = 0
    if period_done(G):
        end_period(G, ctx, events)
        return
    G["kicker"] = kicker
    G["forced"] = forced
    ctx["phase"] = "kickoff"
    ctx["player"] = kicker


def end_period(G, ctx, events):
    G["offense"] = None
    G["down"] = 0
    h = G["score"]["home"]
    a = G["score"]["away"]
    if h == a:
        # F1: overtime, one possession per side after a coin flip and a kick-off, again
        # and again until someone leads.
        G["period"] += 1
        G["poss"] = {"home": 0, "away": 0}
        G["flip"] = None
        ctx["phase"] = "flip"
        ctx["player"] = None
        G["last"] = "OT %d" % G["period"]
        events.append(["overtime", G["period"]])
        return
    ctx["phase"] = "over"
    ctx["player"] = None
    ctx["gameover"] = {"winner": "home" if h > a else "away"}
    G["last"] = "FINAL"
    events.append(["final", ctx["gameover"]["winner"]])

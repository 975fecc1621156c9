# The moves a play or a kick makes on the game state (rules G1-G5, K): first downs,
# changes of possession, scores, penalties, the end of a possession and of the game. Shared
# by the dice (game.apply) and by results entered by hand (handentry).
from games.cfs.rules import calls, kicking
from games.cfs.rules.phase import KICKOFF, OVER, SCRIMMAGE, TRY, other
from games.cfs.rules.play import GAIN, LOSS, SACK, STOPPED


def fg_in_range(G, sheets):
    dist = kicking.fg_distance(G["ball_on"], G["house"])
    return kicking.fg_band(sheets[G["possession"]], dist) is not None


def first_down(G, spot):
    G["ball_on"] = spot
    G["down"] = 1
    G["goal_to_go"] = spot + 10 >= 100
    G["to_go"] = 100 - spot if G["goal_to_go"] else 10


def turnover_text(kind, return_td):
    """The text line after a turnover (S2), a pass's or a run's, returned or not: it has
    8 characters, so "FUMB TD"."""
    if return_td:
        return "INT TD" if kind == "pass" else "FUMB TD"
    return "INT" if kind == "pass" else "FUMBLE"


def take_over(G, side, spot):
    G["possession"] = side
    G["phase"] = SCRIMMAGE
    first_down(G, spot)


def score(G, side, what):
    pts = G["house"]["points"][what]
    G["score"][side] += pts
    G["stats"][side]["points"].append(what)


def touchdown(G, side):
    score(G, side, "td")
    if G["phase"] == OVER:  # the game ended on this play: the points count, no try
        return
    G["possession"] = side
    G["phase"] = TRY
    G["down"] = 0
    G["to_go"] = 0


def kickoff_next(G, kicking_side):
    G["phase"] = KICKOFF
    G["kicking"] = kicking_side
    G["possession"] = other(kicking_side)
    G["down"] = 0
    G["to_go"] = 0


def end_possession(G, sheets, side):
    """A possession of `side` is over: decides G1-G3's end of the game."""
    if G["last"] == side:
        G["phase"] = OVER
    elif G["out"] == side:
        opp = other(side)
        if G["house"]["last_possession"] and not calls.out_of_plays(sheets[opp], G["marks"][opp]):
            G["last"] = opp  # G3: one last possession with the plays it has left
        else:
            G["phase"] = OVER


def kicked_to(G, spot, event):
    recv = other(G["kicking"])
    event["side"] = recv
    event["spot"] = spot
    if spot >= 100:
        event["text"] = "KR TD"
        touchdown(G, recv)
    else:
        event["text"] = "BALL %d" % spot
        take_over(G, recv, spot)


def penalty(G, sheets, off, p):
    yards = p["yards"]
    spot = G["ball_on"]
    if G["house"]["half_distance"]:
        if yards > 0 and yards > (100 - spot) // 2:
            yards = (100 - spot) // 2
        elif yards < 0 and -yards > spot // 2:
            yards = -(spot // 2)
    line = spot + G["to_go"]
    spot += yards
    # Without the half-distance rule a penalty still never crosses a goal line.
    if spot > 99:
        spot = 99
    elif spot < 1:
        spot = 1
    if p["auto_first"] or spot >= line:
        G["first_downs"][off] += 1
        first_down(G, spot)
    else:
        G["ball_on"] = spot
        G["to_go"] = line - spot  # the down is replayed
    after_play(G, sheets, off)


def advance(G, sheets, off, spot, event):
    line = G["ball_on"] + G["to_go"]
    outcome = event["outcome"]
    yards = event["yards"]
    if outcome == GAIN:
        event["text"] = "GAIN %d" % yards
    elif outcome in (SACK, LOSS):
        event["text"] = ("SACK %d" if outcome == SACK else "LOSS %d") % yards
    else:
        event["text"] = "STOPPED" if outcome == STOPPED else outcome
    if spot >= 100:
        event["text"] = "TD"
        touchdown(G, off)
        return
    if spot <= 0:
        event["text"] = "SAFETY"
        score(G, other(off), "safety")
        end_possession(G, sheets, off)
        if G["phase"] != OVER:
            kickoff_next(G, off)  # the team scored upon kicks from its 20
        return
    if spot >= line:
        G["first_downs"][off] += 1
        first_down(G, spot)
        event["first_down"] = True
    else:
        G["ball_on"] = spot
        G["to_go"] = line - spot
        G["down"] += 1
        if G["down"] > 4:
            event["text"] = "DOWNS"
            end_possession(G, sheets, off)
            if G["phase"] != OVER:
                take_over(G, other(off), 100 - spot)
            return
    after_play(G, sheets, off)


def after_play(G, sheets, off):
    """G1/G2: a team that has used its last play may only try a field goal, if in range."""
    if G["out"] == off and G["phase"] == SCRIMMAGE and not G["house"]["last_possession"]:
        if not fg_in_range(G, sheets):
            G["phase"] = OVER


def field_goal_result(G, sheets, good, event):
    off = G["possession"]
    house = G["house"]
    event["distance"] = kicking.fg_distance(G["ball_on"], house)
    event["good"] = good
    event["text"] = "FG GOOD" if good else "FG NO"
    spot = G["ball_on"]
    end_possession(G, sheets, off)
    if good:
        score(G, off, "fg")
        if G["phase"] != OVER:
            kickoff_next(G, off)
    elif G["phase"] != OVER:
        # The defense takes over at the spot of the kick, or at its 20 if that is farther.
        take = 100 - (spot - 7)
        take_over(G, other(off), take if take > house["missed_fg_min"] else house["missed_fg_min"])


def try_result(G, sheets, event, kind, good):
    side = G["possession"]
    event["good"] = good
    event["text"] = ("XP " if kind == "pat" else "2PT ") + ("GOOD" if good else "NO")
    if good:
        score(G, side, "pat" if kind == "pat" else "two_point")
    end_possession(G, sheets, side)
    if G["phase"] != OVER:
        kickoff_next(G, side)

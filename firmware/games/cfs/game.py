# The game of College Football Saturday (rules G1-G5 with C, K and the house rules):
# score, possession, ball on, down and distance, first downs, uses, the end of the game.
#
# The state is one plain dict (JSON-serialisable, dice state included). `apply` is the only
# way to change it: a move of the state, the two sheets and an action, in the manner of
# boardgame.io; replaying the same actions from the same start gives the same game.
from games.cfs import calls, kicking
from games.cfs.house import house_rules
from games.cfs.play import GAIN, LOSS, PENALTY, SACK, STOPPED, TURNOVER, resolve_play
from sideline.dice import Dice

HOME = "home"
AWAY = "away"

KICKOFF = "kickoff"
SCRIMMAGE = "scrimmage"
TRY = "try"
OVER = "over"


def other(side):
    return AWAY if side == HOME else HOME


def _stats():
    return {"plays": 0, "yards": 0, "rush": 0, "pass": 0, "turnovers": 0, "points": []}


def new_game(sheets, dice_state, house=None, receiving=AWAY):
    """A game ready for the opening kickoff. sheets = {"home": sheet, "away": sheet}."""
    return {
        "v": 1,
        "teams": {HOME: sheets[HOME]["name"], AWAY: sheets[AWAY]["name"]},
        "house": house_rules(house),
        "dice": list(dice_state),
        "score": {HOME: 0, AWAY: 0},
        "first_downs": {HOME: 0, AWAY: 0},
        "marks": {HOME: calls.new_marks(sheets[HOME]), AWAY: calls.new_marks(sheets[AWAY])},
        "stats": {HOME: _stats(), AWAY: _stats()},
        "phase": KICKOFF,
        "kicking": other(receiving),
        "opening_kick": other(receiving),
        "possession": receiving,
        "ball_on": 0,
        "down": 0,
        "to_go": 0,
        "goal_to_go": False,
        "half": 1,
        "plays": 0,
        "halftime_due": False,
        "out": None,  # G1/G2: the side that has used its last play
        "last": None,  # G3: the side on its last possession
    }


def offense_sheet(G, sheets):
    return sheets[G["possession"]]


def fg_in_range(G, sheets):
    dist = kicking.fg_distance(G["ball_on"], G["house"])
    return kicking.fg_band(sheets[G["possession"]], dist) is not None


def legal(G, sheets):
    """The action types allowed now."""
    phase = G["phase"]
    if phase == KICKOFF:
        return ["kickoff"]
    if phase == TRY:
        return ["pat", "two"]
    if phase == OVER:
        return []
    off = G["possession"]
    out = calls.out_of_plays(sheets[off], G["marks"][off])
    acts = []
    if not out:
        acts.append("play")
    if fg_in_range(G, sheets):
        acts.append("fg")
    if not out or G["house"]["last_possession"]:
        acts.append("punt")  # G3: a team out of plays must kick
    if out and not G["house"]["last_possession"]:
        acts.append("end")  # G2: the field goal is optional
    return acts


def apply(G, sheets, action):
    """Carry out one action; return the event (with every die rolled, in order)."""
    t = action["t"]
    if t == "halftime":
        return _halftime(G)
    if t == "m":
        return _manual(G, sheets, action)
    allowed = legal(G, sheets)
    if t not in allowed:
        raise calls.IllegalCall("%s is not allowed now (allowed: %s)" % (t, ", ".join(allowed)))
    dice = Dice(G["dice"])
    rolls = []
    side = G["possession"]
    event = {"t": t, "side": side, "rolls": rolls}
    if t == "kickoff":
        _kickoff(G, sheets, dice, rolls, event)
    elif t == "play":
        _scrimmage(G, sheets, dice, rolls, event, action["call"])
    elif t == "punt":
        _punt(G, sheets, dice, rolls, event)
    elif t == "fg":
        _field_goal(G, sheets, dice, rolls, event)
    elif t in ("pat", "two"):
        _try(G, sheets, dice, rolls, event, t)
    elif t == "end":
        _end_possession(G, sheets, side)
        event["text"] = "FINAL"
    if G["halftime_due"] and G["phase"] in (KICKOFF, SCRIMMAGE):
        _halftime(G)
        event["halftime"] = True
    event["score"] = [G["score"][HOME], G["score"][AWAY]]
    return event


# --- moves ------------------------------------------------------------------------------


def _first_down(G, spot):
    G["ball_on"] = spot
    G["down"] = 1
    G["goal_to_go"] = spot + 10 >= 100
    G["to_go"] = 100 - spot if G["goal_to_go"] else 10


def _take_over(G, side, spot):
    G["possession"] = side
    G["phase"] = SCRIMMAGE
    _first_down(G, spot)


def _score(G, side, what):
    pts = G["house"]["points"][what]
    G["score"][side] += pts
    G["stats"][side]["points"].append(what)


def _touchdown(G, side):
    _score(G, side, "td")
    if G["phase"] == OVER:  # the game ended on this play: the points count, no try
        return
    G["possession"] = side
    G["phase"] = TRY
    G["down"] = 0
    G["to_go"] = 0


def _kickoff_next(G, kicking_side):
    G["phase"] = KICKOFF
    G["kicking"] = kicking_side
    G["possession"] = other(kicking_side)
    G["down"] = 0
    G["to_go"] = 0


def _end_possession(G, sheets, side):
    """A possession of `side` is over: decides G1-G3's end of the game."""
    if G["last"] == side:
        G["phase"] = OVER
    elif G["out"] == side:
        opp = other(side)
        if G["house"]["last_possession"] and not calls.out_of_plays(sheets[opp], G["marks"][opp]):
            G["last"] = opp  # G3: one last possession with the plays it has left
        else:
            G["phase"] = OVER


def _kickoff(G, sheets, dice, rolls, event):
    kick = G["kicking"]
    spot = kicking.kickoff(sheets[kick], sheets[other(kick)], dice, rolls)
    _kicked_to(G, spot, event)


def _kicked_to(G, spot, event):
    recv = other(G["kicking"])
    event["side"] = recv
    event["spot"] = spot
    if spot >= 100:
        event["text"] = "KR TD"
        _touchdown(G, recv)
    else:
        event["text"] = "BALL %d" % spot
        _take_over(G, recv, spot)


def _scrimmage(G, sheets, dice, rolls, event, call):
    off = G["possession"]
    dfn = other(off)
    offense = sheets[off]
    defense = sheets[dfn]
    index, defense_id = calls.check_call(offense, G["marks"][off], defense, G["marks"][dfn], call)
    play = offense["plays"][index]
    res = resolve_play(offense, defense, play, defense_id, dice, G["house"])
    rolls.extend(res["rolls"])
    calls.mark(offense, G["marks"][off], G["marks"][dfn], index, defense_id)
    G["plays"] += 1
    hp = G["house"]["halftime_after_plays"]
    if hp and G["half"] == 1 and G["plays"] >= hp:
        G["halftime_due"] = True
    st = G["stats"][off]
    st["plays"] += 1
    outcome = res["outcome"]
    yards = res["yards"]
    event["play"] = play["name"]
    event["defense"] = defense_id
    event["outcome"] = outcome
    event["yards"] = yards
    event["matchup"] = res["matchup"]
    event["by"] = res["by"]
    if outcome != PENALTY:
        st["yards"] += yards
        st["rush" if play["kind"] == "run" else "pass"] += yards
    if calls.out_of_plays(offense, G["marks"][off]) and G["out"] is None:
        G["out"] = off
    spot = G["ball_on"]
    if outcome == TURNOVER:
        st["turnovers"] += 1
        event["text"] = ("INT" if play["kind"] == "pass" else "FUMBLE") + (
            " TD" if res["return_td"] else ""
        )
        _end_possession(G, sheets, off)
        if res["return_td"]:
            _touchdown(G, dfn)
        elif G["phase"] != OVER:
            _take_over(G, dfn, 100 - spot)
        return
    if outcome == PENALTY:
        p = res["penalty"]
        event["penalty"] = p["name"]
        _penalty(G, sheets, off, p)
        event["text"] = p["name"]
        return
    _advance(G, sheets, off, spot + yards, event)


def _penalty(G, sheets, off, p):
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
        _first_down(G, spot)
    else:
        G["ball_on"] = spot
        G["to_go"] = line - spot  # the down is replayed
    _after_play(G, sheets, off)


def _advance(G, sheets, off, spot, event):
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
        _touchdown(G, off)
        return
    if spot <= 0:
        event["text"] = "SAFETY"
        _score(G, other(off), "safety")
        _end_possession(G, sheets, off)
        if G["phase"] != OVER:
            _kickoff_next(G, off)  # the team scored upon kicks from its 20
        return
    if spot >= line:
        G["first_downs"][off] += 1
        _first_down(G, spot)
        event["first_down"] = True
    else:
        G["ball_on"] = spot
        G["to_go"] = line - spot
        G["down"] += 1
        if G["down"] > 4:
            event["text"] = "DOWNS"
            _end_possession(G, sheets, off)
            if G["phase"] != OVER:
                _take_over(G, other(off), 100 - spot)
            return
    _after_play(G, sheets, off)


def _after_play(G, sheets, off):
    """G1/G2: a team that has used its last play may only try a field goal, if in range."""
    if G["out"] == off and G["phase"] == SCRIMMAGE and not G["house"]["last_possession"]:
        if not fg_in_range(G, sheets):
            G["phase"] = OVER


def _punt(G, sheets, dice, rolls, event):
    off = G["possession"]
    rcv = other(off)
    r = kicking.punt(sheets[off], sheets[rcv], G["ball_on"], dice, rolls, G["house"])
    event["punt"] = r
    event["text"] = "PUNT %d" % r["distance"] if r["distance"] else "BLOCKED"
    _end_possession(G, sheets, off)
    if r["result"] == "safety":
        event["text"] = "SAFETY"
        _score(G, rcv, "safety")
        if G["phase"] != OVER:
            _kickoff_next(G, off)
        return
    if r["result"] == "return_td":
        event["text"] = "PR TD"
        _touchdown(G, rcv)
        return
    if G["phase"] != OVER:
        _take_over(G, rcv, r["spot"])


def _field_goal(G, sheets, dice, rolls, event):
    good = kicking.field_goal(sheets[G["possession"]], G["ball_on"], dice, rolls, G["house"])
    _field_goal_result(G, sheets, good, event)


def _field_goal_result(G, sheets, good, event):
    off = G["possession"]
    house = G["house"]
    event["distance"] = kicking.fg_distance(G["ball_on"], house)
    event["good"] = good
    event["text"] = "FG GOOD" if good else "FG NO"
    spot = G["ball_on"]
    _end_possession(G, sheets, off)
    if good:
        _score(G, off, "fg")
        if G["phase"] != OVER:
            _kickoff_next(G, off)
    elif G["phase"] != OVER:
        # The defense takes over at the spot of the kick, or at its 20 if that is farther.
        take = 100 - (spot - 7)
        _take_over(G, other(off), take if take > house["missed_fg_min"] else house["missed_fg_min"])


def _try(G, sheets, dice, rolls, event, kind):
    good = kicking.conversion("pat" if kind == "pat" else "two", dice, rolls, G["house"])
    _try_result(G, sheets, event, kind, good)


def _try_result(G, sheets, event, kind, good):
    side = G["possession"]
    event["good"] = good
    event["text"] = ("XP " if kind == "pat" else "2PT ") + ("GOOD" if good else "NO")
    if good:
        _score(G, side, "pat" if kind == "pat" else "two_point")
    _end_possession(G, sheets, side)
    if G["phase"] != OVER:
        _kickoff_next(G, side)


# --- manual mode: the players roll real dice and say what happened ------------------------

MANUAL = {
    SCRIMMAGE: ("gain", "inc", "to", "pen", "punt", "fg_good", "fg_miss", "td", "safety"),
    KICKOFF: ("ko",),
    TRY: ("xp_good", "xp_no", "two_good", "two_no"),
}


def _manual(G, sheets, action):
    """A result entered by hand: {"t": "m", "what": ..., "yards": n, "kind": run|pass,
    "first": bool}. Downs, distance, ball on, first downs, possession and score follow."""
    what = action["what"]
    allowed = MANUAL.get(G["phase"], ())
    if what not in allowed:
        raise calls.IllegalCall("%s cannot be entered now" % what)
    yards = action.get("yards", 0)
    if type(yards) is not int or not -99 <= yards <= 199:
        raise calls.IllegalCall("yards must be a whole number of yards")
    off = G["possession"]
    event = {"t": "m", "what": what, "side": off, "rolls": [], "yards": yards}
    spot = G["ball_on"]
    kind = action.get("kind", "run")
    st = G["stats"][off]
    if what in ("gain", "inc", "to", "td", "pen"):
        kind = _manual_play(
            G, sheets, off, "pass" if what == "inc" else kind, what == "pen", action.get("play")
        )
        G["plays"] += 1
        st["plays"] += 1
    event["kind"] = kind  # a completed pass runs the clock less than a run
    if what == "gain" or what == "inc":
        if what == "inc":
            yards = 0
            kind = "pass"
        st["yards"] += yards
        st["rush" if kind == "run" else "pass"] += yards
        event["outcome"] = GAIN if yards > 0 else (STOPPED if yards == 0 else LOSS)
        event["yards"] = yards
        _advance(G, sheets, off, spot + yards, event)
        if what == "inc" and event.get("text") == "STOPPED":
            event["text"] = "INCOMPL"
    elif what == "td":
        gained = 100 - spot
        st["yards"] += gained
        st["rush" if kind == "run" else "pass"] += gained
        event["text"] = "TD"
        _touchdown(G, off)
    elif what == "to":
        st["turnovers"] += 1
        event["outcome"] = TURNOVER
        event["text"] = "INT" if kind == "pass" else "FUMBLE"
        _end_possession(G, sheets, off)
        back = 100 - spot + yards  # the return, from the defense's side
        if back >= 100:
            event["text"] += " TD"
            _touchdown(G, other(off))
        elif G["phase"] != OVER:
            _take_over(G, other(off), back if back > 0 else 1)
    elif what == "pen":
        event["text"] = "PENALTY"
        _penalty(
            G,
            sheets,
            off,
            {"name": "PENALTY", "yards": yards, "auto_first": bool(action.get("first"))},
        )
    elif what == "punt":
        event["text"] = "PUNT"
        _end_possession(G, sheets, off)
        landing = spot + yards  # net: the punt less the return
        if G["phase"] != OVER:
            if landing >= 100:
                _take_over(G, other(off), G["house"]["punt_touchback"])
            else:
                _take_over(G, other(off), 100 - landing)
    elif what == "fg_good" or what == "fg_miss":
        _field_goal_result(G, sheets, what == "fg_good", event)
    elif what == "safety":
        event["text"] = "SAFETY"
        _score(G, other(off), "safety")
        _end_possession(G, sheets, off)
        if G["phase"] != OVER:
            _kickoff_next(G, off)
    elif what == "ko":
        _kicked_to(G, yards if yards > 0 else 1, event)
    else:
        _try_result(G, sheets, event, "pat" if what[0] == "x" else "two", what.endswith("good"))
    event["score"] = [G["score"][HOME], G["score"][AWAY]]
    return event


def _manual_play(G, sheets, off, kind, either, name=None):
    """A play entered by hand uses one of its kind's total (T2), so the plays left and the
    end of the game (G1) follow as in play mode; named from the sheet, it uses that play
    (C4), as in play mode. A penalty uses whichever kind is left. Returns the kind used."""
    sheet = sheets[off]
    marks = G["marks"][off]
    if calls.out_of_plays(sheet, marks):
        raise calls.IllegalCall("no plays left: punt or kick")
    if name:
        i = calls._play_index(sheet, marks, name)
        calls.mark(sheet, marks, G["marks"][other(off)], i, None)
        if calls.out_of_plays(sheet, marks) and G["out"] is None:
            G["out"] = off
        return sheet["plays"][i]["kind"]
    if marks[kind] >= sheet["totals"][kind]:
        if not either:
            raise calls.IllegalCall("no %s plays left" % kind)
        kind = "pass" if kind == "run" else "run"
    marks[kind] += 1
    if calls.out_of_plays(sheet, marks) and G["out"] is None:
        G["out"] = off
    return kind


def _halftime(G):
    """G4: the second half starts with a kickoff by the team that received first."""
    G["half"] = 2
    G["halftime_due"] = False
    if G["phase"] != OVER:
        _kickoff_next(G, other(G["opening_kick"]))
    return {
        "t": "halftime",
        "side": G["possession"],
        "rolls": [],
        "text": "HALF",
        "score": [G["score"][HOME], G["score"][AWAY]],
    }


# --- reading the state ------------------------------------------------------------------


def is_over(G):
    return G["phase"] == OVER


def winner(G):
    h = G["score"][HOME]
    a = G["score"][AWAY]
    if h == a:
        return None
    return HOME if h > a else AWAY

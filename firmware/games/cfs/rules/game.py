# The game of College Football Saturday (rules G1-G5 with C, K and the house rules):
# score, possession, ball on, down and distance, first downs, uses, the end of the game.
#
# The state is one plain dict (JSON-serialisable, dice state included). `apply` is the only
# way to change it: a move of the state, the two sheets and an action, in the manner of
# boardgame.io; replaying the same actions from the same start gives the same game.
# The moves it makes are in moves.py, results entered by hand in handentry.py.
from games.cfs.rules import calls, kicking
from games.cfs.rules.house import house_rules
from games.cfs.rules.moves import (
    advance,
    end_possession,
    fg_in_range,
    field_goal_result,
    kicked_to,
    kickoff_next,
    penalty,
    score,
    take_over,
    touchdown,
    try_result,
    turnover_text,
)
from games.cfs.rules.phase import AWAY, HOME, KICKOFF, OVER, SCRIMMAGE, TRY, other
from games.cfs.rules.play import PENALTY, TURNOVER, resolve_play
from sideline.dice import Dice

# isort: split
# Last, as its own imports are then loaded: imports nest on MicroPython's C stack (see
# callers/solitaire.py).
from games.cfs.rules.handentry import manual


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
        return manual(G, sheets, action)
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
        end_possession(G, sheets, side)
        event["text"] = "FINAL"
    if G["halftime_due"] and G["phase"] in (KICKOFF, SCRIMMAGE):
        _halftime(G)
        event["halftime"] = True
    event["score"] = [G["score"][HOME], G["score"][AWAY]]
    return event


# --- the dice's moves ------------------------------------------------------------------


def _kickoff(G, sheets, dice, rolls, event):
    kick = G["kicking"]
    spot = kicking.kickoff(sheets[kick], sheets[other(kick)], dice, rolls)
    kicked_to(G, spot, event)


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
        event["text"] = turnover_text(play["kind"], res["return_td"])
        end_possession(G, sheets, off)
        if res["return_td"]:
            touchdown(G, dfn)
        elif G["phase"] != OVER:
            take_over(G, dfn, 100 - spot)
        return
    if outcome == PENALTY:
        p = res["penalty"]
        event["penalty"] = p["name"]
        penalty(G, sheets, off, p)
        event["text"] = p["name"]
        return
    advance(G, sheets, off, spot + yards, event)


def _punt(G, sheets, dice, rolls, event):
    off = G["possession"]
    rcv = other(off)
    r = kicking.punt(sheets[off], sheets[rcv], G["ball_on"], dice, rolls, G["house"])
    event["punt"] = r
    event["text"] = "PUNT %d" % r["distance"] if r["distance"] else "BLOCKED"
    end_possession(G, sheets, off)
    if r["result"] == "safety":
        event["text"] = "SAFETY"
        score(G, rcv, "safety")
        if G["phase"] != OVER:
            kickoff_next(G, off)
        return
    if r["result"] == "return_td":
        event["text"] = "PR TD"
        touchdown(G, rcv)
        return
    if G["phase"] != OVER:
        take_over(G, rcv, r["spot"])


def _field_goal(G, sheets, dice, rolls, event):
    good = kicking.field_goal(sheets[G["possession"]], G["ball_on"], dice, rolls, G["house"])
    field_goal_result(G, sheets, good, event)


def _try(G, sheets, dice, rolls, event, kind):
    good = kicking.conversion("pat" if kind == "pat" else "two", dice, rolls, G["house"])
    try_result(G, sheets, event, kind, good)


def _halftime(G):
    """G4: the second half starts with a kickoff by the team that received first."""
    G["half"] = 2
    G["halftime_due"] = False
    if G["phase"] != OVER:
        kickoff_next(G, other(G["opening_kick"]))
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

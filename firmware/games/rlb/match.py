# The game record (G) of a Rugby League Breakout match and its moves: apply(G, action, dice)
# checks the action, changes G and returns what happened as events. The scoreboard part is
# rules R1-R4; the adjudicated plays come from engine.py (R5-R18). G is plain JSON data,
# including the dice state [z, w]; the shell's own state (mode, step, clock) stays outside.
import json

from games.rlb import engine
from games.rlb.tables import (
    CONVERSION,
    DROP_GOAL,
    EXTRA_START,
    HOUSE,
    KI,
    ONE_SCORE,
    PENALTY_GOAL,
    STARTS,
    TACKLES,
    TRY,
    defence,
    play,
)

# Why a penalty entered by hand is refused (R17: only on the sixth tackle, only against a
# side using offside or hardness); the box says them in a word (box.REFUSED).
PEN_NOT_NOW = "a penalty only after a sixth-tackle play that did not score"
PEN_NO_FOULS = "no penalty: the defence uses neither offside nor hardness"
PEN_FIRST = "enter the sixth tackle's penalty first (PEN OK, PEN NO or NO PEN)"

SETTINGS = {
    "first_tiebreak": True,  # R3: a seventh possession each when within six points
    "cup": False,  # R4: finals and cups settle a level score
    # R4's season figures: points for and against, home then away.
    "season_for": [0, 0],
    "season_against": [0, 0],
}


def _merged(defaults, overrides):
    out = {}
    for k in defaults:
        out[k] = defaults[k]
    if overrides:
        for k in overrides:
            if k not in defaults:
                raise ValueError("unknown setting %s" % k)
            out[k] = overrides[k]
    return out


def new_game(home, away, dice_state, settings=None, house=None):
    """A match between two rosters, home attacking first from 80 yards out (R1)."""
    return {
        "teams": [home, away],
        "keys": [[], []],
        "opts": [[0, 0, 0], [0, 0, 0]],  # effort, offside, hardness of each team's defence
        "dplay": ["ND", "ND"],  # each team's defence play in force
        "settings": _merged(SETTINGS, settings),
        "house": _merged(HOUSE, house),
        "score": [0, 0],
        "poss": [1, 0],
        "att": 0,
        "tackle": 1,
        "out": STARTS[0],
        "broke": False,
        "best": [None, None],
        "started": False,
        "over": False,
        "result": None,
        "dice": list(dice_state),
    }


def copy(G):
    return json.loads(json.dumps(G))


def _int_in(v, lo, hi):
    return isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi


def problem(G, a):
    """Why action a cannot be applied now, or None."""
    if not isinstance(a, dict):
        return "an action is an object"
    k = a.get("a")
    if G["over"]:
        return "the game is over"
    if G.get("pen"):  # a sixth tackle entered by hand: its penalty is asked first (R17)
        if k not in ("pen", "nopen"):
            return PEN_FIRST
        if k == "pen" and a.get("team") != G["att"]:
            return "the penalty is the attacking side's"
        return None
    if k in ("pen", "nopen"):
        return PEN_NOT_NOW if _fouls(G) else PEN_NO_FOULS
    if k in ("keys", "opts"):
        if G["started"]:
            return "%s are set before the first tackle" % k
        if a.get("team") not in (0, 1):
            return "team must be 0 (home) or 1 (away)"
        if k == "keys":
            s = a.get("shirts")
            if not isinstance(s, list) or len(s) != 2 or s[0] == s[1]:
                return "keys are two different shirts"
            if not (_int_in(s[0], 1, 13) and _int_in(s[1], 1, 13)):
                return "key shirts are 1-13"
            return None
        for n in ("effort", "offside", "hardness"):
            if not _int_in(a.get(n), 0, 9):
                return "%s must be 0-9" % n
        return None
    if k == "defence":
        if defence(a.get("play")) is None:
            return "unknown defence play %r" % a.get("play")
        return None
    if k == "play":
        p = play(a.get("play"))
        if p is None:
            return "unknown attacking play %r" % a.get("play")
        if not engine.is_run(p) and G["tackle"] != TACKLES:
            return "%s only on the sixth tackle" % p[0]
        return None
    if k in ("gain", "kick"):
        if not _int_in(a.get("yards"), -99, 99):
            return "yards must be a whole number"
        if G["out"] - a["yards"] <= 0 and (k == "gain" or a.get("kept")):
            return "that reaches the line: enter TRY"
        if k == "kick" and G["tackle"] != TACKLES:
            return "kicks only on the sixth tackle"
        return None
    if k in ("turnover", "try", "drop"):
        return None
    return "unknown action %r" % k


def apply(G, a, dice):
    """Apply action a with dice (below(n)); return the events. Raises ValueError, G unchanged."""
    why = problem(G, a)
    if why is not None:
        raise ValueError(why)
    k = a["a"]
    ev = []
    if k == "keys":
        G["keys"][a["team"]] = list(a["shirts"])
    elif k == "opts":
        G["opts"][a["team"]] = [a["effort"], a["offside"], a["hardness"]]
    elif k == "defence":
        G["dplay"][1 - G["att"]] = a["play"]
        ev.append({"e": "defence", "team": 1 - G["att"], "play": a["play"]})
    else:
        G["started"] = True
        if k == "play":
            _play(G, play(a["play"]), dice, ev)
        else:
            _manual(G, a, dice, ev)
    return ev


def _play(G, p, dice, ev):
    t = G["att"]
    d = 1 - t
    att = G["teams"][t]
    dfn = G["teams"][d]
    dcode = G["dplay"][d]
    opts = G["opts"][d]
    out = G["out"]
    base = {"team": t, "play": p[0], "tackle": G["tackle"], "out": out}
    if engine.is_drop(p):
        k = engine.open_kicker(att)
        c = engine.goal_chance(k[KI], out)
        good = engine.kick_at_goal(c, dice)
        ev.append(_ev(base, {"e": "drop", "kicker": k[0], "chance": c, "good": good}))
        _score(G, ev[-1])
        if not good:
            _penalty(G, dice, ev)
        _end(G, dice, ev)
        return
    if not engine.is_run(p):
        # A record saved before the house rule never doubled a kick: False there.
        twice = G["broke"] and G["house"].get("double_kicks", False)
        r = engine.kick(att, dfn, p, dcode, opts, dice, twice)
        r["doubled"] = twice
        ev.append(_ev(base, dict(r, e="kick")))
        if r["kept"]:
            if out - r["yards"] <= 0:
                _try(G, r["chaser"], dice, ev)
                _end(G, dice, ev)
            else:
                _move(G, r["yards"])
                G["tackle"] = 1  # recovered: a new set from where he gathered it
                G["broke"] = False
            return
        _penalty(G, dice, ev)
        _end(G, dice, ev)
        return
    if G["best"][t] is None:
        G["best"][t] = dice.below(2) == 0  # which comes first is random [5.2 note]
    keys = (G["keys"][t], G["keys"][d])
    r = engine.run(att, dfn, p, dcode, opts, keys, G["best"][t], G["broke"], dice, G["house"])
    G["best"][t] = not G["best"][t]
    r["doubled"] = G["broke"]
    ev.append(_ev(base, dict(r, e="run")))
    if r["to"]:
        if G["tackle"] == TACKLES:
            _penalty(G, dice, ev)
        _end(G, dice, ev)
        return
    _tackled(G, r["yards"], r["lb"], r["carrier"], dice, ev)


def _tackled(G, yards, lb, scorer, dice, ev, manual=False):
    if G["out"] - yards <= 0:
        _try(G, scorer, dice, ev)
        _end(G, dice, ev)
        return
    _move(G, yards)
    G["broke"] = lb
    if G["tackle"] == TACKLES:
        if manual:
            _sixth_by_hand(G, dice, ev)
            return
        _penalty(G, dice, ev)
        _end(G, dice, ev)
        return
    G["tackle"] += 1


def _move(G, yards):
    out = G["out"] - yards
    top = G["house"]["own_line"]
    G["out"] = top if out > top else out


def _ev(base, more):
    e = dict(base)
    for k in more:
        e[k] = more[k]
    return e


def _try(G, scorer, dice, ev, conv=None):
    """Four points, then the place kicker's conversion: rolled, or as entered (R2, R17)."""
    t = G["att"]
    ev.append({"e": "try", "team": t, "scorer": scorer})
    _score(G, ev[-1])
    k = engine.place_kicker(G["teams"][t])
    c = k[KI] if k[KI] < 20 else 20
    good = engine.kick_at_goal(c, dice) if conv is None else conv
    ev.append({"e": "conv", "team": t, "kicker": k[0], "chance": c, "good": good})
    _score(G, ev[-1])


def points(G, e):
    """The points an event scored for its team (R2): the one place they are counted."""
    k = e["e"]
    if k == "try":
        return TRY
    if k == "award":
        return DROP_GOAL
    if k in ("conv", "drop", "pen") and e["good"]:
        if k == "conv":
            return CONVERSION
        return DROP_GOAL if k == "drop" else _penalty_points(G)
    return 0


def _score(G, e):
    G["score"][e["team"]] += points(G, e)


def _fouls(G):
    """The defence uses offside or hardness: a penalty may come of the sixth tackle (R17)."""
    o = G["opts"][1 - G["att"]]
    return o[1] + o[2] > 0


def _penalty(G, dice, ev):
    """Sixth tackle, no score: the defence's offside and hardness may give a penalty (R17)."""
    t = G["att"]
    o = G["opts"][1 - t]
    chance = (o[1] + o[2]) * G["house"]["penalty_per_point"]
    if chance <= 0 or dice.below(20) >= chance:
        return
    k = engine.place_kicker(G["teams"][t])
    out = G["out"] if G["out"] > 0 else 0
    c = engine.goal_chance(k[KI], out)
    good = engine.kick_at_goal(c, dice)
    ev.append({"e": "pen", "team": t, "kicker": k[0], "chance": c, "good": good, "out": out})
    _score(G, ev[-1])


def _penalty_points(G):
    # A record saved before the house rule existed has no key: the old value then.
    return G["house"].get("penalty_goal", PENALTY_GOAL)


def _manual(G, a, dice, ev):
    k = a["a"]
    t = G["att"]
    base = {"team": t, "tackle": G["tackle"], "out": G["out"]}
    if k == "gain":
        ev.append(_ev(base, {"e": "gain", "yards": a["yards"]}))
        _tackled(G, a["yards"], False, 0, dice, ev, True)
    elif k == "turnover":
        ev.append(_ev(base, {"e": "turnover"}))
        _sixth_by_hand(G, dice, ev)
    elif k == "try":
        _try(G, 0, None, ev, bool(a.get("conv")))
        _end(G, dice, ev)
    elif k == "drop":
        good = bool(a.get("good"))
        ev.append(_ev(base, {"e": "drop", "good": good}))
        _score(G, ev[-1])
        if good:
            _end(G, dice, ev)
        else:
            _sixth_by_hand(G, dice, ev)
    elif k in ("pen", "nopen"):  # the sixth tackle's penalty, asked: then the ball goes over
        del G["pen"]
        if k == "pen":
            ev.append({"e": "pen", "team": t, "good": bool(a.get("good"))})
            _score(G, ev[-1])
        _end(G, dice, ev)
    elif k == "kick":
        kept = bool(a.get("kept"))
        ev.append(_ev(base, {"e": "kick", "yards": a["yards"], "kept": kept}))
        if kept:
            _move(G, a["yards"])
            G["tackle"] = 1
            G["broke"] = False
        else:
            _sixth_by_hand(G, dice, ev)


def _sixth_by_hand(G, dice, ev):
    """A possession ended by hand without a score: on the sixth tackle against a side using
    offside or hardness the penalty is asked before the ball goes over (R17), so that its
    points count toward the tie-breakers as an adjudicated one's do."""
    if G["tackle"] == TACKLES and _fouls(G):
        G["pen"] = True
        return
    _end(G, dice, ev)


def _end(G, dice, ev):
    """The possession is over: the other team's next, the tie-breakers, or the end (R1, R3, R4)."""
    G["tackle"] = 1
    G["broke"] = False
    n = G["poss"][0]
    ev.append({"e": "over", "team": G["att"], "poss": G["poss"][G["att"]]})
    if G["att"] == 0:
        G["att"] = 1
        G["poss"][1] = n
    elif n < len(STARTS):
        G["att"] = 0
        G["poss"][0] = n + 1
    elif n == len(STARTS) and G["settings"]["first_tiebreak"] and _margin(G) <= ONE_SCORE:
        G["att"] = 0
        G["poss"][0] = n + 1
        ev.append({"e": "extra"})
    else:
        _finish(G, dice, ev)
        return
    n = G["poss"][G["att"]]
    G["out"] = STARTS[n - 1] if n <= len(STARTS) else EXTRA_START


def _margin(G):
    d = G["score"][0] - G["score"][1]
    return d if d >= 0 else -d


def _finish(G, dice, ev):
    s = G["score"]
    winner = None
    by = "score"
    if s[0] != s[1]:
        winner = 0 if s[0] > s[1] else 1
    elif G["settings"]["cup"]:
        winner, by = second_tiebreak(G["settings"], dice)
        k = engine.open_kicker(G["teams"][winner])
        ev.append({"e": "award", "team": winner, "by": by, "kicker": k[0]})
        _score(G, ev[-1])
    else:
        by = "draw"
    G["over"] = True
    G["result"] = {"winner": winner, "by": by}
    ev.append({"e": "end", "winner": winner, "by": by, "score": list(G["score"])})


def second_tiebreak(settings, dice):
    """(winner, reason): most season points for, then fewest against, then a coin (R4)."""
    f = settings["season_for"]
    g = settings["season_against"]
    if f[0] != f[1]:
        return (0 if f[0] > f[1] else 1), "season for"
    if g[0] != g[1]:
        return (0 if g[0] < g[1] else 1), "season against"
    if dice is None:
        raise ValueError("a coin toss needs dice")
    return dice.below(2), "coin"


def possession_ended(events):
    """A possession is the game's period: the shell may hold the display on it."""
    for e in events:
        if e["e"] == "over":
            return True
    return False


def replay(start, actions, make_dice):
    """The game rebuilt from its start and its action log: a fold of apply."""
    G = copy(start)
    for a in actions:
        apply(G, a, make_dice(G["dice"]))
    return G

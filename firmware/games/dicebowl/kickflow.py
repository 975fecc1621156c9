# The kick steps (DK1-DK7): the call (normal or onside), the duel with the box playing
# the sides set to "box", and the kick's result on the field.
from games.dicebowl import kick
from games.dicebowl.field import first_down, other
from games.dicebowl.flow import after_play, goto, touchdown


def kick_call(state, action, dice):
    g = state["G"]
    k = g["kick"]
    kd = [dice.die(), dice.die(), dice.die(), dice.die()]
    rd = [dice.die(), dice.die(), dice.die(), dice.die()]
    k["rolled"] = [list(kd), list(rd)]
    k["duel"] = kick.new_duel(kd, rd, action.get("onside", False))
    g["shown"] = kd
    g["msg"] = "ONSIDE" if k["duel"]["onside"] else "KICK"
    events = [{"e": "kick_dice", "k": kd, "r": rd, "onside": k["duel"]["onside"]}]
    return events + _duel_on(state, dice)


def _duel_side_team(g, side):
    return g["kick"]["kicker"] if side == "k" else other(g["kick"]["kicker"])


def _duel_on(state, dice):
    """Let the box choose for a side it plays; resolve the kick once two dice stay each."""
    g = state["G"]
    duel = g["kick"]["duel"]
    events = []
    while not kick.done(duel):
        side, what = kick.chooser(duel)
        team = _duel_side_team(g, side)
        if g["settings"][team + "_kicks"] != "box":
            state["ctx"]["step"] = "duel"
            state["ctx"]["actor"] = team
            g["shown"] = duel[side]
            if what == "present":
                # No colon: on 14 segments it is the centre bar, an I ("HI SHOW").
                g["msg"] = "%s SHOWS" % team[0].upper()
            else:  # the die to drop under
                g["msg"] = "SHOWN %d" % duel["shown"]
            return events
        v = kick.best_choice(duel)
        kick.step(duel, v)
        events.append({"e": what, "team": team, "v": v, "box": True})
    return events + _resolve_kick(state, dice)


def duel(state, action, dice):
    g = state["G"]
    duel = g["kick"]["duel"]
    side, what = kick.chooser(duel)
    kick.step(duel, action["v"])
    ev = [{"e": what, "team": _duel_side_team(g, side), "v": action["v"], "box": False}]
    return ev + _duel_on(state, dice)


def _resolve_kick(state, dice):
    g = state["G"]
    k = g["kick"]
    duel = k["duel"]
    h = g["house"]
    kicker = k["kicker"]
    rec = other(kicker)
    g["kick"] = None
    g["shown"] = duel["k"] + duel["r"]
    ev = {"e": "kick", "kicker": kicker, "kind": k["kind"], "k2": duel["k"], "r2": duel["r"]}
    wind = 0
    if g["settings"]["wind"]:  # DK7: on every kick, the onside kick's 11 yards too
        wind = kick.wind_yards(g["wind"]["strength"], g["wind"]["behind"] == kicker)
    if duel["onside"]:
        ev["distance"] = kick.ONSIDE_YARDS + wind  # DK6: 11 yards whatever the dice
        landing = k["from"] + ev["distance"]
        if kick.onside_kept(duel["k"]):
            ev["onside"] = "kept"
            g["msg"] = "ONS KEPT"
            if landing >= 100:
                return [ev] + _kick_done(state, touchdown(state, kicker))
            first_down(g, kicker, landing)
            return [ev] + _kick_done(state, ("play", kicker))
        ev["onside"] = "lost"
    else:
        ev["distance"] = kick.distance(duel["k"]) + wind
        landing = k["from"] + ev["distance"]
    if landing >= 110:  # house rule DH3: out of the back of the end zone
        ev["touchback"] = True
        g["msg"] = "TOUCHBCK"
        first_down(g, rec, h["touchback"])
        return [ev] + _kick_done(state, ("play", rec))
    catch = 100 - landing
    ret, rolls = kick.roll_return(duel["r"], dice, 100 - catch)
    ev["return"] = ret
    ev["chain"] = rolls
    spot = catch + ret
    if spot >= 100:
        return [ev] + _kick_done(state, touchdown(state, rec))
    if spot <= 0:
        spot = h["touchback"]
    first_down(g, rec, spot)
    g["msg"] = "K%d R%d" % (ev["distance"], ret)
    return [ev] + _kick_done(state, ("play", rec))


def _kick_done(state, nxt):
    g = state["G"]
    if g["run"] is not None:  # a punt: a scrimmage play
        return after_play(state, nxt[0], nxt[1])
    goto(state, nxt[0], nxt[1])
    return []

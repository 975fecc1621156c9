# The Dice-Bowl game on the box: a record of plain data and one pure move function.
#
# state = {"G": the game's own data (score, field, clock, deck, dice state...),
#          "ctx": {"step": what is asked next, "actor": the team asked, or None},
#          "log": every action applied, in order}
# apply(state, action) checks the action against the step, then changes the record and
# returns the events (dicts) the displays and the play-by-play show. Replay is a fold:
# new_game(seed, settings, house) and the log's actions give the same record again.
from games.dicebowl import fieldgoal, kickflow, penalties, rules, scrimmage
from games.dicebowl.field import new_stats, other
from games.dicebowl.flow import goto
from games.dicebowl.kick import options
from sideline.dice import Dice, seed_state

ID = "dicebowl"


def new_game(seed, settings=None, house=None, teams=None):
    s, h = rules.merged(settings, house)
    g = {
        "dice": seed_state(seed),
        "settings": s,
        "house": h,
        "teams": teams or {"home": "HOME", "away": "AWAY"},
        "score": {"home": 0, "away": 0},
        "offense": None,
        "ball_on": 0,
        "down": 0,
        "to_go": 0,
        "half": 1,
        "play": 1,  # DP2: the clock marker, the number of the next play
        "last_no": 0,  # the number of the play just run (DP6)
        "timeouts": {"home": h["timeouts"], "away": h["timeouts"]},
        "deck": [],
        "pen_play": None,
        "toss": None,
        "wind": {"strength": 0, "behind": None},
        "kick": None,
        "run": None,
        "pen": None,
        "move": None,
        "shown": [],
        "msg": "COIN TOS",
        "stats": new_stats(),
    }
    return {"G": g, "ctx": {"step": "toss", "actor": None}, "log": [], "seed": seed}


def replay(seed, settings, house, teams, actions):
    """Fold the action log over a new game: the live record again (tests check it)."""
    state = new_game(seed, settings, house, teams)
    for a in actions:
        apply(state, a)
    return state


# --- the steps --------------------------------------------------------------------------


def _toss(state, action, dice):
    g = state["G"]
    coin = dice.die()
    d1 = dice.die()
    d2 = dice.die()
    winner = "home" if coin <= 3 else "away"
    g["deck"] = penalties.new_deck(dice)  # DP1
    g["pen_play"] = penalties.first_play(d1, d2)  # DP2
    g["wind"]["strength"] = d1 - d2 if d1 >= d2 else d2 - d1  # DK7, house rule DH8
    g["toss"] = {"winner": winner, "dice": [d1, d2], "second": None}
    g["shown"] = [d1, d2]
    g["msg"] = "TOSS %s" % ("H" if winner == "home" else "A")  # the text line holds 8
    state["ctx"]["step"] = "toss_choice"
    state["ctx"]["actor"] = winner
    return [{"e": "toss", "winner": winner, "pen_play": g["pen_play"]}]


def _choose(state, action, dice):
    if action["a"] == "wind":
        return _wind(state, action, dice)
    g = state["G"]
    team = state["ctx"]["actor"]
    v = action["v"]
    if v == "defer":  # DP7: the other coach chooses now, the winner at the half
        g["toss"]["second"] = team
        state["ctx"]["actor"] = other(team)
        g["msg"] = "DEFER"
        return [{"e": "defer", "team": team}]
    kicker = team if v == "kick" else other(team)
    g["msg"] = "%s KICKS" % kicker[0].upper()  # the choice made, not the toss still
    if state["ctx"]["step"] == "half_choice":
        g["deck"] = penalties.new_deck(dice)  # DP4: reshuffled
        d1 = dice.die()
        d2 = dice.die()
        g["pen_play"] = penalties.first_play(d1, d2)  # DP4: rolled again, one die each
        g["shown"] = [d1, d2]
    else:
        if g["toss"]["second"] is None:
            g["toss"]["second"] = other(team)  # house rule DH7
        if g["settings"]["wind"] and g["wind"]["behind"] is None:
            state["ctx"]["step"] = "wind_choice"
            state["ctx"]["actor"] = other(team)
            g["first_kicker"] = kicker
            return [{"e": "choice", "team": team, "v": v}]
    goto(state, "kickoff", kicker)
    return [{"e": "choice", "team": team, "v": v}]


def _wind(state, action, dice):
    g = state["G"]
    team = state["ctx"]["actor"]
    g["wind"]["behind"] = team if action["v"] == "behind" else other(team)
    ev = [{"e": "wind", "behind": g["wind"]["behind"], "strength": g["wind"]["strength"]}]
    if state["ctx"]["step"] == "toss_choice":
        # DL3: the end is one of the toss winner's options; the other coach then kicks or
        # receives, and the winner, who did not pick that, picks at the half (DH7).
        g["toss"]["second"] = team
        state["ctx"]["actor"] = other(team)
        g["msg"] = "WIND BK" if action["v"] == "behind" else "WIND FC"
        return ev
    goto(state, "kickoff", g.pop("first_kicker"))
    return ev


# --- what is on offer at each step, and the one move function ---------------------------

ASK = "yards"  # an action with "yards": None asks for them (UP / DOWN on the box)
YARDS_RANGE = (-99, 99)


def choices(state):
    """The menu of the step: [label (8 characters at most), action] pairs."""
    g = state["G"]
    step = state["ctx"]["step"]
    out = []
    if step == "toss":
        out.append(["TOSS", {"a": "toss"}])
    elif step in ("toss_choice", "half_choice"):
        out.append(["KICK", {"a": "choose", "v": "kick"}])
        out.append(["RECEIVE", {"a": "choose", "v": "receive"}])
        if step == "toss_choice" and g["toss"]["second"] is None:
            out.append(["DEFER", {"a": "choose", "v": "defer"}])
            if g["settings"]["wind"]:  # DL3: the end, an additional option of the winner
                out.append(["WIND BK", {"a": "wind", "v": "behind"}])
                out.append(["WIND FC", {"a": "wind", "v": "face"}])
    elif step == "wind_choice":
        out.append(["WIND BK", {"a": "wind", "v": "behind"}])
        out.append(["WIND FC", {"a": "wind", "v": "face"}])
    elif step == "kick_call":
        word = "PUNT" if g["kick"]["kind"] == "punt" else "KICK"
        out.append([word, {"a": "kick", "onside": False}])
        out.append(["ONSIDE", {"a": "kick", "onside": True}])
    elif step == "duel":
        duel = g["kick"]["duel"]
        word = "SHOW" if duel["shown"] is None else "DROP"
        for v in options(duel):
            out.append(["%s %d" % (word, v), {"a": "die", "v": v}])
    elif step == "play":
        out.append(["GAIN", {"a": "gain", "yards": None}])
        out.append(["TURNOVER", {"a": "turnover", "yards": None}])
        out.append(["TD", {"a": "td"}])
        out.append(["DEF TD", {"a": "def_td"}])
        out.append(["SAFETY", {"a": "safety"}])
        out.append(["PUNT", {"a": "punt"}])
        yards = fieldgoal.fg_distance(g["ball_on"])
        if fieldgoal.allowed(yards, scrimmage.wind_for(g, g["offense"])):  # DF3
            out.append(["FG %d" % yards, {"a": "fg"}])
        out.append(["DICE", {"a": "dice"}])
    elif step == "penalty":
        out.append(["ACCEPT", {"a": "penalty", "v": "accept"}])
        out.append(["DECLINE", {"a": "penalty", "v": "decline"}])
    elif step == "convert":
        out.append(["CONVERT", {"a": "convert"}])
        if g["house"]["two_point_try"]:
            out.append(["2PT GOOD", {"a": "two", "good": True}])
            out.append(["2PT NO", {"a": "two", "good": False}])
    if step in ("play", "kick_call"):
        for team in ("home", "away"):
            if scrimmage.timeout_ok(g, team):
                out.append(["TO " + team.upper(), {"a": "timeout", "team": team}])
    return out


def _check(state, action):
    """The action must be one on offer; yards an integer in range. One-line errors."""
    if not isinstance(action, dict) or "a" not in action:
        raise ValueError("an action is a dict with an 'a' key")
    for _label, offer in choices(state):
        if offer["a"] != action["a"]:
            continue
        same = True
        for k in offer:
            if k == ASK:
                y = action.get(ASK)
                if not isinstance(y, int) or isinstance(y, bool):
                    raise ValueError("yards must be a whole number")
                if y < YARDS_RANGE[0] or y > YARDS_RANGE[1]:
                    raise ValueError("yards must be between -99 and 99")
            elif action.get(k) != offer[k]:
                same = False
        if same:
            return
    if action["a"] == "fg" and state["ctx"]["step"] == "play":
        longest = fieldgoal.LONGEST + scrimmage.wind_for(state["G"], state["G"]["offense"])
        raise ValueError("a field goal of %d yards or more cannot succeed" % (longest + 1))
    raise ValueError("%s is not on offer at %s" % (action["a"], state["ctx"]["step"]))


STEPS = {
    "toss": _toss,
    "toss_choice": _choose,
    "half_choice": _choose,
    "wind_choice": _wind,
    "kick_call": kickflow.kick_call,
    "duel": kickflow.duel,
    "play": scrimmage.play,
    "penalty": scrimmage.decide_penalty,
    "convert": scrimmage.convert,
}


def apply(state, action, dice=None):
    """Play one action: checked first (a bad one changes nothing), then applied and logged.
    `dice` is the source of rolls; by default the game's own generator over its state."""
    _check(state, action)
    if dice is None:
        dice = Dice(state["G"]["dice"])
    a = action["a"]
    if a == "timeout":
        events = scrimmage.timeout(state, action, dice)
    elif a == "dice":
        events = scrimmage.move_dice(state, action, dice)
    else:
        events = STEPS[state["ctx"]["step"]](state, action, dice)
    state["log"].append(dict(action))
    return events


def over(state):
    return state["ctx"]["step"] == "final"

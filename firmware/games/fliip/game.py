# Fliip Football's side of the game seam: a new game from settings and teams, the moves
# as apply(state, action, dice), and replay as a fold over the action log.
#
# state = {"G": the game's own record, "ctx": {"phase", "player", "gameover"}} (the split
# of boardgame.io), all plain JSON data including the dice generator's [z, w].
from games.fliip import field, kicks, plays

ID = "fliip"
RULE_PREFIX = "F"
PHASES = ("flip", "choose", "kickoff", "play", "over")

# Settings a player picks in setup: (name, default, choices).
SETTINGS = (
    ("length", 8, (8, 4)),  # F1: possessions per side, a good game or a quick one
    # F7: "roll": the box rolls three dice on the kicking team's tables; "card": the player
    # rolls, reads the team's card and enters the result (a team without tables always).
    ("kicks", "roll", ("roll", "card")),
)

# House rules: where the seed is silent, the default, and what else it may be.
HOUSE = {
    # A punt carried into the end zone, or a turnover spot past the defense's goal line:
    # the new offense starts at its own 20.
    "touchback": 20,
    # A FUM or INT whose spot is on or behind the offense's own goal line: the defense's
    # touchdown ("td") or a safety ("safety").
    "turnover_behind_goal": "td",
    # A punt blocked (or netting so little) that the receiving team's ball would be on or
    # behind the kicking team's goal line: the receiving team's touchdown ("td") or a
    # safety ("safety").
    "punt_behind_goal": "td",
    # F8: "Choose a normal, onside, or safety type kick-off", the safety type a must after a
    # safety. "any": the three at every kick-off (the seed's list, the default);
    # "after_safety": the safety type only after a safety (a house reading).
    "safety_kickoff": "any",
}


def house_rules(overrides=None):
    """The house rules with overrides applied; ValueError names a bad one."""
    h = dict(HOUSE)
    for k in overrides or {}:
        v = overrides[k]
        if k not in HOUSE:
            raise ValueError("unknown house rule %s" % k)
        if k == "touchback":
            if type(v) is not int or not (1 <= v <= 50):
                raise ValueError("touchback: expected a yard line 1..50")
        elif k == "safety_kickoff":
            if v not in ("after_safety", "any"):
                raise ValueError('safety_kickoff: expected "after_safety" or "any"')
        elif v not in ("td", "safety"):
            raise ValueError('%s: expected "td" or "safety"' % k)
        h[k] = v
    return h


def settings(overrides=None):
    out = {}
    for name, default, choices in SETTINGS:
        v = default
        if overrides and name in overrides:
            v = overrides[name]
            if v not in choices:
                raise ValueError("%s: expected one of %s" % (name, choices))
        out[name] = v
    return out


def new_game(teams, seed_state, options=None, house=None):
    """A game before the opening coin flip. teams: {"home": team, "away": team} in the
    compact form of tables.check; seed_state: the dice generator's [z, w]."""
    s = settings(options)
    G = {
        "teams": {"home": teams["home"], "away": teams["away"]},
        "length": s["length"],
        "kicks": s["kicks"],
        "house": house_rules(house),
        "score": {"home": 0, "away": 0},
        "poss": {"home": 0, "away": 0},
        "period": 0,
        "offense": None,
        "los": 0,
        "down": 0,
        "line": 0,
        "drive": None,
        "kicker": None,
        "forced": None,
        "flip": None,
        "sheet": [],
        "roll": [],
        "last": "",
        "dice": [seed_state[0], seed_state[1]],
    }
    return {"G": G, "ctx": {"phase": "flip", "player": None, "gameover": None}}


def _int(action, lo, hi):
    n = action.get("n")
    if type(n) is not int or n < lo or n > hi:
        return None
    return n


def check(state, action):
    """None if action may be applied now, else a one-line reason (the state is untouched)."""
    G = state["G"]
    phase = state["ctx"]["phase"]
    if not isinstance(action, dict) or not isinstance(action.get("m"), str):
        return "an action is {'m': move, ...}"
    m = action["m"]
    if phase == "over":
        return "the game is over"
    if phase == "flip":
        if m == "flip" or (m == "coin" and _int(action, 0, 1) is not None):
            return None
        return "flip the coin first (FLIP, or COIN n: 0 home won, 1 away won)"
    if phase == "choose":
        return None if m in ("kick", "receive") else "the flip's winner chooses KICK or RECEIVE"
    if phase == "kickoff" and kicks.by_card(G, G["kicker"]):
        if m[:3] != "ko_" or m not in kicks.ENTERED:
            return "a kick-off comes next: enter its result from the card (KO TO, FUMBL, RET TD)"
        return _entered(action)
    if phase == "kickoff":
        if m != "kickoff" or _int(action, 0, 2) is None:
            return "a kick-off comes next (n: 0 normal, 1 onside, 2 safety)"
        n = action["n"]
        if G["forced"] == "safety" and n != 2:
            return "after a safety the kick-off is the safety kick-off (F8)"
        if G["forced"] != "safety" and n == 2 and G["house"].get("safety_kickoff") != "any":
            return "the safety kick-off follows a safety only (F8)"
        return None
    card = kicks.by_card(G, G["offense"])
    if m in ("punt", "fg") and card:
        return "this team's kicks are entered from its card"
    if m[:3] in ("pt_", "fg_") and m in kicks.ENTERED:
        if not card:
            return "the box rolls this team's kicks (PUNT, POOCH, FG)"
        if m[:3] == "fg_" and not kicks.fg_in_range(G):
            return "a field goal needs the opponent's 45 or closer"
        return _entered(action)
    if m == "punt":
        return None if _int(action, 0, 1) is not None else "a punt is n 0 normal or 1 pooch"
    if m == "fg":
        return None if kicks.fg_in_range(G) else "a field goal needs the opponent's 45 or closer"
    e = plays.ENTRIES.get(m)
    if e is None:
        return "unknown move %s" % m
    if e[0] is not None and _int(action, e[1], e[2]) is None:
        return "%s needs n %d..%d" % (m.upper(), e[1], e[2])
    return None


def _entered(action):
    e = kicks.ENTERED[action["m"]]
    if e[2] < e[3] and _int(action, e[2], e[3]) is None:
        return "%s needs n %d..%d" % (action["m"].upper(), e[2], e[3])
    return None


def apply(state, action, dice):
    """Apply action with the dice source (anything with die() -> 1..6); returns events.

    Raises ValueError with check's reason for an action not allowed now, before changing
    anything."""
    why = check(state, action)
    if why is not None:
        raise ValueError(why)
    G = state["G"]
    ctx = state["ctx"]
    m = action["m"]
    events = []
    phase = ctx["phase"]
    if phase == "flip":
        if m == "flip":
            winner = "home" if dice.die() <= 3 else "away"
        else:
            winner = "home" if action["n"] == 0 else "away"
        G["flip"] = winner
        G["last"] = "%s WON" % ("HOME" if winner == "home" else "AWAY")
        ctx["phase"] = "choose"
        ctx["player"] = winner
        events.append(["flip", winner])
    elif phase == "choose":
        winner = G["flip"]
        kicker = winner if m == "kick" else field.other(winner)
        G["last"] = ""  # the text line prompts for the kick-off
        field.kick_off(G, ctx, kicker, None, events)
    elif m in kicks.ENTERED:
        kicks.entered(G, ctx, m, action.get("n", 0), events)
    elif phase == "kickoff":
        kicks.kickoff(G, ctx, action["n"], dice, events)
    elif m == "punt":
        kicks.punt(G, ctx, action["n"], dice, events)
    elif m == "fg":
        kicks.field_goal(G, ctx, dice, events)
    else:
        plays.run(G, ctx, m, action.get("n", 0), events)
    return events


def replay(teams, seed_state, actions, make_dice, options=None, house=None):
    """The game rebuilt from its start and its action log (a fold). make_dice(G) gives the
    dice source over the record's own generator state."""
    state = new_game(teams, seed_state, options, house)
    for a in actions:
        apply(state, a, make_dice(state["G"]))
    return state


def is_over(state):
    return state["ctx"]["phase"] == "over"


def winner(state):
    over = state["ctx"]["gameover"]
    return over["winner"] if over else None


def team_names(state):
    t = state["G"]["teams"]
    return t["home"]["name"], t["away"]["name"]


def menu(state):
    """The choices on offer now (games.fliip.menus)."""
    from games.fliip import menus  # why: Pico heap: the box's menus and views, not the core's

    return menus.menu(state)


def roles(state):
    """What each display role shows now (games.fliip.views)."""
    from games.fliip import views  # why: Pico heap: the box's menus and views, not the core's

    return views.roles(state)


def info_pages(state):
    """The score sheet's info pages (F12), one per finished possession."""
    from games.fliip import views  # why: Pico heap: the box's menus and views, not the core's

    G = state["G"]
    return [views.sheet_page(G, i) for i in range(len(G["sheet"]))]

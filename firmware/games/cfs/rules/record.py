# A game record: how a game started and every action since (docs/design.md principle 3).
# Undo, replay, the play-by-play, the box score and crash recovery all come from it:
# the state after N actions is a fold of game.apply over the first N.
#
# {"v": 1,
#  "start": {"home": "granite_rams", "away": "cascade_otters",   # sheet file slugs
#            "dice": [z, w], "house": {...overrides}, "receiving": "away"},
#  "actions": ["K@1,900000", "Pp,7,zone,-@1,871000", ...]}
#
# Actions are kept as short strings (a whole game is a few hundred of them and the Pico's
# heap is small); `encode` and `decode` turn them into game.apply's dicts and back.
# The part after "@" says when it happened: quarter and clock (ms left), for box scores.
from games.cfs.rules import game
from games.cfs.sheet.parts import BASES

_SIMPLE = {
    "kickoff": "K",
    "punt": "U",
    "fg": "F",
    "pat": "X",
    "two": "T",
    "end": "E",
    "halftime": "H",
}
_SIMPLE_BACK = {}
for _t in _SIMPLE:
    _SIMPLE_BACK[_SIMPLE[_t]] = _t


def encode(action, sheets=None, G=None, q=0, clock=0):
    """The compact string for an action dict (plays name the offense's play by index)."""
    t = action["t"]
    if t in _SIMPLE:
        s = _SIMPLE[t]
    elif t == "play":
        c = action["call"]
        index = sheets[G["possession"]]["play_index"]
        aud = c.get("audible")
        s = "P%s,%d,%s,%s" % (
            "r" if c["defense"] == "base_run" else "p",
            index[c["offense"]],
            c.get("checkoff") or "-",
            "-" if not aud else str(index[aud]),
        )
    elif t == "m":
        s = "M%s,%d,%s%s" % (
            action["what"],
            action.get("yards", 0),
            "p" if action.get("kind") == "pass" else "r",
            "1" if action.get("first") else "",
        )
        if action.get("play"):  # manual mode may name the play from the sheet (issue 11.18)
            s += ",%d" % sheets[G["possession"]]["play_index"][action["play"]]
    else:
        raise ValueError("unknown action " + str(t))
    return "%s@%d,%d" % (s, q, clock)


def decode(s, sheets=None, G=None):
    """The action dict for a compact string, plus "q" and "clock"."""
    body, _, when = s.partition("@")
    head = body[0]
    if head in _SIMPLE_BACK:
        a = {"t": _SIMPLE_BACK[head]}
    elif head == "P":
        parts = body[1:].split(",")
        plays = sheets[G["possession"]]["plays"]
        a = {
            "t": "play",
            "call": {
                "defense": BASES[0] if parts[0] == "r" else BASES[1],
                "offense": plays[int(parts[1])]["name"],
                "checkoff": None if parts[2] == "-" else parts[2],
                "audible": None if parts[3] == "-" else plays[int(parts[3])]["name"],
            },
        }
    elif head == "M":
        parts = body[1:].split(",")
        a = {
            "t": "m",
            "what": parts[0],
            "yards": int(parts[1]),
            "kind": "pass" if parts[2][0] == "p" else "run",
            "first": parts[2][1:] == "1",
        }
        if len(parts) > 3:
            a["play"] = sheets[G["possession"]]["plays"][int(parts[3])]["name"]
    else:
        raise ValueError("bad action " + s)
    if when:
        q, _, clock = when.partition(",")
        a["q"] = int(q)
        a["clock"] = int(clock)
    return a


def new_record(home, away, dice_state, house=None, receiving=game.AWAY):
    return {
        "v": 1,
        "start": {
            "home": home,
            "away": away,
            "dice": list(dice_state),
            "house": house or {},
            "receiving": receiving,
        },
        "actions": [],
    }


def start_state(record, sheets):
    s = record["start"]
    return game.new_game(sheets, s["dice"], s["house"], s["receiving"])


def replay(record, sheets, upto=None, on_event=None):
    """The state after the first `upto` actions (all by default).

    on_event(action, event) is called for each, for play-by-play and box scores.
    """
    G = start_state(record, sheets)
    actions = record["actions"]
    n = len(actions) if upto is None else upto
    for i in range(n):
        a = actions[i]
        if type(a) is str:
            a = decode(a, sheets, G)
        ev = game.apply(G, sheets, a)
        if on_event is not None:
            on_event(a, ev)
    return G


def check(rec):
    """None when rec has a record's shape (what replay reads), else a one-line message.
    Whether the actions are legal is replay's to find out."""
    if type(rec) is not dict:
        return "record: expected an object"
    s = rec.get("start")
    if type(s) is not dict:
        return "record.start: expected an object"
    for side in ("home", "away"):
        if type(s.get(side)) is not str or not s[side]:
            return "record.start.%s: expected a team sheet name" % side
    d = s.get("dice")
    if type(d) is not list or len(d) != 2 or type(d[0]) is not int or type(d[1]) is not int:
        return "record.start.dice: expected [z, w]"
    if type(s.get("house", {})) is not dict:
        return "record.start.house: expected an object"
    if s.get("receiving") not in (game.HOME, game.AWAY):
        return "record.start.receiving: expected home or away"
    actions = rec.get("actions")
    if type(actions) is not list:
        return "record.actions: expected a list"
    for a in actions:
        if type(a) is not str or not a:
            return "record.actions: expected action strings"
    return None

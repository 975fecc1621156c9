# A game record: how a game started and every action since (DESIGN principle 3).
# Undo, replay, the play-by-play, the box score and crash recovery all come from it:
# the state after N actions is a fold of game.apply over the first N.
#
# {"v": 1,
#  "start": {"home": "granite_rams", "away": "cascade_otters",   # sheet file slugs
#            "dice": [z, w], "house": {...overrides}, "receiving": "away"},
#  "actions": [{"t": "kickoff", "q": 1, "clock": 900000}, ...]}  # q/clock: when it happened
from sideline import game


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
        ev = game.apply(G, sheets, a)
        if on_event is not None:
            on_event(a, ev)
    return G

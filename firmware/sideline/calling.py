# The app's side of the callers (rules P1-P4): who calls for each team, and the calls
# themselves for teams not called by a person. A thin layer over sideline.callers.
from sideline import calls, game
from sideline.sheet import BASES, PACKAGES


def new_state(kind, seed):
    return {"kind": kind}


def call_base(state, G, sheets, side):
    return BASES[G["plays"] % 2]


def call_play(state, G, sheets, side, base):
    sheet = sheets[side]
    avail = calls.available_plays(sheet, G["marks"][side])
    return sheet["plays"][avail[0]]["name"]


def check_off(state, G, sheets, side, base, play):
    return None


def audible(state, G, sheets, side, base, play, package):
    return None


def kick_choice(state, G, sheets, side):
    legal = game.legal(G, sheets)
    if "fg" in legal and G["to_go"] > 3:
        return "fg"
    if "punt" in legal and G["to_go"] > 3:
        return "punt"
    return "play" if "play" in legal else legal[0]


def try_choice(state, G, sheets, side):
    return "pat"


_ = PACKAGES

# What each display role shows for a Dice-Bowl game: 4-character 7-segment displays for
# clock, home, away, down and ball_on; 4 characters of 14 segments for the dice; 8 for the
# text line. Pure functions of the game record; the football faces are the shell's.
from sideline import faces


def clock(g):
    """The half and the play on the clock track (DP2): "1P 7" is play 7 of the 1st half."""
    play = g["play"]
    if play > g["house"]["plays"]:
        play = g["house"]["plays"]  # the game is over on the last play
    return "%dP%2d" % (g["half"], play)


def down(g):
    return faces.down(g["down"], g["to_go"], g["ball_on"] + g["to_go"] >= 100)


def ball_on(g):
    return faces.ball_on(g["ball_on"], g["offense"])


def dice(g):
    s = ""
    for v in g["shown"][:4]:
        s += str(v)
    return s + " " * (4 - len(s))


def text(g):
    m = g["msg"]
    if len(m) > 8:
        return m[:8]
    return m + " " * (8 - len(m))


def displays(state):
    """Every display role's text."""
    g = state["G"]
    scrimmage = state["ctx"]["step"] in ("play", "penalty")
    return {
        "clock": clock(g),
        "home": faces.score(g["score"]["home"], g["offense"] == "home"),
        "away": faces.score(g["score"]["away"], g["offense"] == "away"),
        "down": down(g) if scrimmage else "    ",
        "ball_on": ball_on(g) if scrimmage else "    ",
        "dice": dice(g),
        "text": text(g),
    }

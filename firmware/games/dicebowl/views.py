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


def _digits(dice):
    s = ""
    for v in dice:
        s += str(v)
    return s


def dice(g):
    s = _digits(g["shown"][:4])
    return s + " " * (4 - len(s))


def text(g):
    m = g["msg"]
    if len(m) > 8:
        return m[:8]
    return m + " " * (8 - len(m))


def timeouts(g):
    return "TO %d-%d" % (g["timeouts"]["home"], g["timeouts"]["away"])  # left, home first


def details(g, events):
    """The text line's words after an action's own result: the other coach's dice (the
    dice display has the offense's or the kicker's), highest first, a kick's carry, the
    timeouts left after one is called."""
    out = []
    for e in events:
        what = e.get("e")
        if what == "timeout":
            out.append(timeouts(g))
        elif what == "move":
            out.append("DEF " + _digits(e["d"]))  # "DEF 6431"
        elif what == "fg" or what == "convert":
            out.append("CARRY %d" % e["carry"])  # DF3: the distance the dice reach
            out.append("DEF " + _digits(sorted(e["o"], reverse=True)))
    return out


def pages(g):
    """BACK's pages (text line only): timeouts left this half, home first; the next
    penalty play (DP2, DP3); the plays left in the half (DP2, the one to come included)."""
    left = g["house"]["plays"] - g["play"] + 1
    pen = g["pen_play"]
    return [
        {"text": timeouts(g)},
        # a two-digit play loses the blank, not its last digit: "PEN AT 9", "PEN AT12"
        {"text": "PEN AT%2d" % pen if pen else "NO PEN"},
        {"text": "LEFT %d" % (left if left > 0 else 0)},
    ]


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

# What each display role shows for a Fliip game: the count of possessions on the clock
# display (no clock in Fliip, F1), the scores with the ball marked, down and distance,
# ball on, the last kick's dice total and the text line (the football faces: the shell's).
from sideline import faces
from sideline.faces import score


def possessions(G):
    """ "P5-6": possessions had by home and away; in overtime "o1-0" (F1)."""
    p = G["poss"]
    h = p["home"] if p["home"] < 10 else 9
    a = p["away"] if p["away"] < 10 else 9
    return "%s%d-%d" % ("P" if G["period"] == 0 else "o", h, a)


def down(G):
    if G["offense"] is None:
        return "    "
    return faces.down(G["down"], G["line"] - G["los"], G["line"] >= 100)


def ball_on(G):
    return faces.ball_on(G["los"], G["offense"])


def dice(G):
    r = G["roll"]
    if not r:
        return "    "
    return "K %2d" % (r[0] + r[1] + r[2])


_PROMPT = {"flip": "COIN", "choose": "KICK REC", "kickoff": "KICKOFF", "play": "PLAY"}


def text(state):
    G = state["G"]
    if G["last"]:
        return G["last"]
    return _PROMPT.get(state["ctx"]["phase"], "")


def roles(state):
    """Every display role's text."""
    G = state["G"]
    off = G["offense"]
    return {
        "clock": possessions(G),
        "home": score(G["score"]["home"], off == "home"),
        "away": score(G["score"]["away"], off == "away"),
        "down": down(G),
        "ball_on": ball_on(G),
        "dice": dice(G),
        "text": text(state),
    }


def sheet_page(G, i):
    """Info page i of the score sheet (F12): text "H3 TD", the score after it."""
    row = G["sheet"][i]
    t = row["team"]
    return {
        "clock": ("%4d" % (i + 1)) if row["ot"] == 0 else ("o%d" % row["ot"]),
        "home": score(row["home"], t == "home"),
        "away": score(row["away"], t == "away"),
        "text": "%s%d %s" % ("H" if t == "home" else "A", row["n"], row["result"]),
    }

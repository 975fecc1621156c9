# What each display shows, as text its font can draw. 7-segment displays (4 digits) get
# digits, '-', ':' for the colon, '.' for a decimal point and the letters 7 segments can
# make; the 14-segment ones get printable ASCII. Pure functions of plain values.
from games.cfs.sheet import DEFENSE_SHORT

# The dice display's four characters for each defense (14-segment): whole words where they
# fit; a blitz is its side and a B ("BRUN", "OBLZ" read as no word at all).
DEF4 = {
    "base_run": " RUN",
    "base_pass": "PASS",
    "4-4": " 4-4",
    "inside_blitz": "IN B",
    "goal_line": "GOAL",
    "outside_blitz": "OUTB",
    "zone": "ZONE",
    "man_to_man": "MAN ",
    "prevent": "PREV",
}

# The text line's words for why a die is rolled.
PURPOSE = {
    "matchup": "MATCHUP",
    "yards": "YARDS",
    "break": "BREAK",  # the breakaway die: BREAKAWAY is nine letters
    "special": "SPECIAL",
    "chart": "CHART",
    "penalty": "PENALTY",
    "turnover": "TURNOVER",
    "return": "RETURN",
    "loss": "LOSS",
    "kickoff": "KICKOFF",
    "adjust": "KO ADJ",
    "punt": "PUNT",
    "block": "BLOCKED",
    "fg": "FIELD GL",
    "pat": "XP KICK",
    "two": "2PT TRY",
}


def score(points, has_ball):
    """A team's score, right-aligned; the decimal point after it marks possession."""
    if points > 9999:
        points = 9999
    return "%4d%s" % (points, "." if has_ball else "")


def down(n, to_go, goal_to_go):
    """Down and distance: "1-10", " 3-4"; in goal-to-go "G0AL" (a zero reads as the O on
    seven segments) with the decimal point after the n-th letter telling the down."""
    if not n:
        return "    "
    if goal_to_go:
        word = "G0AL"
        return word[:n] + "." + word[n:]
    if to_go > 99:
        to_go = 99
    return "%4s" % ("%d-%d" % (n, to_go))


def ball_on(spot, offense, home_abbr="H", away_abbr="A"):
    """Ball on, with the side of the field: "H 25" is the home team's 25; " 50" midfield.

    spot is yards from the offense's own goal line. Seven segments cannot draw every
    letter, so the side is H (home) or A (away)."""
    if spot <= 0 or spot >= 100:
        return "    "
    if spot == 50:
        return "  50"
    if spot < 50:
        side = "H" if offense == "home" else "A"
        line = spot
    else:
        side = "A" if offense == "home" else "H"
        line = 100 - spot
    return "%s %2d" % (side, line)


def die(colour, value):
    """One die on the dice display: colour letter and value."""
    return "%s  %d" % (colour, value)


def fit(text, width):
    """The text line's width exactly (longer text is cut, shorter padded on the right)."""
    if len(text) > width:
        return text[:width]
    return text + " " * (width - len(text))


# Setup's words for the callers: who calls a team's plays. Six characters at most, so that
# the side stays on the line with them, apart: "H CCH D" and "H>CCH D" (a seven-letter word
# made "HCOACH D", and ">COACH D" while it was changed, with no side).
# "CARD D": the cards call the defense only, the player the offense.
CALLER_WORDS = {
    "human": "PLAYER",
    "card": "CARDS",
    "coach": "COACH",
    "card/human": "CARD D",
    "coach/human": "CCH D",
    "human/card": "CARD O",  # the cards call the offense only, the player the defense
    "human/coach": "CCH O",
}

# Setup's words for the clock modes and the halftime (settings.CLOCK_MODES, HALFTIMES):
# "CLK AUTO", "HALF Q2", each with its item's name and a space on the 8-character line.
CLOCK_WORDS = {"real": "REAL", "runoff": "AUTO", "none": "OFF"}
HALFTIME_WORDS = {"none": "NO", "clock": "Q2", "plays": "PLY"}


def defense_label(defense_id):
    return DEFENSE_SHORT.get(defense_id, defense_id)

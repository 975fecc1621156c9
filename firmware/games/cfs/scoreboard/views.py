# What each display shows, as text its font can draw. 7-segment displays (4 digits) get
# digits, '-', ':' for the colon, '.' for a decimal point and the letters 7 segments can
# make; the 14-segment ones get printable ASCII. Pure functions of plain values.
from games.cfs.sheet.parts import DEFENSE_SHORT
from sideline.faces import ball_on, down, score  # noqa: F401  (the football faces, shared)

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

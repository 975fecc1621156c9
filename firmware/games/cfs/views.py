# What each display shows, as text its font can draw. 7-segment displays (4 digits) get
# digits, '-', ':' for the colon, '.' for a decimal point and the letters 7 segments can
# make; the 14-segment ones get printable ASCII. Pure functions of plain values.
from games.cfs.sheet import DEFENSE_SHORT
from sideline.faces import ball_on, down, score  # noqa: F401  (the football faces, shared)

# The dice display's four characters for each defense (14-segment).
DEF4 = {
    "base_run": "BRUN",
    "base_pass": "BPAS",
    "4-4": " 4-4",
    "inside_blitz": "IBLZ",
    "goal_line": "GOAL",
    "outside_blitz": "OBLZ",
    "zone": "ZONE",
    "man_to_man": "MAN ",
    "prevent": "PREV",
}

# The text line's words for why a die is rolled.
PURPOSE = {
    "matchup": "MATCHUP",
    "yards": "YARDS",
    "break": "BREAKAWY",
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


# Setup's words for the callers: who calls a team's plays.
# "CARD D": the cards call the defense only, the player the offense.
CALLER_WORDS = {
    "human": "PLAYER",
    "card": "CARDS",
    "coach": "COACH",
    "card/human": "CARD D",
    "coach/human": "COACH D",
    "human/card": "CARD O",  # the cards call the offense only, the player the defense
    "human/coach": "COACH O",
}


def defense_label(defense_id):
    return DEFENSE_SHORT.get(defense_id, defense_id)

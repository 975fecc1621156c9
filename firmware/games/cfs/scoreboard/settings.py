# The scoreboard's settings: everything a player may change in setup, as data.
# Saved with the game; a setting missing from a saved file takes its default here.
DEFAULTS = {
    "home": None,  # team sheet slug (file name without .json); None = first sheet found
    "away": None,
    "callers": {"home": "human", "away": "human"},  # human | card | coach
    "clock_mode": "runoff",  # real (runs by CLOCK) | runoff (per-play, from the chart) | none
    "quarter_s": 900,  # 15-minute quarters
    "quarters": 4,
    "timeouts": 3,  # per team per half
    "two_minute_warning": True,
    # With the real clock: the game ends by the plays (G1, the clock stays at 0:00 of the
    # 4th until they run out) or at 0:00 of the 4th quarter ("clock").
    "game_end": "plays",
    "halftime": "none",  # G4: none | clock (at the end of the 2nd quarter) | plays
    "halftime_after_plays": 0,  # for halftime = plays
    "last_possession": False,  # G3
    "fast": False,  # resolve a whole play with one press
    "name_plays": False,  # manual mode asks which play of the sheet was run (its uses)
    # The house readings switched in setup (HOUSE_SETUP below; the README of games/cfs
    # names each with its setup word); their defaults are rules/house.py's.
    "h1_charts": 2,
    "punt_return_table": "punting",
    "pat_good": 5,
    "two_point_good": 2,
    "punt_touchback": 20,
    "missed_fg_min": 20,
    "fg_snap_yards": 17,
    "half_distance": True,
    "decks": 1,
    "brightness": 8,
    "reveal_ms": 350,
    # No longer read (issue 35: runoff.paced shares the time left out evenly, docs/
    # cfs-clock.md); kept so the box and older saves keep their settings' shape.
    "pace_plays": 3,
    # Per-play runoff in seconds, by what happened (the timing chart). Scores, turnovers,
    # incompletions and kicks that change possession stop the clock after their runoff.
    "timing": {
        "run": 40,
        "pass": 35,  # a completed pass
        "incomplete": 5,
        "sack": 35,
        "stopped": 40,
        "penalty": 10,
        "turnover": 8,
        "score": 8,
        "punt": 12,
        "fg": 6,
        "kickoff": 6,
        "try": 0,
    },
}

# "card/human": the cards call the team's defense, the player its offense (the rulebook's
# "only reference the defensive call and choose your own play"); "human/card" the other way
# round: the player calls the defense, the cards the offense.
CALLERS = ("human", "card", "coach", "card/human", "coach/human", "human/card", "human/coach")
CLOCK_MODES = ("real", "runoff", "none")
HALFTIMES = ("none", "clock", "plays")
GAME_ENDS = ("plays", "clock")


def merged(saved):
    """Defaults with a saved settings dict laid over them; unknown keys are dropped."""
    out = {}
    for k in DEFAULTS:
        v = DEFAULTS[k]
        out[k] = dict(v) if type(v) is dict else v
    if type(saved) is dict:
        for k in saved:
            if k in out:
                if type(out[k]) is dict and type(saved[k]) is dict:
                    out[k].update(saved[k])
                else:
                    out[k] = saved[k]
    return out


# Setup items for the house readings: (label, settings key, choices, words), the first
# choice the default (rules/house.py's); the label and a word fit the 8-character text line.
HOUSE_SETUP = (
    ("H1 PEN", "h1_charts", (2, 1), ("2", "1")),  # two Penalty charts, or one for both
    ("H2", "punt_return_table", ("punting", "receiving"), ("PUNT", "RECV")),
    ("H3 XP", "pat_good", (5, 6, 4), ("5", "6", "4")),  # the extra point, good on 1..n
    ("H3 2PT", "two_point_good", (2, 3, 1), ("2", "3", "1")),
    ("H4 TB", "punt_touchback", (20, 25), ("20", "25")),
    ("H5 MF", "missed_fg_min", (20, 0), ("20", "0")),  # a missed FG: the spot, or the 20
    ("H6 FG", "fg_snap_yards", (17, 18), ("17", "18")),
    ("H7", "half_distance", (True, False), ("HALF", "FULL")),
    ("DECKS", "decks", (1, 2), ("1", "2")),  # P2: one card a snap, or one from each deck
)


def house_word(key, value):
    """The setup word of a house setting's value ("?" for a value not on offer)."""
    for _label, k, choices, words in HOUSE_SETUP:
        if k == key:
            for i in range(len(choices)):
                if choices[i] == value:
                    return words[i]
    return "?"


def house_overrides(settings):
    """The house rules these settings choose (G3, G4 and HOUSE_SETUP's)."""
    # why: Pico heap: the house rules load only when chosen
    from games.cfs.rules.house import DEFAULTS as HOUSE

    h = {"last_possession": bool(settings["last_possession"])}
    if settings["halftime"] == "plays":
        h["halftime_after_plays"] = settings["halftime_after_plays"]
    for _label, key, choices, _words in HOUSE_SETUP:
        if key in HOUSE and settings.get(key) in choices:
            h[key] = settings[key]
    if settings.get("h1_charts") == 1:  # H1: the offense's chart whoever's yellow led to it
        h["penalty_chart_defense"] = [dict(r) for r in HOUSE["penalty_chart"]]
    h["two_decks"] = settings.get("decks") == 2
    return h

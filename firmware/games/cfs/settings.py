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


def house_overrides(settings):
    """The house rules these settings choose (G3, G4)."""
    h = {"last_possession": bool(settings["last_possession"])}
    if settings["halftime"] == "plays":
        h["halftime_after_plays"] = settings["halftime_after_plays"]
    return h

# Settings and house rules as data (README.md in this folder lists them for players). A
# game's own copy lives in its record, so a saved game keeps the rules it was played with.

RULE_PREFIXES = ("DK", "DF", "DP", "DL")

# Settings chosen at setup: the wind option (DK7) and, per team, who makes its choices in
# the kick duel (DK1/DK2): the coach with the buttons, or the box.
SETTINGS = {"wind": False, "home_kicks": "buttons", "away_kicks": "buttons"}
SETTING_CHOICES = {
    "wind": (False, True),
    "home_kicks": ("buttons", "box"),
    "away_kicks": ("buttons", "box"),
}

# House rules where the seed is silent (ids DH1..DH12, documented in README.md).
HOUSE = {
    "td": 6,  # DH1 scores
    "convert": 1,
    "two_point": 2,
    "two_point_try": False,  # DH1: not in the seed; on, a try played on the board (GOOD / NO)
    "fg": 3,
    "safety": 2,
    "kickoff_spot": 35,  # DH2: kickoffs from the kicking team's 35, after a safety its 20
    "safety_kick_spot": 20,
    "touchback": 20,  # DH3
    "plays": 15,  # DP2: plays per half
    "timeouts": 3,  # DP6: per team per half
    "first_down": 10,  # DH11
    "tie_goes_to": "none",  # DH9: a tied confrontation moves nobody
    "fumble_ones": 3,  # DH9: three 1s (or four) among the carrier's coach's dice
}


def merged(settings, house):
    """Defaults overridden by what the players chose; unknown keys are an error."""
    s = dict(SETTINGS)
    for k in settings or {}:
        if k not in SETTINGS:
            raise ValueError("unknown setting %s" % k)
        if settings[k] not in SETTING_CHOICES[k]:
            raise ValueError("bad value for %s" % k)
        s[k] = settings[k]
    h = dict(HOUSE)
    for k in house or {}:
        if k not in HOUSE:
            raise ValueError("unknown house rule %s" % k)
        h[k] = house[k]
    return s, h


def house_in_force(house):
    """The house readings a game is played with that are not the box's default (the
    rulebook's game): a sorted list of their keys, empty for the rulebook's game. A save
    carries it as its "house" key, so a league can tell such games apart."""
    out = []
    for k in HOUSE:
        if k in house and house[k] != HOUSE[k]:
            out.append(k)
    out.sort()
    return out

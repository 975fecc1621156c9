# House rules: where the source text is silent the project picks a default (rules H1-H3
# and the readings below). They are data: a game may override any of them, and the
# README lists them for players. Keys are stable; values are plain JSON.
DEFAULTS = {
    # H1: the Penalty chart the source refers to but does not print. One die, six rows.
    # yards > 0 favour the offense; auto_first gives a first down whatever the distance.
    # The yellow dice are "opportunities for the defense" (source, p. 1), so neither chart
    # favours the offense. This one is read when the offense's own yellow (the play's risk)
    # leads to the chart: flags on both sides, 1.7 yards against the offense on average.
    "penalty_chart": [
        {"name": "OFFSIDE", "yards": 5, "auto_first": False},
        {"name": "FALSE ST", "yards": -5, "auto_first": False},
        {"name": "HOLDING", "yards": -10, "auto_first": False},
        {"name": "INTERFER", "yards": 15, "auto_first": True},
        {"name": "DELAY", "yards": -5, "auto_first": False},
        {"name": "ILL BLCK", "yards": -10, "auto_first": False},
    ],
    # ... and this one when the defense's yellow does (the defense won the matchup): the
    # flag is on the offense, 10 yards against it on average.
    "penalty_chart_defense": [
        {"name": "FALSE ST", "yards": -5, "auto_first": False},
        {"name": "MOTION", "yards": -5, "auto_first": False},
        {"name": "HOLDING", "yards": -10, "auto_first": False},
        {"name": "ILL BLCK", "yards": -10, "auto_first": False},
        {"name": "OFF INTF", "yards": -15, "auto_first": False},
        {"name": "CLIPPING", "yards": -15, "auto_first": False},
    ],
    # H2: whose Punt Return table is read. "punting" (default: the source's literal words,
    # "reference the punting team's Punt Return section") or "receiving" (as for kickoffs).
    "punt_return_table": "punting",
    # H3: scoring and tries, as in college football.
    "points": {"td": 6, "pat": 1, "two_point": 2, "fg": 3, "safety": 2},
    # The extra-point kick is good on one die <= pat_good; the two-point try on <= two_point_good.
    "pat_good": 5,
    "two_point_good": 2,
    # Touchbacks: a punt into the end zone gives the receiving team the ball on its 20.
    "punt_touchback": 20,
    # A missed field goal gives the defense the ball at the spot of the kick (7 yards behind
    # the line of scrimmage) or its own 20, whichever is farther from its goal.
    "missed_fg_min": 20,
    "fg_snap_yards": 17,  # kick distance = yards to the goal line + 17 (end zone + holder)
    # Penalty yards toward a goal line are limited to half the distance to it.
    "half_distance": True,
    # G3: a team out of plays must kick (field goal or punt); the other team gets one last
    # possession with the plays it has left.
    "last_possession": False,
    # G4: halftime after this many offensive plays in the game (0 = no halftime); the
    # scoreboard may also call halftime from its game clock.
    "halftime_after_plays": 0,
    # P2: "draw a playing card ... to select both the offense and defensive calls": one card
    # a snap, read on both teams' card sections (False); True: one card from each team's
    # deck, the defense's and the offense's (a reading of two decks).
    "two_decks": False,
}


def house_rules(overrides=None):
    """The defaults with a game's overrides laid over them (one level deep for dicts)."""
    rules = {}
    for k in DEFAULTS:
        v = DEFAULTS[k]
        rules[k] = dict(v) if type(v) is dict else v
    if overrides:
        for k in overrides:
            if k not in DEFAULTS:
                raise ValueError("unknown house rule: " + str(k))
            v = overrides[k]
            if type(DEFAULTS[k]) is dict:
                merged = dict(DEFAULTS[k])
                merged.update(v)
                rules[k] = merged
            else:
                rules[k] = v
    for chart in ("penalty_chart", "penalty_chart_defense"):
        if len(rules[chart]) != 6:
            raise ValueError(chart + ": expected 6 entries")
    if rules["punt_return_table"] not in ("punting", "receiving"):
        raise ValueError("punt_return_table: expected punting or receiving")
    return rules


def house_in_force(rules):
    """The house settings a game is played with that are not the defaults (the rulebook's
    game where it speaks, the box's reading where it is silent): their keys, sorted; a save
    carries them as "house" so a league tells such games apart."""
    out = []
    for k in DEFAULTS:
        if k in rules and rules[k] != DEFAULTS[k]:
            out.append(k)
    out.sort()
    return out

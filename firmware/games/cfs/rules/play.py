# One offensive play from the matchup roll to its result (rules M, Y, S).
# A pure function of the two sheets, the calls in force, the house rules and a dice
# source (anything with .die()). Every die rolled is kept, in order, with its colour and
# its purpose, so the scoreboard can reveal them one by one and a log can replay them.
from games.cfs.sheet.parts import green_for, red_for

# Dice colours as the game names them; W is "any colour" (charts).
GREEN = "G"
RED = "R"
YELLOW = "Y"
ORANGE = "O"
WHITE = "W"

# Outcomes of a play.
GAIN = "gain"
STOPPED = "stopped"
SACK = "sack"  # loss of yards on a pass
LOSS = "loss"  # loss of yards on a run
TURNOVER = "turnover"
PENALTY = "penalty"


def _roll(dice, rolls, colour, purpose):
    v = dice.die()
    rolls.append([colour, v, purpose])
    return v


def _roll_sum(dice, rolls, n, colour, purpose):
    total = 0
    for _ in range(n):
        total += _roll(dice, rolls, colour, purpose)
    return total


def special_play(kind, dice, rolls, house, chart="penalty_chart"):
    """The Yellow Special-Play chart (S1-S4). None means "no impact". The chart and its
    follow-ups are rolled with the yellow die ("roll the die again"); chart: the Penalty
    chart for whose yellow led here (H1)."""
    r = _roll(dice, rolls, YELLOW, "chart")
    if r == 1:  # S1: possible penalty, read the Penalty chart (H1)
        p = house[chart][_roll(dice, rolls, YELLOW, "penalty") - 1]
        return {"outcome": PENALTY, "yards": p["yards"], "penalty": p}
    if r <= 3:  # S2: a 6 is a turnover; then double 1s is a return for a touchdown
        if _roll(dice, rolls, YELLOW, "turnover") != 6:
            return None
        a = _roll(dice, rolls, WHITE, "return")
        b = _roll(dice, rolls, WHITE, "return")
        return {"outcome": TURNOVER, "yards": 0, "return_td": a == 1 and b == 1}
    if r == 4:  # S3: play stopped
        return {"outcome": STOPPED, "yards": 0}
    # S4: sack on a pass, loss on a run
    lost = _roll(dice, rolls, YELLOW, "loss")
    return {"outcome": SACK if kind == "pass" else LOSS, "yards": -lost}


def resolve_play(offense, defense, play, defense_id, dice, house):
    """Run `play` (a play dict of the offense's sheet) against `defense_id` of the defense.

    Returns {"outcome", "yards", "rolls", "matchup": [green, red], "by": side whose yellow
    decided it or None, plus "penalty" / "return_td" where they apply}.
    """
    rolls = []
    kind = play["kind"]
    n_green = green_for(play, defense_id)
    n_red = red_for(defense, defense_id, kind)
    # M1: green, red and the offense's yellow together; the defense's yellow waits.
    green = _roll_sum(dice, rolls, n_green, GREEN, "matchup")
    red = _roll_sum(dice, rolls, n_red, RED, "matchup")
    result = None
    by = None
    if play["yellow"] and _roll(dice, rolls, YELLOW, "special") <= play["yellow"]:
        result = special_play(kind, dice, rolls, house)  # M4
        by = "offense"
    if result is None:
        by = None
        if green >= red:  # M2, M3: ties go to the offense
            yards = gained(n_green, play["break_away"], dice, rolls)
            if play["bonus20"] and yards > 0:  # Y6
                yards += 20
            result = {"outcome": GAIN, "yards": yards}
        else:
            result = {"outcome": STOPPED, "yards": 0}  # M5
            dy = defense["defenses"][defense_id]["yellow"]
            if dy and _roll(dice, rolls, YELLOW, "special") <= dy:
                special = special_play(kind, dice, rolls, house, "penalty_chart_defense")
                if special is not None:
                    result = special
                    by = "defense"
    result["rolls"] = rolls
    result["matchup"] = [green, red]
    result["by"] = by
    if "return_td" not in result:
        result["return_td"] = False
    if "penalty" not in result:
        result["penalty"] = None
    return result


def gained(n_green, break_away, dice, rolls):
    """Yards Gained roll and the Break-Away chain (Y1-Y4)."""
    yards = _roll_sum(dice, rolls, n_green, GREEN, "yards")
    threshold = break_away
    while _roll(dice, rolls, ORANGE, "break") <= threshold:
        if threshold > 1:
            threshold -= 1
        yards += _roll_sum(dice, rolls, n_green, GREEN, "break")
    return yards

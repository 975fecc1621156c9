# Kicks (rules K1-K6, H2, H3): kickoffs, punts and returns, field goals, tries.
# Spots are yard lines counted from the goal line of the team that will have the ball.
from games.cfs.rules.play import WHITE, _roll


def read_table(table, dice, rolls, purpose):
    """One die on a six-entry table; {"roll_again": N} means N & Roll Again (K2, K5)."""
    entry = table[_roll(dice, rolls, WHITE, purpose) - 1]
    total = 0
    while type(entry) is dict:
        total += entry["roll_again"]
        entry = table[_roll(dice, rolls, WHITE, purpose) - 1]
    return total + entry


def kickoff(kicking, receiving, dice, rolls):
    """K1-K3: the receiving team's return table, then the kicking team's adjustment.

    Returns the receiving team's spot; 100 or more is a return for a touchdown.
    """
    spot = read_table(receiving["kickoff_return"], dice, rolls, "kickoff")
    spot += kicking["kickoff_adjust"][_roll(dice, rolls, WHITE, "adjust") - 1]
    if spot < 1:
        spot = 1
    return spot


def punt(punting, receiving, ball_on, dice, rolls, house):
    """K4, K5, H2. ball_on is the punting team's line of scrimmage.

    Returns {"result": "return" | "touchback" | "blocked" | "return_td" | "safety",
    "distance", "return", "spot"}, spot being the receiving team's yard line.
    """
    distance = punting["punting"][_roll(dice, rolls, WHITE, "punt") - 1]
    landing = ball_on + distance
    if landing >= 100:
        return {
            "result": "touchback",
            "distance": distance,
            "return": 0,
            "spot": house["punt_touchback"],
        }
    table = (punting if house["punt_return_table"] == "punting" else receiving)["punt_return"]
    entry = table[_roll(dice, rolls, WHITE, "return") - 1]
    back = 0
    if type(entry) is dict:
        back = entry["roll_again"]
        first = _roll(dice, rolls, WHITE, "return")
        if first == 6:  # K5: a 6 on the first re-roll blocks the punt
            loss = _roll(dice, rolls, WHITE, "block") + _roll(dice, rolls, WHITE, "block")
            spot_for_punter = ball_on - loss
            if spot_for_punter <= 0:
                return {"result": "safety", "distance": 0, "return": -loss, "spot": 0}
            return {
                "result": "blocked",
                "distance": 0,
                "return": -loss,
                "spot": 100 - spot_for_punter,
            }
        entry = table[first - 1]
        while type(entry) is dict:  # keep rolling while 1s come
            back += entry["roll_again"]
            entry = table[_roll(dice, rolls, WHITE, "return") - 1]
    back += entry
    spot = 100 - landing + back
    return {
        "result": "return_td" if spot >= 100 else "return",
        "distance": distance,
        "return": back,
        "spot": spot,
    }


def fg_distance(ball_on, house):
    return 100 - ball_on + house["fg_snap_yards"]


def fg_band(sheet, distance):
    """The Field Goal chart's section for a distance, or None when out of range (K6)."""
    for band in sheet["field_goal"]:
        if distance <= band["max_distance"]:
            return band
    return None


def field_goal(sheet, ball_on, dice, rolls, house):
    """K6: one die against the section for the distance. None when out of range."""
    band = fg_band(sheet, fg_distance(ball_on, house))
    if band is None:
        return None
    return _roll(dice, rolls, WHITE, "fg") <= band["good"]


def conversion(kind, dice, rolls, house):
    """H3: the try after a touchdown, a kick ("pat") or a two-point try ("two")."""
    need = house["pat_good"] if kind == "pat" else house["two_point_good"]
    return _roll(dice, rolls, WHITE, kind) <= need

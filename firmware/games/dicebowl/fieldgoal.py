# Kicks for points (rules DF1-DF3): the field goal and the convert. The kicker rolls four
# dice, the other coach two; the kick is straight unless the four are all above or all
# below the two; a straight kick carries the middle two of the four as tens and units.

CONVERT_YARDS = 19  # DF1
END_ZONE = 10  # DF1: the depth of the end zone
HOLD = 7  # DF1: the hold, seven yards behind the line of scrimmage
LONGEST = 66  # DF3: the longest carry of the dice (three 6s); beyond it a kick cannot succeed


def fg_distance(ball_on):
    """DF1: yards from the line of scrimmage to the goal line + 10 + 7; ball_on is yards
    from the kicking team's own goal line."""
    return (100 - ball_on) + END_ZONE + HOLD


def allowed(yards, wind=0):
    """DF3 forbids an attempt that cannot succeed ("67 yards or more" without wind): the
    dice carry 66 at most, and the wind option (DK7) adds to or takes from every kick."""
    return yards <= LONGEST + wind


def straight(kicker4, other2):
    """DF2: wide when all four kicker's dice are above both of the other's, or all below."""
    lo = min(other2)
    hi = max(other2)
    if min(kicker4) > hi or max(kicker4) < lo:
        return False
    return True


def carry(kicker4):
    """DF3: drop the highest and the lowest of the four; the higher of the other two is the
    tens, the lower the units."""
    s = sorted(kicker4)
    return s[2] * 10 + s[1]


def attempt(yards, kicker4, other2, wind):
    """Resolve a kick for points: returns (good, straight, carry_yards).

    wind (DK7 option, 0 without it) is added to the carry."""
    ok = straight(kicker4, other2)
    reach = carry(kicker4) + wind
    return ok and reach >= yards, ok, reach


def roll(dice):
    k = [dice.die(), dice.die(), dice.die(), dice.die()]
    o = [dice.die(), dice.die()]
    return k, o

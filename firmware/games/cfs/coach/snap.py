# The coach's reading of one snap, shared by the four steps of a call (C1) and kept until
# its calls are made (forget), with the defense's plan for its packages at that snap.
from games.cfs.coach.odds import CACHE
from games.cfs.coach.tune import CHECK_GAIN, LAST_DRIVE, RESERVED, SPEND_BY
from games.cfs.coach.values import Sit
from games.cfs.rules import calls
from games.cfs.sheet.parts import DEFENSES, PACKAGES

PKG_ORDER = tuple(d for d in DEFENSES if d in PACKAGES)


LAST_SNAP = [None, None]  # the last snap's key and situation: the four steps of a call share it


def situation(G, sheets, off):
    """The coach's reading of the snap for the offense `off` (shared by its four steps)."""
    dfn = "home" if off == "away" else "away"
    offense = sheets[off]
    defense = sheets[dfn]
    om = G["marks"][off]
    dm = G["marks"][dfn]
    lead = G["score"][off] - G["score"][dfn]
    # Marks only grow, so their sums tell whether this is still the same snap.
    key = (
        id(G),
        id(offense),
        id(defense),
        id(G["house"]),
        G["plays"],
        G["ball_on"],
        G["down"],
        G["to_go"],
        lead,
        sum(om["plays"]),
        om["run"],
        om["pass"],
        sum(dm["plays"]),
        dm["run"],
        dm["pass"],
        sum(dm["packages"].values()),
    )
    if LAST_SNAP[0] == key:
        return LAST_SNAP[1]
    sit = Sit(
        G["house"],
        offense,
        defense,
        calls.plays_left(offense, om),
        calls.plays_left(defense, dm),
        G["ball_on"],
        G["down"],
        G["to_go"],
        G["goal_to_go"],
        lead,
    )
    sit.avail = calls.available_plays(offense, om)
    sit.plan = package_plan(sit, om, dm)
    LAST_SNAP[0] = key
    LAST_SNAP[1] = sit
    return sit


def forget():
    """Drop the last snap's reading (its calls are made); the odds stay for the next snap."""
    LAST_SNAP[0] = None
    LAST_SNAP[1] = None


def clear_cache():
    """Forget cached odds (for memory measurements and tests that edit sheets)."""
    del CACHE[:]
    forget()


def package_plan(sit, omarks, dmarks):
    """(price per package id, forced): what using each package now costs the defense.

    The defense must use every package by the end. With U uses left and about S snaps of
    the offense left before the game ends, the price falls from CHECK_GAIN toward zero as U
    approaches SPEND_BY * S, and below zero past it (forced: use one now even at a loss).
    S is the offense's plays left, or, when the defense's own team will run out first, the
    offense's snaps per own snap so far times the defense's own plays left less a last drive
    (LAST_DRIVE plays): the game may end on that drive, with no snap left to spend a
    package on.
    """
    left = 0
    for d in PKG_ORDER:
        left += sit.defense["defenses"][d]["uses"] - dmarks["packages"][d]
    ratio = (omarks["run"] + omarks["pass"] + 10.0) / (dmarks["run"] + dmarks["pass"] + 10.0)
    snaps = (sit.ld - LAST_DRIVE) * ratio
    if snaps < 0.0:
        snaps = 0.0
    if sit.lo < snaps:
        snaps = sit.lo
    room = SPEND_BY * snaps
    if room < 1.0:
        room = 1.0
    pressure = left / room
    price = CHECK_GAIN * (1.0 - pressure)
    forced = left > 0 and pressure >= 1.0
    prices = {}
    for d in PKG_ORDER:
        p = price
        if not forced:
            # Goal Line is kept for the last 20 yards before the defense's goal, Prevent for
            # a lead late in the game or long yardage; elsewhere only the end forces them.
            if d == "goal_line":
                if sit.b < 80:
                    p = RESERVED
                elif sit.b >= 90 or sit.goal:
                    p -= 0.1
            elif d == "prevent":
                game_left = sit.lo if sit.lo < sit.ld else sit.ld
                late_lead = sit.lead < 0 and game_left <= 25
                if not (late_lead or (sit.d >= 2 and sit.t >= 10)):
                    p = RESERVED
        prices[d] = p
    return prices, forced


def _spot(b):
    if b == 50:
        return "midfield"
    if b < 50:
        return "own %d" % b
    return "opp %d" % (100 - b)


def down_text(sit):
    nth = ("1st", "2nd", "3rd", "4th")[sit.d - 1]
    if sit.goal:
        return "%s and goal at the %d" % (nth, 100 - sit.b)
    return "%s and %d at %s" % (nth, sit.t, _spot(sit.b))

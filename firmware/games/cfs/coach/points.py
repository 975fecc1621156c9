# What a state is worth to the coach: the expected points of the next score (EP) by ball on,
# down and to go, shrunk when too few plays are left to finish a drive; a field goal's chance;
# and the normal reading that turns points into a win chance.
import math

from games.cfs.rules.kicking import fg_band, fg_distance

# To-go bins of downs 2-4: 1, 2, 3, 4-5, 6-7, 8-10, 11 or more.
_TOGO_BIN = (0, 0, 1, 2, 3, 3, 4, 4, 5, 5, 5, 6)
TOGO_BINS = 7
EP_ROWS = 1 + 3 * TOGO_BINS


def ep_row(d, t):
    """The EP table's row for down d and t to go (first down: one row)."""
    if d == 1:
        return 0
    return 1 + (d - 2) * TOGO_BINS + _TOGO_BIN[t if t < 11 else 11]


def ep(b, d, t):
    """EP of down d and t to go on the offense's own b (1..99), the offense's view.

    The table holds hundredths of a point at ball on 5, 15, ..., 95; between those the
    value is interpolated.
    """
    row = _EP[ep_row(d, t)]
    if b <= 5:
        return row[0] / 100.0
    if b >= 95:
        return row[9] / 100.0
    c = (b - 5) // 10
    lo = row[c]
    return (lo + (row[c + 1] - lo) * (b - 5 - 10 * c) / 10.0) / 100.0


def trunc(plays, b):
    # A drive from b needs a few plays; with fewer left its value shrinks.
    need = 2 + (100 - b) // 10
    if plays >= need:
        return 1.0
    return plays / need


def phi(x):
    # Standard normal CDF by the logistic approximation (|error| < 0.01): enough to rank.
    if x < -15.0:
        return 0.0
    if x > 15.0:
        return 1.0
    return 1.0 / (1.0 + math.exp(-1.702 * x))


def fg_chance(sheet, ball_on, house):
    """P(a field goal from ball_on is good), 0 when out of range (K6)."""
    band = fg_band(sheet, fg_distance(ball_on, house))
    if band is None:
        return 0.0
    return band["good"] / 6.0


# --- the EP table ---------------------------------------------------------------------
# Next score's points from the offense's view, in hundredths, by row (ep_row: first down,
# then downs 2, 3, 4 by to-go bin) and ball on 0-9, 10-19, ..., 90-99 (read at the bins'
# centres), from snaps with both teams 25 or more plays from the end. Cells with fewer than
# 30 snaps are filled from their neighbours, then each row is made to rise with the ball on
# and each down's column to fall with the yards to go. Refitting under the coach that uses
# the table changes it little and its play not measurably (coach against coach, 2,400 games).
# Fitted by `sideline simulate --fit-ep --games 400 --seed 3`: 4800 games, a third coach v coach,
# the rest coach v card, all ordered pairs of the shipped teams; 381524 snaps.
_EP = (
    (195, 195, 205, 310, 402, 480, 536, 578, 606, 650),
    (339, 339, 339, 339, 437, 492, 560, 580, 607, 654),
    (339, 339, 339, 339, 437, 492, 554, 580, 607, 654),
    (317, 317, 317, 318, 417, 479, 542, 580, 599, 654),
    (226, 226, 226, 294, 401, 458, 512, 574, 599, 649),
    (215, 215, 215, 238, 369, 452, 489, 574, 586, 632),
    (-165, -165, -163, -69, 70, 235, 417, 529, 565, 608),
    (-165, -165, -163, -69, 70, 235, 417, 485, 556, 556),
    (54, 54, 54, 54, 191, 379, 440, 530, 554, 633),
    (-6, -6, -6, -6, 118, 264, 413, 507, 554, 633),
    (-124, -124, -124, -96, 13, 118, 397, 497, 553, 622),
    (-161, -161, -161, -96, -29, 118, 271, 489, 526, 608),
    (-187, -187, -187, -187, -99, 115, 237, 443, 523, 572),
    (-431, -431, -419, -373, -321, -165, 71, 311, 391, 474),
    (-431, -431, -419, -373, -321, -165, 71, 311, 391, 392),
    (-423, -423, -423, -423, -389, -127, 89, 198, 334, 484),
    (-510, -510, -510, -510, -455, -355, 48, 191, 334, 459),
    (-544, -544, -544, -544, -517, -446, -61, 191, 260, 431),
    (-561, -561, -561, -561, -517, -446, -292, 180, 252, 408),
    (-571, -571, -571, -565, -562, -452, -359, 74, 226, 319),
    (-614, -614, -613, -609, -596, -532, -387, -49, 109, 169),
    (-614, -614, -613, -609, -596, -532, -387, -49, 71, 71),
)

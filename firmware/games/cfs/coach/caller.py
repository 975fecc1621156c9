# The coach: the scoreboard's own play-caller (rules P1, P4 with C1-C4), for offense,
# defense and the kicking decisions, from the engine's exact odds and the situation.
#
# How it decides
# --------------
# Every choice is scored on one scale, the offense's expected points of the next score
# ("EP", as in football analytics), looked one play ahead:
#   value(play vs defense) = sum over the play's outcomes of P(outcome) * EP(state after).
# The outcome probabilities are exact (odds.call_odds and odds.yards_distribution: turnover,
# penalty, loss, stop, and every yardage of a won matchup with its break-away chain and +20).
# EP(ball_on, down, to_go) is the table in points.py, fitted from simulated games.
# The value is then bent by the game situation:
# - Score and plays left: the game ends when a team has used its last play (G1), so "time
#   left" is plays left. A drive cannot be finished with too few plays (its EP shrinks), and
#   the outcome's spread counts: trailing late the coach takes variance (big plays),
#   leading late it avoids it (turnovers, sacks). This is a mean-variance reading of the win
#   probability: objective = mean + rho * variance, rho = -(expected final margin) /
#   (2 * variance of the rest of the game). Kicks and tries compare win probabilities.
# - Saving the strong plays (P4): each play carries a price, its average value over a set of
#   ordinary downs minus the average of the plays still available, scaled down as the game
#   runs out. A strong play is then called where its edge over the others is biggest
#   (third and long, the red zone) rather than on first and ten.
# - The defense calls the base that leaves the offense the least (half its best play, half
#   its average: the offense may not find the best), checks off when a package takes away
#   more than the package's price, and expects an audible after a check-off (C1). Package
#   prices fall as the offense's snaps run out, so every package is used by the end (the
#   rules' "all defenses must be used"). Goal Line is kept for the last 20 yards and Prevent
#   for a late lead or long yardage, unless the end of the game forces them out.
#
# Memory and time (it runs on the Pico): exact odds are computed once per pair of sheets
# (six columns of a number per distinct dice matchup, three bytes per play and defense), and
# each distinct (green, break-away, +20) yardage distribution of the game is read as a
# table of 3 x 66 singles (its chain followed only to _K yards); per snap the coach looks up
# six numbers of each table, works out once per table what a won matchup is worth, and then
# does a dozen multiply-adds per play (a few without a yellow die, none for a play with an
# earlier play's dice). Only one game's pairs of sheets are kept, and a
# snap's reading only until its calls are made (forget). Everything is a pure function of
# the game state, so the same game gives the same calls on the Pico, the emulator and the
# host. On the board the dice's part of the odds (P(green beats red), the yardage tables)
# is read from a file the host wrote at flash time (odds.py), a snap's six numbers a table
# straight from it, so no table sits on the heap; and the game's odds and play prices are
# made when a game with a coach starts or resumes (warm), so that no call waits for them.
#
# Its parts, one job each, in this folder (this module is their one door: the callers
# (games.cfs.callers.solitaire) import it when a game with a coach starts, or at the coach's
# first call, so a game without a coach loads none of them):
#   tune.py     the settings, with what they were measured at
#   odds.py     the exact odds and yardage tables, cached per pair of sheets
#   points.py   the EP table, a field goal's chance, points to win chance
#   values.py   a snap's values of every play against a defense (mean, variance)
#   snap.py     the snap's reading shared by a call's four steps; the package plan
#   offense.py  the play prices (P4), the play and the audible (C1 steps 2 and 4)
#   defense.py  the base and the check-off (C1 steps 1 and 3)
#   kicks.py    go, punt, field goal or end on fourth down; the extra point or two
#
# The parts the others import are loaded first, so that imports nest at most two below this
# one (coach.odds, then the game's odds) at the coach's first call, itself deep in a button
# press: MicroPython nests imports on its C stack (see callers/solitaire.py). The folder's empty
# __init__ runs before this module, one after the other, so it adds no depth.
from games.cfs.coach import odds, points, tune, values  # noqa: F401
from games.cfs.coach.defense import choose_base, choose_checkoff
from games.cfs.coach.kicks import coach_kick_choice, kick_choice
from games.cfs.coach.offense import choose_audible, choose_play, strengths
from games.cfs.coach.snap import clear_cache, forget

__all__ = (
    "choose_base",
    "choose_play",
    "choose_checkoff",
    "choose_audible",
    "kick_choice",
    "coach_kick_choice",
    "forget",
    "clear_cache",
    "warm",
)


def warm(G, sheets):
    """This game's odds and play prices, both directions, made now (a game starts, resumes,
    or play mode comes back after setup) rather than at a call: on the Pico they are most
    of a second, and a call should take a few hundred milliseconds at most (issue 10)."""
    for off in ("home", "away"):
        strengths(G["house"], sheets[off], sheets["away" if off == "home" else "home"])

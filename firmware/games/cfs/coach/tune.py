# The coach's settings and the two measured numbers of its risk reading (caller.py tells how
# it decides). Kept in one place so that a setting's measurement sits beside it.

# Tuning, measured while the coach was built (so against slightly earlier versions of it):
# coach against coach with one setting changed, 2,400 games over all ordered pairs of the
# shipped teams, the changed side's win rate (ties half), +- 0.020 at 95%:
#   SAVE 0 -> 0.476 (saving pays), SAVE 1.2 -> 0.500; CHECK_GAIN 0.1 / 0.8 -> 0.490 / 0.504;
#   RHO_MAX 0 -> 0.498; EXPECT_BEST 0.9 / 0.2 -> 0.485 / 0.503; KICK_BIAS +1.5 / -1.0 ->
#   0.483 / 0.481; LAST_DRIVE 0 (package spending left to chance) beats 12 by 0.535: the
#   price of using every package by the end, which the rules ask.
#
# The final margin's variance from a snap with n plays left in the game (both teams,
# 2 * the fewer plays left) is about S2_FLOOR + SIGMA2 * n points^2: measured over 480
# coach-against-coach games (n up to 60; it flattens beyond, where it matters little).
SIGMA2 = 1.8
S2_FLOOR = 10.0
RHO_MAX = 0.25  # cap on the risk term: near the end the quadratic reading is only rough
SAVE = 0.6  # weight of the play prices (P4); 0 spends the best matchup every time
CHECK_GAIN = 0.35  # points a package must save when there is no hurry to spend it
SPEND_BY = 0.75  # plan to use all packages within this share of the offense's snaps left
RESERVED = 1e9  # the price of Goal Line and Prevent away from their moments: not for sale
EXPECT_BEST = 0.5  # the defense expects the offense's best play this often, else an average one
AUDIBLE_GAIN = 0.05  # points an audible must gain: no change of play for noise
KICK_BIAS = 0.0  # points added to punting and field goals on fourth down (0: none)
LAST_DRIVE = 12  # plays of the defense's own last drive, when its team will end the game

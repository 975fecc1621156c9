# The sides and the phases of a game of College Football Saturday: the words the game's
# modules share (game, moves, handentry) and the shell reads through games.cfs.rules.game.

HOME = "home"
AWAY = "away"

KICKOFF = "kickoff"
SCRIMMAGE = "scrimmage"
TRY = "try"
OVER = "over"


def other(side):
    return AWAY if side == HOME else HOME

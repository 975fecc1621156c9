# La conquete du DICE-BOWL: the box runs the kicks, the penalties and the play clock; the
# movement of the players stays on the board. The interface the game seam will call:
#   new_game(seed, settings, house, teams) -> state    apply(state, action) -> events
#   choices(state) -> [[label, action], ...]            displays(state) -> {role: text}
#   over(state)                                         replay(seed, settings, house, teams, log)
# (README.md in this folder: for players and for developers.)
ID = "dicebowl"
NAME = "DICEBOWL"  # setup's GAME item: the text line holds 8
RULE_PREFIX = "D"
RULE_PREFIXES = ("DK", "DF", "DP", "DL")
PERIODS = 2  # halves of 15 plays (DP2)
TEAMS = None  # no team files: the box plays HOME against AWAY (box.py)

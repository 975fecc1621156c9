# Fliip Football (rules F1-F12): the box keeps the count of possessions, down and
# distance, ball on, the score, the kicks by three dice on each team's kicking tables and
# the score sheet; the plays come from the physical cards. game.py is the entry point,
# box.py the table on the box. No imports here: listing the games must not load them.
ID = "fliip"
NAME = "FLIIP"
RULE_PREFIX = "F"
TEAMS = "teams/fliip"  # each team's kicking tables

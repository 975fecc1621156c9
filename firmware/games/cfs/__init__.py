# College Football Saturday (rules T, M, Y, S, K, G, P, C and the house rules H in
# docs/rules/cfs.md): the dice resolve every play from the two team sheets. box.py is the seam.
ID = "cfs"
NAME = "CFS"  # setup's GAME item
RULE_PREFIX = "TMYSKGPCH"
TEAMS = "teams"  # the team sheets, firmware/teams/*.json
FILES = ("teams/coach.odds",)  # written at flash time, read through read_at (games/README)

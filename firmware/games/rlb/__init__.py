# Rugby League Breakout (seed 004; rules R1-R18 in docs/rules/rlb.md): the scoreboard of its
# six-tackle game and the adjudicator of both coaches' orders. Pure: it imports only
# sideline.dice's kind of dice, handed in, and nothing of the shell or the hardware.
RULE_PREFIX = "R"
ID = "rlb"
NAME = "RUGBY"
TEAMS = "teams/rlb"  # the rosters

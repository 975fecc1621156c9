# What the electronic scoreboard adds to the game (rules E): its modes, displays, game clock,
# setup, saves and undo; box.Table is built from them.

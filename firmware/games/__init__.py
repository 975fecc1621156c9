# One folder per game (cfs/, dicebowl/, fliip/, rlb/): its rules, data format and checker,
# views and callers; pure like the core, and knowing neither the shell nor another game.
# The seam between a game and the shell is written down in README.md here.

# The games a board may carry, in setup's order; a board carries those whose folder it has.
INSTALLED = ("cfs", "dicebowl", "fliip", "rlb")
# A save without "game" was written before the seam, by the first game: format 1 of
# College Football Saturday's (sideline.resume.named_game, and the host's readers of saves).
UNNAMED = "cfs"

# One folder per game (cfs/, dicebowl/, fliip/, rlb/): its rules, data format and checker,
# views and callers; pure like the core, and knowing neither the shell nor another game.

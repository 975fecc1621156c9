# The game itself, as docs/rules/cfs.md numbers it (T M Y S K G C H): the state and its moves,
# a play, kicks, calls, the house rules, the record.

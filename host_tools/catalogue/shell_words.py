"""The shell's part of the catalogue of the board's words (its setup, saves, undo, the
self-test), and the words every game says alike (the football faces, the short words): the
tables a game's own words module (HOST["words"]) has, for the shell."""

# Where the shell's words are explained for players.
EXPLAINED = ("firmware/games/README.md", "README.md")

# Its modules whose strings never reach a display: the save's log format and the wiring
# file's reader (their messages go to the serial console).
NOT_SHOWN = (
    "sideline/app.py",
    "sideline/config.py",  # the wiring file's reader: button names for the file, not shown
)

# What fills the shell's slots (as a game's SLOTS), before the football faces'.
SLOTS = [
    (r"^head$|^label$", "setup item", None),
    (r"^value$", "setup value", None),
    (r"mode\.upper", "mode", None),
    (r"^item\[0\]$", "entry", None),
    (r"slug", "team file", 5),
    (r"^v$", "version", 2),
    (r"head\[", "setting", 7),
    (r"TAGS", "role tag", 2),
    (r"^i$", "pin", (0, 29)),
]

# The shell's words that fit by a guard the catalogue cannot read: the code's own check.
FITS = {
    "<team> WINS": "winner_words shows <team> WON when <team> WINS would not fit",
}

# From the README and games/README.md, for words whose code says nothing a player could use.
MEANINGS = {
    "KEPT": "NEW GAME answered with anything but OK: the game under way is kept",
    "RESUME": "OK at RESUME? was pressed: the chosen game's save is being opened",
    "NEW GAME": "setup's last item: OK (then OK at NEW? OK) starts a new game",
    "GAME": "setup's first item: which game the box plays",
    "ON": "a setting's value: on",
    "OFF": "a setting's value: off",
    "HOME": "setup: the home team",
    "AWAY": "setup: the away team",
    "REDO": "a long UNDO: the action undone last is done again",
    "UNDO": "UNDO: the last action is taken back",
    "TIE GAME": "the game ended level",
    "NO": "the self-test: no display answers (NO and the missing addresses)",
    "ALL HERE": "the self-test: every display of the wiring answers",
    "HERE": "the self-test on a 4-character line: every display answers",
    "<I2C address>": "the self-test: a missing display's address, after NO",
    "<role tag><I2C address>": "the self-test: each display shows its role and address",
    "A<pin>": "the self-test: an address jumper to bridge on the backpack (A0, A1, A2)",
    "CL": "the self-test's tag for the clock display",
    "HO": "the self-test's tag for the home score display",
    "AY": "the self-test's tag for the away score display",
    "DN": "the self-test's tag for the down display",
    "BO": "the self-test's tag for the ball-on display",
    "DI": "the self-test's tag for the dice display",
    "TE": "the self-test's tag for the text line",
    "<setup item> <setup value>": "a setup item and its value (OK to change it)",
    "<setup item><setup value>": "a setup item and its value, run together to fit",
    "<setting>><setup value>": "a setup item being changed: UP/DOWN step it, OK keeps it",
    "NEW? OK": "NEW GAME asks to be sure: OK starts a new game",
    "NO REDO": "REDO (a long UNDO) has nothing to redo",
    "NO UNDO": "UNDO has nothing to undo",
    "OLD GAME": "UNDO after NEW GAME: the game it replaced is back",
    "RESUMED": "the saved game is back after power-up",
    "SAVE BAD": "the saved game could not be read; it is kept, a new game starts",
    "BAD WIRE": "the self-test: a display does not answer at its address",
    "WIRE": "the self-test: check the display's wiring",
    "<mode>": "the mode MODE has just switched to",
    "<team> WON": "who won (the abbreviation cut to fit)",
    "<entry> <number>": "an entry and its value, set with UP/DOWN",
}
MEANINGS.update(
    {
        " <I2C address>": "the self-test: a missing display's address, after NO",
        "<team> WINS": "this team won",
        "AT NEXT": "the setting changed takes effect at the next NEW GAME",
        "NO <name>": "the saved game needs a team file the board no longer has; it is kept",
        "SAVE V<name>": "the save is of another firmware version; it is kept",
    }
)
MEANINGS.update(
    {
        "BAD SAVE": "the saved game could not be read; it is kept, and why follows",
        "CLOCK": "the CLOCK button (held: the game's own use, a timeout in CFS)",
        "RESUME?": "setup's GAME chose a game with a save of its own: OK resumes it",
    }
)

# The shared football faces (sideline/faces.py) and the words every game says alike.
EVERY_GAME = {
    "<down>-<yards to go>": "the down and the yards to go (3-4: third and four)",
    "G0AL": "goal to go (the 0 is the O seven segments can draw)",
    "<GOAL part>.<GOAL part>": "goal to go; the dot after the n-th letter is the down "
    "(G.0AL first, G0AL. fourth)",
    "H <yard line>": "the ball on the home team's side, at this yard line",
    "A <yard line>": "the ball on the away team's side, at this yard line",
    "50": "the ball on midfield",
    "<score>": "the team's score",
    "<score>.": "the team's score; the dot: it has the ball",
    "FINAL": "the game is over",
    "HALF": "halftime",
    "SAFETY": "a safety: two points to the defense",
    "SAFTY": "a safety: two points to the defense",
    "REDO": "a long UNDO: the action undone last is done again",
    "HOME": "the home team",
    "ON": "a setting's value: on",
    "FUMBLE": "a fumble lost: the defense has the ball",
    "UNDO": "the last action is taken back",
    "OFF": "a setting's value: off",
    "<entry word> <number>": "an entry and its value, set with UP/DOWN",
    "MISS": "the kick is missed",
}

# Short words every game spells the same, after a game's own SPELT.
SPELT_EVERY_GAME = {
    "TD": "touchdown",
    "FG": "field goal",
    "KO": "kickoff",
    "INT": "interception",
    "INC": "incomplete",
    "INCOMPL": "incomplete pass",
    "FUM": "fumble",
    "FUMB": "fumble",
    "FUMBL": "fumble",
    "BLK": "blocked",
    "BLKTD": "blocked, returned for a touchdown",
    "PT": "punt",
    "ONSD": "onside kick",
    "NORM": "normal",
    "REC": "recovered",
    "PEN": "penalty",
    "TO": "timeout",
    "XP": "extra point",
    "2PT": "two-point try",
    "DEF": "defense",
    "OFF": "off",
    "ON": "on",
    "H": "home",
    "A": "away",
    "KOFUM": "kickoff fumbled",
    "PTFUM": "punt fumbled",
    "FGBLK": "field goal blocked",
    "ACC": "accepted",
    "DEC": "declined",
    "CONV": "conversion",
    "QTR": "quarter",
    "BRT": "brightness",
    "CLK": "clock",
    "CCH": "coach",
    "SAFE": "safety kick",
    "LF": "plays left",
    "PL": "plays",
    "FD": "first downs",
    "TOV": "turnovers",
    "NO": "no",
    "OK": "OK",
    "RECV": "receive",
    "TOSS": "coin toss",
    "TOS": "coin toss",
    "TOUCHDWN": "touchdown",
    "TOUCHBCK": "touchback",
    "PAS": "pass",
    "PKG": "package",
    "PKGS": "packages",
    "POOCH": "pooch kick",
    "KNEE": "kneel down",
}

# When a player sees the shell's words, module by module (as a game's WHEN).
WHEN = {
    "app.py": "after setup's GAME changes the game",
    "engineplay.py:_text": "after NEW GAME in setup",
    "engineplay.py:press_play": "on a button that does nothing at this step",
    "engineplay.py:setup_change": "in setup, changing a setting fixed for the game",
    "engineplay.py": "in setup (MODE to SETUP)",
    "resume.py": "at power-up, when the saved game cannot come back",
    "selftest.py": "in the first seconds after power-on (the self-test)",
    "shell.py:_answer_new_game": "after NEW GAME is answered with anything but OK",
    "shell.py:_old_game_back": "after UNDO right after NEW GAME",
    "shell.py:next_mode": "on MODE",
    "shell.py:press_setup": "in setup, after changing a setting that waits for NEW GAME",
    "shell.py": "in setup (MODE to SETUP)",
    "table.py:__init__": "at power-up, when the saved game comes back",
    "table.py:entry_text": "in a menu, setting a number with UP/DOWN",
    "table.py:redo": "after a long UNDO (REDO)",
    "table.py:undo": "after UNDO",
    "table.py:setting_word": "in setup (MODE to SETUP)",
    "table.py:winner_words": "at the end of the game",
    "config.py": "in the first seconds after power-on (the self-test)",
}

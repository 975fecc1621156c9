"""Which game has which host command: the one table the dispatch, `--help` and README.md's
command table are made from (issue 13, item 5). Edit here when a game gains a command.

For each command taking `--game ID`, each game maps to the `sideline` words that do it:
the command's own name when the command itself handles that game, another command when it
is that game's own (`sideline odds --game fliip TEAM` is `sideline fliip odds TEAM`), or
None when the game has no such thing, with the reason in WHY_NOT.
"""

NAMES = {
    "cfs": "College Football Saturday",
    "dicebowl": "Dice-Bowl",
    "fliip": "Fliip Football",
    "rlb": "Rugby League Breakout",
}
GAMES = tuple(NAMES)  # cfs first: a save without "game" is a College Football Saturday one
DEFAULT = "cfs"

BY_GAME = {
    "odds": {
        "cfs": "odds",
        "dicebowl": "dicebowl odds",
        "fliip": "fliip odds",
        "rlb": "rlb odds",
    },
    "simulate": {
        "cfs": "simulate",
        "dicebowl": "dicebowl play",
        "fliip": "fliip play",
        "rlb": None,
    },
    # replay reads every game's saves itself, knowing the game from the save's "game" key
    "replay": {"cfs": "replay", "dicebowl": "replay", "fliip": "replay", "rlb": "replay"},
    # emulate takes every game; NOT_YET says which the box cannot run yet
    "emulate": {"cfs": "emulate", "dicebowl": "emulate", "fliip": "emulate", "rlb": "emulate"},
}

WHY_NOT = {
    ("simulate", "rlb"): "its games are adjudicated from orders: sideline rlb adjudicate",
}
# Games a command takes but cannot run yet, for the help and README: emulate_cmd gives a
# game to the box only once the box takes one (VirtualBox(game=...)), and says so until
# then. Drop an entry when its game is on the box.
NOT_YET = {}

# The files the host computes for a game's board at flash time (`sideline flash`): board path
# -> the host module whose build() makes its bytes. The same paths as the game's FILES
# (games/<id>/__init__.py), which the board opens at boot (tests/test_coach_tables.py).
FLASH_FILES = {
    "cfs": {"teams/coach.odds": "host_tools.cfs.coach_tables"},
}

# What `sideline sheet check` / `show` recognise in a file, by game: the kinds of data file
# (host_tools/common/data_files.py tells them apart), and whether `sheet show` lays them out.
DATA_FILES = {
    "cfs": ("team sheets, saved games", "sheet show"),
    "dicebowl": ("saved games, box saves", None),
    "fliip": ("kicking-table files, game logs, box saves", None),
    "rlb": ("rosters, orders files, match reports, box saves", None),
}
# What the commands' own arguments are for cfs, for the help and the README.
USAGE = {
    "odds": "OFFENSE --vs DEFENSE [--json]",
    "simulate": "--home A --away B --games N --seed S",
    "replay": "LOG",
    "emulate": "--headless --script FILE",
}


def games_list():
    return ", ".join(GAMES)


def unknown(command, game):
    """The line for `--game` naming no game (or none at all)."""
    if game is None:
        return "sideline %s: --game needs one of %s" % (command, games_list())
    return "sideline %s: no game %r (games: %s)" % (command, game, games_list())


def lacks(command, game):
    """The line for a game that has no such command."""
    why = WHY_NOT.get((command, game))
    return "sideline %s: %s has no %s%s" % (command, game, command, " (%s)" % why if why else "")


def words(command, game):
    """The `sideline` words that run command for game: a list, or None if it has none."""
    w = BY_GAME[command][game]
    return None if w is None else w.split()


def add_option(parser, command):
    """`--game ID` on a command's parser (cli.by_game has already sent the games that
    another command serves there, so what reaches the parser is a game this one runs)."""
    parser.add_argument(
        "--game", metavar="ID", choices=GAMES, default=DEFAULT, help=game_help(command)
    )


def game_help(command):
    """The `--game` option's help for command."""
    parts = []
    for g in GAMES:
        w = BY_GAME[command][g]
        if (command, g) in NOT_YET:
            parts.append("%s: %s" % (g, NOT_YET[(command, g)]))
        elif w == command:
            parts.append(g + (" (the default)" if g == DEFAULT else ""))
        elif w is None:
            parts.append("%s: none, %s" % (g, WHY_NOT[(command, g)]))
        else:
            parts.append("%s: sideline %s" % (g, w))
    return "the game: %s" % "; ".join(parts)


def coverage(command):
    """'cfs, dicebowl (= sideline dicebowl odds), ...' for one command, for tables."""
    out = []
    for g in GAMES:
        w = BY_GAME[command][g]
        if (command, g) in NOT_YET:
            out.append("`%s` (%s)" % (g, NOT_YET[(command, g)]))
        elif w == command:
            out.append("`%s`" % g)
        elif w is not None:
            out.append("`%s` (= `sideline %s`)" % (g, w))
    missing = [g for g in GAMES if BY_GAME[command][g] is None]
    text = ", ".join(out)
    if missing:
        text += "; not " + ", ".join("`%s` (%s)" % (g, WHY_NOT[(command, g)]) for g in missing)
    return text


def help_epilog():
    """The table under `sideline --help`."""
    named = ", ".join("%s %s" % (g, NAMES[g]) for g in GAMES)
    lines = ["commands by game (--game ID: %s):" % named]
    for command in BY_GAME:
        lines.append("  %-9s %s" % (command, coverage(command).replace("`", "")))
    kinds = "; ".join("%s %s" % (g, DATA_FILES[g][0]) for g in GAMES)
    lines.append("  %-9s what the file is: %s" % ("sheet", kinds))
    return "\n".join(lines)


def readme_rows():
    """README.md's command-table rows for the commands that go by game."""
    kinds = "; ".join("%s (`%s`)" % (DATA_FILES[g][0], g) for g in GAMES)
    shows = ", ".join("`%s`" % g for g in GAMES if DATA_FILES[g][1])
    rows = [
        "| `sideline sheet check FILE...` / `sideline sheet show FILE` | checks data files, "
        "whatever game each is for: %s / prints one as a player reads it (%s) |" % (kinds, shows)
    ]
    what = {
        "odds": "exact odds (`cfs`: of every play against every defense)",
        "simulate": "plays whole games with the solitaire callers (`dicebowl`, `fliip`: one "
        "headless game)",
        "replay": 'a saved game replayed, its game read from the save (no `"game"`: `cfs`): '
        "the drive chart and box score (`cfs`), the final and statistics (`dicebowl`), the "
        "score sheet (`fliip`, `--csv` a row per possession), the match report (`rlb`), "
        "the host tools' files and the box's saves (`sideline pull -o`) alike",
        "emulate": "runs a button script and prints one JSON line per step",
    }
    for command in ("emulate", "odds", "simulate", "replay"):
        rows.append(
            "| `sideline %s [--game ID] %s` | %s; games: %s |"
            % (command, USAGE[command], what[command], coverage(command))
        )
    return rows

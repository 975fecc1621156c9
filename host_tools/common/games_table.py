"""Which game has which host command: the one table the dispatch, `--help` and README.md's
command table are made from (issue 13, item 5), gathered from the installed games' host
folders (each game's HOST, host_tools/common/registry.py): edit a game's own folder when it
gains a command.

For each command taking `--game ID`, each game maps to the `sideline` words that do it:
the command's own name when the command itself handles that game, another command when it
is that game's own (`sideline odds --game ID TEAM` is `sideline ID odds TEAM` for a game
whose HOST says so), or
None when the game has no such thing, with the reason in WHY_NOT.
"""

from host_tools.common import registry
from sideline import resume
from sideline.app import DEFAULT_GAME

HOSTS = registry.hosts()
NAMES = {gid: host["name"] for gid, host in HOSTS}
GAMES = tuple(NAMES)  # the board's order (games.INSTALLED)
DEFAULT = DEFAULT_GAME

COMMANDS = ("odds", "simulate", "replay", "emulate")
BY_GAME = {c: {gid: host["by_game"].get(c) for gid, host in HOSTS} for c in COMMANDS}
WHY_NOT = {(c, gid): why for gid, host in HOSTS for c, why in host.get("why_not", {}).items()}
# Games a command takes but cannot run yet, for the help and README (a HOST's "not_yet":
# {command: why}); drop an entry when its game is on the box.
NOT_YET = {(c, gid): why for gid, host in HOSTS for c, why in host.get("not_yet", {}).items()}

# The files the host computes for a game's board at flash time (`sideline flash`): board path
# -> the host module whose build() makes its bytes. The same paths as the game's FILES
# (games/<id>/__init__.py), which the board opens at boot
# (tests/games/cfs/coach/test_coach_tables.py).
FLASH_FILES = {gid: host["flash_files"] for gid, host in HOSTS if host.get("flash_files")}

# What `sideline sheet check` / `show` recognise in a file, by game: the kinds of data file
# (host_tools/common/data_files.py tells them apart), and whether `sheet show` lays them out.
DATA_FILES = {gid: host["data_files"] for gid, host in HOSTS}
# What the commands' own arguments are, for the help and the README: a game's own for the
# commands it handles itself (its HOST's "usage").
USAGE = {"replay": "LOG", "emulate": "--headless --script FILE"}
for _gid, _host in HOSTS:
    USAGE.update(_host.get("usage", {}))


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
    """'a, b (= sideline b odds), ...' for one command, for tables: each game, and the words
    that run the command for it when they are another command's."""
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
        "odds": "exact odds" + _notes("odds", ": "),
        "simulate": "plays whole games with the solitaire callers" + _notes("simulate", ": "),
        "replay": 'a saved game replayed, its game read from the save (no `"game"`: `%s`): '
        "%s, the host tools' files and the box's saves (`sideline pull -o`) alike"
        % (resume.UNNAMED, ", ".join(_readme("replay").values())),
        "emulate": "runs a button script and prints one JSON line per step",
    }
    for command in ("emulate", "odds", "simulate", "replay"):
        rows.append(
            "| `sideline %s [--game ID] %s` | %s; games: %s |"
            % (command, USAGE[command], what[command], coverage(command))
        )
    return rows


def _readme(command):
    """{game: its words on command in the README's table}, from each HOST's "readme"."""
    return {
        gid: host["readme"][command] for gid, host in HOSTS if command in host.get("readme", {})
    }


def _notes(command, sep):
    """' (`a`, `b`: words; `c`: other words)': the games sharing each note, in order."""
    groups = []
    for gid, words in _readme(command).items():
        if groups and groups[-1][1] == words:
            groups[-1][0].append(gid)
        else:
            groups.append(([gid], words))
    if not groups:
        return ""
    return " (%s)" % "; ".join(", ".join("`%s`" % g for g in gids) + sep + w for gids, w in groups)

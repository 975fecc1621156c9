"""`sideline replay LOG [--game ID] [--teams DIR] [--json]`: a saved game, replayed.

The game is the save's "game" key (none: the unnamed game's format 1, resume.UNNAMED). LOG is
a save slot copied off the board (save0.sln / save1.sln) or a save's own file; the game's
host folder replays it (its HOST["replay"]: host_tools/README.md), with the team files it
names (from firmware/teams/ unless --teams says where), into its game's report.
Exit status: 0 printed, 1 unreadable / damaged log or missing sheet, 2 usage error.
"""

import json
import sys

from host_tools.common import box_saves, games_table, registry
from host_tools.common.paths import TEAMS
from host_tools.common.saves import LogError, read_log, show
from sideline import resume


def add_parser(sub):
    p = sub.add_parser(
        "replay",
        help="replay a saved game of any game: drive chart and box score, score sheet, report",
        description=_description(),
    )
    p.add_argument("log", metavar="LOG", help="save slot (.sln), saved game or record (JSON)")
    add_report_options(p)
    p.add_argument(
        "--game",
        metavar="ID",
        choices=games_table.GAMES,
        default=None,
        help='the game the save must be, one of %s (default: the save\'s "game", %s '
        "without one)" % (games_table.games_list(), resume.UNNAMED),
    )
    p.set_defaults(run=run)
    return p


def _description():
    """The games' own words on what their saves are (each HOST's "replay_help")."""
    words = [
        "%s: %s" % (gid, h["replay_help"]) for gid, h in registry.hosts() if "replay_help" in h
    ]
    boxed = [gid for gid, h in registry.hosts() if h.get("box_save")]
    text = 'Replay a saved game, of the game its "game" key names (none: %s). %s.' % (
        resume.UNNAMED,
        "; ".join(words),
    )
    if boxed:
        text += (
            " A box save of %s (sideline pull -o) is replayed by the game's own table and "
            "reported the same way." % _either(boxed)
        )
    return text


def _either(words):
    """'a, b or c'."""
    return words[0] if len(words) == 1 else "%s or %s" % (", ".join(words[:-1]), words[-1])


def add_report_options(p):
    """--teams and --json, shared with `sideline pull`."""
    p.add_argument(
        "--teams",
        metavar="DIR",
        default=str(TEAMS),
        help="folder of the team sheets the game names (default: firmware/teams)",
    )
    p.add_argument("--json", action="store_true", help="print JSON instead of tables")
    p.add_argument(
        "--csv",
        action="store_true",
        help="print CSV: Fliip's score sheet (a row per possession), Dice-Bowl's statistics",
    )


def run(args, parser=None):
    args.prog_name = "sideline replay"
    try:
        data, kind = read_log(args.log)
        game = game_of(data)
        if args.game is not None and args.game != game:
            raise LogError(
                '%s: a %s save, not %s (a save without "game" is %s)'
                % (args.log, game, args.game, resume.UNNAMED)
            )
        if game not in games_table.GAMES:
            raise LogError(
                "%s: a save of game %r, not one of %s" % (args.log, game, games_table.games_list())
            )
        hook = registry.hook(game, "replay")
        save, err = hook.load(data, show(args.log))
        if err:
            raise LogError(err)
    except LogError as e:
        print("sideline replay: %s" % e, file=sys.stderr)
        return 1
    except RecursionError:  # JSON nested deeper than Python's parser goes
        print("sideline replay: %s: not a game log (nested too deeply)" % args.log, file=sys.stderr)
        return 1
    title = "from %s" % kind if getattr(hook, "TITLED", False) and not args.json else None
    return hook.report(save, args, sys.stdout, title)


def game_of(data):
    """The game a save names ("game"); a save without one, or not JSON, is the unnamed
    game's (resume.UNNAMED, format 1), whose own reader says what is wrong with it."""
    try:
        obj = json.loads(data)
    except (ValueError, UnicodeDecodeError):
        return resume.UNNAMED
    if isinstance(obj, dict) and "game" in obj:
        return obj["game"] if isinstance(obj["game"], str) else repr(obj["game"])
    return resume.UNNAMED


def fail(args, msg):
    """A save that does not replay: one line on stderr; the exit status."""
    print("sideline replay: %s: %s" % (args.log, msg), file=sys.stderr)
    return 1


def box_table(save, args):
    """(table, None) or (None, reason) for a box save, with --teams if it was given."""
    return box_saves.table_of(save, None if args.teams == str(TEAMS) else args.teams)

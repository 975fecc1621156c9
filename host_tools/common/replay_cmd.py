"""`sideline replay LOG [--game ID] [--teams DIR] [--json]`: a saved game, replayed.

The game is the save's "game" key (none: College Football Saturday's format 1). For
College Football Saturday, LOG is a save slot copied off the board (save0.sln / save1.sln),
a saved game (the slot's JSON payload, as `sideline pull -o` writes it) or a bare game
record, replayed with the team sheets it names (from firmware/teams/ unless --teams says
where) into a drive chart and box score. The other games' saves, the box's among them:
host_tools/dicebowl/replay.py (--csv: Fliip's score sheet, Dice-Bowl's statistics).
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
        description='Replay a saved game, of the game its "game" key names (none: cfs). '
        "cfs: a .sln save slot, a saved-game JSON or a bare record JSON, printed as its drive "
        "chart and box score; dicebowl: a saved game (dicebowl play --out), its final and "
        "statistics; fliip: a game log (fliip play -o), its score sheet; rlb: a match report "
        "(rlb adjudicate --json), the report. A box save of dicebowl, fliip or rlb (sideline "
        "pull -o) is replayed by the game's own table and reported the same way.",
    )
    p.add_argument("log", metavar="LOG", help="save slot (.sln), saved game or record (JSON)")
    add_report_options(p)
    p.add_argument(
        "--game",
        metavar="ID",
        choices=games_table.GAMES,
        default=None,
        help='the game the save must be, one of %s (default: the save\'s "game", cfs '
        "without one)" % games_table.games_list(),
    )
    p.set_defaults(run=run)
    return p


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

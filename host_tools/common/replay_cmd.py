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

from rich.console import Console

from host_tools.cfs import boxscore
from host_tools.common import games_table
from host_tools.device.flashing import FIRMWARE
from host_tools.dicebowl import replay as replay_games

TEAMS = FIRMWARE / "teams"


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


def print_report(payload, args, title=None, out=None):
    """Replay a payload and print it (tables or --json); the exit status."""
    out = out or sys.stdout
    try:
        rep = boxscore.report(payload, args.teams)
    except boxscore.LogError as e:
        print("%s: %s" % (args.prog_name, e), file=sys.stderr)
        return 1
    except (TypeError, ValueError, KeyError, IndexError, AttributeError, RecursionError) as e:
        # a log of the right outline with values of the wrong kind
        print(
            "%s: not a game log this version can replay (%r)" % (args.prog_name, e), file=sys.stderr
        )
        return 1
    if args.json:
        print(json.dumps(boxscore.as_json(rep), indent=1), file=out)
    else:
        console = Console(file=out, width=max(100, Console(file=out).width))
        boxscore.render(rep, console, title)
    return 0


def run(args, parser=None):
    args.prog_name = "sideline replay"
    try:
        data, kind = boxscore.read_log(args.log)
        game = game_of(data)
        if args.game is not None and args.game != game:
            raise boxscore.LogError(
                '%s: a %s save, not %s (a save without "game" is cfs)' % (args.log, game, args.game)
            )
        if game not in games_table.GAMES:
            raise boxscore.LogError(
                "%s: a save of game %r, not one of %s" % (args.log, game, games_table.games_list())
            )
        if game != "cfs":
            save = json.loads(data)
            return replay_games.REPLAY[game](save, args, str(TEAMS), sys.stdout)
        payload = boxscore.parse_payload(data, boxscore.show(args.log))
    except boxscore.LogError as e:
        print("sideline replay: %s" % e, file=sys.stderr)
        return 1
    except RecursionError:  # JSON nested deeper than Python's parser goes
        print("sideline replay: %s: not a game log (nested too deeply)" % args.log, file=sys.stderr)
        return 1
    return print_report(payload, args, None if args.json else "from %s" % kind)


def game_of(data):
    """The game a save names ("game"); a save without one, or not JSON, is cfs (format 1),
    whose own reader says what is wrong with it."""
    try:
        obj = json.loads(data)
    except (ValueError, UnicodeDecodeError):
        return "cfs"
    if isinstance(obj, dict) and "game" in obj:
        return obj["game"] if isinstance(obj["game"], str) else repr(obj["game"])
    return "cfs"

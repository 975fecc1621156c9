"""`sideline replay LOG [--teams DIR] [--json]`: a game's drive chart and box score.

LOG is a save slot copied off the board (save0.sln / save1.sln), a saved game (the slot's
JSON payload, as `sideline pull -o` writes it) or a bare game record. The record is
replayed with the team sheets it names (from firmware/teams/ unless --teams says where).
Exit status: 0 printed, 1 unreadable / damaged log or missing sheet, 2 usage error.
"""

import json
import sys

from rich.console import Console

from host_tools import boxscore
from host_tools.flashing import FIRMWARE

TEAMS = FIRMWARE / "teams"


def add_parser(sub):
    p = sub.add_parser(
        "replay",
        help="drive chart and box score of a saved game",
        description="Replay a saved game (a .sln save slot, a saved-game JSON or a bare "
        "record JSON) and print its drive chart and box score.",
    )
    p.add_argument("log", metavar="LOG", help="save slot (.sln), saved game or record (JSON)")
    add_report_options(p)
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
        payload, kind = boxscore.load_log(args.log)
    except boxscore.LogError as e:
        print("sideline replay: %s" % e, file=sys.stderr)
        return 1
    except RecursionError:  # JSON nested deeper than Python's parser goes
        print("sideline replay: %s: not a game log (nested too deeply)" % args.log, file=sys.stderr)
        return 1
    return print_report(payload, args, None if args.json else "from %s" % kind)

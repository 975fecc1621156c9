"""`sideline replay` of a College Football Saturday save (a save slot, a saved game as
`sideline pull -o` writes it, or a bare record): replayed with the team sheets it names
into a drive chart and box score (host_tools/cfs/boxscore.py)."""

import json
import sys

from rich.console import Console

from host_tools.cfs import boxscore, drive_chart

# The box score's title says where the game was read from (`sideline replay`: a slot, a
# record), so replay hands it the words; the other games' reports have no title.
TITLED = True


def load(data, name):
    """(the save, None) or (None, one line) for a save's bytes."""
    try:
        return boxscore.parse_payload(data, name), None
    except boxscore.LogError as e:
        return None, str(e)


def report(payload, args, out, title=None):
    """Replay a payload and print it (tables or --json); the exit status."""
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
        drive_chart.render(rep, console, title)
    return 0

"""`sideline replay` of a Fliip Football game log (`sideline fliip play -o`, or a box save,
`sideline pull -o`): replayed through the game's core, and reported as its score sheet
(F12; --csv a row per possession)."""

import json

from host_tools.common import box_saves, paths
from host_tools.common.replay_cmd import box_table, fail
from host_tools.fliip import play as fliip_play
from host_tools.fliip import sheet as fliip_sheet


def report(save, args, out, title=None):
    """The save replayed and reported on out; the exit status (1 with one line on stderr
    when it does not replay). No title of its own: `sideline pull` prints its line first."""
    if box_saves.is_box_save(save):
        t, err = box_table(save, args)
        if err:
            return fail(args, err)
        state = t.state_
    else:
        folder = args.teams if args.teams != str(paths.TEAMS) else fliip_play.TEAMS
        teams, _ = fliip_play.load_teams(folder)
        try:
            state = fliip_play.replay_log(save, teams)
        except fliip_play.LogError as e:
            return fail(args, e)
        except (ValueError, TypeError, KeyError, IndexError, AttributeError) as e:
            return fail(args, "does not replay (%r)" % e)  # the right outline, wrong values
    if args.json:
        G = state["G"]
        rep = {
            "game": "fliip",
            "home": G["teams"]["home"]["name"],
            "away": G["teams"]["away"]["name"],
            "score": G["score"],
            "sheet": fliip_sheet.sheet_rows(state),
        }
        print(json.dumps(rep, indent=1), file=out)
        return 0
    return fliip_sheet.print_sheet(state, getattr(args, "csv", False), out)


def load(data, name):
    """(the save, None): replay and pull hand over a save already read as JSON."""
    return json.loads(data), None

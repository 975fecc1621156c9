"""`sideline replay` of a Dice-Bowl save (`sideline dicebowl play --out`, `season`, or a
box save, `sideline pull -o`): replayed through the game's core, never read off numbers
typed into the file, and reported as the final and the statistics of both teams."""

import csv
import json

from host_tools.common import box_saves
from host_tools.common.replay_cmd import box_table, fail
from host_tools.dicebowl import saved as dicebowl_saved
from sideline.table import SIDES


def report(save, args, out, title=None):
    """The save replayed and reported on out; the exit status (1 with one line on stderr
    when it does not replay). No title of its own: `sideline pull` prints its line first."""
    if box_saves.is_box_save(save):
        t, err = box_table(save, args)
        if err:
            return fail(args, err)
        state = t.state_
        save = dict(box_saves.side_names(save) or SIDES, log=t.log)  # a game without team files
    else:
        state, err = dicebowl_saved.replay_record(save)
        if err:
            return fail(args, err)
    G = state["G"]
    stats = G["stats"]
    if getattr(args, "csv", False):
        w = csv.writer(out, lineterminator="\n")
        keys = list(stats["home"])
        w.writerow(["side", "team", "points"] + keys)
        for side in ("home", "away"):
            w.writerow([side, save[side], G["score"][side]] + [stats[side][k] for k in keys])
        return 0
    if args.json:
        rep = {
            "game": "dicebowl",
            "home": save["home"],
            "away": save["away"],
            "final": G["score"],
            "stats": stats,
            "actions": len(save["log"]),
        }
        print(json.dumps(rep, indent=1), file=out)
        return 0
    print(
        "Dice-Bowl, final: %s %d, %s %d (%d actions)"
        % (save["home"], G["score"]["home"], save["away"], G["score"]["away"], len(save["log"])),
        file=out,
    )
    width = max(len(save["home"]), len(save["away"]), 4)
    names = list(stats["home"])
    print("%-*s  %s" % (width, "team", "  ".join(names)), file=out)
    for side in ("home", "away"):
        cells = ("%*d" % (len(k), stats[side][k]) for k in names)
        print("%-*s  %s" % (width, save[side], "  ".join(cells)), file=out)
    return 0


def load(data, name):
    """(the save, None): replay and pull hand over a save already read as JSON."""
    return json.loads(data), None

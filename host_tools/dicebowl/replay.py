"""`sideline replay` for the games other than College Football Saturday: each save is
replayed through its game's core and reported, never read off numbers typed into the file.

- Dice-Bowl: a saved game (`sideline dicebowl play --out`, `season`): the final and the
  statistics of both teams;
- Fliip Football: a game log (`sideline fliip play -o`): the score sheet (F12);
- Rugby League Breakout: a match report (`sideline rlb adjudicate --json`): its start and
  actions replayed, the report tackle by tackle;
- and a box save of any of the three (`sideline pull -o`, host_tools/common/box_saves.py): replayed
  by the game's own table, then reported as above.

Each function takes the save (a JSON object), the parsed args (json, teams, log) and the
default teams folder, prints, and returns the exit status (1 with one line on stderr when
the save does not replay).
"""

import csv
import json
import sys

from host_tools.common import box_saves
from host_tools.dicebowl import saved as dicebowl_saved
from host_tools.fliip import cmd as fliip_cmd
from host_tools.fliip import play as fliip_play
from host_tools.rlb import report as rlb_report
from sideline.table import SIDES


def _fail(args, msg):
    print("sideline replay: %s: %s" % (args.log, msg), file=sys.stderr)
    return 1


def _box_table(save, args, teams_default):
    """(table, None) or (None, reason) for a box save, with --teams if it was given."""
    return box_saves.table_of(save, None if args.teams == teams_default else args.teams)


def dicebowl(save, args, teams_default, out):
    if box_saves.is_box_save(save):
        t, err = _box_table(save, args, teams_default)
        if err:
            return _fail(args, err)
        state = t.state_
        save = dict(box_saves.side_names(save) or SIDES, log=t.log)  # a game without team files
    else:
        state, err = dicebowl_saved.replay_record(save)
        if err:
            return _fail(args, err)
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


def fliip(save, args, teams_default, out):
    if box_saves.is_box_save(save):
        t, err = _box_table(save, args, teams_default)
        if err:
            return _fail(args, err)
        state = t.state_
    else:
        folder = args.teams if args.teams != teams_default else fliip_play.TEAMS
        teams, _ = fliip_play.load_teams(folder)
        try:
            state = fliip_play.replay_log(save, teams)
        except fliip_play.LogError as e:
            return _fail(args, e)
        except (ValueError, TypeError, KeyError, IndexError, AttributeError) as e:
            return _fail(args, "does not replay (%r)" % e)  # the right outline, wrong values
    if args.json:
        G = state["G"]
        rep = {
            "game": "fliip",
            "home": G["teams"]["home"]["name"],
            "away": G["teams"]["away"]["name"],
            "score": G["score"],
            "sheet": fliip_cmd.sheet_rows(state),
        }
        print(json.dumps(rep, indent=1), file=out)
        return 0
    return fliip_cmd.print_sheet(state, getattr(args, "csv", False), out)


def rlb_replay(save):
    """(final G, [(action, events)], None) or (None, None, one-line reason) for a match
    report: its start and actions replayed, and its score held to what they give."""
    from games.rlb import match
    from sideline.dice import Dice

    if not isinstance(save.get("start"), dict) or not isinstance(save.get("actions"), list):
        return None, None, 'a match report needs "start" and a list of "actions" (rlb --json)'
    try:
        G = match.copy(save["start"])
        log = [(a, match.apply(G, a, Dice(G["dice"]))) for a in save["actions"]]
    except (ValueError, TypeError, KeyError, IndexError, AttributeError) as e:
        return None, None, "does not replay (%r)" % e
    if "score" in save and save["score"] != list(G["score"]):
        return (
            None,
            None,
            "score %s does not match the actions' %s"
            % (
                save["score"],
                list(G["score"]),
            ),
        )
    return G, log, None


def rlb(save, args, teams_default, out):
    if box_saves.is_box_save(save):
        t, err = _box_table(save, args, teams_default)
        if err:
            return _fail(args, err)
        log = box_saves.actions_and_events(t)
        G = t.state_["G"]
        save = {"seed": t.game_seed}
    else:
        G, log, err = rlb_replay(save)
        if err:
            return _fail(args, err)
    if getattr(args, "csv", False):
        return _fail(args, "a match report is lines, not a table: no --csv (try --json)")
    if args.json:
        print(json.dumps(rlb_report.json_report(G, log, save.get("seed")), indent=1), file=out)
    else:
        for line in rlb_report.text_report(G, log):
            print(line, file=out)
    return 0


REPLAY = {"dicebowl": dicebowl, "fliip": fliip, "rlb": rlb}

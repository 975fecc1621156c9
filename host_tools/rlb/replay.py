"""`sideline replay` of a Rugby League Breakout match report (`sideline rlb adjudicate
--json`, or a box save, `sideline pull -o`): its start and actions replayed, the report
tackle by tackle."""

import json

from games.rlb import match
from host_tools.common import box_saves
from host_tools.common.replay_cmd import box_table, fail
from host_tools.rlb import report as rlb_report
from sideline.dice import Dice


def rlb_replay(save):
    """(final G, [(action, events)], None) or (None, None, one-line reason) for a match
    report: its start and actions replayed, and its score held to what they give."""
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


def report(save, args, out, title=None):
    """The save replayed and reported on out; the exit status (1 with one line on stderr
    when it does not replay). No title of its own: `sideline pull` prints its line first."""
    if box_saves.is_box_save(save):
        t, err = box_table(save, args)
        if err:
            return fail(args, err)
        log = box_saves.actions_and_events(t)
        G = t.state_["G"]
        save = {"seed": t.game_seed}
    else:
        G, log, err = rlb_replay(save)
        if err:
            return fail(args, err)
    if getattr(args, "csv", False):
        return fail(args, "a match report is lines, not a table: no --csv (try --json)")
    if args.json:
        print(json.dumps(rlb_report.json_report(G, log, save.get("seed")), indent=1), file=out)
    else:
        for line in rlb_report.text_report(G, log):
            print(line, file=out)
    return 0


def load(data, name):
    """(the save, None): replay and pull hand over a save already read as JSON."""
    return json.loads(data), None

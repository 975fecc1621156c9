"""Fliip Football's data files, for `sideline sheet check` (host_tools/common/data_files.py
gathers every game's): kicking-table files and game logs (`sideline fliip play -o`)."""

from games.fliip import tables
from host_tools.fliip import play as fliip_play


def kind(obj):
    return "fliip log" if "actions" in obj else "fliip tables"


def _tables(name, text, obj, seen):
    team, msg = tables.parse(name, text)
    if msg:
        return None, msg
    used = seen.setdefault("fliip", {})
    if team["abbr"] in used:  # as tables.load skips it on the board
        return None, '%s: abbr: "%s" is already used by %s; file skipped' % (
            name,
            team["abbr"],
            used[team["abbr"]],
        )
    used[team["abbr"]] = name
    return "%s, Fliip kicking tables" % team["name"], None


def _log(name, text, obj, seen):
    try:
        state = fliip_play.replay_log(obj)
    except fliip_play.LogError as e:
        return None, "%s: %s" % (name, e)
    except (ValueError, TypeError, KeyError, IndexError, AttributeError) as e:
        return None, "%s: does not replay (%r)" % (name, e)
    G = state["G"]
    return "Fliip game log, %s %d, %s %d" % (
        G["teams"]["home"]["abbr"],
        G["score"]["home"],
        G["teams"]["away"]["abbr"],
        G["score"]["away"],
    ), None


KINDS = {
    "fliip tables": ("a Fliip kicking-table file", _tables, "fliip odds FILE"),
    "fliip log": ("a Fliip game log", _log, "replay FILE"),
}

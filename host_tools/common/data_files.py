"""What a data file is, told from its content, and its game's checker: what
`sideline sheet check` and `sheet show` dispatch on (issue 13, item 5).

A JSON object names its game with "game" (Fliip kicking tables and logs, RLB rosters and
match reports, Dice-Bowl saved games, College Football Saturday saves from format 2); one
without it is College Football Saturday's (team sheets and saves of format 1). A text
whose first line is an orders line (team, keys, defence, p1 ...) is an RLB orders file.
Anything else that looks like JSON goes to the team sheet checker, whose message about
broken JSON is the same for every game; the rest is none of them.

Each checker takes (path, text, obj, seen) and returns (what it is, None) or
(None, "FILE: problem"); seen lets a game refuse an abbr an earlier file already used.
"""

import json

from host_tools.common import games_table
from sideline import resume

ORDERS_WORDS = ("team", "keys", "effort", "offside", "hardness", "defence") + tuple(
    "p%d" % n for n in range(1, 8)
)


def kind_of(text):
    """(kind, the parsed JSON or None); kind is a key of KINDS, or None for none of them."""
    try:
        obj = json.loads(text)
    except (ValueError, RecursionError):
        return _text_kind(text), None
    if not isinstance(obj, dict):
        return None, obj
    game = resume.named_game(obj)  # a team sheet names no game either: CFS's too
    saved = "record" in obj or ("start" in obj and "actions" in obj)
    if game == resume.UNNAMED:
        return ("cfs save" if saved else "cfs sheet"), obj
    if game in ("dicebowl", "fliip", "rlb") and "v" in obj and "log" in obj and "start" in obj:
        return game + " box save", obj  # as the board writes it (host_tools/common/box_saves.py)
    if game == "dicebowl":
        return "dicebowl save", obj
    if game == "fliip":
        return ("fliip log" if "actions" in obj else "fliip tables"), obj
    if game == "rlb":
        return ("rlb report" if "actions" in obj else "rlb roster"), obj
    return None, obj


def _text_kind(text):
    for line in text.split("\n"):
        words = line.split("#")[0].split()
        if words:
            if words[0].lower() in ORDERS_WORDS:
                return "rlb orders"
            break
    head = text.lstrip("\ufeff \t\r\n")[:1]
    return "cfs sheet" if head in ("", "{", "[") else None


def unknown_line(name, obj):
    """The one line for a file that is none of the kinds."""
    if isinstance(obj, dict) and "game" in obj:
        return "%s: a file of game %s, which is not one of %s" % (
            name,
            json.dumps(obj["game"]),
            games_table.games_list(),
        )
    return "%s: not a data file of any game (expected %s)" % (name, EXPECTED)


# --- the checkers -------------------------------------------------------------------------


def _cfs_sheet(name, text, obj, seen):
    from games.cfs.sheetload import load_sheets

    sheets, messages = load_sheets([(name, text)], seen.setdefault("cfs", {}))
    if not sheets:
        return None, messages[0]
    return "%s, %d plays" % (sheets[0]["name"], len(sheets[0]["plays"])), None


def _cfs_save(name, text, obj, seen):
    from host_tools.cfs import boxscore
    from host_tools.common.replay_cmd import TEAMS

    try:
        rep = boxscore.report(boxscore.parse_payload(text, name), str(TEAMS))
    except boxscore.LogError as e:
        msg = str(e)
        return None, msg if msg.startswith(name) else "%s: %s" % (name, msg)
    except (TypeError, ValueError, KeyError, IndexError, AttributeError) as e:
        return None, "%s: not a save this version can replay (%r)" % (name, e)
    teams, final = rep["abbr"], rep["final"]
    return "College Football Saturday saved game, %s %d, %s %d" % (
        teams["home"],
        final["home"],
        teams["away"],
        final["away"],
    ), None


def _dicebowl_save(name, text, obj, seen):
    from host_tools.dicebowl import saved as dicebowl_saved

    state, err = dicebowl_saved.replay_record(obj)
    if err:
        return None, "%s: %s" % (name, err)
    s = state["G"]["score"]
    return "Dice-Bowl saved game, %s %d, %s %d" % (
        obj["home"],
        s["home"],
        obj["away"],
        s["away"],
    ), None


def _fliip_tables(name, text, obj, seen):
    from games.fliip import tables

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


def _fliip_log(name, text, obj, seen):
    from host_tools.fliip import play as fliip_play

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


def _rlb_roster(name, text, obj, seen):
    from games.rlb import roster

    team, msg = roster.parse_roster(name, text)
    if msg:
        return None, msg
    return "%s, %s, RLB roster" % (team["name"], team["abbr"]), None


def _rlb_orders(name, text, obj, seen):
    from games.rlb import orders

    o, msg = orders.parse_orders(name, text)
    if msg:
        return None, msg
    return "RLB orders for %s" % o["team"], None


def _rlb_report(name, text, obj, seen):
    from host_tools.dicebowl import replay as replay_games

    G, _log, err = replay_games.rlb_replay(obj)
    if err:
        return None, "%s: %s" % (name, err)
    return "RLB match report, %d-%d" % tuple(G["score"]), None


def _box_save(name, text, obj, seen):
    from host_tools.common import box_saves
    from host_tools.common.games_table import NAMES

    t, err = box_saves.table_of(obj)
    if err:
        return None, "%s: %s" % (name, err)
    home, away = t.teams["home"], t.teams["away"]
    names = box_saves.side_names(obj) or {}
    words = [names.get("home"), names.get("away")]
    for i, team in enumerate((home, away)):
        if words[i] is None:
            words[i] = team if isinstance(team, str) else team["abbr"]
    score = t.summary()["score"]
    where = "final" if t.over() else "under way, %d actions" % len(t.log)
    return "%s box save (%s), %s %d, %s %d" % (
        NAMES[obj["game"]],
        where,
        words[0],
        score[0],
        words[1],
        score[1],
    ), None


# kind: (game, what it is, its checker, what reads it, for `sheet show`'s pointer)
KINDS = {
    "cfs sheet": ("cfs", "a College Football Saturday team sheet", _cfs_sheet, "sheet show"),
    "cfs save": ("cfs", "a saved College Football Saturday game", _cfs_save, "replay FILE"),
    "dicebowl save": ("dicebowl", "a saved Dice-Bowl game", _dicebowl_save, "replay FILE"),
    "fliip tables": ("fliip", "a Fliip kicking-table file", _fliip_tables, "fliip odds FILE"),
    "fliip log": ("fliip", "a Fliip game log", _fliip_log, "replay FILE"),
    "rlb roster": ("rlb", "an RLB roster", _rlb_roster, "rlb odds FILE OTHER_ROSTER"),
    "rlb orders": ("rlb", "an RLB orders file", _rlb_orders, "rlb adjudicate FILE OTHER_ORDERS"),
    "rlb report": ("rlb", "an RLB match report", _rlb_report, "replay FILE"),
    "dicebowl box save": ("dicebowl", "a Dice-Bowl box save", _box_save, "replay FILE"),
    "fliip box save": ("fliip", "a Fliip box save", _box_save, "replay FILE"),
    "rlb box save": ("rlb", "an RLB box save", _box_save, "replay FILE"),
}
EXPECTED = ", ".join(k[1] for k in KINDS.values())


def check(name, text, seen):
    """(kind, what it is, None) or (kind, None, one line) for one file's text."""
    kind, obj = kind_of(text)
    if kind is None:
        return None, None, unknown_line(name, obj)
    what, msg = KINDS[kind][2](name, text, obj, seen)
    return kind, what, msg

"""A save read for the league: checked by its game's own checker and replayed by its own
code (host_tools/common/box_saves.py, host_tools/dicebowl/saved.py, host_tools/rlb/replay.py),
then reduced to the league's result (host_tools/league/engine.py). Nothing is read off numbers
typed into the file: the score and the statistics are the replay's.

Saves read: Dice-Bowl's host record (`sideline dicebowl play --out`, `season`) and box save
(`sideline pull -o`); Rugby League Breakout's match report (`sideline rlb adjudicate
--json`) and box save; Fliip's box save; College Football Saturday's box save or record
(`sideline pull -o`, replayed by `sideline replay`'s own box score against the shipped team
sheets).

House readings: a save may carry a top-level "house", a list of the names of the house
readings in force (absent or empty: the rulebook's game). A Dice-Bowl host record's own
"house" is a dict of its gap-filling rule values (games/dicebowl/rules.py HOUSE): the names
whose value differs from the game's defaults are the readings in force.
"""

import json

from games.dicebowl.rules import HOUSE
from host_tools.cfs import boxscore
from host_tools.common import box_saves
from host_tools.dicebowl import saved as dicebowl_saved
from host_tools.rlb import replay as rlb_replay
from sideline import resume

GAMES = ("dicebowl", "rlb", "fliip", "cfs")
CFS_STATS = ("first_downs", "rushing", "passing", "yards", "turnovers", "plays")
MAX_BYTES = 512 * 1024  # a whole Dice-Bowl game is ~3 KB, an RLB match report ~30 KB


def parse(data, game):
    """(result, None) or (None, one-line reason) for the bytes of an uploaded save of
    `game`. The result's home and away are the names the save gives (or None)."""
    if len(data) > MAX_BYTES:
        return None, "the file is %d bytes, more than the %d a save can be" % (
            len(data),
            MAX_BYTES,
        )
    try:
        obj = json.loads(data)
    except (UnicodeDecodeError, ValueError):
        return None, "not a save: the file is not JSON"
    except RecursionError:
        return None, "not a save: nested too deeply"
    if not isinstance(obj, dict):
        return None, "not a save: a save is a JSON object"
    named = resume.named_game(obj)
    if named != game:
        return None, "a save of %s, not of %s" % (named if isinstance(named, str) else "?", game)
    house, err = house_of(obj, game)
    if err:
        return None, err
    try:
        res, err = READERS[game](obj)
    except (ValueError, TypeError, KeyError, IndexError, AttributeError) as e:
        return None, "the save does not replay (%s)" % type(e).__name__
    if err:
        return None, err
    res["house"] = house
    res["typed"] = False
    return res, None


def house_of(obj, game):
    """(names of the house readings in force, None) or (None, reason)."""
    h = obj.get("house")
    if h is None:
        return [], None
    if isinstance(h, list):
        if not all(isinstance(x, str) and x for x in h):
            return None, '"house" must list the names of house readings'
        return sorted(set(h)), None
    if isinstance(h, dict) and game == "dicebowl":
        return sorted(k for k, v in h.items() if k not in HOUSE or HOUSE[k] != v), None
    return None, '"house" must list the names of house readings'


def _dicebowl(obj):
    if box_saves.is_box_save(obj):
        if box_saves.side_names(obj) is None:
            # a box save pulled without --home/--away: its sides are the fixture's
            t, err = box_saves.table_of(obj)
            if err:
                return None, err
            if not t.over():
                return None, "the game on the box is not over (%d actions)" % len(t.log)
            state, rec = t.state_, {"home": None, "away": None}
        else:
            rec, state, err = dicebowl_saved.dicebowl_record(obj)
            if err:
                return None, err
    else:
        state, err = dicebowl_saved.replay_record(obj)
        if err:
            return None, err
        rec = obj
    G = state["G"]
    return {
        "home": rec["home"],
        "away": rec["away"],
        "final": {"home": G["score"]["home"], "away": G["score"]["away"]},
        "winner": None,
        "by": "score",
        "stats": {s: dict(G["stats"][s]) for s in ("home", "away")},
    }, None


def _event_counts(G, events):
    """Each side's events by kind (tries, penalties, kicks...): the statistics of a game
    whose record keeps no totals, counted from the events its own code returned."""
    out = {"home": {}, "away": {}}
    for e in events:
        if not isinstance(e, dict):
            continue
        t = e.get("team")
        side = {0: "home", 1: "away", "home": "home", "away": "away"}.get(t)
        if side is None or not isinstance(e.get("e"), str):
            continue
        out[side][e["e"]] = out[side].get(e["e"], 0) + 1
    return out


def _engine_result(G, events, names):
    s = G["score"]
    final = {"home": s[0], "away": s[1]} if isinstance(s, list) else dict(s)
    return {
        "home": names[0],
        "away": names[1],
        "final": final,
        "winner": None,
        "by": "score",
        "stats": _event_counts(G, events),
    }


def _box(obj, game):
    t, err = box_saves.table_of(obj)
    if err:
        return None, None, err
    if not t.over():
        return None, None, "the game on the box is not over (%d actions)" % len(t.log)
    events = [e for _a, evs in box_saves.actions_and_events(t) for e in evs]
    return t.state_["G"], events, None


def _rlb(obj):
    if box_saves.is_box_save(obj):
        G, events, err = _box(obj, "rlb")
    else:
        G, log, err = rlb_replay.rlb_replay(obj)
        events = [e for _a, evs in log or () for e in evs]
    if err:
        return None, err
    if not G.get("over"):
        return None, "the match is not over"
    names = (G["teams"][0]["name"], G["teams"][1]["name"])
    res = _engine_result(G, events, names)
    r = G.get("result") or {}
    if r.get("by") not in (None, "score", "draw") and r.get("winner") in (0, 1):
        # R4 settled a level score inside the game (a cup game): its drop goal is counted
        res["winner"] = ("home", "away")[r["winner"]]
        res["by"] = "5.19 (%s)" % r["by"]
    res["cup"] = dict(
        cup=bool(G["settings"].get("cup")),
        season_for=list(G["settings"].get("season_for", [0, 0])),
        season_against=list(G["settings"].get("season_against", [0, 0])),
    )
    return res, None


def _fliip(obj):
    if not box_saves.is_box_save(obj):
        return None, "a Fliip game for the league is the box's save (sideline pull -o)"
    G, events, err = _box(obj, "fliip")
    if err:
        return None, err
    names = (G["teams"]["home"]["name"], G["teams"]["away"]["name"])
    res = _engine_result(G, events, names)
    res["stats"] = _sheet_counts(G)
    return res, None


def _sheet_counts(G):
    """Fliip's statistics from its own score sheet (F12): each team's possessions, plays
    and how the possessions ended (TD, FG, PUNT, DOWNS...)."""
    out = {"home": {"possessions": 0, "plays": 0}, "away": {"possessions": 0, "plays": 0}}
    for r in G["sheet"]:
        side = out[r["team"]]
        side["possessions"] += 1
        side["plays"] += r["plays"]
        key = str(r["result"]).lower()
        side[key] = side.get(key, 0) + 1
    return out


def _cfs(obj):
    try:
        payload = boxscore.parse_payload(json.dumps(obj))
        rep = boxscore.report(payload, box_saves.teams_folder("cfs"))
    except boxscore.LogError as e:
        return None, str(e)
    if not rep["over"]:
        return None, "the game is not over (%d actions)" % rep["actions"]
    sides = ("home", "away")
    return {
        "home": rep["teams"]["home"],
        "away": rep["teams"]["away"],
        "final": dict(rep["final"]),
        "winner": None,
        "by": "score",
        "stats": {s: {k: rep["box"][k][s] for k in CFS_STATS} for s in sides},
    }, None


READERS = {"dicebowl": _dicebowl, "rlb": _rlb, "fliip": _fliip, "cfs": _cfs}

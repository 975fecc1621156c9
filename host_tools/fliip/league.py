"""Fliip Football's part of the league (host_tools/league/by_game.py): its box save
(`sideline pull -o`) read as a result, the statistics from its own score sheet."""

from host_tools.common import box_saves
from host_tools.common.league_results import box_game, engine_result


def result(obj):
    if not box_saves.is_box_save(obj):
        return None, "a Fliip game for the league is the box's save (sideline pull -o)"
    G, events, err = box_game(obj)
    if err:
        return None, err
    names = (G["teams"]["home"]["name"], G["teams"]["away"]["name"])
    res = engine_result(G, events, names)
    res["stats"] = sheet_counts(G)
    return res, None


def sheet_counts(G):
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

"""A finished game on the box reduced to a league's result (host_tools/league/engine.py's
dict): the pieces every engine game's league reader shares (host_tools/<id>/league.py)."""

from host_tools.common import box_saves


def event_counts(G, events):
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


def engine_result(G, events, names):
    s = G["score"]
    final = {"home": s[0], "away": s[1]} if isinstance(s, list) else dict(s)
    return {
        "home": names[0],
        "away": names[1],
        "final": final,
        "winner": None,
        "by": "score",
        "stats": event_counts(G, events),
    }


def box_game(obj):
    """(the game's state, its events, None) of a box save whose game is over, or (None,
    None, reason)."""
    t, err = box_saves.table_of(obj)
    if err:
        return None, None, err
    if not t.over():
        return None, None, "the game on the box is not over (%d actions)" % len(t.log)
    events = [e for _a, evs in box_saves.actions_and_events(t) for e in evs]
    return t.state_["G"], events, None

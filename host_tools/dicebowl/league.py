"""Dice-Bowl's part of the league (host_tools/league/by_game.py): the league is its
rulebook's (DL1-DL2: the round robin, the bracket, the DICE BOWL), its saves read as
results, a host record's own "house" values, and the statistics a typed sheet has."""

from games.dicebowl import field
from games.dicebowl.rules import HOUSE
from host_tools.common import box_saves
from host_tools.dicebowl import saved

RULEBOOK = True  # the season's shape is this game's rulebook's (DL1-DL2)
FINAL = "the DICE BOWL"  # the title game
CHAMPION = "DICE BOWL champion"
TYPED_STATS = ("td", "fg_made", "fg_att", "turnovers", "penalties")

# `sideline league`'s records (the rulebook's league from saved games), and its round robin
STATS = field.STATS
load, load_box, schedule = saved.load, saved.load_dicebowl, saved.schedule


def house(h):
    """The house readings in force of a host record's "house" dict of its gap-filling rule
    values (games/dicebowl/rules.py HOUSE): the names whose value is not the game's."""
    return sorted(k for k, v in h.items() if k not in HOUSE or HOUSE[k] != v)


def result(obj):
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
            rec, state, err = saved.dicebowl_record(obj)
            if err:
                return None, err
    else:
        state, err = saved.replay_record(obj)
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

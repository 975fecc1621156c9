"""College Football Saturday's part of the league (host_tools/league/by_game.py): its box
save or record (`sideline pull -o`) read as a result, replayed by `sideline replay`'s own
box score against the shipped team sheets."""

import json

from host_tools.cfs import boxscore
from host_tools.common import box_saves

STATS = ("first_downs", "rushing", "passing", "yards", "turnovers", "plays")


def result(obj):
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
        "stats": {s: {k: rep["box"][k][s] for k in STATS} for s in sides},
    }, None

"""Saved games to tamper with: a save with one value changed, a saved game's box, teams left out."""

from games.cfs.sheet.load import sheets_by_slug
from host_tools.emulator.virtual_box import VirtualBox, team_files

SHEETS, _ = sheets_by_slug(team_files())


def _teams_without(slug):
    return [(n, t) for n, t in team_files() if n != slug + ".json"]


def _saved_game_box(seed=8):
    box = VirtualBox(seed=seed)
    box.app.settings["fast"] = True
    for _ in range(6):
        box.press("ROLL")
        box.press("OK")
    assert box.summary()["actions"] >= 2
    return box


def _set(path, value):
    def change(p):
        d = p
        for k in path[:-1]:
            d = d[k]
        d[path[-1]] = value

    return change

# The scoreboard app itself, driven by button events (runs on the Pico's VM too).
import json

from games.cfs.sheet.load import sheets_by_slug
from sideline.app import PRESS, RELEASE, App

SLUGS = ("bayou_herons", "cascade_otters", "granite_rams", "prairie_comets")


def _sheets():
    files = []
    for s in SLUGS:
        with open(TEAMS_DIR + s + ".json") as f:  # noqa: F821 - set by the runner
            files.append((s + ".json", f.read()))
    sheets, msgs = sheets_by_slug(files)
    assert not msgs and len(sheets) == 4
    return sheets


SHEETS = _sheets()


class _Clock:
    def __init__(self):
        self.now = 0


def _tap(app, t, name):
    t.now += 100
    app.press(name, PRESS, t.now)
    app.tick(t.now)
    t.now += 50
    app.press(name, RELEASE, t.now)
    t.now += 500
    app.tick(t.now)


def _play_some(app, t, n):
    guard = 0
    while len(app.record["actions"]) < n:
        _tap(app, t, "OK" if app.menu else "ROLL")
        guard += 1
        assert guard < 2000, app.summary()


def scenario_app_plays_undoes_and_restores():
    t = _Clock()
    app = App(SHEETS, now=0, seed=77)
    app.settings["fast"] = True
    _play_some(app, t, 12)
    states = [json.dumps(app.G)]
    _tap(app, t, "UNDO")
    assert len(app.record["actions"]) == 11
    _play_some(app, t, 12)
    again = App(SHEETS, now=0, payload=app.payload())
    assert json.dumps(again.G) == json.dumps(app.G)
    assert again.summary()["actions"] == 12 and states


def scenario_app_renders_every_role_as_text():
    t = _Clock()
    app = App(SHEETS, now=0, seed=5)
    _play_some(app, t, 3)
    for role in ("home", "away", "down", "ball_on", "dice", "text"):
        out = app.render(role)
        assert type(out) is str, role
    assert len(app.render("text")) == 8
    assert len(bytes(app.render("clock"))) == 5

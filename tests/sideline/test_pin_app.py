"""The app's clock and save pacing (E2; docs/design.md budget: saves at most one per completed
action, and while only the clock runs at most one per 10 s), with every setting it reads
passed in full, so a change of a default elsewhere does not move these tests."""

from kits.pin import Dice

from games.cfs.rules import game, record
from games.cfs.scoreboard import runoff
from games.cfs.sheet.load import sheets_by_slug
from games.cfs.sheet.parts import green_for, red_for
from host_tools.emulator.virtual_box import team_files
from sideline.app import App
from sideline.dice import seed_state

SHEETS, _ = sheets_by_slug(team_files())
TIMING = {
    "run": 40,
    "pass": 25,
    "incomplete": 5,
    "sack": 30,
    "stopped": 35,
    "penalty": 10,
    "turnover": 8,
    "score": 7,
    "punt": 12,
    "fg": 6,
    "kickoff": 4,
    "try": 0,
}


def app(mode):
    settings = {
        "home": "granite_rams",
        "away": "cascade_otters",
        "callers": {"home": "human", "away": "human"},
        "clock_mode": mode,
        "quarter_s": 900,
        "quarters": 4,
        "timeouts": 3,
        "two_minute_warning": True,
        "halftime": "none",
        "halftime_after_plays": 0,
        "last_possession": False,
        "fast": False,
        "timing": dict(TIMING),
    }
    rec = record.new_record("granite_rams", "cascade_otters", seed_state(4))
    a = App(SHEETS, now=0, payload={"v": 1, "record": rec, "settings": settings})
    assert a.resumed and a.G["phase"] == "kickoff"
    return a


def kick_to_25(a):
    a._apply({"t": "m", "what": "ko", "yards": 25, "kind": "run", "first": False})
    assert a.G["possession"] == "away" and a.G["ball_on"] == 25


def test_e2_runoff_reads_the_chart_for_a_run_and_for_a_completed_pass(monkeypatch):
    for kind, secs in (("run", TIMING["run"]), ("pass", TIMING["pass"])):
        a = app("runoff")
        kick_to_25(a)
        left = a.clock.state["left"]
        sheet = a.team_sheets["away"]
        play = next(p for p in sheet["plays"] if p["kind"] == kind and not p["yellow"])
        g = green_for(play, "base_run")
        r = red_for(a.team_sheets["home"], "base_run", kind)
        d = Dice([6] * g + [1] * r + [1] * g + [6])
        monkeypatch.setattr(game, "Dice", lambda state, d=d: d)
        call = {"defense": "base_run", "offense": play["name"], "checkoff": None}
        ev = a._apply({"t": "play", "call": call})
        assert ev["outcome"] == "gain" and d.done()
        gone = 900000 - left
        used = runoff.plays_used(a.G, a.team_sheets)
        want = runoff.paced(gone, secs * 1000, 3600000, used) - gone  # the chart, paced
        assert left - a.clock.state["left"] == want, kind


def test_e2_a_turnover_stops_the_real_clock_and_a_gain_does_not():
    a = app("real")
    kick_to_25(a)
    a.now = 1000
    assert a.clock.start(1000)
    a._apply({"t": "m", "what": "gain", "yards": 4, "kind": "run", "first": False})
    assert a.clock.state["run"] is True
    a._apply({"t": "m", "what": "to", "yards": 0, "kind": "pass", "first": False})
    assert a.clock.state["run"] is False


def test_e2_a_score_stops_the_real_clock():
    a = app("real")
    kick_to_25(a)
    assert a.clock.start(0)
    a._apply({"t": "m", "what": "td", "yards": 0, "kind": "run", "first": False})
    assert a.clock.state["run"] is False


def test_saves_while_only_the_clock_runs_come_every_ten_seconds():
    a = app("real")
    kick_to_25(a)
    assert a.save_due(0) is True  # the action just completed
    a.saved(0)
    assert a.save_due(60_000) is False  # the clock is stopped: nothing to save
    assert a.clock.start(0)
    assert a.save_due(9_999) is False
    assert a.save_due(10_000) is True
    a.saved(10_000)
    assert a.save_due(19_999) is False and a.save_due(20_000) is True
    assert a.saves == 2

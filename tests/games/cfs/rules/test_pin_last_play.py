"""G1 and G3 at the last play, entered by hand (cfs.md G1, G3; issue 18). Since issue 11 a
scrimmage entry in manual mode uses one of the team's plays and a team with none left may only
kick, so these start one play before the end: the entry under test is the team's last play,
after which the engine itself marks the team out of plays (G["out"])."""

import pytest
from kits.cfs_game import SHEETS, at, fresh, m, out_team, scripted, use_up

from games.cfs.rules import calls, game


def on_last_play(G, side):
    """One run left on `side`'s sheet (C4, T2): the next unnamed run entry is its last play."""
    sheet = SHEETS[side]
    marks = G["marks"][side]
    marks["plays"] = [p["uses"] for p in sheet["plays"]]
    i = [p["kind"] for p in sheet["plays"]].index("run")
    marks["plays"][i] -= 1
    marks["run"] = sheet["totals"]["run"] - 1
    marks["pass"] = sheet["totals"]["pass"]
    assert G["out"] is None


def test_g1_the_last_play_out_of_range_ends_the_game():
    G = fresh(last_possession=False)
    at(G, "home", 20)
    on_last_play(G, "home")
    m(G, "gain", 5, kind="run")
    assert G["out"] == "home" and game.is_over(G)  # no field goal from the 25 (G2)
    G = fresh(last_possession=False)
    at(G, "home", 80)
    on_last_play(G, "home")
    m(G, "gain", 5, kind="run")
    assert G["out"] == "home" and not game.is_over(G)
    assert game.legal(G, SHEETS) == ["fg", "end"]  # in range: it may still kick (G2)


def test_g3_a_turnover_on_the_last_play_gives_the_other_team_its_last_possession():
    G = fresh(last_possession=True)
    at(G, "home", 30)
    on_last_play(G, "home")
    m(G, "to", 0, kind="run")
    assert G["last"] == "away" and G["possession"] == "away" and not game.is_over(G)
    G = fresh(last_possession=True)
    at(G, "home", 30)
    on_last_play(G, "home")
    use_up(G, "away")  # the other team has no plays either: nothing to give
    m(G, "to", 0, kind="run")
    assert game.is_over(G)


def test_g3_kicks_safeties_and_tries_start_the_last_possession():
    for what in ("fg_miss", "fg_good"):  # kicks stay legal for the team out of plays
        G = out_team(last_possession=True)
        at(G, "home", 80, down=4)
        m(G, what)
        assert G["last"] == "away" and not game.is_over(G), what
    G = out_team(last_possession=True)  # a safety ends a play run: it uses a play (issue
    at(G, "home", 3, down=2)  # 26 item 11), so a team out of plays has none to enter
    with pytest.raises(calls.IllegalCall):
        m(G, "safety")
    G = fresh(last_possession=True)
    at(G, "home", 95)
    on_last_play(G, "home")
    m(G, "td", kind="run")
    assert G["phase"] == "try" and G["last"] is None  # the try first (a house reading)
    m(G, "xp_good")
    assert G["last"] == "away" and (G["phase"], G["possession"]) == ("kickoff", "away")


def test_g1_a_penalty_on_the_last_play_out_of_range_ends_the_game():
    G = fresh(last_possession=False)
    at(G, "home", 20, down=2)
    on_last_play(G, "home")
    m(G, "pen", -5)
    assert game.is_over(G)
    G = fresh(last_possession=False)
    at(G, "home", 80, down=2)
    on_last_play(G, "home")
    m(G, "pen", -5)
    assert not game.is_over(G) and G["ball_on"] == 75


def test_g3_field_goals_and_tries_by_dice_start_the_last_possession(monkeypatch):
    G = out_team(last_possession=True)
    at(G, "home", 80, down=4)
    scripted(monkeypatch, [6])
    ev = game.apply(G, SHEETS, {"t": "fg"})
    assert ev["text"] in ("FG GOOD", "FG NO") and G["last"] == "away" and not game.is_over(G)
    G = fresh(last_possession=True)
    at(G, "home", 95)
    on_last_play(G, "home")
    m(G, "td", kind="run")
    scripted(monkeypatch, [1])
    game.apply(G, SHEETS, {"t": "pat"})
    assert G["last"] == "away" and G["phase"] == "kickoff"


def test_g3_downs_and_a_safety_on_the_last_play_start_the_last_possession():
    G = fresh(last_possession=True)
    at(G, "home", 40, down=4)
    on_last_play(G, "home")
    m(G, "gain", 2, kind="run")  # short on fourth down: over on downs
    assert G["last"] == "away" and G["possession"] == "away"
    G = fresh(last_possession=True)
    at(G, "home", 3, down=2)
    on_last_play(G, "home")
    m(G, "gain", -3, kind="run")  # tackled in its own end zone: a safety, then the kick
    assert G["last"] == "away" and G["phase"] == "kickoff"

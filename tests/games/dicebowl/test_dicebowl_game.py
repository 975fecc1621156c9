"""The Dice-Bowl game record: the scoreboard after each entry, the movement dice, menus and
displays, bad input, replay as a fold over the log, and whole games played headless."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from kits.dicebowl import BOX, Scripted, at_scrimmage

from games.dicebowl import game, movement, rules, views
from host_tools.cli import main
from host_tools.dicebowl.headless import TableCoaches, play_game


def snap(state):
    return json.dumps(state, sort_keys=True)


# --- the scoreboard --------------------------------------------------------------------------


def test_yards_move_the_ball_and_the_downs():
    state = at_scrimmage()
    g = state["G"]
    game.apply(state, {"a": "gain", "yards": 4})
    assert (g["ball_on"], g["down"], g["to_go"]) == (44, 2, 6)
    game.apply(state, {"a": "gain", "yards": -2})
    assert (g["ball_on"], g["down"], g["to_go"]) == (42, 3, 8)
    game.apply(state, {"a": "gain", "yards": 8})
    assert (g["ball_on"], g["down"], g["to_go"]) == (50, 1, 10)


def test_fourth_down_short_is_a_turnover_on_downs():
    state = at_scrimmage(ball_on=60, down=4, to_go=3)
    offense = state["G"]["offense"]
    game.apply(state, {"a": "gain", "yards": 1})
    g = state["G"]
    assert g["offense"] == game.other(offense) and g["ball_on"] == 100 - 61 and g["down"] == 1


def test_goal_to_go_inside_the_10():
    state = at_scrimmage(ball_on=85)
    game.apply(state, {"a": "gain", "yards": 10})
    g = state["G"]
    assert g["to_go"] == 5 and views.down(g) == "G.0AL"


def test_a_touchdown_scores_6_then_the_try_then_the_kickoff():
    state = at_scrimmage(ball_on=95)
    team = state["G"]["offense"]
    game.apply(state, {"a": "gain", "yards": 7})
    assert state["G"]["score"][team] == 6 and state["ctx"]["step"] == "convert"
    state["G"]["house"]["two_point_try"] = True  # house rule DH1, off by default
    game.apply(state, {"a": "two", "good": True})
    assert state["G"]["score"][team] == 8
    assert state["ctx"]["step"] == "kick_call" and state["ctx"]["actor"] == team


def test_a_safety_scores_2_and_the_team_scored_upon_kicks_from_its_20():
    state = at_scrimmage(ball_on=3)
    team = state["G"]["offense"]
    game.apply(state, {"a": "gain", "yards": -5})
    g = state["G"]
    assert g["score"][game.other(team)] == 2
    assert state["ctx"]["step"] == "kick_call" and g["kick"]["from"] == 20
    assert state["ctx"]["actor"] == team


def test_a_turnover_gives_the_ball_at_the_spot():
    state = at_scrimmage(ball_on=40)
    team = state["G"]["offense"]
    game.apply(state, {"a": "turnover", "yards": 12})
    g = state["G"]
    assert g["offense"] == game.other(team) and g["ball_on"] == 100 - 52 and g["down"] == 1


def test_a_defensive_touchdown():
    state = at_scrimmage()
    team = state["G"]["offense"]
    game.apply(state, {"a": "def_td"})
    assert state["G"]["score"][game.other(team)] == 6
    assert state["ctx"]["actor"] == game.other(team)


def test_a_punt_is_a_kick_duel_from_the_line_of_scrimmage():
    state = at_scrimmage(ball_on=30, down=4)
    team = state["G"]["offense"]
    game.apply(state, {"a": "punt"})
    assert state["ctx"]["step"] == "kick_call" and state["G"]["kick"]["kind"] == "punt"
    assert [label for label, _a in game.choices(state)][:2] == ["PUNT", "ONSIDE"]
    ev = game.apply(state, {"a": "kick", "onside": False}, Scripted([5, 4, 3, 2, 3, 2, 1, 1]))
    k = [e for e in ev if e["e"] == "kick"][0]
    g = state["G"]
    assert g["offense"] == game.other(team)
    assert g["ball_on"] == 100 - (30 + k["distance"]) + k["return"]
    assert g["play"] == 2  # a punt is a play on the clock (DH6)


# --- the movement dice -----------------------------------------------------------------------


def test_movement_dice_descending_and_four_confrontations():
    state = at_scrimmage()
    before = dict(state["G"], stats=None, move=None, dice=None, msg=None, shown=None)
    ev = game.apply(state, {"a": "dice"}, Scripted([2, 6, 4, 4, 5, 1, 4, 3]))
    assert ev[0]["o"] == [6, 4, 4, 2] and ev[0]["d"] == [5, 4, 3, 1]
    assert ev[0]["wins"] == ["o", "-", "o", "o"] and not ev[0]["fumble"]
    after = dict(state["G"], stats=None, move=None, dice=None, msg=None, shown=None)
    assert after == before  # the scoreboard does not move: the board does
    assert state["ctx"]["step"] == "play"


def test_movement_triple_one_of_the_carrier_s_coach_is_a_fumble():
    m = movement.roll(Scripted([1, 1, 5, 1, 6, 6, 6, 6]), "none", 3)
    assert m["fumble"] and m["o"] == [5, 1, 1, 1]
    assert not movement.roll(Scripted([1, 1, 5, 2, 1, 1, 1, 1]), "none", 3)["fumble"]
    state = at_scrimmage()
    game.apply(state, {"a": "dice"}, Scripted([1, 1, 1, 1, 2, 2, 2, 2]))
    assert state["G"]["msg"] == "FUMBLE"


def test_movement_ties_follow_the_house_rule():
    assert movement.confront([4, 3, 2, 1], [4, 3, 2, 1], "none") == ["-"] * 4
    assert movement.confront([4, 3, 2, 1], [4, 3, 2, 1], "d") == ["d"] * 4


# --- menus, displays, bad input -----------------------------------------------------------------


def test_every_menu_label_and_display_fits_its_display_through_whole_games():
    widths = {"clock": 4, "home": 4, "away": 4, "down": 4, "ball_on": 4, "dice": 4, "text": 8}
    for seed in range(6):
        state = game.new_game(seed, {"wind": seed % 2 == 0})
        coaches = TableCoaches(seed)
        while not game.over(state):
            for label, _a in game.choices(state):
                assert 0 < len(label) <= 8, label
            for role, text in views.displays(state).items():
                assert len(text.replace(".", "")) == widths[role], (role, text)
            game.apply(state, coaches.pick(state))


@pytest.mark.parametrize(
    "action",
    [
        {"a": "gain"},
        {"a": "gain", "yards": "5"},
        {"a": "gain", "yards": 140},
        {"a": "gain", "yards": True},
        {"a": "toss"},
        {"a": "penalty", "v": "accept"},
        {"a": "timeout", "team": "home"},
        {"a": "nope"},
        "gain",
    ],
)
def test_bad_input_is_a_one_line_error_and_changes_nothing(action):
    state = at_scrimmage()
    before = snap(state)
    with pytest.raises(ValueError) as e:
        game.apply(state, action)
    assert "\n" not in str(e.value) and str(e.value)
    assert snap(state) == before


def test_settings_and_house_rules_are_data_and_overridable():
    state = game.new_game(1, {"wind": True}, {"td": 7, "plays": 10})
    assert state["G"]["settings"]["wind"] is True and state["G"]["house"]["td"] == 7
    assert rules.HOUSE["td"] == 6  # the defaults are not changed
    with pytest.raises(ValueError):
        game.new_game(1, {"wnd": True})
    with pytest.raises(ValueError):
        game.new_game(1, None, {"touchdown": 7})
    s = play_game(2, 3, None, {"plays": 10})
    assert s["G"]["half"] == 2 and game.over(s)


# --- replay and whole games ---------------------------------------------------------------------


@settings(max_examples=15, deadline=None)
@given(
    seed=st.integers(0, 2**40),
    coach=st.integers(0, 2**20),
    wind=st.booleans(),
    home=st.sampled_from(["buttons", "box"]),
)
def test_replay_of_the_log_equals_the_live_game(seed, coach, wind, home):
    live = play_game(seed, coach, {"wind": wind, "home_kicks": home})
    again = game.replay(seed, live["G"]["settings"], live["G"]["house"], None, live["log"])
    assert snap(again) == snap(live)


def test_a_whole_game_from_coin_toss_to_final_score():
    state = play_game(1, 2, BOX)
    steps = [a["a"] for a in state["log"]]
    assert steps[0] == "toss" and game.over(state)
    assert state["G"]["half"] == 2 and views.displays(state)["text"].startswith("FINAL")
    assert sum(state["G"]["score"].values()) >= 0
    json.dumps(state)


def test_whole_games_score_sensibly():
    """Over 40 headless games every score is a sum of the game's scores and each game ends."""
    for seed in range(40):
        s = play_game(seed, seed + 7)
        for t in ("home", "away"):
            assert s["G"]["score"][t] >= 0 and s["G"]["score"][t] != 1
        st_ = s["G"]["stats"]
        # 15 plays a half; a play wiped by an accepted penalty counts as the penalty
        run = sum(st_[t]["plays"] + st_[t]["penalties"] for t in ("home", "away"))
        assert run >= 30


def test_the_play_command(tmp_path, capsys):
    out = tmp_path / "g.json"
    assert main(["dicebowl", "play", "--seed", "4", "--out", str(out)]) == 0
    assert "final:" in capsys.readouterr().out
    assert main(["dicebowl", "check", str(out)]) == 0


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**30), coach=st.integers(0, 2**20), wind=st.booleans())
def test_the_scoreboard_stays_sensible_at_every_step(seed, coach, wind):
    from games.dicebowl import penalties

    state = game.new_game(seed, {"wind": wind, "away_kicks": "box"})
    coaches = TableCoaches(coach)
    while not game.over(state):
        g = state["G"]
        if state["ctx"]["step"] == "play":
            assert 1 <= g["ball_on"] <= 99 and 1 <= g["down"] <= 4
            assert 1 <= g["to_go"] <= 100 - g["ball_on"]
            assert state["ctx"]["actor"] == g["offense"]
        assert 1 <= g["play"] <= 16 and g["half"] in (1, 2)
        assert all(0 <= g["timeouts"][t] <= 3 for t in ("home", "away"))
        if g["deck"]:
            assert sorted(map(tuple, g["deck"])) == sorted(penalties.DECK)
        assert g["pen_play"] is None or g["pen_play"] >= 2
        game.apply(state, coaches.pick(state))

"""Dice-Bowl plays its rulebook by default (issue 35): what the seed does not print is a
documented house option, off unless chosen; the wind is the seed's own option (DK7, DL3)."""

import json

import pytest
from kits.dicebowl import BOX, Scripted, try_for

from games.dicebowl import box, game, rules
from host_tools.cli import main
from host_tools.dicebowl import saved as dicebowl_saved
from host_tools.dicebowl.headless import play_game
from host_tools.emulator.tables_bot import new_table


def labels(state):
    return [label for label, _a in game.choices(state)]


# --- DH1: the two-point try is not in the seed ----------------------------------------


@pytest.mark.parametrize("team", ["home", "away"])
def test_the_try_is_the_convert_alone_by_default(team):
    state = try_for(team)
    assert labels(state) == ["CONVERT"]
    with pytest.raises(ValueError, match="two is not on offer"):
        game.apply(state, {"a": "two", "good": True})
    assert state["G"]["score"][team] == 6  # the refused action changed nothing


def test_the_two_point_try_is_a_house_option():
    state = game.new_game(1, None, {"two_point_try": True})
    assert state["G"]["house"]["two_point_try"] is True
    assert rules.HOUSE["two_point_try"] is False


def test_the_box_switches_the_two_point_try_in_setup_off_by_default():
    t = new_table(box, None, 3)
    words = dict(t.setup_items())
    assert words["2PT"] == "OFF"
    assert t.state_["G"]["house"]["two_point_try"] is False
    t.settings["two_point"] = True
    t.new_game()
    assert t.state_["G"]["house"]["two_point_try"] is True


# --- DK7 / DL3: the wind, the seed's own option -----------------------------------------


def windy_toss(coin, d1=2, d2=5, wind=True):
    """After the toss (coin 1-3: home wins; toss dice d1, d2), the box on both duels."""
    settings = {"wind": wind, "home_kicks": "box", "away_kicks": "box"}
    state = game.new_game(1, settings)
    game.apply(state, {"a": "toss"}, Deck([coin, d1, d2]))
    return state


class Deck(Scripted):
    def shuffle(self, items):
        pass


def test_the_wind_is_chosen_at_new_game_and_off_by_default():
    assert rules.SETTINGS["wind"] is False
    t = new_table(box, None, 3)
    assert dict(t.setup_items())["WIND"] == "OFF"
    t.settings["wind"] = True
    assert t.state_["G"]["settings"]["wind"] is False  # the game under way keeps its own
    t.new_game()
    assert t.state_["G"]["settings"]["wind"] is True


@pytest.mark.parametrize("coin, winner", [(1, "home"), (6, "away")])
def test_with_the_wind_the_toss_winner_may_choose_the_end(coin, winner):
    """DL3: "devient une option additionnelle" of the winner's choice; without the wind
    the winner has the three choices of DP7."""
    assert labels(windy_toss(coin, wind=False)) == ["KICK", "RECEIVE", "DEFER"]
    state = windy_toss(coin)
    assert state["ctx"] == {"step": "toss_choice", "actor": winner}
    assert labels(state) == ["KICK", "RECEIVE", "DEFER", "WIND BK", "WIND FC"]


@pytest.mark.parametrize("coin, winner", [(1, "home"), (6, "away")])
@pytest.mark.parametrize("pick", ["behind", "face"])
def test_the_winner_takes_the_end_and_the_other_coach_kicks_or_receives(coin, winner, pick):
    """Toss dice 2 and 5: 3 yards of wind. The winner takes an end; the other coach then
    picks KICK or RECEIVE (the end is taken, the choice cannot be deferred again), and the
    kickoff follows with no second end to pick."""
    state = windy_toss(coin)
    loser = game.other(winner)
    ev = game.apply(state, {"a": "wind", "v": pick})
    behind = winner if pick == "behind" else loser
    assert ev == [{"e": "wind", "behind": behind, "strength": 3}]
    assert state["ctx"] == {"step": "toss_choice", "actor": loser}
    assert labels(state) == ["KICK", "RECEIVE"]
    game.apply(state, {"a": "choose", "v": "receive"})
    assert state["ctx"] == {"step": "kick_call", "actor": winner}
    assert state["G"]["wind"] == {"strength": 3, "behind": behind}


def test_after_kick_or_receive_the_other_coach_still_picks_the_end():
    state = windy_toss(1)
    game.apply(state, {"a": "choose", "v": "receive"})
    assert state["ctx"] == {"step": "wind_choice", "actor": "away"}
    assert labels(state) == ["WIND BK", "WIND FC"]


@pytest.mark.parametrize("behind_kicker, landing", [(True, 14), (False, 8)])
def test_the_wind_carries_an_onside_kick_too(behind_kicker, landing):
    """DK7: the wind adds to or takes from "des différents bottés", every kick; DK6's onside
    kick is 11 yards, so with 3 yards of wind 14 behind the kicker and 8 against it. Home
    kicks off from its 35, double 1s kept: first down on the 49 or the 43."""
    state = windy_toss(1)
    game.apply(state, {"a": "choose", "v": "kick"})
    game.apply(state, {"a": "wind", "v": "face" if behind_kicker else "behind"})
    faces = [6, 5, 1, 1, 3, 3, 2, 2]
    ev = game.apply(state, {"a": "kick", "onside": True}, Scripted(faces))
    k = [e for e in ev if e["e"] == "kick"][0]
    assert k["onside"] == "kept" and k["distance"] == 11 + (landing - 11)
    g = state["G"]
    assert (g["offense"], g["ball_on"]) == ("home", 35 + landing)


def test_a_lost_onside_kick_with_the_wind_is_returned_from_where_it_lands():
    """Lost (no double 1s kept): still the onside kick's 11 yards, plus 3 of wind behind
    the kicker: caught on the kicker's 49, the receiver's 51; returned 3 + 4 = 7."""
    state = windy_toss(1)
    game.apply(state, {"a": "choose", "v": "kick"})
    game.apply(state, {"a": "wind", "v": "face"})  # away picks: the wind behind home
    ev = game.apply(state, {"a": "kick", "onside": True}, Scripted([6, 5, 4, 3, 1, 2, 3, 4]))
    k = [e for e in ev if e["e"] == "kick"][0]
    assert k["onside"] == "lost" and k["distance"] == 14
    g = state["G"]
    assert (g["offense"], g["ball_on"]) == ("away", 100 - 49 + k["return"])


# --- a house-rules game says so in its save -------------------------------------------


def saved_game(tmp_path, house=None, name="g.json"):
    state = play_game(5, 6, dict(BOX), house)
    rec = dicebowl_saved.record(state, "Cascade Otters", "Granite Rams")
    path = tmp_path / name
    path.write_text(json.dumps(rec))
    return rec, path


@pytest.mark.parametrize(
    "house, names",
    [
        (None, []),
        ({"plays": 10}, ["plays"]),  # DP2: 15 plays a half
        ({"timeouts": 2, "td": 7}, ["td", "timeouts"]),  # DP6: 3 timeouts; a 7-point TD
        ({"two_point_try": True}, ["two_point_try"]),
    ],
)
def test_the_saved_game_names_its_house_rules_and_check_says_so(tmp_path, capsys, house, names):
    rec, path = saved_game(tmp_path, house)
    assert rec["house"] == names
    assert main(["dicebowl", "check", str(path)]) == 0
    out = capsys.readouterr().out
    if names:
        assert out == "%s: ok, a house-rules game (%s)\n" % (path, ", ".join(names))
    else:
        assert out == "%s: ok, the rulebook's game\n" % path


def test_a_save_that_hides_its_house_rules_is_refused(tmp_path, capsys):
    rec, path = saved_game(tmp_path, {"plays": 10})
    rec["house"] = []
    path.write_text(json.dumps(rec))
    assert main(["dicebowl", "check", str(path)]) == 1
    err = capsys.readouterr().err
    assert err == '%s: house [] does not match the rules played, ["plays"]\n' % path


def test_an_older_record_with_the_values_under_house_still_reads(tmp_path):
    rec, path = saved_game(tmp_path, {"timeouts": 2})
    rec["house"] = rec.pop("rules")
    path.write_text(json.dumps(rec))
    again, state, err = dicebowl_saved.load(path)
    assert err is None and again["house"] == ["timeouts"]
    assert state["G"]["house"]["timeouts"] == 2


@pytest.mark.parametrize("two_point, names", [(False, []), (True, ["two_point_try"])])
def test_the_box_s_save_names_its_house_rules(two_point, names):
    t = new_table(box, None, 3)
    t.settings["two_point"] = two_point
    t.new_game()
    save = json.loads(t.payload())
    assert save["house"] == names


@pytest.mark.parametrize("two_point", [False, True])
def test_a_save_from_before_the_try_was_a_setting_goes_on_with_its_try(two_point):
    # Box saves written before DH1 became a setting have no "two_point": their games were
    # played with the try, and a firmware update must not change a game in progress.
    t = new_table(box, None, 3)
    t.settings["two_point"] = two_point
    t.new_game()
    save = json.loads(t.payload())
    old = json.loads(json.dumps(save))
    for key in ("start", "settings"):
        del old[key]["two_point"]
    back = new_table(box, None, 3)
    assert back.restore(old), back.problem
    assert back.start_settings["two_point"] is True
    assert back.state_["G"]["house"]["two_point_try"] is True
    again = new_table(box, None, 3)
    assert again.restore(save), again.problem
    assert again.start_settings["two_point"] is two_point

"""Tests that pin dicebowl rules the mutation run (issue 18) found unheld: each kills mutants that
survived `make mutate`, its expected values reasoned from the rules (ids cited)."""

import json

import pytest
from dicebowl_kit import BOX, Scripted
from tables_bot import new_table

from games.dicebowl import box, game


class Deck(Scripted):
    """Scripted dice that also shuffle the penalty deck (left in its order: the checks here
    do not depend on it)."""

    def shuffle(self, items):
        pass


def tossed(coin, d1=2, d2=5, settings=None, house=None):
    """A new game after the toss with the coin and the two dice given (coin 1-3: home wins)."""
    state = game.new_game(1, settings, house)
    game.apply(state, {"a": "toss"}, Deck([coin, d1, d2]))
    return state


# --- the box's setup (README "On the box": WIND off, H DUEL / A DUEL COACH or BOX, BRT) ----


def test_setup_lists_wind_and_both_duels_in_the_coach_s_words_then_brightness():
    t = new_table(box, None, 3)
    items = t.setup_items()
    assert [label for label, _w in items] == ["WIND", "H DUEL", "A DUEL", "BRT"]
    assert [w for _l, w in items[:3]] == ["OFF", "COACH", "COACH"]
    t.settings["away_kicks"] = "box"
    t.settings["wind"] = True
    assert [w for _l, w in t.setup_items()[:3]] == ["ON", "COACH", "BOX"]


# --- DP7 / DK7 / DH8: the end picked after the toss --------------------------------------


@pytest.mark.parametrize("coin, winner", [(1, "home"), (6, "away")])
@pytest.mark.parametrize("pick", ["behind", "face"])
def test_dh8_the_coach_not_choosing_picks_its_end(coin, winner, pick):
    """DH8: the coach who did not pick at the toss picks its end; WIND BK puts the wind
    behind its own kicks, WIND FC behind the other team's. Toss dice 2 and 5: strength 3."""
    state = tossed(coin, 2, 5, {"wind": True})
    game.apply(state, {"a": "choose", "v": "kick"})  # the winner kicks off
    loser = game.other(winner)
    assert state["ctx"] == {"step": "wind_choice", "actor": loser}
    ev = game.apply(state, {"a": "wind", "v": pick})
    behind = loser if pick == "behind" else winner
    assert ev == [{"e": "wind", "behind": behind, "strength": 3}]
    assert state["G"]["wind"] == {"strength": 3, "behind": behind}
    assert state["ctx"] == {"step": "kick_call", "actor": winner}


# --- replay is a fold over a new game with the same settings, house rules and teams ------


def test_replay_keeps_the_house_rules_and_the_teams():
    """A touchdown worth 7 by house rule (DH1 overridden) and named teams: replaying the
    log gives the same record, 7 points and the names included."""
    house = {"td": 7}
    teams = {"home": "Otters", "away": "Rams"}
    live = game.new_game(4, BOX, house, teams)
    for a in ({"a": "toss"}, {"a": "choose", "v": "receive"}, {"a": "kick", "onside": False}):
        game.apply(live, a)
    while live["ctx"]["step"] != "play":
        game.apply(live, game.choices(live)[0][1])
    team = live["G"]["offense"]
    game.apply(live, {"a": "td"})
    assert live["G"]["score"][team] == 7
    again = game.replay(4, BOX, house, teams, live["log"])
    assert again["G"]["teams"] == teams and again["G"]["score"][team] == 7
    assert json.dumps(again, sort_keys=True) == json.dumps(live, sort_keys=True)

"""Dice-Bowl's play clock, penalties and timeouts: rules DP1-DP7."""

import json

import pytest
from kits.dicebowl import BOX, Scripted

from games.dicebowl import game, penalties
from sideline.dice import Dice, seed_state


def at_scrimmage(seed=1, pen_play=None):
    state = game.new_game(seed, BOX)
    game.apply(state, {"a": "toss"})
    game.apply(state, {"a": "choose", "v": "kick"})
    game.apply(state, {"a": "kick", "onside": False})
    g = state["G"]
    assert state["ctx"]["step"] == "play"
    g["ball_on"], g["down"], g["to_go"] = 40, 1, 10
    g["pen_play"] = pen_play
    return state


def gain(state, yards=3, dice=None):
    return game.apply(state, {"a": "gain", "yards": yards}, dice)


# --- DP1 ---------------------------------------------------------------------------------


def test_dp1_eight_cards_five_against_the_offense_three_against_the_defense():
    deck = penalties.new_deck(Dice(seed_state(1)))
    assert sorted(map(tuple, deck)) == sorted(
        [("o", 5), ("o", 10), ("o", 10), ("o", 15), ("o", 15), ("d", 5), ("d", 10), ("d", 15)]
    )


def test_dp1_the_deck_is_shuffled_by_the_box_and_kept_in_the_record():
    orders = set()
    for seed in range(12):
        state = game.new_game(seed)
        game.apply(state, {"a": "toss"})
        deck = state["G"]["deck"]
        assert sorted(map(tuple, deck)) == sorted(penalties.DECK)
        json.dumps(state)  # plain data
        orders.add(json.dumps(deck))
    assert len(orders) >= 10  # 12 seeds: shuffled, not one fixed order


# --- DP2 ---------------------------------------------------------------------------------


def test_dp2_first_penalty_play_is_the_sum_of_the_toss_dice():
    for seed in range(8):
        state = game.new_game(seed)
        game.apply(state, {"a": "toss"})
        assert state["G"]["pen_play"] == sum(state["G"]["toss"]["dice"])


def test_dp2_a_half_is_15_plays_on_the_clock():
    state = at_scrimmage()
    for n in range(1, 16):
        assert state["G"]["play"] == n and state["G"]["half"] == 1
        gain(state, 1)
    assert state["G"]["half"] == 2 and state["ctx"]["step"] == "half_choice"


def test_dp2_the_play_is_run_then_the_card_turned_and_the_team_not_penalised_chooses():
    state = at_scrimmage(pen_play=1)
    g = state["G"]
    g["deck"] = [["d", 10]] + [c for c in g["deck"] if c != ["d", 10]]
    offense = g["offense"]
    ev = gain(state, 4)
    assert g["ball_on"] == 44  # the play's result is on the board first
    assert [e for e in ev if e["e"] == "card"] == [
        {"e": "card", "against": "d", "yards": 10, "team": game.other(offense)}
    ]
    assert state["ctx"]["step"] == "penalty" and state["ctx"]["actor"] == offense
    assert g["deck"][-1] == ["d", 10]  # DP3: under the deck


def test_dp2_accepting_puts_the_play_back_and_enforces_the_card():
    state = at_scrimmage(pen_play=1)
    g = state["G"]
    g["deck"].remove(["o", 15])
    g["deck"].insert(0, ["o", 15])
    offense = g["offense"]
    gain(state, 25)  # a first down on the play
    assert state["ctx"]["actor"] != offense  # the defense chooses
    game.apply(state, {"a": "penalty", "v": "accept"}, Scripted([4]))
    assert g["offense"] == offense and g["ball_on"] == 40 - 15
    assert g["down"] == 1 and g["to_go"] == 25  # the down is replayed (DH5)
    assert g["play"] == 2 and state["ctx"]["step"] == "play"


def test_dp2_declining_keeps_the_play():
    state = at_scrimmage(pen_play=1)
    g = state["G"]
    gain(state, 25)
    game.apply(state, {"a": "penalty", "v": "decline"}, Scripted([4]))
    assert g["ball_on"] == 65 and g["down"] == 1


def test_dp2_an_accepted_penalty_wipes_a_touchdown():
    state = at_scrimmage(pen_play=1)
    g = state["G"]
    g["deck"] = [c for c in g["deck"] if c != ["o", 5]]
    g["deck"].insert(0, ["o", 5])
    offense = g["offense"]
    game.apply(state, {"a": "td"})
    assert g["score"][offense] == 6
    game.apply(state, {"a": "penalty", "v": "accept"}, Scripted([2]))
    assert g["score"][offense] == 0 and g["ball_on"] == 35
    assert state["ctx"]["step"] == "play"


# --- DP3 ---------------------------------------------------------------------------------


def test_dp3_the_penalised_team_s_die_sets_the_next_penalty_play():
    state = at_scrimmage(pen_play=1)
    gain(state)
    ev = game.apply(state, {"a": "penalty", "v": "decline"}, Scripted([5]))
    assert ev[-1]["die"] == 5 and state["G"]["pen_play"] == 1 + 5


def test_dp3_past_play_15_no_more_penalties_this_half():
    assert penalties.next_play(12, 3, 15) == 15
    assert penalties.next_play(12, 4, 15) is None
    state = at_scrimmage(pen_play=1)
    state["G"]["play"] = 12
    state["G"]["pen_play"] = 12
    gain(state)
    game.apply(state, {"a": "penalty", "v": "decline"}, Scripted([6]))
    assert state["G"]["pen_play"] is None
    for _ in range(3):
        gain(state)
        assert state["ctx"]["step"] != "penalty"


# --- DP4 ---------------------------------------------------------------------------------


def test_dp4_second_half_reshuffles_and_rolls_the_penalty_play_again():
    state = at_scrimmage()
    g = state["G"]
    g["deck"] = [list(c) for c in penalties.DECK]  # an unshuffled deck, to see it move
    g["play"] = 15
    g["timeouts"]["home"] = 0
    gain(state)
    assert state["ctx"]["step"] == "half_choice" and g["half"] == 2
    game.apply(state, {"a": "choose", "v": "kick"})
    assert sorted(map(tuple, g["deck"])) == sorted(penalties.DECK)
    assert g["deck"] != [list(c) for c in penalties.DECK]
    assert state["ctx"]["step"] == "kick_call"
    assert g["pen_play"] == sum(g["shown"]) and len(g["shown"]) == 2
    assert g["play"] == 1 and g["timeouts"] == {"home": 3, "away": 3}


# --- DP5 ---------------------------------------------------------------------------------


def test_dp5_a_penalty_accepted_on_play_15_replays_it():
    state = at_scrimmage()
    g = state["G"]
    g["play"] = g["pen_play"] = 15
    gain(state)
    game.apply(state, {"a": "penalty", "v": "accept"}, Scripted([1]))
    assert g["half"] == 1 and g["play"] == 15 and state["ctx"]["step"] == "play"
    gain(state)  # no new penalty (16 is past the half): the half ends now
    assert g["half"] == 2


def test_dp5_declined_on_play_15_the_half_ends():
    state = at_scrimmage()
    g = state["G"]
    g["play"] = g["pen_play"] = 15
    gain(state)
    game.apply(state, {"a": "penalty", "v": "decline"}, Scripted([1]))
    assert g["half"] == 2 and state["ctx"]["step"] == "half_choice"


# --- DP6 ---------------------------------------------------------------------------------


def _timeout_labels(state):
    return [label for label, _a in game.choices(state) if label.startswith("TO ")]


def test_dp6_a_timeout_keeps_the_marker_on_the_play_just_run():
    state = at_scrimmage()
    assert _timeout_labels(state) == []  # no play run yet this half
    gain(state)
    assert state["G"]["play"] == 2
    game.apply(state, {"a": "timeout", "team": "home"})
    assert state["G"]["play"] == 1 and state["G"]["timeouts"]["home"] == 2
    assert _timeout_labels(state) == []  # one timeout per play
    gain(state)
    assert state["G"]["play"] == 2


def test_dp6_three_timeouts_per_team_per_half():
    state = at_scrimmage()
    for _ in range(3):
        gain(state)
        game.apply(state, {"a": "timeout", "team": "away"})
    gain(state)
    assert _timeout_labels(state) == ["TO HOME"]
    with pytest.raises(ValueError):
        game.apply(state, {"a": "timeout", "team": "away"})
    assert state["G"]["timeouts"] == {"home": 3, "away": 0}


def test_dp6_a_timeout_dodges_a_scheduled_penalty_play():
    state = at_scrimmage(pen_play=2)
    gain(state)  # play 1; the marker goes to 2, the penalty play
    game.apply(state, {"a": "timeout", "team": "home"})
    gain(state)  # run as play 1 again: no card
    assert state["ctx"]["step"] == "play"
    gain(state)  # now play 2: the card
    assert state["ctx"]["step"] == "penalty"


def test_dp6_after_play_14_a_timeout_gives_two_more_plays():
    state = at_scrimmage()
    state["G"]["play"] = 14
    gain(state)
    game.apply(state, {"a": "timeout", "team": "home"})
    gain(state)  # play 14 again
    assert state["G"]["half"] == 1 and state["G"]["play"] == 15
    gain(state)  # play 15, the last
    assert state["G"]["half"] == 2


# --- DP7 ---------------------------------------------------------------------------------


def test_dp7_the_winner_kicks_receives_or_defers():
    state = game.new_game(3)
    game.apply(state, {"a": "toss"})
    winner = state["G"]["toss"]["winner"]
    assert state["ctx"]["actor"] == winner
    assert [label for label, _a in game.choices(state)] == ["KICK", "RECEIVE", "DEFER"]
    game.apply(state, {"a": "choose", "v": "defer"})
    assert state["ctx"]["actor"] != winner
    assert [label for label, _a in game.choices(state)] == ["KICK", "RECEIVE"]
    game.apply(state, {"a": "choose", "v": "receive"})
    assert state["ctx"]["step"] == "kick_call" and state["ctx"]["actor"] == winner
    assert state["G"]["toss"]["second"] == winner  # the winner chooses at the half


def test_dp7_without_a_defer_the_other_team_chooses_in_the_second_half():
    state = game.new_game(3)
    game.apply(state, {"a": "toss"})
    winner = state["G"]["toss"]["winner"]
    game.apply(state, {"a": "choose", "v": "receive"})
    assert state["ctx"]["actor"] == game.other(winner)  # the other kicks
    assert state["G"]["toss"]["second"] == game.other(winner)


def test_dp6_no_timeout_in_the_middle_of_a_punt():
    state = at_scrimmage()
    gain(state)
    state["G"]["down"] = 4
    game.apply(state, {"a": "punt"})
    assert state["ctx"]["step"] == "kick_call"
    assert _timeout_labels(state) == []  # the punt is the play being run

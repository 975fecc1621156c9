"""Dice-Bowl kicks that give the ball away: rules DK1-DK7 and the box's choice rule."""

import itertools
import json
from functools import cache

import pytest
from kits.dicebowl import Scripted

from games.dicebowl import game, kick
from sideline.dice import Dice, seed_state


def at_kickoff(seed=1, settings=None):
    """A game at its opening kickoff; returns (state, kicking team)."""
    state = game.new_game(seed, settings)
    game.apply(state, {"a": "toss"})
    game.apply(state, {"a": "choose", "v": "kick"})
    assert state["ctx"]["step"] == "kick_call"
    return state, state["ctx"]["actor"]


def snap(state):
    return json.dumps(state, sort_keys=True)


# --- DK1 / DK2: the duel -----------------------------------------------------------------


def test_dk1_kicker_presents_a_die_above_one_of_the_receivers_and_the_receiver_removes_lower():
    duel = kick.new_duel([6, 5, 2, 1], [3, 3, 2, 2], False)
    assert kick.chooser(duel) == ("k", "present")
    assert kick.options(duel) == [5, 6]  # 2 and 1 leave the receiver nothing lower
    kick.step(duel, 5)
    assert kick.chooser(duel) == ("r", "remove")
    assert kick.options(duel) == [2, 3]
    kick.step(duel, 2)
    assert duel["k"] == [6, 2, 1] and sorted(duel["r"]) == [2, 3, 3]


def test_dk1_two_rounds_leave_two_dice_on_each_side():
    duel = kick.new_duel([6, 5, 4, 3], [2, 2, 1, 1], False)
    kick.step(duel, 3)
    kick.step(duel, 1)
    kick.step(duel, 4)
    kick.step(duel, 1)
    assert kick.done(duel)
    assert sorted(duel["k"]) == [5, 6] and duel["r"] == [2, 2]


def test_dk1_an_illegal_die_is_refused_and_changes_nothing():
    duel = kick.new_duel([6, 5, 2, 1], [3, 3, 2, 2], False)
    before = json.dumps(duel, sort_keys=True)
    with pytest.raises(ValueError):
        kick.step(duel, 2)  # not above any receiver's die
    with pytest.raises(ValueError):
        kick.step(duel, 4)  # not one of the kicker's dice
    assert json.dumps(duel, sort_keys=True) == before


def test_dk2_when_the_kicker_cannot_present_the_receiver_presents_and_the_kicker_removes():
    duel = kick.new_duel([2, 2, 1, 1], [5, 4, 3, 3], False)
    assert kick.chooser(duel) == ("r", "present")
    assert kick.options(duel) == [3, 4, 5]
    kick.step(duel, 3)
    assert kick.chooser(duel) == ("k", "remove")
    assert kick.options(duel) == [1, 2]


def test_dk2_roles_swap_in_the_second_round():
    duel = kick.new_duel([6, 1, 1, 1], [3, 3, 2, 2], False)
    kick.step(duel, 6)
    kick.step(duel, 2)
    # the kicker's 1s are not above the receiver's 2: the receiver presents now
    assert kick.chooser(duel) == ("r", "present")
    kick.step(duel, 3)
    kick.step(duel, 1)
    assert duel["k"] == [1, 1] and sorted(duel["r"]) == [2, 3]


# --- DK3 / DK4 / DK5 ---------------------------------------------------------------------


def test_dk3_distance_is_tens_and_units():
    assert kick.distance([5, 3]) == 53
    assert kick.distance([3, 5]) == 53
    assert kick.distance([1, 1]) == 11
    assert kick.distance([6, 6]) == 66


def test_dk4_return_is_the_sum_without_doubles():
    assert kick.roll_return([6, 4], Scripted([]), 100) == (10, [])


def test_dk4_the_nth_doubles_gives_n_more_rolls():
    # 3-3: one more roll; 4-4 (2nd doubles): two more; 6-6 (3rd): three more.
    faces = [4, 4, 1, 2, 6, 6, 1, 2, 1, 2, 1, 2]
    total, rolls = kick.roll_return([3, 3], Scripted(faces), 100)
    assert rolls == [[4, 4], [1, 2], [6, 6], [1, 2], [1, 2], [1, 2]]
    assert total == 6 + 8 + 3 + 12 + 3 + 3 + 3


def test_dk4_the_chain_stops_at_the_goal_line():
    total, rolls = kick.roll_return([6, 6], Scripted([5, 5, 6, 6]), 20)
    assert rolls == [[5, 5]] and total == 22  # the cap was reached: no more rolls


def test_dk4_chain_constant_is_the_exact_expectation():
    """The box's choice rule values a doubles chain at CHAIN_TENTHS; recompute it exactly."""

    @cache
    def expect(pending, doubles, total):
        if pending == 0 or total >= 100:
            return min(total, 100)
        s = 0.0
        for a in range(1, 7):
            for b in range(1, 7):
                if a == b:
                    s += expect(pending - 1 + doubles + 1, doubles + 1, total + a + b)
                else:
                    s += expect(pending - 1, doubles, total + a + b)
        return s / 36

    assert round(10 * expect(1, 1, 0)) == kick.CHAIN_TENTHS


def test_dk5_eight_equal_dice_kick_44_and_return_8_with_doubles():
    state, kicker = at_kickoff()
    faces = [4] * 8 + [2, 3]  # then the doubles' extra roll
    events = game.apply(state, {"a": "kick", "onside": False}, Scripted(faces))
    k = [e for e in events if e["e"] == "kick"][0]
    assert k["distance"] == 44 and k["k2"] == [4, 4] and k["r2"] == [4, 4]
    assert k["return"] == 8 + 5 and k["chain"] == [[2, 3]]
    g = state["G"]
    receiver = "away" if kicker == "home" else "home"
    assert g["offense"] == receiver
    assert g["ball_on"] == 100 - (35 + 44) + 13  # kickoff from the 35 (house rule DH2)


# --- DK6 / DK7 and the ball on ---------------------------------------------------------------


def _duel_by_hand(state, faces, choices):
    game.apply(state, {"a": "kick", "onside": True}, Scripted(faces))
    events = []
    for v in choices:
        events += game.apply(state, {"a": "die", "v": v}, Scripted([]))
    return events


def test_dk6_onside_kept_double_ones_keeps_the_ball_11_yards_on():
    state, kicker = at_kickoff()
    # kicker 6 5 1 1 against 3 3 2 2: present 6 and 5, keep the 1s
    events = _duel_by_hand(state, [6, 5, 1, 1, 3, 3, 2, 2], [5, 2, 6, 2])
    k = [e for e in events if e["e"] == "kick"][0]
    assert k["onside"] == "kept" and k["distance"] == 11
    g = state["G"]
    assert g["offense"] == kicker and g["ball_on"] == 35 + 11
    assert g["down"] == 1 and g["to_go"] == 10
    assert state["ctx"]["step"] == "play"


def test_dk6_onside_failed_is_still_11_yards_and_the_receiver_returns():
    state, kicker = at_kickoff()
    events = _duel_by_hand(state, [6, 5, 4, 1, 3, 3, 2, 2], [4, 3, 5, 2])
    k = [e for e in events if e["e"] == "kick"][0]
    assert k["onside"] == "lost" and k["distance"] == 11 and k["return"] == 3 + 2
    g = state["G"]
    assert g["offense"] != kicker
    assert g["ball_on"] == 100 - (35 + 11) + 5


def test_dk6_onside_is_announced_before_the_dice():
    state, _kicker = at_kickoff()
    labels = [label for label, _a in game.choices(state)]
    assert "ONSIDE" in labels and "KICK" in labels
    assert state["G"]["kick"]["duel"] is None  # nothing rolled before the call


@pytest.mark.parametrize("behind", [True, False])
def test_dk7_wind_adds_or_takes_the_toss_dice_difference(behind):
    state = game.new_game(5, {"wind": True})
    game.apply(state, {"a": "toss"})
    d1, d2 = state["G"]["toss"]["dice"]
    strength = abs(d1 - d2)
    game.apply(state, {"a": "choose", "v": "kick"})
    assert state["ctx"]["step"] == "wind_choice"
    receiver = state["ctx"]["actor"]  # the team not choosing picks its end (DH8)
    game.apply(state, {"a": "wind", "v": "face" if behind else "behind"})
    kicker = state["ctx"]["actor"]
    assert kicker != receiver
    assert (state["G"]["wind"]["behind"] == kicker) == behind
    game.apply(state, {"a": "kick", "onside": False}, Scripted([6, 6, 6, 6, 3, 2, 1, 1]))
    events = []
    for v in (6, 1, 6, 1):
        events += game.apply(state, {"a": "die", "v": v}, Scripted([]))
    k = [e for e in events if e["e"] == "kick"][0]
    assert k["distance"] == 66 + (strength if behind else -strength)
    assert k["r2"] == [3, 2] and k["return"] == 5


def test_dk7_wind_yards():
    assert kick.wind_yards(3, True) == 3
    assert kick.wind_yards(3, False) == -3


def test_a_kick_out_of_the_back_of_the_end_zone_is_a_touchback():
    state = game.new_game(1, {"home_kicks": "box", "away_kicks": "box"}, {"kickoff_spot": 45})
    game.apply(state, {"a": "toss"})
    game.apply(state, {"a": "choose", "v": "kick"})
    kicker = state["ctx"]["actor"]
    events = game.apply(state, {"a": "kick", "onside": False}, Scripted([6, 6, 6, 6, 3, 2, 1, 1]))
    k = [e for e in events if e["e"] == "kick"][0]
    assert k["distance"] == 66 and k.get("touchback")  # 45 + 66 lands past the end zone
    g = state["G"]
    assert g["offense"] != kicker and g["ball_on"] == 20


def test_a_return_to_the_goal_line_is_a_touchdown():
    state, kicker = at_kickoff()
    # kicker 2 2 1 1 cannot present against 6 6 6 5: the receiver presents 5 and 6 and keeps 6 6
    game.apply(state, {"a": "kick", "onside": False}, Scripted([2, 2, 1, 1, 6, 6, 6, 5]))
    faces = [6, 6] * 3 + [5, 4] * 10
    for v in (5, 1, 6, 1):
        game.apply(state, {"a": "die", "v": v}, Scripted(faces))
    g = state["G"]
    receiver = "away" if kicker == "home" else "home"
    assert g["score"][receiver] == 6
    assert state["ctx"]["step"] == "convert" and state["ctx"]["actor"] == receiver


# --- the box's choice rule -------------------------------------------------------------------


def brute_value(k, r, onside):
    """An independent minimax over every legal sequence of the duel, written from the rules
    (DK1, DK2, DK5) and not from kick.py: the kicker maximises distance minus expected return
    (a doubles chain worth CHAIN_TENTHS / 10), or keeping 1-1 on an onside kick."""

    def util(k2, r2):
        ret = sum(r2) + (kick.CHAIN_TENTHS / 10 if r2[0] == r2[1] else 0)
        if onside:
            return 10000 if sorted(k2) == [1, 1] else -ret
        return max(k2) * 10 + min(k2) - ret

    def rnd(k, r, n):
        if n == 2:
            return util(k, r)
        if max(k) > min(r):
            pres, rem, pres_is_k = k, r, True
        elif max(r) > min(k):
            pres, rem, pres_is_k = r, k, False
        else:
            return util(k[:2], r[:2])
        vals = []
        for i in range(len(pres)):
            if pres[i] <= min(rem):
                continue
            inner = []
            for j in range(len(rem)):
                if rem[j] < pres[i]:
                    p2 = pres[:i] + pres[i + 1 :]
                    r2 = rem[:j] + rem[j + 1 :]
                    nk, nr = (p2, r2) if pres_is_k else (r2, p2)
                    inner.append(rnd(nk, nr, n + 1))
            # the remover answers: the kicker removes to maximise, the receiver to minimise
            vals.append(min(inner) if pres_is_k else max(inner))
        return max(vals) if pres_is_k else min(vals)

    return rnd(list(k), list(r), 0)


@pytest.mark.parametrize("onside", [False, True])
def test_box_choice_rule_is_exact_minimax(onside):
    """For many rolls, the duel played by the box on both sides ends at the value an
    independent brute-force minimax gives the starting position."""
    dice = Dice(seed_state(77))
    for _ in range(150):
        k = [dice.die() for _ in range(4)]
        r = [dice.die() for _ in range(4)]
        duel = kick.new_duel(k, r, onside)
        while not kick.done(duel):
            kick.step(duel, kick.best_choice(duel))
        ret = sum(duel["r"]) + (kick.CHAIN_TENTHS / 10 if duel["r"][0] == duel["r"][1] else 0)
        if onside:
            got = 10000 if duel["k"] == [1, 1] else -ret
        else:
            got = kick.distance(duel["k"]) - ret
        assert got == pytest.approx(brute_value(k, r, onside)), (k, r)


def test_box_kicker_does_at_least_as_well_as_a_random_kicker_against_the_box():
    """No statistics needed: against the box's receiver (who takes the exact minimax value at
    each of its choices), a kicker's outcome can never beat the minimax value, which the
    box's kicker reaches. So on every roll, box kicker >= random kicker, in the kicker's own
    value (kick distance minus the return's expectation); strictly better on some rolls."""
    dice = Dice(seed_state(3))
    pick = Dice(seed_state(4))
    better = 0
    for _ in range(300):
        k = [dice.die() for _ in range(4)]
        r = [dice.die() for _ in range(4)]
        got = {}
        for who in ("box", "random"):
            duel = kick.new_duel(k, r, False)
            while not kick.done(duel):
                side = kick.chooser(duel)[0]
                opts = kick.options(duel)
                v = (
                    kick.best_choice(duel)
                    if side == "r" or who == "box"
                    else opts[pick.below(len(opts))]
                )
                kick.step(duel, v)
            got[who] = kick._utility(duel["k"], duel["r"], False)
        assert got["box"] >= got["random"], (k, r, got)
        better += got["box"] > got["random"]
    assert better > 0


def test_every_duel_position_is_finished_by_the_box_for_all_rolls():
    for k in itertools.combinations_with_replacement(range(1, 7), 4):
        for r in itertools.combinations_with_replacement(range(1, 7), 4):
            duel = kick.new_duel(list(k), list(r), False)
            while not kick.done(duel):
                kick.step(duel, kick.best_choice(duel))
            assert len(duel["k"]) == 2 and len(duel["r"]) == 2


def test_dk1_the_text_line_says_who_presents_and_what_was_shown():
    state, kicker = at_kickoff()
    game.apply(state, {"a": "kick", "onside": False}, Scripted([6, 5, 2, 1, 3, 3, 2, 2]))
    assert state["ctx"] == {"step": "duel", "actor": kicker}
    assert state["G"]["msg"] == "%s SHOWS" % kicker[0].upper()
    assert [label for label, _a in game.choices(state)] == ["SHOW 5", "SHOW 6"]
    game.apply(state, {"a": "die", "v": 5})
    assert state["ctx"]["actor"] != kicker and state["G"]["msg"] == "SHOWN 5"
    assert [label for label, _a in game.choices(state)] == ["DROP 2", "DROP 3"]
    assert state["G"]["shown"] == [3, 3, 2, 2]  # the receiver's dice on the dice display

"""Rugby League Breakout's scoreboard (R1-R4), its moves, menus, displays and replay."""

import json

import pytest
from kits.rlb import Script, hu_dice, team

from games.rlb import match, views
from games.rlb.tables import STARTS
from sideline.dice import Dice, seed_state


def new(**settings):
    return match.new_game(team(abbr="HOM"), team(abbr="AWY"), seed_state(5), settings)


def turnover(G):
    return match.apply(G, {"a": "turnover"}, Dice(G["dice"]))


def test_r1_six_possessions_each_from_80_60_40_20_10_5():
    G = new(first_tiebreak=False)
    starts = []
    while not G["over"]:
        starts.append((G["att"], G["poss"][G["att"]], G["out"]))
        turnover(G)
    assert starts == [(t, n + 1, STARTS[n]) for n in range(6) for t in (0, 1)]
    assert STARTS == (80, 60, 40, 20, 10, 5)


def test_r1_six_tackles_then_the_ball_goes_over():
    G = new()
    for tackle in range(1, 7):
        assert G["att"] == 0 and G["tackle"] == tackle
        match.apply(G, {"a": "gain", "yards": 3}, Script())
    assert G["att"] == 1 and G["tackle"] == 1 and G["out"] == 80


def test_r2_scoring_values_by_manual_entry():
    G = new()
    match.apply(G, {"a": "try", "conv": True}, Script())
    assert G["score"] == [6, 0]
    match.apply(G, {"a": "try", "conv": False}, Script())
    assert G["score"] == [6, 4]
    for _ in range(5):
        match.apply(G, {"a": "gain", "yards": 1}, Script())
    match.apply(G, {"a": "drop", "good": True}, Script())
    assert G["score"] == [7, 4]
    G["opts"] = [[0, 0, 1], [0, 1, 0]]  # hardness, offside: a sixth tackle may give a penalty
    for good in (True, False):  # away's sixth tackle, then home's
        for _ in range(6):
            match.apply(G, {"a": "gain", "yards": 1}, Script())
        match.apply(G, {"a": "pen", "team": G["att"], "good": good}, Script())
    assert G["score"] == [7, 6]


def test_r2_adjudicated_try_and_conversion():
    G = new()
    G["out"] = 5
    G["best"] = [True, True]
    G["teams"][0] = team(pw=12, ki=9)
    # no turnover, same-skill defender, then the conversion roll: 8 < 9 is good
    ev = match.apply(G, {"a": "play", "play": "HU"}, Script(29, 0, 8))
    kinds = [e["e"] for e in ev]
    assert kinds[:3] == ["run", "try", "conv"] and ev[2]["chance"] == 9 and ev[2]["good"]
    assert G["score"] == [6, 0] and G["att"] == 1


def test_r17_penalty_only_on_the_sixth_tackle_for_offside_or_hardness():
    G = new()
    G["best"] = [True, True]
    G["teams"][0] = team(ki=20, abbr="HOM")
    match.apply(G, {"a": "opts", "team": 1, "effort": 0, "offside": 3, "hardness": 2}, Script())
    for _ in range(5):  # tackles 1-5: no penalty roll at all
        dice = hu_dice(G)
        ev = match.apply(G, {"a": "play", "play": "HU"}, dice)
        assert [e["e"] for e in ev] == ["run"] and not dice.values
    # sixth: penalty roll 4 < 5 (offside + hardness in 20), then the goal roll
    ev = match.apply(G, {"a": "play", "play": "HU"}, hu_dice(G, 4, 0))
    pen = [e for e in ev if e["e"] == "pen"]
    assert pen and pen[0]["good"] and G["score"] == [2, 0]
    assert pen[0]["chance"] == 20 - G_out_fives(pen[0]["out"]) > 0


def G_out_fives(out):
    return out // 5


def test_r17_no_penalty_without_offside_or_hardness():
    G = new()
    G["best"] = [True, True]
    for _ in range(6):
        dice = hu_dice(G)
        match.apply(G, {"a": "play", "play": "HU"}, dice)
        assert not dice.values
    assert G["att"] == 1 and G["score"] == [0, 0]


def _to_the_sixth_possessions(G, home, away):
    G["score"] = [0, 0]
    while G["poss"] != [6, 6] or G["att"] != 1:
        turnover(G)
    G["score"] = [home, away]
    return turnover(G)


def test_r3_within_six_points_a_seventh_possession_each_from_80():
    for margin in (0, 6):
        G = new()
        ev = _to_the_sixth_possessions(G, 10, 10 - margin)
        assert any(e["e"] == "extra" for e in ev) and not G["over"]
        assert G["att"] == 0 and G["poss"] == [7, 6] and G["out"] == 80
        turnover(G)
        assert G["poss"] == [7, 7] and G["out"] == 80
        turnover(G)
        assert G["over"]


def test_r3_more_than_one_score_apart_ends_the_game():
    G = new()
    _to_the_sixth_possessions(G, 11, 4)
    assert G["over"] and G["result"] == {"winner": 0, "by": "score"}


def test_r3_can_be_switched_off():
    G = new(first_tiebreak=False)
    _to_the_sixth_possessions(G, 4, 4)
    assert G["over"] and G["result"]["by"] == "draw"


@pytest.mark.parametrize(
    "season_for,season_against,coin,winner,by",
    [
        ([300, 250], [100, 50], None, 0, "season for"),
        ([250, 250], [100, 50], None, 1, "season against"),
        ([250, 250], [90, 90], 1, 1, "coin"),
        ([250, 250], [90, 90], 0, 0, "coin"),
    ],
)
def test_r4_second_tiebreaker_in_cups(season_for, season_against, coin, winner, by):
    G = new(cup=True, first_tiebreak=False, season_for=season_for, season_against=season_against)
    G["score"] = [0, 0]
    while not G["over"]:
        dice = Script() if G["poss"] != [6, 6] or coin is None else Script(coin)
        match.apply(G, {"a": "turnover"}, dice)
    assert G["result"] == {"winner": winner, "by": by}
    assert G["score"][winner] == 1 and G["score"][1 - winner] == 0  # awarded a drop goal


def test_r4_not_in_league_games():
    G = new(first_tiebreak=False, season_for=[300, 100])
    _to_the_sixth_possessions(G, 4, 4)
    assert G["result"] == {"winner": None, "by": "draw"} and G["score"] == [4, 4]


def test_bad_actions_are_refused_and_change_nothing():
    G = new()
    before = json.dumps(G)
    bad = [
        {"a": "play", "play": "XX"},
        {"a": "play", "play": "GK"},  # not on the first tackle
        {"a": "defence", "play": "ZZ"},
        {"a": "gain", "yards": 99},  # reaches the line: a try
        {"a": "opts", "team": 0, "effort": 10, "offside": 0, "hardness": 0},
        {"a": "keys", "team": 1, "shirts": [3, 3]},
        {"a": "nope"},
        "play",
    ]
    for a in bad:
        with pytest.raises(ValueError):
            match.apply(G, a, Dice(G["dice"]))
        assert json.dumps(G) == before
    match.apply(G, {"a": "gain", "yards": 2}, Dice(G["dice"]))
    with pytest.raises(ValueError, match="before the first tackle"):
        match.apply(G, {"a": "keys", "team": 0, "shirts": [1, 2]}, Dice(G["dice"]))


def _live_game(seed):
    """A game played at the box: the menus' first choices, rotating, until it ends."""
    G = match.new_game(team(pw=13, abbr="HOM"), team(ta=9, abbr="AWY"), seed_state(seed))
    start = match.copy(G)
    log = []
    i = 0
    while not G["over"]:
        if G["tackle"] == 1 and (not log or log[-1]["a"] != "defence"):
            items = views.defence_menu(G)
        else:
            items = views.attack_menu(G)
        a = items[i % len(items)][1]
        i += 1
        match.apply(G, a, Dice(G["dice"]))
        log.append(a)
    return start, log, G


def test_replay_is_a_fold_over_the_action_log():
    start, log, G = _live_game(11)
    assert len(log) > 40
    again = match.replay(start, log, Dice)
    assert again == G
    assert json.loads(json.dumps(G)) == G  # plain JSON data, dice included


def test_the_dice_state_lives_in_the_record():
    start, log, G = _live_game(12)
    assert G["dice"] != start["dice"]
    half = match.replay(start, log[:30], Dice)
    assert match.replay(half, log[30:], Dice) == G


def test_menus_fit_the_text_line_and_offer_kicks_on_the_sixth_only():
    G = new()
    codes = [a["play"] for _, a in views.attack_menu(G)]
    assert "GK" not in codes and "DK" not in codes and "HU" in codes
    G["tackle"] = 6
    codes = [a["play"] for _, a in views.attack_menu(G)]
    assert {"GK", "BK", "CK", "DK"} <= set(codes)
    menus = [views.attack_menu(G), views.defence_menu(G), views.manual_menu(G)]
    menus += [views.option_menu(0, n) for n in views.OPTIONS]
    for items in menus:
        labels = [label for label, _ in items]
        assert all(0 < len(label) <= 8 for label in labels)
        assert len(set(labels)) == len(labels)


def test_every_menu_action_is_legal_when_offered():
    G = new()
    for tackle in (1, 6):
        G["tackle"] = tackle
        for _, a in views.attack_menu(G) + views.defence_menu(G):
            assert match.problem(G, a) is None
        for _, a in views.manual_menu(G):
            a = dict(a)
            if a.get("yards", 0) is None:
                a["yards"] = 3
            if a["a"] != "pen":  # offered to be refused with a word (R17): the next test
                assert match.problem(G, a) is None, a
    G["pen"] = True  # a sixth tackle entered without a score: only its penalty is asked
    for _, a in views.manual_menu(G):
        assert match.problem(G, a) is None, a


def test_displays_show_tackle_yards_possession_and_score():
    G = new()
    match.apply(G, {"a": "gain", "yards": 7}, Script())
    d = views.displays(G)
    assert d["down"] == "T2" and d["ball_on"] == "73" and d["clock"] == "P1"
    assert d["home"] == "0." and d["away"] == "0"
    assert all(len(v.replace(".", "")) <= 4 for k, v in d.items() if k != "text")
    assert len(d["text"]) <= 8 and len(d["dice"]) <= 4


def test_text_line_tells_what_happened():
    start, log, G = _live_game(13)
    G = match.copy(start)
    seen = set()
    for a in log:
        for e in match.apply(G, a, Dice(G["dice"])):
            t = views.text(e)
            assert 0 < len(t) <= 8, (e, t)
            seen.add(e["e"])
    assert {"run", "over", "end"} <= seen


def test_text_line_for_each_kind_of_event():
    run = {"e": "run", "to": False, "lb": False, "carrier": 8, "yards": 6}
    assert views.text(run) == "+6YD #8"
    assert views.lines(dict(run, lb=True, carrier=11, yards=23)) == ["LINE BRK", "+23YD#11"]
    assert views.text(dict(run, to=True)) == "TURNOVER"
    assert views.text({"e": "kick", "yards": 12, "kept": True}) == "KICK OK"
    assert views.text({"e": "conv", "good": False}) == "CONV NO"
    assert views.text({"e": "try", "scorer": 1}) == "TRY 1"


def test_a_possession_is_the_period():
    G = new()
    assert not match.possession_ended(match.apply(G, {"a": "gain", "yards": 2}, Script()))
    assert match.possession_ended(turnover(G))
    G["teams"][G["att"]]["abbr"] = "ABCD"
    assert len(views.displays(G)["text"]) <= 8


def test_r6_which_carrier_comes_first_is_a_fair_coin_over_consecutive_seeds():
    """[5.2 note] the random bit is which choice comes first: over seeds 1..4,000 the home
    side's first carry goes to the best player about half the time (normal approximation
    to the binomial, two-sided at 0.001: within 3.29 standard deviations of 2,000). With the
    dice seeded before the mixer it was the best player every time."""
    n = 4000
    best_first = 0
    for seed in range(1, n + 1):
        G = match.new_game(team(abbr="HOM"), team(abbr="AWY"), seed_state(seed))
        match.apply(G, {"a": "play", "play": "HU"}, Dice(G["dice"]))
        best_first += G["best"][0] is False  # the next carry is the other choice
    assert abs(best_first - n / 2) < 3.29 * (n**0.5) / 2, best_first

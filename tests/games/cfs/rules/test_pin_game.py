"""The game (rules G1-G5, K, H1, H3) pinned at every boundary of game.py.

Positions are set straight into the state (it is plain data, docs/design.md principle 2) and moved
by manual-mode results or by plays with scripted dice, so each expected spot, down and score
follows from the rules alone. House rules are passed in full (kits.pin.house)."""

import pytest
from kits.cfs_game import OTTERS, RAMS, SHEETS, at, fresh, m, out_team, scripted, use_up
from kits.pin import house

from games.cfs.rules import calls, game, moves
from games.cfs.sheet.parts import green_for, red_for
from sideline.dice import seed_state


def gain_faces(play, defense, defense_id, yards):
    """Dice for `play` winning its matchup and gaining exactly `yards` (M1-M3, Y1-Y2)."""
    g = green_for(play, defense_id)
    r = red_for(defense, defense_id, play["kind"])
    assert g <= yards <= 6 * g
    faces = [6] * g + [1] * r
    if play["yellow"]:
        assert play["yellow"] < 6
        faces.append(6)  # M4: above the yellow number, the matchup stands
    left = yards
    for i in range(g):
        face = min(6, left - (g - 1 - i))
        faces.append(face)
        left -= face
    assert play["break_away"] < 6
    return faces + [6]  # Y2: orange above the break-away number, no Break-Away roll


def plain_play(sheet, kind):
    for p in sheet["plays"]:
        if p["kind"] == kind and not p["yellow"] and not p["bonus20"]:
            return p
    raise AssertionError("no plain %s play" % kind)


def call(play):
    return {"t": "play", "call": {"defense": "base_run", "offense": play["name"], "checkoff": None}}


# --- G5: down, distance, goal to go -------------------------------------------------------


def test_g5_first_down_on_the_ten_is_goal_to_go_and_on_the_eleven_is_not():
    G = fresh()
    at(G, "home", 80)
    m(G, "gain", 10)  # to the 90: the line to gain would be the goal line
    assert (G["ball_on"], G["down"], G["to_go"], G["goal_to_go"]) == (90, 1, 10, True)
    G = fresh()
    at(G, "home", 79)
    m(G, "gain", 10)  # to the 89: ten to go, not goal to go
    assert (G["ball_on"], G["down"], G["to_go"], G["goal_to_go"]) == (89, 1, 10, False)
    G = fresh()
    at(G, "home", 85)
    m(G, "gain", 10)  # to the 95: five to the goal line
    assert (G["down"], G["to_go"], G["goal_to_go"]) == (1, 5, True)


def test_g5_a_gain_to_exactly_the_line_is_a_first_down_one_short_is_not():
    G = fresh()
    at(G, "away", 30, down=2, to_go=7)
    ev = m(G, "gain", 7)
    assert ev.get("first_down") is True and (G["down"], G["to_go"], G["ball_on"]) == (1, 10, 37)
    assert G["first_downs"] == {"home": 0, "away": 1}  # E6: per team
    G = fresh()
    at(G, "away", 30, down=2, to_go=7)
    ev = m(G, "gain", 6)
    assert "first_down" not in ev and (G["down"], G["to_go"], G["ball_on"]) == (3, 1, 36)
    assert G["first_downs"] == {"home": 0, "away": 0}


def test_g5_a_failed_third_down_is_fourth_down_and_a_failed_fourth_is_a_turnover_on_downs():
    G = fresh()
    at(G, "home", 40, down=3, to_go=10)
    ev = m(G, "gain", 0)
    assert ev["text"] == "STOPPED" and G["possession"] == "home"
    assert (G["down"], G["to_go"], G["ball_on"]) == (4, 10, 40)
    ev = m(G, "gain", 9)
    assert ev["text"] == "DOWNS" and G["possession"] == "away"
    assert (G["down"], G["to_go"], G["ball_on"], G["phase"]) == (1, 10, 100 - 49, "scrimmage")


def test_g5_a_loss_lengthens_the_distance():
    G = fresh()
    at(G, "home", 40, down=1, to_go=10)
    ev = m(G, "gain", -3)
    assert ev["outcome"] == "loss" and ev["text"] == "LOSS -3"
    assert (G["down"], G["to_go"], G["ball_on"]) == (2, 13, 37)


# --- H3: touchdowns, safeties, tries ------------------------------------------------------


def test_h3_a_gain_to_exactly_the_goal_line_is_a_touchdown():
    G = fresh()
    at(G, "home", 90, down=1, to_go=10)
    ev = m(G, "gain", 10)
    assert ev["text"] == "TD" and G["score"] == {"home": 6, "away": 0}
    assert (G["phase"], G["possession"], G["down"], G["to_go"]) == ("try", "home", 0, 0)
    G = fresh()
    at(G, "home", 90, down=1, to_go=10)
    ev = m(G, "gain", 9)
    assert ev["text"] == "GAIN 9" and G["ball_on"] == 99 and G["score"]["home"] == 0


def test_h3_a_loss_to_exactly_the_own_goal_line_is_a_safety():
    G = fresh()
    at(G, "home", 5)
    ev = m(G, "gain", -5)
    assert ev["text"] == "SAFETY" and G["score"] == {"home": 0, "away": 2}
    # The team scored upon kicks off.
    assert (G["phase"], G["kicking"], G["possession"]) == ("kickoff", "home", "away")
    G = fresh()
    at(G, "home", 5)
    m(G, "gain", -4)
    assert G["ball_on"] == 1 and G["score"] == {"home": 0, "away": 0}


def test_h3_points_come_from_the_house_rules():
    pts = {"td": 7, "pat": 2, "two_point": 3, "fg": 4, "safety": 5}
    G = fresh(points=pts)
    at(G, "home", 95)
    m(G, "td")
    assert G["score"]["home"] == 7 and G["stats"]["home"]["yards"] == 5
    m(G, "two_good")
    assert G["score"]["home"] == 7 + 3
    assert G["stats"]["home"]["points"] == ["td", "two_point"]


def test_h3_a_good_two_point_try_scores_two_and_a_kick_one():
    for what, pts in (("two_good", 2), ("xp_good", 1), ("two_no", 0), ("xp_no", 0)):
        G = fresh()
        at(G, "away", 97)
        m(G, "td")
        ev = m(G, what)
        assert G["score"] == {"home": 0, "away": 6 + pts}, what
        assert ev["good"] is what.endswith("good")
        assert (G["phase"], G["kicking"], G["possession"]) == ("kickoff", "away", "home")


def test_h3_tries_with_dice_score_their_points(monkeypatch):
    G = fresh(pat_good=5, two_point_good=2)
    at(G, "home", 97)
    m(G, "td")
    scripted(monkeypatch, [2])
    ev = game.apply(G, SHEETS, {"t": "two"})
    assert ev["text"] == "2PT GOOD" and G["score"]["home"] == 8
    G = fresh(pat_good=5, two_point_good=2)
    at(G, "home", 97)
    m(G, "td")
    scripted(monkeypatch, [5])
    ev = game.apply(G, SHEETS, {"t": "pat"})
    assert ev["text"] == "XP GOOD" and G["score"]["home"] == 7


# --- H1 and the half-distance rule --------------------------------------------------------


@pytest.mark.parametrize(
    "spot,yards,half,after",
    [
        (60, 15, True, 75),  # less than half the distance: unchanged
        (40, -15, True, 25),
        (70, 15, True, 85),  # exactly half the distance: unchanged
        (80, 15, True, 90),  # half of 20
        (81, 15, True, 90),  # half of 19, rounded down
        (81, 10, True, 90),  # 10 is more than half of 19
        (90, 10, False, 99),  # to the goal line: held on the 99
        (30, -15, True, 15),  # exactly half: unchanged
        (10, -15, True, 5),  # half of 10
        (11, -15, True, 6),  # half of 11, rounded down
        (80, 15, False, 95),
        (90, 15, False, 99),  # never across the goal line
        (10, -15, False, 1),
    ],
)
def test_h1_penalties_near_a_goal_line_are_half_the_distance(spot, yards, half, after):
    G = fresh(half_distance=half)
    at(G, "home", spot, down=2, to_go=100 - spot if spot + 10 >= 100 else 10)
    m(G, "pen", yards)
    assert G["ball_on"] == after and type(G["ball_on"]) is int


def test_h1_a_penalty_to_exactly_the_line_to_gain_is_a_first_down():
    G = fresh()
    at(G, "away", 30, down=2, to_go=5)
    m(G, "pen", 5)
    assert (G["ball_on"], G["down"], G["to_go"]) == (35, 1, 10)
    assert G["first_downs"] == {"home": 0, "away": 1}
    G = fresh()
    at(G, "away", 30, down=2, to_go=6)
    ev = m(G, "pen", 5)
    assert ev["text"] == "PENALTY"
    assert (G["ball_on"], G["down"], G["to_go"]) == (35, 2, 1)  # the down is replayed
    assert G["first_downs"] == {"home": 0, "away": 0}


def test_h1_an_automatic_first_down_whatever_the_distance():
    G = fresh()
    at(G, "away", 30, down=3, to_go=20)
    m(G, "pen", 5, first=True)
    assert (G["ball_on"], G["down"], G["to_go"]) == (35, 1, 10)
    assert G["first_downs"]["away"] == 1
    G = fresh()
    at(G, "away", 30, down=3, to_go=12)
    m(G, "pen", -5)
    assert (G["ball_on"], G["down"], G["to_go"]) == (25, 3, 17)


def test_h1_a_chart_penalty_from_a_play_moves_the_ball_not_the_stats(monkeypatch):
    chart = [{"name": "ROUGHING", "yards": 15, "auto_first": True}] * 6
    G = fresh(penalty_chart=chart)
    at(G, "home", 40, down=3, to_go=10)
    play = next(p for p in RAMS["plays"] if p["yellow"] and p["kind"] == "run")
    g = green_for(play, "base_run")
    r = red_for(OTTERS, "base_run", "run")
    # M4: yellow 1 <= the play's number sends play to the chart; 1 there is a penalty (S1).
    scripted(monkeypatch, [1] * g + [6] * r + [1, 1, 3])
    ev = game.apply(G, SHEETS, call(play))
    assert ev["outcome"] == "penalty" and ev["penalty"] == "ROUGHING" and ev["text"] == "ROUGHING"
    assert (G["ball_on"], G["down"], G["to_go"]) == (55, 1, 10)
    assert G["stats"]["home"]["yards"] == 0 and G["stats"]["home"]["plays"] == 1


# --- turnovers and returns ----------------------------------------------------------------


def test_a_manual_turnover_return_to_exactly_the_goal_line_is_a_touchdown():
    G = fresh()
    at(G, "home", 30)
    ev = m(G, "to", 30, kind="pass")  # picked off at the home 30, returned 30: the goal line
    assert ev["text"] == "INT TD" and G["score"] == {"home": 0, "away": 6}
    assert G["phase"] == "try" and G["possession"] == "away"
    assert G["stats"]["home"]["turnovers"] == 1
    G = fresh()
    at(G, "home", 30)
    ev = m(G, "to", 29, kind="run")
    assert ev["text"] == "FUMBLE" and G["score"] == {"home": 0, "away": 0}
    assert (G["possession"], G["ball_on"], G["down"]) == ("away", 99, 1)


@pytest.mark.parametrize(
    "kind,return_td,text",
    [
        ("pass", False, "INT"),
        ("pass", True, "INT TD"),
        ("run", False, "FUMBLE"),
        ("run", True, "FUMB TD"),
    ],
)
def test_s2_a_turnover_reads_as_an_interception_on_a_pass_and_a_fumble_on_a_run(
    kind, return_td, text
):
    """S2's turnover is a pass picked off or a run fumbled, on the 8-character text line;
    the game's dice and manual mode's entries both say it this way."""
    assert moves.turnover_text(kind, return_td) == text
    assert len(text) <= 8


def test_a_manual_turnover_returned_behind_the_goal_line_is_spotted_on_the_one():
    G = fresh()
    at(G, "home", 30)
    m(G, "to", -70)  # back to the defense's own 0
    assert (G["possession"], G["ball_on"]) == ("away", 1)
    G = fresh()
    at(G, "home", 30)
    m(G, "to", -69)
    assert (G["possession"], G["ball_on"]) == ("away", 1)
    G = fresh()
    at(G, "home", 30)
    m(G, "to", -68)
    assert (G["possession"], G["ball_on"]) == ("away", 2)


def test_k1_a_manual_kickoff_return_to_exactly_100_is_a_touchdown():
    G = fresh()
    assert G["phase"] == "kickoff" and G["possession"] == "away"
    ev = m(G, "ko", 100)
    assert ev["text"] == "KR TD" and G["score"]["away"] == 6 and G["phase"] == "try"
    G = fresh()
    ev = m(G, "ko", 99)
    assert ev["text"] == "BALL 99" and (G["ball_on"], G["possession"], G["down"]) == (99, "away", 1)
    assert G["goal_to_go"] is True and G["to_go"] == 1
    G = fresh()
    m(G, "ko", 0)  # a kickoff always puts the ball in play
    assert G["ball_on"] == 1


def test_k4_a_manual_punt_to_exactly_the_goal_line_is_a_touchback():
    G = fresh(punt_touchback=25)
    at(G, "home", 60, down=4)
    m(G, "punt", 40)
    assert (G["possession"], G["ball_on"], G["down"]) == ("away", 25, 1)
    G = fresh(punt_touchback=25)
    at(G, "home", 60, down=4)
    m(G, "punt", 39)
    assert (G["possession"], G["ball_on"]) == ("away", 1)


# --- field goals ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "ball_on,minimum,take",
    [
        (60, 20, 47),  # the spot of the kick, 7 yards behind the 60: the defense's 47
        (86, 20, 21),
        (87, 20, 20),  # the spot of the kick is the 20 itself
        (90, 20, 20),  # the kick from the 83 would give the 17: the 20 instead
        (86, 25, 25),
    ],
)
def test_k6_a_missed_field_goal_gives_the_ball_at_the_kick_or_the_twenty(ball_on, minimum, take):
    G = fresh(missed_fg_min=minimum)
    at(G, "home", ball_on, down=4)
    ev = m(G, "fg_miss")
    assert ev["text"] == "FG NO" and ev["good"] is False
    assert ev["distance"] == 100 - ball_on + 17
    assert (G["possession"], G["ball_on"], G["down"]) == ("away", take, 1)


def test_k6_a_good_field_goal_scores_and_the_kicking_team_kicks_off():
    G = fresh()
    at(G, "away", 75, down=4)
    ev = m(G, "fg_good")
    assert ev["text"] == "FG GOOD" and G["score"] == {"home": 0, "away": 3}
    assert (G["phase"], G["kicking"], G["possession"]) == ("kickoff", "away", "home")


def test_k6_field_goal_range_is_part_of_what_is_legal():
    G = fresh(fg_snap_yards=17)
    last = RAMS["field_goal"][-1]["max_distance"]
    at(G, "home", 100 + 17 - last)  # exactly the chart's longest kick
    assert game.legal(G, SHEETS) == ["play", "fg", "punt"]
    at(G, "home", 100 + 17 - last - 1)
    assert game.legal(G, SHEETS) == ["play", "punt"]


# --- G1-G3: the end of the game -----------------------------------------------------------


def test_g1_g2_a_team_out_of_plays_may_only_kick_a_field_goal_in_range():
    G = fresh(last_possession=False)
    at(G, "home", 80)
    use_up(G, "home")
    G["out"] = "home"
    assert game.legal(G, SHEETS) == ["fg", "end"]
    ev = game.apply(G, SHEETS, {"t": "end"})
    assert ev["text"] == "FINAL" and game.is_over(G)
    G = fresh(last_possession=False)
    at(G, "home", 30)
    use_up(G, "home")
    G["out"] = "home"
    assert game.legal(G, SHEETS) == ["end"]


def test_g1_using_the_last_play_out_of_range_ends_the_game(monkeypatch):
    G = fresh(last_possession=False)
    at(G, "home", 20)
    play = plain_play(RAMS, "run")
    use_up(G, "home")
    index = RAMS["play_index"][play["name"]]
    G["marks"]["home"]["plays"][index] -= 1  # one use left, of this play
    scripted(monkeypatch, gain_faces(play, OTTERS, "base_run", 3))
    game.apply(G, SHEETS, call(play))
    assert G["out"] == "home" and game.is_over(G) and G["ball_on"] == 23


def test_g2_using_the_last_play_in_range_leaves_the_field_goal(monkeypatch):
    G = fresh(last_possession=False)
    at(G, "home", 80)
    play = plain_play(RAMS, "run")
    use_up(G, "home")
    index = RAMS["play_index"][play["name"]]
    G["marks"]["home"]["plays"][index] -= 1
    scripted(monkeypatch, gain_faces(play, OTTERS, "base_run", 3))
    game.apply(G, SHEETS, call(play))
    assert G["out"] == "home" and not game.is_over(G) and G["ball_on"] == 83
    assert game.legal(G, SHEETS) == ["fg", "end"]


def test_g3_a_team_out_of_plays_must_kick_and_the_other_gets_a_last_possession():
    G = fresh(last_possession=True)
    at(G, "home", 30, down=4)
    use_up(G, "home")
    G["out"] = "home"
    assert game.legal(G, SHEETS) == ["punt"]  # out of range: punt only
    m(G, "punt", 40)
    assert G["last"] == "away" and not game.is_over(G) and G["possession"] == "away"
    # The last possession ends with any change of possession: the game is over.
    m(G, "gain", 0)
    m(G, "fg_miss")
    assert game.is_over(G)


def test_g3_when_the_other_team_has_no_plays_left_the_game_is_over():
    G = fresh(last_possession=True)
    at(G, "home", 30, down=4)
    use_up(G, "home")
    use_up(G, "away")
    G["out"] = "home"
    m(G, "punt", 40)
    assert game.is_over(G) and G["last"] is None


def test_g3_without_the_option_the_game_ends_when_the_out_team_gives_up_the_ball():
    G = fresh(last_possession=False)
    at(G, "home", 80, down=4)
    use_up(G, "home")
    G["out"] = "home"
    m(G, "fg_good")
    assert game.is_over(G) and G["score"]["home"] == 3 and G["last"] is None


# --- G4: halftime ---------------------------------------------------------------------------


def test_g4_halftime_comes_after_exactly_the_house_number_of_plays(monkeypatch):
    G = fresh(halftime_after_plays=2)
    assert G["opening_kick"] == "home"
    play = plain_play(RAMS, "run")
    at(G, "home", 20)
    scripted(monkeypatch, gain_faces(play, OTTERS, "base_run", 2))
    ev = game.apply(G, SHEETS, call(play))
    assert "halftime" not in ev and G["half"] == 1
    scripted(monkeypatch, gain_faces(play, OTTERS, "base_run", 2))
    ev = game.apply(G, SHEETS, call(play))
    assert ev["halftime"] is True and G["half"] == 2 and G["halftime_due"] is False
    # The team that received first kicks off the second half.
    assert (G["phase"], G["kicking"], G["possession"]) == ("kickoff", "away", "home")


def test_g4_halftime_as_an_action_keeps_the_score():
    G = fresh()
    at(G, "home", 95)
    m(G, "td")
    ev = game.apply(G, SHEETS, {"t": "halftime"})
    assert ev == {"t": "halftime", "side": "home", "rolls": [], "text": "HALF", "score": [6, 0]}
    assert (G["half"], G["phase"], G["kicking"]) == (2, "kickoff", "away")


# --- plays with dice ------------------------------------------------------------------------


def test_c5_m_y_a_won_matchup_gains_and_marks_the_sheet(monkeypatch):
    G = fresh()
    at(G, "home", 20)
    play = plain_play(RAMS, "pass")
    d = scripted(monkeypatch, gain_faces(play, OTTERS, "base_run", 4))
    ev = game.apply(G, SHEETS, call(play))
    assert d.done() and ev["outcome"] == "gain" and ev["yards"] == 4 and ev["text"] == "GAIN 4"
    assert ev["play"] == play["name"] and ev["defense"] == "base_run" and ev["by"] is None
    assert ev["score"] == [0, 0] and ev["side"] == "home" and ev["t"] == "play"
    assert (G["ball_on"], G["down"], G["to_go"]) == (24, 2, 6)
    st = G["stats"]["home"]
    assert (st["plays"], st["yards"], st["pass"], st["rush"]) == (1, 4, 4, 0)
    index = RAMS["play_index"][play["name"]]
    assert G["marks"]["home"]["plays"][index] == 1 and G["marks"]["home"]["pass"] == 1
    assert G["plays"] == 1


def test_s2_a_turnover_on_downs_field_changes_possession_at_the_spot(monkeypatch):
    G = fresh()
    at(G, "home", 35)
    play = next(p for p in RAMS["plays"] if p["yellow"] and p["kind"] == "pass")
    g = green_for(play, "base_run")
    r = red_for(OTTERS, "base_run", "pass")
    scripted(monkeypatch, [1] * g + [6] * r + [1, 2, 6, 1, 2])  # chart 2, then a 6: INT
    ev = game.apply(G, SHEETS, call(play))
    assert ev["outcome"] == "turnover" and ev["text"] == "INT" and ev["by"] == "offense"
    assert (G["possession"], G["ball_on"], G["down"]) == ("away", 65, 1)
    assert G["stats"]["home"]["turnovers"] == 1
    # Double 1s on the return: a touchdown for the defense.
    G = fresh()
    at(G, "home", 35)
    scripted(monkeypatch, [1] * g + [6] * r + [1, 2, 6, 1, 1])
    ev = game.apply(G, SHEETS, call(play))
    assert ev["text"] == "INT TD" and G["score"] == {"home": 0, "away": 6} and G["phase"] == "try"


def test_illegal_actions_raise_and_change_nothing():
    G = fresh()
    before = repr(G)
    with pytest.raises(calls.IllegalCall):
        game.apply(G, SHEETS, {"t": "punt"})
    with pytest.raises(calls.IllegalCall):
        m(G, "gain", 5)  # not a kickoff result
    at(G, "home", 30)
    before = repr(G)
    for bad in (200, -100, 1.5, "3"):
        with pytest.raises(calls.IllegalCall):
            m(G, "gain", bad)
    m_ok = {"t": "m", "what": "gain", "yards": 199}
    assert repr(G) == before
    game.apply(G, SHEETS, m_ok)
    assert G["phase"] == "try"


def test_the_winner_is_the_higher_score():
    G = fresh()
    assert game.winner(G) is None
    G["score"] = {"home": 3, "away": 2}
    assert game.winner(G) == "home"
    G["score"] = {"home": 2, "away": 3}
    assert game.winner(G) == "away"
    assert game.other("home") == "away" and game.other("away") == "home"


# --- manual mode: what the players enter --------------------------------------------------


def test_manual_event_says_what_who_and_how_far():
    G = fresh()
    at(G, "away", 30)
    ev = m(G, "gain", 6, kind="pass")
    assert (ev["t"], ev["what"], ev["side"], ev["yards"], ev["rolls"]) == (
        "m",
        "gain",
        "away",
        6,
        [],
    )
    assert ev["score"] == [0, 0] and ev["outcome"] == "gain"


def test_manual_gain_of_one_is_a_gain_and_zero_is_stopped():
    G = fresh()
    at(G, "home", 30)
    assert m(G, "gain", 1)["outcome"] == "gain"
    assert m(G, "gain", 0)["outcome"] == "stopped"
    assert m(G, "gain", -1)["outcome"] == "loss"
    at(G, "home", 30)
    ev = game.apply(G, SHEETS, {"t": "m", "what": "gain"})  # no yards given: none gained
    assert ev["yards"] == 0 and G["ball_on"] == 30


def test_manual_yards_from_minus_99_to_199_are_accepted():
    for yards in (-99, 199):
        G = fresh()
        at(G, "home", 50)
        m(G, "gain", yards)
    for yards in (-100, 200):
        G = fresh()
        at(G, "home", 50)
        with pytest.raises(calls.IllegalCall) as e:
            m(G, "gain", yards)
        assert str(e.value) == "yards must be a whole number of yards"


def test_manual_entries_outside_their_phase_are_refused_by_name():
    G = fresh()
    with pytest.raises(calls.IllegalCall) as e:
        m(G, "gain", 3)
    assert str(e.value) == "gain cannot be entered now"
    G["phase"] = game.OVER
    with pytest.raises(calls.IllegalCall):
        m(G, "ko", 3)


def test_manual_stats_add_up_by_kind():
    G = fresh()
    at(G, "home", 20)
    m(G, "gain", 5)  # a run unless told
    m(G, "gain", 7, kind="pass")
    m(G, "gain", 3, kind="run")
    ev = m(G, "inc", 9)  # an incompletion gains nothing whatever is entered
    assert ev["text"] == "INCOMPL" and ev["yards"] == 0 and G["ball_on"] == 35
    st = G["stats"]["home"]
    assert (st["plays"], st["yards"], st["rush"], st["pass"]) == (4, 15, 8, 7)


def test_the_offense_sheet_is_the_team_with_the_ball():
    G = fresh()
    at(G, "away", 30)
    assert game.offense_sheet(G, SHEETS) is OTTERS
    at(G, "home", 30)
    assert game.offense_sheet(G, SHEETS) is RAMS


def test_manual_touchdown_credits_the_yards_to_the_goal_line_by_kind():
    G = fresh()
    at(G, "home", 40)
    m(G, "gain", 10)
    m(G, "td", kind="pass")  # from the 50: 50 yards through the air
    st = G["stats"]["home"]
    assert (st["yards"], st["rush"], st["pass"], st["plays"]) == (60, 10, 50, 2)
    G = fresh()
    at(G, "away", 40)
    m(G, "gain", 10, kind="pass")
    m(G, "td", kind="run")
    st = G["stats"]["away"]
    assert (st["yards"], st["rush"], st["pass"]) == (60, 50, 10)


def test_manual_turnovers_add_up():
    G = fresh()
    at(G, "home", 30)
    m(G, "to", 0)
    at(G, "home", 30)
    m(G, "to", 0, kind="pass")
    assert G["stats"]["home"]["turnovers"] == 2 and G["stats"]["away"]["turnovers"] == 0


def test_h3_a_manual_safety_scores_for_the_defense_and_the_offense_kicks():
    G = fresh()
    at(G, "home", 3)
    ev = m(G, "safety")
    assert ev["text"] == "SAFETY" and ev["score"] == [0, 2]
    assert G["score"] == {"home": 0, "away": 2} and G["stats"]["away"]["points"] == ["safety"]
    assert (G["phase"], G["kicking"], G["possession"]) == ("kickoff", "home", "away")
    G = fresh()
    at(G, "away", 3)
    m(G, "safety")
    assert G["score"] == {"home": 2, "away": 0} and G["kicking"] == "away"


def test_k4_a_manual_punt_is_named_on_the_text_line():
    G = fresh()
    at(G, "home", 30, down=4)
    ev = m(G, "punt", 40)
    assert ev["text"] == "PUNT" and (G["possession"], G["ball_on"]) == ("away", 30)


def punt(monkeypatch, G, faces):
    d = scripted(monkeypatch, faces)
    ev = game.apply(G, SHEETS, {"t": "punt"})
    assert d.done()
    return ev


def test_k4_a_punt_and_return_give_the_receiver_the_ball(monkeypatch):
    G = fresh(punt_return_table="receiving")
    at(G, "home", 30, down=4)
    dist = RAMS["punting"][2]
    ret = OTTERS["punt_return"][3]
    ev = punt(monkeypatch, G, [3, 4])
    assert ev["text"] == "PUNT %d" % dist and ev["punt"]["result"] == "return"
    assert ev["punt"]["distance"] == dist and ev["punt"]["return"] == ret
    assert (G["possession"], G["ball_on"], G["down"]) == ("away", 100 - (30 + dist) + ret, 1)


def test_k5_a_blocked_punt_is_named_and_a_block_behind_the_goal_line_is_a_safety(monkeypatch):
    table = [{"roll_again": 7}, 0, 3, 5, 8, 12]
    home = dict(RAMS, punt_return=table)
    sheets = {"home": home, "away": OTTERS}
    G = game.new_game(sheets, seed_state(7), house(punt_return_table="punting"))
    at(G, "home", 30, down=4)
    d = scripted(monkeypatch, [1, 1, 6, 3, 4])
    ev = game.apply(G, sheets, {"t": "punt"})
    assert d.done() and ev["text"] == "BLOCKED" and ev["punt"]["result"] == "blocked"
    assert (G["possession"], G["ball_on"]) == ("away", 100 - 23)
    G = game.new_game(sheets, seed_state(7), house(punt_return_table="punting"))
    at(G, "home", 6, down=4)
    d = scripted(monkeypatch, [1, 1, 6, 3, 4])
    ev = game.apply(G, sheets, {"t": "punt"})
    assert ev["text"] == "SAFETY" and G["score"] == {"home": 0, "away": 2}
    assert G["stats"]["away"]["points"] == ["safety"]
    assert (G["phase"], G["kicking"], G["possession"]) == ("kickoff", "home", "away")


def test_k5_a_punt_returned_all_the_way_is_a_touchdown(monkeypatch):
    table = [{"roll_again": 7}, 0, 3, 5, 8, 99]
    away = dict(OTTERS, punt_return=table)
    sheets = {"home": RAMS, "away": away}
    G = game.new_game(sheets, seed_state(7), house(punt_return_table="receiving"))
    at(G, "home", 30, down=4)
    d = scripted(monkeypatch, [1, 6])
    ev = game.apply(G, sheets, {"t": "punt"})
    assert d.done() and ev["text"] == "PR TD" and G["score"] == {"home": 0, "away": 6}
    assert (G["phase"], G["possession"]) == ("try", "away")


def test_k4_h3_a_punt_into_the_end_zone_is_a_touchback(monkeypatch):
    G = fresh(punt_touchback=20)
    at(G, "home", 70, down=4)
    ev = punt(monkeypatch, G, [6])
    assert ev["punt"]["result"] == "touchback" and ev["text"] == "PUNT %d" % RAMS["punting"][5]
    assert (G["possession"], G["ball_on"]) == ("away", 20)


def test_g3_a_punt_by_the_team_out_of_plays_ends_the_game_when_the_other_is_out_too(
    monkeypatch,
):
    G = out_team(last_possession=True)
    use_up(G, "away")
    at(G, "home", 30, down=4)
    punt(monkeypatch, G, [3, 4])
    assert game.is_over(G)


def test_h3_tries_by_dice_name_their_result_and_roll_for_their_kind(monkeypatch):
    for kind, face, text, pts in (
        ("two", 3, "2PT NO", 0),  # 3 is good for a kick (pat_good 5), not for two
        ("two", 2, "2PT GOOD", 2),
        ("pat", 6, "XP NO", 0),
        ("pat", 5, "XP GOOD", 1),
    ):
        G = fresh(pat_good=5, two_point_good=2)
        at(G, "home", 97)
        m(G, "td")
        scripted(monkeypatch, [face])
        ev = game.apply(G, SHEETS, {"t": kind})
        assert ev["text"] == text and G["score"]["home"] == 6 + pts, (kind, face)
        assert ev["rolls"] == [["W", face, kind]] and ev["good"] is (pts > 0)


def test_h3_manual_tries_name_their_result():
    for what, text in (
        ("xp_good", "XP GOOD"),
        ("xp_no", "XP NO"),
        ("two_good", "2PT GOOD"),
        ("two_no", "2PT NO"),
    ):
        G = fresh()
        at(G, "home", 97)
        m(G, "td")
        assert m(G, what)["text"] == text


def test_after_a_score_the_kickoff_has_no_down_and_distance():
    G = fresh()
    at(G, "home", 75, down=3, to_go=4)
    m(G, "fg_good")
    assert (G["phase"], G["down"], G["to_go"]) == ("kickoff", 0, 0)


def test_k1_k3_the_opening_kickoff_reads_the_receivers_table_and_the_kickers_adjustment(
    monkeypatch,
):
    G = fresh()
    assert (G["kicking"], G["possession"]) == ("home", "away")
    scripted(monkeypatch, [2, 4])
    ev = game.apply(G, SHEETS, {"t": "kickoff"})
    spot = OTTERS["kickoff_return"][1] + RAMS["kickoff_adjust"][3]
    assert (ev["side"], ev["spot"], ev["text"]) == ("away", spot, "BALL %d" % spot)
    assert (G["possession"], G["ball_on"]) == ("away", spot)
    ev = m(fresh(), "ko", 30)
    assert (ev["side"], ev["spot"]) == ("away", 30)


def test_plays_by_dice_add_up_their_stats_and_show_the_matchup(monkeypatch):
    G = fresh()
    at(G, "home", 20)
    play = plain_play(RAMS, "run")
    for _ in range(2):
        scripted(monkeypatch, gain_faces(play, OTTERS, "base_run", 3))
        ev = game.apply(G, SHEETS, call(play))
    g = green_for(play, "base_run")
    assert ev["matchup"] == [6 * g, red_for(OTTERS, "base_run", "run")]
    st = G["stats"]["home"]
    assert (st["plays"], st["rush"], st["yards"]) == (2, 6, 6)


def test_s2_a_fumble_on_a_run_and_turnovers_add_up(monkeypatch):
    play = next(p for p in RAMS["plays"] if p["yellow"] and p["kind"] == "run")
    g = green_for(play, "base_run")
    r = red_for(OTTERS, "base_run", "run")
    G = fresh()
    for _ in range(2):
        at(G, "home", 35)
        scripted(monkeypatch, [1] * g + [6] * r + [1, 2, 6, 1, 2])
        ev = game.apply(G, SHEETS, call(play))
        assert ev["text"] == "FUMBLE"
    assert G["stats"]["home"]["turnovers"] == 2


def last_use(G, play):
    use_up(G, "home")
    G["marks"]["home"]["plays"][RAMS["play_index"][play["name"]]] -= 1


def test_s4_a_sack_by_dice_is_named(monkeypatch):
    play = next(p for p in RAMS["plays"] if p["yellow"] and p["kind"] == "pass")
    g = green_for(play, "base_run")
    r = red_for(OTTERS, "base_run", "pass")
    G = fresh()
    at(G, "home", 35)
    scripted(monkeypatch, [1] * g + [6] * r + [1, 5, 3])
    ev = game.apply(G, SHEETS, call(play))
    assert ev["text"] == "SACK -3" and G["ball_on"] == 32


def test_g5_first_downs_add_up():
    G = fresh()
    at(G, "home", 20)
    m(G, "gain", 10)
    m(G, "gain", 10)
    assert G["first_downs"] == {"home": 2, "away": 0}


def test_g3_a_turnover_on_the_last_play_starts_the_last_possession(monkeypatch):
    play = next(p for p in RAMS["plays"] if p["yellow"] and p["kind"] == "run")
    g = green_for(play, "base_run")
    r = red_for(OTTERS, "base_run", "run")
    G = fresh(last_possession=True)
    at(G, "home", 35)
    last_use(G, play)
    scripted(monkeypatch, [1] * g + [6] * r + [1, 2, 6, 1, 2])
    game.apply(G, SHEETS, call(play))
    assert G["out"] == "home" and G["last"] == "away" and G["possession"] == "away"


def test_g1_a_penalty_on_the_last_play_out_of_range_ends_the_game(monkeypatch):
    play = next(p for p in RAMS["plays"] if p["yellow"] and p["kind"] == "run")
    g = green_for(play, "base_run")
    r = red_for(OTTERS, "base_run", "run")
    G = fresh(last_possession=False)
    at(G, "home", 20)
    last_use(G, play)
    scripted(monkeypatch, [1] * g + [6] * r + [1, 1, 1])  # S1, chart row 1: +5
    ev = game.apply(G, SHEETS, call(play))
    assert ev["outcome"] == "penalty" and G["ball_on"] == 25 and game.is_over(G)


def test_a_new_game_waits_for_its_opening_kickoff():
    G = game.new_game(SHEETS, seed_state(7), house(), receiving="home")
    assert G["v"] == 1 and (G["phase"], G["kicking"], G["opening_kick"]) == (
        "kickoff",
        "away",
        "away",
    )
    assert G["possession"] == "home"
    assert (G["ball_on"], G["down"], G["to_go"], G["goal_to_go"]) == (0, 0, 0, False)
    assert (G["half"], G["plays"], G["out"], G["last"]) == (1, 0, None, None)


def test_an_action_not_allowed_now_is_named_with_what_is():
    G = fresh()
    with pytest.raises(calls.IllegalCall) as e:
        game.apply(G, SHEETS, {"t": "punt"})
    assert str(e.value) == "punt is not allowed now (allowed: kickoff)"
    at(G, "home", 20)
    with pytest.raises(calls.IllegalCall) as e:
        game.apply(G, SHEETS, {"t": "pat"})
    assert str(e.value) == "pat is not allowed now (allowed: play, punt)"


def test_manual_events_name_touchdowns_turnovers_and_keep_the_yards():
    G = fresh()
    at(G, "home", 40)
    assert m(G, "pen", 5)["yards"] == 5
    m(G, "gain", 5)  # a run: rush 5
    ev = m(G, "td")  # a run from the 50
    assert ev["text"] == "TD" and G["stats"]["home"]["rush"] == 5 + 50
    G = fresh()
    at(G, "home", 40)
    assert m(G, "to", 0)["outcome"] == "turnover"


# --- T2, G1: a play entered by hand uses the sheet's totals --------------------------------


def test_t2_a_play_entered_by_hand_uses_one_of_its_kind_and_an_incompletion_a_pass():
    G = fresh()
    at(G, "home", 30)
    marks = G["marks"]["home"]
    run0, pass0 = marks["run"], marks["pass"]
    ev = m(G, "gain", 4, kind="run")
    assert ev["kind"] == "run" and (marks["run"], marks["pass"]) == (run0 + 1, pass0)
    ev = m(G, "inc", 0, kind="run")  # an incompletion is a pass, whatever kind was entered
    assert ev["kind"] == "pass" and (marks["run"], marks["pass"]) == (run0 + 1, pass0 + 1)


@pytest.mark.parametrize("used,other", [("run", "pass"), ("pass", "run")])
def test_t2_a_kind_used_up_is_refused_and_a_penalty_takes_the_other_kind(used, other):
    G = fresh()
    at(G, "home", 30)
    marks = G["marks"]["home"]
    marks[used] = RAMS["totals"][used]
    with pytest.raises(calls.IllegalCall) as e:
        m(G, "gain", 3, kind=used)
    assert str(e.value) == "no %s plays left" % used
    left = marks[other]
    ev = m(G, "pen", 5, kind=used)  # a flag uses whichever kind is left
    assert ev["kind"] == other and marks[other] == left + 1
    assert marks[used] == RAMS["totals"][used]


def test_g1_the_last_play_entered_by_hand_puts_the_team_out_and_then_none_is_left():
    G = fresh()
    at(G, "home", 30)
    marks = G["marks"]["home"]
    marks["run"] = RAMS["totals"]["run"] - 1
    marks["pass"] = RAMS["totals"]["pass"]
    assert G["out"] is None
    m(G, "gain", 2, kind="run")
    assert G["out"] == "home"  # G1: out of plays with this one
    G = fresh()  # the same with the play named from the sheet (C4)
    at(G, "home", 30)
    G["marks"]["home"]["run"] = RAMS["totals"]["run"] - 1
    G["marks"]["home"]["pass"] = RAMS["totals"]["pass"]
    m(G, "gain", 2, play=plain_play(RAMS, "run")["name"])
    assert G["out"] == "home"
    G = fresh()
    at(G, "home", 30)
    G["marks"]["home"]["run"] = RAMS["totals"]["run"]
    G["marks"]["home"]["pass"] = RAMS["totals"]["pass"]
    with pytest.raises(calls.IllegalCall) as e:
        m(G, "pen", 5, kind="run")  # not even a flag's play: G2, only a kick is left
    assert str(e.value) == "no plays left: punt or kick"
    G = fresh()
    at(G, "home", 30)
    G["out"] = "away"  # the first team out stays the one recorded
    G["marks"]["home"]["run"] = RAMS["totals"]["run"] - 1
    G["marks"]["home"]["pass"] = RAMS["totals"]["pass"]
    m(G, "gain", 2, kind="run")
    assert G["out"] == "away"


@pytest.mark.parametrize("what,points", [("two_good", 2), ("xp_good", 1), ("two_no", 0)])
def test_h3_a_try_entered_by_hand_scores_its_points(what, points):
    G = fresh()
    at(G, "home", 30)
    m(G, "td", 0, kind="run")
    assert G["phase"] == "try" and G["score"]["home"] == 6
    m(G, what)
    assert G["score"]["home"] == 6 + points

"""Tests that pin dicebowl rules the mutation run (issue 18) found unheld: each kills mutants that
survived `make mutate`, its expected values reasoned from the rules (ids cited)."""

import json

import pytest
from kits.dicebowl import BOX, Deck, Scripted, at_scrimmage, offense_at, tossed, try_for

from games.dicebowl import box, game, kick, movement, views
from host_tools.emulator.tables_bot import Bot, new_table

# --- the box's setup (README "On the box": WIND off, H DUEL / A DUEL COACH or BOX, BRT) ----


def test_setup_lists_wind_and_both_duels_in_the_coach_s_words_then_brightness():
    t = new_table(box, None, 3)
    items = t.setup_items()
    assert [label for label, _w in items] == ["WIND", "H DUEL", "A DUEL", "2PT", "BRT"]
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


# --- the box's table: teams, yards entry, ROLL ------------------------------------------


def play_step_table(seed=3):
    """A box table through its buttons up to the first scrimmage play: the toss, RECEIVE,
    KICK, then the duel's dice chosen with OK."""
    bot = Bot(new_table(box, None, seed))
    bot.press("ROLL")  # the toss
    bot.choose(bot.find("RECEIVE"))
    bot.clear()
    bot.go_to(0)
    bot.press("ROLL")  # KICK
    while bot.t.state_["ctx"]["step"] == "duel":
        bot.choose(0)
    bot.clear()
    assert bot.t.state_["ctx"]["step"] == "play"
    return bot


def test_the_box_plays_home_against_away():
    """README: no team files, the box plays HOME against AWAY (home is home, not the first
    name in alphabetical order)."""
    t = new_table(box, None, 3)
    assert (t.settings["home"], t.settings["away"]) == ("home", "away")
    assert t.state_["G"]["teams"] == {"home": "HOME", "away": "AWAY"}


def test_yards_are_entered_from_0_and_shown_with_the_item_s_first_four_letters():
    """README: GAIN and TURNOVER ask for the yards (UP/DOWN from 0); the entry reads
    "GAIN +7", "TURN -12"."""
    bot = play_step_table()
    t = bot.t
    bot.go_to(bot.find("GAIN"))
    bot.press("OK")
    assert t.entry is not None and t.entry[1] == 0
    assert t.render("text").rstrip() == "GAIN +0"
    bot.press("UP")
    assert t.render("text").rstrip() == "GAIN +1"
    turnover = t.menu[bot.find("TURNOVER")]
    assert t.entry_text(turnover, -12) == "TURN -12"
    gain = [item for item in t.choices(t.state_) if item[0] == "GAIN"][0]
    assert gain[2] == (-99, 99, 0)


def test_roll_is_the_obvious_roll_of_each_step():
    """README "On the box": ROLL is the toss, the kick called (KICK, PUNT or ONSIDE as shown),
    the convert, the field goal shown, else on a scrimmage play the movement dice; never a
    timeout, a duel's die or a penalty decision."""
    t = new_table(box, None, 3)
    state = at_scrimmage(ball_on=70)  # FG 47 on the menu
    menu = t.choices(state)
    labels = [m[0] for m in menu]
    dice = labels.index("DICE")
    for i, label in enumerate(labels):
        t.menu_i = i
        want = i if label == "FG 47" else dice
        assert t.roll_choice(state, menu) == want, label
    team = state["G"]["offense"]
    game.apply(state, {"a": "td"})
    assert t.roll_choice(state, t.choices(state)) == 0  # CONVERT
    game.apply(state, {"a": "convert"})
    assert state["ctx"] == {"step": "kick_call", "actor": team}
    menu = t.choices(state)
    labels = [m[0] for m in menu]
    assert labels == ["KICK", "ONSIDE", "TO HOME", "TO AWAY"]  # timeouts after the try
    for i, want in enumerate([0, 1, None, None]):
        t.menu_i = i
        assert t.roll_choice(state, menu) == want, labels[i]


# --- DH1 / DH2: the safety -------------------------------------------------------------


@pytest.mark.parametrize("team", ["home", "away"])
def test_dh1_dh2_a_safety_scores_2_for_the_defense_and_says_so(team):
    state = offense_at(team, ball_on=2)
    game.apply(state, {"a": "gain", "yards": -3})
    g = state["G"]
    assert g["score"] == {team: 0, game.other(team): 2}
    assert g["msg"] == "SAFETY" and views.text(g) == "SAFETY  "
    assert state["ctx"] == {"step": "kick_call", "actor": team} and g["kick"]["from"] == 20


# --- the displays (README "The displays") ------------------------------------------------


def test_the_score_displays_mark_the_team_with_the_ball_and_hold_four_digits():
    state = offense_at("home")
    g = state["G"]
    g["score"] = {"home": 14, "away": 7}
    d = views.displays(state)
    assert (d["home"], d["away"]) == ("  14.", "   7")
    g["offense"] = "away"
    d = views.displays(state)
    assert (d["home"], d["away"]) == ("  14", "   7.")
    g["score"] = {"home": 10000, "away": 9999}
    d = views.displays(state)
    assert (d["home"], d["away"]) == ("9999", "9999.")  # four digits at most


@pytest.mark.parametrize(
    "team, spot, shown",
    [
        ("home", 25, "H 25"),  # the home team's 25
        ("home", 60, "A 40"),  # past midfield: the away team's 40
        ("away", 25, "A 25"),
        ("away", 60, "H 40"),
        ("home", 50, "  50"),
        ("away", 50, "  50"),
        ("home", 49, "H 49"),
        ("home", 51, "A 49"),
        ("away", 49, "A 49"),
        ("away", 51, "H 49"),
        ("home", 1, "H  1"),
        ("away", 99, "H  1"),
    ],
)
def test_ball_on_names_the_side_of_the_field(team, spot, shown):
    state = offense_at(team, ball_on=spot, to_go=1)
    assert views.displays(state)["ball_on"] == shown


def test_ball_on_is_blank_off_the_field_or_without_an_offense():
    g = offense_at("home")["G"]
    for spot in (0, 100):
        g["ball_on"] = spot
        assert views.ball_on(g) == "    "
    g["ball_on"] = 40
    g["offense"] = None
    assert views.ball_on(g) == "    "


def test_down_and_ball_on_show_on_scrimmage_plays_and_penalty_decisions_only():
    state = offense_at("home", ball_on=40, down=2, to_go=7)
    d = views.displays(state)
    assert (d["down"], d["ball_on"]) == (" 2-7", "H 40")
    state["G"]["to_go"] = 10
    assert views.displays(state)["down"] == "2-10"
    state["ctx"]["step"] = "penalty"  # the card turned: the board still shows the play
    d = views.displays(state)
    assert (d["down"], d["ball_on"]) == ("2-10", "H 40")
    for step in ("kick_call", "duel", "convert", "half_choice"):
        state["ctx"]["step"] = step
        d = views.displays(state)
        assert (d["down"], d["ball_on"]) == ("    ", "    "), step


def test_down_is_blank_before_the_first_down_and_the_dice_and_text_fit_their_displays():
    g = game.new_game(1)["G"]
    assert views.down(g) == "    "
    g["shown"] = [6, 5, 4, 3, 2]
    assert views.dice(g) == "6543"  # four characters of dice
    g["msg"] = "TOUCHDOWN"
    assert views.text(g) == "TOUCHDOW"  # eight characters of text


# --- the box's choice rule in the duel (README: minimax of kick distance minus the expected
# return, a doubles pair worth its sum + 11.5 yards, double 1s on an onside kick, ties to the
# lowest die), checked at every position a duel can reach, whoever chose before ----------


def _rule_value(k, r, shown, by, rounds, onside):
    """The duel's value in yards for the kicker, by minimax over DK1, DK2 and DK5 as the
    rules state them (not from kick.py)."""

    def worth(k2, r2):
        ret = r2[0] + r2[1] + (11.5 if r2[0] == r2[1] else 0)  # DK4 chain: 11.5 yards
        if onside:
            return 10000 if sorted(k2) == [1, 1] else -ret  # DK6: double 1s kept
        return max(k2) * 10 + min(k2) - ret  # DK3 less the return

    def without(dice, v):
        i = dice.index(v)
        return dice[:i] + dice[i + 1 :]

    if shown is None:
        if rounds == 2:
            return worth(k, r)
        if max(k) > min(r):  # DK1: the kicker presents
            vals = [
                _rule_value(without(k, v), r, v, "k", rounds, onside) for v in set(k) if v > min(r)
            ]
            return max(vals)
        if max(r) > min(k):  # DK2: the receiver presents
            vals = [
                _rule_value(k, without(r, v), v, "r", rounds, onside) for v in set(r) if v > min(k)
            ]
            return min(vals)
        return worth(k[:2], r[:2])  # DK5: every die equal, the rest is forced
    if by == "k":  # the receiver removes a die lower than the kicker's
        return min(
            _rule_value(k, without(r, w), None, None, rounds + 1, onside)
            for w in set(r)
            if w < shown
        )
    return max(
        _rule_value(without(k, w), r, None, None, rounds + 1, onside) for w in set(k) if w < shown
    )


def _rule_choice(duel):
    """The die the choice rule picks for the side due to choose (lowest die on a tie)."""
    k, r, shown = duel["k"], duel["r"], duel["shown"]
    rounds, onside = duel["rounds"], duel["onside"]
    if shown is None:
        side = "k" if max(k) > min(r) else "r"
        own, other = (k, r) if side == "k" else (r, k)
        opts = sorted(v for v in set(own) if v > min(other))
        after = []
        for v in opts:
            rest = list(own)
            rest.remove(v)
            nk, nr = (rest, r) if side == "k" else (k, rest)
            after.append(_rule_value(nk, nr, v, side, rounds, onside))
    else:
        side = "r" if duel["by"] == "k" else "k"
        own = r if side == "r" else k
        opts = sorted(w for w in set(own) if w < shown)
        after = []
        for w in opts:
            rest = list(own)
            rest.remove(w)
            nk, nr = (k, rest) if side == "r" else (rest, r)
            after.append(_rule_value(nk, nr, None, None, rounds + 1, onside))
    best = max(after) if side == "k" else min(after)
    return opts[after.index(best)]


def _positions(k, r, onside):
    """Every duel position reachable from the roll by any choices, as kick.py keeps them."""
    out = []
    todo = [kick.new_duel(k, r, onside)]
    while todo:
        duel = todo.pop()
        if kick.done(duel):
            continue
        out.append(duel)
        for v in kick.options(duel):
            nxt = json.loads(json.dumps(duel))
            kick.step(nxt, v)
            todo.append(nxt)
    return out


def test_dk1_dk4_the_box_receiver_weighs_a_shorter_kick_against_a_longer_return():
    """Kicker 3 2 1 1 against 4 2 2 1, the kicker (on its buttons) presents its 3; the box
    receiver may drop a 1 or a 2.
    Drop 2: left 2 1 1 v 4 2 1; the kicker presents 2, the receiver drops 1: a 11-yard kick,
    return 4 + 2: worth 11 - 6 = 5 yards to the kicker.
    Drop 1: left 2 1 1 v 4 2 2; the kicker cannot present (2 is not above 2), the receiver
    presents: its 2 (the kicker drops a 1: 21 yards, return 4 + 2 = 6: 15) or its 4 (the kicker
    drops 1: 21 yards against double 2s, 4 + 11.5: 5.5; or drops 2: 11 - 15.5): 5.5.
    The receiver takes the 5 yards: it drops the 2."""
    duel = kick.new_duel([3, 2, 1, 1], [4, 2, 2, 1], False)
    kick.step(duel, 3)
    assert kick.options(duel) == [1, 2]
    assert _rule_value([2, 1, 1], [4, 2, 1], None, None, 1, False) == 5
    assert _rule_value([2, 1, 1], [4, 2, 2], None, None, 1, False) == 5.5
    assert kick.best_choice(duel) == 2


@pytest.mark.parametrize(
    "k, r, onside",
    [
        ([3, 2, 1, 1], [4, 2, 2, 1], False),
        ([3, 2, 1, 1], [3, 2, 2, 1], False),
        ([4, 2, 1, 1], [4, 3, 3, 1], False),
        ([1, 1, 1, 1], [2, 1, 1, 1], False),  # DK2, then every die left equal (DK5)
        ([4, 3, 1, 1], [3, 2, 1, 1], True),  # DK6: the kicker plays to keep double 1s
        ([5, 3, 1, 1], [4, 2, 1, 1], True),
        ([5, 4, 4, 4], [4, 4, 4, 3], False),  # presenting the 5 leaves six 4s (DK5)
    ],
)
def test_the_box_choice_rule_at_every_position_of_the_duel(k, r, onside):
    positions = _positions(k, r, onside)
    assert positions
    for duel in positions:
        assert kick.best_choice(json.loads(json.dumps(duel))) == _rule_choice(duel), duel


# --- DF1-DF3 on the board: the field goal's event, dice and text line --------------------


@pytest.mark.parametrize(
    "faces, straight, carry, good, text",
    [
        ([4, 6, 1, 5, 3, 2], True, 54, True, "FG GOOD"),  # middle 5 and 4: 54 >= 47
        ([4, 6, 1, 3, 3, 2], True, 43, False, "FG SHORT"),  # middle 4 and 3: 43 < 47
        ([6, 6, 6, 6, 1, 1], False, 66, False, "FG WIDE"),  # all four above both (DF2)
    ],
)
def test_df1_df3_a_field_goal_shows_the_kicker_s_dice_and_its_outcome(
    faces, straight, carry, good, text
):
    state = offense_at("away", ball_on=70)  # (100 - 70) + 10 + 7 = 47 yards (DF1)
    ev = game.apply(state, {"a": "fg"}, Scripted(faces))
    assert ev[0] == {
        "e": "fg",
        "team": "away",
        "yards": 47,
        "k": faces[:4],
        "o": faces[4:],
        "straight": straight,
        "carry": carry,
        "good": good,
    }
    g = state["G"]
    high_first = sorted(faces[:4], reverse=True)  # DF3 reads them in order
    assert g["shown"] == high_first
    assert views.displays(state)["dice"] == "".join(map(str, high_first))
    assert g["msg"] == text
    assert g["score"]["away"] == (3 if good else 0)


# --- turnovers, touchdowns and the try (DH1, DH3) for either team ------------------------


@pytest.mark.parametrize("team", ["home", "away"])
@pytest.mark.parametrize(
    "ball_on, yards, spot",
    [
        (40, 12, 48),  # at the spot: the defense's 48
        (40, 60, 20),  # on the defense's goal line: a touchback (DH3)
        (5, -4, 99),  # the offense's 1: the defense's ball there, on its 99
        (5, -5, 99),  # on the offense's goal line: held at the 1
        (5, -9, 99),  # behind it (a return to the end zone is entered DEF TD)
    ],
)
def test_dh3_a_turnover_gives_the_defense_the_ball_at_the_spot(team, ball_on, yards, spot):
    state = offense_at(team, ball_on=ball_on)
    game.apply(state, {"a": "turnover", "yards": yards})
    g = state["G"]
    to_go = 10 if spot <= 90 else 100 - spot  # DH11: goal to go inside the 10
    assert (g["offense"], g["ball_on"], g["down"], g["to_go"]) == (
        game.other(team),
        spot,
        1,
        to_go,
    )
    assert state["ctx"] == {"step": "play", "actor": game.other(team)}


@pytest.mark.parametrize("team", ["home", "away"])
def test_dh1_a_defensive_touchdown_gives_the_scorers_the_try(team):
    state = offense_at(team)
    ev = game.apply(state, {"a": "def_td"})
    scorer = game.other(team)
    g = state["G"]
    assert ev[0] == {"e": "td", "team": scorer}
    assert g["score"] == {scorer: 6, team: 0} and g["msg"] == "TOUCHDWN"
    assert g["offense"] == scorer  # the scorers have the ball for the try: the point
    d = views.displays(state)
    assert d[scorer].endswith(".") and not d[team].endswith(".")
    assert state["ctx"] == {"step": "convert", "actor": scorer}


@pytest.mark.parametrize("team", ["home", "away"])
@pytest.mark.parametrize(
    "faces, good, carry, text",
    [
        ([1, 2, 1, 5, 3, 3], True, 21, "CONV OK"),  # straight, middle 2 and 1: 21 >= 19
        ([1, 1, 1, 5, 3, 3], False, 11, "CONV NO"),  # three 1s: 11 (DF3)
        ([6, 6, 5, 5, 1, 2], False, 65, "CONV NO"),  # all four above: wide (DF2)
    ],
)
def test_df1_the_convert_at_19_yards(team, faces, good, carry, text):
    state = try_for(team)
    ev = game.apply(state, {"a": "convert"}, Scripted(faces))
    assert ev == [
        {"e": "convert", "team": team, "k": faces[:4], "o": faces[4:], "good": good, "carry": carry}
    ]
    g = state["G"]
    assert g["score"][team] == 6 + (1 if good else 0) and g["msg"] == text
    assert g["shown"] == sorted(faces[:4], reverse=True)
    assert state["ctx"] == {"step": "kick_call", "actor": team}  # DH2: the scorers kick off


@pytest.mark.parametrize("team", ["home", "away"])
def test_dk7_the_wind_carries_the_convert_too(team):
    """DK7: the wind is added to or taken from every kick. Middle dice 2 and 1: a 21-yard
    carry, good at 19 yards; with 3 yards of wind behind the kicker 24, good; against it 18,
    short."""
    faces = [2, 1, 1, 5, 3, 3]
    state = try_for(team, 3, team)
    ev = game.apply(state, {"a": "convert"}, Scripted(faces))
    assert (ev[0]["carry"], ev[0]["good"]) == (24, True)
    state = try_for(team, 3, game.other(team))
    ev = game.apply(state, {"a": "convert"}, Scripted(faces))
    assert (ev[0]["carry"], ev[0]["good"]) == (18, False)
    assert state["G"]["msg"] == "CONV NO"


@pytest.mark.parametrize("team", ["home", "away"])
@pytest.mark.parametrize("good", [True, False])
def test_dh1_the_two_point_try(team, good):
    state = try_for(team)
    state["G"]["house"]["two_point_try"] = True  # the house option, off by default
    ev = game.apply(state, {"a": "two", "good": good})
    assert ev == [{"e": "two", "team": team, "good": good}]
    g = state["G"]
    assert g["score"][team] == 6 + (2 if good else 0)
    assert g["msg"] == ("2PT GOOD" if good else "2PT NO")
    assert state["ctx"] == {"step": "kick_call", "actor": team}


@pytest.mark.parametrize("team", ["home", "away"])
def test_dh4_a_missed_field_goal_is_the_defense_s_ball(team):
    """DH4: at the spot of the kick (7 yards behind the line) or the 20, whichever is farther
    from the defense's goal: from the offense's 70 the kick spot is its 63, the defense's 37;
    from the 90 the kick spot would be the defense's 17: its 20."""
    for ball_on, spot in ((70, 37), (90, 20)):
        state = offense_at(team, ball_on=ball_on)
        game.apply(state, {"a": "fg"}, Scripted([6, 6, 6, 6, 1, 1]))  # wide
        g = state["G"]
        assert (g["offense"], g["ball_on"], g["down"], g["to_go"]) == (
            game.other(team),
            spot,
            1,
            10,
        )
        assert state["ctx"] == {"step": "play", "actor": game.other(team)}


# --- DP6: the timeout on the text line ----------------------------------------------------


@pytest.mark.parametrize("team", ["home", "away"])
def test_dp6_a_timeout_says_who_called_it(team):
    state = offense_at("home")
    game.apply(state, {"a": "gain", "yards": 3})  # play 1 run
    ev = game.apply(state, {"a": "timeout", "team": team})
    assert ev == [{"e": "timeout", "team": team, "play": 1}]
    assert state["G"]["msg"] == "TO " + team.upper()


# --- DH9: the movement dice ---------------------------------------------------------------


def test_dh9_movement_dice_follow_the_house_tie_rule_and_stay_in_the_record():
    """Offense 6 4 4 2 against 5 4 3 1 (sorted from the rolls): O, tie, O, O; the tie to the
    defense by house rule: O D O O on the text line."""
    faces = [2, 6, 4, 4, 5, 1, 4, 3]
    for tie, line in (("none", "O-OO"), ("d", "ODOO"), ("o", "OOOO")):
        state = offense_at("home")
        state["G"]["house"]["tie_goes_to"] = tie
        ev = game.apply(state, {"a": "dice"}, Scripted(faces))
        wins = list(line.lower())
        move = {"o": [6, 4, 4, 2], "d": [5, 4, 3, 1], "wins": wins, "fumble": False}
        assert ev == [dict(move, e="move")]
        assert state["G"]["move"] == move
        assert state["G"]["msg"] == line
    assert movement.confront([1, 2, 3, 4], [2, 2, 2, 2], "none") == ["d", "-", "o", "o"]
    assert movement.confront([3, 3, 3, 3], [3, 3, 3, 3], "o") == ["o"] * 4


# --- DK1/DK2 on the buttons: each choice's event ------------------------------------------


def test_dk1_dk2_each_die_chosen_on_the_buttons_is_an_event_of_its_team():
    """Kicker 6 5 2 1 against 3 3 2 2 (each side on its buttons): the kicker presents 5, the
    receiver drops 2, the kicker presents 6, the receiver drops a 3: a 21-yard kick (DK3),
    a 3 + 2 return (DK4)."""
    state = game.new_game(1)
    game.apply(state, {"a": "toss"}, Deck([1, 2, 5]))  # home wins
    game.apply(state, {"a": "choose", "v": "kick"})
    game.apply(state, {"a": "kick", "onside": False}, Scripted([6, 5, 2, 1, 3, 3, 2, 2]))
    for v, what, team in ((5, "present", "home"), (2, "remove", "away"), (6, "present", "home")):
        ev = game.apply(state, {"a": "die", "v": v})
        assert ev == [{"e": what, "team": team, "v": v, "box": False}]
    ev = game.apply(state, {"a": "die", "v": 3}, Scripted([]))
    assert ev[0] == {"e": "remove", "team": "away", "v": 3, "box": False}
    assert ev[1]["e"] == "kick" and ev[1]["k2"] == [2, 1] and ev[1]["r2"] == [3, 2]
    assert (ev[1]["distance"], ev[1]["return"]) == (21, 5)


# --- each scrimmage entry's event, text line and statistics (README "The record": stats per
# team: plays, yards, td, fg_made, fg_att, turnovers, penalties, timeouts) -----------------


def stats_of(state, team):
    return state["G"]["stats"][team]


@pytest.mark.parametrize("team", ["home", "away"])
@pytest.mark.parametrize(
    "action, ev, text, stats",
    [
        (
            {"a": "gain", "yards": 7},
            {"e": "gain", "yards": 7, "result": "down"},
            "GAIN 7",
            {"plays": 1, "yards": 7},
        ),
        (
            {"a": "gain", "yards": -3},
            {"e": "gain", "yards": -3, "result": "down"},
            "LOSS 3",
            {"plays": 1, "yards": -3},
        ),
        (
            {"a": "gain", "yards": 12},
            {"e": "gain", "yards": 12, "result": "first"},
            "GAIN 12",
            {"plays": 1, "yards": 12},
        ),
        (  # from the 40, 70 yards reach the end zone: 60 yards counted, a touchdown
            {"a": "gain", "yards": 70},
            {"e": "gain", "yards": 70, "result": "td"},
            "TOUCHDWN",
            {"plays": 1, "yards": 60, "td": 1},
        ),
        (
            {"a": "td"},
            {"e": "td"},
            "TOUCHDWN",
            {"plays": 1, "yards": 60, "td": 1},
        ),
        (
            {"a": "turnover", "yards": 8},
            {"e": "turnover", "yards": 8},
            "TURNOVER",
            {"plays": 1, "yards": 8, "turnovers": 1},
        ),
        ({"a": "punt"}, {"e": "punt"}, "PUNT", {"plays": 1}),
        (
            {"a": "gain", "yards": 0},
            {"e": "gain", "yards": 0, "result": "down"},
            "GAIN 0",
            {"plays": 1},
        ),
    ],
)
def test_each_entry_s_event_text_and_statistics(team, action, ev, text, stats):
    state = offense_at(team, ball_on=40, down=2, to_go=10)
    got = game.apply(state, action)
    assert got[0] == dict(ev, team=team)
    assert state["G"]["msg"] == text
    want = {k: 0 for k in stats_of(state, team)}
    want.update(stats)
    assert stats_of(state, team) == want
    assert set(stats_of(state, game.other(team)).values()) == {0}


@pytest.mark.parametrize("team", ["home", "away"])
def test_fourth_down_short_is_on_downs_and_a_safety_is_the_defense_s_event(team):
    state = offense_at(team, ball_on=60, down=4, to_go=5)
    ev = game.apply(state, {"a": "gain", "yards": 4})
    assert ev[0] == {"e": "gain", "team": team, "yards": 4, "result": "downs"}
    assert state["G"]["msg"] == "ON DOWNS"
    assert (state["G"]["offense"], state["G"]["ball_on"]) == (game.other(team), 36)
    state = offense_at(team, ball_on=10)
    ev = game.apply(state, {"a": "safety"})
    assert ev[0] == {"e": "safety", "team": game.other(team)}
    assert state["G"]["score"] == {team: 0, game.other(team): 2}
    assert stats_of(state, team)["plays"] == 1
    state = offense_at(team, ball_on=10)
    game.apply(state, {"a": "def_td"})
    assert stats_of(state, team)["turnovers"] == 1 and stats_of(state, team)["plays"] == 1
    assert stats_of(state, game.other(team))["td"] == 1


# --- DK1-DK6 and DH3 on the field: the kick's call, the end zone's boundaries -------------


@pytest.mark.parametrize("onside, text", [(False, "KICK"), (True, "ONSIDE")])
def test_dk1_dk6_the_kick_call_rolls_four_dice_a_side_and_says_what_was_called(onside, text):
    state = tossed(1)  # home wins, kicks off; both duels on the buttons
    game.apply(state, {"a": "choose", "v": "kick"})
    faces = [6, 5, 2, 1, 3, 3, 2, 2]
    ev = game.apply(state, {"a": "kick", "onside": onside}, Scripted(faces))
    assert ev == [{"e": "kick_dice", "k": faces[:4], "r": faces[4:], "onside": onside}]
    g = state["G"]
    assert g["kick"]["rolled"] == [faces[:4], faces[4:]]
    assert g["kick"]["duel"]["onside"] is onside
    assert state["ctx"] == {"step": "duel", "actor": "home"}
    assert g["shown"] == faces[:4]  # the kicker's four on the dice display


def kickoff_from(spot, faces):
    """Home kicks off from `spot` (house rule DH2's kickoff_spot), the box on both duels,
    the dice scripted; returns (events, record)."""
    state = game.new_game(1, BOX, {"kickoff_spot": spot})
    game.apply(state, {"a": "toss"}, Deck([1, 2, 5]))
    game.apply(state, {"a": "choose", "v": "kick"})
    ev = game.apply(state, {"a": "kick", "onside": False}, Scripted(faces))
    return [e for e in ev if e["e"] == "kick"][0], state["G"]


def test_dh3_a_kick_landing_10_yards_deep_is_a_touchback():
    """Four 6s against four 1s: 66 yards (DK3). From the 44 it lands on 110, 10 yards past
    the goal line: a touchback at the 20, no return."""
    k, g = kickoff_from(44, [6, 6, 6, 6, 1, 1, 1, 1])
    assert k["distance"] == 66 and k["touchback"] and "return" not in k
    assert (g["offense"], g["ball_on"], g["msg"]) == ("away", 20, "TOUCHBCK")


@pytest.mark.parametrize("chain, spot", [([3, 4], 20), ([3, 5], 1)])
def test_dh3_a_return_ending_in_its_own_end_zone_is_a_touchback(chain, spot):
    """From the 43, 66 yards land 9 yards deep. Double 1s return 2, then the chain's roll:
    3 + 4 makes 9, back to the goal line: a touchback at the 20; 3 + 5 makes 10: the 1."""
    k, g = kickoff_from(43, [6, 6, 6, 6, 1, 1, 1, 1] + chain)
    assert k["distance"] == 66 and k["return"] == 2 + sum(chain)
    assert (g["offense"], g["ball_on"]) == ("away", spot)
    assert g["msg"] == "K66 R%d" % (2 + sum(chain))


@pytest.mark.parametrize("team", ["home", "away"])
@pytest.mark.parametrize("ball_on", [88, 89])
def test_dk6_dh12_an_onside_punt_kept_into_the_end_zone_is_a_touchdown(team, ball_on):
    """DH12: onside on a punt too; kept (double 1s), 11 yards on: from the 89 that is the goal
    line, a touchdown; from the 88 first down on the 99."""
    state = offense_at(team, ball_on=ball_on, down=4)
    game.apply(state, {"a": "punt"})
    ev = game.apply(state, {"a": "kick", "onside": True}, Scripted([6, 5, 1, 1, 3, 3, 2, 2]))
    k = [e for e in ev if e["e"] == "kick"][0]
    assert k["onside"] == "kept" and k["kicker"] == team and k["kind"] == "punt"
    g = state["G"]
    if ball_on == 89:
        assert g["score"][team] == 6 and g["msg"] == "TOUCHDWN"
        assert state["ctx"] == {"step": "convert", "actor": team}
    else:
        assert (g["offense"], g["ball_on"], g["msg"]) == (team, 99, "ONS KEPT")
        assert g["score"][team] == 0


# --- DP4 / DP7: the half ---------------------------------------------------------------


def test_dp4_dh8_the_half_resets_the_clock_and_changes_ends():
    state = offense_at("home")
    g = state["G"]
    g["settings"]["wind"] = True
    g["wind"] = {"strength": 4, "behind": "home"}
    g["toss"]["second"] = "away"
    g["play"] = 15
    game.apply(state, {"a": "gain", "yards": 2})
    assert state["ctx"] == {"step": "half_choice", "actor": "away"}
    assert (g["half"], g["play"], g["last_no"], g["pen_play"]) == (2, 1, 0, None)
    assert g["wind"] == {"strength": 4, "behind": "away"}
    assert g["offense"] is None and g["msg"] == "HALF"
    assert g["timeouts"] == {"home": 3, "away": 3}


def test_dp7_the_choices_events_and_the_final():
    state = tossed(6)  # away wins
    ev = game.apply(state, {"a": "choose", "v": "defer"})
    assert ev == [{"e": "defer", "team": "away"}] and state["G"]["msg"] == "DEFER"
    ev = game.apply(state, {"a": "choose", "v": "receive"})
    assert ev == [{"e": "choice", "team": "home", "v": "receive"}]
    state = tossed(1, settings={"wind": True})
    ev = game.apply(state, {"a": "choose", "v": "kick"})
    assert ev == [{"e": "choice", "team": "home", "v": "kick"}]
    assert state["ctx"] == {"step": "wind_choice", "actor": "away"}
    state = offense_at("away")
    g = state["G"]
    g["half"], g["play"] = 2, 15
    game.apply(state, {"a": "gain", "yards": 2})
    assert state["ctx"] == {"step": "final", "actor": None}
    assert g["offense"] is None and g["msg"] == "FINAL" and game.over(state)


# --- penalties.enforce (DH5) and rules.merged: survivors no pin held yet --------------------


def test_dh5_a_penalty_against_the_offense_moves_it_back_at_most_half_the_distance():
    from games.dicebowl.penalties import enforce

    assert enforce(30, 10, "o", 10) == (20, 20, False)
    assert enforce(20, 10, "o", 10) == (10, 20, False)  # exactly half: the full 10
    assert enforce(15, 10, "o", 10) == (8, 17, False)  # half of 15 is 7 (whole yards)
    assert enforce(1, 10, "o", 5) == (1, 10, False)  # on the 1: nothing to take


def test_dh5_a_penalty_against_the_defense_moves_at_most_half_and_covers_the_yards_to_go():
    from games.dicebowl.penalties import enforce

    assert enforce(50, 10, "d", 5) == (55, 5, False)
    assert enforce(50, 5, "d", 5) == (55, 0, True)  # covers the yards to go: a first down
    assert enforce(50, 4, "d", 5) == (55, 0, True)
    assert enforce(50, 6, "d", 5) == (55, 1, False)
    assert enforce(80, 10, "d", 10) == (90, 0, True)  # exactly half of 20: the full 10
    assert enforce(85, 10, "d", 10) == (92, 3, False)  # half of 15 is 7
    assert enforce(99, 1, "d", 5) == (99, 1, False)  # on the 99: nothing to give


def test_settings_and_house_rules_default_and_are_overridden_key_by_key():
    from games.dicebowl import rules

    s, h = rules.merged(None, None)
    assert s == {"wind": False, "home_kicks": "buttons", "away_kicks": "buttons"}
    assert h["td"] == 6 and h["plays"] == 15 and h["tie_goes_to"] == "none"
    s, h = rules.merged({"wind": True, "away_kicks": "box"}, {"plays": 20, "touchback": 25})
    assert s == {"wind": True, "home_kicks": "buttons", "away_kicks": "box"}
    assert (h["plays"], h["touchback"], h["timeouts"]) == (20, 25, 3)
    assert rules.SETTINGS["wind"] is False and rules.HOUSE["plays"] == 15  # copies changed


def test_an_unknown_setting_or_house_rule_or_a_bad_value_is_refused_by_name():
    from games.dicebowl import rules

    with pytest.raises(ValueError) as e:
        rules.merged({"gust": True}, None)
    assert str(e.value) == "unknown setting gust"
    with pytest.raises(ValueError) as e:
        rules.merged({"home_kicks": "coach"}, None)
    assert str(e.value) == "bad value for home_kicks"
    with pytest.raises(ValueError) as e:
        rules.merged(None, {"overtime": 1})
    assert str(e.value) == "unknown house rule overtime"

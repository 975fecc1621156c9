"""Pins for College Football Saturday's callers module(s): tests that kill mutmut survivors,
expected values reasoned from the rules (docs/rules/cfs.md ids) or the module's documented
promise."""

import pytest
from kits.callers import OTTERS, RAMS, SHEETS, _card_sheets, _deck, _fresh

from games.cfs.callers import cardcaller, solitaire
from games.cfs.rules import calls, game
from sideline.dice import seed_state


def _asker(answers, asked):
    # A human at the box: answers each step as given, noting (step, side, options) asked.
    def ask(step, side, options):
        asked.append((step, side, options))
        return answers[step]

    return ask


def _humans():
    return {
        "home": solitaire.new_caller_state("human"),
        "away": solitaire.new_caller_state("human"),
    }


# ---------------------------------------------------------------- options (C3, C4, T6)


def test_cfs_t6_c4_options_play_counts_uses_left_after_marks():
    """T6: Oregon's (the Otters') Screen Pass has 4 uses; after 1 is marked, 3 are left."""
    G = _fresh()
    G["marks"]["away"]["plays"][OTTERS["play_index"]["Screen Pass"]] = 1
    assert ("Screen Pass", "SCREEN", 3) in solitaire.options_play(G, SHEETS, "away")


def test_cfs_c3_options_checkoff_counts_uses_left_after_marks():
    """C3: a package used once has its sheet's uses less one left."""
    G = _fresh()
    uses = RAMS["defenses"]["outside_blitz"]["uses"]
    G["marks"]["home"]["packages"]["outside_blitz"] = 1
    opts = dict(solitaire.options_checkoff(G, SHEETS, "home", "base_pass"))
    assert opts["outside_blitz"] == uses - 1


def test_cfs_c1_a_human_step_is_asked_with_the_options_it_may_call():
    G = _fresh()
    seen = {}

    def ask(step, side, options):
        seen[step] = options
        return {"base": "base_run", "play": "Curl", "checkoff": None}[step]

    solitaire.full_call(_humans(), G, SHEETS, ask=ask)
    assert seen["base"] == ["base_run", "base_pass"]
    assert seen["play"] == solitaire.options_play(G, SHEETS, "away")
    assert seen["checkoff"] == solitaire.options_checkoff(G, SHEETS, "home", "base_run")


# ---------------------------------------------------------------- messages


@pytest.mark.parametrize("step", ["base", "play", "checkoff", "audible", "kick"])
def test_a_human_step_without_a_player_names_the_step_and_its_options_function(step):
    """The module's promise: without ask, a human step raises ValueError; the message tells
    the host which options_<step> gives the player's choices."""
    G = _fresh()
    state = solitaire.new_caller_state("human")
    expected = "^%s is the player's call: ask the player \\(options_%s\\)$" % (step, step)
    args = {
        "base": (state, G, SHEETS, "home"),
        "play": (state, G, SHEETS, "away", "base_run"),
        "checkoff": (state, G, SHEETS, "home", "base_run", "Curl"),
        "audible": (state, G, SHEETS, "away", "base_run", "Curl", "4-4"),
        "kick": (state, G, SHEETS, "away"),
    }[step]
    fn = {
        "base": solitaire.call_base,
        "play": solitaire.call_play,
        "checkoff": solitaire.check_off,
        "audible": solitaire.audible,
        "kick": solitaire.kick_choice,
    }[step]
    with pytest.raises(ValueError, match=expected):
        fn(*args)
    with pytest.raises(ValueError, match="^base is the player's call: ask the player"):
        solitaire.full_call(_humans(), G, SHEETS)


def test_cfs_c4_human_calls_a_play_not_on_the_sheet_or_used_up_the_message_names_it():
    G = _fresh()
    answers = {"base": "base_run", "play": "Hail Mary Flea", "checkoff": None}
    with pytest.raises(calls.IllegalCall) as e:
        solitaire.full_call(_humans(), G, SHEETS, ask=lambda step, side, o: answers[step])
    assert str(e.value) == "Hail Mary Flea is not a play on this sheet"
    G["marks"]["away"]["plays"][OTTERS["play_index"]["Slant"]] = OTTERS["plays"][
        OTTERS["play_index"]["Slant"]
    ]["uses"]
    answers["play"] = "Slant"
    with pytest.raises(calls.IllegalCall) as e:
        solitaire.full_call(_humans(), G, SHEETS, ask=lambda step, side, o: answers[step])
    assert str(e.value) == "Slant cannot be called: no uses left"


# ---------------------------------------------------------------- book_kick (P2's kicking)

SNAP = 17  # H: kick distance = yards to the goal line + 17 (house default fg_snap_yards)


def _fourth(ball_on, to_go, good=None, down=4):
    """The Rams (home) on offense at ball_on with to_go; their Field Goal chart (T4) is one
    section reaching every distance with `good` in 6, or, with good None, no section the
    distance reaches (out of range, K6)."""
    sheet = dict(RAMS)
    reach = 100 - ball_on + SNAP
    sheet["field_goal"] = [
        {"max_distance": reach if good is not None else reach - 1, "good": good or 6}
    ]
    sheets = {"home": sheet, "away": OTTERS}
    G = game.new_game(sheets, seed_state(1))
    assert G["house"]["fg_snap_yards"] == SNAP
    G["phase"] = game.SCRIMMAGE
    G["possession"] = "home"
    G["ball_on"], G["down"], G["to_go"] = ball_on, down, to_go
    return G, sheets


def _book(ball_on, to_go, good=None, down=4):
    G, sheets = _fourth(ball_on, to_go, good, down)
    return cardcaller.book_kick(G, sheets, "home")


GO_1 = ("play", "GO 4TH", "4th and 1 past midfield: go for it")
GO_SHORT = ("play", "GO 4TH", "4th and short, too close to punt: go for it")
FG = ("fg", "FG TRY", "4th down in range: field goal")
PUNT = ("punt", "PUNT", "4th down: punt")


@pytest.mark.parametrize(
    "ball_on, to_go, good, expected",
    [
        # 4th and 1 past midfield (the 50 counts): go unless a field goal is near certain
        # (4 in 6 or better).
        (50, 1, None, GO_1),
        (50, 1, 3, GO_1),
        (50, 1, 4, FG),
        (51, 1, 6, FG),
        (49, 1, None, PUNT),
        (50, 2, None, PUNT),
        # Else a field goal with at least 2 in 6; 1 in 6 is not enough.
        (45, 5, 2, FG),
        (45, 5, 1, PUNT),
        (40, 1, 1, PUNT),
        (40, 3, None, PUNT),
        # Else go inside the opponent's 40 (from the 60 on) with 3 or less to go.
        (60, 3, None, GO_SHORT),
        (60, 3, 1, GO_SHORT),
        (59, 3, None, PUNT),
        (60, 4, None, PUNT),
        (75, 2, 2, FG),
    ],
)
def test_cfs_p2_book_kick_on_fourth_down(ball_on, to_go, good, expected):
    """book_kick's promise (a card-calling player's kicking, P2): on 4th down go on 4th and
    1 past midfield unless a field goal is near certain; else a field goal with at least 2
    in 6; else go inside the opponent's 40 with 3 or less to go; else punt."""
    assert _book(ball_on, to_go, good) == expected


@pytest.mark.parametrize("down", [1, 2, 3])
def test_cfs_p2_book_kick_before_fourth_down_runs_a_play(down):
    assert _book(30, 10, 6, down=down) == ("play", "", "")


def test_cfs_p2_book_kick_kicks_the_extra_point_in_a_try():
    """H3: after a touchdown the book kicks the extra point."""
    G, sheets = _fourth(97, 3, 6)
    G["phase"] = game.TRY
    assert cardcaller.book_kick(G, sheets, "home") == ("pat", "KICK PAT", "Extra point kick")


def _out_of_plays(G, sheets):
    for i, p in enumerate(sheets["home"]["plays"]):
        G["marks"]["home"]["plays"][i] = p["uses"]


def test_cfs_g2_g3_book_kick_out_of_plays():
    """Out of plays: a field goal if in range (G2), else punt when the house's last
    possession rule (G3) makes a team out of plays kick, else the game ends."""
    G, sheets = _fourth(70, 10, 1, down=2)
    _out_of_plays(G, sheets)
    assert cardcaller.book_kick(G, sheets, "home") == ("fg", "FG LAST", "Out of plays: fg")
    G, sheets = _fourth(40, 10, None, down=2)
    _out_of_plays(G, sheets)
    assert cardcaller.book_kick(G, sheets, "home") == ("end", "FINAL", "Out of plays: end")
    G["house"]["last_possession"] = True
    assert cardcaller.book_kick(G, sheets, "home") == ("punt", "PUNT", "Out of plays: punt")


# ---------------------------------------------------------------- closest_package (P3)


def _zone_used_up(zone, blitz, man):
    """The Rams with their Zone (T3: under Base Pass) used up and the red-vs-run, red-vs-pass
    and yellow of Zone, Outside Blitz and Man to Man set; returns (sheet, marks)."""
    sheet = dict(RAMS)
    sheet["defenses"] = dict(RAMS["defenses"])
    for d, (rr, rp, y) in (("zone", zone), ("outside_blitz", blitz), ("man_to_man", man)):
        sheet["defenses"][d] = dict(RAMS["defenses"][d], red_run=rr, red_pass=rp, yellow=y)
    G = game.new_game({"home": sheet, "away": OTTERS}, seed_state(1))
    marks = G["marks"]["home"]
    marks["packages"]["zone"] = sheet["defenses"]["zone"]["uses"]
    return sheet, marks


@pytest.mark.parametrize(
    "blitz, man, expected",
    [
        # distance = |red vs run| + |red vs pass| + |yellow| differences from Zone (2, 2, 1)
        ((2, 2, 3), (3, 2, 1), "man_to_man"),  # 2 against 1
        ((2, 4, 1), (3, 2, 1), "man_to_man"),  # 2 against 1
        ((3, 2, 1), (0, 2, 1), "outside_blitz"),  # 1 against 2
        ((3, 2, 1), (2, 1, 1), "outside_blitz"),  # 1 against 1: the sheet's order
    ],
)
def test_cfs_p3_a_used_up_package_falls_to_the_closest_under_its_base(blitz, man, expected):
    """P3: a card's package with no uses left becomes the closest package under the same
    base with uses left that a card may call (Prevent never: T5)."""
    sheet, marks = _zone_used_up((2, 2, 1), blitz, man)
    assert cardcaller.closest_package(sheet, marks, "zone") == expected


# ---------------------------------------------------------------- closest_play (P3)


def _play(name, green, yellow=0, brk=3, bonus=False, vs=None, kind="run"):
    return {
        "name": name,
        "kind": kind,
        "uses": 5,
        "green": green,
        "green_vs": vs,
        "yellow": yellow,
        "break_away": brk,
        "bonus20": bonus,
    }


@pytest.mark.parametrize(
    "want, a, b, expected",
    [
        # distance = 4*|green vs the base| + 3*|yellow| + 2*|break-away| + 3*(+20 differs)
        (_play("W", 2), _play("A", 3), _play("B", 2, brk=5), "A"),  # 4 against 4: first
        (_play("W", 2), _play("A", 2, brk=5), _play("B", 3), "A"),  # 4 against 4: first
        (_play("W", 4), _play("A", 1), _play("B", 6), "B"),  # 12 against 8
        (_play("W", 2), _play("A", 3), _play("B", 2, brk=6), "A"),  # 4 against 6
        (_play("W", 2), _play("A", 2, yellow=1), _play("B", 2, bonus=True), "A"),  # 3, 3
        (_play("W", 2, brk=6), _play("A", 2, brk=1), _play("B", 2, brk=3), "B"),  # 10, 6
        (_play("W", 2), _play("A", 2), _play("B", 2, bonus=True), "A"),  # 0 against 3
        (_play("W", 2), _play("A", 2, bonus=True), _play("B", 2, yellow=1), "A"),  # 3, 3
        (_play("W", 2), _play("A", 2, bonus=True), _play("B", 2, brk=4), "B"),  # 3, 2
        # T1: green_vs overrides green against the base called (base_pass here).
        (_play("W", 4, vs={"base_pass": 1}), _play("A", 1), _play("B", 4), "A"),
        (_play("W", 1), _play("A", 4, vs={"base_pass": 1}), _play("B", 3), "A"),
        # The same kind first, however far.
        (_play("W", 1), _play("A", 1, kind="pass"), _play("B", 6, yellow=6), "B"),
    ],
)
def test_cfs_p3_a_used_up_play_falls_to_the_closest_available(want, a, b, expected):
    """P3: the card's play with no uses left becomes the closest available play (the
    distance in cardcaller's header), ties to the play listed first."""
    sheet = {"plays": [want, a, b], "totals": {"run": 99, "pass": 99}}
    marks = {"plays": [want["uses"], 0, 0], "run": 0, "pass": 0}
    got = cardcaller.closest_play(sheet, marks, 0, "base_pass")
    assert sheet["plays"][got]["name"] == expected


# ---------------------------------------------------------------- full_call, next_action (C1)


def test_cfs_c1_human_steps_are_asked_in_order_of_the_right_side_with_their_options():
    """C1: the defense (home) calls a base, the offense (away) a play, the defense may check
    off, the offense may then audible; each human step is asked of its side with the
    options it may call, and an audible replaces the play in the call."""
    G = _fresh()
    asked = []
    answers = {"base": "base_pass", "play": "Curl", "checkoff": "zone", "audible": "Slant"}
    ask = _asker(answers, asked)

    call = solitaire.full_call(_humans(), G, SHEETS, ask=ask)
    assert call == {
        "defense": "base_pass",
        "offense": "Curl",
        "checkoff": "zone",
        "audible": "Slant",
    }
    assert asked == [
        ("base", "home", ["base_run", "base_pass"]),
        ("play", "away", solitaire.options_play(G, SHEETS, "away")),
        ("checkoff", "home", solitaire.options_checkoff(G, SHEETS, "home", "base_pass")),
        ("audible", "away", solitaire.options_audible(G, SHEETS, "away", "Curl")),
    ]
    assert "Curl" not in asked[3][2] and "Slant" in asked[3][2]


def test_cfs_c4_a_human_audible_must_be_a_play_with_uses_left():
    G = _fresh()
    G["marks"]["away"]["plays"][OTTERS["play_index"]["Slant"]] = OTTERS["plays"][
        OTTERS["play_index"]["Slant"]
    ]["uses"]
    for audible, message in (
        ("Slant", "Slant cannot be called: no uses left"),
        ("Flea Flicker Deluxe", "Flea Flicker Deluxe is not a play on this sheet"),
    ):
        answers = {"base": "base_pass", "play": "Curl", "checkoff": "zone", "audible": audible}
        with pytest.raises(calls.IllegalCall) as e:
            solitaire.full_call(_humans(), G, SHEETS, ask=lambda s, side, o, a=answers: a[s])
        assert str(e.value) == message


def test_cfs_p2_c1_card_callers_log_each_step_by_its_side():
    """P2 with C1: the defense's card gives the base and, the same card, the check-off; the
    offense's card the play, which stands after a check-off. The log has (side, step,
    choice, why, say) for each step, the defense's steps by home and the offense's by away."""
    sheets = _card_sheets("7H", "2C")
    G = _fresh()
    G["house"]["two_decks"] = True  # a card from each deck: the house reading (issue 35)
    states = {
        "home": dict(solitaire.new_caller_state("card", 1), deck=_deck("7H")),
        "away": dict(solitaire.new_caller_state("card", 2), deck=_deck("2C")),
    }
    log = []
    call = solitaire.full_call(states, G, sheets, log)
    assert call == {"defense": "base_pass", "offense": "Curl", "checkoff": "zone", "audible": None}
    rams, otters = sheets["home"]["name"], sheets["away"]["name"]
    assert log == [
        ("home", "base", "base_pass", "CARD 7H", "Card 7H: %s reads Zone" % rams),
        ("away", "play", "Curl", "CARD 2C", "Card 2C: %s reads Curl" % otters),
        ("home", "checkoff", "zone", "CARD 7H", "Card 7H: check off into Zone"),
        ("away", "audible", None, "STAY", "The card's play stands: Curl"),
    ]
    assert states["home"]["card"] is None  # the card is spent on the check-off


def test_next_action_asks_a_human_the_kick_with_the_legal_actions_then_the_call():
    G = _fresh()
    asked = []
    answers = {"kick": "play", "base": "base_run", "play": "Curl", "checkoff": None}
    ask = _asker(answers, asked)

    action = solitaire.next_action(_humans(), G, SHEETS, ask=ask)
    assert action == {
        "t": "play",
        "call": {"defense": "base_run", "offense": "Curl", "checkoff": None, "audible": None},
    }
    assert asked[0] == ("kick", "away", game.legal(G, SHEETS))
    assert [a[:2] for a in asked[1:]] == [("base", "home"), ("play", "away"), ("checkoff", "home")]
    answers["kick"] = "punt"
    assert solitaire.next_action(_humans(), G, SHEETS, ask=ask) == {"t": "punt"}


def test_next_action_logs_the_card_callers_fourth_down_kick():
    """P2's book: 4th and 10 on the own 30, no field goal in range: punt, logged by the side
    with the ball."""
    G = _fresh()
    G["down"] = 4
    states = {
        "home": solitaire.new_caller_state("card", 1),
        "away": solitaire.new_caller_state("card", 2),
    }
    log = []
    assert solitaire.next_action(states, G, SHEETS, log) == {"t": "punt"}
    assert log == [("away", "kick", "punt", "PUNT", "4th down: punt")]


# ---------------------------------------------------------------- check_state


@pytest.mark.parametrize(
    "state, message",
    [
        ([], "caller: expected an object"),
        ({"defense": "robot", "offense": "human"}, "caller.defense: expected human, card or coach"),
        ({"defense": "human", "offense": None}, "caller.offense: expected human, card or coach"),
        ({"defense": "human", "offense": "human", "card": "1S"}, "caller.card: not a card"),
        ({"defense": "human", "offense": "human", "card": "AS"}, None),
        ({"defense": "human", "offense": "human"}, None),
    ],
)
def test_a_restored_caller_state_is_checked(state, message):
    """check_state's promise: None when usable, else a one-line message naming the field."""
    assert solitaire.check_state(state) == message


# ---------------------------------------------------------------- the card caller's steps (P2, P3)


def test_cfs_p2_card_check_off_without_a_card_or_off_its_base_stays():
    sheets = _card_sheets("7H", "2C")
    G = _fresh()
    state = solitaire.new_caller_state("card", 1)
    got = cardcaller.check_off(state, G, sheets, "home", "base_pass", "Curl")
    assert got == (None, "STAY", "No card drawn for the defense: stay in the base")
    state["card"] = "7H"  # reads Zone, a package under Base Pass, not Base Run (C2)
    got = cardcaller.check_off(state, G, sheets, "home", "base_run", "Curl")
    assert got == (None, "CARD 7H", "Card 7H: stay in Base Run Defense")
    assert state["card"] is None


def test_cfs_p3_card_check_off_into_a_used_up_package():
    """P3: the card's Zone has no uses left: the closest package under Base Pass (Man to Man
    here, by the distance pinned above), else stay in the base."""
    sheet, marks = _zone_used_up((2, 2, 1), (2, 2, 3), (3, 2, 1))
    sheet["cards"] = dict(sheet["cards"], **{"7H": {"offense": "x", "defense": "zone"}})
    G = {"marks": {"home": marks}}
    state = {"card": "7H"}
    got = cardcaller.check_off(state, G, {"home": sheet}, "home", "base_pass", "Curl")
    assert got == (
        "man_to_man",
        "CARD 7H",
        "Card 7H: check off into Zone, which has no uses left: Man to Man instead",
    )
    for d in ("outside_blitz", "man_to_man"):
        marks["packages"][d] = sheet["defenses"][d]["uses"]
    state = {"card": "7H"}
    got = cardcaller.check_off(state, G, {"home": sheet}, "home", "base_pass", "Curl")
    assert got == (
        None,
        "CARD 7H",
        "Card 7H: check off into Zone, which has no uses left: stay in Base Pass Defense",
    )


def test_cfs_p3_card_play_used_up_and_no_play_left():
    sheets = _card_sheets("7H", "2C")
    otters = sheets["away"]
    G = _fresh()
    i = otters["play_index"]["Curl"]
    G["marks"]["away"]["plays"][i] = otters["plays"][i]["uses"]
    closest = otters["plays"][cardcaller.closest_play(otters, G["marks"]["away"], i, "base_run")]
    state = {"deck": _deck("2C")}
    name, why, say = cardcaller.call_play(state, G, sheets, "away", "base_run")
    assert (name, why) == (closest["name"], "CARD 2C") and name != "Curl"
    assert say == "Card 2C: %s reads Curl, which has no uses left; the closest play is %s" % (
        otters["name"],
        name,
    )
    G["marks"]["away"]["run"] = otters["totals"]["run"]
    G["marks"]["away"]["pass"] = otters["totals"]["pass"]
    with pytest.raises(ValueError, match="^%s has no play left to call$" % otters["name"]):
        cardcaller.call_play({"deck": _deck("2C")}, G, sheets, "away", "base_run")


def test_cfs_p2_card_base_reads_the_defense_of_the_card():
    sheets = _card_sheets("7H", "2C")
    state = {"deck": _deck("7H"), "card": None}
    got = cardcaller.call_base(state, _fresh(), sheets, "home")
    assert got == ("base_pass", "CARD 7H", "Card 7H: %s reads Zone" % sheets["home"]["name"])
    assert state["card"] == "7H"


# ---------------------------------------------------------------- the coach loaded only when needed


def test_warm_loads_the_coach_only_for_a_game_with_a_coach(monkeypatch):
    """The module's promise: a game with human and card callers never loads the coach; with
    a coach among the callers, warm loads it (and keeps it for the calls to come)."""
    monkeypatch.setattr(solitaire, "_COACH", [None])
    G = game.new_game(SHEETS, seed_state(1))
    states = {
        "home": solitaire.new_caller_state("card", 1),
        "away": solitaire.new_caller_state("human"),
    }
    solitaire.warm(states, G, SHEETS)
    assert solitaire._COACH == [None]
    states["away"] = solitaire.new_caller_state("human", offense="coach")
    solitaire.warm(states, G, SHEETS)
    from games.cfs.coach import caller

    assert solitaire._COACH == [caller]


@pytest.mark.parametrize("kind", ["human", "card", "coach"])
def test_cfs_c1_no_audible_without_a_check_off(kind):
    """C1: the offense may audible only after the defense checks off."""
    G = _fresh()
    state = solitaire.new_caller_state(kind, 1)
    assert solitaire.audible(state, G, SHEETS, "away", "base_run", "Curl", None) == (None, "", "")


def test_cfs_p3_closest_package_passes_over_a_used_up_one_and_weighs_yellow():
    """P3: the closest package with uses left; Outside Blitz used up too, Man to Man is
    taken. Yellow counts by its difference: Zone's 2 is 1 from Man to Man's 3, 2 from 0."""
    sheet, marks = _zone_used_up((2, 2, 1), (2, 2, 1), (2, 2, 3))
    marks["packages"]["outside_blitz"] = sheet["defenses"]["outside_blitz"]["uses"]
    assert cardcaller.closest_package(sheet, marks, "zone") == "man_to_man"
    sheet, marks = _zone_used_up((2, 2, 2), (2, 2, 0), (2, 2, 3))
    assert cardcaller.closest_package(sheet, marks, "zone") == "man_to_man"


def test_cfs_p3_t1_card_play_fallback_weighs_green_against_the_base_called():
    """P3 with T1: the card's play W is used up; against Base Pass W has 1 green (green_vs),
    as A has, so A is the closest, not B (4 green, W's green against other defenses)."""
    w = _play("W", 4, vs={"base_pass": 1})
    sheet = {
        "name": "T",
        "plays": [w, _play("A", 1), _play("B", 4)],
        "play_index": {"W": 0, "A": 1, "B": 2},
        "totals": {"run": 99, "pass": 99},
        "cards": {"2C": {"offense": "W", "defense": "zone"}},
    }
    G = {"marks": {"away": {"plays": [5, 0, 0], "run": 0, "pass": 0}}}
    state = dict(solitaire.new_caller_state("card", 1), deck=_deck("2C"))
    name, _, _ = solitaire.call_play(state, G, {"away": sheet}, "away", "base_pass")
    assert name == "A"


def test_cfs_c1_a_human_defense_must_call_a_base_first_the_message_says_what_it_called():
    G = _fresh()
    answers = {"base": "zone", "play": "Curl", "checkoff": None}
    with pytest.raises(calls.IllegalCall) as e:
        solitaire.full_call(_humans(), G, SHEETS, ask=lambda s, side, o: answers[s])
    assert str(e.value) == "defense must first call a base defense, not zone"


def test_new_caller_state_deals_a_deck_whenever_a_card_calls_either_side():
    """P1/P2: a card caller for the defense or the offense alone needs the team's deck;
    seed 0 unless given."""
    from games.cfs.callers import cards

    assert solitaire.new_caller_state("human", 5, offense="card")["deck"] == cards.new_deck(5)
    assert solitaire.new_caller_state("card", 5, offense="human")["deck"] == cards.new_deck(5)
    assert solitaire.new_caller_state("card")["deck"] == cards.new_deck(0)
    assert solitaire.new_caller_state("human")["deck"] is None
    with pytest.raises(ValueError) as e:
        solitaire.new_caller_state("human", offense="robot")
    assert str(e.value) == "unknown caller robot (expected human, card or coach)"


def test_the_coachs_reading_of_a_snap_is_dropped_after_its_last_step():
    """The module's promise: after the coach's last step of a snap (a check-off with no
    audible to follow, or the audible) its reading of the snap is dropped."""
    from games.cfs.coach import snap

    states = {
        "home": solitaire.new_caller_state("coach"),
        "away": solitaire.new_caller_state("coach"),
    }
    G = _fresh()
    for down in (1, 2, 3):
        G["down"] = down
        call = solitaire.full_call(states, G, SHEETS)
        assert snap.LAST_SNAP == [None, None], (down, call)
    # Every package used up (C3): no check-off, so the check-off is the coach's last step.
    for d in list(G["marks"]["home"]["packages"]):
        G["marks"]["home"]["packages"][d] = RAMS["defenses"][d]["uses"]
    call = solitaire.full_call(states, G, SHEETS)
    assert call["checkoff"] is None and call["audible"] is None
    assert snap.LAST_SNAP == [None, None]

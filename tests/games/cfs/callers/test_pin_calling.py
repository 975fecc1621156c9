"""The app's side of the callers (P1-P4): which reason the text line keeps and the host log's
last eight sentences. The callers are stood in for, so only calling.py's own choices count."""

import pytest

from games.cfs.callers import calling, solitaire


@pytest.fixture
def script(monkeypatch):
    answers = {}
    for name in ("call_base", "call_play", "check_off", "audible", "kick_choice"):
        monkeypatch.setattr(solitaire, name, lambda *a, name=name: answers[name])
    return answers


def test_p4_the_offense_reason_wins_over_the_defense_reason(script):
    c = calling.Calls()
    script["call_base"] = ("base_run", "DEF WHY", "the defense says")
    assert c.base(None, None, None, "home") == "base_run"
    assert c.why == "DEF WHY" and c.log == ["the defense says"]
    script["check_off"] = ("zone", "ZONE WHY", None)
    assert c.check_off(None, None, None, "home", "base_pass", "Hitch") == "zone"
    assert c.why == "DEF WHY" and c.log == ["the defense says"]  # a defense reason waits
    script["call_play"] = ("Hitch", "OFF WHY", "the offense says")
    assert c.play(None, None, None, "away", "base_pass") == "Hitch"
    assert c.why == "OFF WHY" and c.log == ["the defense says", "the offense says"]
    script["call_play"] = ("Dive", None, None)
    assert c.play(None, None, None, "away", "base_pass") == "Dive"
    assert c.why == "OFF WHY"  # no reason given: the last one stays


def test_p4_an_audible_counts_as_the_offense_only_when_there_is_one(script):
    c = calling.Calls()
    c.why = "OLD"
    script["audible"] = (None, "NO AUD", None)
    assert c.audible(None, None, None, "home", "base_pass", "Hitch", "zone") is None
    assert c.why == "OLD"
    script["audible"] = ("Dive", "AUDIBLE", None)
    assert c.audible(None, None, None, "home", "base_pass", "Hitch", "zone") == "Dive"
    assert c.why == "AUDIBLE"
    script["kick_choice"] = ("punt", "PUNT", "punting")
    assert c.kick(None, None, None, "home") == "punt" and c.why == "AUDIBLE"


def test_the_log_keeps_the_last_eight_sentences(script):
    c = calling.Calls()
    for i in range(10):
        script["kick_choice"] = ("punt", None, "say %d" % i)
        c.kick(None, None, None, "home")
        assert len(c.log) == min(i + 1, 8)
    assert c.log == ["say %d" % i for i in range(2, 10)]


def test_new_state_is_the_callers_state():
    assert calling.new_state("card", 5) == solitaire.new_caller_state("card", 5)
    assert calling.new_state("human", 1)["deck"] is None


@pytest.mark.parametrize(
    "why", ["1ST DOWN", "4TH DOWN", "GOAL2GO", "RED ZONE", "2ND SHRT", "2ND MED", "3RD LONG"]
)
def test_p4_a_bare_situation_is_no_reason_to_flash(why):
    """Down, distance and ball on are on the scoreboard already (E3): the coach's situation
    words are not repeated on the text line."""
    assert calling.words(why) is None


def test_p4_the_coachs_reasons_in_a_players_words():
    assert calling.words(None) is None
    assert calling.words("SAVE BIG") == "ACE KEPT"
    assert calling.words("USE PKGS") == "USE PKG"
    assert calling.words("PROTECT") == "PROTECT"  # any other reason as the coach says it
    assert calling.words("2ND") == "2ND"  # only "2ND " with its space begins a situation


def test_each_step_hands_the_callers_what_it_was_given(monkeypatch):
    """Calls only keeps the reason: the base called (C1), the play and the package checked
    off into (C2) reach the callers as they are, for the coach to weigh (P4)."""
    seen = []
    for name in ("call_base", "call_play", "check_off", "audible", "kick_choice"):
        monkeypatch.setattr(
            solitaire, name, lambda *a, name=name: seen.append((name, a)) or ("x", None, None)
        )
    c = calling.Calls()
    state, G, sheets = object(), object(), object()
    c.base(state, G, sheets, "home")
    c.play(state, G, sheets, "away", "base_pass")
    c.check_off(state, G, sheets, "home", "base_pass", "Hitch")
    c.audible(state, G, sheets, "away", "base_pass", "Hitch", "zone")
    c.kick(state, G, sheets, "home")
    assert seen == [
        ("call_base", (state, G, sheets, "home")),
        ("call_play", (state, G, sheets, "away", "base_pass", None)),  # no defense state
        ("check_off", (state, G, sheets, "home", "base_pass", "Hitch")),
        ("audible", (state, G, sheets, "away", "base_pass", "Hitch", "zone")),
        ("kick_choice", (state, G, sheets, "home")),
    ]


@pytest.mark.parametrize(
    "kind,defense,offense",
    [
        ("card/human", "card", "human"),  # P1: the cards call the defense, the player the offense
        ("coach/human", "coach", "human"),
        ("human/card", "human", "card"),
        ("human/coach", "human", "coach"),
        ("coach", "coach", "coach"),  # one caller for both sides of the ball
    ],
)
def test_p1_a_split_caller_calls_the_defense_before_the_slash(kind, defense, offense):
    state = calling.new_state(kind, 5)
    assert (state["defense"], state["offense"]) == (defense, offense)
    # a card caller on either side has its own deck, shuffled by the seed (P2)
    assert (state["deck"] is not None) == ("card" in (defense, offense))

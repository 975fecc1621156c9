"""The app's side of the callers (P1-P4): which reason the text line keeps and the host log's
last eight sentences. The callers are stood in for, so only calling.py's own choices count."""

import pytest

from games.cfs import callers, calling


@pytest.fixture
def script(monkeypatch):
    answers = {}
    for name in ("call_base", "call_play", "check_off", "audible", "kick_choice"):
        monkeypatch.setattr(callers, name, lambda *a, name=name: answers[name])
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
    assert calling.new_state("card", 5) == callers.new_caller_state("card", 5)
    assert calling.new_state("human", 1)["deck"] is None

"""sideline/resume.py's promises (issue 18): which game a save belongs to and whether it
only says which game to start, a kept save's bytes and messages, and the eight characters
the board shows for what stops a saved game. Expected values come from the docstrings."""

import json
from types import SimpleNamespace

import pytest

from sideline.resume import (
    NO_TEAM,
    OTHER_VERSION,
    board_words,
    forget,
    game_of,
    is_start,
    keep,
    named_game,
    saved_game,
    sentence,
    to_start,
)


@pytest.mark.parametrize(
    "payload,want",
    [
        (b'{"game": "fliip", "v": 1}', ("fliip", False)),
        ({"game": "rlb", "v": 2}, ("rlb", False)),  # already read
        ('{"game": "dicebowl", "v": 1}', ("dicebowl", False)),
        (b'{"v": 1, "seed": 3}', ("cfs", False)),  # before the seam: College Football Saturday's
        (b'{"game": 7, "v": 1}', ("other", False)),  # a game that is not a name: the default
        (b"not json", ("other", False)),
        (b"[1, 2]", ("other", False)),
        (b'{"game": "rlb", "start": true}', ("rlb", True)),
        (b'{"start": true}', ("cfs", True)),
        (b'{"game": "rlb", "start": 1}', ("rlb", False)),  # only true itself starts
        (b'{"game": "rlb", "start": false}', ("rlb", False)),
        (b'{"game": "rlb", "start": true, "v": 1}', ("rlb", False)),  # a real save
    ],
)
def test_saved_game_names_the_game_and_whether_it_only_starts_one(payload, want):
    assert saved_game(payload, "other") == want
    assert game_of(payload, "other") == want[0]
    assert is_start(payload) is want[1]


def test_to_start_is_a_save_naming_only_the_game():
    got = to_start("fliip")
    assert type(got) is bytes
    assert json.loads(got) == {"game": "fliip", "start": True}
    assert saved_game(got, "cfs") == ("fliip", True)


def app():
    return SimpleNamespace(messages=["earlier"], kept=None, error=None, flash_next=None)


PROBLEM = (NO_TEAM, "bayou_herons")
SAID = "saved game needs teams/bayou_herons.json (missing or bad)"


@pytest.mark.parametrize(
    "payload,kept",
    [
        (b'{"v": 9}', b'{"v": 9}'),
        ('{"v": 9}', b'{"v": 9}'),
        ({"v": 9}, json.dumps({"v": 9}).encode()),
    ],
)
def test_keep_holds_the_bytes_and_says_so_on_the_board_and_in_the_messages(payload, kept):
    a = app()
    keep(a, payload, PROBLEM)
    assert a.kept == kept and type(a.kept) is bytes
    assert a.messages == ["BAD SAVE", SAID + "; kept until NEW GAME", "earlier"]
    assert a.flash_next == ("NO BAYOU", 3000)  # after BAD SAVE, for three seconds
    assert a.error == SAID
    forget(a)
    assert a.kept is None


@pytest.mark.parametrize(
    "problem,words",
    [
        (PROBLEM, "NO BAYOU"),
        ((NO_TEAM, "ab_cdef"), "NO AB CD"),
        ((NO_TEAM, "abcd_x"), "NO ABCD"),  # no end space
        ((NO_TEAM, "ox"), "NO OX"),
        ((NO_TEAM, None), "NO NONE"),  # a save that names no team
        ((OTHER_VERSION, 7, 1), "SAVE V7"),
        ((OTHER_VERSION, 123456789, 1), "SAVE V12"),
        ((OTHER_VERSION, None, 2), "SAVE VNo"),
        ("saved game: version: expected a number", "SAVE BAD"),
        ("saved game: seed: expected a number", "SAVE BAD"),
        # a sentence is never read back for a code: one that names a team file is still bad
        ("saved game: see teams/ox.json (firmware version 7)", "SAVE BAD"),
    ],
)
def test_board_words_name_what_stops_the_saved_game(problem, words):
    assert board_words(problem) == words


def test_a_codes_sentence_names_the_file_or_the_versions():
    assert sentence(PROBLEM) == SAID
    assert sentence((OTHER_VERSION, 7, 1)) == (
        "saved game is from firmware version 7 (this one reads 1)"
    )
    assert sentence("saved game: seed: expected a number") == "saved game: seed: expected a number"


def test_a_save_without_game_is_college_football_saturdays():
    assert named_game({"v": 1}) == "cfs" and named_game({"game": "rlb"}) == "rlb"

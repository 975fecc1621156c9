"""The catalogue of everything the box can show (issue 27, item 1): built from the firmware's
source (host_tools/catalogue/), lit through the drivers' own fonts, and held to three rules:
every character drawable as itself, nothing longer than its display, no two meanings lit the
same. Each game's README glossary is generated from it, and a long random session of each
game shows nothing the glossary lacks."""

import pytest
from kits.catalogue_session import session

from host_tools.catalogue import catalogue, extract, glossary, render, words
from host_tools.catalogue.extract import GAMES, SHARED

# Defects in today's strings, found by the checks and left to the games' owners (issue 27,
# item 2 changes some of these strings): (game, what, display, word). When one is fixed, the
# test below says so and the entry goes.
# None today: CFS's clock on the text line of a build without a clock display once read
# CL14I00 (a colon is the centre bar), and dice mode's count G  3 lit as a die showing 3.
KNOWN = set()


def _problems(game):
    return {
        (game, what, role, word): detail for what, role, word, detail in catalogue.problems(game)
    }


@pytest.mark.parametrize("game", (*GAMES, SHARED))
def test_every_word_is_drawable_whole_and_unmistakable(game):
    found = _problems(game)
    new = ["%s: %s on the %s: %s (%s)" % (*k, v) for k, v in found.items() if k not in KNOWN]
    assert not new, "\n".join(new)


def test_the_known_defects_are_still_there():
    """A known defect that no longer shows is fixed: take it off KNOWN."""
    found = set()
    for game in (*GAMES, SHARED):
        found.update(_problems(game))
    assert not KNOWN - found, "fixed, remove from KNOWN: %s" % sorted(KNOWN - found)


def _game_with(tmp_path, monkeypatch, source):
    """Rugby League Breakout's code with one more module, as the extractor reads it."""
    folder = tmp_path / "rlb"
    folder.mkdir()
    for path in extract.SOURCES["rlb"].glob("*.py"):
        (folder / path.name).write_text(path.read_text())
    (folder / "added.py").write_text(source)
    monkeypatch.setitem(extract.SOURCES, "rlb", folder)
    return {(what, role, word) for what, role, word, _ in catalogue.problems("rlb")}


def test_a_word_the_font_cannot_draw_fails(tmp_path, monkeypatch):
    got = _game_with(tmp_path, monkeypatch, 'def text(e):\n    return "KICK: %d" % e["n"]\n')
    assert ("undrawable", "text", "KICK: <number>") in got


def test_a_word_longer_than_the_line_fails(tmp_path, monkeypatch):
    got = _game_with(tmp_path, monkeypatch, 'def text(e):\n    return "TURNOVERS"\n')
    assert ("cut", "text", "TURNOVERS") in got


def test_a_word_lit_as_another_fails(tmp_path, monkeypatch):
    # "TRY 1" is already the try scored by shirt 1; a second meaning for the same segments:
    got = _game_with(tmp_path, monkeypatch, 'def text(e):\n    return "TRY 1" if e else "X"\n')
    assert any(what == "same segments" and "TRY 1" in word for what, _r, word in got), got


def test_the_fonts_are_the_drivers():
    """The 14-segment colon is the I (adafruit's font); the 7-segment S is the 5."""
    assert render.undrawable("text", "H: SHOW") == [":"]
    assert render.undrawable("home", "S0") == ["S"]
    assert render.undrawable("text", "GAIN +12") == []
    assert render.segments("text", "I") == render.segments("text", ":")


def test_words_a_session_seldom_reaches_are_in_the_catalogue():
    """Built from the code, not from sessions: PUNT NET (a manual entry) and WILDCAT (a play
    on a team sheet) are there although a random session seldom shows them."""
    cfs = catalogue.entries("cfs")
    assert any(e.word == "PUNT NET" for e in cfs)
    assert any(e.pattern().match("WILDCAT") for e in cfs if e.role == "text")


def test_the_glossaries_are_current():
    stale = glossary.stale()
    assert not stale, "run python -m host_tools.catalogue.glossary --write: %s" % stale


@pytest.mark.parametrize("game", (*GAMES, SHARED))
def test_every_word_says_what_it_means(game):
    for e in catalogue.own(game):
        assert e.meaning.strip() and e.meaning.strip() != "?", e.word
        assert e.when.strip() and e.when.strip() != "?", e.word
    assert "| ? |" not in glossary.section(game)


def _shown_in(es, role, text):
    roles = (role, "score") if role in ("home", "away") else (role,)
    return any(e.pattern().match(text) for e in es if e.role in roles)


def test_a_session_finds_a_word_missing_from_the_catalogue(monkeypatch):
    """The coverage check has teeth: with Rugby League Breakout's views left out of the
    catalogue, a short session shows words it cannot find."""
    monkeypatch.setattr(words, "NOT_SHOWN", (*words.NOT_SHOWN, "games/rlb/views.py"))
    es = catalogue.entries("rlb")
    shown = session("rlb", 27, 300)
    assert any(not _shown_in(es, r, t) for r, ts in shown.items() for t in ts if t.strip())


@pytest.mark.parametrize("game", GAMES)
def test_a_long_random_session_shows_only_glossary_words(game):
    """Seeded: 3000 presses (OK, UP, DOWN, ROLL, BACK, MODE, UNDO, CLOCK, holds), new games
    when one ends; every text of every display is one of the game's glossary words."""
    shown = session(game, 27, 3000)
    es = catalogue.entries(game)
    missing = sorted(
        (role, text)
        for role, texts in shown.items()
        for text in texts
        if text.strip() and not _shown_in(es, role, text)
    )
    assert sum(len(t) for t in shown.values()) > 150  # a session that went somewhere
    assert not missing, missing


@pytest.mark.parametrize("game", ("cfs", "dicebowl", "fliip"))
def test_the_shared_football_faces_are_the_words_of_the_games_that_import_them(game):
    """sideline/faces.py draws the down, ball-on and score displays of three games: their
    words are in those games' glossaries, typed (a down 1 to 4), and not in Rugby League
    Breakout's, which draws its own."""
    own = {(e.role, e.word) for e in catalogue.own(game)}
    assert ("down", "<down>-<yards to go>") in own
    assert ("ball_on", "H <yard line>") in own
    rlb = {(e.role, e.word) for e in catalogue.entries("rlb")}
    assert not any(w.startswith("<down>-") for _r, w in rlb)


@pytest.mark.parametrize("game", (*GAMES, SHARED))
def test_when_and_means_are_in_a_player_s_words(game):
    """'When' says when a player sees the word, not the name of the function that builds it
    ("Tag", "Line text", "Setup items"); 'means' is a short meaning, not a README sentence
    cut off or the list of words it is one of."""
    for e in catalogue.own(game):
        fns = [w[3:].split(":")[0] for w in e.template.words if w.startswith("in ")]
        echo = {f.strip("_").replace("_", " ").lower() for f in fns}
        assert e.when.lower() not in echo, (e.word, e.when)
        assert e.when.lower() != "on the text display", e.word
        assert not e.meaning.lower().startswith("one of:"), (e.word, e.meaning)
        assert not e.meaning.endswith("..."), (e.word, e.meaning)
        assert len(e.meaning) <= 100, (e.word, e.meaning)


def test_a_new_word_gets_a_meaning_and_a_when_from_its_own_letters(tmp_path, monkeypatch):
    """A string no table or README knows yet (a game's new word) is still explained: its
    short words spelt out, and where it is seen."""
    _game_with(tmp_path, monkeypatch, 'def text(e):\n    return "KO ONSD"\n')
    e = next(e for e in catalogue.own("rlb") if e.word == "KO ONSD")
    assert e.meaning == "Kickoff onside kick"
    assert e.when == "During a game, on the text line"


@pytest.mark.parametrize("game", (*GAMES, SHARED))
def test_a_meaning_declared_for_a_word_no_longer_shown_is_named(game, monkeypatch):
    """A string changed in the code leaves its declared meaning behind: --problems names it
    (here one planted; none is left over today)."""
    monkeypatch.setitem(words.MEANINGS[game], "ONSIDE Q", "planted")
    shown = {e.word for e in catalogue.own(game)}
    assert words.stale(game, shown) == ["ONSIDE Q"]

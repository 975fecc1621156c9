"""The glossaries say something a player can use (issue 27, item 1): no meaning is the word
again ("Nor: one of the dice words"), every word sits on the display that draws it (RLB's
SWRM on the dice display, not the text line), and a short form whose long form the code
knows (views.DICE_WORDS' SWRM is the defence SD, tables.DEFENCES' SWARM) names it."""

import re

import pytest
from kits.catalogue_session import session

from games.cfs.scoreboard import views as cfs_views
from games.cfs.sheet import parts as sheet
from games.rlb import tables
from games.rlb import views as rlb_views
from host_tools.catalogue import catalogue, extract
from host_tools.catalogue.extract import GAMES, SHARED
from sideline import selftest


def _letters(s):
    return re.sub(r"[^a-z0-9]+", " ", s.lower()).strip()


@pytest.mark.parametrize("game", (*GAMES, SHARED))
def test_no_meaning_is_the_word_again(game):
    """A meaning that only repeats the word, case-folded ("Drop OK" for DROP OK, "Tackle
    tackle" for TACKLE <tackle>), with or without ": one of the ..." ("Ck: one of the
    attacking plays"), tells a player nothing."""
    bad = []
    for e in catalogue.own(game):
        word = _letters(e.word)
        head = re.split(r":\s*one of the\b", e.meaning)[0]
        if _letters(head) == word or _letters(e.meaning) == word:
            bad.append("%s: %r" % (e.word, e.meaning))
    assert not bad, "\n".join(bad)


def _by_word(game):
    out = {}
    for e in catalogue.own(game):
        out.setdefault(e.word.strip(), {})[e.role] = e
    return out


def test_known_words_sit_on_their_display():
    rlb = _by_word("rlb")
    for word in rlb_views.DICE_WORDS.values():  # NORM, WIDE, SWRM...: views.displays' "dice"
        assert "dice" in rlb[word], word
    assert set(rlb["SWRM"]) == {"dice"}
    assert set(rlb["P<possession>"]) == {"clock"}  # BACK's pages put it on the clock too
    assert "text" not in rlb["<number>"]  # a page's points are on the score displays
    cfs = _by_word("cfs")
    assert "dice" in cfs["RUN"]  # DEF4's " RUN" (the text line's RUN is a manual entry)
    assert "dice" in cfs["PREV"] and "text" not in cfs["PREV"]


@pytest.mark.parametrize("game", GAMES)
def test_a_word_a_display_shows_is_listed_for_that_display(game):
    """Seeded session, 1500 presses: every plain word (no slots) the session saw on a
    display is in the glossary on that display, not only on another (a dice display's NOR
    listed as the text line's). Home's and away's words may be listed as the scores'."""
    shown = session(game, 5, 1500)
    plain = {}
    for e in catalogue.entries(game):
        if not e.slots():
            plain.setdefault(e.literal.strip(), set()).add(e.role)
    wrong = []
    for role, texts in shown.items():
        roles = {role, "score"} if role in ("home", "away") else {role}
        for text in texts:
            word = text.strip()
            if word in plain and not plain[word] & roles:
                wrong.append((role, word, sorted(plain[word])))
    assert sum(len(t) for t in shown.values()) > 100  # a session that went somewhere
    assert not wrong, wrong


def test_every_abbreviation_names_its_long_form():
    """Read from the code's own tables here, not from the glossary's: RLB's dice words and
    play and defence codes name the defence or play and its code ("Normal defence (ND)"),
    CFS's defenses on the dice display and the text line the sheet's name for them."""
    rlb = _by_word("rlb")
    for code, word in rlb_views.DICE_WORDS.items():
        label = tables.defence(code)[tables.D_LABEL]
        said = rlb[word]["dice"].meaning
        assert label.split()[0].lower() in said.lower() and "(%s)" % code in said, (word, said)
    for rows, code_at, label_at in (
        (tables.DEFENCES, tables.D_CODE, tables.D_LABEL),
        (tables.PLAYS, tables.P_CODE, tables.P_LABEL),
    ):
        for row in rows:
            code, label = row[code_at], row[label_at]
            for word in (code, label):
                if word not in rlb:
                    continue  # a code the box never shows alone
                said = rlb[word]["text"].meaning
                assert label.split()[0].lower() in said.lower(), (word, said)
                assert "(%s)" % code in said, (word, said)
    cfs = _by_word("cfs")
    for key, word in cfs_views.DEF4.items():
        said = cfs[word.strip()]["dice"].meaning
        assert sheet.DEFENSE_NAMES[key].lower() in said.lower(), (word, said)
    for key, word in sheet.DEFENSE_SHORT.items():
        said = cfs[word]["text"].meaning
        assert sheet.DEFENSE_NAMES[key].lower() in said.lower(), (word, said)


def test_a_local_s_words_are_those_of_its_branch(tmp_path, monkeypatch):
    """A name given words in two branches ("KICK" at the kick call, "SHOW" in the duel)
    fills a template in one branch with that branch's words only: Dice-Bowl's duel never
    showed "PUNT 4" or "KICK 4", which the glossary listed."""
    folder = tmp_path / "rlb"
    folder.mkdir()
    for path in extract.SOURCES["rlb"].glob("*.py"):
        (folder / path.name).write_text(path.read_text())
    (folder / "added.py").write_text(
        "def text(e):\n"
        "    if e == 1:\n"
        '        word = "KICK"\n'
        "        return word\n"
        "    elif e == 2:\n"
        '        word = "SHOW"\n'
        '        return "%s %d" % (word, e)\n'
    )
    monkeypatch.setitem(extract.SOURCES, "rlb", folder)
    words = {e.word for e in catalogue.own("rlb")}
    assert "SHOW <number>" in words
    assert "KICK <number>" not in words


def test_the_self_test_s_tags_sit_on_their_own_displays():
    """selftest.TAGS gives each display its tag (CL on the clock, TE on the text line): a
    table keyed by the displays' roles puts each word on its key's display."""
    shared = _by_word(SHARED)
    for role, tag in selftest.TAGS.items():
        assert set(shared[tag]) == {role}, (tag, sorted(shared[tag]))

"""College Football Saturday's words on the box read as meant (issue 27, item 2): setup's lines
keep the item's name or side apart from a whole value (no "CLK RUNO", "HALFNONE", ">COACH D",
"ACOACH O", and no colon: the 14-segment colon is a centre bar), one word has one meaning on
the BACK pages and the final pages, the dice display's defenses and the dice's purposes are
not cut words, and a call menu says whose call it asks (home or away, offense or defense)."""

import re
from pathlib import Path

from kits.cfs_box import Box

from games.cfs.scoreboard import pages, textline, views
from games.cfs.scoreboard.settings import CALLERS, CLOCK_MODES, GAME_ENDS, HALFTIMES
from games.cfs.sheet.parts import DEFENSES
from sideline.shell import setup_line

ROOT = Path(__file__).resolve().parents[4]
README = (ROOT / "firmware" / "games" / "cfs" / "README.md").read_text(
    encoding="utf-8"
)  # the CFS manual
DIGEST = (ROOT / "docs" / "rules" / "cfs.md").read_text(encoding="utf-8").lower()


def _all_values_lines():
    """Every line setup shows for the callers, the clock, the halftime and the game's end,
    at rest and while changed: (label, line at rest, line while changed)."""
    box = Box()
    s = box.a.settings
    out = []
    for side in ("home", "away"):
        for c in CALLERS:
            s["callers"][side] = c
            out += [i for i in box.a.setup_items() if i[0] == side[0].upper() + " CALL"]
    for mode in CLOCK_MODES:
        s["clock_mode"] = mode
        out += [i for i in box.a.setup_items() if i[0] == "CLK"]
    for h in HALFTIMES:
        s["halftime"] = h
        out += [i for i in box.a.setup_items() if i[0] == "HALF"]
    for e in GAME_ENDS:
        s["game_end"] = e
        out += [i for i in box.a.setup_items() if i[0] == "END"]
    return [(label, setup_line(label, v, False), setup_line(label, v, True)) for label, v in out]


def test_setup_lines_keep_the_name_or_side_apart_from_the_value():
    for label, rest, changed in _all_values_lines():
        head = label.split(" ")[0]  # "H" for H CALL: whose caller it is
        assert len(rest) <= 8 and len(changed) <= 8
        assert rest.startswith(head + " "), rest
        assert changed.startswith(head + ">"), changed
        assert ":" not in rest


def test_setup_lines_are_the_readme_s_words():
    """Each line at rest is one the README names for the player (a cut word is not); the
    README gives the callers' lines for home, away's are the same with A."""
    for label, rest, _changed in _all_values_lines():
        if label == "A CALL":
            rest = "H" + rest[1:]
        assert "`%s`" % rest in README, rest


def _app_at_play():
    box = Box().at(("ko", 25), ("gain", 5))
    return box.a


def test_back_pages_and_final_pages_say_the_same_thing_in_the_same_words():
    """FD first downs and LF plays left, home-away, on the BACK pages as on the final pages
    (PL there is plays run: on the BACK pages it was plays left, and "FD 0 0" had no dash)."""
    a = _app_at_play()
    final = pages.final(a.G, a.team_sheets, False)
    by_word = {line.split(" ")[0]: line for line in final}
    assert textline.info(a, 1) == by_word["FD"]
    assert textline.info(a, 0) == by_word["LF"]
    assert textline.info(a, 2) == "TO %d-%d" % tuple(a.clock.state["to"])
    assert [w for w in by_word if w in ("FD", "LF", "PL", "TOV")] == ["FD", "PL", "TOV", "LF"]


def _kept_starts(code, name):
    """Whether code is the name's words kept from their start, in order: a word skipped, or
    kept by two letters or more (a lone first letter reads as a word of its own, "B RUN"),
    only the last one by its first letter alone."""
    words = re.split(r"[ _]", name.upper())

    def fit(rest, i):
        if not rest:
            return True
        if i >= len(words):
            return False
        w = words[i]
        if fit(rest, i + 1):
            return True
        for k in range(len(w), 0, -1):
            if rest.startswith(w[:k]) and (k >= 2 or i == len(words) - 1 or w == w[:k]):
                if fit(rest[k:], i + 1):
                    return True
        return False

    return fit(code.replace(" ", ""), 0)


def test_the_dice_display_s_defenses_are_their_names_words():
    for d in DEFENSES:
        code = views.DEF4[d]
        assert len(code) == 4
        name = {"base_run": "base run", "man_to_man": "man to man"}.get(d, d)
        assert _kept_starts(code.strip(), name), (d, code)


def test_the_dice_purposes_are_no_cut_words():
    """Each word is a rulebook word or its start (BREAKAWY was neither); KO, GL, XP and 2PT
    are football's own abbreviations, which the README spells out."""
    for word in views.PURPOSE.values():
        for token in word.lower().split():
            if token in ("ko", "gl", "xp", "2pt"):
                continue
            assert re.search(r"\b" + re.escape(token), DIGEST), word


def test_a_call_menu_first_says_whose_call_it_is():
    box = Box()  # human callers both sides: away receives the opening kickoff
    box.enter("ko", 25)
    box.a._next_step()
    assert box.a.step == "base"
    abbr = {s: box.a.team_sheets[s]["abbr"] for s in ("home", "away")}
    offense = box.a.G["possession"]
    defense = "home" if offense == "away" else "away"
    assert box.text() == abbr[defense] + " DEF"
    box.wait(800)
    assert box.text() == box.a.menu[0][0]  # then the menu
    box.press("OK")  # the base chosen: the offense's play next
    assert box.a.step == "play" and box.text() == abbr[offense] + " OFF"
    box.press("UP")  # a press shows the menu at once
    assert box.text() == box.a.menu[1][0]


def test_whose_call_on_a_4_character_line_keeps_the_side_of_the_ball():
    box = Box(roles=("clock", "home", "away", "down", "ball_on", "dice", "text"))
    assert box.a.text_chars == 4
    box.enter("ko", 25)
    box.a._next_step()
    defense = box.a.team_sheets["home"]["abbr"]  # away received: home defends
    assert box.text() == defense[:3] + "D"

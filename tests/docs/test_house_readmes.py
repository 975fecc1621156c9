"""Every house reading of every game is listed in its game's README with its switch (issue
35): a house setting added without its README line fails here."""

import re
from pathlib import Path

import pytest

from games.cfs.rules import house as cfs_house
from games.cfs.scoreboard import settings as cfs_settings
from games.dicebowl import box as dicebowl_box
from games.dicebowl import rules as dicebowl_rules
from games.fliip import box as fliip_box
from games.fliip import game as fliip_game
from games.rlb import tables as rlb_tables

GAMES = Path(__file__).resolve().parents[2] / "firmware" / "games"


def lines_naming(readme, key):
    """The README's lines that name `key` as code (`key`)."""
    text = (GAMES / readme).read_text()
    return [line for line in text.splitlines() if re.search(r"`%s`" % re.escape(key), line)]


def box_words(box, house_of_setting):
    """{house key: the setup label that switches it on the box}."""
    out = {}
    for label, key, _choices in box.Table.SETUP:
        if key in house_of_setting:
            out[house_of_setting[key]] = label
    return out


@pytest.mark.parametrize("key", sorted(dicebowl_rules.HOUSE))
def test_dicebowl_house_rules_each_have_a_readme_line_and_a_switch(key):
    named = lines_naming("dicebowl/README.md", key)
    assert named, "firmware/games/dicebowl/README.md names no `%s`" % key
    readme = (GAMES / "dicebowl/README.md").read_text()
    assert "`sideline dicebowl play --house KEY=VALUE`" in readme  # every key's switch
    label = box_words(dicebowl_box, {"two_point": "two_point_try"}).get(key)
    if label:
        assert any(label in line for line in named), (key, label)


@pytest.mark.parametrize("key", sorted(fliip_game.HOUSE))
def test_fliip_house_rules_each_have_a_readme_line_and_a_switch(key):
    named = lines_naming("fliip/README.md", key)
    assert named, "firmware/games/fliip/README.md names no `%s`" % key
    assert "`sideline fliip play --house\nKEY=VALUE`" in (GAMES / "fliip/README.md").read_text()
    label = box_words(fliip_box, {"safety_kickoff": "safety_kickoff"}).get(key)
    if label:
        assert any(label in line for line in named), (key, label)


SETUP_OF_CFS = {h[1]: h[0] for h in cfs_settings.HOUSE_SETUP}
SETUP_OF_CFS.update(
    {
        "two_decks": "DECKS",
        "penalty_chart": "H1 PEN",
        "penalty_chart_defense": "H1 PEN",
        "last_possession": "LAST",
        "halftime_after_plays": "HALF",
        "points": "none",
    }
)


@pytest.mark.parametrize("key", sorted(cfs_house.DEFAULTS))
def test_cfs_house_settings_each_have_a_readme_line_with_their_setup_word(key):
    named = lines_naming("cfs/README.md", key)
    assert named, "firmware/games/cfs/README.md names no `%s`" % key
    word = SETUP_OF_CFS.get(key)
    assert word is not None, "%s has no setup word (settings.HOUSE_SETUP)" % key
    assert any("`%s`" % word in line or word in line for line in named), (key, word)


@pytest.mark.parametrize("key", sorted(rlb_tables.HOUSE))
def test_rlb_house_rules_each_have_a_readme_line(key):
    assert lines_naming("rlb/README.md", key), "rlb/README.md names no `%s`" % key


def test_a_house_setting_without_its_line_is_caught(monkeypatch):
    """The check itself: a new house key the README does not name is found missing."""
    monkeypatch.setitem(dicebowl_rules.HOUSE, "brand_new_rule", 1)
    missing = [k for k in dicebowl_rules.HOUSE if not lines_naming("dicebowl/README.md", k)]
    assert missing == ["brand_new_rule"]


def test_the_host_switches_work(tmp_path, capsys):
    import json

    from host_tools.cli import main

    out = tmp_path / "g.json"
    assert main(["dicebowl", "play", "--house", "plays=10", "--out", str(out)]) == 0
    assert json.loads(out.read_text())["house"] == ["plays"]
    log = tmp_path / "f.json"
    assert main(["fliip", "play", "--house", "touchback=25", "-o", str(log)]) == 0
    assert json.loads(log.read_text())["house"] == {"touchback": 25}
    capsys.readouterr()
    assert main(["fliip", "play", "--house", "touchback=99"]) == 2
    assert capsys.readouterr().err == "sideline fliip play: touchback: expected a yard line 1..50\n"
    assert main(["dicebowl", "play", "--house", "nope=1"]) == 2
    assert capsys.readouterr().err == "sideline dicebowl play: unknown house rule nope\n"


@pytest.mark.parametrize("box, folder", [(dicebowl_box, None), (fliip_box, "teams/fliip")])
def test_every_setup_item_and_value_fits_the_8_character_line(box, folder):
    from host_tools.emulator.tables_bot import new_table
    from sideline.shell import setup_line

    t = new_table(box, folder, 3)
    for label, key, choices in box.Table.SETUP:
        for v in choices:
            word = t.setting_word(key, v)
            line = setup_line(label, word, False)
            assert len(line) <= 8 and line.endswith(word), (label, word)
            if label in ("2PT", "SAFE", "DICE"):  # this issue's: the label whole too
                assert line == "%s %s" % (label, word)

"""Setup's GAME item names the game it is about (issue 27, item 2: "GAME's values without the
word GAME"). "GAME CFS" fits the 8-character line; "GAME FLIIP", "GAME RUGBY" and "GAME
DICEBOWL" do not, and the line showed the name alone, which does not say what it is. The
line now turns between the item's word and the name, on the board's own clock."""

import pytest
from kits.switching import ORDER, switch_to

from host_tools.emulator.virtual_box import VirtualBox, memory_storage
from sideline.app import installed

NAMES = dict(installed())


def lines_over(box, ms, step=50):
    """Each distinct text line shown while ms pass at rest."""
    seen = []
    for _ in range(ms // step):
        box.advance(step)
        t = box.texts()["text"].strip()
        if not seen or seen[-1] != t:
            seen.append(t)
    return seen


def at_game_item(game):
    box = VirtualBox(storage=memory_storage(), seed=3, games=installed())
    if game != box.app.ID:
        switch_to(box, game)
    while box.app.mode != "setup":
        box.press("MODE")
    box.advance(1500)  # SETUP's own word has gone by: the first item, GAME
    return box


@pytest.mark.parametrize("game", [g for g in ORDER if len("GAME " + NAMES[g]) > 8])
def test_a_name_too_long_for_the_word_turns_with_it(game):
    box = at_game_item(game)
    seen = lines_over(box, 6000)
    assert set(seen) == {"GAME", NAMES[game]}, seen
    # both stay long enough to read, and the name longer: it is what the item holds
    word = name = 0
    for _ in range(40):
        box.advance(50)
        if box.texts()["text"].strip() == "GAME":
            word += 1
        else:
            name += 1
    assert 10 <= word < name, (word, name)


def test_a_name_that_fits_stays_still_beside_its_word():
    assert len("GAME " + NAMES["cfs"]) <= 8
    box = at_game_item("cfs")
    assert lines_over(box, 6000) == ["GAME " + NAMES["cfs"]]


def test_the_line_stops_turning_on_the_next_item_and_while_the_name_is_changed():
    game = next(g for g in ORDER if len("GAME " + NAMES[g]) > 8)
    box = at_game_item(game)
    box.press("UP")  # the next item
    assert "GAME" not in lines_over(box, 4000)
    box.press("DOWN")
    box.press("OK")  # changing GAME: the line shows the choice being made
    for t in lines_over(box, 4000):
        assert t != "GAME", t

"""A press made while a message flashes on the text line acts and shows at once (issue 33,
item 3): the message gives way. On the real port an UP 300 ms after UNDO first showed when
UNDO's 800 ms message ended."""

from host_tools.emulator.virtual_box import VirtualBox


def _asked(box):
    """Play on by ROLL until a player is asked (a menu on the text line)."""
    for _ in range(40):
        if box.app.menu:
            return
        box.press("ROLL", after_ms=600)
    raise AssertionError("no menu came")


def _menu_item(box):
    return box.app.menu[box.app.menu_i % len(box.app.menu)][0]


def test_up_right_after_undo_shows_the_next_menu_item_at_once():
    box = VirtualBox(seed=4)  # human callers: the first menu item taken each time
    for _ in range(60):  # the kickoff and a play, for UNDO to take the play back
        if len(box.app.record["actions"]) >= 2:
            break
        box.press("OK" if box.app.menu else "ROLL", after_ms=600)
    _asked(box)
    box.hold("UNDO", 60)  # a short press: acts on release
    assert box.texts()["text"].strip() == "UNDO"
    assert len(box.app.record["actions"]) == 1 and box.app.menu  # the play's call again
    first = _menu_item(box)
    box.advance(300)
    box.press("UP", after_ms=20)
    assert _menu_item(box) != first
    assert box.texts()["text"].strip() == _menu_item(box).strip()


def test_a_press_during_no_redo_acts_at_once():
    box = VirtualBox(seed=4)
    _asked(box)
    box.hold("UNDO", 1500)  # held: REDO, with nothing to redo
    assert box.texts()["text"].strip() == "NO REDO"
    first = _menu_item(box)
    box.press("UP", after_ms=20)
    shown = box.texts()["text"].strip()
    assert shown == _menu_item(box).strip() and _menu_item(box) != first


def test_a_message_a_press_makes_is_shown():
    box = VirtualBox(seed=4)
    box.press("MODE", after_ms=20)
    assert box.texts()["text"].strip() == "MANUAL"

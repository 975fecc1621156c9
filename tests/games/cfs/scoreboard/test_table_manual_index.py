"""Manual mode steps its entries with the index play mode uses for its menus. A press in
manual mode while play mode's menu is still set (a caller was being asked) must not read that
menu with manual's index (found by the reliability fuzz run: IndexError on the dice display)."""

from host_tools.emulator.virtual_box import VirtualBox


def _to_base_menu(box):
    for _ in range(12):
        if box.app.menu and box.app.step == "base":
            return
        box.press("ROLL")
        box.advance(3000)
        box.press("OK")
        box.advance(3000)
    raise AssertionError("no base-defense menu reached")


def test_manual_entries_past_plays_menu_length_do_not_fault():
    box = VirtualBox(seed=12)
    _to_base_menu(box)
    assert len(box.app.menu) == 2  # BASE RUN / BASEPASS
    box.press("MODE")
    box.advance(800)
    assert box.app.mode == "manual"
    for _ in range(3):  # DOWN from the first entry wraps to the last: past index 1
        box.press("DOWN")
        box.advance(50)
        assert box.runner.errors == 0, box.runner.last_error
        assert not box.texts()["text"].startswith("ERR")
    assert box.app.menu_i >= 2
    assert box.texts()["dice"].strip() == ""  # play's uses are not manual's to show
    for _ in range(3):  # back round to play: its menu is shown, not a fault
        box.press("MODE")
        box.advance(800)
    assert box.app.mode == "play" and box.runner.errors == 0, box.runner.last_error

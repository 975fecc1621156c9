"""Issue 26 item 11: manual mode's SAFETY uses up a play (G1 counts every play run), the
play the player names, a run or a pass, as the other manual entries do."""

from kits.cfs_box import Box, _change, _manual, _setup


def pick(box, label):
    for _ in range(20):
        if box.text() == label:
            return
        box.press("DOWN")
    raise AssertionError("no entry %s" % label)


def test_a_safety_uses_the_kind_of_play_the_player_names():
    for label, kind in (("SAFETY R", "run"), ("SAFETY P", "pass")):
        box = _manual(Box().at(("ko", 25)))
        off = box.a.G["possession"]
        plays, st = box.a.G["plays"], box.a.G["stats"][off]["plays"]
        pick(box, label)
        box.press("OK")
        G = box.a.G
        assert G["plays"] == plays + 1 and G["stats"][off]["plays"] == st + 1
        assert box.a.event["kind"] == kind
        assert G["score"]["home" if off == "away" else "away"] == 2


def test_with_name_on_a_safety_asks_which_play_of_its_kind_was_run():
    box = _setup(Box().at(("ko", 25)))
    _change(box, "NAME", "UP")
    assert box.a.settings["name_plays"]
    box.press("MODE")
    box = _manual(box)
    pick(box, "SAFETY P")
    box.press("OK")
    assert box.a.naming is not None and box.a.menu[0][0] == "ANY PASS"

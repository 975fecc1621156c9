"""Pins for sideline/selftest.py (issue 18), from the module's header: the scan result's
pages on text lines of one, two and three chips, text chips in part order (a display
without a part is part 0), the phase and brightness before the first frame, a press and
release within one millisecond after LAMP, the first page after an early end, and which
extra addresses are HT16K33 backpacks with a wrong jumper (0x70 .. 0x77)."""

import pytest

from sideline.selftest import (
    IDENT_MS,
    LAMP_LEVEL,
    LAMP_MS,
    PAGE_MS,
    TAGS,
    SelfTest,
    summary,
)


def display(address, role, part=None, kind="seg14"):
    d = {"address": address, "role": role, "kind": kind}
    if part is not None:
        d["part"] = part
    return d


def cfg(displays, buttons=True):
    out = {"displays": displays}
    if buttons:
        out["buttons"] = [{"name": "OK", "pin": 9}, {"name": "UP", "pin": 10}]
    return out


def chips(frame, addresses):
    return [frame[a] for a in addresses]


SCAN = IDENT_MS  # the first frame of SCAN, from the start


def test_summary_shows_the_first_page_unless_asked():
    """Missing addresses that do not fit take turns: page 0 is the first two on 8 chars."""
    assert summary([0x73, 0x74, 0x75], 8) == "NO 73 74"
    assert summary([0x73, 0x74, 0x75], 8, 1) == "NO 75"


@pytest.mark.parametrize("width", [2, 3])
def test_a_line_too_short_for_one_address_says_no(width):
    assert summary([0x73], width) == "NO"


def test_addresses_are_shown_in_capital_hex_like_the_tags():
    """ "CL70", "NO 73 74": two upper-case hex digits (the same letters on every display)."""
    assert summary([0x7B, 0x7C], 8) == "NO 7B 7C"
    st = SelfTest(cfg([display(0x7A, "dice")]), [0x7A], start_ms=0)
    assert st.frame(SCAN)[0x7A] == TAGS["dice"] + "7A"


def test_a_display_of_a_role_without_a_tag_still_shows_four_characters_ending_in_its_address():
    st = SelfTest(cfg([display(0x74, "scoreboard")]), [0x74], start_ms=0)
    shown = st.frame(SCAN)[0x74]
    assert len(shown) == 4 and shown.endswith("74")
    assert shown[:2] not in TAGS.values()


def test_text_chips_in_part_order_a_display_without_a_part_is_part_0():
    """The text line spans its chips in part order, whatever their addresses."""
    displays = [display(0x70, "text", part=1), display(0x77, "text"), display(0x73, "clock")]
    st = SelfTest(cfg(displays), [0x70, 0x77, 0x73], start_ms=0)
    frame = st.frame(SCAN)
    assert chips(frame, [0x77, 0x70]) == ["ALL ", "HERE"]


def test_three_text_chips_take_three_addresses_a_page():
    """On a 12-character line three missing addresses fit ("NO 71 72 73"); a fourth takes
    the next page a second later."""
    displays = [display(0x74 + i, "text", part=i) for i in range(3)]
    displays += [display(0x71 + i, "home", kind="seg7") for i in range(3)]
    displays += [display(0x70, "away", kind="seg7")]
    st = SelfTest(cfg(displays), [0x74, 0x75, 0x76], start_ms=0)
    text = [0x74, 0x75, 0x76]
    assert st.missing == [0x71, 0x72, 0x73, 0x70]
    assert chips(st.frame(SCAN), text) == ["NO 7", "1 72", " 73 "]
    assert chips(st.frame(SCAN + PAGE_MS), text) == ["NO 7", "0   ", "    "]
    assert chips(st.frame(SCAN + 2 * PAGE_MS), text) == ["NO 7", "1 72", " 73 "]


def test_a_board_file_without_buttons_still_runs_the_self_test():
    st = SelfTest(cfg([display(0x70, "text")], buttons=False), [0x70], start_ms=0)
    assert st.frame(SCAN)[0x70] == "HERE"
    assert st.report() == ["self-test: 1 of 1 displays answer on I2C"]


def test_before_its_first_frame_the_self_test_is_in_lamp_and_caps_the_brightness():
    st = SelfTest(cfg([display(0x70, "text")]), [0x70], start_ms=0)
    assert st.phase == "lamp" and not st.done
    assert st.brightness(15) == LAMP_LEVEL


def test_a_press_and_release_in_the_same_millisecond_as_lamp_ends_skips_to_the_end():
    """After LAMP, pressing and releasing any button skips to the end: also when both are
    seen at the very millisecond LAMP ends."""
    st = SelfTest(cfg([display(0x70, "text")]), [0x70], start_ms=0)
    st.frame(LAMP_MS - 1)
    st.frame(LAMP_MS, ["OK"])
    assert not st.done
    st.frame(LAMP_MS)
    assert st.done and st.phase == "done"


def test_after_an_early_end_the_line_shows_the_first_page_of_the_missing():
    displays = [display(0x70, "text", part=0), display(0x71, "text", part=1)]
    displays += [display(0x72 + i, "home", kind="seg7") for i in range(4)]
    st = SelfTest(cfg(displays), [0x70, 0x71], start_ms=0)
    st.frame(0)
    st.frame(1000, ["OK"])
    st.frame(1100)
    assert st.done
    assert chips(st.frame(2000), [0x70, 0x71]) == ["NO 7", "2 73"]


@pytest.mark.parametrize(
    "extra,why",
    [
        (0x70, "a jumper wrong?"),
        (0x77, "a jumper wrong?"),
        (0x6F, "not an HT16K33 backpack"),
        (0x78, "not an HT16K33 backpack"),
    ],
)
def test_an_extra_address_is_a_wrong_jumper_only_in_the_ht16k33_range(extra, why):
    st = SelfTest(cfg([display(0x74, "text")]), [0x74, extra], start_ms=0)
    assert st.report()[1:] == ["0x%02x: answers but is not in hardware.json (%s)" % (extra, why)]


def test_only_a_button_held_at_the_time_limit_is_reported_stuck():
    """The stuck-button line is for a button still held when the self-test gave up (60 s);
    a self-test that ended normally names none, whatever the buttons are called."""
    c = cfg([display(0x70, "text")])
    c["buttons"].append({"name": "", "pin": 3})  # even an unnamed one
    st = SelfTest(c, [0x70], start_ms=0)
    for t in (0, 1000, 5000):
        st.frame(t)
    assert st.done
    assert st.report() == ["self-test: 1 of 1 displays answer on I2C"]

"""hardware/BRINGUP.md can be followed in order (issue 17, item 10): its wiring table is read
from the document and played on the emulated box, one backpack more at each step, and every
display must answer as the table says."""

import re
from pathlib import Path

from host_tools.emulator.virtual_box import VirtualBox, load_config
from sideline.config import displays_for, supply

ROOT = Path(__file__).resolve().parents[3]
BRINGUP = (ROOT / "hardware" / "BRINGUP.md").read_text()
ROW = re.compile(
    r"^\s*\| (\d) \| ([a-z ]+), (0x7\d)(?: and (0x7\d))? \| `([^`]+)` \| `([^`]+)` \|$"
)


def _steps():
    rows = [ROW.match(line) for line in BRINGUP.splitlines()]
    return [m.groups() for m in rows if m]


def test_the_table_wires_every_display_once_text_line_first():
    steps = _steps()
    assert [int(s[0]) for s in steps] == list(range(1, len(steps) + 1))
    wired = [int(a, 16) for s in steps for a in s[2:4] if a]
    cfg = load_config()
    assert sorted(wired) == sorted(d["address"] for d in cfg["displays"])
    text = [d["address"] for d in displays_for(cfg, "text")]
    assert wired[: len(text)] == text  # the line the scan is read on comes first


def test_each_step_answers_as_the_table_says():
    cfg = load_config()
    role_of = {d["address"]: d["role"] for d in cfg["displays"]}
    everything = set(role_of)
    wired = set()
    for _, _, first, second, shows, then in _steps():
        new = [int(a, 16) for a in (first, second) if a]
        wired.update(new)
        box = VirtualBox(selftest=True, absent=tuple(sorted(everything - wired)))
        box.advance(100)
        lamp = box.texts()
        for a in wired:  # the lamp test: every wired display lights
            assert lamp[role_of[a]].strip(), hex(a)
        box.advance(1000)
        assert box.texts()[role_of[new[0]]] == shows
        box.advance(2000)
        assert box.texts()["text"].strip() == then


def test_the_5v_meter_check_follows_every_step_that_wires_a_board_fed_5v():
    """Issue 34, item 1: the self-test cannot see a missing VHi or "+" wire (a STEMMA QT
    alphanumeric answers without it), so the bring-up measures 5 V after each step that
    wires a board whose LEDs draw from VBUS."""
    cfg = load_config()
    on_5v = {d["address"] for d in cfg["displays"] if supply(d) == "vbus"}
    steps = [
        int(step)
        for step, _, first, second, _, _ in _steps()
        if {int(a, 16) for a in (first, second) if a} & on_5v
    ]
    assert steps == [1, 2, 7]
    words = ", ".join(str(s) for s in steps[:-1]) + " and %d" % steps[-1]
    assert "**Measure 5 V after table steps %s**" % words in BRINGUP
    check = BRINGUP[BRINGUP.index("**Measure 5 V after") :].split("\n\n")[0]
    for pin in ('"+" pin of the 1.2"', "VHi (or original: VCC)", "about **3 V** on VHi"):
        assert pin in " ".join(check.split()), pin

"""The boot self-test (firmware/sideline/selftest.py): phases, timing across a ticks
wrap-around, missing displays, button echo, and every text shown drawn by the real driver
into a virtual chip and read back, so nothing asks a display for a glyph it does not have."""

import json
from pathlib import Path

import pytest

from drivers.ht16k33 import Seg7, Seg14
from fakes.machine import I2C
from host_tools.emulator.virtual_ht16k33 import VirtualHT16K33
from sideline import selftest
from sideline.selftest import (
    ALL,
    END_MS,
    IDENT_MS,
    LAMP_LEVEL,
    LAMP_MS,
    MAX_MS,
    PAGE_MS,
    TAGS,
    SelfTest,
    jumpers,
    summary,
)
from sideline.ticks import TICKS_MAX, ticks_add

ROOT = Path(__file__).resolve().parents[2]
REFERENCE = json.loads((ROOT / "firmware" / "hardware.json").read_text())
MINIMAL = json.loads((ROOT / "hardware" / "builds" / "minimal.json").read_text())
ADDRS = [d["address"] for d in REFERENCE["displays"]]


def texts(frame, cfg=REFERENCE):
    """The text line read in order from a frame."""
    chips = sorted((d.get("part", 0), d["address"]) for d in cfg["displays"] if d["role"] == "text")
    return "".join(frame[a] for _, a in chips if a in frame)


# --- phases and timing -------------------------------------------------------------------
def test_phases_with_every_display_present():
    st = SelfTest(REFERENCE, ADDRS, start_ms=1000)
    f = st.frame(1000)
    assert st.phase == "lamp" and f == {a: ALL for a in ADDRS}
    assert st.frame(1000 + LAMP_MS - 1) == f
    f = st.frame(1000 + LAMP_MS)
    assert st.phase == "ident"
    assert f == {
        0x70: "CL70",
        0x71: "HO71",
        0x72: "AY72",
        0x73: "DN73",
        0x74: "BO74",
        0x75: "DI75",
        0x76: "TE76",
        0x77: "TE77",
    }
    f = st.frame(1000 + IDENT_MS)
    assert st.phase == "scan" and texts(f) == "ALL HERE" and f[0x70] == "CL70"
    st.frame(1000 + END_MS - 1)
    assert not st.done
    st.frame(1000 + END_MS)
    assert st.done and st.phase == "done"
    # The scan sees answers, not the 5 V of the boards whose LEDs need it (issue 34).
    assert st.report() == [
        "self-test: 8 of 8 displays answer on I2C",
        "an answer is not 5 V: if 0x70 0x75 0x76 0x77 look dim, measure 5 V on their VHi or +",
    ]


def test_the_first_frame_starts_the_clock_when_no_start_is_given():
    st = SelfTest(REFERENCE, ADDRS)
    st.frame(500_000)
    st.frame(500_000 + END_MS - 1)
    assert not st.done
    st.frame(500_000 + END_MS)
    assert st.done


@pytest.mark.parametrize("before_wrap", [1, 300, LAMP_MS, END_MS - 1])
def test_timing_across_the_ticks_wrap_around(before_wrap):
    start = TICKS_MAX + 1 - before_wrap  # the tick counter wraps to 0 before_wrap ms in
    st = SelfTest(REFERENCE, ADDRS, start_ms=start)
    seen = []
    for t in range(0, END_MS + 1, 50):
        st.frame(ticks_add(start, t))
        seen.append((t, st.phase))
    phases = dict(seen)
    assert phases[0] == "lamp" and phases[LAMP_MS - 50] == "lamp"
    assert phases[LAMP_MS] == "ident" and phases[IDENT_MS] == "scan"
    assert phases[END_MS] == "done"
    assert [p for _, p in seen if p == "done"] == ["done"]  # not a moment early


def test_a_clock_stepping_backwards_is_not_a_crash():
    st = SelfTest(REFERENCE, ADDRS, start_ms=10_000)
    assert st.frame(9_000) == {a: ALL for a in ADDRS}


def test_brightness_is_capped_during_the_lamp_test_only():
    st = SelfTest(REFERENCE, ADDRS, start_ms=0)
    st.frame(0)
    assert st.brightness(15) == LAMP_LEVEL and st.brightness(2) == 2
    st.frame(LAMP_MS)
    assert st.brightness(15) == 15


# --- missing displays -------------------------------------------------------------------
def test_missing_displays_are_left_out_named_and_reported():
    present = [a for a in ADDRS if a not in (0x73, 0x74)]
    st = SelfTest(REFERENCE, present, start_ms=0)
    assert set(st.frame(0)) == set(present)
    f = st.frame(IDENT_MS)
    assert 0x73 not in f and 0x74 not in f
    assert texts(f) == "NO 73 74"
    assert st.missing == [0x73, 0x74]
    report = st.report()
    assert report[0] == "self-test: 6 of 8 displays answer on I2C, missing: 0x73 0x74"
    assert report[1].startswith("0x73 down (seg7): missing") and "A1+A0" in report[1]
    assert report[2].startswith("0x74 ball_on (seg7): missing") and "(A2)" in report[2]
    st.frame(END_MS)
    assert st.done  # never fatal


def test_more_missing_than_fit_take_turns():
    present = [0x70, 0x76, 0x77]  # 0x71..0x75 missing
    st = SelfTest(REFERENCE, present, start_ms=0)
    shown = [texts(st.frame(IDENT_MS + PAGE_MS * i)) for i in range(4)]
    assert shown == ["NO 71 72", "NO 73 74", "NO 75   ", "NO 71 72"]
    assert texts(st.frame(IDENT_MS + PAGE_MS - 1)) == "NO 71 72"


def test_a_missing_text_chip_shortens_the_text_line():
    st = SelfTest(REFERENCE, [a for a in ADDRS if a != 0x77], start_ms=0)
    f = st.frame(IDENT_MS)
    assert f[0x76] == "NO77" and 0x77 not in f
    st = SelfTest(REFERENCE, [a for a in ADDRS if a != 0x76], start_ms=0)
    assert st.frame(IDENT_MS)[0x77] == "NO76"


def test_no_display_at_all_still_ends_and_reports():
    st = SelfTest(REFERENCE, [], start_ms=0)
    assert st.frame(0) == {} and st.frame(IDENT_MS) == {}
    st.frame(END_MS)
    assert st.done
    assert len(st.report()) == 1 + 8


def test_unknown_addresses_on_the_bus_are_reported():
    # The minimal build's text backpack with A0 bridged too, and some other I2C device.
    st = SelfTest(MINIMAL, [0x70, 0x77, 0x3C], start_ms=0)
    report = st.report()
    assert report[0] == "self-test: 1 of 2 displays answer on I2C, missing: 0x76"
    assert report[1].startswith("0x76 text (seg14): missing")
    assert report[2] == "0x3c: answers but is not in hardware.json (not an HT16K33 backpack)"
    assert report[3] == "0x77: answers but is not in hardware.json (a jumper wrong?)"
    assert st.extra == [0x3C, 0x77]


@pytest.mark.parametrize(
    "missing, width, page, text",
    [
        ([], 8, 0, "ALL HERE"),
        ([], 4, 0, "HERE"),
        ([], 0, 0, ""),
        ([0x73], 8, 0, "NO 73"),
        ([0x73], 8, 5, "NO 73"),
        ([0x73, 0x74], 8, 0, "NO 73 74"),
        ([0x73, 0x74, 0x75], 8, 0, "NO 73 74"),
        ([0x73, 0x74, 0x75], 8, 1, "NO 75"),
        ([0x73, 0x74, 0x75], 8, 2, "NO 73 74"),
        ([0x70], 4, 0, "NO70"),
        ([0x70, 0x71], 4, 1, "NO71"),
        ([0x70, 0x71, 0x72, 0x73, 0x74], 16, 0, "NO 70 71 72 73"),
        ([0x70, 0x71, 0x72, 0x73, 0x74], 16, 1, "NO 74"),
    ],
)
def test_summary(missing, width, page, text):
    assert summary(missing, width, page) == text
    assert len(text) <= width


def test_jumpers():
    assert [jumpers(a) for a in (0x70, 0x71, 0x74, 0x77)] == ["none", "A0", "A2", "A2+A1+A0"]


# --- buttons ------------------------------------------------------------------------------
def test_a_button_held_after_the_lamp_test_echoes_and_its_release_skips():
    st = SelfTest(REFERENCE, ADDRS, start_ms=0)
    st.frame(0)
    f = st.frame(1000, ["ROLL"])
    assert texts(f) == "ROLL    " and f[0x70] == "CL70"
    f = st.frame(1200, ["ROLL", "CLOCK"])
    assert texts(f) == "CLOCK   "  # the first held in wiring order
    assert not st.done and not st.echo
    st.frame(1300, [])
    assert st.done  # pressed and released: skip the rest


def test_a_button_held_at_the_end_keeps_the_self_test_until_released():
    st = SelfTest(REFERENCE, ADDRS, start_ms=0)
    st.frame(END_MS, ["OK"])
    assert not st.done
    st.frame(END_MS + 3000, ["OK"])
    assert not st.done
    st.frame(END_MS + 3001, [])
    assert st.done


def test_a_button_held_during_the_lamp_test_starts_the_button_check():
    st = SelfTest(REFERENCE, ADDRS, start_ms=0)
    assert st.frame(100, ["CLOCK"]) == {a: ALL for a in ADDRS}  # the lamp test goes on
    assert st.echo
    assert texts(st.frame(LAMP_MS, ["CLOCK"])) == "CLOCK   "
    st.frame(1000, [])
    assert not st.done  # a release does not end the button check
    for name in ("ROLL", "MODE", "OK", "UP", "DOWN", "BACK", "UNDO"):
        st.frame(3000, [name])
        assert texts(st.frame(3100, [name])) == name.ljust(8)
        st.frame(3200, [])
    assert texts(st.frame(3300, [])) == "ALL HERE"
    st.frame(3200 + 3999, [])
    assert not st.done
    st.frame(3200 + 4000, [])
    assert st.done


def test_the_button_check_lasts_at_least_the_normal_time():
    st = SelfTest(REFERENCE, ADDRS, start_ms=0)
    st.frame(10, ["UP"])
    st.frame(20, [])
    st.frame(END_MS - 1, [])
    assert not st.done
    st.frame(END_MS, [])
    assert st.done


def test_a_stuck_button_cannot_stop_the_boot():
    st = SelfTest(REFERENCE, ADDRS, start_ms=0)
    for t in range(0, MAX_MS, 1000):
        st.frame(t, ["UNDO"])
        assert not st.done
    st.frame(MAX_MS, ["UNDO"])
    assert st.done
    assert st.report()[-1] == (
        "button UNDO (GP13): still held after 60 s - stuck, or shorted to GND?"
    )


def test_frames_after_the_end_stay_put():
    st = SelfTest(REFERENCE, ADDRS, start_ms=0)
    st.frame(END_MS)
    assert st.done
    assert texts(st.frame(END_MS + 100)) == "ALL HERE"
    assert st.phase == "done"


# --- every text shown is one the display can show ------------------------------------------
def _render(kind, content):
    bus = I2C(0)
    chip = bus.attach(0x70, VirtualHT16K33())
    if kind == "seg14":
        disp = Seg14(bus, 0x70)
    else:
        disp = Seg7(bus, 0x70, big=kind == "bigseg7")
    if content == ALL:
        disp.fill(True)
    else:
        disp.text(content)
    disp.show()
    return chip


def _check_shown(cfg, frame):
    kinds = {d["address"]: d["kind"] for d in cfg["displays"]}
    for addr, content in frame.items():
        kind = kinds[addr]
        chip = _render(kind, content)
        if content == ALL:
            if kind == "seg14":
                assert chip.masks(kind) == [0x7FFF] * 4
            else:
                assert chip.masks(kind) == [0xFF] * 4 and chip.colon
                names = {"seg7": {"colon"}, "bigseg7": {"colon", "top_left_dot",
                         "bottom_left_dot", "ampm"}}[kind]  # fmt: skip
                assert chip.indicators(kind) == names
            continue
        assert isinstance(content, str) and len(content) == 4, (addr, content)
        assert chip.text(kind) == content.upper(), (addr, kind, content)


def _scenarios(cfg):
    addrs = [d["address"] for d in cfg["displays"]]
    names = [b["name"] for b in cfg["buttons"]]
    presents = [addrs] + [[a for a in addrs if a != gone] for gone in addrs]
    presents.append(addrs[:1])
    for present in presents:
        st = SelfTest(cfg, present, start_ms=0)
        for t in (0, LAMP_MS, IDENT_MS):
            yield st.frame(t)
        for name in names:
            st = SelfTest(cfg, present, start_ms=0)
            yield st.frame(IDENT_MS, [name])


@pytest.mark.parametrize("cfg", [REFERENCE, MINIMAL], ids=["reference", "minimal"])
def test_every_frame_renders_and_reads_back(cfg):
    count = 0
    for frame in _scenarios(cfg):
        _check_shown(cfg, frame)
        count += 1
    assert count > 20


def test_tags_and_summaries_need_no_glyph_the_7_segment_font_lacks():
    for role in TAGS:
        for addr in range(0x70, 0x78):
            content = TAGS[role] + "%02X" % addr
            assert _render("seg7", content).text("seg7") == content
    for missing in ([], [0x73], [0x72, 0x73], [0x70, 0x71, 0x72]):
        for width, page in ((4, 0), (4, 1), (8, 0), (8, 1)):
            s = summary(missing, width, page)
            for i in range(0, len(s), 4):
                chunk = s[i : i + 4].ljust(4)
                assert _render("seg7", chunk).text("seg7") == chunk


def test_minimal_build_frames():
    st = SelfTest(MINIMAL, [0x70, 0x76], start_ms=0)
    assert st.frame(LAMP_MS) == {0x70: "CL70", 0x76: "TE76"}
    assert st.frame(IDENT_MS) == {0x70: "CL70", 0x76: "HERE"}
    assert st.frame(IDENT_MS + 10, ["DOWN"])[0x76] == "DOWN"


# --- the same frames inside MicroPython ----------------------------------------------------
SCRIPT = """
import json
from sideline.selftest import SelfTest
cfg = json.loads(CFG)
out = []
for present, steps in CASES:
    st = SelfTest(cfg, present, 1073741000)
    for dt, held in steps:
        now = (1073741000 + dt) & 0x3FFFFFFF
        f = st.frame(now, held)
        out.append([st.phase, st.done, st.brightness(15), sorted([k, v] for k, v in f.items())])
    out.append(st.report())
"""
CASES = [
    (ADDRS, [(0, []), (799, []), (800, []), (2800, []), (4000, []), (5000, [])]),
    (
        [a for a in ADDRS if a not in (0x73, 0x77)] + [0x7B],
        [(0, ["OK"]), (900, ["OK"]), (1000, []), (3000, ["UNDO"]), (3100, []), (7100, [])],
    ),
    ([0x70], [(0, []), (1000, ["ROLL"]), (1100, [])]),
    ([0x70, 0x76, 0x77], [(0, []), (2800, []), (3800, []), (4800, []), (5000, [])]),
]


def _run_here():
    ns = {"CFG": json.dumps(REFERENCE), "CASES": CASES}
    exec(SCRIPT, ns)
    return json.loads(json.dumps(ns["out"]))


@pytest.mark.vm
def test_the_micropython_vm_produces_the_same_frames(mpvm):
    mpvm.exec("CFG = %r\nCASES = %r\n" % (json.dumps(REFERENCE), CASES))
    mpvm.exec(SCRIPT)
    assert mpvm.eval("out") == _run_here()


def test_module_keeps_its_api():
    assert selftest.LAMP_MS < selftest.IDENT_MS < selftest.END_MS < selftest.MAX_MS
    assert selftest.ALL == -1

"""The power budget (host_tools/hardware/power.py): figures come from the datasheet model and from
segments counted with the driver's own fonts, and the default brightness fits the supply."""

import copy
import itertools
import json
from pathlib import Path

import pytest

from drivers import ht16k33
from host_tools.hardware import i2c_bus, power
from sideline.config import SAFE_BRIGHTNESS, SUPPLIES, brightness_cap
from sideline.selftest import LAMP_LEVEL

ROOT = Path(__file__).resolve().parents[3]
REFERENCE = json.loads((ROOT / "firmware" / "hardware.json").read_text())
MINIMAL = json.loads((ROOT / "hardware" / "builds" / "minimal.json").read_text())


def test_segment_current_is_row_current_times_com_slot_times_dimming():
    assert power.COM_DUTY == pytest.approx(1024 / 9504)
    assert power.per_segment_ma(15) == pytest.approx(25 * 1024 / 9504)  # 2.69 mA, not 20
    assert power.per_segment_ma(0) == pytest.approx(power.per_segment_ma(15) / 16)
    assert power.per_segment_ma(7) == pytest.approx(power.per_segment_ma(15) / 2)
    with pytest.raises(ValueError):
        power.per_segment_ma(16)


def test_all_lit_counts_every_wired_led():
    assert power.lit("seg7", power.ALL) == 4 * 8 + 1  # "8.8.:8.8."
    assert power.lit("bigseg7", power.ALL) == 4 * 8 + 4  # colon, two left dots, AM/PM
    assert power.lit("seg14", power.ALL) == 4 * 15  # 14 segments and the dp
    assert power.lit_per_com("seg7", power.ALL) == [8, 8, 1, 8, 8, 0, 0, 0]


def test_real_content_is_counted_from_the_fonts():
    assert power.lit("seg7", "8") == 7
    assert power.lit("seg7", "1") == 2
    assert power.lit("seg7", "12:34") == 2 + 5 + 1 + 4 + 5
    assert power.lit("seg7", "21.") == 5 + 2 + 1
    assert power.lit("seg14", "0") == bin(0x0C3F).count("1")
    assert power.lit("seg14", "1ST ") == sum(power.lit("seg14", c) for c in "1ST")


def test_changing_a_glyph_changes_the_budget(monkeypatch):
    before = power.lit("seg7", "88:88")
    typical = power.build_ma(REFERENCE, power.TYPICAL, 8)
    font = bytearray(ht16k33.SEG7_FONT)
    font[8] = 0x01  # '8' lights only segment a
    monkeypatch.setattr(ht16k33, "SEG7_FONT", bytes(font))
    assert power.lit("seg7", "88:88") == before - 4 * 6
    font[1] = 0x7F  # '1' lights all seven
    monkeypatch.setattr(ht16k33, "SEG7_FONT", bytes(font))
    assert power.build_ma(REFERENCE, power.TYPICAL, 8) > typical  # "21." "14" "3-10" use 1


def test_the_heaviest_text_character_comes_from_the_14_segment_font(monkeypatch):
    assert power.lit("seg14", power.heaviest_seg14_char()) == 8
    font = bytearray(ht16k33.SEG14_FONT)
    z = 2 * (ord("Z") - 32)
    font[z], font[z + 1] = 0x3F, 0xFF  # all 14 segments
    monkeypatch.setattr(ht16k33, "SEG14_FONT", bytes(font))
    assert power.heaviest_seg14_char() == "Z"
    assert power.lit("seg14", power.HEAVY) == 4 * 14


def test_display_current_scales_with_brightness():
    for kind in ("seg7", "bigseg7", "seg14"):
        full = power.display_ma(kind, power.ALL, 15)
        for level in power.LEVELS:
            assert power.display_ma(kind, power.ALL, level) == pytest.approx(
                full * (level + 1) / 16
            )
    # the reference build, every segment lit: 348 LEDs
    assert power.build_ma(REFERENCE, power.ALL, 15) == pytest.approx(348 * 25 * 1024 / 9504)


def test_the_text_line_splits_over_its_chips():
    contents = power._contents(REFERENCE, power.TYPICAL)
    text = [c for d, c in contents if d["role"] == "text"]
    assert text == ["1ST ", "DOWN"]
    assert len(contents) == len(REFERENCE["displays"])
    minimal = power._contents(MINIMAL, power.TYPICAL)
    assert [c for _, c in minimal] == ["12:34", "1ST "]  # one chip: four characters


def _seg(n_lit, level):
    """Average mA of n lit segments at a level, from the datasheet figures (not power.py)."""
    return n_lit * 25 * 1024 / 9504 * (level + 1) / 16


def test_rails_follow_the_supply_each_display_states():
    # Reference build: the four 0.56in on 3V3, the 1.2in and three alphanumerics on VBUS.
    # Heavy content: '88:88' lights 29 segments, the heaviest 14-segment letter 8 x 4 = 32.
    v3, vbus = power.rails(REFERENCE, power.HEAVY, 8)
    assert v3 == pytest.approx(_seg(4 * 29, 8) + 4 * power.CHIP_MA)
    assert vbus == pytest.approx(power.PICO_MA + v3 + _seg(29 + 3 * 32, 8) + 4 * power.CHIP_MA)
    assert vbus == pytest.approx(423, abs=1)  # the figure issue 17 quotes
    # The 3V3 figures for the four 0.56in backpacks at 15: 312 mA heavy, 356 all lit.
    assert power.build_ma(REFERENCE, power.HEAVY, 15, "3v3") == pytest.approx(312, abs=1)
    assert power.build_ma(REFERENCE, power.ALL, 15, "3v3") == pytest.approx(356, abs=1)


def test_moving_the_alphanumerics_to_3v3_moves_their_current():
    cfg = copy.deepcopy(REFERENCE)
    for d in cfg["displays"]:
        if d["kind"] == "seg14":
            d["supply"] = "3v3"
    v3_before, vbus_before = power.rails(REFERENCE, power.HEAVY, 8)
    v3, vbus = power.rails(cfg, power.HEAVY, 8)
    assert v3 - v3_before == pytest.approx(_seg(3 * 32, 8) + 3 * power.CHIP_MA)
    assert vbus == pytest.approx(vbus_before)  # 3V3 is counted in full against VBUS anyway


def test_safe_level_is_the_highest_that_fits_both_rails_and_the_lamp_test():
    for cfg in (REFERENCE, MINIMAL):
        safe = power.safe_level(cfg)
        for level in power.LEVELS:
            v3, vbus = power.rails(cfg, power.HEAVY, level)
            l3, lv = power.rails(cfg, power.ALL, min(level, LAMP_LEVEL))
            ok = max(v3, l3) <= power.REG_3V3_MA and max(vbus, lv) <= power.usb_ma(cfg)
            assert ok == (level <= safe), (cfg["build"], level)
    # Reference: USB stops it (heavy play at 10 draws 504 mA); minimal fits at any level.
    assert power.safe_level(REFERENCE) == 9
    assert power.safe_level(MINIMAL) == 15
    assert "USB: heavy play at 10 draws 504 mA" in power.limit(REFERENCE, 9)


def test_original_alphanumerics_on_3v3_cap_the_reference_build_at_7():
    cfg = copy.deepcopy(REFERENCE)
    for d in cfg["displays"]:
        if d["kind"] == "seg14":
            d["supply"] = "3v3"
    assert power.safe_level(cfg) == 7
    assert "3V3: heavy play at 8" in power.limit(cfg, 7)  # POWER.md's "level 8 is over"


def test_a_bigger_supply_raises_the_cap_only_to_the_3v3_limit():
    cfg = copy.deepcopy(REFERENCE)
    cfg["usb_ma"] = 2000
    assert power.safe_level(cfg) == 14  # the four 0.56in on 3V3: 297 mA at 14, 316 at 15
    assert "3V3" in power.limit(cfg, 14)


def test_the_shipped_wiring_files_state_the_safe_level():
    for cfg in (REFERENCE, MINIMAL):
        assert cfg["max_brightness"] == power.safe_level(cfg)
        assert cfg["brightness"] <= cfg["max_brightness"]
        assert all("supply" in d for d in cfg["displays"])


def test_the_default_cap_is_safe_for_the_reference_displays_however_powered():
    # Every legal supply of every display of both shipped builds (the alphanumerics may
    # be either revision), at the default USB budget.
    for base in (REFERENCE, MINIMAL):
        choices = [SUPPLIES[d["kind"]] for d in base["displays"]]
        for pick in itertools.product(*choices):
            cfg = copy.deepcopy(base)
            for d, rail in zip(cfg["displays"], pick, strict=True):
                d["supply"] = rail
            cfg.pop("max_brightness")
            assert power.safe_level(cfg) >= SAFE_BRIGHTNESS, pick
    assert brightness_cap(None) == SAFE_BRIGHTNESS


def test_i2c_bus_figures():
    b = i2c_bus.bus(REFERENCE)
    assert b["rp"] == pytest.approx(1250)
    assert b["cb_400000"] == pytest.approx(300 / (0.8473 * 1250) * 1000, rel=1e-6)  # 283 pF
    assert round(b["cb_400000"]) == 283
    assert round(i2c_bus.bus(MINIMAL)["cb_400000"]) == 71  # 5k: under 0.5 m of wire
    assert i2c_bus.bus(MINIMAL)["wire_m_400000"] < 0.5
    # Every backpack's 10k goes to 3V3 (Adafruit's schematics: IO, VIO, Vi2c or VCC), none
    # to 5 V: 2.32 mA, within the 3 mA a fast-mode device must sink.
    assert b["sink_ma"] == pytest.approx(2.9 / 1250 * 1000)
    assert round(b["sink_ma"], 2) == 2.32
    cfg = copy.deepcopy(REFERENCE)
    cfg["i2c"]["pullup_ohms"] = 4700
    assert i2c_bus.bus(cfg)["rp"] == pytest.approx(1 / (1 / 1250 + 1 / 4700))


def test_table_lists_every_level_and_the_verdicts():
    text = power.table(REFERENCE, "reference")
    rows = [line for line in text.splitlines() if line[:5].strip().isdigit() and "/16" in line]
    assert [int(r.split()[0]) for r in rows] == list(range(16))
    assert "937.4" in rows[15] and "527.3" in rows[8]
    assert "Highest safe brightness: 9 (USB: heavy play at 10 draws 504 mA of 500)" in text
    assert "default brightness 8" in text and "asks the host for 250 mA" in text


def test_a_missing_vhi_wire_puts_the_alphanumerics_leds_on_3v3_over_its_limit():
    """Issue 34, item 1: the STEMMA QT alphanumeric's chip is fed from VIO through a diode
    when VHi is not wired, so it answers and draws its LEDs from 3V3."""
    dim = power.without_5v(REFERENCE)
    assert [d["supply"] for d in dim["displays"] if d["kind"] == "seg14"] == ["3v3"] * 3
    assert REFERENCE["displays"][5]["supply"] == "vbus"  # the wiring file is left alone
    v3, _ = power.rails(dim, power.HEAVY, REFERENCE["max_brightness"])
    seg14 = power.lit("seg14", power.HEAVY) * power.per_segment_ma(9)
    assert v3 == pytest.approx(power.rails(REFERENCE, power.HEAVY, 9)[0] + 3 * (seg14 + 1))
    assert round(v3) == 364 and v3 > power.REG_3V3_MA
    text = power.table(REFERENCE, "reference")
    assert "VHi) wire of its alphanumerics missing, heavy play at 9 draws 364 mA" in text
    cfg = copy.deepcopy(REFERENCE)
    cfg["displays"] = [d for d in cfg["displays"] if d["kind"] != "seg14"]
    assert power.without_5v(cfg) is None


def test_3v3_in_a_moment_when_the_scan_slots_line_up():
    """Issue 34, item 5: four 0.56in boards, each COM slot sourcing up to 7 ROWs (88:88) or
    8 (the lamp test) at 25 mA, can coincide."""
    assert power.peak_3v3_ma(REFERENCE, power.HEAVY) == 4 * 7 * power.I_ROW_MA == 700
    assert power.peak_3v3_ma(REFERENCE, power.ALL) == 4 * 8 * power.I_ROW_MA == 800
    text = power.table(REFERENCE, "reference")
    assert "line up: 700 mA in heavy play,\n800 mA in the lamp test" in text

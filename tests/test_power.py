"""The power budget (host_tools/power.py): figures come from the datasheet model and from
segments counted with the driver's own fonts, and the default brightness fits the supply."""

import json
from pathlib import Path

import pytest

from drivers import ht16k33
from host_tools import power
from sideline.selftest import LAMP_LEVEL

ROOT = Path(__file__).resolve().parent.parent
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


def test_default_brightness_is_within_budget():
    level = REFERENCE["brightness"]
    b = power.budget(REFERENCE)
    assert b["level"] == level == 8
    # LEDs on VBUS (the recommended wiring): heaviest play and the lamp test fit USB.
    assert b["a_ok"] and b["a_play"] <= power.USB_MA and b["a_lamp"] <= power.USB_MA
    # The lamp test lights everything: capped so it fits even the 3V3 budget.
    assert b["lamp_level"] == min(level, LAMP_LEVEL)
    assert b["b_3v3_lamp"] <= power.REG_3V3_MA
    # ... and lighting everything at the default brightness would not fit USB.
    assert power.build_ma(REFERENCE, power.ALL, level) + power.PICO_MA > power.USB_MA


def test_lamp_level_is_the_highest_that_fits_3v3():
    cfg = REFERENCE
    chips = len(cfg["displays"]) * power.CHIP_MA
    assert power.max_level(cfg, power.ALL, power.REG_3V3_MA, "other", chips) == LAMP_LEVEL


def test_the_minimal_build_fits_3v3_at_any_brightness():
    assert power.budget(MINIMAL)["b_ok"]
    chips = 2 * power.CHIP_MA
    assert power.build_ma(MINIMAL, power.ALL, 15) + chips <= power.REG_3V3_MA
    assert power.max_level(MINIMAL, power.ALL, power.REG_3V3_MA, extra_ma=chips) == 15


def test_table_lists_every_level_and_the_verdicts():
    text = power.table(REFERENCE, "reference")
    rows = [line for line in text.splitlines() if line[:5].strip().isdigit()]
    assert [int(r.split()[0]) for r in rows] == list(range(16))
    assert "937.4" in rows[15] and "527.3" in rows[8]
    assert "A. LEDs on VBUS" in text and "within budget" in text
    assert "default brightness 8" in text

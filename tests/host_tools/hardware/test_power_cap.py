"""The firmware keeps to the wiring file's max_brightness (issue 17, item 2): the BRT setting,
a saved game's brightness and the boot lamp test are capped at the level that
`sideline hardware --power` computed for the build, and a wiring file without one gets a
safe default."""

import copy
import json
from pathlib import Path

from host_tools.emulator.virtual_box import VirtualBox, load_config
from host_tools.hardware import power
from sideline.config import SAFE_BRIGHTNESS, brightness_cap, check_config
from sideline.selftest import LAMP_LEVEL

ROOT = Path(__file__).resolve().parents[3]
REFERENCE = json.loads((ROOT / "firmware" / "hardware.json").read_text())


def _to_brt(box):
    for _ in range(3):
        box.press("MODE")
    box.advance(800)
    for _ in range(30):  # setup's list, in its order (UP is next), up to BRT
        if box.texts()["text"].startswith("BRT"):
            break
        box.press("UP")
    assert box.texts()["text"].startswith("BRT")
    box.press("OK")


def test_brt_stops_at_the_wiring_files_cap():
    box = VirtualBox(seed=14)
    box.app.cap_brightness(REFERENCE["max_brightness"])
    _to_brt(box)
    for _ in range(10):
        box.press("UP")
    box.press("OK")
    assert box.app.settings["brightness"] == REFERENCE["max_brightness"] == 9
    assert all(c.brightness == 9 for c in box.chips.values())


def test_without_a_cap_in_the_wiring_file_the_safe_default_holds():
    box = VirtualBox(seed=14)
    box.app.cap_brightness(None)
    assert box.app.max_brightness == SAFE_BRIGHTNESS
    assert box.app.settings["brightness"] == min(8, SAFE_BRIGHTNESS)  # the default 8 is cut
    _to_brt(box)
    for _ in range(10):
        box.press("UP")
    box.press("OK")
    box.advance(50)
    assert max(c.brightness for c in box.chips.values()) == SAFE_BRIGHTNESS


def test_a_saved_brightness_above_the_cap_is_brought_down():
    box = VirtualBox(seed=3)
    box.app.settings["brightness"] = 15  # saved by a firmware that had no cap
    box.app.save_pending = True
    box.advance(20)
    again = VirtualBox(seed=5, storage=box.storage)
    # The emulator boots as main.py does: the saved 15 comes back capped at the wiring file's.
    assert again.app.settings["brightness"] == REFERENCE["max_brightness"]
    again.app.cap_brightness(4)
    assert again.app.settings["brightness"] == 4


def test_a_garbled_saved_brightness_becomes_the_cap_not_a_crash():
    box = VirtualBox(seed=3)
    for bad in ("bright", None, -3, 99):
        box.app.settings["brightness"] = bad
        box.app.cap_brightness(9)
        assert box.app.settings["brightness"] == 9
    box.app.settings["brightness"] = 6
    box.app.cap_brightness(9)
    assert box.app.settings["brightness"] == 6  # below the cap: the player's choice stays


def test_bad_caps_fall_back_to_the_safe_default():
    for bad in (None, -1, 16, "9", 9.0, True):
        assert brightness_cap(bad) == SAFE_BRIGHTNESS
    assert brightness_cap(0) == 0 and brightness_cap(15) == 15


def _lamp_levels(cfg):
    box = VirtualBox(cfg=cfg, selftest=True)
    box.advance(100)
    assert box.texts()["clock"] == "8.8.:8.8."  # still in the lamp test
    lamp = {c.brightness for c in box.chips.values()}
    box.advance(6000)
    return lamp, {c.brightness for c in box.chips.values()}


def test_the_lamp_test_is_capped_by_the_wiring_file_too():
    cfg = copy.deepcopy(REFERENCE)
    cfg["max_brightness"] = 2
    cfg["brightness"] = 2
    assert check_config(cfg) is None
    lamp, _ = _lamp_levels(cfg)
    assert lamp == {2}
    # With the shipped cap (9) the lamp test keeps its own, lower, LAMP_LEVEL.
    lamp, after = _lamp_levels(load_config())
    assert lamp == {min(LAMP_LEVEL, REFERENCE["brightness"], REFERENCE["max_brightness"])}
    assert after == {REFERENCE["brightness"]}


def test_every_level_the_firmware_can_reach_fits_the_supplies():
    # What the firmware allows for the shipped build (its cap) is what the power model allows.
    cap = brightness_cap(REFERENCE.get("max_brightness"))
    assert power.fits(REFERENCE, cap)
    assert cap == 15 or not power.fits(REFERENCE, cap + 1)


def test_the_wiring_file_checker_names_a_bad_cap_or_default():
    for key, value, expect in (
        ("max_brightness", 16, "max_brightness: expected 0..15"),
        ("brightness", 12, "brightness: above max_brightness 9"),
    ):
        cfg = copy.deepcopy(REFERENCE)
        cfg[key] = value
        assert check_config(cfg) == expect
    cfg = copy.deepcopy(REFERENCE)
    del cfg["max_brightness"]  # the default brightness must fit the safe default then
    assert check_config(cfg) == "brightness: above max_brightness %d" % SAFE_BRIGHTNESS


def test_main_hands_the_cap_to_the_app():
    # drivers/pico.py (main.py's boot) imports machine, so it cannot run here: the one line.
    text = (ROOT / "firmware" / "drivers" / "pico.py").read_text()
    assert 'app.cap_brightness(cfg.get("max_brightness"))' in text


def test_the_emulator_caps_brt_as_the_board_does():
    # The virtual box wires the app as main.py does: the wiring file's cap is applied.
    box = VirtualBox(seed=14)
    assert box.app.max_brightness == REFERENCE["max_brightness"]
    _to_brt(box)
    for _ in range(10):
        box.press("UP")
    box.press("OK")
    box.advance(50)
    assert max(c.brightness for c in box.chips.values()) == REFERENCE["max_brightness"]


def test_setup_says_when_brt_has_reached_the_builds_cap():
    # Issue 27, item 8: at the cap UP goes no further, and the line says why (BRT 9MAX).
    for game in (None, "dicebowl", "fliip", "rlb"):
        box = VirtualBox(seed=14, game=game)
        box.app.cap_brightness(REFERENCE["max_brightness"])
        box.app.settings["brightness"] = 8
        _to_brt(box)
        assert box.texts()["text"].strip() == "BRT>8", game
        box.press("UP")
        assert box.texts()["text"].strip() == "BRT>9MAX", game
        box.press("UP")
        assert box.texts()["text"].strip() == "BRT>9MAX", game
        box.press("OK")
        assert box.texts()["text"].strip() == "BRT 9MAX", game
        box.press("OK")  # changed again: one step down is no longer the cap
        box.press("DOWN")
        assert box.texts()["text"].strip() == "BRT>8", game

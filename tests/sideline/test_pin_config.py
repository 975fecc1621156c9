"""Boundaries and messages of sideline/config.py's wiring check (issue 18): every range the
check documents in its messages, at each end and one past it, the RP2040's I2C pin
functions, the supply each backpack takes, the brightness cap, and displays_for's order.
Expected values come from the messages' own ranges and the RP2040 datasheet's pin table
(I2C0 SDA on GP0/4/8/12/16/20, SCL one above; I2C1 SDA on GP2/6/10/14/18/26, SCL one above;
GP23-25 are the Pico's SMPS, VBUS-sense and LED pins)."""

import copy
import json
from pathlib import Path

import pytest

from sideline.config import SAFE_BRIGHTNESS, brightness_cap, check_config, displays_for, supply

CONFIG = json.loads(
    (Path(__file__).resolve().parents[2] / "firmware" / "hardware.json").read_text()
)


def check(change):
    cfg = copy.deepcopy(CONFIG)
    change(cfg)
    return check_config(cfg)


def i2c(**kw):
    return lambda c: c["i2c"].update(kw)


def display(i, **kw):
    return lambda c: c["displays"][i].update(kw)


def button(i, **kw):
    return lambda c: c["buttons"][i].update(kw)


def timing(**kw):
    return lambda c: c["button_timing"].update(kw)


def top(**kw):
    return lambda c: c.update(kw)


def pop(key):
    return lambda c: c.pop(key)


FREE_PINS = "expected a free GPIO (GP0..GP22, GP26..GP28)"
PULLUPS = "i2c.pullup_ohms: expected 1000..100000 (extra pull-ups fitted to 3V3)"
ROLES_ARE = "expected one of clock, home, away, down, ball_on, dice, text"

CASES = [
    # the bus: either block, on its own pins
    (i2c(id=1, sda=2, scl=3), None),
    (i2c(id=1, sda=26, scl=27), None),
    (i2c(id=0, sda=0, scl=1), None),
    (i2c(id=0, sda=20, scl=21), None),
    (i2c(id=1, sda=4, scl=5), "i2c.sda: GP4 is not an SDA pin of I2C1"),
    (i2c(id=0, sda=4, scl=7), "i2c.scl: GP7 is not an SCL pin of I2C0"),
    (i2c(id=0, sda=5), "i2c.sda: GP5 is not an SDA pin of I2C0"),
    (i2c(id=-1), "i2c.id: expected 0 or 1"),
    (lambda c: c["i2c"].pop("id"), "i2c.id: expected 0 or 1"),
    (pop("i2c"), "i2c: missing"),
    (top(i2c=[0, 4, 5]), "i2c: missing"),
    (i2c(freq=10000), None),
    (i2c(freq=1000000), None),
    (i2c(freq=9999), "i2c.freq: expected 10000..1000000 Hz"),
    (i2c(freq=1000001), "i2c.freq: expected 10000..1000000 Hz"),
    (i2c(freq=400000.0), "i2c.freq: expected 10000..1000000 Hz"),
    (i2c(pullup_ohms=1000), None),
    (i2c(pullup_ohms=100000), None),
    (i2c(pullup_ohms=999), PULLUPS),
    (i2c(pullup_ohms=100001), PULLUPS),
    # displays
    (top(displays=[]), "displays: expected a list"),
    (top(displays={"clock": 112}), "displays: expected a list"),
    (lambda c: c["displays"].__setitem__(3, 115), "displays[3]: expected an object"),
    (display(0, address=0x6F), "displays[0].address: expected 112..119 (0x70..0x77)"),
    (display(0, address=0x78), "displays[0].address: expected 112..119 (0x70..0x77)"),
    (display(7, address=0x70), "displays[7].address: 0x70 is used twice"),
    (display(6, address=0x74), "displays[6].address: 0x74 is used twice"),
    (display(2, kind="seg16"), "displays[2].kind: expected one of seg7, bigseg7, seg14"),
    (display(2, role="score"), "displays[2].role: " + ROLES_ARE),
    # supplies: 0.56in only on 3v3, 1.2in only on vbus, the alphanumeric on either
    (display(1, supply="vbus"), "displays[1].supply: a seg7 backpack takes 3v3"),
    (display(0, supply="3v3"), "displays[0].supply: a bigseg7 backpack takes vbus"),
    (display(5, supply="3v3"), None),
    (display(5, supply="5v"), "displays[5].supply: a seg14 backpack takes 3v3 or vbus"),
    (lambda c: c["displays"][0].pop("supply"), None),  # bigseg7's own rail: vbus
    (lambda c: c["displays"][1].pop("supply"), None),  # seg7's: 3v3
    # buttons
    (top(buttons=[]), "buttons: expected a list"),
    (button(0, name=""), "buttons[0].name: expected a name"),
    (button(0, name=7), "buttons[0].name: expected a name"),
    (lambda c: c["buttons"].__setitem__(2, "MODE"), "buttons[2].name: expected a name"),
    (button(6, name="OK"), "buttons[6].name: OK is used twice"),
    (button(0, pin=0), None),
    (button(0, pin=22), None),
    (button(0, pin=26), None),
    (button(0, pin=28), None),
    (button(0, pin=23), "buttons[0].pin: " + FREE_PINS),
    (button(0, pin=24), "buttons[0].pin: " + FREE_PINS),
    (button(0, pin=25), "buttons[0].pin: " + FREE_PINS),
    (button(0, pin=29), "buttons[0].pin: " + FREE_PINS),
    (button(0, pin=-1), "buttons[0].pin: " + FREE_PINS),
    (button(0, pin=5), "buttons[0].pin: GP5 is already i2c.scl"),
    (button(2, pin=7), "buttons[2].pin: GP7 is already ROLL"),
    (button(0, pull_up="internal"), None),
    (lambda c: c["buttons"][0].pop("pull_up"), None),  # internal by default
    (button(0, pull_up="none"), "buttons[0].pull_up: expected internal or external"),
    # timing
    (pop("button_timing"), "button_timing: missing"),
    (timing(debounce_ms=1, long_press_ms=10000, repeat_delay_ms=1, repeat_ms=10000), None),
    (timing(debounce_ms=0), "button_timing.debounce_ms: expected 1..10000 ms"),
    (timing(long_press_ms=10001), "button_timing.long_press_ms: expected 1..10000 ms"),
    (timing(repeat_delay_ms=0), "button_timing.repeat_delay_ms: expected 1..10000 ms"),
    (timing(repeat_ms=10001), "button_timing.repeat_ms: expected 1..10000 ms"),
    # brightness: 0..15 each, and never above the cap
    (top(brightness=0, max_brightness=0), None),
    (top(brightness=15, max_brightness=15), None),
    (top(max_brightness=16), "max_brightness: expected 0..15"),
    (top(max_brightness=-1), "max_brightness: expected 0..15"),
    (top(brightness=16, max_brightness=15), "brightness: expected 0..15"),
    (top(brightness=-1), "brightness: expected 0..15"),
    (top(brightness=10), "brightness: above max_brightness 9"),
    (top(brightness=9), None),
    (lambda c: c.pop("max_brightness"), "brightness: above max_brightness %d" % SAFE_BRIGHTNESS),
    (lambda c: (c.pop("max_brightness"), c.update(brightness=SAFE_BRIGHTNESS)), None),
    (lambda c: (c.pop("max_brightness"), c.pop("brightness")), None),
    (lambda c: (c.pop("brightness"), c.update(max_brightness=0)), None),  # none asked: 0
]


@pytest.mark.parametrize("change,message", CASES)
def test_wiring_boundaries_and_messages(change, message):
    assert check(change) == message


def test_not_an_object():
    assert check_config([]) == "hardware: expected an object"


def test_the_brightness_cap_is_the_files_or_the_safe_one():
    assert [brightness_cap(v) for v in (0, 9, 15)] == [0, 9, 15]
    assert [brightness_cap(v) for v in (None, 16, -1, "9")] == [SAFE_BRIGHTNESS] * 4


def test_supply_defaults_to_the_rail_each_kind_must_use():
    """A display that names no supply draws from the rail its backpack needs: the 0.56in
    (seg7) and the alphanumeric (seg14) from 3v3, the 1.2in (bigseg7) from vbus."""
    assert supply({"kind": "seg7"}) == "3v3"
    assert supply({"kind": "seg14"}) == "3v3"
    assert supply({"kind": "bigseg7"}) == "vbus"
    assert supply({"kind": "seg14", "supply": "vbus"}) == "vbus"


def test_displays_for_orders_the_parts_and_a_part_less_display_first():
    cfg = {
        "displays": [
            {"role": "text", "address": 3, "part": 2},
            {"role": "clock", "address": 9},
            {"role": "text", "address": 1, "part": 1},
            {"role": "text", "address": 7},
        ]
    }
    assert [d["address"] for d in displays_for(cfg, "text")] == [7, 1, 3]
    assert [d["address"] for d in displays_for(cfg, "clock")] == [9]
    assert displays_for(cfg, "dice") == []

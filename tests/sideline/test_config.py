"""The one wiring file (docs/design.md principle 6) for the reference build (issue 2, item 8)."""

import copy
import json
from pathlib import Path

import pytest

from sideline.config import ROLES, check_config, displays_for

CONFIG = Path(__file__).resolve().parents[2] / "firmware" / "hardware.json"


@pytest.fixture
def cfg():
    return json.loads(CONFIG.read_text())


def test_reference_build_is_valid(cfg):
    assert check_config(cfg) is None


def test_reference_build_bus_and_displays(cfg):
    assert cfg["i2c"] == {"id": 0, "sda": 4, "scl": 5, "freq": 400000}
    assert sorted(d["address"] for d in cfg["displays"]) == list(range(0x70, 0x78))
    kinds = {d["role"]: d["kind"] for d in cfg["displays"]}
    for role in ("clock", "home", "away", "down", "ball_on"):
        assert kinds[role] in ("seg7", "bigseg7")
    assert kinds["dice"] == "seg14" and kinds["text"] == "seg14"
    text = displays_for(cfg, "text")
    assert sum(d["chars"] for d in text) == 8 and [d["part"] for d in text] == [0, 1]
    assert set(cfg["roles"]) == set(ROLES) == {d["role"] for d in cfg["displays"]}


def test_reference_build_buttons(cfg):
    names = [b["name"] for b in cfg["buttons"]]
    assert len(names) >= 8
    assert {"CLOCK", "ROLL", "MODE", "OK", "UP", "DOWN", "BACK", "UNDO"} <= set(names)
    pins = [b["pin"] for b in cfg["buttons"]]
    assert len(set(pins)) == len(pins) and not {4, 5} & set(pins)


@pytest.mark.parametrize(
    "mutate,expect",
    [
        (lambda c: c["i2c"].update(sda=6), "i2c.sda: GP6 is not an SDA pin of I2C0"),
        (lambda c: c["i2c"].update(id=2), "i2c.id"),
        (
            lambda c: c["displays"][1].update(address=0x70),
            "displays[1].address: 0x70 is used twice",
        ),
        (lambda c: c["displays"][0].update(address=0x20), "displays[0].address"),
        (lambda c: c["displays"][2].update(kind="lcd"), "displays[2].kind"),
        (lambda c: c["displays"][2].update(role="weather"), "displays[2].role"),
        (lambda c: c["buttons"][3].update(pin=4), "buttons[3].pin: GP4 is already i2c.sda"),
        (lambda c: c["buttons"][3].update(pin=25), "buttons[3].pin"),
        (lambda c: c["buttons"][3].update(name="CLOCK"), "buttons[3].name: CLOCK is used twice"),
        (lambda c: c["buttons"][4].update(pin=c["buttons"][5]["pin"]), "buttons[5].pin"),
        (lambda c: c["button_timing"].pop("repeat_ms"), "button_timing.repeat_ms"),
        (lambda c: c.pop("buttons"), "buttons: expected a list"),
    ],
)
def test_wiring_mistakes_are_named(cfg, mutate, expect):
    bad = copy.deepcopy(cfg)
    mutate(bad)
    msg = check_config(bad)
    assert msg is not None and msg.startswith(expect.split(":")[0]) and expect in msg

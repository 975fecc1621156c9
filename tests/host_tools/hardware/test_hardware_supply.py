"""The wiring file states how each backpack is powered and which buttons have external
pull-ups (issue 17, items 1-3 and 7), and `sideline hardware` reports its errors as one
line on stderr (reliability campaign)."""

import copy
import json
from pathlib import Path

import pytest

from host_tools.cli import main
from host_tools.hardware import wiring
from sideline.config import check_config, supply

ROOT = Path(__file__).resolve().parents[3]
REFERENCE = json.loads((ROOT / "firmware" / "hardware.json").read_text())


@pytest.mark.parametrize(
    "index,rail,expect",
    [
        (1, "vbus", "displays[1].supply: a seg7 backpack takes 3v3"),  # 0.56in: no VHi
        (0, "3v3", "displays[0].supply: a bigseg7 backpack takes vbus"),  # 1.2in: 5 V on +
        (5, "5v", "displays[5].supply: a seg14 backpack takes 3v3 or vbus"),
    ],
)
def test_a_supply_the_backpack_cannot_take_is_named(index, rail, expect):
    cfg = copy.deepcopy(REFERENCE)
    cfg["displays"][index]["supply"] = rail
    assert check_config(cfg) == expect


def test_an_unstated_supply_is_the_worst_case_for_3v3():
    cfg = copy.deepcopy(REFERENCE)
    for d in cfg["displays"]:
        d.pop("supply")
    assert check_config(cfg) is None
    rails = {d["kind"]: supply(d) for d in cfg["displays"]}
    assert rails == {"bigseg7": "vbus", "seg7": "3v3", "seg14": "3v3"}


def test_button_pull_ups_are_internal_or_external():
    cfg = copy.deepcopy(REFERENCE)
    cfg["buttons"][2]["pull_up"] = "strong"
    assert check_config(cfg) == "buttons[2].pull_up: expected internal or external"
    cfg["buttons"][2]["pull_up"] = "internal"
    assert check_config(cfg) is None


def test_external_pull_ups_are_drawn_and_listed():
    svg = (ROOT / "hardware" / "wiring.svg").read_text()
    pins = (ROOT / "hardware" / "pins.md").read_text()
    external = [b for b in REFERENCE["buttons"] if b.get("pull_up") == "external"]
    assert external
    assert svg.count('class="pull-up"') == len(external)
    for b in external:
        assert "| %s | GP%d |" % (b["name"], b["pin"]) in pins
    assert (
        "| GP%d | %d | GND | 10k to 3V3 |"
        % (
            external[0]["pin"],
            wiring.gpio_pin(external[0]["pin"]),
        )
        in pins
    )


def test_the_drawing_says_how_each_backpack_is_powered():
    svg = (ROOT / "hardware" / "wiring.svg").read_text()
    for label in ("+ (5V)", "VCC (+)", "GND (-)", "SDA (D)", "SCL (C)", "VHi", "VIO"):
        assert label in svg, label
    assert "the drawn order is not the header order" in svg


def test_out_dir_naming_a_file_is_one_line_on_stderr(tmp_path, capsys):
    target = tmp_path / "notes.txt"
    target.write_text("keep me\n")
    assert main(["hardware", "--out-dir", str(target)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("sideline hardware: --out-dir ")
    assert "is a file" in err and "Traceback" not in err
    assert target.read_text() == "keep me\n"  # lost nothing


def test_out_dir_below_a_file_is_one_line_on_stderr(tmp_path, capsys):
    target = tmp_path / "notes.txt"
    target.write_text("keep me\n")
    assert main(["hardware", "--out-dir", str(target / "sub")]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and err.startswith("sideline hardware: ")
    assert target.read_text() == "keep me\n"


def test_an_unsafe_max_brightness_fails_the_check(tmp_path, capsys):
    cfg = copy.deepcopy(REFERENCE)
    cfg["max_brightness"] = 12
    path = tmp_path / "hot.json"
    path.write_text(json.dumps(cfg))
    assert main(["hardware", "--config", str(path), "--out-dir", str(tmp_path)]) == 1
    assert main(["hardware", "--check", "--config", str(path), "--out-dir", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert "hot.json: max_brightness 12 is above the highest safe brightness 9" in err


@pytest.mark.parametrize("rail", ["vbus", "3v3"])
def test_the_alphanumerics_fifth_pin_goes_to_3v3_in_both_revisions(rail):
    """Issue 34, item 3: the original alphanumeric has five pins too; its Vi2c feeds only the
    pull-ups (schematic net N$2: JP1 pin 5, R1, R2), so it takes 3V3 and VCC may take 5 V."""
    d = dict(REFERENCE["displays"][5], supply=rail)
    assert d["kind"] == "seg14"
    pins = dict(wiring.backpack_pins(d))
    assert len(pins) == 5
    fifth = [label for label in pins if "Vi2c" in label]
    assert len(fifth) == 1 and pins[fifth[0]] == "3V3"
    supply_pin = [label for label in pins if "VCC" in label]
    assert pins[supply_pin[0]] == ("VBUS" if rail == "vbus" else "3V3")

"""The boot self-test on the emulated box (issue 7, item 5) and builds with fewer parts."""

import json
from pathlib import Path

from host_tools import cli
from host_tools.emulator.virtual_box import VirtualBox, load_config

MINIMAL = Path(__file__).resolve().parents[2] / "hardware" / "builds" / "minimal.json"


def test_selftest_then_the_game():
    box = VirtualBox(selftest=True)
    box.advance(100)
    assert box.texts()["clock"] == "8.8.:8.8."  # every segment lit
    box.advance(1000)
    t = box.texts()
    assert (t["clock"], t["down"], t["text"]) == ("CL70", "DN73", "TE76TE77")
    box.advance(2000)
    assert box.texts()["text"] == "ALL HERE"
    box.advance(2500)
    assert box.texts()["text"].strip() == "KICKOFF" and box.texts()["clock"] == "15:00"


def test_a_missing_display_is_reported_not_fatal():
    box = VirtualBox(selftest=True, absent=(0x73, 0x74))
    box.advance(3100)
    assert box.texts()["text"].strip() == "NO 73 74"
    box.advance(3000)
    assert any("0x73 down" in line and "missing" in line for line in box.lines)
    box.press("ROLL")
    assert box.summary()["step"] in ("reveal", "result")


def test_a_held_button_echoes_its_name():
    box = VirtualBox(selftest=True)
    box.down("UNDO")
    box.advance(1500)
    assert box.texts()["text"].strip() == "UNDO"
    box.up("UNDO")
    box.advance(100)
    assert box.summary()["actions"] == 0  # the self-test's presses are not the game's


def test_selftest_in_headless_mode(tmp_path, capsys):
    script = tmp_path / "boot.txt"
    script.write_text("wait 100\nwait 1000\nwait 2000\nwait 3000\n")
    assert cli.main(["emulate", "--headless", "--selftest", "--script", str(script)]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert lines[1]["displays"]["ball_on"] == "BO74"
    assert lines[2]["displays"]["text"] == "ALL HERE"
    assert lines[3]["displays"]["clock"] == "15:00"


def test_minimal_build_four_buttons_and_a_four_character_line():
    cfg = load_config(MINIMAL)
    box = VirtualBox(cfg=cfg, seed=4)
    assert box.texts()["text"] == "KICK"
    box.press("ROLL")
    assert box.texts()["text"][0] in "GRYOW"  # the die, on the text line: no dice display
    box.hold("OK", 1000)  # a long OK is MODE on this build
    box.advance(800)
    assert box.summary()["mode"] == "manual"
    box.hold("ROLL", 1000)  # a long ROLL is UNDO
    assert box.summary()["actions"] == 0

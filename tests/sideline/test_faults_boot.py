"""Issue 29, items 1 and 2: the board always boots. A data file it cannot read (not UTF-8,
or a folder named *.json) in a game's teams folder is skipped, named on the text line and
kept, alike on the board (main.py's own boot on the stub machine), on the virtual box and
in the MicroPython VM; a wiring file it cannot use boots the reference wiring and says why
on the displays that answer and on the console, never leaving main.py for the REPL."""

import json
import random
import shutil

import pytest

from host_tools.emulator.main_boot import FIRMWARE, boot, flash_folder
from host_tools.emulator.virtual_box import VirtualBox
from sideline import config

LATIN1 = '{"abbr": "CAF\u00c9"}'.encode("latin-1")
GAMES_WITH_FILES = (("fliip", "teams/fliip"), ("rlb", "teams/rlb"))


def _start_save(root, game):
    # What setup's GAME leaves on the flash: the board restarts into that game.
    from drivers.storage import file_storage
    from sideline.resume import to_start

    file_storage(str(root) + "/").save(to_start(game))


def _spoil(folder):
    (folder / "zy.json").mkdir()
    (folder / "zz.json").write_bytes(LATIN1)
    (folder / "zzz.json").write_text("[" * 100_000)  # deeper than the JSON parser goes


@pytest.mark.parametrize("game, folder", GAMES_WITH_FILES)
def test_main_boots_a_game_past_a_file_it_cannot_read(tmp_path, game, folder):
    root = flash_folder(tmp_path)
    _spoil(root / folder)
    _start_save(root, game)
    b = boot(root, run_ms=1500)
    assert b.crash is None, b.crash
    lines = "\n".join(b.console)
    assert "zy.json: cannot read the file" in lines and "zz.json: not UTF-8" in lines
    assert "zzz.json: " in lines
    assert (root / folder / "zz.json").read_bytes() == LATIN1  # kept
    assert (root / folder / "zy.json").is_dir()


@pytest.mark.parametrize("game, folder", GAMES_WITH_FILES)
def test_the_virtual_box_reads_data_files_as_the_board(tmp_path, game, folder):
    shutil.copytree(FIRMWARE / "teams", tmp_path / "teams")
    _spoil(tmp_path / folder)
    box = VirtualBox(game=game, root=tmp_path)
    assert box.runner.errors == 0
    line = box.texts()["text"]  # the first file skipped, by name ("zy." is one character)
    assert "zy." in line and "json" in line
    assert any(m.startswith("zz.json: not UTF-8") for m in box.app.messages)
    assert any(m.startswith("zzz.json: ") for m in box.app.messages)
    assert box.app.catalog  # the good files are played
    assert (tmp_path / folder / "zz.json").read_bytes() == LATIN1


def test_micropython_reads_and_skips_as_the_board(tmp_path, mpvm):
    """The board's reader (drivers.boot.read_text) and the game's catalog in the
    MicroPython VM, over a copy of the firmware with the two bad files."""
    root = tmp_path / "fw"
    shutil.copytree(FIRMWARE, root, ignore=shutil.ignore_patterns("__pycache__"))
    _spoil(root / "teams" / "fliip")
    mpvm.root = root
    out = mpvm.exec(
        "import os\n"
        "os.chdir('/input')\n"
        "from drivers.boot import read_text\n"
        "from sideline.app import teams_opener\n"
        "cat, msgs, load = teams_opener(os.listdir, read_text)('fliip')\n"
        "print(sorted(cat))\n"
        "for m in msgs: print(m)\n"
        "print(load(sorted(cat)[0])['abbr'])\n"
    )
    lines = out.splitlines()
    # home and away: the built-in teams a player's own cards are entered for (no file)
    assert lines[0] == "['away', 'harbor_gulls', 'home', 'mesa_coyotes']"
    assert lines[1].startswith("zy.json: cannot read the file")
    assert lines[2].startswith("zz.json: not UTF-8")
    assert lines[3].startswith("zzz.json: ")
    assert len(lines) == 5


# --- item 2: the wiring file ---------------------------------------------------------------


def _damaged_wirings():
    good = (FIRMWARE / "hardware.json").read_text()
    part = json.loads(good)
    part["displays"][6]["part"] = "0"
    out = [
        ("not json", "{not json"),
        ("empty", ""),
        ("latin-1", b'{"build": "caf\xe9"}'),
        ("nested", "[" * 100000 + "]" * 100000),
        ("a list", "[]"),
        ("part as text", json.dumps(part)),
    ]
    rng = random.Random(29)
    for cut in sorted(rng.sample(range(1, len(good)), 6)):
        out.append(("cut at %d" % cut, good[:cut]))
    for key in ("i2c", "displays", "buttons", "button_timing"):
        for value in (None, "x", 7, [], {}):
            c = json.loads(good)
            c[key] = value
            out.append(("%s = %r" % (key, value), json.dumps(c)))
    for i in (0, 6):
        for field in ("address", "kind", "role", "part"):
            c = json.loads(good)
            c["displays"][i][field] = [1]
            out.append(("displays[%d].%s = [1]" % (i, field), json.dumps(c)))
    return out


WIRINGS = _damaged_wirings()


@pytest.mark.parametrize("name, wiring", WIRINGS, ids=[w[0] for w in WIRINGS])
def test_a_wiring_file_it_cannot_use_boots_the_reference_wiring(tmp_path, name, wiring):
    root = flash_folder(tmp_path, wiring=wiring)
    b = boot(root, run_ms=4000)  # into the self-test's scan: its verdict on the text line
    assert b.crash is None, "%s: %r" % (name, b.crash)
    assert any(line.startswith("sideline: hardware.json: ") for line in b.console), b.console
    assert b.text_line() == "BAD WIRE"
    b = boot(root, run_ms=7000)  # and then the game
    assert b.crash is None
    assert b.text(0x70, "bigseg7") == "15:00"  # the game, on the reference displays
    assert (root / "hardware.json").exists()  # kept, for whoever mends it over USB


def test_a_missing_wiring_file_boots_the_reference_wiring(tmp_path):
    root = flash_folder(tmp_path, wiring=False)
    b = boot(root, run_ms=4000)
    assert b.crash is None and b.text_line() == "BAD WIRE"


def test_a_good_wiring_file_boots_as_before(tmp_path):
    b = boot(flash_folder(tmp_path), run_ms=4000)
    assert b.crash is None and b.text_line() == "ALL HERE"
    assert not any("hardware.json" in line for line in b.console)


def test_the_reference_wiring_is_the_reference_builds_file():
    cfg = json.loads((FIRMWARE / "hardware.json").read_text())
    ref = config.reference()
    assert config.check_config(ref) is None
    assert ref["i2c"] == cfg["i2c"] and ref["button_timing"] == cfg["button_timing"]
    keys = ("role", "address", "kind", "supply", "part")
    assert [{k: d[k] for k in keys if k in d} for d in cfg["displays"]] == ref["displays"]
    keys = ("name", "pin", "repeat", "pull_up", "long")
    assert [{k: b[k] for k in keys if k in b} for b in cfg["buttons"]] == ref["buttons"]
    assert (ref["brightness"], ref["max_brightness"]) == (cfg["brightness"], cfg["max_brightness"])


def test_the_config_check_refuses_a_part_that_is_not_a_number():
    cfg = json.loads((FIRMWARE / "hardware.json").read_text())
    cfg["displays"][6]["part"] = "0"
    assert config.check_config(cfg) == "displays[6].part: expected 0..7"

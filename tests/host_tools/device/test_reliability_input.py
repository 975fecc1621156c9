"""Issue 12, crashes: bad bytes and bad command lines give one clear line, never a
traceback, and the board keeps running."""

import argparse
import json
import sys

import pytest

from games.cfs.sheet.load import team_catalog
from host_tools import cli
from host_tools.cfs import simulate_cmd
from host_tools.device import board as device_board
from host_tools.device import flashing
from host_tools.emulator.virtual_box import VirtualBox, team_files

LATIN1 = '{"format": 1, "name": "Caf\u00e9 Cr\u00e8me"}'.encode("latin-1")


def test_a_sheet_that_is_not_utf8_is_skipped_at_boot():
    """Item 5: main.py reads sheets as text; bytes that are not UTF-8 raise while reading.
    team_catalog skips that sheet with a message and loads the others."""
    files = {n: t.encode() for n, t in team_files()}
    files["cafe.json"] = LATIN1

    def read_text(name):  # as main.py's read_text: the file opened as text
        return files[name].decode("utf-8")

    catalog, messages, load = team_catalog(sorted(files), read_text)
    assert "cafe" not in catalog and len(catalog) == len(files) - 1
    assert any(m.startswith("cafe.json:") and "UTF-8" in m for m in messages), messages
    slug = sorted(catalog)[0]
    assert load(slug)["abbr"] == catalog[slug]


def test_the_board_boots_with_a_latin1_sheet(tmp_path):
    for name, text in team_files():
        (tmp_path / name).write_text(text)
    (tmp_path / "cafe.json").write_bytes(LATIN1)
    (tmp_path / "folder.json").mkdir()
    problems = []
    box = VirtualBox(teams=team_files(tmp_path, problems))
    assert box.runner.errors == 0
    assert any("cafe.json" in m for m in box.app.messages)
    assert problems and problems[0].startswith("folder.json: cannot read")


def _script(tmp_path, text="press OK\n"):
    p = tmp_path / "s.txt"
    p.write_text(text)
    return str(p)


def test_emulate_names_a_latin1_sheet_and_a_folder_and_runs_on(tmp_path, capsys):
    """Item 6: a Latin-1 sheet and a folder named x.json in --teams: each named in one
    line, the emulator runs with the good sheets."""
    teams = tmp_path / "teams"
    teams.mkdir()
    for name, text in team_files():
        (teams / name).write_text(text)
    (teams / "cafe.json").write_bytes(LATIN1)
    (teams / "x.json").mkdir()
    argv = ["emulate", "--headless", "--script", _script(tmp_path), "--teams", str(teams)]
    assert cli.main(argv) == 0
    err = capsys.readouterr().err
    assert "cafe.json" in err and "UTF-8" in err
    assert "x.json" in err and "Traceback" not in err


def test_emulate_with_only_bad_sheets_fails_with_one_line(tmp_path, capsys):
    teams = tmp_path / "teams"
    teams.mkdir()
    (teams / "cafe.json").write_bytes(LATIN1)
    (teams / "x.json").mkdir()
    argv = ["emulate", "--headless", "--script", _script(tmp_path), "--teams", str(teams)]
    assert cli.main(argv) == 2  # emulate's status for every failure
    err = capsys.readouterr().err
    assert "cafe.json" in err and "Traceback" not in err


def test_emulate_headless_script_that_is_not_utf8(tmp_path, capsys):
    """Item 7: a script of bytes that are not UTF-8: one line, no traceback."""
    p = tmp_path / "s.txt"
    p.write_bytes(b"press OK\n\xff\xfe wait 10\n")
    assert cli.main(["emulate", "--headless", "--script", str(p)]) == 2
    err = capsys.readouterr().err
    assert "s.txt" in err and "UTF-8" in err


def test_replay_of_deeply_nested_json(tmp_path, capsys):
    """Item 7: deeply nested JSON is not a game log (RecursionError before)."""
    p = tmp_path / "deep.json"
    depth = sys.getrecursionlimit() * 2
    p.write_text("[" * depth + "]" * depth)
    assert cli.main(["replay", str(p)]) == 1
    err = capsys.readouterr().err
    assert "deep.json" in err and "not a game log" in err
    nested = {"record": {"start": {"home": "a", "away": "b", "dice": [1, 2], "receiving": "away"}}}
    nested["record"]["actions"] = json.loads("[" * 50 + "]" * 50)
    p.write_text(json.dumps(nested))
    assert cli.main(["replay", str(p)]) == 1
    assert "Traceback" not in capsys.readouterr().err


@pytest.mark.parametrize("games", ["1000000000000", "1000001"])
def test_simulate_refuses_more_games_than_it_can_play(games, capsys):
    """Item 7: --games is capped (it was accepted and never ended)."""
    parser = argparse.ArgumentParser(prog="sideline")
    simulate_cmd.add_parser(parser.add_subparsers())
    with pytest.raises(SystemExit) as e:
        parser.parse_args(["simulate", "--games", games])
    assert e.value.code == 2
    assert "1000000" in capsys.readouterr().err
    assert parser.parse_args(["simulate", "--games", "1000000"]).games == 1000000


@pytest.mark.parametrize("command", ["pull", "flash"])
def test_a_port_that_does_not_exist_is_named_as_such(command, capsys):
    """Item 7: `--port /dev/nonexistent` said the port "may be in use by another program"."""
    argv = [command, "--port", "/dev/nonexistent-sideline", "--timeout", "2"]
    assert cli.main(argv) == 1
    err = capsys.readouterr().err
    assert "in use" not in err
    assert "/dev/nonexistent-sideline" in err and "no such serial port" in err


def test_board_error_for_a_missing_port():
    with pytest.raises(flashing.BoardError) as e:
        device_board.Board("/dev/nonexistent-sideline", timeout=1).connect()
    assert "no such serial port" in str(e.value)


def test_pull_names_the_slots_kept_aside(tmp_path, capsys):
    """Item 3: the damaged slots a board kept aside (save0.bad) are named by `pull`."""
    from kits.sim_board import SimBoard

    from host_tools.device import pull_cmd

    root = tmp_path / "board"
    root.mkdir()
    (root / "save0.bad").write_bytes(b"SLN2 torn")
    parser = argparse.ArgumentParser(prog="sideline")
    pull_cmd.add_parser(parser.add_subparsers())
    with SimBoard(root) as b:
        ns = parser.parse_args(["pull", "--port", b.port])
        assert ns.run(ns, None) == 1
    err = capsys.readouterr().err
    assert "kept aside as damaged: save0.bad" in err

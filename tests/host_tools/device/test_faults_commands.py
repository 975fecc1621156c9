"""Issue 29, items 4 and 5: every command answers bad input in one line, no traceback; every
number a command takes has a range, and a value outside it is one line and a non-zero exit."""

import argparse
import json

import pytest

from drivers.storage import file_storage
from host_tools import cli
from host_tools.device import pull_cmd
from host_tools.emulator.virtual_box import VirtualBox

LATIN1 = '{"game": "rlb", "name": "Caf\u00e9"}'.encode("latin-1")
DEEP = "[" * 100_000 + "]" * 100_000


def run(capsys, *argv):
    code = cli.main(list(argv))
    got = capsys.readouterr()
    return code, got.out, got.err


def _one_line(err):
    lines = [x for x in err.splitlines() if x.strip()]
    assert len(lines) == 1 and "Traceback" not in err, err
    return lines[0]


@pytest.fixture
def files(tmp_path):
    (tmp_path / "deep.json").write_text(DEEP)
    (tmp_path / "deepo.json").write_text('{"a": ' * 50_000 + "1" + "}" * 50_000)
    (tmp_path / "latin.json").write_bytes(LATIN1)
    (tmp_path / "latin.txt").write_bytes("team caf\xe9\n".encode("latin-1"))
    return tmp_path


@pytest.mark.parametrize(
    "argv, named",
    [
        (["rlb", "check", "{d}/latin.json"], "latin.json: not UTF-8"),
        (["rlb", "check", "{d}/latin.txt"], "latin.txt: not UTF-8"),
        (["rlb", "adjudicate", "{d}/latin.txt", "{d}/latin.txt", "--seed", "1"], "not UTF-8"),
        (["rlb", "odds", "{d}/latin.json", "{d}/latin.json"], "latin.json: not UTF-8"),
        (["hardware", "--config", "{d}/deep.json"], "nested too deeply"),
        (["rlb", "check", "{d}/deepo.json"], "deepo.json: not a roster (JSON nested too deeply)"),
        (["rlb", "odds", "{d}/deepo.json", "{d}/deepo.json"], "deepo.json: not a roster"),
        (["dicebowl", "check", "{d}/deep.json"], "nested too deeply"),
        (["dicebowl", "play", "--out", "{d}"], "Is a directory"),
        (["dicebowl", "play", "--out", "{d}/none/x.json"], "No such file"),
    ],
)
def test_bad_input_is_one_line(files, capsys, argv, named):
    code, _out, err = run(capsys, *[a.format(d=files) for a in argv])
    assert code != 0
    assert named in _one_line(err)


def test_league_and_rlb_season_name_a_deeply_nested_file(files, capsys):
    code, out, err = run(capsys, "league", str(files / "deep.json"))
    assert code != 0 and "Traceback" not in out + err
    assert "deep.json: not a saved game (JSON nested too deeply)" in out + err
    code, out, err = run(
        capsys, "rlb", "season", "--home", "A", "--away", "B", str(files / "deep.json")
    )
    assert "Traceback" not in out + err and "deep.json: not a match (JSON nested" in out + err


def _rlb_under_way(tmp_path):
    box = VirtualBox(game="rlb", seed=5)
    for _ in range(4):
        box.press("ROLL")
        box.press("OK")
        box.advance(1500)
    assert box.app.state_["G"]["result"] is None  # still under way
    path = tmp_path / "rlb_box.json"
    path.write_bytes(box.app.payload())
    return box, path


def test_replay_of_an_rlb_game_under_way_is_its_report_so_far(tmp_path, capsys):
    box, path = _rlb_under_way(tmp_path)
    code, out, err = run(capsys, "replay", str(path))
    assert code == 0 and "Traceback" not in err, err
    h, a = box.app.state_["G"]["score"]
    assert out.splitlines()[-1].startswith("SCORE SO FAR: ") and "(under way)" in out
    assert ("%d, " % h) in out.splitlines()[-1] and out.splitlines()[-1].endswith(
        "%d (under way)" % a
    )


def test_pull_of_an_rlb_game_under_way(tmp_path, capsys):
    _box, path = _rlb_under_way(tmp_path)
    parser = argparse.ArgumentParser(prog="sideline")
    pull_cmd.add_parser(parser.add_subparsers())
    args = parser.parse_args(["pull"])
    code = pull_cmd.show_save(path.read_bytes(), 3, "save0.sln", args, "board", "ok")
    out = capsys.readouterr().out
    assert code == 0 and "(under way)" in out


def test_emulate_with_a_save_of_a_game_it_does_not_know(tmp_path, capsys):
    saves = tmp_path / "saves"
    saves.mkdir()
    bad = json.dumps({"game": "chess", "v": 1, "start": {}, "log": [], "seed": 1}).encode()
    file_storage(str(saves) + "/").save(bad)
    script = tmp_path / "s.txt"
    script.write_text("press ROLL\n")
    code, out, err = run(
        capsys, "emulate", "--headless", "--save-dir", str(saves), "--script", str(script)
    )
    assert code == 0 and "Traceback" not in err
    assert json.loads(out.splitlines()[-1])["game"]["mode"] == "play"


def test_what_a_command_did_not_expect_is_still_one_line(monkeypatch, capsys):
    from host_tools.cfs import odds_cmd

    def boom(args, parser=None):
        raise KeyError("a key nobody expected")

    monkeypatch.setattr(odds_cmd, "run", boom)
    code, _out, err = run(capsys, "odds", "granite_rams", "--vs", "bayou_herons")
    assert code == 1
    assert _one_line(err).startswith("sideline odds: error: KeyError")


# --- item 5: ranges ----------------------------------------------------------------------------

OUT_OF_RANGE = [
    ["dicebowl", "odds", "--check", "-1"],
    ["dicebowl", "odds", "--wind", "100000"],
    ["dicebowl", "odds", "--wind", "-6"],
    ["dicebowl", "play", "--seed", "-1"],
    ["dicebowl", "bench", "--games", "0"],
    ["rlb", "bench", "--matches", "-1"],
    ["rlb", "bench", "--seed", str(2**30)],
    ["rlb", "adjudicate", "a", "b", "--season-for", "0", "1000"],
    ["fliip", "odds", "x", "--los", "100"],
    ["fliip", "bench", "--games", "0"],
    ["simulate", "--seed", "-3"],
    ["emulate", "--headless", "--seed", "-1"],
    ["bench", "--games", "-5"],
    ["bench", "--ballast", "-1"],
    ["soak", "--steps", "-1"],
    ["soak", "--length", "0"],
    ["soak", "--fuzz", "-2"],
]


@pytest.mark.parametrize("argv", OUT_OF_RANGE, ids=[" ".join(a) for a in OUT_OF_RANGE])
def test_a_number_outside_its_range_is_one_line_and_fails(capsys, argv):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    line = _one_line(err)
    assert "expected" in line and argv[-1] in line


def test_numbers_in_range_still_run(capsys):
    code, out, _err = run(capsys, "dicebowl", "odds", "--wind", "5", "--json")
    assert code == 0 and json.loads(out)
    code, out, _err = run(capsys, "dicebowl", "odds", "--wind", "-5", "--json")
    assert code == 0 and json.loads(out)


@pytest.mark.parametrize(
    "where, value",
    [(("displays", 7, "product"), {}), (("roles", "clock"), -1), (("build",), ["x"])],
)
def test_a_wiring_file_whose_words_are_not_text_is_one_line(tmp_path, capsys, where, value):
    """Found by the four-game soak: the drawings' generator tripped over them."""
    from host_tools.emulator.virtual_box import FIRMWARE

    cfg = json.loads((FIRMWARE / "hardware.json").read_text())
    node = cfg
    for k in where[:-1]:
        node = node[k]
    node[where[-1]] = value
    path = tmp_path / "hw.json"
    path.write_text(json.dumps(cfg))
    code, _out, err = run(capsys, "hardware", "--check", "--config", str(path))
    assert code != 0
    assert "hw.json: " + str(where[0]) in _one_line(err)


def test_headless_output_piped_into_head_ends_quietly(tmp_path):
    # Issue 27, item 12: `sideline emulate --headless ... | head` ends without a traceback
    # or an error line: the reader left, so the command stops, as Unix tools do.
    import subprocess
    import sys

    script = tmp_path / "ups.txt"
    script.write_text("press UP\n" * 2000)
    code = "import sys; from host_tools.cli import main; sys.exit(main(sys.argv[1:]))"
    argv = [sys.executable, "-c", code, "emulate", "--headless", "--script", str(script)]
    p = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    first = p.stdout.readline()
    p.stdout.close()  # head has read its line
    err = p.stderr.read()
    p.stderr.close()
    assert p.wait(timeout=120) == 0
    assert first.startswith(b'{"line": 1')
    assert err == b""

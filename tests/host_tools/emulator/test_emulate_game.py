"""`sideline emulate --game ID` (issue 13, item 5): College Football Saturday as before; the
other games on the same box, chosen by --game or by the saved game's "game"."""

import argparse
import json

import pytest

from host_tools import cli
from host_tools.emulator import emulate_cmd, virtual_box

SCRIPT = "press OK\nwait 200\npress ROLL\n"


def _headless(capsys, tmp_path, *extra):
    script = tmp_path / "s.txt"
    script.write_text(SCRIPT)
    status = cli.main(["emulate", "--headless", "--script", str(script), *extra])
    got = capsys.readouterr()
    return status, got.out, got.err


def test_cfs_named_is_the_emulator_as_it_was(tmp_path, capsys):
    plain = _headless(capsys, tmp_path)
    named = _headless(capsys, tmp_path, "--game", "cfs")
    assert plain[0] == named[0] == 0 and plain[1] == named[1]
    assert len(plain[1].splitlines()) == 3


def test_every_game_runs_headless_on_the_box(tmp_path, capsys):
    first = {}
    for game in ("cfs", "dicebowl", "fliip", "rlb"):
        status, out, err = _headless(capsys, tmp_path, "--game", game)
        assert status == 0, err
        lines = [json.loads(x) for x in out.splitlines()]
        assert len(lines) == 3
        first[game] = lines[0]
    # Each is its own game: what its clock display counts, and its first menu.
    assert first["fliip"]["displays"]["clock"].strip() == "P0-0"  # possessions (F1)
    assert first["rlb"]["displays"]["clock"].strip() == "P1"  # the first possession (R1)
    assert first["rlb"]["displays"]["down"].strip() == "T1"  # the tackle count (R1)
    assert first["dicebowl"]["game"]["step"] != first["fliip"]["game"]["step"]
    assert first["cfs"]["game"]["phase"] == "scrimmage"  # OK kicked off (K1)


def test_a_save_names_the_game_the_emulator_resumes(tmp_path, capsys):
    save = tmp_path / "saves"
    status, out, err = _headless(capsys, tmp_path, "--game", "fliip", "--save-dir", str(save))
    assert status == 0, err
    status, again, err = _headless(capsys, tmp_path, "--save-dir", str(save))  # no --game
    assert status == 0, err
    assert json.loads(again.splitlines()[0])["displays"]["clock"].strip() == "P0-0"
    assert json.loads(again.splitlines()[0])["game"]["actions"] >= 1  # the saved game's


class GameBox:
    """A VirtualBox that records the game it was given."""

    made = []

    def __init__(
        self,
        cfg=None,
        teams=None,
        storage=None,
        seed=1,
        selftest=False,
        game=None,
        games=None,
        new=False,
    ):
        self.made.append(game)
        self.app = argparse.Namespace(messages=[], resumed=False)


def test_the_game_goes_to_the_box(tmp_path, monkeypatch):
    monkeypatch.setattr(virtual_box, "VirtualBox", GameBox)
    args = argparse.Namespace(teams=None, new=True, save_dir=None, game="rlb")
    emulate_cmd.make_box(args, virtual_box.load_config(), None, 1)
    args.game = "cfs"
    emulate_cmd.make_box(args, virtual_box.load_config(), None, 1)
    args.game = None
    emulate_cmd.make_box(args, virtual_box.load_config(), None, 1)
    # --game cfs resumes College Football Saturday's own save (issue 26 item 1); no --game:
    # no keyword, so the game played last (or College Football Saturday) decides
    assert GameBox.made == ["rlb", "cfs", None]
    assert emulate_cmd.box_game("fliip") == {"game": "fliip"}
    assert emulate_cmd.box_game("cfs") == {"game": "cfs"}
    assert emulate_cmd.box_game(None) == {}


@pytest.mark.parametrize("game", ["dicebowl", "fliip", "rlb"])
def test_a_whole_game_in_the_headless_emulator(game, tmp_path, capsys):
    """Issues 14-16: each game from its first press to FINAL on the emulated box, the
    player pressing OK (the first choice of every menu, a number entry left at its start)."""
    script = tmp_path / "ok.txt"
    script.write_text("press OK\n" * 1500)
    status = cli.main(["emulate", "--game", game, "--headless", "--script", str(script)])
    out = capsys.readouterr().out
    assert status == 0
    lines = [json.loads(x) for x in out.splitlines()]
    over = [x for x in lines if x["game"]["over"]]
    assert over, "the game never ended"
    assert lines[-1]["game"]["over"] and lines[-1]["displays"]["text"].rstrip() == "FINAL"
    clocks = [x["displays"]["clock"].strip() for x in lines]
    if game == "dicebowl":
        assert clocks[-1] == "2P15"  # two halves of 15 plays (DP1)
    if game == "fliip":
        assert any(c.startswith("O") for c in clocks)  # this one went to overtime (F1)
    if game == "rlb":
        assert "P6" in clocks  # six possessions a side (R1)

"""`sideline emulate --game ID` (issue 13, item 5): College Football Saturday as before; the
other games go to the box as `game=` only once VirtualBox takes one, and until then one line
says the game is not on the box yet."""

import argparse

from host_tools import cli, emulate_cmd, virtual_box

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


def test_another_game_is_one_line_until_the_box_takes_it(tmp_path, capsys):
    for game in ("dicebowl", "fliip", "rlb"):
        status, out, err = _headless(capsys, tmp_path, "--game", game)
        assert (status, out) == (2, "")
        assert err == "sideline emulate: %s is not on the box yet\n" % game


class GameBox:
    """A VirtualBox that takes a game, as the shell's box will: it records what it got."""

    made = []

    def __init__(self, cfg=None, teams=None, storage=None, seed=1, selftest=False, game="cfs"):
        self.made.append(game)
        self.app = argparse.Namespace(messages=[])


def test_the_game_goes_to_a_box_that_takes_one(tmp_path, monkeypatch):
    monkeypatch.setattr(virtual_box, "VirtualBox", GameBox)
    args = argparse.Namespace(teams=None, new=True, save_dir=None, game="rlb")
    emulate_cmd.make_box(args, virtual_box.load_config(), None, 1)
    args.game = "cfs"
    emulate_cmd.make_box(args, virtual_box.load_config(), None, 1)
    # cfs is the box's own game: no keyword, so the golden runs stay the same
    assert GameBox.made == ["rlb", "cfs"]
    assert emulate_cmd.box_game("fliip") == {"game": "fliip"}
    assert emulate_cmd.box_game("cfs") == {}

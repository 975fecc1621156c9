"""Issue 26 item 3: what the box sets aside is never deleted by the box. Both slots damaged,
then a power cut during the new game's first save: the next boot set the new torn slot
aside over the damaged game it had kept (save0.bad), while the text line said it kept it.
The player removes what is set aside (after `sideline pull`); a full flash is said, not
cleared by deleting."""

from drivers.runner import Runner
from host_tools.emulator.powercut import torn
from host_tools.emulator.virtual_box import VirtualBox, file_storage
from sideline import store


def test_a_cut_during_the_new_games_first_save_keeps_the_damaged_game_set_aside(tmp_path):
    root = str(tmp_path) + "/"
    game = VirtualBox(seed=3)
    game.press("ROLL")
    damaged = bytearray(store.encode(9, game.app.payload()))
    damaged[30] ^= 0x40  # a flipped bit: the CRC fails
    (tmp_path / "save0.sln").write_bytes(bytes(damaged))
    (tmp_path / "save1.sln").write_bytes(b"SLN2 torn")

    box = VirtualBox(storage=file_storage(root), seed=4)  # boot: both slots set aside
    assert box.app.messages[:2] == [
        "BAD SAVE",
        "both save slots damaged, new game; kept save0.bad save1.bad",
    ]
    slot, seq = store.next_slot([None, None])
    first = store.encode(seq, box.app.payload())
    (tmp_path / store.SLOTS[slot]).write_bytes(torn("truncating", None, first, 25))

    again = VirtualBox(storage=file_storage(root), seed=5)  # the next boot
    assert (tmp_path / "save0.bad").read_bytes() == bytes(damaged)  # still there
    assert (tmp_path / "save1.bad").read_bytes() == b"SLN2 torn"
    assert (tmp_path / "save0.bad1").read_bytes() == first[:25]  # the torn one beside it
    assert again.app.messages[1] == "both save slots damaged, new game; kept save0.bad1"
    again.press("ROLL")
    again.advance(100)
    assert (tmp_path / "save0.bad").read_bytes() == bytes(damaged)


def test_a_full_flash_is_said_on_the_board_and_the_game_plays_on():
    """A save that finds the flash full: the text line says NO SPACE (not a bare ERR IO),
    nothing is deleted to make room, and the game in hand carries on."""
    from host_tools.emulator.virtual_box import memory_storage

    st = memory_storage()
    box = VirtualBox(storage=st, seed=3)
    before = dict(st.files)

    def full(name, parts):
        raise OSError(28, "ENOSPC")

    st.write = full
    box.press("ROLL")
    assert box.texts()["text"].strip() == "NO SPACE"
    assert st.files == before
    box.advance(4000)
    box.press("ROLL")
    assert box.runner.errors >= 1 and box.app.summary()["actions"] >= 1
    assert isinstance(box.runner, Runner)


def test_pull_remove_aside_copies_the_damaged_files_off_then_removes_them(tmp_path, capsys):
    """The player removes what was set aside: `sideline pull -o DIR --remove-aside` copies
    each *.bad file into DIR first; without a folder it refuses and removes nothing."""
    import argparse

    from kits.sim_board import SimBoard

    from host_tools.device import pull_cmd

    root = tmp_path / "board"
    root.mkdir()
    (root / "save0.bad").write_bytes(b"SLN2 torn")
    (root / "save0.bad1").write_bytes(b"SLN2 torn again")
    out = tmp_path / "pulled"
    out.mkdir()
    parser = argparse.ArgumentParser(prog="sideline")
    pull_cmd.add_parser(parser.add_subparsers())
    with SimBoard(root) as b:
        ns = parser.parse_args(["pull", "--port", b.port, "--no-reset", "--remove-aside"])
        assert ns.run(ns, None) == 1
        assert "-o DIR" in capsys.readouterr().err
        assert (root / "save0.bad").exists()
        argv = ["pull", "--port", b.port, "--no-reset", "--remove-aside", "-o", str(out)]
        ns = parser.parse_args(argv)
        assert ns.run(ns, None) == 1  # no saved game to show, but the files are off
    assert (out / "save0.bad").read_bytes() == b"SLN2 torn"
    assert (out / "save0.bad1").read_bytes() == b"SLN2 torn again"
    assert not (root / "save0.bad").exists() and not (root / "save0.bad1").exists()

"""Issue 26 item 1, "a game is never lost": one save per installed game. Setup's GAME
resumes the chosen game where it was left (or starts it when it has none) and the game
left waits for its return; the emulator's `--game X` resumes X's own save and plain
`sideline emulate` the game played last; `sideline pull` writes one file per saved game.

README promises named here: "switching game in setup keeps every game" and "the box boots
into the game it was playing"."""

import argparse
import json

from kits.switching import play, switch_to, to_play

from host_tools.emulator.virtual_box import VirtualBox, memory_storage
from sideline import resume, store
from sideline.app import installed


def where(box):
    """What the player sees and what the game is: every display, and the game's state."""
    s = dict(box.summary())
    s.pop("mode")
    return box.texts(), s, json.loads(box.app.payload())


def test_switching_game_in_setup_keeps_the_game_left_and_resumes_the_chosen_one():
    """Promise: switching game in setup keeps every game. CFS a few plays in, GAME FLIIP:
    Fliip starts (it has no save); a few Fliip plays, GAME CFS: CFS exactly as left; GAME
    FLIIP again: Fliip exactly as left. Today the switch starts CFS at 0-0 kickoff."""
    box = VirtualBox(storage=memory_storage(), seed=7, games=installed())
    play(box, ["OK"] * 20)
    assert box.summary()["actions"] >= 2
    cfs = where(box)
    switch_to(box, "fliip")
    assert box.summary()["actions"] == 0  # a new game: Fliip had no save
    play(box, ["OK"] * 5)
    to_play(box)
    fliip = where(box)
    assert fliip[1]["actions"] >= 3
    switch_to(box, "cfs")
    to_play(box)
    assert where(box)[1:] == cfs[1:]
    assert where(box)[0]["clock"] == cfs[0]["clock"] and where(box)[0]["home"] == cfs[0]["home"]
    switch_to(box, "fliip")
    to_play(box)
    assert where(box) == fliip


def emulate_args(game=None, new=False):
    from host_tools.emulator import emulate_cmd

    p = argparse.ArgumentParser()
    emulate_cmd.add_parser(p.add_subparsers())
    argv = ["emulate"] + (["--game", game] if game else []) + (["--new"] if new else [])
    return p.parse_args(argv)


def emulator(save_dir, game=None, new=False):
    from host_tools.emulator import emulate_cmd

    args = emulate_args(game, new)
    return emulate_cmd.make_box(args, emulate_cmd.load_cfg(None), save_dir, 3)


def quit_emulator(box):
    box.storage.save(box.app.payload())  # as the emulator does when it quits


def test_emulate_game_x_resumes_x_s_own_save_and_plain_emulate_the_last_played(tmp_path):
    """Promise: the box boots into the game it was playing. `--game fliip` over a saved CFS
    game showed BAD SAVE and never saved the Fliip game; now it starts Fliip, the CFS game
    waiting; `sideline emulate` resumes Fliip (played last), `--game cfs` the CFS game."""
    box = emulator(tmp_path)
    assert box.app.ID == "cfs" and not box.resumed
    play(box, ["OK"] * 20)
    cfs = json.loads(box.app.payload())
    quit_emulator(box)

    box = emulator(tmp_path, "fliip")
    assert box.app.ID == "fliip" and "BAD SAVE" not in box.app.messages
    play(box, ["OK"] * 5)
    fliip = json.loads(box.app.payload())
    assert len(fliip["log"]) >= 3
    quit_emulator(box)

    box = emulator(tmp_path)  # the game played last
    assert box.app.ID == "fliip" and box.resumed
    assert json.loads(box.app.payload()) == fliip
    quit_emulator(box)

    box = emulator(tmp_path, "cfs")
    assert box.app.ID == "cfs" and box.resumed
    assert json.loads(box.app.payload())["record"] == cfs["record"]
    quit_emulator(box)

    box = emulator(tmp_path, "fliip")
    assert json.loads(box.app.payload()) == fliip


def test_emulate_new_starts_the_game_anew_and_keeps_the_others(tmp_path):
    box = emulator(tmp_path)
    play(box, ["OK"] * 20)
    cfs = json.loads(box.app.payload())
    quit_emulator(box)
    box = emulator(tmp_path, "fliip", new=True)
    assert box.app.ID == "fliip" and not box.resumed
    quit_emulator(box)
    box = emulator(tmp_path, "cfs")
    assert json.loads(box.app.payload())["record"] == cfs["record"]


def test_the_game_left_is_kept_if_the_power_fails_while_it_is_saved():
    """A cut after the game left is written but before the slots say to start the other:
    the box boots back into the game left, from the slots; a cut in the middle of the
    game left's own file: the same, and the next switch writes it whole."""
    from host_tools.emulator.powercut import torn

    st = memory_storage()
    box = VirtualBox(storage=st, seed=7, games=installed())
    play(box, ["OK"] * 20)
    cfs = json.loads(box.app.payload())
    box.storage.save(box.app.save_parts())
    slots = {n: st.files[n] for n in store.SLOTS if n in st.files}
    switch_to(box, "dicebowl")
    parked = st.files["cfs.sln"]
    for cut in (0, 20, len(parked) // 2, len(parked) - 1, len(parked)):
        files = dict(slots)
        files["cfs.sln"] = torn("truncating", None, parked, cut)
        again = memory_storage()
        again.files.update(files)
        back = VirtualBox(storage=again, seed=1, games=installed())
        assert back.app.ID == "cfs" and json.loads(back.app.payload())["record"] == cfs["record"]
        switch_to(back, "dicebowl")
        switch_to(back, "cfs")
        assert json.loads(back.app.payload())["record"] == cfs["record"]


def pull(capsys, *args):
    from host_tools.device import pull_cmd

    parser = argparse.ArgumentParser(prog="sideline")
    pull_cmd.add_parser(parser.add_subparsers())
    ns = parser.parse_args(["pull", *args])
    status = ns.run(ns, None)
    got = capsys.readouterr()
    return status, got.out, got.err


def three_games_saved(root):
    """A board's files after CFS, then Dice-Bowl, then Fliip were played, in that order."""
    from host_tools.emulator.virtual_box import file_storage

    box = VirtualBox(storage=file_storage(str(root) + "/"), seed=7, games=installed())
    play(box, ["OK"] * 20)
    saves = {"cfs": json.loads(box.app.payload())}
    for game in ("dicebowl", "fliip"):
        switch_to(box, game)
        play(box, ["OK"] * 5)
        saves[game] = json.loads(box.app.payload())
    box.storage.save(box.app.save_parts())
    return saves


def test_pull_writes_one_file_per_saved_game(tmp_path, capsys):
    """`sideline pull -o DIR`: one file per saved game, named by game and teams; without
    --game the report is the game played last's; -o FILE with several games saved asks for
    --game; --game ID pulls that game's save."""
    from kits.sim_board import SimBoard

    root = tmp_path / "board"
    root.mkdir()
    saves = three_games_saved(root)
    out_dir = tmp_path / "pulled"
    out_dir.mkdir()
    with SimBoard(root) as b:
        status, out, err = pull(capsys, "--port", b.port, "--no-reset", "-o", str(out_dir))
        assert status == 0, err
        got = {}
        for p in out_dir.iterdir():
            save = json.loads(p.read_text())
            got[resume.named_game(save)] = (p.name, save)
        assert sorted(got) == ["cfs", "dicebowl", "fliip"]
        for game, (name, save) in got.items():
            assert name.startswith(game + "_") and save == saves[game]
        assert "games saved: fliip, cfs, dicebowl" in out.splitlines()[0]

        one = tmp_path / "one.json"
        status, out, err = pull(capsys, "--port", b.port, "--no-reset", "-o", str(one))
        assert status == 1 and "--game" in err and not one.exists()
        status, out, err = pull(
            capsys, "--port", b.port, "--no-reset", "--game", "cfs", "-o", str(one)
        )
        assert status == 0, err
        assert json.loads(one.read_text()) == saves["cfs"]

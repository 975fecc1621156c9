"""Issue 29, item 6: `sideline soak` drives all four games through the real button path,
setup's GAME, power cuts under every write model, damaged data and wiring files (main.py's
own boot) and the command line, and prints its counts per game and per fault. A short run
here; the long one is docs/reliability.md's."""

import pytest

from host_tools import cli
from host_tools.checks import soak_games
from host_tools.emulator.powercut import MODELS
from sideline import store


@pytest.fixture(scope="module")
def short_run():
    return soak_games.run(8, cli.main, seed=1)


def test_a_short_run_meets_every_game_with_every_fault(short_run):
    by = short_run.by
    for game in soak_games.GAMES:
        for fault in ("presses", "holds", "chattering presses"):
            assert by.get((game, fault), 0) > 0, (game, fault)
    for fault in ["game switches", "damaged wiring files", "command lines"] + [
        "power cuts (%s)" % m for m in MODELS
    ]:
        assert sum(by.get((g, fault), 0) for g in soak_games.GAMES) > 0, fault
    for game in ("cfs", "fliip", "rlb"):  # the games with data files
        assert by.get((game, "damaged data files"), 0) > 0, game
    assert short_run.notes["rounds"] == 8


def test_its_print_is_a_row_per_fault_and_a_column_per_game(short_run):
    lines = short_run.table()
    assert lines[0].split() == ["fault", *soak_games.GAMES, "all"]
    row = [x for x in lines if x.startswith("presses")][0].split()
    assert sum(map(int, row[1:5])) == int(row[5])


def test_an_older_game_after_a_power_cut_fails_the_run(monkeypatch):
    real = soak_games.cut_save

    def loses_the_newest(files, storage, payload, model, cut):
        torn, size = real(files, storage, payload, model, cut)
        got = store.newest([torn.get(n) for n in store.SLOTS])
        if got is not None and len([n for n in store.SLOTS if torn.get(n)]) == 2:
            torn[store.SLOTS[got[2]]] = b""  # a storage that lost the last completed save
        return torn, size

    monkeypatch.setattr(soak_games, "cut_save", loses_the_newest)
    with pytest.raises(soak_games.SoakFailure, match="older game"):
        soak_games.run(8, cli.main, seed=1)


def test_a_press_that_faults_fails_the_run(monkeypatch):
    from games.fliip import box

    real = box.Table.displays

    def displays(self, state):
        if len(self.log) >= 2:
            raise ValueError("a fault the soak must see")  # ERR VAL on the board
        return real(self, state)

    monkeypatch.setattr(box.Table, "displays", displays)
    with pytest.raises(soak_games.SoakFailure, match="fliip"):
        soak_games.run(12, cli.main, seed=1)


def test_sideline_soak_runs_the_four_games(capsys):
    assert cli.main(["soak", "--steps", "0", "--fuzz", "0", "--rounds", "4"]) == 0
    out = capsys.readouterr().out
    assert "four games (seed 1" in out and "held:" in out
    assert "power cuts (in_place)" in out and "damaged wiring files" in out

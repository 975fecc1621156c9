"""`sideline bench --uf2`'s options for the whole games at the REPL (the board itself is
only run with a UF2: tests/host_tools/rp2/): which callers play and how much ballast they
hold reach the games, and the table says the ballast they held."""

import io

import pytest

from host_tools import cli
from host_tools.checks import bench_cmd
from host_tools.rp2 import bench, repl_game


@pytest.fixture
def played(monkeypatch):
    calls = []
    monkeypatch.setattr(bench, "measure", lambda path, out=None: {"uf2": str(path)})
    monkeypatch.setattr(bench, "table_rows", lambda res: [])  # no figures of a real run here
    from host_tools.rp2 import held

    monkeypatch.setattr(held, "coach_game", lambda *a, **k: None)  # the board is not run here

    def games(path, kinds, ballast, out=None):
        calls.append((path, kinds, ballast))
        return {k: repl_game.game_figures({"actions": [], "over": None}) for k in kinds}

    monkeypatch.setattr(repl_game, "device_games", games)
    return calls


def test_callers_and_ballast_reach_the_games(played, capsys):
    assert cli.main(["bench", "--uf2", "x.uf2", "--ballast", "0", "--callers", "coach"]) == 0
    assert played == [("x.uf2", ("coach",), 0)]
    assert "0 KB of ballast held" in capsys.readouterr().out


def test_the_default_is_every_caller_with_48_kb(played, capsys):
    assert cli.main(["bench", "--uf2", "x.uf2", "--json"]) == 0
    assert played == [("x.uf2", ("human", "card", "coach"), 48 * 1024)]


def test_an_unknown_caller_is_one_line(played):
    with pytest.raises(SystemExit) as e:
        cli.main(["bench", "--uf2", "x.uf2", "--callers", "coach,robot"])
    assert "robot is not human, card or coach" in str(e.value)
    assert played == []


def test_the_games_table_names_its_ballast(monkeypatch):
    monkeypatch.setattr(bench, "table_rows", lambda res: [])
    out = io.StringIO()
    g = repl_game.game_figures({"actions": [], "over": None})
    bench_cmd.print_uf2_tables([{"uf2": "a/s.uf2", "games": {"coach": g}, "ballast": 0}], out)
    assert "Whole games at the REPL, 0 KB of ballast held: s.uf2" in out.getvalue()


def test_the_clock_is_read_over_one_period_of_its_saves():
    # The running clock's busy share must hold exactly one of its periodic saves wherever the
    # window falls (else it reads high or low by where the save lands).
    from host_tools.rp2 import bench
    from sideline.shell import SAVE_EVERY_MS

    assert bench.CLOCK_WINDOW_MS == SAVE_EVERY_MS


def _figures(**over):
    stats = {"median": 3.0, "worst": 8.0, "n": 6}
    r = {
        "reset_to_first_display_write_ms": 120.0,
        "idle_busy_share": 0.005,
        "clock_running_busy_share": 0.005,
        "reveal_wait_busy_share": 0.005,
        "menu_press_to_first_change_ms": stats,
        "roll_press_to_first_change_ms": stats,
        "menu_press_to_settled_ms": stats,
        "heap_free_after_ctrl_c": None,
    }
    r.update(over)
    return r


def test_each_figure_says_pass_or_fail_against_issue_33s_budget():
    rows = {r[0]: r for r in bench.table_rows(_figures())}
    assert rows["reset to first display write"][2:] == ("150 ms", "pass")
    assert rows["ROLL press to first change"][2:] == ("5 / 10 ms", "pass")
    slow = {"median": 5.5, "worst": 8.0, "n": 6}
    rows = {
        r[0]: r
        for r in bench.table_rows(
            _figures(
                reset_to_first_display_write_ms=151.0,
                idle_busy_share=0.011,
                roll_press_to_first_change_ms=slow,
            )
        )
    }
    assert rows["reset to first display write"][3] == "FAIL"
    assert rows["CPU busy, idle after the self-test"][2:] == ("1%", "FAIL")
    assert rows["ROLL press to first change"][3] == "FAIL"


def test_the_coach_game_with_48_kb_held_is_in_the_table():
    held = {"held_kb": 48, "rolls": 40, "booted": False, "errors": ["MemoryError: x"]}
    rows = {r[0]: r for r in bench.table_rows(_figures(held=held))}
    assert rows["48 KB held from power-on: boots through main.py"][3] == "FAIL"
    ok = dict(held, booted=True, after_new_game="KICKOFF ", err_presses=0, errors=[])
    rows = {r[0]: r for r in bench.table_rows(_figures(held=ok))}
    assert rows["48 KB held: NEW GAME with coaches on both sides"][3] == "pass"
    assert rows["48 KB held: ERR shown in 40 ROLLs of the coach game"][3] == "pass"


def test_undo_and_a_press_over_its_message_are_judged_by_issue_33s_items_3_and_4():
    fast = {"median": 3.0, "worst": 8.0, "n": 3}
    late = {"median": 21.0, "worst": 25.0, "n": 3}
    rows = {
        r[0]: r
        for r in bench.table_rows(
            _figures(
                undo_release_to_first_change_ms=fast,
                press_over_a_message_to_first_change_ms=late,
            )
        )
    }
    assert rows["UNDO: release to first change"][2:] == ("20 ms", "pass")
    assert rows["UP 300 ms after UNDO (its message showing)"][2:] == ("5 / 10 ms", "FAIL")
    rows = {r[0]: r for r in bench.table_rows(_figures(undo_release_to_first_change_ms=late))}
    assert rows["UNDO: release to first change"][3] == "FAIL"
    assert rows["UP 300 ms after UNDO (its message showing)"][3] == "-"  # not measured

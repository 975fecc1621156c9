"""`sideline replay LOG` for every game (issue 13, item 5): the game is the save's "game"
(none: College Football Saturday), each save is replayed through its own game's core, and
what is printed is what the replay gives, not what the file says."""

import json
from pathlib import Path

import pytest

from host_tools import cli
from host_tools.dicebowl import saved as dicebowl_saved
from host_tools.dicebowl.headless import play_game as dicebowl_game
from host_tools.fliip import play as fliip_play
from host_tools.fliip import sheet as fliip_sheet

ROOT = Path(__file__).resolve().parents[3]
ORDERS = ROOT / "firmware" / "teams" / "rlb" / "orders"


def _run(capsys, argv):
    status = cli.main(argv)
    got = capsys.readouterr()
    return status, got.out, got.err


def _fails(capsys, argv):
    status, out, err = _run(capsys, argv)
    assert status == 1 and out == ""
    assert err.startswith("sideline replay: ") and len(err.splitlines()) == 1
    return err


def dicebowl_save(tmp_path, seed=3):
    state = dicebowl_game(seed, seed + 500)
    rec = dicebowl_saved.record(state, "Mesa Foxes", "Tundra Owls")
    path = tmp_path / "dicebowl.json"
    path.write_text(json.dumps(rec))
    return path, rec, state


def fliip_log(tmp_path, seed=5):
    state, log = fliip_play.play("harbor_gulls", "mesa_coyotes", seed)
    path = tmp_path / "fliip.json"
    path.write_text(json.dumps(log))
    return path, log, state


def rlb_report(tmp_path, capsys, seed=4):
    orders = [str(ORDERS / "harbour_gulls.txt"), str(ORDERS / "copperline_miners.txt")]
    status, out, err = _run(capsys, ["rlb", "adjudicate", *orders, "--seed", str(seed), "--json"])
    assert status == 0, err
    path = tmp_path / "rlb.json"
    path.write_text(out)
    text = _run(capsys, ["rlb", "adjudicate", *orders, "--seed", str(seed)])[1]
    return path, json.loads(out), text


def test_dicebowl_save_replays_to_its_final_and_statistics(tmp_path, capsys):
    path, rec, state = dicebowl_save(tmp_path)
    status, out, err = _run(capsys, ["replay", str(path), "--json"])
    assert status == 0, err
    rep = json.loads(out)
    assert rep["game"] == "dicebowl" and rep["final"] == state["G"]["score"] == rec["final"]
    assert rep["stats"] == state["G"]["stats"] and rep["actions"] == len(rec["log"])
    status, out, _ = _run(capsys, ["replay", str(path)])
    score = state["G"]["score"]
    assert status == 0
    assert out.splitlines()[0].startswith(
        "Dice-Bowl, final: Mesa Foxes %d, Tundra Owls %d" % (score["home"], score["away"])
    )
    yards = state["G"]["stats"]["away"]["yards"]
    assert out.splitlines()[-1].split()[:2] == ["Tundra", "Owls"]
    assert str(yards) in out.splitlines()[-1].split()


def test_dicebowl_save_with_a_final_the_log_does_not_give_is_refused(tmp_path, capsys):
    path, rec, _ = dicebowl_save(tmp_path)
    rec["final"]["home"] += 3
    path.write_text(json.dumps(rec))
    assert "does not match the log's" in _fails(capsys, ["replay", str(path)])


def test_fliip_log_replays_to_the_score_sheet(tmp_path, capsys):
    path, _, state = fliip_log(tmp_path)
    status, out, err = _run(capsys, ["replay", str(path)])
    assert status == 0, err
    assert out == _run(capsys, ["fliip", "sheet", str(path)])[1]  # the game's own sheet
    rep = json.loads(_run(capsys, ["replay", str(path), "--json"])[1])
    assert rep["score"] == state["G"]["score"]
    assert rep["sheet"] == fliip_sheet.sheet_rows(state)


def test_fliip_log_naming_a_team_with_no_file_is_one_line(tmp_path, capsys):
    path, log, _ = fliip_log(tmp_path)
    log["teams"]["away"] = "nobody"
    path.write_text(json.dumps(log))
    assert "no good file" in _fails(capsys, ["replay", str(path)])


def test_rlb_report_replays_to_the_same_report(tmp_path, capsys):
    path, rep, text = rlb_report(tmp_path, capsys)
    status, out, err = _run(capsys, ["replay", str(path)])
    assert status == 0, err
    assert out == text
    again = json.loads(_run(capsys, ["replay", str(path), "--json"])[1])
    assert again == {k: v for k, v in rep.items() if k != "start"}


def test_rlb_report_whose_score_the_actions_do_not_give_is_refused(tmp_path, capsys):
    path, rep, _ = rlb_report(tmp_path, capsys)
    rep["score"][0] += 4
    path.write_text(json.dumps(rep))
    assert "does not match the actions'" in _fails(capsys, ["replay", str(path)])
    del rep["start"]
    path.write_text(json.dumps(rep))
    assert 'needs "start"' in _fails(capsys, ["replay", str(path)])


def test_a_cfs_save_that_names_its_game_replays_as_one_that_does_not(tmp_path, capsys):
    from kits.replay import QUARTER_S, play_game

    rec, _ = play_game(2, stop_after=40)
    old = {"v": 1, "record": rec, "settings": {"quarter_s": QUARTER_S}}
    new = dict(old, game="cfs", v=2)
    (tmp_path / "old.json").write_text(json.dumps(old))
    (tmp_path / "new.json").write_text(json.dumps(new))
    a = _run(capsys, ["replay", str(tmp_path / "old.json"), "--json"])
    b = _run(capsys, ["replay", str(tmp_path / "new.json"), "--json", "--game", "cfs"])
    assert a[0] == b[0] == 0 and a[1] == b[1] and json.loads(a[1])["actions"] == 40


def test_game_option_must_match_the_save(tmp_path, capsys):
    path, _, _ = fliip_log(tmp_path)
    err = _fails(capsys, ["replay", str(path), "--game", "rlb"])
    assert "a fliip save, not rlb" in err
    assert _run(capsys, ["replay", str(path), "--game", "fliip"])[0] == 0


@pytest.mark.parametrize("game", ['"chess"', "7"])
def test_a_save_of_a_game_sideline_does_not_know(tmp_path, capsys, game):
    path = tmp_path / "x.json"
    path.write_text('{"game": %s, "log": []}' % game)
    err = _fails(capsys, ["replay", str(path)])
    assert "not one of cfs, dicebowl, fliip, rlb" in err

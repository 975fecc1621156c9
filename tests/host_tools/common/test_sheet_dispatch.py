"""`sideline sheet check/show` tell what each file is from its content and use that game's
checker (issue 13, item 5): every kind of data file is recognised, a bad one gets the very
line its game's own check gives, and a file that is none of them one line saying so."""

import json
from pathlib import Path

import pytest

from host_tools import cli
from host_tools.common import data_files
from host_tools.dicebowl import saved as dicebowl_saved
from host_tools.dicebowl.headless import play_game as dicebowl_game
from host_tools.fliip import play as fliip_play

ROOT = Path(__file__).resolve().parents[3]
TEAMS = ROOT / "firmware" / "teams"
FLIIP = TEAMS / "fliip" / "harbor_gulls.json"
ROSTER = TEAMS / "rlb" / "copperline_miners.json"
ORDERS = TEAMS / "rlb" / "orders" / "harbour_gulls.txt"
SHEET = TEAMS / "granite_rams.json"


def _run(capsys, argv):
    status = cli.main(argv)
    got = capsys.readouterr()
    return status, got.out, got.err


def _write(tmp_path, name, value):
    path = tmp_path / name
    path.write_text(value if isinstance(value, str) else json.dumps(value))
    return path


def saves(tmp_path, capsys):
    """({kind: path} of a good save of each game, as the games' own commands write them;
    the score the cfs game stopped at)."""
    from kits.replay import QUARTER_S, play_game

    from host_tools.checks.box_games import box_game

    rec, G = play_game(1, stop_after=30)
    cfs = {"game": "cfs", "v": 2, "record": rec, "settings": {"quarter_s": QUARTER_S}}
    db = dicebowl_saved.record(dicebowl_game(2, 502), "Mesa Foxes", "Delta Pikes")
    _, fl = fliip_play.play("harbor_gulls", "mesa_coyotes", 3)
    orders = [str(ORDERS), str(TEAMS / "rlb" / "orders" / "copperline_miners.txt")]
    assert cli.main(["rlb", "adjudicate", *orders, "--json"]) == 0
    rlb = capsys.readouterr().out
    files = {
        "cfs save": _write(tmp_path, "cfs_save.json", cfs),
        "dicebowl save": _write(tmp_path, "db.json", db),
        "fliip log": _write(tmp_path, "fliip_log.json", fl),
        "rlb report": _write(tmp_path, "rlb_report.json", rlb),
    }
    for game in ("dicebowl", "fliip", "rlb"):  # as the board writes them (sideline pull -o)
        files[game + " box save"] = _write(tmp_path, game + "_box.json", box_game(game, 5)[1])
    return files, (G["score"]["home"], G["score"]["away"])


def test_every_kind_is_told_apart_and_checked_good(tmp_path, capsys):
    files = {
        "cfs sheet": SHEET,
        "fliip tables": FLIIP,
        "rlb roster": ROSTER,
        "rlb orders": ORDERS,
    }
    more, cfs_score = saves(tmp_path, capsys)
    files.update(more)
    assert set(files) == set(data_files.KINDS)  # a test for every kind there is
    status, out, err = _run(capsys, ["sheet", "check", *map(str, files.values())])
    assert status == 0 and err == ""
    lines = dict(zip(files, out.splitlines(), strict=True))
    assert lines["cfs sheet"] == "ok  %s (Granite Rams, 15 plays)" % SHEET
    assert lines["fliip tables"] == "ok  %s (Harbor Gulls, Fliip kicking tables)" % FLIIP
    assert lines["rlb roster"] == "ok  %s (Copperline Miners, CPM, RLB roster)" % ROSTER
    assert lines["rlb orders"] == "ok  %s (RLB orders for harbour_gulls)" % ORDERS
    assert lines["cfs save"].endswith(
        "(College Football Saturday saved game, GRN %d, CAS %d)" % cfs_score
    )
    assert "(Dice-Bowl saved game, Mesa Foxes " in lines["dicebowl save"]
    assert "(Fliip game log, HBG " in lines["fliip log"]
    assert "(RLB match report, " in lines["rlb report"]
    assert "(Dice-Bowl box save (final), HOME " in lines["dicebowl box save"]
    assert "(Fliip Football box save (final), HBG " in lines["fliip box save"]
    assert "(Rugby League Breakout box save (final), CPM " in lines["rlb box save"]


def _bad_files(tmp_path, capsys):
    """(path, the game's own check command) for a broken file of each kind that has one."""
    fliip = json.loads(FLIIP.read_text())
    del fliip["punt"]
    roster = json.loads(ROSTER.read_text())
    roster["players"][0]["sp"] = 99
    orders = ORDERS.read_text().replace("keys 6 13", "keys 6 6")
    db = json.loads(saves(tmp_path, capsys)[0]["dicebowl save"].read_text())
    db["final"]["away"] += 7
    return [
        (_write(tmp_path, "fliip.json", fliip), ["fliip", "check"]),
        (_write(tmp_path, "roster.json", roster), ["rlb", "check"]),
        (_write(tmp_path, "orders.txt", orders), ["rlb", "check"]),
        (_write(tmp_path, "db_bad.json", db), ["dicebowl", "check"]),
    ]


def test_a_bad_file_gets_its_own_games_line(tmp_path, capsys):
    for path, own in _bad_files(tmp_path, capsys):
        status, out, err = _run(capsys, ["sheet", "check", str(path)])
        assert (status, out) == (1, ""), path
        assert len(err.splitlines()) == 1 and err.startswith(str(path) + ": ")
        assert _run(capsys, own + [str(path)])[2] == err  # the very message the game gives


def test_a_cfs_save_that_does_not_replay_is_one_line(tmp_path, capsys):
    path = saves(tmp_path, capsys)[0]["cfs save"]
    save = json.loads(path.read_text())
    save["record"]["actions"].insert(3, "X@1,1000")  # a try with no touchdown
    path.write_text(json.dumps(save))
    status, _, err = _run(capsys, ["sheet", "check", str(path)])
    assert status == 1 and len(err.splitlines()) == 1
    assert err.startswith("%s: action 4 (X@1,1000) does not replay" % path)


def test_the_same_fliip_abbr_twice_is_refused_as_the_board_refuses_it(tmp_path, capsys):
    copy = _write(tmp_path, "gulls_again.json", FLIIP.read_text())
    status, out, err = _run(capsys, ["sheet", "check", str(FLIIP), str(copy)])
    assert status == 1 and out.startswith("ok  %s" % FLIIP)
    assert err == '%s: abbr: "HBG" is already used by %s; file skipped\n' % (copy, FLIIP)
    assert _run(capsys, ["fliip", "check", str(FLIIP), str(copy)])[2] == err


@pytest.mark.parametrize(
    "text,phrase",
    [
        ("Some notes about the league.\n", "not a data file of any game (expected a College"),
        ("[1, 2]", "not a data file of any game"),
        ('{"game": "chess", "board": []}', 'a file of game "chess", which is not one of cfs'),
    ],
    ids=["text", "json-list", "other-game"],
)
def test_a_file_of_no_kind_is_one_clear_line(tmp_path, capsys, text, phrase):
    path = _write(tmp_path, "what.txt", text)
    status, out, err = _run(capsys, ["sheet", "check", str(path), str(SHEET)])
    assert status == 1 and out == "ok  %s (Granite Rams, 15 plays)\n" % SHEET
    assert err.startswith("%s: %s" % (path, phrase)) and len(err.splitlines()) == 1
    status, out, err2 = _run(capsys, ["sheet", "show", str(path)])
    assert (status, out, err2) == (1, "", err)


def test_broken_json_of_any_game_is_the_json_message(tmp_path, capsys):
    path = _write(tmp_path, "torn.json", FLIIP.read_text()[:200])
    status, _, err = _run(capsys, ["sheet", "check", str(path)])
    assert status == 1 and err.startswith("%s: not valid JSON (" % path)


@pytest.mark.parametrize(
    "kind,reader",
    [
        ("fliip tables", "sideline fliip odds {}"),
        ("rlb orders", "sideline rlb adjudicate {} OTHER_ORDERS"),
        ("dicebowl save", "sideline replay {}"),
        ("cfs save", "sideline replay {}"),
    ],
)
def test_show_of_a_file_that_is_not_a_team_sheet_says_what_reads_it(tmp_path, capsys, kind, reader):
    paths = {"fliip tables": FLIIP, "rlb orders": ORDERS}
    if kind not in paths:
        paths = saves(tmp_path, capsys)[0]
    path = paths[kind]
    status, out, err = _run(capsys, ["sheet", "show", str(path)])
    assert (status, out) == (2, "")
    what = data_files.KINDS[kind][1]
    assert err == (
        "sideline sheet show: %s is %s; sheet show lays out team sheets (read it with: %s)\n"
        % (path, what, reader.format(path))
    )

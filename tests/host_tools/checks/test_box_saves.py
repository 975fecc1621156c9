"""Box saves of Dice-Bowl, Fliip and Rugby League Breakout off the board (issues 14 item 5,
15 item 5, 16): `sideline replay`, `sheet check`, `league` and `pull` read the save the
board writes, replayed by the game's own table. The saves come from games played through
the real tables' buttons (host_tools/checks/box_games.py); what the commands print is held
to what the table showed while it was played, not to what the file says."""

import argparse
import csv
import io
import json
from pathlib import Path

import pytest
from kits.sim_board import SimBoard

from host_tools import cli
from host_tools.checks.box_games import box_game, write
from host_tools.common import box_saves
from host_tools.device import pull_cmd
from host_tools.dicebowl import saved as dicebowl_saved
from host_tools.dicebowl.headless import play_game as dicebowl_headless
from host_tools.league import league_cmd
from sideline import store

ROOT = Path(__file__).resolve().parents[3]
NAMES = [
    ("Cascade Otters", "Granite Rams"),
    ("Mesa Foxes", "Tundra Owls"),
    ("Granite Rams", "Mesa Foxes"),
]


def _run(capsys, argv):
    status = cli.main(argv)
    got = capsys.readouterr()
    return status, got.out, got.err


@pytest.fixture(scope="module")
def fliip_game():
    return box_game("fliip", 11)


@pytest.fixture(scope="module")
def rlb_game():
    return box_game("rlb", 4)


@pytest.fixture(scope="module")
def dicebowl_games():
    return [box_game("dicebowl", 20 + i, {"home": h, "away": a}) for i, (h, a) in enumerate(NAMES)]


# --- replay -------------------------------------------------------------------------------


def test_f12_replay_prints_a_box_saves_score_sheet_a_row_per_possession(
    fliip_game, tmp_path, capsys
):
    table, save = fliip_game
    sheet = table.state_["G"]["sheet"]  # what the board's info pages showed
    path = write(tmp_path / "f.json", save)
    status, out, err = _run(capsys, ["replay", str(path), "--csv"])
    assert status == 0, err
    rows = list(csv.DictReader(io.StringIO(out)))
    assert len(rows) == len(sheet) > 0
    abbr = {s: table.teams[s]["abbr"] for s in ("home", "away")}
    for row, entry in zip(rows, sheet, strict=True):
        assert row["team"] == abbr[entry["team"]]
        assert int(row["possession"]) == entry["n"]
        assert (int(row["home"]), int(row["away"])) == (entry["home"], entry["away"])
    assert [int(rows[-1]["home"]), int(rows[-1]["away"])] == table.summary()["score"]

    status, out, err = _run(capsys, ["replay", str(path)])
    assert status == 0, err
    home, away = table.teams["home"]["name"], table.teams["away"]["name"]
    h, a = table.summary()["score"]
    assert out.splitlines()[-1] == "final: %s %d, %s %d" % (home, h, away, a)
    assert len(out.splitlines()) == len(sheet) + 2  # header, a line per possession, final


def test_replay_of_an_rlb_box_save_is_the_match_report_tackle_by_tackle(rlb_game, tmp_path, capsys):
    table, save = rlb_game
    path = write(tmp_path / "r.json", save)
    status, out, err = _run(capsys, ["replay", str(path), "--json"])
    assert status == 0, err
    rep = json.loads(out)
    assert rep["score"] == table.summary()["score"]
    assert rep["actions"] == save["log"]
    tries = sum(1 for e in rep["events"] if e["e"] == "try")
    assert tries == sum(1 for e in _events(table) if e["e"] == "try")
    status, out, err = _run(capsys, ["replay", str(path)])
    assert status == 0, err
    h, a = table.summary()["score"]
    last = out.splitlines()[-1]
    assert last.startswith("RESULT: %s %d, %s %d" % (_n(table, "home"), h, _n(table, "away"), a))


def _n(table, side):
    return table.teams[side]["name"]


def _events(table):
    """The events of the table's game as the board applied them, one action at a time."""
    state = table.start()
    out = []
    for a in table.log:
        out.extend(table.step(state, a))
    return out


def test_replay_of_a_dicebowl_box_save_gives_the_boards_final_and_statistics(
    dicebowl_games, tmp_path, capsys
):
    table, save = dicebowl_games[0]
    path = write(tmp_path / "d.json", save)
    status, out, err = _run(capsys, ["replay", str(path), "--json"])
    assert status == 0, err
    rep = json.loads(out)
    assert [rep["final"]["home"], rep["final"]["away"]] == table.summary()["score"]
    assert rep["stats"] == table.state_["G"]["stats"]
    assert (rep["home"], rep["away"]) == NAMES[0]
    status, out, err = _run(capsys, ["replay", str(path), "--csv"])
    rows = list(csv.DictReader(io.StringIO(out)))
    assert [int(r["points"]) for r in rows] == table.summary()["score"]
    assert int(rows[0]["td"]) == table.state_["G"]["stats"]["home"]["td"]


def test_a_box_save_whose_log_does_not_replay_is_one_line(fliip_game, tmp_path, capsys):
    _table, save = fliip_game
    bad = dict(save, log=save["log"][:3] + [{"m": "fg", "no": "such"}] + save["log"][3:])
    path = write(tmp_path / "bad.json", bad)
    status, out, err = _run(capsys, ["replay", str(path)])
    assert status == 1 and out == ""
    assert err.startswith("sideline replay: %s: saved game does not replay" % path)
    assert len(err.splitlines()) == 1


def test_a_box_save_under_way_replays_to_where_it_stopped(rlb_game, tmp_path, capsys):
    _table, save = rlb_game
    half = dict(save, log=save["log"][:20])
    path = write(tmp_path / "half.json", half)
    status, out, err = _run(capsys, ["sheet", "check", str(path)])
    assert status == 0, err
    assert "under way, 20 actions" in out


# --- sheet check ----------------------------------------------------------------------------


def test_sheet_check_names_each_box_save_and_its_score(
    fliip_game, rlb_game, dicebowl_games, tmp_path, capsys
):
    files = []
    for game, (table, save) in (
        ("fliip", fliip_game),
        ("rlb", rlb_game),
        ("dicebowl", dicebowl_games[1]),
    ):
        files.append((write(tmp_path / (game + ".json"), save), table))
    status, out, err = _run(capsys, ["sheet", "check"] + [str(p) for p, _ in files])
    assert status == 0, err
    lines = out.splitlines()
    assert len(lines) == 3
    for (path, table), line, words in zip(files, lines, (None, None, NAMES[1]), strict=True):
        h, a = table.summary()["score"]
        if words is None:
            words = (table.teams["home"]["abbr"], table.teams["away"]["abbr"])
        assert str(path) in line
        assert line.endswith("box save (final), %s %d, %s %d)" % (words[0], h, words[1], a))


def test_sheet_check_a_box_save_naming_a_missing_team_is_one_line(fliip_game, tmp_path, capsys):
    _table, save = fliip_game
    bad = dict(save, start=dict(save["start"], home="nobody"))
    path = write(tmp_path / "x.json", bad)
    status, out, err = _run(capsys, ["sheet", "check", str(path)])
    assert status == 1
    assert "%s: saved game needs teams/nobody.json" % path in err
    assert len(err.splitlines()) == 1


# --- league ---------------------------------------------------------------------------------


def test_dl1_league_counts_box_saves_mixed_with_host_records(dicebowl_games, tmp_path, capsys):
    folder = tmp_path / "season"
    folder.mkdir()
    for i, (_t, save) in enumerate(dicebowl_games):
        write(folder / ("box%d.json" % i), save)
    state = dicebowl_headless(9, 509)
    host = dicebowl_saved.record(state, "Tundra Owls", "Cascade Otters")
    write(folder / "host.json", host)
    status, out, err = _run(capsys, ["league", str(folder), "--csv"])
    assert status == 0, err
    rows = {r["team"]: r for r in csv.DictReader(io.StringIO(out))}
    want = {}
    for table, save in dicebowl_games:
        s = table.summary()["score"]
        st = table.state_["G"]["stats"]
        for side, mine, theirs in (("home", s[0], s[1]), ("away", s[1], s[0])):
            w = want.setdefault(save["names"][side], [0, 0, 0, 0])
            w[0] += 1
            w[1] += mine
            w[2] += theirs
            w[3] += st[side]["yards"]
    for side, mine, theirs in (("home", "home", "away"), ("away", "away", "home")):
        w = want.setdefault(host[side], [0, 0, 0, 0])
        w[0] += 1
        w[1] += host["final"][mine]
        w[2] += host["final"][theirs]
        w[3] += state["G"]["stats"][side]["yards"]
    assert set(rows) == set(want)
    for team, (gp, pf, pa, yards) in want.items():
        r = rows[team]
        assert (int(r["gp"]), int(r["pf"]), int(r["pa"]), int(r["yards"])) == (gp, pf, pa, yards)


def test_league_leaves_out_a_box_save_without_names_or_of_another_game(
    dicebowl_games, fliip_game, tmp_path, capsys
):
    _t, named = dicebowl_games[0]
    unnamed = {k: v for k, v in named.items() if k != "names"}
    a = write(tmp_path / "a.json", named)
    b = write(tmp_path / "b.json", unnamed)
    c = write(tmp_path / "c.json", fliip_game[1])
    games, errors = league_cmd.read_games([a, b, c])
    assert len(games) == 1
    assert errors == [
        "%s: a box save without the teams' names: pull it with --home NAME --away NAME" % b,
        "%s: a fliip save, not a Dice-Bowl one" % c,
    ]


def test_league_refuses_a_box_save_of_a_game_not_over(dicebowl_games, tmp_path):
    _t, save = dicebowl_games[0]
    path = write(tmp_path / "half.json", dict(save, log=save["log"][:10]))
    rec, state, err = league_cmd.load(path)
    assert rec is None and err == "%s: the game on the box is not over (10 actions)" % path


# --- pull -----------------------------------------------------------------------------------


def pull(capsys, *args):
    parser = argparse.ArgumentParser(prog="sideline")
    pull_cmd.add_parser(parser.add_subparsers())
    ns = parser.parse_args(["pull", *args])
    status = ns.run(ns, None)
    got = capsys.readouterr()
    return status, got.out, got.err


def _board(tmp_path, save, seq=7):
    root = tmp_path / "board"
    root.mkdir()
    (root / "save0.sln").write_bytes(bytes(store.encode(seq, json.dumps(save).encode())))
    return root


def test_pull_a_fliip_box_save_into_a_folder_named_by_game(fliip_game, tmp_path, capsys):
    table, save = fliip_game
    root = _board(tmp_path, save)
    out_dir = tmp_path / "pulled"
    out_dir.mkdir()
    with SimBoard(root) as b:
        status, out, err = pull(capsys, "--port", b.port, "--no-reset", "-o", str(out_dir))
    assert status == 0, err
    (got,) = list(out_dir.iterdir())
    assert got.name == "fliip_mesa_coyotes_at_harbor_gulls_seq7.json"
    assert json.loads(got.read_text()) == save
    h, a = table.summary()["score"]
    assert "save0.sln (seq 7)" in out.splitlines()[0]
    assert out.splitlines()[-1].endswith("%d, %s %d" % (h, _n(table, "away"), a))


def test_pull_names_a_dicebowl_box_saves_teams_for_the_league(dicebowl_games, tmp_path, capsys):
    table, save = dicebowl_games[2]
    bare = {k: v for k, v in save.items() if k != "names"}
    root = _board(tmp_path, bare, seq=3)
    out_dir = tmp_path / "season"
    out_dir.mkdir()
    with SimBoard(root) as b:
        args = ["--port", b.port, "--no-reset", "--json", "-o", str(out_dir)]
        status, out, err = pull(capsys, *args, "--home", "Granite Rams", "--away", "Mesa Foxes")
    assert status == 0, err
    assert json.loads(out)["home"] == "Granite Rams"
    (got,) = list(out_dir.iterdir())
    assert got.name == "dicebowl_mesa_foxes_at_granite_rams_seq3.json"
    rec, _state, err = league_cmd.load(got)
    assert err is None
    assert [rec["final"]["home"], rec["final"]["away"]] == table.summary()["score"]


def test_pull_home_and_away_only_for_a_dicebowl_save(fliip_game, tmp_path, capsys):
    root = _board(tmp_path, fliip_game[1])
    with SimBoard(root) as b:
        status, out, err = pull(
            capsys, "--port", b.port, "--no-reset", "--home", "A", "--away", "B"
        )
    assert status == 1 and "--home and --away" in err


def test_file_names_by_game_and_teams():
    save = {"game": "rlb", "v": 1, "start": {"home": "copperline_miners", "away": "harbour_gulls"}}
    assert box_saves.file_name(save, 12) == "rlb_harbour_gulls_at_copperline_miners_seq12.json"
    assert box_saves.file_name({"game": "cfs"}, 4) == "cfs_seq4.json"


# --- RLB: the second tie-breaker's season figures from saved games (R4) ---------------------


def test_r4_rlb_season_adds_up_finished_box_saves_and_match_reports(rlb_game, tmp_path, capsys):
    games = [rlb_game, box_game("rlb", 12)]
    for i, (_t, save) in enumerate(games):
        write(tmp_path / ("box%d.json" % i), save)
    orders = ROOT / "firmware" / "teams" / "rlb" / "orders"
    home, away = orders / "copperline_miners.txt", orders / "harbour_gulls.txt"
    status, out, err = _run(capsys, ["rlb", "adjudicate", str(home), str(away), "--json"])
    assert status == 0, err
    (tmp_path / "report.json").write_text(out)
    report = json.loads(out)
    unfinished = dict(rlb_game[1], log=rlb_game[1]["log"][:5])
    write(tmp_path / "half.json", unfinished)
    want = {"CPM": [0, 0], "HBG": [0, 0]}
    for table, _save in games:
        s = table.summary()["score"]
        for side, i in (("home", 0), ("away", 1)):
            want[table.teams[side]["abbr"]][0] += s[i]
            want[table.teams[side]["abbr"]][1] += s[1 - i]
    for abbr, i in (("CPM", 0), ("HBG", 1)):  # the report: home copperline, away harbour
        want[abbr][0] += report["score"][i]
        want[abbr][1] += report["score"][1 - i]
    status, out, err = _run(
        capsys, ["rlb", "season", str(tmp_path), "--home", "CPM", "--away", "HBG", "--json"]
    )
    assert status == 1  # the unfinished game is left out, with its line
    assert err.strip() == "%s: the game is not over" % (tmp_path / "half.json")
    got = json.loads(out)
    assert got == {"games": 3, "CPM": want["CPM"], "HBG": want["HBG"]}


def test_dl2_a_season_played_on_the_box_gives_standings_and_play_offs(tmp_path, capsys):
    """A whole regular season (DL1: eight teams, a round robin) played game by game on the
    box and pulled with the teams' names: the league's eight rows and DL2's play-offs."""
    from host_tools.dicebowl.cmd import TEAMS

    folder = tmp_path / "season"
    folder.mkdir()
    wins = {}
    n = 0
    for rnd in dicebowl_saved.schedule(list(TEAMS), league_cmd.REGULAR_GAMES):
        for home, away in rnd:
            n += 1
            table, save = box_game("dicebowl", 100 + n, {"home": home, "away": away})
            write(folder / ("game%02d.json" % n), save)
            h, a = table.summary()["score"]
            wins[home] = wins.get(home, 0) + (h > a)
            wins[away] = wins.get(away, 0) + (a > h)
    status, out, err = _run(capsys, ["league", str(folder), "--csv"])
    assert status == 0 and err == ""  # DL1 holds: no notes
    rows = list(csv.DictReader(io.StringIO(out)))
    assert len(rows) == 8 and all(int(r["gp"]) == 7 for r in rows)
    assert {r["team"]: int(r["w"]) for r in rows} == wins
    seeds = [r["team"] for r in rows]
    series = {r["team"]: (r["playoff"], r["opponent"]) for r in rows}
    assert series[seeds[0]] == ("bowl 1v4", seeds[3])
    assert series[seeds[5]] == ("draft 6v7", seeds[6])
    status, out, err = _run(capsys, ["league", str(folder)])
    assert "DICE BOWL play-offs: %s v %s, %s v %s" % (seeds[0], seeds[3], seeds[1], seeds[2]) in out

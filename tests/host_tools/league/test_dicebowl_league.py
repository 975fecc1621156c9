"""`sideline league` over saved Dice-Bowl games: rules DL1-DL2, on a generated season."""

import csv
import io
import json

import pytest

from host_tools.cli import main
from host_tools.dicebowl import saved as dicebowl_saved
from host_tools.dicebowl.cmd import TEAMS, check_file
from host_tools.dicebowl.headless import play_game
from host_tools.league import league_cmd


@pytest.fixture(scope="module")
def season(tmp_path_factory):
    out = tmp_path_factory.mktemp("season")
    dicebowl_saved.generate_season(out, list(TEAMS), seed=3)
    return out


def _rows(capsys, *args):
    assert main(["league", *args, "--csv"]) == 0
    return list(csv.DictReader(io.StringIO(capsys.readouterr().out)))


def test_dl1_eight_teams_seven_games_each_then_two_play_off_rounds_make_nine(season):
    # DL1/DL2: "Ainsi, tout le monde aura joue 9 parties" follows the play-offs, which every
    # team plays: a round robin of eight teams (7 games each) + 2 play-off rounds = 9.
    assert league_cmd.REGULAR_GAMES + league_cmd.PLAYOFF_ROUNDS == 9
    files = sorted(season.glob("*.json"))
    assert len(files) == 8 * 7 // 2
    pairs = set()
    for p in files:
        rec = json.loads(p.read_text())
        pairs.add(frozenset((rec["home"], rec["away"])))
    assert len(pairs) == 28  # each team meets each other team exactly once
    games, errors = league_cmd.read_games([season])
    assert errors == []
    rows = league_cmd.standings(games)
    assert sorted(r["team"] for r in rows) == sorted(TEAMS)
    assert all(r["gp"] == 7 for r in rows)
    assert league_cmd.league_warnings(rows) == []


def test_dl1_standings_points_and_records_add_up_from_the_files(season, capsys):
    rows = _rows(capsys, str(season))
    recs = [json.loads(p.read_text()) for p in season.glob("*.json")]
    for r in rows:
        team = r["team"]
        pf = sum(g["final"]["home"] for g in recs if g["home"] == team) + sum(
            g["final"]["away"] for g in recs if g["away"] == team
        )
        pa = sum(g["final"]["away"] for g in recs if g["home"] == team) + sum(
            g["final"]["home"] for g in recs if g["away"] == team
        )
        assert (int(r["pf"]), int(r["pa"])) == (pf, pa)
        assert int(r["w"]) + int(r["l"]) + int(r["t"]) == 7
    assert sum(int(r["w"]) for r in rows) == sum(int(r["l"]) for r in rows)
    pcts = [float(r["pct"]) for r in rows]
    assert pcts == sorted(pcts, reverse=True)
    assert [int(r["rank"]) for r in rows] == list(range(1, 9))


def test_dl1_statistics_come_from_replaying_the_logs(season, capsys):
    rows = {r["team"]: r for r in _rows(capsys, str(season))}
    # recount one team's touchdowns from the events of a fresh replay of each log
    from games.dicebowl import game

    team = TEAMS[0]
    tds = 0
    for p in season.glob("*.json"):
        rec = json.loads(p.read_text())
        if team not in (rec["home"], rec["away"]):
            continue
        side = "home" if rec["home"] == team else "away"
        state = game.new_game(rec["seed"], rec["settings"], rec["house"])
        for a in rec["log"]:
            game.apply(state, a)
        tds += state["G"]["stats"][side]["td"]
    assert int(rows[team]["td"]) == tds
    assert int(rows[team]["plays"]) > 0


def test_dl2_play_offs_1v4_2v3_and_5v8_6v7_for_the_first_pick(season, capsys):
    games, _errors = league_cmd.read_games([season])
    rows = league_cmd.standings(games)
    t = [r["team"] for r in rows]
    po = league_cmd.playoffs(rows)
    assert po["bowl"] == [(t[0], t[3]), (t[1], t[2])]
    assert po["draft"] == [(t[4], t[7]), (t[5], t[6])]
    assert main(["league", str(season)]) == 0
    out = capsys.readouterr().out
    assert "%s v %s" % (t[0], t[3]) in out and "%s v %s" % (t[5], t[6]) in out


def test_a_tampered_score_is_refused_with_one_line_and_the_rest_still_count(season, tmp_path):
    files = sorted(season.glob("*.json"))
    bad = tmp_path / "bad.json"
    rec = json.loads(files[0].read_text())
    rec["final"]["home"] += 7
    bad.write_text(json.dumps(rec))
    err = check_file(bad)
    assert err.startswith(str(bad)) and "does not match" in err and "\n" not in err
    (tmp_path / "junk.json").write_text("{not json")
    assert "not JSON" in check_file(tmp_path / "junk.json")
    games, errors = league_cmd.read_games([*files, bad, tmp_path / "junk.json"])
    assert len(games) == len(files) and len(errors) == 2


def test_another_game_s_save_is_named_not_counted(tmp_path, capsys):
    p = tmp_path / "cfs.json"
    p.write_text(json.dumps({"game": "cfs", "log": []}))
    assert main(["league", str(p)]) == 1
    err = capsys.readouterr().err
    assert "cfs.json: missing" in err and "no saved Dice-Bowl games" in err
    rec = dicebowl_saved.record(play_game(1, 2), "A", "B")
    rec["game"] = "cfs"
    p.write_text(json.dumps(rec))
    assert "not a Dice-Bowl game" in check_file(p)


def test_the_saved_game_round_trips(tmp_path):
    state = play_game(9, 10)
    rec = dicebowl_saved.record(state, "Mesa Foxes", "Tundra Owls")
    p = tmp_path / "g.json"
    p.write_text(json.dumps(rec))
    loaded, replayed, err = dicebowl_saved.load(p)
    assert err is None and loaded["final"] == state["G"]["score"]
    assert replayed["G"] == state["G"]


def test_dl2_the_csv_names_each_team_s_series_and_opponent(season, capsys):
    rows = _rows(capsys, str(season))
    by_rank = {int(r["rank"]): r for r in rows}
    for a, b, kind in ((1, 4, "bowl"), (2, 3, "bowl"), (5, 8, "draft"), (6, 7, "draft")):
        ra, rb = by_rank[a], by_rank[b]
        assert ra["playoff"] == rb["playoff"] == "%s %dv%d" % (kind, a, b)
        assert ra["opponent"] == rb["team"] and rb["opponent"] == ra["team"]

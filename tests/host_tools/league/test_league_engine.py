"""The league's engine (host_tools/league/engine.py): the draw, the round robin, the
standings and their tie-breaks, the play-off bracket of DL2 (and of leagues of 4 to 16
teams), the champion, next season's draft order; and `sideline league` never counting a
play-off game in the regular season."""

import itertools
import json
import random

import pytest

from host_tools.cli import main
from host_tools.dicebowl import saved as dicebowl_saved
from host_tools.dicebowl.cmd import TEAMS
from host_tools.dicebowl.headless import play_game
from host_tools.league import engine, ties

EIGHT = ["T%d" % i for i in range(1, 9)]


def res(home, away, h, a):
    return {"home": home, "away": away, "final": {"home": h, "away": a}}


def test_the_draw_numbers_the_teams_reproducibly_from_its_seed():
    a = engine.draw(EIGHT, 41)
    assert sorted(a) == sorted(EIGHT)
    assert engine.draw(EIGHT, 41) == a
    assert len({tuple(engine.draw(EIGHT, s)) for s in range(20)}) > 10
    assert engine.first_draft_order(a) == a
    with pytest.raises(engine.LeagueError, match="same name"):
        engine.draw(["A", "B", "C", "a"], 1)
    with pytest.raises(engine.LeagueError, match="4 to 16"):
        engine.draw(["A", "B", "C"], 1)


@pytest.mark.parametrize("n", range(4, 17))
def test_the_round_robin_meets_every_pair_once(n):
    teams = ["T%d" % i for i in range(n)]
    weeks = engine.round_robin(teams)
    assert len(weeks) == (n - 1 if n % 2 == 0 else n)
    games = [g for w in weeks for g in w]
    assert {frozenset(g) for g in games} == {frozenset(p) for p in itertools.combinations(teams, 2)}
    assert len(games) == n * (n - 1) // 2
    for w in weeks:  # nobody plays twice in a week
        played = [t for g in w for t in g]
        assert len(played) == len(set(played))


def test_week_dates_are_a_week_apart():
    import datetime

    d = engine.week_dates(3, datetime.date(2027, 1, 2))
    assert d == [datetime.date(2027, 1, 2), datetime.date(2027, 1, 9), datetime.date(2027, 1, 16)]


def test_standings_tie_breaks_pct_then_difference_then_points_for_then_draw_number():
    drawn = ["A", "B", "C", "D"]
    results = [
        res("A", "B", 10, 10),  # a tie: half a win each
        res("C", "D", 7, 3),
        res("A", "C", 3, 0),
        res("B", "D", 21, 0),
        res("A", "D", 0, 7),
        res("B", "C", 0, 14),
    ]
    rows = engine.standings(drawn, results)
    got = [(r["team"], r["w"], r["l"], r["t"], r["pf"], r["pa"]) for r in rows]
    # B: 1-1-1 pct .5 diff +7; A: 1-1-1 pct .5 diff -4; C: 2-1 pct .667; D: 1-2
    assert got[0][0] == "C" and [g[0] for g in got[1:3]] == ["B", "A"]
    assert got[3][0] == "D"
    # equal pct and difference: more points for first; all equal: the draw's number
    rows = engine.standings(["X", "Y", "Z", "W"], [res("X", "Y", 3, 3), res("Z", "W", 7, 7)])
    assert [r["team"] for r in rows] == ["Z", "W", "X", "Y"]


def _play_bracket(drawn, rows, shape, rng, decide=engine.seed_rule):
    """Plays the play-offs round by round with random scores; returns the last playoffs()."""
    results = []
    while True:
        po = engine.playoffs(rows, results, shape, decide)
        todo = [g for g in po["games"] if g["home"] and g["away"] and g["result"] is None]
        if not todo:
            return po, results
        for g in todo:
            results.append(res(g["home"], g["away"], rng.randrange(30), rng.randrange(30)))


def test_dl2_eight_teams_1v4_2v3_5v8_6v7_then_the_dice_bowl_and_the_draft_order():
    rows = [{"team": t} for t in EIGHT]  # T1 first ... T8 last
    shape = engine.default_shape(8)
    assert shape == {"bracket": 4, "consolation": True, "playoff_tie": "seed"}
    po = engine.playoffs(rows, [], shape, engine.seed_rule)
    first = [(g["kind"], g["home"], g["away"]) for g in po["games"] if g["round"] == 1]
    assert first == [
        ("bowl", "T1", "T4"),
        ("bowl", "T2", "T3"),
        ("consolation", "T5", "T8"),
        ("consolation", "T6", "T7"),
    ]
    results = [
        res("T4", "T1", 10, 7),  # T4 upsets T1 (home and away as played)
        res("T2", "T3", 14, 0),
        res("T5", "T8", 3, 6),
        res("T6", "T7", 7, 0),
    ]
    po = engine.playoffs(rows, results, shape, engine.seed_rule)
    second = {
        (g["kind"], g["places"]): (g["home"], g["away"]) for g in po["games"] if g["round"] == 2
    }
    assert second == {
        ("bowl", (1, 2)): ("T2", "T4"),  # the DICE BOWL: the semi-final winners
        ("bowl", (3, 4)): ("T1", "T3"),
        ("consolation", (1, 2)): ("T6", "T8"),  # for the first pick
        ("consolation", (3, 4)): ("T5", "T7"),
    }
    assert engine.champion(po) is None and engine.next_draft_order(rows, po, shape) is None
    results += [
        res("T2", "T4", 3, 17),
        res("T1", "T3", 20, 6),
        res("T8", "T6", 9, 2),
        res("T5", "T7", 0, 1),
    ]
    po = engine.playoffs(rows, results, shape, engine.seed_rule)
    assert po["unused"] == []
    assert engine.champion(po) == "T4"
    # picks 1-4: consolation final winner, loser, losers' game winner, loser; 5-8: the
    # third-place loser, its winner, the DICE BOWL loser, the champion
    assert engine.next_draft_order(rows, po, shape) == [
        "T8",
        "T6",
        "T7",
        "T5",
        "T3",
        "T1",
        "T2",
        "T4",
    ]


@pytest.mark.parametrize("n", range(4, 17))
def test_every_size_4_to_16_plays_out_to_a_champion_and_a_full_draft_order(n):
    teams = ["T%d" % i for i in range(1, n + 1)]
    rows = [{"team": t} for t in teams]
    shape = engine.default_shape(n)
    b = shape["bracket"]
    assert b * 2 <= n and b & (b - 1) == 0 and (b * 4 > n)  # the top half, a power of two
    po, results = _play_bracket(teams, rows, shape, random.Random(n))
    rounds = b.bit_length() - 1
    assert len(results) == (2 if shape["consolation"] else 1) * b // 2 * rounds
    champ = engine.champion(po)
    assert champ in teams[:b]
    draft = engine.next_draft_order(rows, po, shape)
    assert sorted(draft) == sorted(teams) and draft[-1] == champ
    # every team of a bracket plays once a round
    for kind in ("bowl", "consolation"):
        for r in range(1, rounds + 1):
            played = [
                t
                for g in po["games"]
                if g["kind"] == kind and g["round"] == r
                for t in (g["home"], g["away"])
            ]
            assert len(played) == len(set(played))


def test_a_tied_play_off_game_the_house_rules_seed_or_replay():
    rows = [{"team": t} for t in EIGHT]
    shape = engine.default_shape(8)
    po = engine.playoffs(rows, [res("T4", "T1", 7, 7)], shape, engine.seed_rule)
    g = po["games"][0]
    assert g["winner"] == "T1" and "better seed" in g["by"]
    replay = ties.decider("dicebowl", rows, dict(shape, playoff_tie="replay"), 1)
    po = engine.playoffs(rows, [res("T4", "T1", 7, 7)], shape, replay)
    g = po["games"][0]
    assert g["winner"] is None and "played again" in g["by"]
    bowl = next(x for x in po["games"] if x["kind"] == "bowl" and x["places"] == (1, 2))
    assert bowl["round"] == 2 and bowl["home"] is None  # the bracket waits for the replay
    po = engine.playoffs(rows, [res("T4", "T1", 7, 7), res("T1", "T4", 3, 10)], shape, replay)
    g = po["games"][0]
    assert g["winner"] == "T4" and g["replayed"] == [res("T4", "T1", 7, 7)]
    assert po["unused"] == []
    with pytest.raises(engine.LeagueError):
        engine.check_shape(8, dict(shape, playoff_tie="coin"))


def test_r4_5_19_a_tied_rlb_final_goes_to_season_points_for_then_against():
    rows = [
        {"team": "A", "pf": 100, "pa": 90},
        {"team": "B", "pf": 120, "pa": 95},
        {"team": "C", "pf": 80, "pa": 60},
        {"team": "D", "pf": 80, "pa": 70},
    ]
    shape = engine.default_shape(4)
    decide = ties.decider("rlb", rows, shape, 7)
    po = engine.playoffs(rows, [res("A", "B", 12, 12)], shape, decide)
    assert po["games"][0]["winner"] == "B" and "season for" in po["games"][0]["by"]
    rows2 = [dict(r, team=t) for r, t in zip(rows[2:] + rows[:2], "CDAB", strict=True)]
    po = engine.playoffs(rows2, [res("C", "D", 6, 6)], shape, ties.decider("rlb", rows2, shape, 7))
    assert po["games"][0]["winner"] == "C" and "season against" in po["games"][0]["by"]


# --- sideline league: a play-off game never counts in the regular season -------------------


@pytest.fixture(scope="module")
def season(tmp_path_factory):
    out = tmp_path_factory.mktemp("season")
    dicebowl_saved.generate_season(out, list(TEAMS), seed=3)
    return out


def test_a_play_off_save_never_counts_in_the_regular_season(season, tmp_path, capsys):
    assert main(["league", str(season), "--csv"]) == 0
    before = capsys.readouterr().out
    import csv
    import io

    rows = list(csv.DictReader(io.StringIO(before)))
    first, fourth = rows[0]["team"], rows[3]["team"]
    state = play_game(77, 78)
    rec = dicebowl_saved.record(state, first, fourth)
    rec["week"] = 8
    p = season / "week08_semi.json"
    p.write_text(json.dumps(rec))
    try:
        assert main(["league", str(season), "--csv"]) == 0
        assert capsys.readouterr().out == before  # standings unchanged: 7 games each
        assert main(["league", str(season)]) == 0
        out = capsys.readouterr().out
        f = state["G"]["score"]
        assert (
            "bowl round 1, places 1-4: %s %d, %s %d" % (first, f["home"], fourth, f["away"]) in out
        )
    finally:
        p.unlink()


def test_a_whole_dice_bowl_season_names_its_champion_and_the_next_draft(season, tmp_path, capsys):
    import shutil

    folder = tmp_path / "s"
    shutil.copytree(season, folder)
    games, _ = __import__("host_tools.league.league_cmd").league.league_cmd.read_games([folder])
    from host_tools.league import league_cmd

    rows = league_cmd.standings(games)
    ranked = [{"team": r["team"]} for r in rows]
    shape = engine.default_shape(8)
    n = 0
    while True:
        po = engine.playoffs(ranked, _later(folder), shape, engine.seed_rule)
        todo = [g for g in po["games"] if g["home"] and g["away"] and g["result"] is None]
        if not todo:
            break
        for g in todo:
            n += 1
            rec = dicebowl_saved.record(play_game(500 + n, 900 + n), g["home"], g["away"])
            (folder / ("week%02d_%d.json" % (7 + g["round"], n))).write_text(json.dumps(rec))
    assert n == 8  # two rounds of four games: everyone plays nine
    assert main(["league", str(folder)]) == 0
    out = capsys.readouterr().out
    champ = engine.champion(po)
    assert "DICE BOWL champion: %s" % champ in out
    assert "next season's draft: " + ", ".join(engine.next_draft_order(ranked, po, shape)) in out


def _later(folder):
    from host_tools.league import league_cmd

    games, _ = league_cmd.read_games([folder])
    _reg, later = league_cmd.split(games)
    return [{"home": r["home"], "away": r["away"], "final": r["final"]} for r, _s in later]


def test_a_game_outside_the_bracket_is_named_and_left_out(season, tmp_path, capsys):
    import shutil

    folder = tmp_path / "s"
    shutil.copytree(season, folder)
    rec = dicebowl_saved.record(play_game(5, 6), TEAMS[0], TEAMS[1])
    (folder / "week09_x.json").write_text(json.dumps(rec))
    (folder / "week09_y.json").write_text(json.dumps(rec))
    status = main(["league", str(folder)])
    err = capsys.readouterr().err
    assert status == 1 and "not a game of the play-off bracket" in err


def test_a_game_under_house_readings_is_listed_apart_unless_house_is_given(tmp_path, capsys):
    from host_tools.checks.box_games import box_game

    folder = tmp_path / "s"
    folder.mkdir()
    plain = dicebowl_saved.record(play_game(1, 2), "A", "B")
    (folder / "a.json").write_text(json.dumps(plain))
    _t, box = box_game("dicebowl", 22, {"home": "C", "away": "A"})
    box["house"] = ["wide_field"]  # the contract: names of the house readings in force
    (folder / "b.json").write_text(json.dumps(box))
    assert main(["league", str(folder), "--csv"]) == 0
    out, err = capsys.readouterr()
    assert "C v A: played under house readings (wide_field), not in the standings" in err
    assert {r.split(",")[1] for r in out.splitlines()[1:]} == {"A", "B"}
    assert main(["league", str(folder), "--csv", "--house"]) == 0
    out, err = capsys.readouterr()
    assert {r.split(",")[1] for r in out.splitlines()[1:]} == {"A", "B", "C"}
    assert "house readings" not in err
    # a Dice-Bowl record's own "house" dict: the values changed from the game's are named
    changed = dicebowl_saved.record(play_game(3, 4, None), "D", "E")
    from host_tools.league import saves

    assert saves.house_of(changed, "dicebowl") == ([], None)
    assert saves.house_of(dict(changed, house=dict(changed["house"], plays=20)), "dicebowl") == (
        ["plays"],
        None,
    )
    assert (
        saves.house_of({"house": [3]}, "rlb")[1] == '"house" must list the names of house readings'
    )

"""Whole Fliip games through the headless driver (quick and good length, with overtime),
replay as a fold over the action log, what the displays and menus show, and the score
sheet (F12) on the info pages and in `sideline fliip sheet`."""

import csv
import io
import json

import pytest
from kits.fliip import at, new

from games.fliip import game, menus, views
from host_tools import cli
from host_tools.fliip import play as fliip_play

TEAMS, _ = fliip_play.load_teams()
HOME, AWAY = "harbor_gulls", "mesa_coyotes"


def _game_with_overtime(length):
    for seed in range(1, 400):
        state, log = fliip_play.play(HOME, AWAY, seed, length, TEAMS)
        if state["G"]["period"] >= 1:
            return state, log
    raise AssertionError("no overtime in 400 games")


@pytest.fixture(scope="module", params=[4, 8], ids=["quick", "good"])
def overtime_game(request):
    return request.param, _game_with_overtime(request.param)


def test_f1_whole_game_with_overtime_ends_with_a_winner(overtime_game):
    length, (state, log) = overtime_game
    G = state["G"]
    assert game.is_over(state) and game.winner(state) in ("home", "away")
    assert G["score"]["home"] != G["score"]["away"]
    regulation = [r for r in G["sheet"] if r["ot"] == 0]
    # F1: each side had its possessions (a kick returned on the last one may add one).
    for side in ("home", "away"):
        n = [r["n"] for r in regulation if r["team"] == side]
        assert n == list(range(1, len(n) + 1)) and length <= len(n) <= length + 1
    assert regulation[-1]["home"] == regulation[-1]["away"]  # tied after regulation
    for ot in range(1, G["period"] + 1):
        rows = [r for r in G["sheet"] if r["ot"] == ot]
        assert {r["team"] for r in rows} == {"home", "away"}
    assert log["actions"][0] == {"m": "flip"}


def test_replay_of_the_log_equals_the_live_game(overtime_game):
    _, (state, log) = overtime_game
    again = fliip_play.replay_log(json.loads(json.dumps(log)), TEAMS)
    assert json.dumps(again, sort_keys=True) == json.dumps(state, sort_keys=True)
    folded = game.replay(
        {"home": TEAMS[HOME], "away": TEAMS[AWAY]},
        log["seed"],
        log["actions"],
        fliip_play.make_dice,
        log["options"],
    )
    assert folded == state


def test_state_is_plain_json_at_every_step():
    state, log = fliip_play.play(HOME, AWAY, 5, 4, TEAMS)
    s = game.new_game({"home": TEAMS[HOME], "away": TEAMS[AWAY]}, log["seed"], log["options"])
    for a in log["actions"]:
        game.apply(s, a, fliip_play.make_dice(s["G"]))
        assert json.loads(json.dumps(s)) == s
    assert s == state


def test_displays_and_menus_fit_at_every_step():
    seven = set("0123456789 -.AbcCdEFGHIJLnoOPrStUuy")
    for seed in (1, 2, 3):
        state, log = fliip_play.play(HOME, AWAY, seed, 4, TEAMS)
        s = game.new_game({"home": TEAMS[HOME], "away": TEAMS[AWAY]}, log["seed"], log["options"])
        for a in log["actions"] + [None]:
            r = views.roles(s)
            for role in ("clock", "home", "away", "down", "ball_on"):
                digits = r[role].replace(".", "")
                assert len(digits) <= 4 and set(r[role]) <= seven, (role, r[role])
            assert len(r["dice"]) <= 4 and len(r["text"]) <= 8, r
            for item in menus.menu(s):
                values = range(item["lo"], item["hi"] + 1) if "lo" in item else [None]
                for n in values:
                    assert len(menus.text(item, n)) <= 8, menus.text(item, n)
                    assert game.check(s, menus.action(item, n)) is None, item
            if a is not None:
                game.apply(s, a, fliip_play.make_dice(s["G"]))


def test_f3_entries_show_with_their_value_on_the_text_line():
    s = at(new(), los=60)
    items = {i["m"] + str(i.get("n", "")): i for i in menus.menu(s)}
    assert menus.text(items["gain0"], 12) == "GAIN +12"
    assert menus.text(items["gain0"], -3) == "GAIN -3"
    assert menus.text(items["sack1"], 7) == "SACK -7"
    assert menus.text(items["tfl1"], 2) == "TFL -2"
    assert menus.text(items["int0"], 8) == "INT +8"
    assert menus.text(items["knee"]) == "KNEE"
    assert menus.text(items["fg"]) == "FG AT 40"
    assert menus.action(items["sack1"], 7) == {"m": "sack", "n": 7}


def test_f12_sheet_rows_carry_the_running_score():
    state, _ = _game_with_overtime(4)
    G = state["G"]
    home = away = 0
    for r in G["sheet"]:
        # Each row's score is the last row's plus what that possession's result is worth.
        gained_home, gained_away = r["home"] - home, r["away"] - away
        assert (gained_home, gained_away) in {
            (0, 0),
            (7, 0),
            (0, 7),
            (3, 0),
            (0, 3),
            (2, 0),
            (0, 2),
        }
        home, away = r["home"], r["away"]
        if r["result"] in ("TD", "KO TD", "PT TD", "BLKTD", "FUMTD", "INTTD"):
            assert (gained_home if r["team"] == "home" else gained_away) == 7
        if r["result"] == "FG":
            assert (gained_home if r["team"] == "home" else gained_away) == 3
    assert (home, away) == (G["score"]["home"], G["score"]["away"])
    page = views.sheet_page(G, 0)
    first = G["sheet"][0]
    assert page["text"] == "%s1 %s" % ("H" if first["team"] == "home" else "A", first["result"])
    pages = game.info_pages(state)
    assert len(pages) == len(G["sheet"]) and pages[0] == page
    assert all(len(p["text"]) <= 8 for p in pages)


def test_cli_play_and_sheet_table_and_csv(tmp_path, capsys):
    log = tmp_path / "g.json"
    assert cli.main(["fliip", "play", "--length", "4", "--seed", "8", "-o", str(log)]) == 0
    capsys.readouterr()
    assert cli.main(["fliip", "sheet", str(log), "--csv"]) == 0
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    state = fliip_play.replay_log(json.loads(log.read_text()), TEAMS)
    assert len(rows) == len(state["G"]["sheet"])
    assert [int(r["home"]) for r in rows] == [r["home"] for r in state["G"]["sheet"]]
    assert cli.main(["fliip", "sheet", str(log)]) == 0
    table = capsys.readouterr().out
    assert table.startswith("period") and "final:" in table
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"game": "fliip", "format": 1, "teams": {"home": "x"}}))
    assert cli.main(["fliip", "sheet", str(bad)]) == 1
    assert capsys.readouterr().err.count("\n") == 1
    broken = json.loads(log.read_text())
    broken["actions"].insert(3, {"m": "fg"})
    bad.write_text(json.dumps(broken))
    assert cli.main(["fliip", "sheet", str(bad)]) == 1
    assert "action 3" in capsys.readouterr().err


def test_typed_entries_play_a_whole_game_and_bad_ones_lose_nothing():
    state, log = _game_with_overtime(4)
    lines = []
    for a in log["actions"]:
        lines.append(a["m"] + (" %d" % a["n"] if "n" in a else ""))
        if len(lines) % 7 == 3:
            lines += ["punt 7", "gain x", "", "penalty 5"]
    out, err = io.StringIO(), io.StringIO()
    seed = next(s for s in range(1, 400) if fliip_play.seed_state(s) == log["seed"])
    typed, typed_log = fliip_play.play_script(lines, HOME, AWAY, seed, 4, TEAMS, out, err)
    assert typed == state and typed_log["actions"] == log["actions"]
    messages = err.getvalue().splitlines()
    assert messages and all(m.startswith("line ") for m in messages)
    assert out.getvalue().count("\n") == len(log["actions"]) + 1
    assert "FINAL" in out.getvalue().splitlines()[-1]


def _any_entry(state, picks):
    items = game.menu(state)
    item = items[picks.below(len(items))]
    if "lo" in item:
        return menus.action(item, item["lo"] + picks.below(item["hi"] - item["lo"] + 1))
    return menus.action(item)


@pytest.mark.parametrize("length", [4, 8])
def test_f1_f12_invariants_hold_whatever_is_entered(length):
    """300 games of uniformly random entries from the menus (any value in range)."""
    for seed in range(300):
        picks = fliip_play.Dice(fliip_play.seed_state(seed + 5000))
        s = game.new_game(
            {"home": TEAMS[HOME], "away": TEAMS[AWAY]},
            fliip_play.seed_state(seed),
            {"length": length},
        )
        n = 0
        while not game.is_over(s):
            game.apply(s, _any_entry(s, picks), fliip_play.make_dice(s["G"]))
            n += 1
            assert n < 3000
            G = s["G"]
            # Possessions alternate, so neither side is ever more than one ahead (F1, F8-F10).
            assert abs(G["poss"]["home"] - G["poss"]["away"]) <= 1
            if s["ctx"]["phase"] == "play":
                assert 1 <= G["los"] <= 99 and 1 <= G["down"] <= 4
                assert G["los"] < G["line"] <= 100
                if G["down"] == 1:  # F2: ten yards to gain (or the goal line inside the 10)
                    assert G["line"] == min(G["los"] + 10, 100)
            if G["sheet"]:
                last = G["sheet"][-1]
                assert (last["home"], last["away"]) == (G["score"]["home"], G["score"]["away"])
        G = s["G"]
        assert G["score"]["home"] != G["score"]["away"]
        for side in ("home", "away"):
            rows = [r for r in G["sheet"] if r["team"] == side and r["ot"] == G["period"]]
            assert len(rows) >= (length if G["period"] == 0 else 1)

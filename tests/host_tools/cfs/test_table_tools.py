"""Issue 11, item 19: `sideline replay` prints a play-by-play list; `sideline odds` takes
team names as `sideline simulate` does."""

import json

from kits.replay import SHEETS, play_game, save_slot

from games.cfs.rules import record
from host_tools import cli


def test_item19_replay_prints_a_play_by_play(tmp_path, capsys):
    rec, G = play_game(4, stop_after=40)
    path = save_slot(tmp_path / "save0.sln", rec)
    assert cli.main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Play by play" in out and "Drive chart" in out and "Box score" in out
    # every action has its line, with its result and the call against the defense
    G2 = record.start_state(rec, SHEETS)
    from games.cfs.rules import game

    for raw in rec["actions"]:
        a = record.decode(raw, SHEETS, G2)
        ev = game.apply(G2, SHEETS, a)
        assert ev.get("text", "") in out
        if ev.get("play"):
            assert ev["play"] in out
    assert cli.main(["replay", str(path), "--json"]) == 0
    rep = json.loads(capsys.readouterr().out)
    assert len(rep["log"]) == len(rec["actions"])
    first_play = next(e for e in rep["log"] if e["t"] == "play")
    assert first_play["situation"].startswith("1-10 ") and " v " in first_play["call"]


def test_item19_odds_takes_team_names(capsys):
    assert cli.main(["odds", "cascade_otters", "--vs", "granite_rams", "--json"]) == 0
    by_name = json.loads(capsys.readouterr().out)
    assert by_name and {"play", "defense", "expected_yards"} <= set(by_name[0])
    assert cli.main(["odds", "no_such_team", "--vs", "granite_rams"]) == 1
    err = capsys.readouterr().err
    assert "no_such_team" in err and "granite_rams" in err and "Traceback" not in err

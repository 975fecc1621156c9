"""`sideline replay LOG` and `sideline pull`: drive chart and box score from a game record.

Games are played here by the card callers (seeded), logged as the scoreboard logs them
(record.encode with quarter and clock), saved through store.encode, and replayed by the
command: its totals must equal the final game state, and its drives must add up.
"""

import argparse
import json
import time

import pytest
from kits.replay import (
    AWAY_SLUG,
    HOME_SLUG,
    SHEETS,
    payload_bytes,
    play_game,
    save_slot,
)
from kits.sim_board import SimBoard

from games.cfs.rules import game, record
from host_tools import cli
from host_tools.cfs import boxscore
from host_tools.device import pull_cmd
from sideline import store
from sideline.dice import seed_state


def replay_json(capsys, *args):
    status = cli.main(["replay", *args, "--json"])
    got = capsys.readouterr()
    assert status == 0, got.err
    return json.loads(got.out)


GAMES = [(1, None), (2, None), (3, {"halftime_after_plays": 60}), (9, {"last_possession": True})]


@pytest.mark.parametrize("seed,house", GAMES)
def test_box_score_totals_equal_the_final_state(tmp_path, capsys, seed, house):
    rec, G = play_game(seed, house)
    rep = replay_json(capsys, str(save_slot(tmp_path / "save0.sln", rec)))
    box = rep["box"]
    assert rep["over"] and rep["final"] == G["score"] and rep["actions"] == len(rec["actions"])
    for s in ("home", "away"):
        st = G["stats"][s]
        assert box["total"][s] == G["score"][s] == sum(box["points"][s])
        assert box["first_downs"][s] == G["first_downs"][s]
        assert box["rushing"][s] == st["rush"] and box["passing"][s] == st["pass"]
        assert box["rushing"][s] + box["passing"][s] == st["yards"] == box["yards"][s]
        assert box["turnovers"][s] == st["turnovers"]
        assert box["plays"][s] == st["plays"]

    # Independently of the tool: points by quarter and yards by kind from the events.
    by_q = {"home": {}, "away": {}}
    yards = {"home": {"run": 0, "pass": 0}, "away": {"home": 0, "run": 0, "pass": 0}}
    last = [0, 0]

    def on_event(a, ev):
        q = a.get("q", 1)
        for i, s in enumerate(("home", "away")):
            if ev["score"][i] != last[i]:
                by_q[s][q] = by_q[s].get(q, 0) + ev["score"][i] - last[i]
                last[i] = ev["score"][i]
        if ev["t"] == "play" and ev["outcome"] != "penalty":
            sheet = SHEETS[ev["side"]]
            kind = sheet["plays"][sheet["play_index"][ev["play"]]]["kind"]
            yards[ev["side"]][kind] += ev["yards"]

    record.replay(rec, SHEETS, on_event=on_event)
    for s in ("home", "away"):
        assert box["points"][s] == [by_q[s].get(q, 0) for q in box["quarters"]]
        assert box["rushing"][s] == yards[s]["run"] and box["passing"][s] == yards[s]["pass"]
    assert box["quarters"][:4] == [1, 2, 3, 4]


@pytest.mark.parametrize("seed,house", GAMES)
def test_drive_chart_adds_up(capsys, tmp_path, seed, house):
    rec, G = play_game(seed, house)
    rep = replay_json(capsys, str(save_slot(tmp_path / "s.sln", rec)))
    drives = rep["drives"]
    assert drives
    points = {s: G["stats"][s]["points"] for s in ("home", "away")}
    for s in ("home", "away"):
        mine = [d for d in drives if d["team"] == s]
        other = [d for d in drives if d["team"] != s]
        assert sum(d["plays"] for d in mine) == G["stats"][s]["plays"]
        tds = sum(1 for d in mine if d["result"] in ("TD", "KR TD", "PR TD"))
        tds += sum(1 for d in other if d["return_td"])
        assert tds == points[s].count("td")
        assert sum(1 for d in mine if d["result"] == "FG") == points[s].count("fg")
        assert sum(1 for d in other if d["result"] == "SAFETY") == points[s].count("safety")
        assert (
            sum(1 for d in mine if d["result"] in ("INT", "FUMBLE")) == (G["stats"][s]["turnovers"])
        )
    for d in drives:
        assert d["result"] in (
            "TD",
            "FG",
            "MISSED FG",
            "PUNT",
            "INT",
            "FUMBLE",
            "DOWNS",
            "END",
            "HALF",
            "SAFETY",
            "KR TD",
            "PR TD",
        )
        if d["result"] in ("KR TD", "PR TD"):
            assert d["plays"] == 0 and d["start_text"] == "return"
            continue
        assert 1 <= d["start"] <= 99 and d["start_text"] == boxscore.spot_text(d["start"])
        if d["result"] == "TD":
            assert d["yards"] == 100 - d["start"]
        if d["result"] == "SAFETY":
            assert d["yards"] == -d["start"]
        assert d["time_ms"] is not None and d["time_ms"] >= 0
    punts = sum(1 for a in rec["actions"] if a.startswith("U"))
    assert sum(1 for d in drives if d["result"] == "PUNT") == punts
    # Scores along the chart never go down and end at the final score.
    last = [0, 0]
    for d in drives:
        assert d["score"][0] >= last[0] and d["score"][1] >= last[1]
        last = d["score"]
    assert last == [G["score"]["home"], G["score"]["away"]]  # a drive's score includes its try
    if house and house.get("halftime_after_plays"):
        assert any(d["result"] == "HALF" for d in drives) or any(
            e["text"] == "HALF" or e["t"] == "halftime" for e in rep["log"]
        )


def test_manual_results_replay(tmp_path, capsys):
    """Results entered by hand (manual mode) make drives and box scores too."""
    script = [
        {"t": "m", "what": "ko", "yards": 25},  # away receives at its 25
        {"t": "m", "what": "gain", "yards": 12, "kind": "run"},  # first down
        {"t": "m", "what": "gain", "yards": 30, "kind": "pass"},
        {"t": "m", "what": "td", "kind": "pass"},  # 33 yards to go: a touchdown pass
        {"t": "m", "what": "xp_good"},
        {"t": "m", "what": "ko", "yards": 20},  # home at its 20
        {"t": "m", "what": "inc"},
        {"t": "m", "what": "gain", "yards": -3, "kind": "run"},
        {"t": "m", "what": "pen", "yards": -5},
        {"t": "m", "what": "punt", "yards": 40},  # net 40 from the 12: away at its 48
        {"t": "m", "what": "to", "yards": 0, "kind": "pass"},  # intercepted: home at its 52
        {"t": "m", "what": "fg_good"},
        {"t": "m", "what": "ko", "yards": 30},
    ]
    rec = record.new_record(HOME_SLUG, AWAY_SLUG, seed_state(1))
    G = record.start_state(rec, SHEETS)
    for n, a in enumerate(script):
        rec["actions"].append(record.encode(a, SHEETS, G, 1 + n // 7, 900000 - 20000 * n))
        game.apply(G, SHEETS, a)
    rep = replay_json(capsys, str(save_slot(tmp_path / "m.sln", rec)))
    got = [(d["team"], d["start_text"], d["plays"], d["yards"], d["result"]) for d in rep["drives"]]
    assert got == [
        ("away", "own 25", 3, 75, "TD"),
        ("home", "own 20", 3, -8, "PUNT"),  # a penalty is a play's outcome (issue 11.18)
        ("away", "own 48", 1, 0, "INT"),  # a turnover is a play
        ("home", "opp 48", 0, 0, "FG"),
    ]  # the away team has the ball at its 30 but has run no play: no drive yet
    box = rep["box"]
    assert rep["final"] == G["score"] == {"home": 3, "away": 7}
    assert box["points"]["away"][:2] == [7, 0] and box["points"]["home"][:2] == [0, 3]
    assert box["passing"]["away"] == G["stats"]["away"]["pass"]
    assert box["rushing"]["home"] == G["stats"]["home"]["rush"] == -3
    assert box["turnovers"] == {"home": 0, "away": 1}


def test_spot_text():
    assert [boxscore.spot_text(n) for n in (1, 25, 49, 50, 51, 60, 99)] == [
        "own 1",
        "own 25",
        "own 49",
        "50",
        "opp 49",
        "opp 40",
        "opp 1",
    ]


def test_tables(tmp_path, capsys):
    rec, G = play_game(2)
    path = save_slot(tmp_path / "save1.sln", rec, seq=7)
    assert cli.main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    for text in ("Drive chart", "Box score", "Team stats", "Granite Rams", "Cascade Otters"):
        assert text in out
    assert "slot (seq 7)" in out and "final" in out
    assert "%s %d" % ("Cascade Otters", G["score"]["away"]) in out


def test_payload_json_and_bare_record_replay_alike(tmp_path, capsys):
    rec, _ = play_game(1)
    slot = replay_json(capsys, str(save_slot(tmp_path / "a.sln", rec)))
    (tmp_path / "game.json").write_bytes(payload_bytes(rec))
    (tmp_path / "record.json").write_text(json.dumps(rec))
    # Actions as dicts (the engine's form) replay the same as compact strings.
    dict_rec = dict(rec)
    G = record.start_state(rec, SHEETS)
    dict_rec["actions"] = []
    for s in rec["actions"]:
        a = record.decode(s, SHEETS, G)
        game.apply(G, SHEETS, a)
        dict_rec["actions"].append(a)
    (tmp_path / "dicts.json").write_text(json.dumps(dict_rec))
    assert replay_json(capsys, str(tmp_path / "game.json")) == slot
    assert replay_json(capsys, str(tmp_path / "record.json")) == slot
    assert replay_json(capsys, str(tmp_path / "dicts.json")) == slot


def test_a_game_in_progress(tmp_path, capsys):
    rec, G = play_game(4, stop_after=40)
    rep = replay_json(capsys, str(save_slot(tmp_path / "s.sln", rec)))
    assert not rep["over"] and rep["winner"] is None
    assert rep["final"] == G["score"]
    if G["phase"] == game.SCRIMMAGE:
        assert rep["drives"][-1]["result"] == "IN PROGRESS"


def _replay_fails(capsys, *args):
    status = cli.main(["replay", *args])
    got = capsys.readouterr()
    assert status == 1 and got.out == ""
    assert got.err.startswith("sideline replay: ") and "Traceback" not in got.err
    assert len(got.err.strip().splitlines()) == 1
    return got.err


def test_a_corrupted_slot_is_a_clear_message(tmp_path, capsys):
    rec, _ = play_game(1)
    good = store.encode(3, payload_bytes(rec))
    torn = tmp_path / "torn.sln"
    torn.write_bytes(bytes(good[: len(good) // 2]))
    assert "damaged save slot" in _replay_fails(capsys, str(torn))
    flipped = bytearray(good)
    flipped[100] ^= 0x20
    bad = tmp_path / "flipped.sln"
    bad.write_bytes(bytes(flipped))
    assert "damaged save slot" in _replay_fails(capsys, str(bad))


def test_bad_logs(tmp_path, capsys):
    assert "cannot read the file" in _replay_fails(capsys, str(tmp_path / "none.sln"))
    (tmp_path / "junk.json").write_text("not json")
    assert "not a game log" in _replay_fails(capsys, str(tmp_path / "junk.json"))
    (tmp_path / "other.json").write_text('{"format": 1}')
    assert "not a game log" in _replay_fails(capsys, str(tmp_path / "other.json"))
    rec, _ = play_game(1, stop_after=10)
    (tmp_path / "r.json").write_text(json.dumps(rec))
    empty = tmp_path / "teams"
    empty.mkdir()
    err = _replay_fails(capsys, str(tmp_path / "r.json"), "--teams", str(empty))
    assert "no team sheet granite_rams.json" in err
    rec["actions"].insert(3, "X@1,1000")  # a try with no touchdown
    (tmp_path / "illegal.json").write_text(json.dumps(rec))
    assert "action 4 (X@1,1000) does not replay" in _replay_fails(
        capsys, str(tmp_path / "illegal.json")
    )
    rec["actions"][3] = "Pz,99,-,-@1,1"
    (tmp_path / "garbled.json").write_text(json.dumps(rec))
    assert "action 4" in _replay_fails(capsys, str(tmp_path / "garbled.json"))


def test_replay_usage(capsys):
    assert cli.main(["replay", "--help"]) == 0
    assert "usage: sideline replay" in capsys.readouterr().out
    assert cli.main(["replay"]) == 2


# --- pull: the same from the board ----------------------------------------------------------


def pull(capsys, *args):
    parser = argparse.ArgumentParser(prog="sideline")
    sub = parser.add_subparsers()
    pull_cmd.add_parser(sub)
    ns = parser.parse_args(["pull", *args])
    status = ns.run(ns, None)
    got = capsys.readouterr()
    return status, got.out, got.err


def wait_for(cond, seconds=3.0):
    end = time.monotonic() + seconds
    while time.monotonic() < end and not cond():
        time.sleep(0.02)
    return cond()


def test_pull_takes_the_newest_valid_slot(tmp_path, capsys):
    rec, G = play_game(5)
    half = dict(rec, actions=rec["actions"][: len(rec["actions"]) // 2])
    root = tmp_path / "board"
    root.mkdir()
    older = store.encode(41, payload_bytes(half))
    newer = store.encode(42, payload_bytes(rec))
    (root / "save0.sln").write_bytes(bytes(older))
    (root / "save1.sln").write_bytes(bytes(newer[: len(newer) - 7]))  # torn mid-write
    out_file = tmp_path / "pulled.json"
    with SimBoard(root) as b:
        status, out, err = pull(capsys, "--port", b.port, "--json", "-o", str(out_file))
        assert status == 0, err
        assert wait_for(lambda: b.soft_reboots == 2 and b.mode == "friendly")  # main.py runs
    rep = json.loads(out)
    assert rep["actions"] == len(half["actions"])  # the torn newer slot was skipped
    assert out_file.read_bytes() == payload_bytes(half)
    assert replay_json(capsys, str(out_file)) == rep

    # Both good: the higher sequence number wins; the tables say where it came from.
    (root / "save1.sln").write_bytes(bytes(newer))
    with SimBoard(root) as b:
        status, out, err = pull(capsys, "--port", b.port, "--no-reset")
        assert status == 0, err
        time.sleep(0.4)
        assert b.soft_reboots == 1 and b.hard_resets == 0
    assert "save1.sln (seq 42)" in out and "Box score" in out
    assert "Cascade Otters %d" % G["score"]["away"] in out


def test_pull_with_no_valid_save(tmp_path, capsys):
    root = tmp_path / "board"
    root.mkdir()
    (root / "save0.sln").write_bytes(b"SLN1 torn")
    with SimBoard(root) as b:
        status, out, err = pull(capsys, "--port", b.port)
    assert status == 1 and out == ""
    assert "no saved game on the board (save0.sln damaged, save1.sln absent)" in err


def test_pull_without_a_board(monkeypatch, capsys):
    import serial.tools.list_ports

    monkeypatch.setattr(serial.tools.list_ports, "comports", lambda *a, **k: [])
    status, out, err = pull(capsys)
    assert status == 1 and "no board found" in err and "Traceback" not in err


def test_pull_usage(capsys):
    parser = argparse.ArgumentParser(prog="sideline")
    pull_cmd.add_parser(parser.add_subparsers())
    with pytest.raises(SystemExit) as e:
        parser.parse_args(["pull", "--help"])
    assert e.value.code == 0
    out = capsys.readouterr().out
    assert "usage: sideline pull" in out and "--output" in out and "--teams" in out
    with pytest.raises(SystemExit) as e:
        parser.parse_args(["pull", "--timeout", "-1"])
    assert e.value.code == 2

"""The `sideline` command's surface: --help everywhere, odds, clean failures."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from games.cfs.rules.odds import p_at_least
from host_tools import cli

TEAMS = Path(__file__).resolve().parents[2] / "firmware" / "teams"
OTTERS = str(TEAMS / "cascade_otters.json")
RAMS = str(TEAMS / "granite_rams.json")


@pytest.mark.parametrize(
    "argv",
    [
        ["--help"],
        ["emulate", "--help"],
        ["sheet", "--help"],
        ["sheet", "check", "--help"],
        ["odds", "--help"],
        ["simulate", "--help"],
        ["replay", "--help"],
    ],
)
def test_every_command_has_help(argv, capsys):
    assert cli.main(argv) == 0
    assert "usage: sideline" in capsys.readouterr().out


def test_no_command_prints_help_and_fails(capsys):
    assert cli.main([]) == 2


def test_odds_json(capsys):
    assert cli.main(["odds", OTTERS, "--vs", RAMS, "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    screen = next(r for r in rows if r["play"] == "Screen Pass" and r["defense"] == "zone")
    assert (screen["green"], screen["red"], screen["break_away"]) == (2, 2, 3)
    assert screen["defense_yellow"] == 1 and screen["offense_yellow"] == 0
    assert screen["bonus20"] is False
    assert screen["p_matchup"] == pytest.approx(p_at_least(2, 2))
    stop_go = next(r for r in rows if r["play"] == "Stop & Go")
    assert stop_go["bonus20"] is True
    for r in rows:
        assert 0 <= r["p_turnover"] <= r["p_matchup"] + 1
        assert r["p_gain_roll"] <= r["p_matchup"] + 1e-12


def test_odds_table(capsys):
    assert cli.main(["odds", OTTERS, "--vs", RAMS]) == 0
    out = capsys.readouterr().out
    assert "Cascade Otters on offense vs Granite Rams" in out and "Screen Pass" in out


def test_odds_bad_sheet_is_a_message_not_a_traceback(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": 1}')
    assert cli.main(["odds", str(bad), "--vs", RAMS]) == 1
    err = capsys.readouterr().err
    assert "bad.json" in err and "Traceback" not in err
    assert cli.main(["odds", str(tmp_path / "missing.json"), "--vs", RAMS]) == 1


def test_installed_command_runs():
    exe = Path(sys.executable).parent / "sideline"
    res = subprocess.run(
        [str(exe), "odds", OTTERS, "--vs", RAMS, "--json"], capture_output=True, text=True
    )
    assert res.returncode == 0 and json.loads(res.stdout)


@pytest.mark.parametrize("command", ["odds", "simulate", "replay", "emulate"])
def test_every_by_game_command_documents_its_games(command, capsys):
    assert cli.main([command, "--help"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "--game ID" in out
    assert all(g in out for g in ("cfs", "dicebowl", "fliip", "rlb"))


def test_a_game_without_the_command_is_one_line_from_the_process_too():
    cmd = [sys.executable, "-m", "host_tools.cli", "simulate", "--game", "rlb"]
    res = subprocess.run(
        cmd, capture_output=True, text=True, cwd=Path(__file__).resolve().parents[2]
    )
    assert res.returncode == 2 and res.stdout == "" and "Traceback" not in res.stderr
    assert res.stderr.startswith("sideline simulate: rlb has no simulate (")
    assert len(res.stderr.splitlines()) == 1

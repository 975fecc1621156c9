"""`sideline simulate`: results, determinism, --bench, --strength, --fit-ep, and clean
failures for bad arguments."""

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

from games.cfs.coach import points
from host_tools import cli

ROOT = Path(__file__).resolve().parents[3]
TEAMS = ROOT / "firmware" / "teams"
RAMS = str(TEAMS / "granite_rams.json")


def run(capsys, *argv):
    status = cli.main(["simulate", *argv])
    out, err = capsys.readouterr()
    return status, out, err


def test_help(capsys):
    status, out, _ = run(capsys, "--help")
    assert status == 0 and "usage: sideline simulate" in out
    for flag in ("--home-caller", "--bench", "--strength", "--json", "--seed"):
        assert flag in out


@pytest.mark.parametrize(
    "argv,status,words",
    [
        (["--home", "nowhere.json", "--away", "granite_rams"], 1, "no team sheet nowhere.json"),
        (
            ["--home", "granite_rams", "--away", "granite_rams", "--home-caller", "robot"],
            2,
            "invalid choice",
        ),
        (
            ["--home", "granite_rams", "--away", "granite_rams", "--games", "0"],
            2,
            "expected 1 or more",
        ),
        (["--home", "granite_rams", "--away", "granite_rams", "--games", "x"], 2, "whole number"),
        (["--home", "granite_rams"], 2, "--home and --away are required"),
        (["--bench", "--strength"], 2, "not allowed with"),
    ],
)
def test_bad_arguments_are_one_clean_message(capsys, argv, status, words):
    got, out, err = run(capsys, *argv)
    assert got == status and words in err and "Traceback" not in err + out


def test_a_bad_sheet_gives_the_checker_message(capsys, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": 1}')
    status, _, err = run(capsys, "--home", str(bad), "--away", "granite_rams")
    assert status == 1 and str(bad) in err and "missing field" in err


def test_no_traceback_from_the_installed_command():
    res = subprocess.run(
        [sys.executable, "-m", "host_tools.cli", "simulate", "--home", "nope", "--away", "x"],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert res.returncode == 1 and "Traceback" not in res.stderr
    assert res.stderr.startswith("sideline simulate: no team sheet nope")


def test_same_seed_same_output_and_the_json_adds_up(capsys):
    def argv(seed):
        return ["--home", "granite_rams", "--away", RAMS, "--games", "6", "--seed", str(seed),
                "--away-caller", "card", "--json"]  # fmt: skip

    status, first, _ = run(capsys, *argv(4))
    assert status == 0
    assert run(capsys, *argv(4))[1] == first
    r = json.loads(first)
    assert r["games"] == 6 and r["home_wins"] + r["away_wins"] + r["ties"] == 6
    assert (r["home"], r["away"], r["home_caller"], r["away_caller"]) == (
        "granite_rams",
        "granite_rams",
        "coach",
        "card",
    )
    for key in ("home_points_mean", "away_points_mean", "home_yards_per_play", "away_plays_mean"):
        assert r[key] > 0
    assert json.loads(run(capsys, *argv(5))[1]) != r  # another seed, other games


def test_table_names_the_teams_and_the_measures(capsys):
    status, out, _ = run(
        capsys, "--home", "prairie_comets", "--away", "bayou_herons", "--games", "2"
    )
    assert status == 0
    for words in ("Prairie Comets (coach)", "Bayou Herons (coach)", "yards per play", "turnovers"):
        assert words in out


def test_bench_reports_games_per_second_and_the_dice_floor(capsys):
    status, out, _ = run(capsys, "--bench", "--games", "3", "--json")
    r = json.loads(out)
    assert status == 0 and r["games"] == 3 and r["games_per_second"] > 0
    assert r["dice_per_game"] > 100 and r["ratio_to_dice"] > 1  # a game is more than its dice
    status, out, _ = run(capsys, "--bench", "--games", "2")
    assert status == 0 and "games/s" in out and "the dice" in out


def test_strength_reports_a_wilson_interval_and_its_command(capsys):
    status, out, _ = run(capsys, "--strength", "--games", "2", "--seed", "5", "--json")
    r = json.loads(out)
    assert status == 0 and r["games"] == 24 and len(r["pairings"]) == 12
    assert r["command"] == "sideline simulate --strength --games 2 --seed 5"
    lo, hi = r["wilson95"]
    assert 0 <= lo <= r["win_rate"] <= hi <= 1
    assert r["coach_wins"] + r["coach_losses"] + r["ties"] == 24
    status, out, _ = run(capsys, "--strength", "--games", "2", "--seed", "5")
    assert "ties count half" in out and "command: sideline simulate --strength" in out


def test_fit_ep_prints_a_table_of_the_coach_shape(capsys):
    status, out, _ = run(capsys, "--fit-ep", "--games", "2")
    assert status == 0
    src = out[out.index("_EP = (") + len("_EP = ") :]
    rows = ast.literal_eval(src)
    assert len(rows) == points.EP_ROWS == len(points._EP)
    assert all(len(r) == 10 and list(r) == sorted(r) for r in rows)  # better field, more points

"""Exact kick odds (issue 15, item 6) checked two ways: against brute-force enumeration of
the 216 outcomes read from the file's own words, and against the game itself by
simulation: 20,000 kicks per table through games.fliip.game.apply with the project's
dice, a chi-square test of the result counts (categories pooled until each expects at
least 5) at alpha = 0.001, and the mean field position within 4.4 standard errors
(two-sided p of about 1e-5)."""

import itertools
import json
import math
from pathlib import Path

import pytest
from kits.fliip import at, kicking_off, new
from kits.fliip import team as kit_team
from kits.stats import chi2_sf, chi_square

from games.fliip import game, tables
from host_tools.fliip import cmd as fliip_cmd
from host_tools.fliip import odds as fliip_odds
from sideline.dice import Dice, seed_state

TEAMS = Path(__file__).resolve().parents[3] / "firmware" / "teams" / "fliip"
SLUGS = sorted(p.stem for p in TEAMS.glob("*.json"))
ALPHA = 0.001
N = 20000
LOS = 30


def load(slug):
    text = (TEAMS / (slug + ".json")).read_text()
    return json.loads(text), tables.parse(slug, text)[0]


def brute(words):
    """{result word: ways} by enumerating three dice over the file's list."""
    out = {}
    for faces in itertools.product(range(1, 7), repeat=3):
        w = words[sum(faces) - 3]
        out[w] = out.get(w, 0) + 1
    return out


@pytest.mark.parametrize("slug", SLUGS)
def test_f7_odds_are_the_216_outcomes_counted(slug):
    data, team = load(slug)
    rows = fliip_odds.team_odds(team, LOS)
    words = [data["kickoff"][k] for k in ("normal", "onside", "safety")]
    words += [data["punt"][k] for k in ("normal", "pooch")]
    words += [r["totals"] for r in data["field_goal"]]
    assert len(rows) == len(words)
    for row, w in zip(rows, words, strict=True):
        assert {r["result"]: r["ways"] for r in row["results"]} == brute(w)
        assert sum(r["p"] for r in row["results"]) == pytest.approx(1.0, abs=1e-12)


def test_ways_of_three_dice():
    w = dict(fliip_odds.ways())
    assert sum(w.values()) == 216 and w[3] == w[18] == 1 and w[10] == w[11] == 27


def _simulate(slug, kind, index, n, seed):
    """n kicks through the game: {result word: count} and the next snap's spots."""
    _, team = load(slug)
    other = kit_team(name="Other", abbr="OTH")
    dice = Dice(seed_state(seed))
    counts = {}
    spots = []
    for _ in range(n):
        if kind == "kickoff":
            s = kicking_off(new(home=team, away=other), "home", "safety" if index == 2 else None)
            game.apply(s, {"m": "kickoff", "n": index}, dice)
        else:
            s = at(new(home=team, away=other), "home", LOS, 4)
            game.apply(s, {"m": "punt", "n": index}, dice)
        G = s["G"]
        rows = G["sheet"]
        if G["score"]["away"]:
            word = "Return/TD"
        elif G["offense"] == "home":  # the kicking team has the ball: a fumbled return
            word = "Fumble/%d" % ((100 - G["los"]) if kind == "kickoff" else G["los"] - LOS)
        elif kind == "kickoff":
            word = str(G["los"])
        elif rows[0]["result"] == "PTBLK":
            word = "Block/-%d" % (LOS - (100 - G["los"]))
        else:
            word = str(100 - G["los"] - LOS)
        if not G["score"]["away"]:
            # the ball's yard line from the receiver's goal line
            spots.append(G["los"] if G["offense"] == "away" else 100 - G["los"])
        counts[word] = counts.get(word, 0) + 1
    return counts, spots


CASES = [(s, "kickoff", i) for s in SLUGS for i in range(3)]
CASES += [(s, "punt", i) for s in SLUGS for i in range(2)]


@pytest.mark.parametrize("slug,kind,index", CASES, ids=lambda v: str(v))
def test_f8_f9_f11_exact_odds_match_the_game_by_simulation(slug, kind, index):
    _, team = load(slug)
    table = fliip_odds.team_odds(team, LOS)[index + (3 if kind == "punt" else 0)]
    counts, spots = _simulate(slug, kind, index, N, seed=1000 + 10 * index + len(slug))
    assert set(counts) <= {r["result"] for r in table["results"]}
    # Pool neighbouring results until each expects at least 5.
    obs, exp = [], []
    o = e = 0.0
    for r in table["results"]:
        o += counts.get(r["result"], 0)
        e += N * r["p"]
        if e >= 5:
            obs.append(o)
            exp.append(e)
            o = e = 0.0
    if e:
        obs[-1] += o
        exp[-1] += e
    p = chi2_sf(chi_square(obs, exp), len(obs) - 1)
    assert p > ALPHA, (counts, p)
    mean = sum(spots) / len(spots)
    sd = math.sqrt(sum((x - mean) ** 2 for x in spots) / (len(spots) - 1))
    assert abs(mean - table["expected_spot"]) < 4.4 * sd / math.sqrt(len(spots))


def test_expected_spot_known_value():
    # A kick-off table of 15 x "20" and one "Fumble/40": (215 * 20 + 40) / 216.
    t = kit_team()
    t["kickoff"][0] = [tables.code(tables.LINE, 20)] * 15 + [tables.code(tables.FUMBLE, 40)]
    row = fliip_odds.team_odds(t)[0]
    assert row["expected_spot"] == pytest.approx((215 * 20 + 40) / 216)
    assert row["p_touchdown"] == 0


def test_cli_odds_json_is_the_same_as_data(capsys):
    import argparse

    args = argparse.Namespace(team=SLUGS[0], los=LOS, json=True)
    assert fliip_cmd.odds_main(args) == 0
    got = json.loads(capsys.readouterr().out)
    _, team = load(SLUGS[0])
    assert got["tables"] == json.loads(json.dumps(fliip_odds.team_odds(team, LOS)))
    args.json = False
    assert fliip_cmd.odds_main(args) == 0
    text = capsys.readouterr().out
    assert "kickoff onside" in text and "/216" in text and "field goal" in text
    args.team = "no_such_team"
    assert fliip_cmd.odds_main(args) == 1

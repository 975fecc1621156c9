"""Rugby League Breakout's files: rosters and orders with their one-line checker, and the
`sideline rlb` command that adjudicates a whole match from two orders files."""

import json
from pathlib import Path

import pytest

from games.rlb import match, orders, roster
from host_tools import cli
from host_tools.rlb import cmd as rlb_cmd
from sideline.dice import Dice, seed_state

TEAMS = Path(__file__).resolve().parents[3] / "firmware" / "teams" / "rlb"
HOME = TEAMS / "orders" / "harbour_gulls.txt"
AWAY = TEAMS / "orders" / "copperline_miners.txt"


def test_sample_rosters_are_good_and_fictional_teams():
    files = sorted(TEAMS.glob("*.json"))
    assert len(files) >= 2
    names = set()
    for f in files:
        t, msg = roster.parse_roster(f.name, f.read_text())
        assert msg is None, msg
        assert [p[0] for p in t["players"]] == list(range(1, 14))
        names.add(t["abbr"])
    assert len(names) == len(files)


def _good():
    return json.loads((TEAMS / "harbour_gulls.json").read_text())


def _mutate(fn):
    data = _good()
    fn(data)
    return json.dumps(data)


@pytest.mark.parametrize(
    "change,message",
    [
        (lambda d: d.update(game="cfs"), 'game must be "rlb"'),
        (lambda d: d.pop("abbr"), "abbr must be text"),
        (lambda d: d["players"].pop(), "players must list 13"),
        (lambda d: d["players"][3].update(no=3, pos="CE"), "player 4: shirt 3 twice"),
        (lambda d: d["players"][0].update(pos="WG"), "player 1: shirt 1 plays FB"),
        (lambda d: d["players"][7].update(pw=21), "player 8: pw must be a whole number 0-20"),
        (lambda d: d["players"][7].update(ta="9"), "player 8: ta must be"),
        (lambda d: d["players"][2].pop("sp"), "player 3: sp must be"),
    ],
)
def test_roster_checker_names_the_file_and_the_problem(change, message):
    t, msg = roster.parse_roster("x.json", _mutate(change))
    assert t is None and msg.startswith("x.json: ") and message in msg
    assert "\n" not in msg


def test_roster_that_is_not_json():
    assert roster.parse_roster("x.json", "{nope")[1] == "x.json: not JSON"


GOOD_ORDERS = HOME.read_text()


@pytest.mark.parametrize(
    "old,new,message",
    [
        ("keys 6 13", "keys 6 6", "line 4: keys are two different"),
        ("effort 2", "effort 12", "line 5: effort is one number 0-9"),
        ("defence ND ID OD TD GL GL LD", "defence ND ID", "defence lists one play"),
        ("defence ND ID OD TD GL GL LD", "defence ND ID OD TD GL XX LD", "unknown defence play XX"),
        ("p1 HU DH SO WG CE BK", "p1 HU DH SO WG BK CE", "BK only on the sixth tackle"),
        ("p1 HU DH SO WG CE BK", "p1 HU DH SO WG CE", "lists a play for each of the 6"),
        ("p2 HU LF SH CE WG GK", "p2 HU LF SH QQ WG GK", "unknown attacking play QQ"),
        ("p3 HU DH SO WG FB CK\n", "", "no p3 line"),
        ("team harbour_gulls\n", "", "no team line"),
        ("hardness 1", "hardnes 1", "unknown line 'hardnes'"),
    ],
)
def test_orders_checker_names_the_file_and_the_problem(old, new, message):
    assert old in GOOD_ORDERS
    o, msg = orders.parse_orders("h.txt", GOOD_ORDERS.replace(old, new))
    assert o is None and msg.startswith("h.txt: ") and message in msg and "\n" not in msg


def test_orders_without_a_seventh_possession_repeat_the_first():
    o, msg = orders.parse_orders("a.txt", AWAY.read_text())
    assert msg is None
    assert o["attack"][6] == o["attack"][0] and len(o["defence"]) == 7
    assert o["defence"][6] == o["defence"][0]  # both from 80 out [5.1], [5.18]


def run_cli(capsys, *argv):
    code = cli.main(["rlb", *argv])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_check_command(capsys, tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text(GOOD_ORDERS.replace("keys 6 13", "keys 6"))
    code, out, err = run_cli(
        capsys, "check", str(TEAMS / "harbour_gulls.json"), str(HOME), str(bad)
    )
    assert code == 1
    assert out.count("ok  ") == 2
    assert err.strip().splitlines() == [
        str(bad) + ": line 4: keys are two different shirt numbers 1-13"
    ]
    assert rlb_cmd.check_file(tmp_path / "missing.txt")[1].startswith(str(tmp_path / "missing.txt"))


def _seed_with_extra_possessions():
    for seed in range(1, 200):
        code_json = _json(seed)
        if any(e["e"] == "extra" for e in code_json["events"]):
            return seed, code_json
    raise AssertionError("no seed in 1..199 went to the first tie-breaker")


def _json(seed, *more):
    import contextlib
    import io

    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        assert (
            cli.main(
                ["rlb", "adjudicate", str(HOME), str(AWAY), "--seed", str(seed), "--json", *more]
            )
            == 0
        )
    return json.loads(buf.getvalue())


def test_a_whole_game_with_the_first_tiebreaker_by_file(capsys):
    seed, rep = _seed_with_extra_possessions()
    ev = rep["events"]
    overs = [(e["team"], e["poss"]) for e in ev if e["e"] == "over"]
    assert overs == [(t, n) for n in range(1, 8) for t in (0, 1)]  # six each, then a seventh
    # The report is the record: replaying its actions from its start gives its score.
    G = match.replay(rep["start"], rep["actions"], Dice)
    assert G["score"] == rep["score"] and G["over"]
    # And the text report says the same, tackle by tackle.
    code, out, err = run_cli(capsys, "adjudicate", str(HOME), str(AWAY), "--seed", str(seed))
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert sum("FIRST TIE-BREAKER" in s for s in lines) == 1
    runs = [e for e in ev if e["e"] in ("run", "kick", "drop")]
    assert sum(1 for s in lines if " out  " in s) == len(runs)
    s = rep["score"]
    assert lines[-1].startswith("RESULT: Harbour Gulls %d, Copperline Miners %d" % (s[0], s[1]))


def test_same_seed_same_match_other_seed_other_match():
    assert _json(4) == _json(4)
    assert _json(4)["events"] != _json(5)["events"]


def test_cup_tie_goes_to_the_second_tiebreaker():
    # The season figures given on the command line settle a level cup game (R4).
    for seed in range(1, 300):
        rep = _json(seed, "--cup", "--season-for", "310", "290", "--teams", str(TEAMS))
        if any(e["e"] == "award" for e in rep["events"]):
            break
    else:
        raise AssertionError("no level cup game in 300 seeds")
    award = [e for e in rep["events"] if e["e"] == "award"][0]
    assert award["team"] == 0 and award["by"] == "season for"
    assert rep["result"] == {"winner": 0, "by": "season for"}
    assert rep["score"][0] == rep["score"][1] + 1


def test_bad_orders_get_one_line(capsys, tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text(GOOD_ORDERS.replace("team harbour_gulls", "team nobody"))
    code, out, err = run_cli(capsys, "adjudicate", str(bad), str(AWAY), "--seed", "1")
    assert code == 1 and out == ""
    assert err.strip().splitlines() == ["%s: no roster nobody.json in %s" % (bad, TEAMS)]
    code, out, err = run_cli(capsys, "adjudicate", str(tmp_path / "none.txt"), str(AWAY))
    assert code == 1 and len(err.strip().splitlines()) == 1 and "none.txt: cannot read" in err


def test_odds_by_game_exact_chances(capsys):
    code = cli.main(
        ["odds", "--game", "rlb"]
        + [str(TEAMS / "harbour_gulls.json"), str(TEAMS / "copperline_miners.json")]
    )
    out = capsys.readouterr().out.splitlines()
    assert code == 0
    kicks = out.index("kick  recovered  mean yards")
    rows = {r.split()[0]: r.split()[1:] for r in out[2:kicks]}
    assert set(rows) == {"HU", "DH", "LF", "SH", "SO", "CE", "WG", "FB"}
    assert [r.split()[0] for r in out[kicks + 1 : -1]] == ["GK", "BK", "CK"]
    assert out[-1] == "penalty on the sixth tackle: 0%"
    assert cli.main(["odds", "--game", "rlb", "--play", "XX"]) == 2


def test_odds_json_holds_the_figures_the_table_prints(capsys):
    from host_tools.rlb import odds as rlb_odds

    args = [str(TEAMS / "harbour_gulls.json"), str(TEAMS / "copperline_miners.json")]
    code = cli.main(["rlb", "odds"] + args + ["--play", "TD", "--offside", "2", "--json"])
    got = json.loads(capsys.readouterr().out)
    assert code == 0 and got["play"] == "TD"
    assert got["options"] == {"effort": 0, "offside": 2, "hardness": 0}
    att, _ = roster.parse_roster("h", (TEAMS / "harbour_gulls.json").read_text())
    dfn, _ = roster.parse_roster("a", (TEAMS / "copperline_miners.json").read_text())
    figs = rlb_odds.as_json(rlb_odds.figures(att, dfn, "TD", [0, 2, 0]))
    assert got["runs"] == figs["runs"] and got["kicks"] == figs["kicks"]
    assert got["penalty"] == 0.1  # offside 2: 2 in 20
    wg = [r for r in got["runs"] if r["play"] == "WG"][0]
    assert 0 < wg["break"] < 1 and set(wg) == {"play", "turnover", "break", "yards"}


def test_new_game_from_orders_is_the_same_as_from_the_box():
    ho, _ = orders.parse_orders("h", HOME.read_text())
    ao, _ = orders.parse_orders("a", AWAY.read_text())
    teams = [
        roster.parse_roster(n, (TEAMS / (n + ".json")).read_text())[0]
        for n in (ho["team"], ao["team"])
    ]
    G = match.new_game(teams[0], teams[1], seed_state(9))
    start = match.copy(G)
    log = orders.adjudicate(G, [ho, ao], Dice)
    assert match.replay(start, [a for a, _ in log], Dice) == G

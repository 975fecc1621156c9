"""Kicking tables as data (F7-F11): the file format, its checker, the loader that skips a
bad file, and the shipped fictional teams."""

import copy
import json
from pathlib import Path

import pytest
from kits.fliip import team_data

from games.fliip import tables
from host_tools.fliip import cmd as fliip_cmd

TEAMS = Path(__file__).resolve().parents[3] / "firmware" / "teams" / "fliip"
SHIPPED = sorted(TEAMS.glob("*.json"))


def test_at_least_two_fictional_sample_teams_pass_the_checker():
    assert len(SHIPPED) >= 2
    names = set()
    for path in SHIPPED:
        team, msg = tables.parse(path.name, path.read_text())
        assert msg is None, msg
        names.add(team["name"])
    assert len(names) == len(SHIPPED)


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_f7_shipped_tables_are_better_for_the_kicker_as_the_total_rises(path):
    # F7: higher totals are better for the kicking team. For plain kick-off lines that is
    # a shorter field for the receiver; for punts a longer net; for field goals no Good
    # below a miss. Checked on the file's own words, not through the parser.
    data = json.loads(path.read_text())
    for kind, table in data["kickoff"].items():
        lines = [int(r) for r in table if r.isdigit()]
        assert lines == sorted(lines, reverse=True), kind
    for kind, table in data["punt"].items():
        nets = [int(r) for r in table if r.lstrip("-").isdigit()]
        assert nets == sorted(nets), kind
    for row in data["field_goal"]:
        goods = [i for i, r in enumerate(row["totals"]) if r == "Good"]
        assert goods == list(range(goods[0], 16)), row["upto"]


def test_f7_every_table_is_read_by_the_sixteen_totals_of_three_dice():
    for path in SHIPPED:
        t, _ = tables.parse(path.name, path.read_text())
        for table in t["kickoff"] + t["punt"] + [row[1] for row in t["fg"]]:
            assert len(table) == 18 - 3 + 1


@pytest.mark.parametrize(
    "table,text,kind,n",
    [
        ("kickoff", "34", tables.LINE, 34),
        ("kickoff", "Fumble/20", tables.FUMBLE, 20),
        ("kickoff", "Return/TD", tables.RETURN_TD, 0),
        ("punt", "41", tables.NET, 41),
        ("punt", "-3", tables.NET, -3),
        ("punt", "Fumble/27", tables.FUMBLE, 27),
        ("punt", "Block/-10", tables.BLOCK, 10),
        ("punt", "Return/TD", tables.RETURN_TD, 0),
        ("fg", "Good", tables.GOOD, 0),
        ("fg", "Miss/-8", tables.MISS, 8),
        ("fg", "Block/-15", tables.BLOCK, 15),
        ("fg", "Block/TD", tables.BLOCK_TD, 0),
    ],
)
def test_f8_f9_f10_the_result_kinds_the_seed_names(table, text, kind, n):
    c = tables.parse_result(text, table)
    assert tables.kind_of(c) == kind and tables.value_of(c) == n
    assert tables.text_of(c) == text


@pytest.mark.parametrize(
    "table,text",
    [
        ("kickoff", "51"),  # F8: always on the receiving team's own half
        ("kickoff", "0"),
        ("kickoff", "Block/-5"),
        ("kickoff", "Good"),
        ("punt", "Miss/-8"),
        ("punt", "Fumble/x"),
        ("fg", "41"),
        ("fg", "Miss/-41"),  # would put the ball behind the kicking team's goal line
        ("fg", "Return/TD"),
        ("fg", 3),
        ("punt", " 41"),
    ],
)
def test_results_a_table_may_not_hold(table, text):
    assert tables.parse_result(text, table) is None


def _message(data, name="x.json"):
    team, msg = tables.parse(name, json.dumps(data))
    assert team is None
    assert "\n" not in msg and msg.startswith(name + ": ")
    return msg


def test_checker_names_the_file_and_the_problem_in_one_line():
    good = team_data()
    bad = copy.deepcopy(good)
    bad["kickoff"]["onside"][15] = "Fumble/100"
    assert _message(bad) == (
        "x.json: kickoff.onside[15] (total 18): expected a line 1..50, Fumble/1..99 or "
        'Return/TD, got "Fumble/100"'
    )
    bad = copy.deepcopy(good)
    bad["punt"]["pooch"] = bad["punt"]["pooch"][:15]
    assert "punt.pooch: expected a list of 16 results (totals 3..18), got 15" in _message(bad)
    bad = copy.deepcopy(good)
    del bad["punt"]["normal"]
    assert 'punt: missing field "normal"' in _message(bad)
    bad = copy.deepcopy(good)
    bad["field_goal"] = [{"upto": 30, "totals": ["Good"] * 16}]
    assert "must reach the opponent's 45" in _message(bad)
    bad["field_goal"] = [{"upto": 46, "totals": ["Good"] * 16}]
    assert "field_goal[0].upto: expected the opponent's yard line 1..45" in _message(bad)
    bad = copy.deepcopy(good)
    bad["game"] = "cfs"
    assert 'game: expected "fliip"' in _message(bad)
    bad = copy.deepcopy(good)
    bad["abbr"] = "gu"
    assert "abbr: expected capital letters" in _message(bad)
    bad = copy.deepcopy(good)
    bad["extra"] = 1
    assert 'unknown field "extra"' in _message(bad)
    assert "not valid JSON" in tables.parse("y.json", "{")[1]
    assert "not valid JSON" in tables.parse("y.json", b"\xff\xfe")[1]
    assert "expected an object" in tables.parse("y.json", "[1]")[1]


def test_loader_skips_a_bad_file_and_a_repeated_abbr_keeping_the_rest():
    good = json.dumps(team_data(abbr="AAA"))
    other = json.dumps(team_data(abbr="BBB"))
    teams, msgs = tables.load(
        [
            ("t/a.json", good),
            ("t/bad.json", "{"),
            ("t/again.json", good),
            ("t/b.json", other),
        ]
    )
    assert sorted(teams) == ["a", "b"]
    assert len(msgs) == 2 and msgs[0].startswith("t/bad.json: ")
    assert msgs[1].startswith('t/again.json: abbr: "AAA" is already used by t/a.json')


def test_cli_check_prints_ok_or_one_line_and_exits_1(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"game": "fliip"}))
    rc = fliip_cmd.check_files([str(p) for p in SHIPPED] + [str(bad), str(tmp_path / "no.json")])
    out, err = capsys.readouterr()
    assert rc == 1
    assert out.count("ok  ") == len(SHIPPED)
    lines = err.strip().split("\n")
    assert len(lines) == 2
    assert lines[0].startswith(str(tmp_path / "no.json") + ": cannot read")
    assert lines[1].startswith(str(bad) + ": ")
    assert fliip_cmd.check_files([str(p) for p in SHIPPED]) == 0


def test_check_file_for_the_sheet_check_dispatch(tmp_path):
    team, msg = fliip_cmd.check_file(SHIPPED[0])
    assert msg is None and team["abbr"]
    p = tmp_path / "t.json"
    p.write_text("[]")
    team, msg = fliip_cmd.check_file(p)
    assert team is None and msg.startswith(str(p) + ": ")


def test_the_checker_never_raises_on_garbage():
    from hypothesis import given, settings
    from hypothesis import strategies as st

    leaf = st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=12))
    value = st.recursive(
        leaf, lambda c: st.lists(c, max_size=17) | st.dictionaries(st.text(max_size=8), c)
    )

    @settings(max_examples=300, deadline=None)
    @given(value)
    def run(v):
        team, msg = tables.parse("g.json", json.dumps(v))
        assert team is None and "internal error" not in msg

    run()

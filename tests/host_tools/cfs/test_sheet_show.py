"""`sideline sheet show FILE`: a sheet laid out as the printed one, or the checker's message."""

import json
from pathlib import Path

import pytest

from games.cfs.sheet.parts import DEFENSE_NAMES, DEFENSE_SHORT, DEFENSES, RANKS, SUITS
from host_tools import cli
from host_tools.cfs import sheet_view
from host_tools.cfs.sheets import load_sheet_file

TEAMS = Path(__file__).resolve().parents[3] / "firmware" / "teams"
SHEETS = sorted(TEAMS.glob("*.json"))
OTTERS = TEAMS / "cascade_otters.json"


def _show(path, capsys):
    status = cli.main(["sheet", "show", str(path)])
    got = capsys.readouterr()
    return status, got.out, got.err


@pytest.mark.parametrize("path", SHEETS, ids=lambda p: p.stem)
def test_every_shipped_sheet_shows(path, capsys):
    status, out, err = _show(path, capsys)
    assert status == 0 and err == ""
    sheet, msg = load_sheet_file(path)
    assert msg is None
    assert sheet["name"] in out and "(%s)" % sheet["abbr"] in out
    for p in sheet["plays"]:
        assert p["name"] in out and p["short"] in out
    for d in DEFENSES:
        assert DEFENSE_NAMES[d] in out
    for table in ("Kickoff return", "Kickoff adj.", "Punting", "Punt return", "Field goal"):
        assert table in out


def test_squares_dice_and_tables_read_like_the_printed_sheet(capsys):
    status, out, _ = _show(OTTERS, capsys)
    assert status == 0
    raw = json.loads(OTTERS.read_text())
    lines = out.splitlines()

    def row(name):
        return next(ln for ln in lines if ("│ " + name + " ") in ln)

    # A play: its squares (one per use, in fives), green, overrides, break-away, yellow, +20.
    screen = next(p for p in raw["plays"] if p["name"] == "Screen Pass")
    r = row("Screen Pass")
    assert sheet_view.squares(screen["uses"]) in r and r.count("\u25a1") == screen["uses"]
    assert "PASS" in r
    cells = [c.strip() for c in r.split("│")]
    assert cells[5] == str(screen["green"])
    for d, n in screen["green_vs"].items():
        assert "%s %d" % (DEFENSE_SHORT[d], n) in r
    assert cells[7] == str(screen["break_away"])
    stop_go = [c.strip() for c in row("Stop & Go").split("│")]
    assert stop_go[-2] == "+20" and stop_go[8] == "1"

    # Totals: one square per run and per pass play allowed.
    for kind in ("run", "pass"):
        total_line = next(ln for ln in lines if kind.upper() + " plays" in ln)
        assert total_line.count("\u25a1") == raw["totals"][kind]

    # Defenses: bases unlimited, packages with squares, under their base.
    assert "unlimited" in row("Base Run Defense")
    zone = [c.strip() for c in row("  Zone").split("│")]
    d = raw["defenses"]["zone"]
    assert zone[2].count("\u25a1") == d["uses"]
    assert (zone[3], zone[4], zone[5]) == (str(d["red_run"]), str(d["red_pass"]), "1")
    base_run = out.index("Base Run Defense")
    base_pass = out.index("Base Pass Defense")
    assert base_run < out.index("  Goal Line") < base_pass < out.index("  Prevent")

    # Special teams by die face: "10 & RA" for roll again, signed adjustments.
    ko = [c.strip() for c in row("Kickoff return").split("│")][2:8]
    assert ko == ["10 & RA", "17", "19", "23", "26", "32"]
    adj = [c.strip() for c in row("Kickoff adj.").split("│")][2:8]
    assert adj == ["\u22125", "\u22123", "0", "0", "+2", "+4"]
    pr = [c.strip() for c in row("Punt return").split("│")][2:8]
    assert pr[0] == "7 & RA"
    # Field goals by distance band, then no try beyond the last.
    assert "up to 29" in out and "30\u201339" in out and "56 and beyond" in out
    assert "no try" in out


def test_cards_grid_has_all_52(capsys):
    status, out, _ = _show(OTTERS, capsys)
    assert status == 0
    sheet, _ = load_sheet_file(OTTERS)
    shorts = {p["name"]: p["short"] for p in sheet["plays"]}
    grid = out[out.index("Cards (offense / defense)") :].splitlines()
    for rank in RANKS:
        line = next(ln for ln in grid if ln.split("│")[1:2] and ln.split("│")[1].strip() == rank)
        cells = [c.strip() for c in line.split("│")[2:6]]
        for s, cell in zip(SUITS, cells, strict=True):
            card = sheet["cards"][rank + s]
            assert cell == "%s / %s" % (shorts[card["offense"]], DEFENSE_SHORT[card["defense"]])


def test_bad_sheet_is_the_checkers_line_and_exit_1(tmp_path, capsys):
    bad = json.loads(OTTERS.read_text())
    bad["plays"][2]["green"] = 9
    path = tmp_path / "otters.json"
    path.write_text(json.dumps(bad))
    status, out, err = _show(path, capsys)
    assert status == 1 and out == ""
    assert err.strip() == "%s: plays[2].green: expected an integer 1..6, got 9" % path
    assert cli.main(["sheet", "check", str(path)]) == 1
    assert capsys.readouterr().err == err  # the very message `check` gives


def test_missing_or_non_json_file(tmp_path, capsys):
    status, out, err = _show(tmp_path / "nope.json", capsys)
    assert status == 1 and "cannot read the file" in err and "Traceback" not in err
    junk = tmp_path / "junk.json"
    junk.write_bytes(b"\xff\xfe{")
    status, out, err = _show(junk, capsys)
    assert status == 1 and "not UTF-8" in err


def test_usage(capsys):
    assert cli.main(["sheet", "show", "--help"]) == 0
    assert "usage: sideline sheet show" in capsys.readouterr().out
    assert cli.main(["sheet", "show"]) == 2
    assert cli.main(["sheet", "show", str(OTTERS), str(OTTERS)]) == 2

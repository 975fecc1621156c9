"""Pins for College Football Saturday's sheet module(s): tests that kill mutmut survivors,
expected values reasoned from the rules (rules/cfs.md ids) or the module's documented promise."""

import json
from pathlib import Path

import pytest

from games.cfs.sheet import red_for
from games.cfs.sheetcheck import check_sheet
from games.cfs.sheetload import load_sheet, load_sheets, parse_sheet, sheets_by_slug, team_catalog

TEAMS = Path(__file__).resolve().parent.parent / "firmware" / "teams"


def _text(name):
    return (TEAMS / name).read_text(encoding="utf-8")


def _abbr(name):
    return json.loads(_text(name))["abbr"]


def _with(name, path, value):
    """A shipped sheet's text with one value changed (path: keys and list indexes)."""
    d = json.loads(_text(name))
    node = d
    for k in path[:-1]:
        node = node[k]
    node[path[-1]] = value
    return json.dumps(d)


# ---------------------------------------------------------------- team_catalog, load_sheet


def test_team_catalog_keys_each_good_sheet_by_its_file_name_without_json_and_skips_the_bad():
    """team_catalog's promise: ({slug: abbr}, messages, load); slug is the file name without
    ".json"; a sheet that fails its check is skipped with its message (T1: green dice 1..6)."""
    files = {
        "cascade_otters.json": _text("cascade_otters.json"),
        "granite_rams.json": _text("granite_rams.json"),
        "broken.json": _with("bayou_herons.json", ("plays", 0, "green"), 7),
    }
    catalog, messages, load = team_catalog(sorted(files), files.__getitem__)
    assert catalog == {
        "cascade_otters": _abbr("cascade_otters.json"),
        "granite_rams": _abbr("granite_rams.json"),
    }
    assert messages == ["broken.json: plays[0].green: expected an integer 1..6, got 7"]
    # load(slug) reads that one sheet again, checked and with its cards compacted (T5).
    sheet = load("granite_rams")
    assert sheet["abbr"] == _abbr("granite_rams.json")
    assert sheet["cards"]["AS"] == (
        json.loads(_text("granite_rams.json"))["cards"]["AS"]["offense"],
        json.loads(_text("granite_rams.json"))["cards"]["AS"]["defense"],
    )


def test_team_catalog_keeps_a_name_without_json_as_its_slug():
    catalog, messages, _ = team_catalog(["otters"], lambda n: _text("cascade_otters.json"))
    assert catalog == {"otters": _abbr("cascade_otters.json")} and messages == []


def test_team_catalog_skips_a_second_sheet_with_an_abbr_already_used():
    """The device tells teams apart by abbr (load_sheets' promise): the later file is skipped."""
    text = _text("prairie_comets.json")
    abbr = _abbr("prairie_comets.json")
    catalog, messages, _ = team_catalog(["a.json", "b.json"], lambda n: text)
    assert catalog == {"a": abbr}
    assert messages == ['b.json: abbr: "%s" is already used by a.json; sheet skipped' % abbr]


def test_team_catalog_reports_unreadable_and_non_utf8_files_and_goes_on():
    def read(name):
        if name == "gone.json":
            raise OSError(5, "EIO")
        if name == "latin.json":
            b"\xff".decode("utf-8")  # what reading a non-UTF-8 file as text raises
        return _text("bayou_herons.json")

    catalog, messages, _ = team_catalog(["gone.json", "latin.json", "herons.json"], read)
    assert catalog == {"herons": _abbr("bayou_herons.json")}
    assert messages == [
        "gone.json: cannot read the file (%s)" % OSError(5, "EIO"),
        "latin.json: not UTF-8 text; sheet skipped",
    ]


def test_load_sheet_reads_slug_dot_json_and_raises_valueerror_with_the_message_when_bad():
    asked = []

    def read(name):
        asked.append(name)
        return _with("cascade_otters.json", ("plays", 1, "green"), 0)

    with pytest.raises(ValueError) as e:
        load_sheet("otters", read)
    assert asked == ["otters.json"]
    assert str(e.value) == "otters.json: plays[1].green: expected an integer 1..6, got 0"


def test_load_sheet_returns_the_checked_sheet_with_compact_cards():
    sheet = load_sheet("rams", lambda n: _text("granite_rams.json"))
    assert sheet["name"] == json.loads(_text("granite_rams.json"))["name"]
    assert all(type(c) is tuple and len(c) == 2 for c in sheet["cards"].values())


# ---------------------------------------------------------------- messages: _describe


@pytest.mark.parametrize(
    "value, shown",
    [
        (999999999, "999999999"),
        (-999999999, "-999999999"),
        (1000000000, "a very large number"),
        (-1000000000, "a very large number"),
        (10**30, "a very large number"),
    ],
)
def test_cfs_t1_a_number_of_ten_digits_or_more_is_not_printed_in_the_message(value, shown):
    """Messages are one line for a small display and the same on the Pico and the host: a
    number is printed up to nine digits, a longer one is called "a very large number"."""
    _, msg = parse_sheet("x.json", _with("cascade_otters.json", ("plays", 0, "green"), value))
    assert msg == "x.json: plays[0].green: expected an integer 1..6, got " + shown


def test_a_value_json_never_gives_is_described_as_unexpected():
    """parse_sheet and check_sheet never raise; they name what they were handed."""
    assert parse_sheet("x.json", ("a",)) == (
        None,
        "x.json: expected the file's text, got an unexpected value",
    )
    assert check_sheet(("a",)).endswith(" {...}, got an unexpected value")


# ---------------------------------------------------------------- load_sheets, sheets_by_slug


def test_load_sheets_goes_on_after_a_duplicate_abbr():
    a, b = _text("cascade_otters.json"), _text("granite_rams.json")
    sheets, messages = load_sheets([("a.json", a), ("dup.json", a), ("b.json", b)])
    assert [s["abbr"] for s in sheets] == [_abbr("cascade_otters.json"), _abbr("granite_rams.json")]
    assert len(messages) == 1 and messages[0].startswith("dup.json: abbr: ")


def test_sheets_by_slug_keys_by_file_name_without_folder_or_json():
    """sheets_by_slug's promise: the slug is the file name without folder or ".json" (the
    name a saved game uses for its teams); bad and duplicate sheets are left out with their
    messages, one list for all."""
    files = [
        ("teams/cascade_otters.json", _text("cascade_otters.json")),
        ("x/y/rams", _text("granite_rams.json")),
        ("teams/again.json", _text("cascade_otters.json")),
        ("teams/bad.json", _with("bayou_herons.json", ("plays", 0, "green"), 0)),
        ("comets.json", _text("prairie_comets.json")),
    ]
    out, messages = sheets_by_slug(files)
    assert sorted(out) == ["cascade_otters", "comets", "rams"]
    assert out["rams"]["abbr"] == _abbr("granite_rams.json")
    assert out["comets"]["abbr"] == _abbr("prairie_comets.json")
    assert out["cascade_otters"]["abbr"] == _abbr("cascade_otters.json")
    assert messages == [
        'teams/again.json: abbr: "%s" is already used by teams/cascade_otters.json; sheet skipped'
        % _abbr("cascade_otters.json"),
        "teams/bad.json: plays[0].green: expected an integer 1..6, got 0",
    ]
    assert sheets_by_slug([]) == ({}, [])


# ---------------------------------------------------------------- red_for (T3)


def test_cfs_t3_red_for_takes_only_run_or_pass():
    sheet = parse_sheet("x.json", _text("granite_rams.json"))[0]
    with pytest.raises(ValueError, match="^kind must be run or pass$"):
        red_for(sheet, "zone", "kick")


# ---------------------------------------------------------------- messages: the path


def _unknown_field(key):
    d = json.loads(_text("cascade_otters.json"))
    d["plays"][0][key] = 1
    return parse_sheet("x.json", json.dumps(d))[1]


@pytest.mark.parametrize(
    "key, path",
    [
        ("x", "plays[0].x"),
        ("odd key", 'plays[0]["odd key"]'),
        ("", 'plays[0][""]'),
        ("a" * 40, "plays[0]." + "a" * 40),
        ("a b " * 10, 'plays[0]["' + "a b " * 8 + '..."]'),
        ("c d " * 8, 'plays[0]["' + "c d " * 8 + '"]'),
    ],
)
def test_an_unknown_field_is_named_by_its_path(key, path):
    """Messages say where: "path.to.field: what is wrong"; a key of letters, digits and
    _-& joins with a dot, any other key (or an empty one) sits in ["..."], shortened past 32
    characters so the message stays one short line."""
    msg = _unknown_field(key)
    assert msg.startswith("x.json: " + path + ": unknown field (expected one of name, short, kind")

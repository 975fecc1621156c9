"""Pins for College Football Saturday's sheet module(s): tests that kill mutmut survivors,
expected values reasoned from the rules (docs/rules/cfs.md ids) or the module's documented
promise."""

import json
from pathlib import Path

import pytest

from games.cfs.sheet.check import check_sheet, normalize
from games.cfs.sheet.load import load_sheet, load_sheets, parse_sheet, sheets_by_slug, team_catalog
from games.cfs.sheet.parts import red_for

TEAMS = Path(__file__).resolve().parents[4] / "firmware" / "teams"


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


# ---------------------------------------------------------------- the card section (T5)


def _cards_msg(key, card):
    d = json.loads(_text("cascade_otters.json"))
    d["cards"][key] = card
    return check_sheet(d)


def _a_play():
    return json.loads(_text("cascade_otters.json"))["plays"][0]["name"]


WANT_CARD = 'expected an object {"offense": play, "defense": defense}'


@pytest.mark.parametrize(
    "card, message",
    [
        (5, "cards.AS: %s, got 5" % WANT_CARD),
        (["offense", "defense"], "cards.AS: %s, got a list" % WANT_CARD),
        (
            {"offense": "P", "foo": 1},
            "cards.AS.foo: unknown field (expected one of offense, defense)",
        ),
        (
            {"defense": "zone", "foo": 1},
            "cards.AS.foo: unknown field (expected one of offense, defense)",
        ),
        (
            {"foo": 1, "defense": "zone"},
            "cards.AS.foo: unknown field (expected one of offense, defense)",
        ),
        (
            {"offense": "P", "defense": "zone", "x": 1},
            "cards.AS.x: unknown field (expected one of offense, defense)",
        ),
        ({"offense": 5, "defense": "zone"}, "cards.AS.offense: expected a play name, got 5"),
        ({"offense": "P", "defense": 5}, "cards.AS.defense: expected a defense id, got 5"),
        (
            {"offense": "P", "defense": "goal_line"},
            'cards.AS.defense: "goal_line" cannot be drawn from a card'
            " (T5: no card selects Goal Line or Prevent)",
        ),
        (
            {"offense": "P", "defense": "nickel"},
            'cards.AS.defense: unknown defense "nickel" (expected one of base_run, base_pass,'
            " 4-4, inside_blitz, outside_blitz, zone, man_to_man)",
        ),
    ],
)
def test_cfs_t5_a_bad_card_is_named_with_what_is_wrong(card, message):
    """T5: each card maps to an offensive play and a defense (never Goal Line or Prevent);
    the message names the card and the field (P: a play on the sheet)."""
    if isinstance(card, dict) and card.get("offense") == "P":
        card = dict(card, offense=_a_play())
    assert _cards_msg("AS", card) == message


def test_cfs_t5_the_card_section_needs_the_52_cards_and_no_other():
    d = json.loads(_text("cascade_otters.json"))
    d["cards"] = []
    assert check_sheet(d) == "cards: expected an object with the 52 cards, got a list"
    d = json.loads(_text("cascade_otters.json"))
    del d["cards"]["KC"]
    assert check_sheet(d) == 'cards: missing card "KC" (all 52 cards are needed)'
    d = json.loads(_text("cascade_otters.json"))
    d["cards"]["1S"] = d["cards"]["AS"]
    assert check_sheet(d) == (
        'cards.1S: unknown card (a rank A 2 3 4 5 6 7 8 9 10 J Q K then a suit S H D C, e.g. "QH")'
    )


# ---------------------------------------------------------------- the field goal chart (T4, K6)

WANT_BAND = 'expected an object {"max_distance": N, "good": N}'
UNKNOWN_BAND = "unknown field (expected one of max_distance, good)"


def _fg_msg(bands):
    d = json.loads(_text("cascade_otters.json"))
    d["field_goal"] = bands
    return check_sheet(d)


@pytest.mark.parametrize(
    "band, message",
    [
        (5, "field_goal[0]: %s, got 5" % WANT_BAND),
        (["max_distance", "good"], "field_goal[0]: %s, got a list" % WANT_BAND),
        ({"max_distance": 30, "x": 1}, "field_goal[0].x: " + UNKNOWN_BAND),
        ({"good": 3, "x": 1}, "field_goal[0].x: " + UNKNOWN_BAND),
        ({"x": 1, "good": 3}, "field_goal[0].x: " + UNKNOWN_BAND),
        ({"max_distance": 30, "good": 3, "x": 1}, "field_goal[0].x: " + UNKNOWN_BAND),
        (
            {"max_distance": 9, "good": 3},
            "field_goal[0].max_distance: expected an integer 10..70, got 9",
        ),
        (
            {"max_distance": 71, "good": 3},
            "field_goal[0].max_distance: expected an integer 10..70, got 71",
        ),
        (
            {"max_distance": "30", "good": 3},
            'field_goal[0].max_distance: expected an integer 10..70, got "30"',
        ),
        (
            {"max_distance": 30, "good": "4"},
            'field_goal[0].good: expected an integer 0..6, got "4"',
        ),
        ({"max_distance": 30, "good": 7}, "field_goal[0].good: expected an integer 0..6, got 7"),
    ],
)
def test_cfs_t4_k6_a_bad_field_goal_band_is_named_with_what_is_wrong(band, message):
    """T4/K6: the Field Goal chart is sections of a distance (10..70 yards here) and the
    faces of one die (0..6) that make it good."""
    assert _fg_msg([band]) == message


def test_cfs_t4_k6_field_goal_bands_at_the_ends_of_their_ranges_are_good():
    assert _fg_msg([{"max_distance": 10, "good": 0}, {"max_distance": 70, "good": 6}]) is None


def test_cfs_t4_k6_field_goal_bands_go_strictly_up():
    bands = [{"max_distance": 30, "good": 4}, {"max_distance": 30, "good": 3}]
    assert _fg_msg(bands) == (
        "field_goal[1].max_distance: bands must be in strictly ascending max_distance:"
        " 30 is not more than 30"
    )


# ---------------------------------------------------------------- check_sheet never raises


class _Boom(dict):
    """A mapping whose reading fails: stands for a checker bug."""

    def __init__(self, text):
        super().__init__()
        self.text = text

    def __iter__(self):
        raise RuntimeError(self.text)

    def __contains__(self, key):
        raise RuntimeError(self.text)

    def __len__(self):
        raise RuntimeError(self.text)


def test_check_sheet_turns_a_checker_bug_into_a_one_line_message():
    """check_sheet's promise: a checker bug must not take the device down; its message is
    one line, the error's text shortened past 80 characters."""
    assert check_sheet(_Boom("boom")) == "internal error while checking (RuntimeError: boom)"
    long = "x" * 100
    assert check_sheet(_Boom(long)) == (
        "internal error while checking (RuntimeError: %s...)" % ("x" * 80)
    )


def test_normalize_fills_in_and_indexes_the_plays():
    """normalize's promise: a normalized copy (play_index added), the data not changed."""
    d = json.loads(_text("cascade_otters.json"))
    got = normalize(d)
    assert "play_index" not in d
    assert got["play_index"] == {p["name"]: i for i, p in enumerate(d["plays"])}


# ---------------------------------------------------------------- one value's checks (sheet.value)


def _msg(path, value):
    return parse_sheet("x.json", _with("cascade_otters.json", path, value))[1]


@pytest.mark.parametrize(
    "name, message",
    [
        ("X", None),
        ("x" * 24, None),
        ("x" * 25, "x.json: name: expected text of 1..24 characters, got 25"),
        ("", "x.json: name: expected text of 1..24 characters, got 0"),
        (5, "x.json: name: expected text of 1..24 characters, got 5"),
        ("A\x1fB", 'x.json: name: "A\\x1fB" has a control character in it'),
        ("A\x7fB", 'x.json: name: "A\\x7fB" has a control character in it'),
        ("A\x9fB", 'x.json: name: "A\\x9fB" has a control character in it'),
        ("A\xa0B", None),
        ("A\u2028B", 'x.json: name: "A\\u2028B" has a control character in it'),
        ("A\u2029B", 'x.json: name: "A\\u2029B" has a control character in it'),
        ("Ducks ", 'x.json: name: "Ducks " starts or ends with a space'),
        (" Ducks", 'x.json: name: " Ducks" starts or ends with a space'),
        ("Du ks", None),
    ],
)
def test_cfs_t1_a_name_is_one_line_of_1_to_24_characters(name, message):
    """A name (T1) is text of 1..NAME_MAX (24) characters, no control or line-break
    characters (C0, DEL, C1, U+2028/9), no space at either end; the message quotes it."""
    assert _msg(("name",), name) == message


def _short_of(name):
    d = json.loads(_text("cascade_otters.json"))
    play = dict(d["plays"][0], name=name)
    del play["short"]
    d["plays"].append(play)
    sheet, msg = parse_sheet("x.json", json.dumps(d))
    return msg or sheet["plays"][-1]["short"]


def test_cfs_t1_a_play_without_short_shows_its_name_in_capitals_cut_to_8():
    """The display's label for a play without "short": its name in ASCII capitals, the first
    SHORT_MAX (8) characters; printable ASCII up to "~" can be shown."""
    assert _short_of("az Yz~") == "AZ YZ~"
    assert _short_of("Slant and go") == "SLANT AN"
    assert _short_of("Caf\xe9") == (
        'x.json: plays[%d]: missing field "short" (the name has characters the display cannot show)'
        % len(json.loads(_text("cascade_otters.json"))["plays"])
    )


def test_an_explicit_short_label_must_be_printable_ascii():
    msg = _msg(("plays", 0, "short"), "AB\x7f")
    assert msg == (
        'x.json: plays[0].short: "AB\\x7f" has characters the display cannot show'
        " (use A-Z 0-9 and ASCII signs)"
    )
    assert _msg(("plays", 0, "short"), "AB~") is None


def test_cfs_t1_green_dice_up_to_six_and_bonus20_a_boolean():
    assert _msg(("plays", 0, "green"), 6) is None
    assert _msg(("plays", 0, "bonus20"), 1) == (
        "x.json: plays[0].bonus20: expected true or false, got 1"
    )


def test_cfs_t4_list_lengths_are_named():
    assert _msg(("kickoff_return",), [1, 2, 3, 4, 5]) == (
        "x.json: kickoff_return: expected a list of 6 entries, got 5"
    )
    assert _msg(("plays",), []) == "x.json: plays: expected a list of 1..40 plays, got 0"


# ---------------------------------------------------------------- parse_sheet's text


def test_a_file_of_only_spaces_and_line_breaks_is_empty():
    assert parse_sheet("x.json", " \r\n\t\r") == (
        None,
        "x.json: not valid JSON (the file is empty)",
    )


def test_bad_json_is_reported_with_the_parsers_words():
    try:
        json.loads("{")
    except ValueError as e:
        words = str(e)
    assert parse_sheet("x.json", "{") == (None, "x.json: not valid JSON (%s)" % words)


class _BadText(str):
    """Text whose reading fails: stands for a bug under parse_sheet."""

    error = "boom"

    def count(self, sub, *args):
        raise RuntimeError(self.error)


class _LongBadText(_BadText):
    error = "y" * 100


def test_parse_sheet_never_raises_even_on_a_bug():
    """One line, the error's text shortened past 80 characters."""
    assert parse_sheet("x.json", _BadText("{}")) == (
        None,
        "x.json: internal error while checking (RuntimeError: boom)",
    )
    assert parse_sheet("x.json", _LongBadText("{}")) == (
        None,
        "x.json: internal error while checking (RuntimeError: %s...)" % ("y" * 80),
    )


def test_a_normalized_sheet_with_its_play_index_checks_again():
    """normalize adds play_index; such a sheet checks again, with or without notes."""
    d = json.loads(_text("cascade_otters.json"))
    assert check_sheet(normalize(d)) is None
    del d["notes"]  # 12 fields and play_index: no more than the 13 a sheet may have
    d["play_index"] = {p["name"]: i for i, p in enumerate(d["plays"])}
    assert check_sheet(d) is None


def test_messages_escape_quotes_and_backslashes_and_keep_other_characters():
    """Messages are one line the same on the Pico and the host: a quoted value escapes " and
    \\ and any control character; others (U+00A0 here) are kept."""
    assert _msg(("name",), 'A"B\\C ') == 'x.json: name: "A\\"B\\\\C " starts or ends with a space'
    assert _msg(("name",), "A\xa0B ") == 'x.json: name: "A\xa0B " starts or ends with a space'


def test_field_names_must_be_text():
    """MicroPython's json takes {1: 2}: a field name that is not text is refused."""
    d = json.loads(_text("cascade_otters.json"))
    d["plays"][0][1] = 2
    assert check_sheet(d) == "plays[0]: field names must be text, got 1"


def test_a_play_that_is_not_an_object_is_named():
    assert _msg(("plays", 0), 5) == "x.json: plays[0]: expected an object {...}, got 5"


# ---------------------------------------------- defenses (T3), plays (T1), returns (T4)

ONE_OF_DEFENSES = (
    "base_run, base_pass, 4-4, inside_blitz, goal_line, outside_blitz, zone, man_to_man, prevent"
)


@pytest.mark.parametrize(
    "path, value, message",
    [
        (
            ("defenses", "base_run"),
            {"red_run": 2, "red_pass": 1, "uses": 3},
            'defenses.base_run.uses: base defenses are unlimited and take no "uses"',
        ),
        (("defenses", "base_run"), {"red_run": 2}, 'defenses.base_run: missing field "red_pass"'),
        (
            ("defenses", "base_run", "red_run"),
            0,
            "defenses.base_run.red_run: expected an integer 1..6, got 0",
        ),
        (
            ("plays", 0, "green_vs"),
            5,
            "plays[0].green_vs: expected an object {defense: green dice}, got 5",
        ),
        (
            ("plays", 0, "green_vs"),
            {"nickel": 2},
            "plays[0].green_vs.nickel: unknown defense (expected one of %s)" % ONE_OF_DEFENSES,
        ),
        (("plays", 0, "short"), "", 'plays[0].short: expected text of 1..8 characters, got ""'),
        (("plays", 0, "short"), 5, "plays[0].short: expected text of 1..8 characters, got 5"),
        (("plays", 0, "short"), "X", None),
        (("plays", 0, "short"), "   ", "plays[0].short: is blank"),
        (("plays", 0, "kind"), "kick", 'plays[0].kind: expected "run" or "pass", got "kick"'),
        (
            ("kickoff_return", 0),
            {"roll_again": 100},
            "kickoff_return[0].roll_again: expected an integer 1..99, got 100",
        ),
        (("kickoff_return", 0), {"roll_again": 99}, None),
        (
            ("kickoff_return", 0),
            "x",
            'kickoff_return[0]: expected a yard line 1..99 or {"roll_again": N}, got "x"',
        ),
        (
            ("punt_return",),
            [{"roll_again": 7}] * 6,
            'punt_return: every entry is "roll again": at least one must be a plain number',
        ),
    ],
)
def test_cfs_t1_t3_t4_a_wrong_value_is_named_with_what_is_wrong(path, value, message):
    """T3: base defenses unlimited, red dice 1..6 vs run and pass; T1: green_vs by defense,
    a short label of 1..8 characters, not blank, kind run or pass; T4: return tables of
    yard lines or "roll again" entries, with at least one plain number."""
    got = _msg(path, value)
    assert got == (None if message is None else "x.json: " + message)


def _two_plays_named(field, value):
    d = json.loads(_text("cascade_otters.json"))
    d["plays"][1][field] = d["plays"][0][field] if value is None else value
    return parse_sheet("x.json", json.dumps(d))[1]


def test_cfs_t1_play_names_and_short_labels_tell_the_plays_apart():
    first = json.loads(_text("cascade_otters.json"))["plays"][0]
    assert _two_plays_named("name", None) == (
        'x.json: plays[1].name: "%s" is already the name of plays[0]' % first["name"]
    )
    assert _two_plays_named("short", None) == (
        'x.json: plays[1].short: "%s" is already the short label of plays[0]'
        ' (give one of them a different "short")' % first["short"]
    )


@pytest.mark.parametrize(
    "path, value, message",
    [
        (("format",), 2, "format: unsupported format 2 (this firmware reads format 1)"),
        (("totals",), 5, 'totals: expected an object {"run": N, "pass": N}, got 5'),
        (("defenses",), [], "defenses: expected an object with the nine defenses, got a list"),
        (("abbr",), "A", None),
        (("abbr",), "AB12", None),
        (("abbr",), "ABCDE", 'abbr: expected 1..4 characters A-Z 0-9, got "ABCDE"'),
        (("notes",), "n" * 1000, None),
        (
            ("notes",),
            "n" * 1001,
            'notes: expected text of at most 1000 characters, got "%s..."' % ("n" * 32),
        ),
    ],
)
def test_cfs_t1_t2_t3_sheet_fields_are_named_with_what_is_wrong(path, value, message):
    """The sheet's own fields: format 1, totals of run and pass (T2), the nine defenses
    (T3), an abbr of 1..4 characters A-Z 0-9 and notes of at most 1000 characters."""
    got = _msg(path, value)
    assert got == (None if message is None else "x.json: " + message)


def test_cfs_t3_t4_the_defenses_by_name_and_the_punt_returns_in_yards():
    d = json.loads(_text("cascade_otters.json"))
    d["defenses"]["nickel"] = d["defenses"]["zone"]
    assert (
        check_sheet(d) == "defenses.nickel: unknown defense (expected one of %s)" % ONE_OF_DEFENSES
    )
    d = json.loads(_text("cascade_otters.json"))
    del d["defenses"]["prevent"]
    assert check_sheet(d) == 'defenses: missing defense "prevent"'
    assert _msg(("punt_return", 1), "x") == (
        'x.json: punt_return[1]: expected yards 0..99 or {"roll_again": N}, got "x"'
    )

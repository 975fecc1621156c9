"""Damaged team sheets: the mutations and bad texts the sheet checker must refuse in one line."""

import json
from pathlib import Path

from hypothesis import strategies as st

from games.cfs.sheet import parts as sh
from games.cfs.sheet.parts import (
    DEFENSES,
)

ROOT = Path(__file__).resolve().parents[2]


TEAMS = ROOT / "firmware" / "teams"


def _text(path):
    return path.read_text(encoding="utf-8")


def _base():
    return json.loads(_text(TEAMS / "cascade_otters.json"))


_applier = {}
# A mutation is a list of edits, plain data so the MicroPython VM can apply the same ones:
# ("set", path, value), ("del", path) or ("copy", from_path, to_path). The applier is
# source text run by CPython here and by the VM below; it returns an undo log.
APPLY_SRC = """
def _walk(d, path):
    for k in path[:-1]:
        d = d[k]
    return d


def apply_edits(d, edits):
    undo = []
    for e in edits:
        if e[0] == "copy":
            value = _walk(d, e[1])[e[1][-1]]
            path = e[2]
        else:
            path = e[1]
            value = e[2] if e[0] == "set" else None
        c = _walk(d, path)
        k = path[-1]
        existed = (k in c) if isinstance(c, dict) else True
        undo.append((c, k, existed, c[k] if existed else None))
        if e[0] == "del":
            del c[k]
        else:
            c[k] = value
    return undo


def undo_edits(undo):
    for i in range(len(undo) - 1, -1, -1):
        c, k, existed, old = undo[i]
        if existed:
            c[k] = old
        else:
            del c[k]
"""
exec(APPLY_SRC, _applier)
apply_edits = _applier["apply_edits"]
undo_edits = _applier["undo_edits"]


def _set(path, value):
    return [("set", path, value)]


def _del(*path):
    return [("del", path)]


def _copy(src, dst):
    return [("copy", src, dst)]


def _rename_defense(old, new):
    return _copy(("defenses", old), ("defenses", new)) + _del("defenses", old)


_all_punt_returns_roll_again = _set(("punt_return",), [{"roll_again": 7}] * 6)


_dup_name = _copy(("plays", 0, "name"), ("plays", 1, "name"))


_dup_short = _copy(("plays", 0, "short"), ("plays", 1, "short"))


_fg_not_ascending = _copy(("field_goal", 1, "max_distance"), ("field_goal", 2, "max_distance"))


_card_key = _copy(("cards", "AS"), ("cards", "1S"))


_name_without_short = _set(("plays", 3, "name"), "\u00c9clair") + _del("plays", 3, "short")


# (rule, mutation, exact path ("" = the sheet itself), key phrase)
MUTATIONS = [
    ("T1", _del("plays", 0, "kind"), "plays[0]", 'missing field "kind"'),
    ("T1", _set(("plays", 2, "green"), 9), "plays[2].green", "expected an integer 1..6, got 9"),
    (
        "T1",
        _set(("plays", 0, "uses"), True),
        "plays[0].uses",
        "expected an integer 1..30, got true",
    ),
    ("T1", _set(("plays", 0, "green"), "2"), "plays[0].green", 'got "2"'),
    ("T1", _set(("plays", 0, "break_away"), 2.5), "plays[0].break_away", "got 2.5"),
    ("T1", _set(("plays", 0, "yellow"), -1), "plays[0].yellow", "expected an integer 0..6, got -1"),
    ("T1", _set(("plays", 0, "kind"), "Run"), "plays[0].kind", 'expected "run" or "pass"'),
    ("T1", _set(("plays", 1, "grean"), 2), "plays[1].grean", "unknown field (expected one of name"),
    ("T1", _set(("plays", 0, "bonus20"), 1), "plays[0].bonus20", "expected true or false, got 1"),
    ("T1", _set(("plays",), []), "plays", "expected a list of 1..40 plays, got 0"),
    ("T1", _set(("plays",), {}), "plays", "expected a list of 1..40 plays, got an object"),
    ("T1", _set(("plays", 0), "Dive"), "plays[0]", 'expected an object {...}, got "Dive"'),
    ("T1", _dup_name, "plays[1].name", '"Inside Zone" is already the name of plays[0]'),
    ("T1", _dup_short, "plays[1].short", '"IN ZONE" is already the short label of plays[0]'),
    ("T1", _set(("plays", 0, "short"), "TOO LONG!"), "plays[0].short", "expected text of 1..8"),
    ("T1", _name_without_short, "plays[3]", 'missing field "short" (the name has characters'),
    ("T1", _set(("plays", 0, "name"), ""), "plays[0].name", "expected text of 1..24 characters"),
    (
        "T1",
        _set(("plays", 0, "green_vs"), {"zonee": 1}),
        "plays[0].green_vs.zonee",
        "unknown defense (expected one of base_run, base_pass, 4-4",
    ),
    (
        "T1",
        _set(("plays", 0, "green_vs"), {"zone": 0}),
        "plays[0].green_vs.zone",
        "expected an integer 1..6, got 0",
    ),
    ("T1", _set(("plays", 0, "green_vs"), [1]), "plays[0].green_vs", "got a list"),
    ("T2", _set(("totals", "run"), 0), "totals.run", "expected an integer 1..200, got 0"),
    ("T2", _set(("totals", "pass"), False), "totals.pass", "got false"),
    ("T2", _del("totals", "pass"), "totals", 'missing field "pass"'),
    ("T2", _set(("totals", "kick"), 3), "totals.kick", "unknown field (expected one of run, pass)"),
    (
        "T3",
        _rename_defense("zone", "zonee"),
        "defenses.zonee",
        "unknown defense (expected one of base_run, base_pass, 4-4, inside_blitz, goal_line,"
        " outside_blitz, zone, man_to_man, prevent)",
    ),
    ("T3", _del("defenses", "prevent"), "defenses", 'missing defense "prevent"'),
    (
        "T3",
        _set(("defenses", "base_run", "uses"), 3),
        "defenses.base_run.uses",
        "base defenses are unlimited",
    ),
    ("T3", _del("defenses", "zone", "uses"), "defenses.zone", 'missing field "uses"'),
    (
        "T3",
        _set(("defenses", "zone", "red_pass"), 0),
        "defenses.zone.red_pass",
        "expected an integer 1..6, got 0",
    ),
    (
        "T3",
        _set(("defenses", "4-4", "yellow"), True),
        "defenses.4-4.yellow",
        "expected an integer 0..6, got true",
    ),
    (
        "T3",
        _set(("defenses", "zone", "uses"), 21),
        "defenses.zone.uses",
        "expected an integer 0..20, got 21",
    ),
    (
        "T4",
        _set(("kickoff_return",), [15, 19, 22, 25, 31]),
        "kickoff_return",
        "expected a list of 6 entries, got 5",
    ),
    (
        "T4",
        _set(("kickoff_return", 0), {"roll_agian": 10}),
        "kickoff_return[0].roll_agian",
        "unknown field (expected one of roll_again)",
    ),
    (
        "T4",
        _set(("kickoff_return", 1), 0),
        "kickoff_return[1]",
        "expected a yard line 1..99, got 0",
    ),
    (
        "T4",
        _set(("kickoff_return", 1), "19"),
        "kickoff_return[1]",
        'expected a yard line 1..99 or {"roll_again": N}, got "19"',
    ),
    (
        "T4",
        _set(("kickoff_adjust", 5), 25),
        "kickoff_adjust[5]",
        "expected an integer -20..20, got 25",
    ),
    ("T4", _set(("punting", 0), "40"), "punting[0]", 'expected an integer 10..80, got "40"'),
    ("T4", _set(("punting",), None), "punting", "expected a list of 6 entries, got null"),
    ("T4", _all_punt_returns_roll_again, "punt_return", "at least one must be a plain number"),
    (
        "T4",
        _set(("punt_return", 0), {"roll_again": True}),
        "punt_return[0].roll_again",
        "got true",
    ),
    (
        "K6",
        _fg_not_ascending,
        "field_goal[2].max_distance",
        "bands must be in strictly ascending max_distance: 39 is not more than 39",
    ),
    ("K6", _set(("field_goal", 0, "good"), 7), "field_goal[0].good", "expected an integer 0..6"),
    ("K6", _set(("field_goal",), []), "field_goal", "expected a list of 1..8 bands, got 0"),
    ("K6", _del("field_goal", 1, "good"), "field_goal[1]", 'missing field "good"'),
    (
        "T5",
        _set(("cards", "QH", "offense"), "Hail Mary"),
        "cards.QH.offense",
        '"Hail Mary" is not a play on this sheet',
    ),
    (
        "T5",
        _set(("cards", "AS", "defense"), "goal_line"),
        "cards.AS.defense",
        '"goal_line" cannot be drawn from a card (T5',
    ),
    (
        "T5",
        _set(("cards", "KC", "defense"), "prevent"),
        "cards.KC.defense",
        '"prevent" cannot be drawn from a card',
    ),
    (
        "T5",
        _set(("cards", "KC", "defense"), "zonee"),
        "cards.KC.defense",
        'unknown defense "zonee" (expected one of base_run, base_pass, 4-4, inside_blitz,'
        " outside_blitz, zone, man_to_man)",
    ),
    ("T5", _del("cards", "7D"), "cards", 'missing card "7D"'),
    ("T5", _card_key, "cards.1S", "unknown card"),
    ("T5", _del("cards", "10H", "defense"), "cards.10H", 'missing field "defense"'),
    ("T5", _set(("cards", "JS"), "Slant"), "cards.JS", 'got "Slant"'),
    ("T5", _set(("cards",), []), "cards", "expected an object with the 52 cards, got a list"),
    ("sheet", _set(("playz",), []), "playz", "unknown field (expected one of format, name, abbr"),
    ("sheet", _del("cards"), "", 'missing field "cards"'),
    ("sheet", _set(("format",), 2), "format", "unsupported format 2"),
    ("sheet", _set(("format",), True), "format", "unsupported format true"),
    ("sheet", _set(("abbr",), "cas"), "abbr", 'expected 1..4 characters A-Z 0-9, got "cas"'),
    ("sheet", _set(("abbr",), "OTTER"), "abbr", "expected 1..4 characters A-Z 0-9"),
    ("sheet", _set(("name",), "x" * 30), "name", "expected text of 1..24 characters, got 30"),
    ("sheet", _set(("name",), " Otters"), "name", "starts or ends with a space"),
    ("sheet", _set(("name",), "Otters\nFC"), "name", '"Otters\\x0aFC" has a control character'),
    ("sheet", _set(("notes",), 5), "notes", "expected text of at most 1000 characters, got 5"),
]


def _mutated(edits):
    d = _base()
    apply_edits(d, edits)
    return d


def _mutated_text(edits):
    return json.dumps(_mutated(edits))


BAD_TEXTS = [
    ("{not json", "not valid JSON ("),
    ("", "not valid JSON (the file is empty)"),
    ("  \n\t ", "not valid JSON (the file is empty)"),
    ("[]", "not a team sheet: expected a JSON object {...}, got a list"),
    ("null", "not a team sheet: expected a JSON object {...}, got null"),
    ('"a sheet"', 'not a team sheet: expected a JSON object {...}, got "a sheet"'),
    ("42", "got 42"),
    ("{}", 'missing field "format"'),
    ('{"format": 1}', 'missing field "name"'),
]


def _paths(v, prefix=()):
    yield prefix
    if isinstance(v, dict):
        for k, x in v.items():
            yield from _paths(x, prefix + (k,))
    elif isinstance(v, list):
        for i, x in enumerate(v):
            yield from _paths(x, prefix + (i,))


BASE = _base()


ALL_PATHS = [p for p in _paths(BASE) if p]


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**30), max_value=10**30)
    | st.integers(min_value=-3, max_value=100)
    | st.floats(allow_nan=False)
    | st.text(max_size=12)
    | st.sampled_from(["run", "pass", "zone", "goal_line", "Dive", "Slant", "AS", "roll_again"]),
    lambda inner: (
        st.lists(inner, max_size=6)
        | st.dictionaries(
            st.text(max_size=8) | st.sampled_from(list(sh.PLAY_FIELDS) + list(DEFENSES)),
            inner,
            max_size=6,
        )
    ),
    max_leaves=12,
)


edits = st.lists(
    st.tuples(st.sampled_from(ALL_PATHS), st.booleans(), json_values), min_size=1, max_size=6
)

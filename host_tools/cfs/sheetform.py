# A player's own College Football Saturday team sheet in the page (runs under MicroPython's
# WebAssembly port): the form's outline, made from the sheet's own field lists and ranges
# (games/cfs/sheet/parts.py), and the live check, which is the board's loader and checker
# (games/cfs/sheet/load.py) on the form's text, so a sheet the page accepts is one the box
# accepts. The page's JavaScript (app.js, forms.js) draws the form from schema() and calls
# check() as the player types; save() puts a good sheet among the page's teams (pageforms.py).
import json

import pageforms

from games.cfs.sheet import parts as S
from games.cfs.sheet.load import parse_sheet

TEAMS = "teams"  # the bundle's CFS sheets (games/cfs TEAMS), where the page's own go too


_int = pageforms.int_node
_object = pageforms.object_node


def _play():
    dice = _int(1, S.DICE_MAX)
    nodes = {
        "name": {"t": "text", "max": S.NAME_MAX},
        "short": {"t": "text", "max": S.SHORT_MAX},
        "kind": {"t": "choice", "of": list(S.KINDS)},
        "uses": _int(1, S.PLAY_USES_MAX),
        "green": dice,
        "green_vs": {"t": "json", "hint": '{"4-4": 1}'},
        "break_away": dice,
        "yellow": _int(0, S.DICE_MAX),
        "bonus20": {"t": "bool"},
    }
    return _object(S.PLAY_FIELDS, nodes, ("name", "kind", "uses", "green", "break_away"))


def _defense(d):
    nodes = {}
    if d in S.PACKAGES:
        nodes["uses"] = _int(0, S.PACKAGE_USES_MAX)
    nodes["red_run"] = _int(1, S.DICE_MAX)
    nodes["red_pass"] = _int(1, S.DICE_MAX)
    nodes["yellow"] = _int(0, S.DICE_MAX)
    fields = ["uses", "red_run", "red_pass", "yellow"]
    return _object([f for f in fields if f in nodes], nodes, fields[:3])


def _six(node):
    return {"t": "list", "item": node, "min": 6, "max": 6}


def schema():
    """The sheet's form outline (JSON), fields in the checker's order."""
    defenses = {}
    for d in S.DEFENSES:
        defenses[d] = _defense(d)
    sides = ("offense", "defense")
    card = _object(
        sides,
        {"offense": {"t": "play"}, "defense": {"t": "choice", "of": list(S.CARD_DEFENSES)}},
        sides,
    )
    cards = {}
    for k in S.CARD_KEYS:
        cards[k] = card
    band_fields = ("max_distance", "good")
    band = _object(
        band_fields, {"max_distance": _int(10, 70), "good": _int(0, S.DICE_MAX)}, band_fields
    )
    total = _int(S.TOTAL_MIN, S.TOTAL_MAX)
    nodes = {
        "format": {"t": "const", "value": S.FORMAT},
        "name": {"t": "text", "max": S.NAME_MAX},
        "abbr": {"t": "text", "max": S.ABBR_MAX},
        "notes": {"t": "text", "max": S.NOTES_MAX, "area": True},
        "totals": _object(S.KINDS, {"run": total, "pass": total}, S.KINDS),
        "plays": {"t": "list", "item": _play(), "min": 1, "max": S.PLAYS_MAX},
        "defenses": _object(S.DEFENSES, defenses, S.DEFENSES),
        "kickoff_return": _six({"t": "json", "hint": '25 or {"roll_again": 8}'}),
        "kickoff_adjust": _six(_int(-20, 20)),
        "punting": _six(_int(10, 80)),
        "punt_return": _six({"t": "json", "hint": '4 or {"roll_again": 7}'}),
        "field_goal": {"t": "list", "item": band, "min": 1, "max": S.FG_BANDS_MAX},
        "cards": _object(S.CARD_KEYS, cards, S.CARD_KEYS),
    }
    required = [f for f in S.SHEET_FIELDS if f != "notes"]
    return json.dumps(_object(S.SHEET_FIELDS, nodes, required))


def check(file_name, text):
    """The board's verdict on a sheet's text: "" good, else its one-line message (the one
    `sideline sheet check` prints for the same file)."""
    msg = parse_sheet(file_name, text)[1]
    return msg or ""


# usable(), file_name(team name), folder(), teams(), read(name), save(text), file_text(text),
# download_name(text): what app.js asks of the form (pageforms.team_files).
(usable, file_name, folder, teams, read, save, file_text, download_name) = pageforms.team_files(
    TEAMS, parse_sheet
)

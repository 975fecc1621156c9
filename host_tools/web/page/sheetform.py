# A player's own College Football Saturday team sheet in the page (runs under MicroPython's
# WebAssembly port): the form's outline, made from the sheet's own field lists and ranges
# (games/cfs/sheet.py), and the live check, which is the board's loader and checker
# (games/cfs/sheetload.py) on the form's text, so a sheet the page accepts is one the box
# accepts. The page's JavaScript (app.js, forms.js) draws the form from schema() and calls
# check() as the player types; save() puts a good sheet among the page's teams.
#
# The outline's nodes, as forms.js reads them: {"t": kind, ...}, kind one of "object"
# (fields: [[key, node, required]]), "list" (item, min, max), "text" (max, area),
# "int" (min, max), "choice" (of), "play" (a play's name on this sheet), "bool",
# "json" (a value typed as JSON: the rare shapes, e.g. {"roll_again": 8}), "const".
import json
import os

from games.cfs import sheet as S
from games.cfs.sheetload import parse_sheet

TEAMS = "teams"  # the bundle's CFS sheets (games/cfs TEAMS), where the page's own go too


def _int(lo, hi):
    return {"t": "int", "min": lo, "max": hi}


def _object(keys, nodes, required):
    # The fields in the order of keys, the checker's (MicroPython's dicts keep no order).
    return {"t": "object", "fields": [[k, nodes[k], k in required] for k in keys]}


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


def file_name(sheet_name):
    """A sheet's file name from its team's name, as firmware/teams/ names them:
    "Bayou Herons" -> "bayou_herons.json" (one of the bundle's is replaced by its edit)."""
    out = ""
    for c in sheet_name.lower():
        out += c if ("a" <= c <= "z" or "0" <= c <= "9") else "_"
    while "__" in out:
        out = out.replace("__", "_")
    return out.strip("_") + ".json"


def teams():
    """The sheets the page has (its file names in teams/), JSON."""
    return json.dumps(sorted(n for n in os.listdir(TEAMS) if n.endswith(".json")))


def read(name):
    with open(TEAMS + "/" + name) as f:
        return f.read()


def save(text):
    """A good sheet into the page's teams/ (where setup's team list reads): JSON [file name,
    ""], or [file name, the checker's message] and nothing written."""
    sheet, msg = parse_sheet("sheet", text)
    if sheet is None:
        return json.dumps(["", msg])
    name = file_name(sheet["name"])
    for other in os.listdir(TEAMS):
        if other != name and other.endswith(".json"):
            got = parse_sheet(other, read(other))[0]
            if got is not None and got["abbr"] == sheet["abbr"]:
                why = 'abbr: "%s" is already used by %s (the box tells teams apart by it)'
                return json.dumps(["", why % (sheet["abbr"], other)])
    with open(TEAMS + "/" + name, "w") as f:
        f.write(text)
    return json.dumps([name, ""])

"""Shared by the tests/**/test_pin_*.py files: scripted dice, the shipped sheets, explicit house
rules. Every pin test passes its house rules and settings in full (never today's defaults),
so a change of a default elsewhere does not move what these tests hold down."""

import copy
import json
from pathlib import Path

from games.cfs.rules.house import house_rules
from games.cfs.sheet.load import parse_sheet

TEAMS = Path(__file__).resolve().parents[2] / "firmware" / "teams"

# The penalty chart (H1) the pin tests play with, whatever the shipped default becomes.
CHART = [
    {"name": "OFFSIDE", "yards": 5, "auto_first": False},
    {"name": "FALSE ST", "yards": -5, "auto_first": False},
    {"name": "HOLDING", "yards": -10, "auto_first": False},
    {"name": "PASS INT", "yards": 15, "auto_first": True},
    {"name": "FACEMASK", "yards": 15, "auto_first": True},
    {"name": "ILL BLCK", "yards": -10, "auto_first": False},
]


def house(**over):
    """Every house rule spelled out (H1-H3, G3, G4), with `over` laid on top."""
    rules = {
        "penalty_chart": copy.deepcopy(CHART),
        "punt_return_table": "receiving",
        "points": {"td": 6, "pat": 1, "two_point": 2, "fg": 3, "safety": 2},
        "pat_good": 5,
        "two_point_good": 2,
        "punt_touchback": 20,
        "missed_fg_min": 20,
        "fg_snap_yards": 17,
        "half_distance": True,
        "last_possession": False,
        "halftime_after_plays": 0,
    }
    rules.update(over)
    return house_rules(rules)


class Dice:
    """Plays back chosen faces; fails the test if asked for one more."""

    def __init__(self, faces):
        self.faces = list(faces)
        self.used = 0

    def die(self):
        assert self.used < len(self.faces), "ran out of scripted dice after %d" % self.used
        self.used += 1
        return self.faces[self.used - 1]

    def done(self):
        return self.used == len(self.faces)


def team(slug):
    sheet, err = parse_sheet(slug + ".json", (TEAMS / (slug + ".json")).read_text())
    assert err is None, err
    return sheet


def raw(slug):
    return json.loads((TEAMS / (slug + ".json")).read_text())


def sheet_with(slug, **fields):
    """A shipped sheet with some fields replaced, checked by the sheet's own parser."""
    data = raw(slug)
    data.update(fields)
    sheet, err = parse_sheet(slug + ".json", json.dumps(data))
    assert err is None, err
    return sheet

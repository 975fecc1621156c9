"""Issue 33: a team sheet read to play with holds each play's name once. The 52 cards name
their offense by the play's own string rather than by a copy of their own out of the JSON
text (on a stock Pico, 52 strings a sheet: some 3 KB of heap for a game's two sheets); the
sheet is otherwise the one the file says, and check_sheet leaves the data it is given as
it was."""

import copy
import json
import os

import pytest

from games.cfs.sheetcheck import check_sheet
from games.cfs.sheetload import parse_sheet

TEAMS = os.path.join(os.path.dirname(__file__), "..", "firmware", "teams")
SHEETS = sorted(n for n in os.listdir(TEAMS) if n.endswith(".json"))


def _text(name):
    with open(os.path.join(TEAMS, name), encoding="utf-8") as f:
        return f.read()


@pytest.mark.parametrize("name", SHEETS)
def test_the_cards_name_their_play_by_the_plays_own_string(name):
    sheet, msg = parse_sheet(name, _text(name))
    assert msg is None, msg
    names = {p["name"]: p["name"] for p in sheet["plays"]}
    for card, c in sheet["cards"].items():
        assert c["offense"] is names[c["offense"]], card


@pytest.mark.parametrize("name", SHEETS)
def test_the_sheet_read_is_the_files_and_checking_changes_nothing(name):
    data = json.loads(_text(name))
    sheet, _ = parse_sheet(name, _text(name))
    assert {k: c["offense"] for k, c in sheet["cards"].items()} == {
        k: c["offense"] for k, c in data["cards"].items()
    }
    before = copy.deepcopy(data)
    assert check_sheet(data) is None
    assert data == before

"""Issue 12, item 2: a saved game that cannot be resumed is named on the board, not only in
the log: BAD SAVE, then which team's sheet it waits for (or which version it is)."""

import json

from kits.saves import _saved_game_box, _teams_without

from host_tools.emulator.virtual_box import VirtualBox
from sideline import resume, store


def test_bad_save_then_the_team_it_waits_for_on_the_text_line():
    box = _saved_game_box()
    home = box.app.record["start"]["home"]  # e.g. bayou_herons
    gone = VirtualBox(storage=box.storage, teams=_teams_without(home), seed=9)
    assert gone.texts()["text"].startswith("BAD SAVE")
    gone.advance(3100)
    want = "NO " + home.split("_")[0].upper()[:5]
    assert gone.texts()["text"].strip() == want
    gone.advance(3100)
    assert not gone.texts()["text"].startswith(("BAD SAVE", want))  # then the game goes on
    assert gone.runner.errors == 0


def test_a_save_from_another_version_says_which():
    box = _saved_game_box()
    payload = json.loads(box.app.payload())
    payload["v"] = 7
    storage = box.storage
    storage.save(json.dumps(payload).encode())
    again = VirtualBox(storage=storage, seed=9)
    assert again.texts()["text"].startswith("BAD SAVE")
    again.advance(3100)
    assert again.texts()["text"].strip() == "SAVE V7"
    assert store.SLOTS  # the kept save is the other firmware's, written back unchanged
    assert json.loads(again.app.payload())["v"] == 7


def test_board_words_fit_the_text_line():
    for problem in (
        (resume.NO_TEAM, "a_very_long_team_name_here"),
        (resume.OTHER_VERSION, 123456789, 1),
        "saved game: seed: expected a number",
    ):
        assert 0 < len(resume.board_words(problem)) <= 8

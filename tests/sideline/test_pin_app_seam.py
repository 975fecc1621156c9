"""Pins for sideline/app.py's seam (issue 18): the installed games, a game's team files
opened through the board's file access (teams_opener), NEW GAME of another game (the
switch: the new table gets the old one's time, seed, displays, games, brightness and its
own teams, and says NEW GAME; no teams says NO TEAMS), and App's catalog and its choice of
game for a save that is not JSON. Expected values come from the docstrings."""

import os

import pytest

from games.cfs.sheet.load import sheets_by_slug
from host_tools.emulator.virtual_box import team_files
from sideline.app import App, game_box, installed, teams_opener

FIRMWARE = os.path.join(os.path.dirname(__file__), "..", "..", "firmware")
SHEETS, _ = sheets_by_slug(team_files())
NO_DICE = ("clock", "home", "away", "down", "ball_on", "text", "text")  # a build without dice


def board_files(fail=(), bad=None):
    """listdir and read over firmware/ as the board sees its flash, recording each call;
    bad: the path of one more team file, an empty object (a sheet no game accepts)."""
    calls = []

    def listdir(folder):
        calls.append(("listdir", folder))
        if folder in fail:
            raise OSError(2, "ENOENT")
        names = os.listdir(os.path.join(FIRMWARE, folder))
        if bad is not None and bad.startswith(folder + "/"):
            names.append(bad.split("/")[-1])
        return names

    def read(path):
        calls.append(("read", path))
        if path == bad:
            return "{}"
        with open(os.path.join(FIRMWARE, path)) as f:
            return f.read()

    return listdir, read, calls


def test_installed_skips_a_game_that_is_not_on_the_board_and_lists_the_rest(monkeypatch):
    import games

    monkeypatch.setattr(games, "INSTALLED", ("nope", "cfs", "fliip"))
    assert installed() == [("cfs", "CFS"), ("fliip", "FLIIP")]


def test_teams_opener_reads_the_games_team_folder_through_the_boards_files():
    listdir, read, calls = board_files()
    catalog, messages, load = teams_opener(listdir, read)("fliip")
    names = sorted(os.listdir(os.path.join(FIRMWARE, "teams", "fliip")))
    want = game_box("fliip").catalog(names, lambda n: read("teams/fliip/" + n))
    assert (catalog, messages) == want[:2] and catalog
    assert calls[0] == ("listdir", "teams/fliip")
    reads = [p for k, p in calls if k == "read"]
    assert reads and all(p.startswith("teams/fliip/") for p in reads)
    slug = sorted(catalog)[0]
    assert load(slug)["abbr"] == catalog[slug]


def test_teams_opener_of_a_folder_the_board_cannot_list_gives_no_teams():
    listdir, read, calls = board_files(fail=("teams/rlb",))
    catalog, _, _ = teams_opener(listdir, read)("rlb")
    assert catalog == {}
    assert [k for k, _ in calls] == ["listdir"]
    # Fliip's two own teams need no file: their kicks are entered from the cards
    listdir, read, calls = board_files(fail=("teams/fliip",))
    catalog, _, _ = teams_opener(listdir, read)("fliip")
    assert catalog == {"home": "HOM", "away": "AWY"}


def test_teams_opener_of_a_game_without_team_files_lists_no_folder():
    listdir, read, calls = board_files()
    catalog, messages, load = teams_opener(listdir, read)("dicebowl")
    assert (catalog, messages) == game_box("dicebowl").catalog([], None)[:2]
    assert calls == []


def cfs_app(fail=(), bad=None):
    listdir, read, _ = board_files(fail, bad)
    games = installed()
    app = App(
        SHEETS,
        1000,
        seed=5,
        roles=NO_DICE,
        games=games,
        open_teams=teams_opener(listdir, read),
    )
    return app, games


def test_new_game_of_another_game_carries_the_board_over():
    """The new game's table is the one its Table makes from its own teams with the old
    table's time, seed, displays and games; the brightness and its cap carry over."""
    bad = "teams/fliip/zz_blank.json"
    app, games = cfs_app(bad=bad)
    app.cap_brightness(9)
    app.settings["brightness"] = 3
    seed = app.seed
    new = app.switch("fliip", app)
    listdir, read, _ = board_files(bad=bad)
    catalog, messages, load = teams_opener(listdir, read)("fliip")
    assert len(messages) == 1 and messages[0].startswith("zz_blank")  # the blank file's
    same = game_box("fliip").Table(catalog, load, app.now, None, seed, NO_DICE, messages, games)
    assert new.ID == "fliip"
    assert (new.now, new.seed, new.catalog) == (app.now, same.seed, catalog)
    assert (new.messages, new.games) == (same.messages, games)
    assert new.roles == NO_DICE and new.text_chars == 8
    assert new.render("home") == same.render("home")  # its teams load
    assert new.max_brightness == 9 and new.settings["brightness"] == 3
    assert new.switch is app.switch  # and it can switch again
    assert new.render("text").strip() == "NEW GAME"
    new.tick(app.now + 1499)
    assert new.render("text").strip() == "NEW GAME"
    new.tick(app.now + 1500)  # shown for 1.5 s
    assert new.render("text").strip() != "NEW GAME"
    assert new.switch("cfs", new).ID == "cfs"


def test_new_game_of_a_game_with_no_teams_says_so_and_stays():
    app, _ = cfs_app(fail=("teams/rlb",))
    assert app.switch("rlb", app) is None
    assert app.render("text").strip() == "NO TEAMS"
    app.tick(app.now + 1499)
    assert app.render("text").strip() == "NO TEAMS"
    app.tick(app.now + 1)  # 1.5 s after
    assert app.render("text").strip() != "NO TEAMS"


def test_app_catalog_is_each_sheets_abbreviation():
    app = App(SHEETS, 0, seed=5)
    assert app.catalog == {slug: SHEETS[slug]["abbr"] for slug in SHEETS}


@pytest.mark.parametrize("payload", [b"not json", b"[1, 2]"])
def test_a_save_that_names_no_game_is_college_football_saturdays(payload):
    """A save that is not even JSON belongs to the default game (its own check then says
    what is wrong with it): College Football Saturday."""
    app = App(SHEETS, 0, payload=payload, seed=5)
    assert app.ID == "cfs"

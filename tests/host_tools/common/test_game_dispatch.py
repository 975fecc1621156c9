"""`sideline odds|simulate|replay|emulate --game ID` reach each game's own command (issues
14, 15, 16; issue 13 item 5): the same output as the game's own command, one clear line for a
game that has no such thing or is not there, and the one table all of it comes from."""

import json
from pathlib import Path

import pytest

from host_tools import cli
from host_tools.common import games_table


def _run(capsys, argv):
    status = cli.main(argv)
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize(
    "game_args",
    [["dicebowl", "--json"], ["fliip", "harbor_gulls", "--json"]],
    ids=["dicebowl", "fliip"],
)
def test_odds_by_game_is_the_games_own_odds(capsys, game_args):
    game, rest = game_args[0], game_args[1:]
    status, out, err = _run(capsys, ["odds", "--game", game] + rest)
    assert status == 0, err
    own_status, own_out, _ = _run(capsys, [game, "odds"] + rest)
    assert own_status == 0 and out == own_out
    assert json.loads(out)  # data, not a table


def test_dicebowl_odds_by_game_has_accuracy_and_p_good(capsys):
    status, out, err = _run(capsys, ["odds", "--game=dicebowl", "--json"])
    assert status == 0, err
    data = json.loads(out)
    assert 0 < data["accuracy"] < 1
    assert all(0 <= p <= 1 for p in data["p_good"].values())


def test_cfs_is_the_default_and_can_be_named(capsys):
    a = _run(capsys, ["odds", "granite_rams", "--vs", "cascade_otters", "--json"])
    b = _run(capsys, ["odds", "--game", "cfs", "granite_rams", "--vs", "cascade_otters", "--json"])
    assert a[0] == b[0] == 0 and a[1] == b[1] and json.loads(a[1])


@pytest.mark.parametrize("argv", [["odds", "--game", "chess"], ["odds", "--game"]])
def test_an_unknown_or_missing_game_is_one_line(capsys, argv):
    status, out, err = _run(capsys, argv)
    assert status == 2 and out == ""
    assert err.startswith("sideline odds: ") and len(err.splitlines()) == 1
    assert "dicebowl" in err


# --- the table (host_tools/common/games_table.py): every command by game -------------------------


def _forwards():
    for command, by in games_table.BY_GAME.items():
        for game, words in by.items():
            if words is not None and words != command:
                yield command, game, words.split()


@pytest.mark.parametrize("command,game,words", list(_forwards()), ids=lambda x: str(x))
def test_every_game_the_table_sends_elsewhere_has_that_command(capsys, command, game, words):
    assert cli.main(words + ["--help"]) == 0
    assert "usage: sideline " + " ".join(words) in capsys.readouterr().out


def test_every_game_without_a_command_says_why():
    for command, by in games_table.BY_GAME.items():
        assert set(by) == set(games_table.GAMES), command
        for game, words in by.items():
            assert words is not None or (command, game) in games_table.WHY_NOT


def test_simulate_rlb_is_one_line_naming_what_it_has_instead(capsys):
    status, out, err = _run(capsys, ["simulate", "--game", "rlb", "--games", "3"])
    assert status == 2 and out == ""
    assert err == (
        "sideline simulate: rlb has no simulate (its games are adjudicated from orders: "
        "sideline rlb adjudicate)\n"
    )


@pytest.mark.parametrize(
    "game,args", [("dicebowl", ["--seed", "4"]), ("fliip", ["--seed", "2", "--length", "4"])]
)
def test_simulate_by_game_is_the_games_own_headless_game(capsys, game, args):
    status, out, err = _run(capsys, ["simulate", "--game=" + game] + args)
    assert status == 0, err
    own = _run(capsys, [game, "play"] + args)
    assert own[0] == 0 and out == own[1]
    assert _run(capsys, [game, "play", "--seed", "99"])[1] != out  # the seed went through


@pytest.mark.parametrize("command", ["simulate", "replay", "emulate"])
@pytest.mark.parametrize("value", [["--game", "chess"], ["--game"], ["--game=Fliip"]])
def test_every_by_game_command_lists_the_games_for_an_unknown_one(capsys, command, value):
    status, out, err = _run(capsys, [command] + value)
    assert status == 2 and out == ""
    assert err.startswith("sideline %s: " % command) and len(err.splitlines()) == 1
    assert "cfs, dicebowl, fliip, rlb" in err


def test_help_shows_the_table(capsys):
    assert cli.main(["--help"]) == 0
    out = capsys.readouterr().out
    assert "commands by game" in out
    assert "not rlb (its games are adjudicated from orders" in out
    assert cli.main(["simulate", "--help"]) == 0
    assert "fliip: sideline fliip play" in " ".join(capsys.readouterr().out.split())


def test_the_readme_command_table_is_the_table():
    readme = (Path(__file__).resolve().parents[3] / "README.md").read_text()
    for row in games_table.readme_rows():
        assert row in readme.splitlines(), row

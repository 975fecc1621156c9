"""`sideline odds --game ID` reaches each game's own odds (issues 14, 15, 16; issue 13 item 5):
the same output as the game's own command, and one clear line for a game that is not there."""

import json

import pytest

from host_tools import cli


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

"""The top README is a player's (issue 30, item 4): what Sideline is, the two commands, who
reads what, the buttons, the games and links, about 250 lines; the measurements, the history
and the mutation table live where their readers look for them."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text()


def test_the_top_readme_is_short_and_says_what_a_player_needs():
    assert len(README.splitlines()) <= 260
    heads = re.findall(r"^## (.+)$", README, re.M)
    for head in ("The games", "Buttons", "The emulator", "Commands", "Where the rest is"):
        assert head in heads, head
    assert "make emulate" in README.split("\n## ")[0] and "make test" in README.split("\n## ")[0]


def test_each_games_manual_is_beside_its_game_and_linked_from_the_top():
    for game in ("cfs", "dicebowl", "fliip", "rlb"):
        assert "(firmware/games/%s/README.md)" % game in README
    cfs = (ROOT / "firmware/games/cfs/README.md").read_text()
    for head in ("## The scoreboard", "## Modes", "## House rules"):
        assert head in cfs and head not in README


def test_measurements_history_and_mutation_live_in_their_own_files():
    for gone in (
        "## Measured",
        "What issue 10 changed",
        "The coach's fixes of",
        "## Mutation score",
    ):
        assert gone not in README, gone
    assert "sideline bench --uf2" in (ROOT / "docs/measurements.md").read_text()
    assert "The coach's fixes of 1 December 2026" in (ROOT / "CHANGELOG.md").read_text()
    mutation = (ROOT / "tests/mutation/README.md").read_text()
    assert "make mutate" in mutation and "| `sideline.shell` |" in mutation

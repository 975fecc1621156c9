"""A game is its two folders (issue 30, item 2): no file names a game's id (cfs, dicebowl,
fliip, rlb) outside the documents, that game's board folder (firmware/games/<id>/, its
teams/<id>/) and host folder (host_tools/<id>/), the tests, and the installed-games list
(firmware/games/__init__.py). The central files loop over the installed games instead.

STILL_NAMING was what was left to do, file by file, and is empty now: the test fails on a
file that starts naming a game, and on an entry there that no longer does."""

import re
import subprocess
from pathlib import Path

import games

ROOT = Path(__file__).resolve().parents[2]

# The installed list, and the board's install manifest (mip's package.json: every file
# `mpremote mip install` copies, a game's among them; tests/host_tools/device/test_packaging.py
# keeps it whole).
INSTALLED_LISTS = ("firmware/games/__init__.py", "firmware/package.json")
ID = r"(?<![A-Za-z0-9])%s(?![A-Za-z0-9])"  # cfs, games.cfs, cfs_clock; not "cfsx"
STILL_NAMING = {}
# A test named where a test is chosen (pyproject's mutation configuration: its files, its
# node ids) names the game's tests, which may name it: such a mention is not counted.
TEST_MENTION = re.compile(r"tests/[\w/.*-]+(::\w+)?")


def _allowed(path, gid):
    return (
        path.endswith(".md")  # the documents: docs/, the READMEs, the changelog
        or path.startswith(("docs/", "tests/"))
        or path.startswith(("firmware/games/%s/" % gid, "firmware/teams/%s" % gid))
        or path.startswith("host_tools/%s/" % gid)
        or path in INSTALLED_LISTS
    )


def naming():
    """{file: the ids it names where it should not}, over the repository's files."""
    files = subprocess.run(
        ["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    out = {}
    for path in files:
        try:
            text = TEST_MENTION.sub("", (ROOT / path).read_text())
        except (UnicodeDecodeError, OSError):
            continue  # binary files, and files deleted in the work tree
        named = {
            g
            for g in games.INSTALLED
            if not _allowed(path, g) and re.search(r"(?<![A-Za-z0-9])%s(?![A-Za-z0-9])" % g, text)
        }
        if named:
            out[path] = named
    return out


def test_no_file_names_a_game_outside_its_folders_its_tests_and_the_installed_list():
    found = naming()
    new = {p: ids - STILL_NAMING.get(p, set()) for p, ids in found.items()}
    assert {p: ids for p, ids in new.items() if ids} == {}


def test_the_list_of_what_still_names_a_game_only_shrinks():
    found = naming()
    stale = {p: ids - found.get(p, set()) for p, ids in STILL_NAMING.items()}
    assert {p: ids for p, ids in stale.items() if ids} == {}


def test_the_central_host_files_name_no_game():
    """What issue 30 asked of the host's centre: the command line, the games table, the
    data files and replay loop over the installed games."""
    found = naming()
    for path in (
        "host_tools/cli.py",
        "host_tools/common/games_table.py",
        "host_tools/common/data_files.py",
        "host_tools/common/registry.py",
        "host_tools/device/pull_cmd.py",
        "host_tools/common/box_saves.py",
        "host_tools/common/replay_cmd.py",
        "host_tools/common/sheet_cmd.py",
        "host_tools/emulator/button_legend.py",
        "host_tools/checks/soak_games.py",
    ):
        assert path not in found, path

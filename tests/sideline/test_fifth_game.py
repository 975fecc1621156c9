"""The fifth-game walkthrough (issue 30, items 2 and 3): a toy game added as one board folder
(games/toy/) and one host folder (host_tools/toy/), written in a temporary folder and handed
to the two seams (the packages' __path__ and the installed-games list), nothing else edited.
It plays on the emulated box, saves, replays, is a data file `sideline sheet check` knows,
and appears in `sideline --help`: the board and the host loop over the installed games
instead of naming them."""

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from sideline import store

ROOT = Path(__file__).resolve().parents[2]
TOY = (Path(__file__).resolve().parents[1] / "kits" / "engine_toy.py").read_text()

BOARD = {
    "__init__.py": """\
        # A counter, the fifth game of the walkthrough (tests/sideline/test_fifth_game.py).
        ID = "toy"
        NAME = "TOY"  # setup's GAME item
        TEAMS = None  # no team files: its three teams are its own (box.catalog)
        """,
    # the toy engine game of tests/kits/engine_toy.py, as the board's seam module
    "box.py": TOY
    + """

Table = Toy


def catalog(names, read):
    return dict(CATALOG), [], lambda slug: dict(load(slug), abbr=CATALOG[slug])
""",
}

HOST = {
    "__init__.py": """\
        # What the host does for the toy (host_tools/README.md): nothing but this folder.
        HOST = {
            "name": "Toy Counter",
            "commands": ("host_tools.toy.toy_cmd",),
            "by_game": {"odds": None, "simulate": None, "replay": "replay", "emulate": "emulate"},
            "why_not": {"odds": "a counter has no odds", "simulate": "a counter plays alone"},
            "data_files": ("box saves", None),
            "replay": "host_tools.toy.replay",
            "box_save": "a Toy box save",
        }
        """,
    "toy_cmd.py": """\
        def add_parser(sub):
            p = sub.add_parser("toy", help="Toy Counter: says what it counts")
            p.set_defaults(run=lambda args, parser: print("a counter") or 0)
            return p
        """,
    "replay.py": """\
        import json

        from host_tools.common import box_saves
        from host_tools.common.replay_cmd import box_table, fail


        def load(data, name):
            return json.loads(data), None


        def report(save, args, out, title=None):
            t, err = box_table(save, args)
            if err:
                return fail(args, err)
            print("Toy Counter: counted %d" % t.state_["n"], file=out)
            return 0
        """,
}

BOOT = """\
import sys
import games, host_tools
games.__path__.append(sys.argv[1])
games.INSTALLED = games.INSTALLED + ("toy",)
host_tools.__path__.append(sys.argv[2])
from host_tools.cli import main
sys.exit(main(sys.argv[3:]))
"""


@pytest.fixture(scope="module")
def sideline(tmp_path_factory):
    """`sideline ARGS...` with the toy's two folders installed: (exit status, stdout, stderr)."""
    tmp = tmp_path_factory.mktemp("fifth")
    for folder, files in ((tmp / "board" / "toy", BOARD), (tmp / "host" / "toy", HOST)):
        folder.mkdir(parents=True)
        for name, text in files.items():
            (folder / name).write_text(textwrap.dedent(text))

    def run(*args, stdin=None):
        argv = [sys.executable, "-c", BOOT, str(tmp / "board"), str(tmp / "host"), *args]
        r = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, input=stdin, timeout=300)
        return r.returncode, r.stdout, r.stderr

    run.tmp = tmp
    return run


def test_the_fifth_game_appears_in_sideline_help(sideline):
    code, out, _err = sideline("--help")
    assert code == 0
    assert "toy       Toy Counter: says what it counts" in out
    assert "toy Toy Counter" in out  # the commands-by-game table's games
    assert "toy (a counter plays alone)" in out  # simulate: not rlb (...), toy (...)
    assert sideline("toy")[:2] == (0, "a counter\n")


def test_the_fifth_game_plays_saves_and_replays(sideline):
    saves = sideline.tmp / "saves"
    script = "\n".join(["press OK"] * 12 + ["wait 20000"]) + "\n"
    code, out, err = sideline(
        "emulate",
        "--game",
        "toy",
        "--headless",
        "--script",
        "-",
        "--save-dir",
        str(saves),
        stdin=script,
    )
    assert code == 0, err
    last = json.loads(out.splitlines()[-1])
    shown = int(last["displays"]["home"])  # the toy's count, on the home display
    assert shown > 0  # it counted

    slots = [p for p in saves.iterdir() if p.name in store.SLOTS]
    newest = max(slots, key=lambda p: store.decode(p.read_bytes())[0])
    code, out, err = sideline("replay", str(newest))
    assert (code, out) == (0, out_of(shown)), err

    payload = store.decode(newest.read_bytes())[1]
    saved = sideline.tmp / "toy_save.json"
    saved.write_bytes(payload)
    code, out, err = sideline("sheet", "check", str(saved))
    assert code == 0 and "Toy Counter box save (under way" in out, err
    assert sideline("replay", "--game", "toy", str(saved))[:2] == (0, out_of(shown))


def out_of(shown):
    return "Toy Counter: counted %d\n" % shown

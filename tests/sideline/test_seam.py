"""Issue 13: the game seam. A game is a folder behind games/<id>/box.py; the shell chooses
it (setup's GAME, or the save's), names it in the save, and imports only that game."""

import json
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from games.cfs.sheet.load import sheets_by_slug
from host_tools.emulator.virtual_box import team_files
from sideline.app import PRESS, RELEASE, App, installed
from sideline.shell import Shell

SHEETS, _ = sheets_by_slug(team_files())

# A second game, added as the README says: one folder with __init__.py and box.py.
TOY_INIT = 'ID = "toy"\nNAME = "TOY"\nRULE_PREFIX = "X"\nTEAMS = "toys"\n'
TOY_BOX = textwrap.dedent(
    """
    from sideline.shell import ALL_DIRTY, Shell

    VERSION = 3


    def catalog(names, read):
        return {"red": "RED", "blu": "BLU"}, [], lambda slug: {"abbr": slug.upper()}


    class Table(Shell):
        ID = "toy"
        VERSION = VERSION

        def __init__(self, catalog, load, now=0, payload=None, seed=1, roles=None,
                     messages=None, games=None):
            self.shell_init(now, seed, roles, messages, games)
            self.settings = {"brightness": 8, "target": 3}
            self.resumed = payload is not None and self.restore(payload)
            if not self.resumed:
                self.new_game()

        def new_game(self):
            self.G = {"taps": 0}

        def restore(self, payload):
            p = json.loads(payload) if type(payload) is not dict else payload
            self.G = p["G"]
            return True

        def state(self):
            return {"G": self.G, "settings": self.settings}

        def forget_history(self):
            pass  # no undo stack to drop

        def undo(self):
            self.flash("NO UNDO", 800)

        def redo(self):
            self.flash("NO REDO", 800)

        def press_play(self, name, kind, now):
            if name == "OK":
                self.G["taps"] += 1
                self.save_pending = True

        def setup_items(self):
            s = self.settings
            return [("TARGET", "%d" % s["target"]), ("BRT", "%d" % s["brightness"])]

        def setup_change(self, key, step, now):
            self.settings["target"] += step

        def blink(self, role):
            return 0

        def tick(self, now):
            return ALL_DIRTY if self._flash_passed(now) else 0

        def render(self, role):
            if role == "text":
                if self.flash_text is not None:
                    return self.flash_text
                if self.mode == "setup":
                    return self.setup_text()
                return "TAPS %d" % self.G["taps"]
            return ""
    """
).replace("from sideline.shell", "import json\nfrom sideline.shell")


@pytest.fixture
def toy(tmp_path):
    import games

    folder = tmp_path / "games" / "toy"
    folder.mkdir(parents=True)
    (folder / "__init__.py").write_text(TOY_INIT)
    (folder / "box.py").write_text(TOY_BOX)
    games.__path__.append(str(tmp_path / "games"))
    yield
    games.__path__.remove(str(tmp_path / "games"))
    for name in [m for m in sys.modules if m.startswith("games.toy")]:
        del sys.modules[name]


def toy_teams(game_id):
    from sideline.app import game_box

    return game_box(game_id).catalog([], None)


def tap(app, name, now):
    app.press(name, PRESS, now)
    app.press(name, RELEASE, now + 50)
    return now + 100


def to_setup(app, now):
    while app.mode != "setup":
        now = tap(app, "MODE", now)
    now += 1000
    app.tick(now)  # the mode's name has been flashed
    return now


def test_a_save_names_its_game_and_the_games_format_version():
    app = App(SHEETS, 0, seed=5)
    saved = json.loads(app.payload())
    assert saved["game"] == "cfs" and saved["v"] == 1
    keys = {"game", "v", "record", "settings", "callers", "clock", "seed", "house"}
    assert set(saved) == keys and saved["house"] == []  # the house readings in force


def test_setup_shows_game_first_only_when_a_board_has_more_than_one(toy):
    one = App(SHEETS, 0, seed=5)
    assert one._all_setup_items()[0][0] == "HOME"
    two = App(SHEETS, 0, seed=5, games=[("cfs", "CFS"), ("toy", "TOY")], open_teams=toy_teams)
    to_setup(two, 0)
    assert two.render("text").rstrip() == "GAME CFS"
    assert two._all_setup_items()[-1] == ("NEW GAME", "")


def test_game_then_new_game_starts_the_other_game_and_back_keeps_this_one(toy):
    app = App(SHEETS, 0, seed=5, games=[("cfs", "CFS"), ("toy", "TOY")], open_teams=toy_teams)
    now = to_setup(app, 0)
    now = tap(app, "OK", now)  # edit GAME
    now = tap(app, "UP", now)
    assert app.render("text").rstrip() == "GAME>TOY"
    now = tap(app, "OK", now)  # another game: NEW GAME? asks first
    assert app.render("text").startswith("NEW? OK")
    now = tap(app, "BACK", now)
    assert app.replaced_by is None and app.game_choice == "cfs"  # kept
    now = tap(app, "OK", now)
    now = tap(app, "UP", now)
    now = tap(app, "OK", now)
    now = tap(app, "OK", now)  # yes: the toy game
    toy_table = app.replaced_by
    assert toy_table is not None and toy_table.ID == "toy"
    assert toy_table.render("text") == "NEW GAME"
    toy_table.tick(now + 2000)
    assert toy_table.render("text") == "TAPS 0"
    assert json.loads(toy_table.payload())["game"] == "toy"
    assert json.loads(toy_table.payload())["v"] == 3


def test_the_runner_plays_the_new_games_table_after_the_switch(toy):
    from host_tools.emulator.virtual_box import VirtualBox, memory_storage

    box = VirtualBox(storage=memory_storage(), seed=5, games=[("cfs", "CFS"), ("toy", "TOY")])
    box.runner.app.switch = App.__globals__["_switcher"](toy_teams, None, box.app.games)
    for name in ["MODE"] * 3 + ["OK", "UP", "OK", "OK"]:
        box.press(name)
    assert box.app.ID == "toy"
    box.press("OK")  # the new game starts in play mode
    box.advance(2000)
    assert box.runner.last_error is None, box.runner.last_error
    assert box.texts()["text"].split() == ["TAPS", "1"]
    saved = json.loads(box.storage.load())
    assert saved["game"] == "toy" and saved["G"] == {"taps": 1}


def test_a_save_of_the_toy_game_resumes_in_the_toy_game(toy):
    app = App(
        {"red": "RED"},
        0,
        payload=json.dumps({"game": "toy", "v": 3, "G": {"taps": 4}}),
        load=lambda slug: {"abbr": "RED"},
    )
    assert app.ID == "toy" and app.G == {"taps": 4}


def test_only_the_chosen_game_is_imported():
    # One game's code on the heap (issue 13): a CFS board imports none of the other games'
    # modules (their small __init__ only, to list them for setup's GAME).
    code = textwrap.dedent(
        """
        import sys
        sys.path.insert(0, "firmware")
        from games.cfs.sheet.load import sheets_by_slug
        from host_tools.emulator.virtual_box import team_files
        from sideline.app import App, installed
        games = installed()
        sheets, _ = sheets_by_slug(team_files())
        before = set(sys.modules)
        app = App(sheets, 0, seed=3, games=games)
        print(" ".join(sorted(m for m in sys.modules if m.startswith("games."))))
        """
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = out.stdout.split()
    assert "games.cfs.box" in loaded
    others = [m for m in loaded if not m.startswith("games.cfs")]
    assert all(m.count(".") == 1 for m in others), others  # packages' __init__ only


def test_installed_lists_cfs_with_its_setup_word():
    assert ("cfs", "CFS") in installed()


def test_a_game_name_of_eight_letters_is_never_cut_in_setup():
    from sideline.shell import setup_line

    assert setup_line("GAME", "DICEBOWL", True) == "DICEBOWL"
    assert setup_line("GAME", "FLIIP", True) == "GA>FLIIP"
    assert setup_line("GAME", "DICEBOWL", False) == "DICEBOWL"  # "GAME" dropped, not the name


def test_a_start_save_says_which_game_to_start_and_is_nothing_to_resume():
    """main.py restarts the board into a game chosen by setup's GAME with a save that only
    names it: the next boot starts a new game of it (resume.is_start), and a real save of
    any game is never taken for one."""
    from sideline.resume import game_of, is_start, to_start

    start = to_start("fliip")
    assert game_of(start, "cfs") == "fliip" and is_start(start)
    real = App(SHEETS, 0, seed=5).payload()
    assert not is_start(real)
    assert not is_start(b"not json") and not is_start(b'{"game": "rlb", "v": 1, "start": true}')


# --- the seam's required hooks: refused at import, by name (games/README.md) -------------


def _toy_box(tmp_path, box_text):
    import games

    folder = tmp_path / "games" / "toy"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "__init__.py").write_text(TOY_INIT)
    (folder / "box.py").write_text(box_text)
    games.__path__.append(str(tmp_path / "games"))
    return games


@pytest.mark.parametrize("named", ["blink", "undo", "press_play"])
def test_a_table_without_a_required_hook_is_refused_when_its_game_is_opened(tmp_path, named):
    """A toy game with one required hook left out (the README's table) fails when its box.py
    is imported, naming the hook; before, it started and died at the hook's first call
    (blink at the first redraw: AttributeError)."""
    from sideline.app import game_box

    text = TOY_BOX.replace("def %s(" % named, "def _gone_%s(" % named)
    assert text != TOY_BOX
    games = _toy_box(tmp_path, text)
    try:
        with pytest.raises(TypeError, match=r"games/toy/box.py: Table lacks %s$" % named):
            game_box("toy")
        with pytest.raises(TypeError, match=named):
            App({"red": "RED"}, 0, game="toy", load=lambda slug: {"abbr": "RED"})
    finally:
        games.__path__.remove(str(tmp_path / "games"))
        for name in [m for m in sys.modules if m.startswith("games.toy")]:
            del sys.modules[name]


def test_an_engine_game_without_one_of_its_eight_hooks_is_refused_by_name():
    """EngineTable's own required hooks (start ... roll_choice) are checked as the shell's
    are: a table without one is named, the toy engine game passes."""
    from kits.engine_toy import Toy

    from sideline.shell import lacking
    from sideline.table import EngineTable

    assert lacking(Toy) == []
    own = EngineTable.REQUIRED[len(Shell.REQUIRED) :]
    assert len(own) == 8 and "blink" in Shell.REQUIRED
    for hook in own:
        partial = type("Partial", (EngineTable,), {k: v for k, v in vars(Toy).items() if k != hook})
        assert lacking(partial) == [hook]
    assert lacking(EngineTable) == list(own)
    modes = type("Modes", (Toy,), {"MODES": ("play", "replay", "setup")})
    assert lacking(modes) == ["press_replay"]


def test_the_hook_check_holds_in_micropython(mpvm):
    """The check as the board runs it: a half-made engine table is named in MicroPython too,
    and the four games' tables lack nothing."""
    mpvm.exec(
        "from sideline.shell import lacking\n"
        "from sideline.table import EngineTable\n"
        "class Half(EngineTable):\n"
        "    def start(self): return {}\n"
    )
    from sideline.table import EngineTable

    assert mpvm.eval("lacking(Half)") == list(EngineTable.REQUIRED[len(Shell.REQUIRED) + 1 :])
    for gid in ("cfs", "dicebowl", "fliip", "rlb"):
        mpvm.exec("from sideline.app import game_box\n_b = game_box(%r)" % gid)
        assert mpvm.eval("lacking(_b.Table)") == []


# --- the football faces: one copy, the shell's -------------------------------------------


def test_the_football_games_show_their_score_down_and_ball_on_with_the_shells_faces():
    """College Football Saturday, Dice-Bowl and Fliip each had a copy of these faces; now the
    shell's sideline.faces is the one, and each game's displays agree with it."""
    import importlib

    from sideline import faces

    cfs = importlib.import_module("games.cfs.scoreboard.views")
    assert (cfs.score, cfs.down, cfs.ball_on) == (faces.score, faces.down, faces.ball_on)
    db = importlib.import_module("games.dicebowl.views")
    fl = importlib.import_module("games.fliip.views")
    assert fl.score is faces.score and not hasattr(db, "_score")
    for spot in range(0, 101):
        for side in ("home", "away", None):
            g = {"ball_on": spot, "offense": side, "down": 1, "to_go": 10}
            assert db.ball_on(g) == faces.ball_on(spot, side)
            f = {"los": spot, "offense": side, "down": 2, "line": min(100, spot + 10)}
            assert fl.ball_on(f) == faces.ball_on(spot, side)
            want = "    " if side is None else faces.down(2, f["line"] - spot, f["line"] >= 100)
            assert fl.down(f) == want
            assert db.down(g) == faces.down(1, 10, spot + 10 >= 100)
    assert faces.ball_on(30, None) == "    "  # no side in possession: nothing to show


# --- the README that documents the seam says what the code checks ---------------------------

GAMES_README = Path(__file__).resolve().parents[2] / "firmware" / "games" / "README.md"


def _first_column(text, heading):
    """The hook names in the first column of the README's table whose heading starts so."""
    rows = text.split("| " + heading, 1)[1].split("\n\n", 1)[0].splitlines()[2:]
    names = []
    for row in rows:
        for cell in row.split("|")[1].split(","):
            names += re.findall(r"`(\w+)", cell)
    return names


def test_the_games_readme_lists_exactly_the_hooks_the_seam_requires():
    from sideline.table import EngineTable

    text = GAMES_README.read_text()
    shell = _first_column(text, "required (`Shell.REQUIRED`)")
    assert shell == list(Shell.REQUIRED) + ["press_"]
    engine = _first_column(text, "required (`EngineTable.REQUIRED`)")
    assert engine == list(EngineTable.REQUIRED[len(Shell.REQUIRED) :])
    optional = _first_column(text, "optional, with EngineTable's default")
    assert len(optional) == 10 and all(hasattr(EngineTable, n) for n in optional)


def test_the_games_readme_worked_example_is_the_toy_engine_game_as_it_is():
    toy = (Path(__file__).resolve().parents[1] / "kits" / "engine_toy.py").read_text()
    blocks = re.findall(r"```python\n(.*?)```", GAMES_README.read_text(), re.S)
    assert len(blocks) == 1 and blocks[0].count("    def ") == 8
    assert blocks[0] in toy

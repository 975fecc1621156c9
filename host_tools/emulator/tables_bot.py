"""Plays an engine game's table (sideline.table.EngineTable) through its buttons only, as a
player would: press()/tick() with a moving clock, every display rendered after each event.
The tests of the three engine games (tests/games/*/test_tables_*.py) drive their tables with it."""

import json
from pathlib import Path

from sideline.shell import LONG, PRESS, RELEASE, REPEAT, ROLES

FIRMWARE = Path(__file__).resolve().parents[2] / "firmware"


def catalog(box, folder):
    """The game's catalog over its folder in firmware/ (None: a game without team files)."""
    if folder is None:
        return box.catalog([], None)
    root = FIRMWARE / folder
    return box.catalog(sorted(p.name for p in root.iterdir()), lambda n: (root / n).read_text())


# The same in the MicroPython VM (host_tools/emulator/mpvm.py): a program's first lines, which make
# `t`, a
# new table of games.<game> over /input/<folder> with the seed given (% game, names, folder,
# seed).
VM_NEW_TABLE = """
from games.%(game)s import box
NAMES = %(names)r
def read(n):
    f = open("/input/%(folder)s/" + n)
    t = f.read()
    f.close()
    return t
cat, msgs, load = box.catalog(NAMES, read)
t = box.Table(cat, load, 0, None, %(seed)d, None, None)
"""


def new_table(box, folder, seed, saved=None, roles=None, now=0):
    cat, _messages, load = catalog(box, folder)
    return box.Table(cat, load, now, saved, seed, roles, None)


class Bot:
    def __init__(self, table):
        self.t = table
        self.now = 1000
        self.texts = set()  # every text the text line showed

    def tick(self, ms=100):
        self.now += ms
        self.t.tick(self.now)
        self.look()

    def press(self, name, kind=PRESS):
        self.now += 40
        self.t.press(name, kind, self.now)
        if kind == PRESS and name in ("UNDO", "CLOCK"):
            self.now += 40
            self.t.press(name, RELEASE, self.now)  # a short press acts on release
        self.look()
        self.tick(2000)  # past any flash

    def hold_undo(self):
        """A long UNDO: redo."""
        self.now += 40
        self.t.press("UNDO", PRESS, self.now)
        self.now += 800
        self.t.press("UNDO", LONG, self.now)
        self.t.press("UNDO", RELEASE, self.now + 40)
        self.look()
        self.tick(2000)

    def look(self):
        t = self.t
        for role in ROLES:
            text = t.render(role)
            assert type(text) is str, (role, text)
        line = t.render("text")
        assert len(line) == t.text_chars, line  # the whole line: a short word is padded
        self.texts.add(line.rstrip())  # what a player reads
        assert type(t.render_clock()) is str
        assert t.blink("text") in (0, 1)

    def clear(self):
        """Read the last action's results on the text line until the menu shows."""
        while self.t.results:
            self.press("OK")

    def go_to(self, i):
        t = self.t
        n = len(t.menu)
        up = (i - t.menu_i) % n
        down = (t.menu_i - i) % n
        while t.menu_i != i:
            self.press("UP" if up <= down else "DOWN")

    def choose(self, i, number=None):
        """Menu item i with OK; a number entry set with UP/DOWN, then OK."""
        self.clear()
        self.go_to(i)
        self.press("OK")
        if number is not None:
            self.enter(number)

    def enter(self, n):
        t = self.t
        assert t.entry is not None
        while t.entry[1] != n:
            self.press("UP" if t.entry[1] < n else "DOWN")
        self.press("OK")

    def setup(self, label, ups):
        """In setup, change item label by ups presses of UP, then back to play."""
        t = self.t
        while t.mode != "setup":
            self.press("MODE")
        labels = [item[0] for item in t._all_setup_items()]
        assert label in labels, "no setup item %r: %s" % (label, labels)  # not a hang
        while t._all_setup_items()[t.setup_i][0] != label:
            self.press("UP")
        self.press("OK")
        for _ in range(ups):
            self.press("UP")
        self.press("OK")
        self.press("BACK")
        assert t.mode == "play"

    def label(self, i):
        return self.t.menu[i][0]

    def find(self, word):
        """The index of the first menu item whose label starts with word, or None."""
        for i, item in enumerate(self.t.menu):
            if item[0].startswith(word):
                return i
        return None


def saved(table):
    """The table's save as the board writes it and reads it back."""
    return json.loads(table.payload())


def same_game(a, b):
    """Two tables showing the same game: summary, displays, engine state."""
    assert a.summary() == b.summary()
    for role in ROLES:
        if role != "text":
            assert a.render(role) == b.render(role), role
    assert json.dumps(a.state_, sort_keys=True) == json.dumps(b.state_, sort_keys=True)


def undo_redo_same(bot):
    """UNDO then a long UNDO (redo) leaves the game exactly as it was."""
    t = bot.t
    before = json.dumps(t.state_, sort_keys=True)
    n = len(t.log)
    bot.press("UNDO")
    assert len(t.log) == n - 1
    bot.hold_undo()
    assert len(t.log) == n
    assert json.dumps(t.state_, sort_keys=True) == before


__all__ = ["Bot", "REPEAT", "catalog", "new_table", "saved", "same_game", "undo_redo_same"]

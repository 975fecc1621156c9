"""Button scripts for the page (`sideline emulate --headless`'s steps), made by playing the
virtual box as `sideline emulate --headless` builds it and writing each press down: the
browser tests and `sideline web --bench` replay them on the page's buttons."""

from host_tools.common import registry
from host_tools.emulator.emulate_cmd import load_cfg
from host_tools.emulator.virtual_box import VirtualBox, memory_storage
from sideline.app import installed


class Player:
    """Presses the virtual box's buttons and keeps the script of what it pressed."""

    def __init__(self, seed, game=None, cfg=None):
        kw = {"game": game} if game else {}
        self.box = VirtualBox(
            cfg=cfg or load_cfg(None), storage=memory_storage(), seed=seed, games=installed(), **kw
        )
        self.lines = []
        self.texts = set()
        self.now = 0

    @property
    def t(self):
        """The game's table (NEW GAME of another game replaces it)."""
        return self.box.app

    def press(self, name, kind=None):
        self.box.press(name)
        self.lines.append("press " + name)

    def hold(self, name, ms):
        self.box.hold(name, ms)
        self.lines.append("hold %s %d" % (name, ms))

    def wait(self, ms):
        self.box.advance(ms)
        self.lines.append("wait %d" % ms)

    def text(self):
        return self.box.texts()["text"]

    def until(self, start, button="UP"):
        """Press button until the text line starts with start."""
        for _ in range(40):
            if self.text().startswith(start):
                return
            self.press(button)
        raise AssertionError("no %r on the text line: %r" % (start, self.text()))

    def tick(self, ms=100):
        # the tables' players (host_tools/emulator/tables_bot.py) wait past flashes; the box
        # need not
        pass


def coach_game(seed, away="CARDS", max_presses=3000):
    """The first installed game with a coach played to FINAL by the buttons (its HOST's
    "coach_script": the coach calls home's plays, `away` the away side's); the Player at
    the end."""
    gid, script = registry.modules("coach_script")[0]
    p = Player(seed, gid)
    script.play(p, away, max_presses)
    return p

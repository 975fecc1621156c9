"""College Football Saturday's table on the emulated box, driven by button events (Table)."""

from games.cfs.sheet.load import sheets_by_slug
from host_tools.emulator.virtual_box import team_files
from sideline.app import LONG, PRESS, RELEASE, App

SHEETS, _ = sheets_by_slug(team_files())


class Table:
    """An app and a tick counter: press, hold and wait as a player would."""

    def __init__(self, seed=1, **settings):
        self.now = 0
        self.app = App(SHEETS, now=0, seed=seed)
        if settings:
            self.app.settings.update(settings)
            self.app.new_game()

    def press(self, name):
        self.now += 60
        self.app.press(name, PRESS, self.now)
        self.now += 40
        self.app.press(name, RELEASE, self.now)
        self.app.tick(self.now)

    def hold(self, name, ms=900):
        self.now += 20
        self.app.press(name, PRESS, self.now)
        self.now += 800
        self.app.press(name, LONG, self.now)
        self.now += ms - 800
        self.app.press(name, RELEASE, self.now)
        self.app.tick(self.now)

    def wait(self, ms):
        for _ in range(ms // 100):
            self.now += 100
            self.app.tick(self.now)

    def text(self):
        return self.app.render("text").strip()

    def left(self):
        return self.app.clock.state["left"]

    def to_mode(self, mode):
        while self.app.mode != mode:
            self.press("MODE")
        self.app.flash_text = None

    def enter(self, label, yards=None):
        """Manual mode: pick the entry by its label with DOWN, OK, set the yards, OK."""
        for _ in range(20):
            if self.text() == label:
                break
            self.press("DOWN")
        assert self.text() == label, self.text()
        self.press("OK")
        if yards is not None:
            while self.app.yards != yards:
                self.press("UP" if self.app.yards < yards else "DOWN")
            self.press("OK")
        self.app.flash_text = None


def to_result(t):
    for _ in range(40):
        if t.app.step == "result":
            return
        t.press("ROLL")
        t.wait(400)
    raise AssertionError(t.app.summary())


def play_out(t, limit=3000):
    """Press ROLL/OK until the game is over (callers answer the calls)."""
    for _ in range(limit):
        if t.app.step == "over":
            return
        assert t.app.clock.state["q"] <= 4, t.app.summary()
        t.press("OK" if t.app.menu else "ROLL")
    raise AssertionError("no end: %s" % t.app.summary())

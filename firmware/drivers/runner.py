# The main loop's body, shared by the Pico (main.py) and the emulator: buttons in, app,
# displays and saves out. Nothing that goes wrong in one pass stops the next one.
try:
    from micropython import const
except ImportError:

    def const(x):
        return x


from sideline.app import ALL_DIRTY, CLOCK_DIRTY, RELEASE

_ROLES = ("clock", "home", "away", "down", "ball_on", "dice", "text")
_ERRORS = {
    "MemoryError": "MEM",
    "KeyError": "KEY",
    "IndexError": "IDX",
    "TypeError": "TYP",
    "ValueError": "VAL",
    "OSError": "IO",
    "AttributeError": "ATT",
    "ZeroDivisionError": "DIV",
}


class Runner:
    def __init__(self, app, panel, buttons, storage, log=None):
        self.app = app
        self.panel = panel
        self.buttons = buttons
        self.storage = storage
        self.log = log
        self.errors = 0
        self.last_error = None
        self.loops = 0
        self._all = True

    def step(self, now):
        """One pass of the main loop."""
        self.loops += 1
        app = self.app
        try:
            dirty = 0
            b = self.buttons
            b.poll(now)
            code = b.get()
            while code >= 0:
                kind = code & 7
                name = b.names[code >> 3]
                dirty |= app.press(name, kind, now) if kind != RELEASE else app.release(name, now)
                code = b.get()
            dirty |= app.tick(now)
            if self._all:
                dirty |= ALL_DIRTY
                self._all = False
            if dirty & ALL_DIRTY:
                self.draw(now)
            elif dirty & CLOCK_DIRTY:
                self.panel.show("clock", app.render_clock(), now)
            if self.panel.service(now):
                self._all = True
            if app.settings["brightness"] != self.panel.level:
                self.panel.brightness(app.settings["brightness"], now)
            if app.save_due(now):
                self.storage.save(app.payload())
                app.saved(now)
        except Exception as e:  # the last resort: show a code, keep the game, carry on
            self.fault(e, now)

    def draw(self, now):
        app = self.app
        for role in _ROLES:
            if self.panel.has(role):
                self.panel.show(role, app.render(role), now)

    def fault(self, e, now):
        self.errors += 1
        name = type(e).__name__
        self.last_error = "%s: %s" % (name, e)
        if self.log:
            self.log("error %d: %s" % (self.errors, self.last_error))
        code = "ERR %s" % _ERRORS.get(name, "X")
        try:
            self.app.flash(code, 3000)  # stays up while the app still draws
            self.panel.show("text", (code + "    ")[:8], now)
        except Exception:
            pass
        try:
            self.storage.save(self.app.payload())
            self.app.saved(now)
        except Exception:
            pass
        self._all = False


_ = const

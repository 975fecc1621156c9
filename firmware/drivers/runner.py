# The main loop's body, shared by the Pico (main.py) and the emulator: buttons in, app,
# displays and saves out. Nothing that goes wrong in one pass stops the next one.
try:
    from micropython import const
except ImportError:

    def const(x):
        return x


import gc

from drivers.buttons import EDGE, LIFT
from sideline.app import ALL_DIRTY, CLOCK_DIRTY, LONG, PRESS, RELEASE

_ENOSPC = const(28)
# The text line first: after a press it is where the press shows, and drawing every other
# role before it (about 5 ms of renders on the Pico) kept the press from showing; then the
# dice, where a ROLL shows when the text line stays.
_ROLES = ("text", "dice", "clock", "home", "away", "down", "ball_on")
# Passes after a full redraw (an animation, a message, a press) that stay loop_ms apart
# before the loop may rest (idle_ms apart): a tumbling die turns every 60 ms.
CALM_PASSES = const(50)
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
    def __init__(
        self,
        app,
        panel,
        buttons,
        storage,
        log=None,
        boot=None,
        aliases=None,
        early=(),
        collect=None,
    ):
        """boot: a BootCheck to run first. aliases: {button: other button} for builds with
        fewer buttons: a long press of the first acts as a press of the other. early: the
        buttons with no long meaning, which act on the first contact (the Buttons' EDGE
        event) instead of 20 ms later when the debounced PRESS comes. collect: the heap's
        collector (the device's gc.collect), run once each time the board comes to rest."""
        self.app = app
        # The collector for the table's one big step, NEW GAME (a game's box.py): the old
        # game let go, the heap collected before the new sheets are read.
        app.collect = gc.collect
        self.panel = panel
        self.buttons = buttons
        self.storage = storage
        self.log = log
        self.errors = 0
        self.last_error = None
        self.loops = 0
        self._dirty = ALL_DIRTY  # draw everything on the first pass
        self._clock_chip = panel.first("clock")
        self.boot = boot
        self.aliases = aliases or {}
        self._deferred = None  # an aliased button's press, held back until we know
        self._early = early
        self._acted = 0  # bit i: button i's next PRESS was acted on at its EDGE
        self._lifted = 0  # bit i: button i's next RELEASE was acted on at its LIFT
        self._calm = 0  # passes since the last full redraw (up to CALM_PASSES)
        # The garbage of the presses before goes as the board comes to rest, not in the
        # middle of the next press.
        self.collect = collect

    # MicroPython takes a call's frame from the heap when it needs more than 11 words
    # (locals, value stack, try blocks), so the idle path is split into small methods:
    # a pass with nothing but a running clock allocates nothing.
    def run(self, ticks_ms, sleep_ms, loop_ms, idle_ms=0):
        """The device's main loop. The try block is entered once per fault, not once per
        pass, so that a quiet pass allocates nothing. idle_ms: the sleep between passes
        while the board rests (resting()); sleep_ms must then end early at a press
        (drivers/wake.py), which would otherwise wait up to idle_ms to be seen."""
        rest = idle_ms or loop_ms
        while True:
            try:
                while True:
                    self._step(ticks_ms())
                    sleep_ms(rest if self.resting() else loop_ms)
            except Exception as e:  # the last resort: show a code, keep the game, carry on
                self.fault(e, ticks_ms())

    def resting(self):
        """Nothing moves: the self-test over, every button up and settled, and no full
        redraw for CALM_PASSES passes. A running clock's redraws do not count (once a
        second, or ten times in a quarter's last minute): while nothing else moves, its
        change is drawn at the first pass after it, up to idle_ms late."""
        if self._calm < CALM_PASSES:
            self._calm += 1
            if self._calm == CALM_PASSES and self.collect is not None:
                # A collection that falls due in a press costs it some ms on a stock Pico
                # (ROLL's worst 13.1 ms, budget 10; 9.3 ms with this): now, while nothing
                # waits on it.
                self.collect()
            return False
        return self.boot is None and self.buttons.settled

    def step(self, now):
        """One pass of the main loop (the emulator's and the tests' way in)."""
        try:
            self._step(now)
        except Exception as e:
            self.fault(e, now)

    def _step(self, now):
        self.loops += 1
        if self.boot is not None:
            if self.boot.step(now):
                self.boot = None
                self._dirty = ALL_DIRTY
            return
        if self.buttons.poll(now):
            self._buttons(now)
            if self._dirty:
                self._redraw(now)  # a press shows before the pass's tick (0.5 ms on the Pico)
        self._dirty |= self.app.tick(now)
        if self.app.log_lines:
            self._calls_log()
        if self._dirty:
            self._redraw(now)
        if self.panel.offline and self.panel.service(now):
            self._dirty = ALL_DIRTY
        if self.app.save_due(now):
            self.storage.save(self.app.save_parts())
            self.app.saved(now)

    def _calls_log(self):
        # The game's sentences (why each call was made) go to the serial console.
        log = self.app.log_lines
        if self.log:
            for line in log:
                self.log("call: " + line)
        del log[:]

    def _buttons(self, now):
        b = self.buttons
        code = b.get()
        while code >= 0:
            self._event(code, now)
            code = b.get()

    def _event(self, code, now):
        i = code >> 3
        kind = code & 7
        name = self.buttons.names[i]
        if kind == EDGE:
            if name in self._early and name not in self.aliases:
                self._acted |= 1 << i
                self._act(name, PRESS, now)
        elif kind == PRESS and self._acted >> i & 1:
            self._acted &= ~(1 << i)  # acted on at the first contact already
        elif kind == LIFT:
            # Let go: UNDO's and CLOCK's short meaning acts now, not a debounce later.
            if name not in self.aliases:
                self._lifted |= 1 << i
                self._act(name, RELEASE, now)
        elif kind == RELEASE and self._lifted >> i & 1:
            self._lifted &= ~(1 << i)
        elif name in self.aliases:
            self._aliased(name, kind, now)
        else:
            self._act(name, kind, now)
        if self.app.replaced_by is not None:  # NEW GAME of another game: its table now
            self.app = self.app.replaced_by
            self.app.collect = gc.collect
            self._dirty = ALL_DIRTY

    def _act(self, name, kind, now):
        # Work that takes long (UNDO's restore, NEW GAME's sheets) shows at once that it
        # started: the app's word for it goes on the text line before the work is done.
        word = self.app.starting(name, kind)
        if word is not None:
            self.panel.show("text", (word + "        ")[:8], now)
        self._dirty |= self.app.press(name, kind, now)

    def _aliased(self, name, kind, now):
        # The button's own meaning waits for the release; held long, it means the other.
        app = self.app
        if kind == PRESS:
            self._deferred = name
        elif kind == LONG and self._deferred == name:
            self._deferred = None
            other = self.aliases[name]
            app.press(other, PRESS, now)
            self._dirty |= app.press(other, RELEASE, now)
        elif kind == RELEASE and self._deferred == name:
            self._deferred = None
            app.press(name, PRESS, now)
            self._dirty |= app.press(name, RELEASE, now)

    def _redraw(self, now):
        # brightness changes only by a press, which makes the pass dirty
        if self.app.settings["brightness"] != self.panel.level:
            self.panel.brightness(self.app.settings["brightness"], now)
        self._draw_dirty(now)

    def _draw_dirty(self, now):
        dirty = self._dirty
        self._dirty = 0
        if dirty & ALL_DIRTY:
            self._calm = 0
            self.draw(now)
        elif dirty & CLOCK_DIRTY:
            self.panel.show_on(self._clock_chip, self.app.render_clock(), now)

    def draw(self, now):
        app = self.app
        for role in _ROLES:
            if self.panel.has(role):
                self.panel.show(role, app.render(role), now)
                self.panel.blink(role, app.blink(role), now)

    def fault(self, e, now):
        if isinstance(e, OSError) and self.panel.fault(e, now):
            self._dirty = ALL_DIRTY  # a display went offline mid-draw: draw the rest again
            return
        self.errors += 1
        name = type(e).__name__
        self.last_error = "%s: %s" % (name, e)
        if self.log:
            self.log("error %d: %s" % (self.errors, self.last_error))
        code = "ERR %s" % _ERRORS.get(name, "X")
        if name == "OSError" and e.args and e.args[0] == _ENOSPC:
            code = "NO SPACE"  # a save found the flash full: said, nothing deleted for room
        try:
            self.app.flash(code, 3000)  # stays up while the app still draws
            self.panel.show("text", (code + "    ")[:8], now)
        except Exception:
            pass
        try:
            self.storage.save(self.app.save_parts())
            self.app.saved(now)
        except Exception:
            pass


_ = const

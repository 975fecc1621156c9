# The shell: what every game on the box shares. A game's table (games/<id>/box.py) is a
# subclass that adds the rules; this class keeps the buttons' meanings, the modes, the
# text line's messages, setup with GAME and NEW GAME, the save's framing and its timing.
# It knows no game's rules (games/README.md, "The table").
# The game's hooks (REQUIRED) are its table's, checked when its box.py is imported (lacking):
# pyright: reportAttributeAccessIssue=false

from sideline import resume, store
from sideline.ticks import ticks_diff

# Button events (the same codes as drivers/buttons.py).
PRESS = 1
RELEASE = 2
LONG = 3
REPEAT = 4

# What tick() and press() ask the runner to redraw.
CLOCK_DIRTY = 1
ALL_DIRTY = 2

# Buttons whose hold means something else (a long UNDO redoes, a long CLOCK is the game's:
# a timeout in College Football Saturday): they act on release; the board acts on the
# others at their first contact.
HOLD_BUTTONS = ("UNDO", "CLOCK")
ROLES = ("clock", "home", "away", "down", "ball_on", "dice", "text")
SAVE_EVERY_MS = 10000  # while only the clock runs
NUDGE_MS = 800  # what to press instead, after a press that does nothing where it is
# Setup's GAME when the game's name fills the line alone ("DICEBOWL", "FLIIP"): the line
# turns between the item's word and the name, GAME_WORD_MS of every GAME_TURN_MS on the word.
GAME_TURN_MS = 2000
GAME_WORD_MS = 700
LATER_MS = 1000  # each half of AT NEXT / NEW GAME: a setting the game under way does not take
SAVE_FORMAT = 2  # a save names its game: {"game": ID, "v": the game's VERSION, ...}


def after(now, deadline):
    return ticks_diff(now, deadline) >= 0


def setup_line(label, value, editing):
    """A setup item on the 8-character line, the value never cut: "HOME BAY", "H COACH"
    (the caller item's label shortened to its side), "QTR>15" while it is being changed."""
    head = label.split(" ")[0]
    if editing:  # ">COACH D": a long value drops the item's name rather than its own end
        if len(value) >= 8:
            return value  # "DICEBOWL": the whole line, changing as UP/DOWN step it
        return "%s>%s" % (head[: max(0, 7 - len(value))], value)
    text = ("%s %s" % (label, value)).strip()
    if len(text) > 8:
        text = "%s %s" % (head, value)
    if len(text) > 8:
        text = head + value  # "HCOACH D"
    if len(text) > 8:
        text = value  # "DICEBOWL": the value is what the line is for
    return text


def lacking(cls):
    """The hooks of cls.REQUIRED that a game's table cls does not define, and a
    press_<mode> for each of its MODES but setup (the shell's): sideline.app.game_box
    refuses a table that lacks one, naming it, rather than fail at its first call."""
    out = []
    for name in cls.REQUIRED:
        if not hasattr(cls, name):
            out.append(name)
    for mode in cls.MODES:
        if mode != "setup" and not hasattr(cls, "press_" + mode):
            out.append("press_" + mode)
    return out


class Shell:
    MODES = ("play", "setup")
    ID = None  # the game's folder name (games/<id>)
    VERSION = 1  # the format of the game's saved state
    max_brightness = 15  # BRT's top: the wiring file's cap once main.py hands it over
    settings = None  # the game's settings (set by the table), "brightness" among them
    catalog = None  # {slug: abbr} of the game's teams, and their slugs in order (the table's)
    slugs = None
    # The board's heap collector, given by the runner (gc.collect) for NEW GAME's big step;
    # None in the MicroPython VM's checks, whose collector must not run deep.
    collect = None

    # What the game's table must define (games/README.md, "The table"), besides a
    # press_<mode> for each of its MODES but setup: checked by lacking() when its box.py
    # is imported. No stubs here: on the Pico each would be code on the heap.
    REQUIRED = (
        "state",  # () -> everything needed to resume, JSON-able
        "new_game",  # () -> None: a new game with the current settings and teams
        "restore",  # (payload) -> True, or False with the save kept (sideline/resume.py)
        "forget_history",  # () -> None: drop the undo stack
        "undo",  # () -> None: UNDO short
        "redo",  # () -> None: UNDO held
        "setup_items",  # () -> [(label, shown value)] between GAME and NEW GAME
        "setup_change",  # (label, step, now) -> None: UP (+1) or DOWN (-1) on an item
        "render",  # (role) -> the display role's text
        "tick",  # (now) -> what to redraw: 0, CLOCK_DIRTY, ALL_DIRTY
        "blink",  # (role) -> the chip's blink: 0 off, 1 = 2 Hz, 2 = 1 Hz, 3 = 0.5 Hz
    )

    def waits_for_new_game(self, label):
        """Whether setup's item now differs from the game under way, which keeps its own
        value until NEW GAME (a team, a house rule): setup then says so."""
        return False

    def render_clock(self):
        """The clock display's text (a game without a clock shows what it counts)."""
        return self.render("clock")

    def summary(self):
        return {"game": self.ID, "mode": self.mode}

    def shell_init(self, now, seed, roles, messages, games=None):
        """The shell's state (boardgame.io's ctx). games: the installed games as
        [(id, name)], for setup's GAME; switch(id) is set by the app to start another."""
        if roles is None:
            roles = ROLES + ("text",)  # the reference build: the text line is two chips
        self.roles = roles
        n_text = 0
        for r in roles:
            if r == "text":
                n_text += 1
        self.text_chars = 4 * n_text if n_text else 8  # 4 characters per alphanumeric chip
        self.messages = list(messages or [])
        self.seed = seed
        self.now = now
        self.mode = "play"
        self.menu = None  # [(label, value), ...] while a choice is asked
        self.menu_i = 0
        self.info = 0
        self.info_until = 0
        self.flash_text = None  # a message shown on the text line for a moment
        self.flash_until = 0
        # (text, ms) shown when the flash ends: BAD SAVE's second line; (text, ms, (text, ms))
        # for one more after it (a play's result, 2 MINUTE, HALFTIME)
        self.flash_next = None
        self.wake = now  # the first tick at which a timed thing may change (a table's tick)
        self.save_pending = True
        self.last_save = now
        self.saves = 0
        self.error = None
        self.setup_i = 0
        self.setup_edit = False
        self.game_turns = False  # setup's line turns between GAME and the game's name
        self.game_word = False  # ... and shows GAME now
        # Setup's items as last listed, kept while only moves follow: a game's list takes
        # about 2 ms to build on the Pico, and a press has 5 ms to show (issue 33 item 5).
        self.setup_list = None
        self.confirm = None  # a question the next OK answers (NEW GAME)
        self.previous_game = None  # the game NEW GAME replaced, until the first action
        self.held = None
        self.kept = None  # a saved game that could not be resumed (sideline/resume.py)
        self.games = games or [(self.ID, self.ID)]
        self.game_choice = self.ID  # GAME in setup, until NEW GAME starts it
        self.switch = None  # app.open_game: NEW GAME of another game
        # app: renew(id, old game) parks the old game and restarts the board into a new game
        # of it, when NEW GAME in place finds no room (the board's); None: ERR MEM then.
        self.renew = None
        # app: resumes(id) -> whether the game setup's GAME chose has a save of its own to
        # resume (None: it starts anew), so that the question says which will happen.
        self.resumes = None
        self.replaced_by = None  # the table of the game NEW GAME started instead of this one
        self.log_lines = []  # sentences for the serial console (the runner empties it)
        # The runner calls these on every 5 ms pass: bound once here, so that MicroPython does
        # not search the table's bases for them on every call (a table is a few classes).
        self.tick = self.tick
        self.save_due = self.save_due
        self.clock_running = self.clock_running
        # And these on every press and every redraw (the press's latency budget).
        self.press = self.press
        self.render = self.render
        self.render_clock = self.render_clock
        self.blink = self.blink
        self.handlers = {}  # mode -> its press_<mode>, looked up once

    def _team(self, side):
        """The team slug setup names for side, or the first (home) or second (away) of the
        catalog when that team's file is gone."""
        slug = self.settings[side]
        if slug not in self.catalog:
            slug = self.slugs[0 if side == "home" else (1 if len(self.slugs) > 1 else 0)]
            self.settings[side] = slug
        return slug

    # --- saves ----------------------------------------------------------------------

    def payload(self, previous=True):
        """The saved game, as JSON bytes (a kept save that could not be resumed, until
        NEW GAME); previous: with the game NEW GAME replaced, if there is one."""
        out = bytearray()
        for p in self.save_parts(previous):
            out += p  # a memoryview among them: MicroPython's bytes.join takes bytes only
        return bytes(out)

    def save_parts(self, previous=True):
        """The saved game as the storage writes it: payload()'s bytes in pieces of at most
        a few hundred bytes (store.parts), so that a long game's save needs no large block."""
        if self.kept is not None:
            return [self.kept]
        p = {"game": self.ID, "v": self.VERSION}
        p.update(self.state())
        old = resume.embedded(self.previous_game) if previous else None
        if old is not None:  # the game NEW GAME replaced: UNDO brings it back after a reboot
            p["previous"] = old
        return store.parts(p)

    def old_game(self):  # type: () -> object
        """What UNDO after NEW GAME restores (restore() takes it): the save's bytes here; a
        game may hand its saved state as it is instead, without a copy of a long game.
        One game back, as UNDO goes: not the game that one replaced."""
        return self.payload(False)

    def save_due(self, now):
        if self.save_pending:
            return True
        # While the clock runs, save its progress every few seconds.
        return self.clock_running() and ticks_diff(now, self.last_save) >= SAVE_EVERY_MS

    def clock_running(self):
        return False

    def saved(self, now):
        self.save_pending = False
        self.last_save = now
        self.saves += 1

    # --- input ----------------------------------------------------------------------

    def press(self, name, kind, now):
        """A button event (PRESS, LONG or REPEAT; RELEASE is ignored)."""
        self.quiet(now)  # self.now is still the last pass's
        self.now = now
        self.wake = now  # whatever the press starts, the next tick looks
        if kind == RELEASE:
            return self.release(name, now)
        # A message on the text line (UNDO, NO REDO, ERR MEM...) gives way to the press,
        # which shows at once what it did (a message it makes is set after this).
        self.flash_text = None
        self.flash_next = None
        if self.mode != "setup" or self.setup_edit or name not in ("UP", "DOWN"):
            self.setup_list = None  # anything but a move may change what setup lists
        self.info = 0 if name != "BACK" else self.info
        if name == "MODE" and kind == PRESS:
            self.next_mode()
            return ALL_DIRTY
        if name in HOLD_BUTTONS:  # act on release: holding them means something else
            if kind == PRESS:
                self.held = name
            elif kind == LONG and self.held == name:
                self.held = None
                if name == "UNDO":
                    self.redo()
                else:
                    self.hold_clock()
            return ALL_DIRTY
        if kind == LONG:
            return 0  # a press is short or long, never both: no handler takes a long one
        if self.confirm is not None:
            self._answer_new_game(name)
            return ALL_DIRTY
        handler = self.handlers.get(self.mode)
        if handler is None:
            handler = getattr(self, "press_" + self.mode)
            self.handlers[self.mode] = handler
        handler(name, kind, now)
        return ALL_DIRTY

    def starting(self, name, kind):  # type: (str, int) -> str | None
        """A word for the text line at once, before a press's work, when the work takes
        long: the runner shows it, then the work's own displays (issue 33 item 6). UNDO and
        REDO bring a game back from its history; OK to the question reads sheets (NEW GAME)
        or restarts the board into another game (RESUME?). None: the press shows itself."""
        if name == "UNDO" and self.held == name:
            if kind == RELEASE:
                return "UNDO"
            if kind == LONG:
                return "REDO"
        elif name == "OK" and kind == PRESS and self.confirm is not None:
            return "RESUME" if self.confirm == "resume" else "NEW GAME"
        return None

    def quiet(self, now):
        """A press is coming (self.now is still the last pass's tick): what rests on the
        text line gives way."""

    def sweep(self):
        """The heap collected by the board's collector, where there is one: called between
        letting go of data and asking for room, not left to an allocation deep in a read."""
        if self.collect is not None:
            self.collect()

    def next_mode(self):
        modes = self.MODES
        self.mode = modes[(modes.index(self.mode) + 1) % len(modes)]
        self.setup_edit = False
        self.setup_i = 0  # setup always opens on its first item, never on NEW GAME
        self.confirm = None
        self.flash(self.mode.upper(), 700)
        self.mode_changed()

    def mode_changed(self):
        """The game's part of a change of mode."""

    def release(self, name, now):
        """A button let go: the short-press meaning of UNDO and CLOCK."""
        self.now = now
        if self.held != name:
            return 0
        self.held = None
        if name == "UNDO":
            self.undo()
        else:
            self.clock_button(now)
        return ALL_DIRTY

    def hold_clock(self):
        """CLOCK held: the game's meaning, if it has one."""

    def clock_button(self, now):
        """CLOCK pressed: the game's meaning, if it has one."""

    def _menu_move(self, name):
        if self.menu and name in ("UP", "DOWN"):
            n = len(self.menu)
            self.menu_i = (self.menu_i + (1 if name == "UP" else -1)) % n
            return True
        return False

    def flash(self, text, ms):
        self.flash_text = text
        self.flash_until = self.now + ms
        self.wake = self.now

    def nudge(self, words):
        """A press that does nothing here: the text line says what to press instead ("PRESS
        OK"; its last word on a 4-character line), for a moment: what it covered comes back."""
        if len(words) > self.text_chars:
            words = words.split(" ")[-1]
        self.flash(words, NUDGE_MS)

    def _flash_passed(self, now):
        # True when the flash's time is up (and the next one, if any, starts).
        if self.flash_text is not None and after(now, self.flash_until):
            self.flash_text = None
            if self.flash_next is not None:
                self.flash_text = self.flash_next[0]
                self.flash_until = now + self.flash_next[1]
                self.flash_next = self.flash_next[2] if len(self.flash_next) > 2 else None
            return True
        return False

    # --- setup ----------------------------------------------------------------------

    def cap_brightness(self, level):
        """Cap BRT at the wiring file's max_brightness (None: config.SAFE_BRIGHTNESS)."""
        # Once at boot: the board drops the wiring file's checker from its heap once the
        # self-test is over (drivers/pico.py, BOOT_ONLY).
        # why: Pico heap (BOOT_ONLY)
        from sideline.config import brightness_cap

        self.max_brightness = brightness_cap(level)
        b = self.settings["brightness"]  # a saved game's: may be above the cap, or garbage
        if type(b) is not int or not 0 <= b <= self.max_brightness:
            self.settings["brightness"] = self.max_brightness

    def brightness_word(self):
        """BRT's value: "9MAX" at the build's cap (the highest level its supply allows,
        hardware/POWER.md), so a player sees why UP goes no further."""
        b = self.settings["brightness"]
        return ("%dMAX" if b >= self.max_brightness else "%d") % b

    def _all_setup_items(self):
        items = list(self.setup_items())
        if len(self.games) > 1:
            name = self.game_choice
            for gid, word in self.games:
                if gid == self.game_choice:
                    name = word
            items.insert(0, ("GAME", name))
        items.append(("NEW GAME", ""))
        return items

    def setup_text(self):
        items = self.setup_list
        if items is None:
            items = self._all_setup_items()
            self.setup_list = items
        label, value = items[self.setup_i]
        text = setup_line(label, value, self.setup_edit)
        # The name alone would not say what it is: the line turns (setup_turned).
        self.game_turns = label == "GAME" and text == value and not self.setup_edit
        if self.game_turns and self.game_word:
            return label
        return text

    def setup_turned(self, now):
        """Each tick in setup: True when the GAME item's line turns to the word or back."""
        if not self.game_turns:
            return False
        word = now % GAME_TURN_MS < GAME_WORD_MS
        if word == self.game_word:
            return False
        self.game_word = word
        return True

    def press_setup(self, name, kind, now):
        items = self.setup_list
        if items is None:
            items = self._all_setup_items()
        if not self.setup_edit:
            if name in ("UP", "DOWN"):
                self.setup_i = (self.setup_i + (1 if name == "UP" else -1)) % len(items)
            elif name == "OK":
                if items[self.setup_i][0] == "NEW GAME":
                    self.confirm = "new"
                else:
                    self.setup_edit = True
            elif name == "BACK":
                self.mode = "play"
                self.mode_changed()
            return
        if name in ("OK", "BACK"):
            self.setup_edit = False
            self.save_pending = True
            if self.game_choice != self.ID and items[self.setup_i][0] == "GAME":
                # Another game: OK goes to it (resumed where it was left, or a new game of
                # it), anything else keeps this one.
                r = self.resumes
                self.confirm = "resume" if r is not None and r(self.game_choice) else "new"
            elif self.waits_for_new_game(items[self.setup_i][0]):
                # The game under way keeps what it started with: say when the change comes.
                self.flash("AT NEXT", LATER_MS)
                self.flash_next = ("NEW GAME", LATER_MS)
            return
        if name not in ("UP", "DOWN"):
            return
        step = 1 if name == "UP" else -1
        key = items[self.setup_i][0]
        if key == "GAME":
            ids = [g[0] for g in self.games]
            i = ids.index(self.game_choice) if self.game_choice in ids else 0
            self.game_choice = ids[(i + step) % len(ids)]
        elif key == "BRT":
            s = self.settings
            s["brightness"] = max(0, min(self.max_brightness, s["brightness"] + step))
        else:
            self.setup_change(key, step, now)  # the game's item

    # NEW GAME asks first, and the old game is kept: UNDO brings it back.
    def confirm_text(self):
        """The question OK answers, in what it will do: "RESUME?" when setup's GAME chose a
        game that resumes its own save, else "NEW? OK" (a new game, of this one or another)."""
        return "RESUME?" if self.confirm == "resume" else "NEW? OK"

    def _answer_new_game(self, name):
        self.confirm = None
        if name != "OK":
            self.game_choice = self.ID
            self.flash("KEPT", 1000)
            return
        if self.game_choice != self.ID and self.switch is not None:
            other = self.switch(self.game_choice, self)
            if other is not None:
                self.replaced_by = other
                return
            self.game_choice = self.ID  # its teams are missing: stay (the flash says so)
            return
        renew = self.renew if self.kept is None else None
        old = self.old_game()
        try:
            self.start_new(old)
        except MemoryError:
            if renew is None:
                raise
            # In place the new game found no room (the old game's pieces still on the heap:
            # a stock Pico with 48 KB held, issue 33), and the old game is back: the board
            # restarts into the new one, in a clean heap, the old one waiting in its file.
            self.previous_game = None
            renew(self.ID, old)  # nothing after this runs on the board

    def start_new(self, old=None):
        """A new game of this game, the one played (old: as old_game() gives it) kept for
        UNDO: NEW GAME's OK, or the board's boot after the restart it asked for (app.py)."""
        self.previous_game = self.old_game() if old is None else old
        resume.forget(self)  # a kept save that could not be resumed may now be overwritten
        try:
            self.new_game()
        except MemoryError:
            # The old game let go of its data to make room: short of memory all the same,
            # it comes back whole (the runner then shows ERR MEM), never half of each. Its
            # replay may find no room either while the new game's pieces are still on the
            # heap: once more after the board's collector has swept them (the real rp2
            # port's stock UF2 with 48 KB held: ERR TYP on every press after, issue 33).
            old = self.previous_game
            self.previous_game = None
            try:
                self.restore(old)
            except MemoryError:
                self.sweep()
                self.restore(old)
            raise
        self.flash("NEW GAME", 1500)
        self.mode = "play"

    def _old_game_back(self):
        old = self.previous_game
        self.previous_game = None
        if old is not None and self.restore(old):  # with its own undo history (saved in it)
            self.flash("OLD GAME", 1500)
            return True
        return False

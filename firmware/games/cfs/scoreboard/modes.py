# The other modes of College Football Saturday on the box: manual (the players roll real
# dice and enter what happened), dice (any dice, the game's never move), the timeout menu
# (CLOCK held) and the game's setup items (the shell keeps setup's navigation).
# Mixed into the table (box.py) before the shell, whose hooks these override.
# A part of box.Table, whose state is set there: pyright cannot follow it across the parts.
# pyright: reportAttributeAccessIssue=false
from games.cfs.callers import calling
from games.cfs.rules import calls
from games.cfs.scoreboard import history, manual, views
from games.cfs.scoreboard.settings import (
    CALLERS,
    CLOCK_MODES,
    GAME_ENDS,
    HALFTIMES,
    HOUSE_SETUP,
    house_overrides,
    house_word,
)
from sideline.shell import PRESS, RELEASE, REPEAT, Shell


class OtherModes:
    def next_mode(self):
        if self.mode == "timeout":  # MODE in the timeout menu: on from the mode it came from
            self.mode = self.mode_before_timeout
        Shell.next_mode(self)

    def starting(self, name, kind):
        word = Shell.starting(self, name, kind)
        if (
            word is None
            and kind != RELEASE
            and ((kind == PRESS and self._coach_calls(name)) or self._coach_at_work(name))
        ):
            return "COACH"  # its code and its tables: a few hundred ms on a stock Pico
        return word

    def _coach_calls(self, name):
        # The press that leaves a play's result (or a quarter's end) for the next step, whose
        # calls a coach makes (issue 33 item 6: 83 ms median on a stock Pico, nothing shown).
        return (
            name in ("ROLL", "OK")
            and self.mode == "play"
            and self.step in ("result", "quarter_end")
            and not self.menu
            and self.confirm is None
            and any("coach" in c for c in self.settings["callers"].values())
        )

    def _coach_at_work(self, name):
        # Setup's presses that set the coach to work (issue 33 item 6): a side's caller
        # changed to one with a coach (the step's call is made again), and BACK to play
        # with a coach among the callers (its warm-up).
        if self.mode != "setup" or self.confirm is not None:
            return False
        if not self.setup_edit:
            return name == "BACK" and any("coach" in c for c in self.settings["callers"].values())
        if name not in ("UP", "DOWN"):
            return False
        label = (self.setup_list or self._all_setup_items())[self.setup_i][0]
        if label not in ("H CALL", "A CALL"):
            return False
        now = self.settings["callers"]["home" if label[0] == "H" else "away"]
        step = 1 if name == "UP" else -1
        return "coach" in CALLERS[(CALLERS.index(now) + step) % len(CALLERS)]

    def mode_changed(self):
        self.manual_pick = None
        self.naming = None
        if self.mode == "play":
            self._next_step()
            self.warm()  # a coach chosen in setup: ready before its first call

    def clock_button(self, now):
        if self.settings["clock_mode"] == "real":
            self.clock.toggle(now)
            self.save_pending = True
        else:
            self.flash("CLK " + views.CLOCK_WORDS[self.settings["clock_mode"]], 1000)

    def hold_clock(self):
        st = self.clock.state
        self.timeout_menu = [
            ("TO %s %d" % (self.team_sheets[s]["abbr"], st["to"][i]), i)
            for i, s in ((0, "home"), (1, "away"))
        ]
        self.timeout_i = 0
        if self.mode != "timeout":  # held again in its own menu: the same way back
            self.mode_before_timeout = self.mode
        self.mode = "timeout"

    def clock_step(self, before, quarter_s=None):
        """A change of the clock alone (a timeout, QTR changed) made a step of undo of its
        own: before is the _snapshot() taken just before it; quarter_s, QTR before it."""
        self.undo_stack.append(before + (("clock",) if quarter_s is None else ("clock", quarter_s)))
        self.redo_stack = []
        if len(self.undo_stack) > history.UNDO_DEPTH:
            self.undo_stack.pop(0)
        self.save_pending = True

    def qtr_step(self):
        """QTR is about to change: a step of undo, one for the steps of one change."""
        top = self.undo_stack[-1] if self.undo_stack else None
        if top is None or top is not self._qtr_top:
            self.clock_step(self._snapshot(), self.settings["quarter_s"])
            self._qtr_top = self.undo_stack[-1]

    def press_timeout(self, name, kind, now):
        if name in ("UP", "DOWN"):
            self.timeout_i = 1 - self.timeout_i
        elif name == "OK":
            i = self.timeout_menu[self.timeout_i][1]
            before = self._snapshot()
            if self.clock.timeout(i):
                self.flash("TIMEOUT", 1500)
                self.clock_step(before)  # UNDO takes back the timeout alone
            else:
                self.flash("NO TO", 1500)
            self.mode = self.mode_before_timeout
        elif name == "BACK":
            self.mode = self.mode_before_timeout

    def press_manual(self, name, kind, now):
        if self._over():
            return
        if self._quarter_over():
            if name == "OK" or name == "ROLL":
                self._end_of_quarter()
            return
        if name == "ROLL" and kind == PRESS:
            self.nudge("PRESS OK")  # the real dice are rolled on the table: OK enters them
            return
        if self.naming is not None:
            self._name_play(name)
            return
        if self.manual_pick is None:
            entries = self._manual_entries()
            if name in ("UP", "DOWN"):
                self.menu_i = (self.menu_i + (1 if name == "UP" else -1)) % len(entries)
            elif name == "BACK":
                self._next_info(now)  # the info pages, as in play mode
            elif name == "OK":
                e = entries[self.menu_i % len(entries)]
                if e[3]:
                    self.manual_pick = e
                    self.yards = manual.start_yards(e)
                else:
                    self._manual_apply(e, 0)
            return
        if name == "UP" or name == "DOWN":
            self.yards = manual.step_yards(self.rep, self.yards, name == "UP", kind == REPEAT)
        elif name == "OK":
            self._manual_apply(self.manual_pick, self.yards)
        elif name == "BACK":
            self.manual_pick = None

    def _manual_entries(self):
        return manual.entries(self.G)

    def _name_play(self, name):
        # Manual mode with NAME on: which play of the sheet was run (its uses stay right).
        if self._menu_move(name):
            return
        naming = self.naming
        if naming is None:
            return
        entry, yards = naming
        if name == "OK":
            play = self.menu[self.menu_i][1]
            self.naming = None
            self.menu = None
            self._manual_apply(entry, yards, play or "")
        elif name == "BACK":
            self.naming = None
            self.menu = None

    def _manual_apply(self, entry, yards, play=None):
        if play is None and self.settings["name_plays"] and manual.uses_a_play(entry):
            off = self.G["possession"]
            self.menu = manual.play_menu(entry, self.team_sheets[off], self.G["marks"][off])
            self.menu_i = 0
            self.naming = (entry, yards)
            return
        try:
            self._apply(manual.action(entry, yards, play))
        except calls.IllegalCall as e:
            self.error = str(e)
            self.flash("ILLEGAL", 1500)
            return
        self.manual_pick = None
        self.menu_i = 0
        self.shown_board = None
        self.flash(self.event.get("text", "OK")[:8], 1500)

    def press_dice(self, name, kind, now):
        self.dice_mode.press(name, kind, now, self.seed, self.settings["reveal_ms"])

    def setup_items(self):
        s = self.settings
        abbr = lambda slug: self.catalog.get(slug, "?")  # noqa: E731
        return (
            ("HOME", abbr(s["home"])),
            ("AWAY", abbr(s["away"])),
            ("H CALL", views.CALLER_WORDS.get(s["callers"]["home"], "?")),
            ("A CALL", views.CALLER_WORDS.get(s["callers"]["away"], "?")),
            ("CLK", views.CLOCK_WORDS.get(s["clock_mode"], "?")),
            ("QTR", "%d" % (s["quarter_s"] // 60)),
            ("HALF", views.HALFTIME_WORDS.get(s["halftime"], "?")),
            ("LAST", "ON" if s["last_possession"] else "OFF"),
            ("FAST", "ON" if s["fast"] else "OFF"),
            ("BRT", self.brightness_word()),
            # No colon: on 14 segments it is the centre bar ("END 0I00").
            ("END", "PLAY" if s["game_end"] == "plays" else "TIME"),
            ("NAME", "ON" if s["name_plays"] else "OFF"),
        ) + tuple((h[0], house_word(h[1], s[h[1]])) for h in HOUSE_SETUP)

    def waits_for_new_game(self, label):
        """The teams and the house readings (LAST, HOUSE_SETUP's) are the record's start: a
        change shows at NEW GAME (HALF by the clock, the callers and the rest at once)."""
        start = self.record["start"]
        if label in ("HOME", "AWAY"):
            side = label.lower()
            return self.settings[side] != start[side]
        if label == "LAST" or label in [h[0] for h in HOUSE_SETUP]:
            return house_overrides(self.settings) != start["house"]
        return False

    def setup_change(self, label, step, now):
        """UP (+1) or DOWN (-1) on the setup item being changed (BRT is the shell's)."""
        key = label
        s = self.settings
        if key in ("HOME", "AWAY"):
            side = key.lower()
            i = self.slugs.index(s[side]) if s[side] in self.slugs else 0
            s[side] = self.slugs[(i + step) % len(self.slugs)]
        elif key in ("H CALL", "A CALL"):
            side = "home" if key[0] == "H" else "away"
            c = s["callers"][side]
            s["callers"][side] = CALLERS[(CALLERS.index(c) + step) % len(CALLERS)]
            self.caller_state[side] = calling.new_state(s["callers"][side], self.seed + 3)
            self._next_step()
        elif key == "CLK":
            s["clock_mode"] = CLOCK_MODES[(CLOCK_MODES.index(s["clock_mode"]) + step) % 3]
            self.clock.stop(now)
        elif key == "END":
            s["game_end"] = GAME_ENDS[(GAME_ENDS.index(s["game_end"]) + step) % 2]
        elif key == "QTR":
            self.qtr_step()  # UNDO gives back the quarter's length and the clock with it
            s["quarter_s"] = max(60, min(1200, s["quarter_s"] + 60 * step))
            self.clock.fit_quarter()
        elif key == "HALF":
            s["halftime"] = HALFTIMES[(HALFTIMES.index(s["halftime"]) + step) % 3]
        elif key == "LAST":
            s["last_possession"] = not s["last_possession"]
        elif key == "FAST":
            s["fast"] = not s["fast"]
        elif key == "NAME":
            s["name_plays"] = not s["name_plays"]
        else:  # a house reading (settings.HOUSE_SETUP): it takes effect at NEW GAME
            for label, k, choices, _words in HOUSE_SETUP:
                if label == key:
                    i = choices.index(s[k]) if s[k] in choices else 0
                    s[k] = choices[(i + step) % len(choices)]

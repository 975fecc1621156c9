# What College Football Saturday's displays show, and time passing: the clock, the reveal's
# tumbling dice, the timed messages, the resting pages, the roles a smaller build lacks.
# A part of box.Table, whose state is set there: pyright cannot follow it across the parts.
# pyright: reportAttributeAccessIssue=false
from games.cfs.rules import game
from games.cfs.scoreboard import manual, pages, textline, views
from sideline.shell import ALL_DIRTY, CLOCK_DIRTY, after
from sideline.ticks import ticks_add, ticks_diff

PAGE_CHECK_MS = 100  # resting pages turn every 3 s: looking 10 times a second is enough


class Screen:
    def tick(self, now):
        """Called every loop. Allocates nothing while only the clock runs."""
        # (MicroPython takes a frame from the heap past 11 words: the rare paths are methods.)
        self.now = now
        self.ticked = now
        dirty = 0
        if self.clock.state["run"] and self.clock.tick(now):
            k = self.clock.key()
            if k != self.clock_key:
                self.clock_key = k
                dirty = CLOCK_DIRTY
            if self.clock.state["ended"] and not self.reveal and self._clock_ended():
                dirty = ALL_DIRTY
            if self.clock.state["warned"] != self.warn_shown:
                self._announce()
        if not self.clock.state["run"] and self._turn_page(now):
            dirty = ALL_DIRTY
        if self.mode == "setup" and self.setup_turned(now):
            dirty = ALL_DIRTY
        if self.missing:
            turn = (now // 2000) % (len(self.missing) + 1)
            if turn != self.turn:
                self.turn = turn
                dirty = ALL_DIRTY
        if (
            self.reveal is not None
            or self.flash_text is not None
            or self.info
            or self.dice_mode.anim
        ) and ticks_diff(now, self.wake) >= 0:
            # Animations and timed messages: redraw when the tumbling die turns (every
            # 60 ms) or a deadline passes, and look only then, not on every pass (a reveal
            # may wait minutes).
            if self._animate(now):
                dirty = ALL_DIRTY
        return dirty

    def _clock_ended(self):
        # The real clock ran out: the end of the quarter, or of the game (END 0:00).
        step = "over" if self._over() else ("quarter_end" if self._quarter_over() else None)
        if step is None or self.step == step:
            return False
        self.step = step
        self.menu = None
        return True

    def _turn_page(self, now):
        # The pages turn once the game is under way (before its first action there is
        # nothing to tell: Q1, three timeouts each, no first downs), in play mode, at rest.
        # Looked at every PAGE_CHECK_MS, not every pass: the idle loop is the Pico's CPU time.
        if ticks_diff(now, self.page_checked) < PAGE_CHECK_MS:
            return False
        self.page_checked = now
        if self.mode != "play" or self.step not in pages.RESTING or not self.record["actions"]:
            return False
        page = self._page(now)
        if page == self.page:
            return False
        self.page = page
        return True

    def _animate(self, now):
        r = self.reveal
        frame = -1
        if self.dice_mode.anim or (r is not None and not after(now, r["until"])):
            frame = now // 60
        turned = frame != self.anim_frame
        self.anim_frame = frame
        changed = self._timed(now) or turned
        self._next_wake(now, frame)
        return changed

    def _next_wake(self, now, frame):
        # The first tick at which _animate could find something changed: the die's next
        # turn while it tumbles, else the nearest deadline (a press or a flash looks again).
        wake = ticks_add(now, 1000)  # in the ticks' range: a small int, no heap
        if frame >= 0:
            wake = ticks_add(now, 60 - now % 60)
        r = self.reveal
        if r is not None and ticks_diff(r["until"], now) > 0:
            wake = _sooner(wake, r["until"], now)
        dm = self.dice_mode
        if dm.anim:
            wake = _sooner(wake, dm.until, now)
        if self.flash_text is not None:
            wake = _sooner(wake, self.flash_until, now)
        if self.info:
            wake = _sooner(wake, self.info_until, now)
        self.wake = wake

    def _timed(self, now):
        # True when a deadline passed: something on the displays changes.
        dm = self.dice_mode
        passed = False
        if dm.anim and after(now, dm.until):
            dm.anim = False
            passed = True
        if self._flash_passed(now):
            passed = True
        if self.info and after(now, self.info_until):
            self.info = 0
            passed = True
        return passed

    def _page(self, now):
        return textline.page_at(self, now)

    def _page_text(self):
        return textline.page_text(self)

    def _announce(self, ev=None):
        """The two-minute warning, shown as it happens; reached by a play's runoff (ev), the
        play's result first: the warning never takes its place (issue 26 item 4)."""
        if self.clock.state["warned"] and not self.warn_shown:
            self.warn_shown = True
            text = ev.get("text") if ev is not None else None
            if text:
                self.flash(text[:8], 1500)
                self.flash_next = ("2 MINUTE", 2000)
            else:
                self.flash("2 MINUTE", 2000)
        elif not self.clock.state["warned"]:
            self.warn_shown = False

    def _board(self):
        G = self.G
        return (
            G["score"]["home"],
            G["score"]["away"],
            G["possession"] if G["phase"] != game.KICKOFF else None,
            G["down"] if G["phase"] == game.SCRIMMAGE else 0,
            G["to_go"],
            G["goal_to_go"],
            G["ball_on"] if G["phase"] == game.SCRIMMAGE else 0,
            G["possession"],
        )

    def blink(self, role):
        """The chip's own blink for a role (0 off, 1 = 2 Hz, 2 = 1 Hz, 3 = 0.5 Hz): the
        clock blinks at the end of a quarter, the text line when the game is over."""
        if role == "clock" and self.step == "quarter_end":
            return 2
        if role == "text" and self.step == "over" and self.mode == "play":
            return 1
        return 0

    def render_clock(self):
        """The clock display's text as bytes (no allocation)."""
        if self.settings["clock_mode"] == "none":
            return b"--:--"
        return self.clock.render(self.clock_buf)

    def render(self, role):
        if role == "text":  # first: after a press the runner draws it first, without a board
            return views.fit(self._render_text(), self.text_chars)
        board = self.shown_board or self._board()
        if role == "clock":
            return self.render_clock()
        if role == "home" or role == "away":
            return views.score(board[0 if role == "home" else 1], board[2] == role)
        if role == "down":
            return views.down(board[3], board[4], board[5])
        if role == "ball_on":
            return views.ball_on(board[6], board[7])
        if role == "dice":
            return self._render_dice()
        return ""

    def _render_dice(self):
        return textline.dice(self)

    def _render_text(self):
        if self.flash_text is not None:
            return self.flash_text
        if self.mode == "timeout":
            return self.timeout_menu[self.timeout_i][0]
        if self.confirm is not None:
            return self.confirm_text()
        if self.mode == "setup":
            return self.setup_text()
        if self.mode == "dice":
            return self.dice_mode.line_text(self.now, after)
        if self.info:
            return self._info_text(self.info)
        if self.mode == "manual":
            if self._over():
                return "FINAL"
            if self._quarter_over():
                return "END Q%d" % self.clock.state["q"]
            if self.naming is not None:
                return self.menu[self.menu_i][0]
            if self.manual_pick is not None:
                return manual.with_yards(self.manual_pick, self.yards, self.text_chars)
            entries = self._manual_entries()
            return entries[self.menu_i % len(entries)][0]
        return self._play_text()

    def _play_text(self):
        return textline.play(self)

    def _missing_text(self, role):
        return textline.missing(self, role)

    def _info_text(self, page):
        return textline.info(self, page)

    def summary(self):
        """The game in a few plain values (headless emulator, serial console)."""
        G = self.G
        return {
            "mode": self.mode,
            "step": self.step,
            "score": [G["score"]["home"], G["score"]["away"]],
            "clock": self.clock.shown(),
            "quarter": self.clock.state["q"],
            "half": G["half"],
            "down": G["down"],
            "to_go": G["to_go"],
            "ball_on": G["ball_on"],
            "possession": G["possession"],
            "phase": G["phase"],
            "actions": len(self.record["actions"]),
        }


def _sooner(a, b, now):
    return b if ticks_diff(b, now) < ticks_diff(a, now) else a

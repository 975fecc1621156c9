# An engine game's table at play (sideline/table.py's EngineTable is made of this and the
# shell): the game's menu on the text line, numbers entered with UP/DOWN, setup's items
# from the game's settings as data, and what each display role shows.
# A part of EngineTable, whose state is set there: pyright cannot follow it across the parts.
# pyright: reportAttributeAccessIssue=false
from sideline.shell import ALL_DIRTY, REPEAT, after

RESULT_MS = 1500  # each result of the game's last action, before FINAL (issue 26 item 5)
REPEAT_FAST = 4  # a number held longer than this many repeats moves by FAST_STEP
FAST_STEP = 5


def fit(text, n):
    """The text line's n characters exactly (8, or 4 on the minimal build): longer text is
    cut, shorter padded on the right, so that a word shorter than the line does not end up
    split across its two chips ("FINA   L")."""
    if len(text) > n:
        return text[:n]
    return text + " " * (n - len(text))


def result_text(r):
    """A result's words: a result is its text, or (text, the board as it stood then)."""
    return r if type(r) is str else r[0]


class EnginePlay:
    def mode_changed(self):
        self.entry = None
        self.info = 0

    def press_play(self, name, kind, now):
        e = self.entry
        if e is not None:
            self._press_entry(name, kind)
            return
        if kind == REPEAT:
            if name in ("UP", "DOWN") and not self.results:
                self._menu_move(name)
            return
        if name == "BACK":
            n = self.page_count(self.state_)
            self.info = (self.info + 1) % (n + 1) if n else 0
            return
        if name == "ROLL":
            i = self.roll_choice(self.state_, self.menu) if self.menu else None
            if i is not None:
                self.results = []
                self.menu_i = i
                self._choose(self.menu[i])
            elif self.menu:
                self.nudge("PRESS OK")  # no roll here: the coach's choice, or the card's
            return
        if name not in ("UP", "DOWN", "OK"):
            return
        if self.results:  # the next press shows the next result, then the menu
            self.results.pop(0)
            self.results_until = now + RESULT_MS  # the next one shows its whole time
            return
        if name == "OK":
            if self.menu:
                self._choose(self.menu[self.menu_i])
        else:
            self._menu_move(name)

    def _choose(self, item):
        ask = item[2]
        if ask is None:
            self.act(self.action_of(item, None))
        else:
            self.entry = [item, ask[2]]
            self.rep = 0

    def _press_entry(self, name, kind):
        e = self.entry
        if name == "BACK":
            self.entry = None
        elif name == "OK":
            self.entry = None
            if not self.act(self.action_of(e[0], e[1])):
                self.entry = e  # refused (the flash says so): the number stays to change
        elif name in ("UP", "DOWN"):
            self.rep = self.rep + 1 if kind == REPEAT else 0
            d = FAST_STEP if self.rep > REPEAT_FAST else 1
            lo, hi = e[0][2][0], e[0][2][1]
            n = e[1] + (d if name == "UP" else -d)
            e[1] = lo if n < lo else (hi if n > hi else n)

    # --- setup ------------------------------------------------------------------------

    def setup_items(self):
        s = self.settings
        items = []
        if self.TEAM_FILES:  # a game without them has no teams to pick
            items.append(("HOME", self.catalog[self._team("home")]))
            items.append(("AWAY", self.catalog[self._team("away")]))
        for label, key, _choices in self.SETUP:
            items.append((label, self.setting_word(key, s[key])))
        items.append(("BRT", self.brightness_word()))
        return items

    def setup_change(self, label, step, now):
        s = self.settings
        if label == "HOME" or label == "AWAY":
            side = label.lower()
            i = self.slugs.index(self._team(side))
            s[side] = self.slugs[(i + step) % len(self.slugs)]
            return
        for lab, key, choices in self.SETUP:
            if lab != label:
                continue
            if key in self.LIVE and not self.live_ok(key):
                self.flash("FIXED", 1000)  # the game under way has it already
                return
            i = choices.index(s[key]) if s[key] in choices else 0
            s[key] = choices[(i + step) % len(choices)]
            if key in self.LIVE:
                self.start_settings[key] = s[key]
                self.rebuild()
                self.results = []

    def waits_for_new_game(self, label):
        s = self.settings
        if label == "HOME" or label == "AWAY":
            key = label.lower()
        else:
            key = None
            for lab, k, _choices in self.SETUP:
                if lab == label and k not in self.LIVE:
                    key = k
        return key is not None and s[key] != self.start_settings.get(key, s[key])

    # --- time, displays ---------------------------------------------------------------

    def tick(self, now):
        self.now = now
        if self._flash_passed(now):
            return ALL_DIRTY  # what the flash covered comes back
        if self.mode == "setup" and self.setup_turned(now):
            return ALL_DIRTY
        if self.timed and self.results and after(now, self.results_until):
            # The results go by themselves (the game's last action's: then FINAL).
            self.results.pop(0)
            self.results_until = now + RESULT_MS
            return ALL_DIRTY
        return 0

    def over(self):
        return self.is_over(self.state_)

    def _page(self):
        if self.info and self.mode == "play":
            return self.page(self.state_, self.info - 1)
        return None

    def _board(self):
        # The board of the result shown, if it has its own (that moment's), else the game's.
        r = self.results[0] if self.results and self.mode == "play" else None
        return self.board if r is None or type(r) is str else r[1]

    def render_clock(self):
        page = self._page()
        if page is not None and "clock" in page:
            return page["clock"]
        return self._board()["clock"]

    def render(self, role):
        if role == "text":
            return fit(self._text(), self.text_chars)
        if role == "clock":
            return self.render_clock()
        page = self._page()
        if page is not None and role in page:
            return page[role]
        return self._board().get(role, "")

    def _text(self):
        if self.flash_text is not None:
            return self.flash_text
        if self.confirm is not None:
            return self.confirm_text()
        if self.mode == "setup":
            return self.setup_text()
        page = self._page()
        if page is not None:
            return page["text"]
        if self.entry is not None:
            return self.entry_text(self.entry[0], self.entry[1])
        if self.results:
            return result_text(self.results[0])
        if self.menu:
            return self.menu[self.menu_i][0]
        return self.board["text"]

    def blink(self, role):
        """The text line blinks when the game is over (the chip blinks by itself)."""
        if role == "text" and self.mode == "play" and self.over() and not self.results:
            return 1
        return 0

    def summary(self):
        state = self.state_
        return {
            "mode": self.mode,
            "step": self.step_name(state),
            "score": self.score(state),
            "actions": len(self.log),
            "over": self.is_over(state),
            "menu": [item[0] for item in self.menu],
        }

# The scoreboard app: modes, menus, the play sequence, the clock, undo and what every
# display shows. Pure: it is handed ticks, button events and the team sheets, and it hands
# back display text and save payloads. main.py (the Pico) and the emulator wire it up.
import json

from sideline import calling, calls, game, record, resume, views
from sideline.clock import GameClock
from sideline.dice import Dice, seed_state
from sideline.settings import CALLERS, CLOCK_MODES, HALFTIMES, house_overrides, merged
from sideline.sheet import BASES, DEFENSE_SHORT
from sideline.ticks import ticks_diff

# Button events (the same codes as drivers/buttons.py).
PRESS = 1
RELEASE = 2
LONG = 3
REPEAT = 4

# What tick() and press() ask the runner to redraw.
CLOCK_DIRTY = 1
ALL_DIRTY = 2

MODES = ("play", "manual", "dice", "setup")
ROLES = ("clock", "home", "away", "down", "ball_on", "dice", "text")
UNDO_DEPTH = 24  # "at least 20 actions back", and each step costs heap on the Pico
SAVE_EVERY_MS = 10000  # while only the clock runs
INFO_MS = 3000

# Manual entries: (label, what, kind, asks for yards, first down by penalty)
MANUAL_SCRIMMAGE = (
    ("RUN", "gain", "run", True, False),
    ("PASS", "gain", "pass", True, False),
    ("INCOMPL", "inc", "pass", False, False),
    ("INT", "to", "pass", True, False),
    ("FUMBLE", "to", "run", True, False),
    ("PENALTY", "pen", "run", True, False),
    ("PEN 1ST", "pen", "run", True, True),
    ("PUNT NET", "punt", "run", True, False),
    ("FG GOOD", "fg_good", "run", False, False),
    ("FG NO", "fg_miss", "run", False, False),
    ("TD RUN", "td", "run", False, False),
    ("TD PASS", "td", "pass", False, False),
    ("SAFETY", "safety", "run", False, False),
)
MANUAL_KICKOFF = (("KO TO", "ko", "run", True, False),)
MANUAL_TRY = (
    ("XP GOOD", "xp_good", "run", False, False),
    ("XP NO", "xp_no", "run", False, False),
    ("2PT GOOD", "two_good", "run", False, False),
    ("2PT NO", "two_no", "run", False, False),
)
DICE_COLOURS = ("G", "R", "Y", "O", "W")


class App:
    def __init__(self, sheets, now=0, payload=None, seed=1, roles=None, messages=None, load=None):
        """sheets: {slug: sheet} (already checked), or with `load`, {slug: abbr} and
        load(slug) -> sheet: the Pico keeps only the two teams playing in memory (a sheet
        is about 11 KB of heap). payload: a saved game (bytes, str or dict)."""
        if load is None:
            self.catalog = {}
            for slug in sheets:
                self.catalog[slug] = sheets[slug]["abbr"]
            load = sheets.__getitem__
        else:
            self.catalog = sheets
        self.load = load
        self.slugs = sorted(self.catalog)
        if not self.slugs:
            raise ValueError("no team sheets")
        if roles is None:
            roles = ROLES + ("text",)  # the reference build: the text line is two chips
        self.roles = roles
        n_text = 0
        for r in roles:
            if r == "text":
                n_text += 1
        self.text_chars = 4 * n_text if n_text else 8  # 4 characters per alphanumeric chip
        # A build with fewer displays: these roles take turns on the text line.
        self.missing = [r for r in ("clock", "home", "down", "ball_on") if r not in roles]
        self.turn = 0
        self.messages = list(messages or [])
        self.seed = seed
        self.now = now
        self.mode = "play"
        self.menu = None  # [(label, value), ...] while a choice is asked
        self.menu_i = 0
        self.step = None
        self.info = 0
        self.info_until = 0
        self.flash_text = None  # a message shown on the text line for a moment
        self.flash_until = 0
        self.reveal = None
        self.shown_board = None
        self.undo_stack = []
        self.redo_stack = []
        self.save_pending = True
        self.last_save = now
        self.saves = 0
        self.error = None
        self.clock_buf = bytearray(5)
        self.clock_key = None
        self.dice_set = [2, 1, 0, 1, 0]  # dice mode: how many of each colour
        self.dice_sel = 0
        self.dice_out = None
        self.dice_anim = False
        self.dice_until = 0
        self.setup_i = 0
        self.setup_edit = False
        self.pending = None  # the call being put together
        self.yards = 0
        self.manual_pick = None
        self.event = None
        self.held = None
        self._orders = {}
        self._pre = None
        self.dice_mode_state = None
        self.calls = calling.Calls()
        self.kept = None  # a saved game that could not be resumed (sideline/resume.py)
        self.resumed = payload is not None and self._restore(payload)
        if self.resumed:
            self.flash("RESUMED", 1500)
        else:
            self.settings = merged(None)
            self._new_game()
        if self.messages:
            self.flash(self.messages[0][:8], 3000)

    # --- game lifecycle -------------------------------------------------------------

    def _team(self, side):
        slug = self.settings[side]
        if slug not in self.catalog:
            slug = self.slugs[0 if side == "home" else (1 if len(self.slugs) > 1 else 0)]
            self.settings[side] = slug
        return slug

    def _new_game(self):
        home = self._team("home")
        away = self._team("away")
        self.team_sheets = None  # let the old sheets go before loading the new ones
        self.team_sheets = {"home": self.load(home), "away": self.load(away)}
        self.seed = (self.seed * 1103515245 + 12345) & 0x3FFFFFFF
        self.record = record.new_record(
            home, away, seed_state(self.seed), house_overrides(self.settings)
        )
        self.G = record.start_state(self.record, self.team_sheets)
        self.clock = GameClock(self.settings)
        self.caller_state = {
            "home": calling.new_state(self.settings["callers"]["home"], self.seed + 1),
            "away": calling.new_state(self.settings["callers"]["away"], self.seed + 2),
        }
        self.undo_stack = []
        self.redo_stack = []
        self.reveal = None
        self.event = None
        self.shown_board = None
        self.pending = None
        self._next_step()
        self.save_pending = True

    def _restore(self, payload):
        got, problem = resume.check(payload, self.catalog)
        if got is not None:
            try:
                self.settings = merged(got.get("settings"))
                rec = got["record"]
                s = rec["start"]
                self.team_sheets = {"home": self.load(s["home"]), "away": self.load(s["away"])}
                self.record = rec
                self.G = record.replay(rec, self.team_sheets)
                self.clock = GameClock(self.settings, got.get("clock"))
                self.clock.state["run"] = False  # a power cut stopped the clock
                self.caller_state = got.get("callers") or {
                    "home": calling.new_state("human", 1),
                    "away": calling.new_state("human", 2),
                }
                self.seed = got.get("seed", self.seed)
                self._next_step()
                return True
            except Exception as e:  # a log that does not replay, a sheet that changed
                problem = "saved game does not replay (%s)" % repr(e)
        resume.keep(self, payload, problem)
        return False

    def payload(self):
        """The saved game, as JSON bytes (a kept save that could not be resumed, until
        NEW GAME)."""
        if self.kept is not None:
            return self.kept
        return json.dumps(
            {
                "v": 1,
                "record": self.record,
                "settings": self.settings,
                "callers": self.caller_state,
                "clock": self.clock.state,
                "seed": self.seed,
            }
        ).encode()

    def save_due(self, now):
        """True when the runner should write a save now (DESIGN budget: at most one per
        completed action, and while only the clock runs at most one per 10 s)."""
        if self.save_pending:
            return True
        if self.clock.state["run"]:
            return ticks_diff(now, self.last_save) >= SAVE_EVERY_MS
        return False

    def saved(self, now):
        self.save_pending = False
        self.last_save = now
        self.saves += 1

    # --- the actions, the log, undo -------------------------------------------------

    def _snapshot(self):
        # Small on purpose: the game itself is rebuilt from the record, so a step back
        # only needs the clock (as a tuple) and the card decks, the only callers' state that
        # calling changes. A deck's order changes only when it is reshuffled, so snapshots
        # share one tuple of it until then.
        c = self.clock.state
        decks = None
        for side in ("home", "away"):
            d = self.caller_state[side].get("deck")
            if d is not None:
                if decks is None:
                    decks = {}
                decks[side] = (
                    self._order(side, d["order"]),
                    d["next"],
                    d["dice"][0],
                    d["dice"][1],
                    self.caller_state[side].get("card"),
                )
        return (
            len(self.record["actions"]),
            (c["q"], c["left"], c["run"], c["to"][0], c["to"][1], c["warned"], c["ended"]),
            decks,
        )

    def _order(self, side, order):
        kept = self._orders.get(side)
        if kept is None or list(kept) != order:
            kept = tuple(order)
            self._orders[side] = kept
        return kept

    def _restore_snapshot(self, snap):
        decks = snap[2]
        if decks is not None:
            for side in decks:
                order, nxt, z, w, card = decks[side]
                st = self.caller_state[side]
                st["deck"] = {"order": list(order), "next": nxt, "dice": [z, w]}
                st["card"] = card
        q, left, run, to0, to1, warned, ended = snap[1]
        self.clock = GameClock(
            self.settings,
            {
                "q": q,
                "left": left,
                "run": False,
                "to": [to0, to1],
                "warned": warned,
                "ended": ended,
            },
        )

    def _apply(self, action):
        """Apply one action to the game, log it, keep undo, time it; return the event."""
        before = self._pre  # taken before this action's calls drew any card
        if before is None or before[0] != len(self.record["actions"]):
            before = self._snapshot()
        self._pre = None
        code = record.encode(
            action, self.team_sheets, self.G, self.clock.state["q"], self.clock.state["left"]
        )
        board = self._board()
        ev = game.apply(self.G, self.team_sheets, action)
        self.record["actions"].append(code)
        self.redo_stack = []
        self._run_clock(ev)
        self.undo_stack.append((before, self._snapshot()))
        if len(self.undo_stack) > UNDO_DEPTH:
            self.undo_stack.pop(0)
        self.shown_board = board
        self.event = ev
        self.save_pending = True
        return ev

    def undo(self):
        if not self.undo_stack:
            self.flash("NO UNDO", 1000)
            return
        before, after = self.undo_stack.pop()
        n = before[0]
        code = self.record["actions"][n]
        self.redo_stack.append((code, before, after))
        del self.record["actions"][n:]
        self.G = record.replay(self.record, self.team_sheets)
        self._restore_snapshot(before)
        self._after_history()
        self.flash("UNDO", 800)

    def redo(self):
        if not self.redo_stack:
            self.flash("NO REDO", 1000)
            return
        code, before, after = self.redo_stack.pop()
        game.apply(self.G, self.team_sheets, record.decode(code, self.team_sheets, self.G))
        self.record["actions"].append(code)
        self.undo_stack.append((before, after))
        self._restore_snapshot(after)
        self._after_history()
        self.flash("REDO", 800)

    def _after_history(self):
        self.reveal = None
        self.event = None
        self.shown_board = None
        self.pending = None
        self.save_pending = True
        self._next_step()

    def _run_clock(self, ev):
        t = self.settings["timing"]
        kind = ev["t"]
        stop = False
        if kind == "play" or kind == "m":
            out = ev.get("outcome")
            text = ev.get("text", "")
            if text.endswith("TD") or text == "SAFETY":
                secs, stop = t["score"], True
            elif out == "turnover":
                secs, stop = t["turnover"], True
            elif out == "penalty":
                secs = t["penalty"]
            elif out == "gain":
                secs = t["pass"] if self._kind(ev) == "pass" else t["run"]
            elif out in ("sack", "loss"):
                secs = t["sack"]
            elif self._kind(ev) == "pass":
                secs, stop = t["incomplete"], True
            else:
                secs = t["stopped"]
        elif kind in ("punt", "fg", "kickoff"):
            secs, stop = t[kind], True
        else:
            secs, stop = t["try"], True
        self.clock.runoff(secs)
        if stop:
            self.clock.stop(self.now)

    def _kind(self, ev):
        if ev["t"] == "m":
            return "pass" if ev.get("what") == "inc" else ev.get("kind", "run")
        name = ev.get("play")
        sheet = self.team_sheets[ev["side"]]
        i = sheet["play_index"].get(name)
        return sheet["plays"][i]["kind"] if i is not None else "run"

    # --- the play sequence (play mode) ----------------------------------------------

    def _caller(self, side, role="offense"):
        return self.caller_state[side][role]

    def _next_step(self):
        """Decide what the game waits for next and ask for it (or let a caller answer)."""
        self._pre = self._snapshot()  # undo comes back to here, before any card is drawn
        self.menu = None
        G = self.G
        if game.is_over(G):
            self.step = "over"
            return
        if self.clock.state["ended"]:
            self.step = "quarter_end"
            return
        phase = G["phase"]
        if phase == game.KICKOFF:
            self.step = "kickoff"
            return
        off = G["possession"]
        if phase == game.TRY:
            if self._caller(off) == "human":
                self._ask("try", [("XP KICK", "pat"), ("2PT TRY", "two")])
            else:
                self.pending = {
                    "t": self.calls.kick(self.caller_state[off], G, self.team_sheets, off)
                }
                self.step = "ready"
            return
        legal = game.legal(G, self.team_sheets)
        if G["down"] == 4 or "play" not in legal:
            options = []
            if "play" in legal:
                options.append(("GO FOR IT", "play"))
            if "punt" in legal:
                options.append(("PUNT", "punt"))
            if "fg" in legal:
                options.append(("FG %d" % self._fg_yards(), "fg"))
            if "end" in legal:
                options.append(("END GAME", "end"))
            if self._caller(off) == "human":
                self._ask("fourth", options)
                return
            choice = self.calls.kick(self.caller_state[off], G, self.team_sheets, off)
            if choice != "play":
                self.pending = {"t": choice}
                self.step = "ready"
                return
        self._start_call()

    def _fg_yards(self):
        from sideline.kicking import fg_distance

        return fg_distance(self.G["ball_on"], self.G["house"])

    def _start_call(self):
        self.calls.why = None
        self.pending = {
            "t": "play",
            "call": {"defense": None, "offense": None, "checkoff": None, "audible": None},
        }
        self._call_step("base")

    def _call_step(self, step):
        """C1's order: base defense, offensive play, check-off, audible."""
        G = self.G
        off = G["possession"]
        dfn = game.other(off)
        call = self.pending["call"]
        sheets = self.team_sheets
        while True:
            if step == "base":
                if self._caller(dfn, "defense") == "human":
                    self._ask("base", [(views.defense_label(b), b) for b in BASES])
                    return
                call["defense"] = self.calls.base(self.caller_state[dfn], G, sheets, dfn)
                step = "play"
            elif step == "play":
                if self._caller(off) == "human":
                    self._ask("play", self._play_menu())
                    return
                call["offense"] = self.calls.play(
                    self.caller_state[off], G, sheets, off, call["defense"]
                )
                step = "checkoff"
            elif step == "checkoff":
                opts = calls.checkoff_options(sheets[dfn], G["marks"][dfn], call["defense"])
                if not opts:
                    step = "ready"
                elif self._caller(dfn, "defense") == "human":
                    items = [("NO CHECK", None)]
                    for d in opts:
                        left = sheets[dfn]["defenses"][d]["uses"] - G["marks"][dfn]["packages"][d]
                        items.append(("%s %d" % (DEFENSE_SHORT[d][:6], left), d))
                    self._ask("checkoff", items)
                    return
                else:
                    call["checkoff"] = self.calls.check_off(
                        self.caller_state[dfn], G, sheets, dfn, call["defense"], call["offense"]
                    )
                    step = "audible"
            elif step == "audible":
                if not call["checkoff"]:
                    step = "ready"
                elif self._caller(off) == "human":
                    self._ask("audible", [("NO AUD", None)] + self._play_menu())
                    return
                else:
                    call["audible"] = self.calls.audible(
                        self.caller_state[off],
                        G,
                        sheets,
                        off,
                        call["defense"],
                        call["offense"],
                        call["checkoff"],
                    )
                    step = "ready"
            else:
                self.step = "ready"
                self.menu = None
                if self.calls.why:
                    self.flash(self.calls.why, 1200)  # the caller's reason, up to 8 chars
                    self.calls.why = None
                return

    def _play_menu(self):
        off = self.G["possession"]
        sheet = self.team_sheets[off]
        marks = self.G["marks"][off]
        items = []
        for i in calls.available_plays(sheet, marks):
            p = sheet["plays"][i]
            left = p["uses"] - marks["plays"][i]
            items.append(("%s %d" % (p["short"][:6], left), p["name"]))
        return items

    def _ask(self, step, items):
        self.step = step
        self.menu = items
        self.menu_i = 0

    def _chosen(self, value):
        step = self.step
        self.menu = None
        if step == "try":
            self.pending = {"t": value}
            self.step = "ready"
        elif step == "fourth":
            if value == "play":
                self._start_call()
            else:
                self.pending = {"t": value}
                self.step = "ready"
        elif step == "base":
            self.pending["call"]["defense"] = value
            self._call_step("play")
        elif step == "play":
            self.pending["call"]["offense"] = value
            self._call_step("checkoff")
        elif step == "checkoff":
            self.pending["call"]["checkoff"] = value
            self._call_step("audible")
        elif step == "audible":
            self.pending["call"]["audible"] = value
            self._call_step("ready")

    def _roll(self, now):
        """ROLL in play mode: run the pending action, or reveal the next die."""
        if self.step == "reveal":
            r = self.reveal
            if r["i"] < len(r["rolls"]):
                r["i"] += 1
                r["until"] = now + self.settings["reveal_ms"]
                return
            self._show_result()
            return
        if self.step == "result":
            self._next_step()
            return
        if self.step == "kickoff":
            self.pending = {"t": "kickoff"}
        elif self.step != "ready":
            return
        action = self.pending
        self.pending = None
        self.flash_text = None  # the dice have the text line now
        try:
            ev = self._apply(action)
        except calls.IllegalCall as e:
            self.flash("ILLEGAL", 1500)
            self.error = str(e)
            self._next_step()
            return
        if self.settings["fast"] or not ev["rolls"]:
            self._show_result()
        else:
            self.step = "reveal"
            self.reveal = {"rolls": ev["rolls"], "i": 1, "until": now + self.settings["reveal_ms"]}

    def _show_result(self):
        self.reveal = None
        self.step = "result"
        self.shown_board = None

    # --- the clock ------------------------------------------------------------------

    def _end_of_quarter(self):
        q = self.clock.state["q"]
        self.clock.next_quarter()
        if q == 2 and self.settings["halftime"] == "clock" and self.G["half"] == 1:
            self._apply({"t": "halftime"})
            self.flash("HALFTIME", 2000)
        self._next_step()

    # --- input ----------------------------------------------------------------------

    def press(self, name, kind, now):
        """A button event (PRESS, LONG or REPEAT; RELEASE is ignored)."""
        self.now = now
        if kind == RELEASE:
            return self.release(name, now)
        self.info = 0 if name != "BACK" else self.info
        if name == "MODE" and kind == PRESS:
            if self.mode == "timeout":  # not in MODES: leave the timeout menu first
                self.mode = self.mode_before_timeout
            self.mode = MODES[(MODES.index(self.mode) + 1) % len(MODES)]
            self.setup_edit = False
            self.manual_pick = None
            self.flash(self.mode.upper(), 700)
            if self.mode == "play":
                self._next_step()
            return ALL_DIRTY
        # UNDO and CLOCK act on release, so that holding them can mean something else:
        # a long UNDO redoes, a long CLOCK asks for a timeout.
        if name == "UNDO" or name == "CLOCK":
            if kind == PRESS:
                self.held = name
            elif kind == LONG and self.held == name:
                self.held = None
                if name == "UNDO":
                    self.redo()
                else:
                    self._ask_timeout()
            return ALL_DIRTY
        handler = getattr(self, "_press_" + self.mode)
        handler(name, kind, now)
        return ALL_DIRTY

    def release(self, name, now):
        """A button let go: the short-press meaning of UNDO and CLOCK."""
        self.now = now
        if self.held != name:
            return 0
        self.held = None
        if name == "UNDO":
            self.undo()
        elif self.settings["clock_mode"] == "real":
            self.clock.toggle(now)
            self.save_pending = True
        else:
            self.flash("CLK " + self.settings["clock_mode"][:4].upper(), 1000)
        return ALL_DIRTY

    def _ask_timeout(self):
        st = self.clock.state
        self.timeout_menu = [
            ("TO %s %d" % (self.team_sheets[s]["abbr"], st["to"][i]), i)
            for i, s in ((0, "home"), (1, "away"))
        ]
        self.timeout_i = 0
        if self.mode != "timeout":  # a second long CLOCK keeps the way back
            self.mode_before_timeout = self.mode
        self.mode = "timeout"

    def _press_timeout(self, name, kind, now):
        if name in ("UP", "DOWN"):
            self.timeout_i = 1 - self.timeout_i
        elif name == "OK":
            i = self.timeout_menu[self.timeout_i][1]
            if self.clock.timeout(i):
                self.flash("TIMEOUT", 1500)
                self.save_pending = True
            else:
                self.flash("NO TO", 1500)
            self.mode = self.mode_before_timeout
        elif name == "BACK":
            self.mode = self.mode_before_timeout

    def _menu_move(self, name):
        if self.menu and name in ("UP", "DOWN"):
            n = len(self.menu)
            self.menu_i = (self.menu_i + (1 if name == "DOWN" else -1)) % n
            return True
        return False

    def _press_play(self, name, kind, now):
        if self._menu_move(name):
            return
        if name == "OK":
            if self.menu:
                self._chosen(self.menu[self.menu_i][1])
            elif self.step == "quarter_end":
                self._end_of_quarter()
            elif self.step in ("ready", "kickoff", "reveal", "result"):
                self._roll(now)
        elif name == "ROLL" and kind == PRESS:
            if self.step == "quarter_end":
                self._end_of_quarter()
            elif not self.menu:
                self._roll(now)
        elif name == "BACK":
            if self.menu and self.step in ("play", "checkoff", "audible"):
                self._start_call()  # start the call over
            else:
                self.info = (self.info + 1) % 4
                self.info_until = now + INFO_MS

    def _press_manual(self, name, kind, now):
        G = self.G
        if game.is_over(G):
            return
        if self.manual_pick is None:
            entries = self._manual_entries()
            if name in ("UP", "DOWN"):
                self.menu_i = (self.menu_i + (1 if name == "DOWN" else -1)) % len(entries)
            elif name == "OK":
                e = entries[self.menu_i % len(entries)]
                if e[3]:
                    self.manual_pick = e
                    self.yards = 25 if e[1] == "ko" else (40 if e[1] == "punt" else 0)
                else:
                    self._manual_apply(e, 0)
            return
        step = 5 if kind == REPEAT and self.yards % 5 == 0 else 1
        if name == "UP":
            self.yards = min(self.yards + step, 99)
        elif name == "DOWN":
            self.yards = max(self.yards - step, -99)
        elif name == "OK":
            self._manual_apply(self.manual_pick, self.yards)
        elif name == "BACK":
            self.manual_pick = None

    def _manual_entries(self):
        phase = self.G["phase"]
        if phase == game.KICKOFF:
            return MANUAL_KICKOFF
        if phase == game.TRY:
            return MANUAL_TRY
        return MANUAL_SCRIMMAGE

    def _manual_apply(self, entry, yards):
        _, what, kind, _, first = entry
        try:
            self._apply({"t": "m", "what": what, "yards": yards, "kind": kind, "first": first})
        except calls.IllegalCall as e:
            self.error = str(e)
            self.flash("ILLEGAL", 1500)
            return
        self.manual_pick = None
        self.menu_i = 0
        self.shown_board = None
        self.flash(self.event.get("text", "OK")[:8], 1500)

    def _press_dice(self, name, kind, now):
        if name == "OK":
            self.dice_sel = (self.dice_sel + 1) % len(DICE_COLOURS)
        elif name == "UP":
            self.dice_set[self.dice_sel] = min(self.dice_set[self.dice_sel] + 1, 8)
        elif name == "DOWN":
            self.dice_set[self.dice_sel] = max(self.dice_set[self.dice_sel] - 1, 0)
        elif name == "ROLL" and kind == PRESS:
            # Dice mode has dice of its own, so rolling here leaves the game's untouched.
            if self.dice_mode_state is None:
                self.dice_mode_state = seed_state(self.seed + 7)
            d = Dice(self.dice_mode_state)
            self.dice_out = [[d.die() for _ in range(n)] for n in self.dice_set]
            self.dice_until = now + self.settings["reveal_ms"]
            self.dice_anim = True

    # --- setup ----------------------------------------------------------------------

    def _setup_items(self):
        s = self.settings
        abbr = lambda slug: self.catalog.get(slug, "?")  # noqa: E731
        return (
            ("HOME", abbr(s["home"])),
            ("AWAY", abbr(s["away"])),
            ("H CALL", s["callers"]["home"][:5].upper()),
            ("A CALL", s["callers"]["away"][:5].upper()),
            ("CLK", s["clock_mode"][:4].upper()),
            ("QTR", "%d" % (s["quarter_s"] // 60)),
            ("HALF", s["halftime"][:4].upper()),
            ("LAST", "ON" if s["last_possession"] else "OFF"),
            ("FAST", "ON" if s["fast"] else "OFF"),
            ("BRT", "%d" % s["brightness"]),
            ("NEW GAME", ""),
        )

    def _press_setup(self, name, kind, now):
        items = self._setup_items()
        if not self.setup_edit:
            if name in ("UP", "DOWN"):
                self.setup_i = (self.setup_i + (1 if name == "DOWN" else -1)) % len(items)
            elif name == "OK":
                if items[self.setup_i][0] == "NEW GAME":
                    resume.forget(self)
                    self._new_game()
                    self.flash("NEW GAME", 1500)
                    self.mode = "play"
                else:
                    self.setup_edit = True
            elif name == "BACK":
                self.mode = "play"
                self._next_step()
            return
        if name in ("OK", "BACK"):
            self.setup_edit = False
            self.save_pending = True
            return
        if name not in ("UP", "DOWN"):
            return
        step = 1 if name == "UP" else -1
        s = self.settings
        key = items[self.setup_i][0]
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
        elif key == "QTR":
            s["quarter_s"] = max(60, min(1200, s["quarter_s"] + 60 * step))
        elif key == "HALF":
            s["halftime"] = HALFTIMES[(HALFTIMES.index(s["halftime"]) + step) % 3]
        elif key == "LAST":
            s["last_possession"] = not s["last_possession"]
        elif key == "FAST":
            s["fast"] = not s["fast"]
        elif key == "BRT":
            s["brightness"] = max(0, min(15, s["brightness"] + step))

    # --- time -----------------------------------------------------------------------

    def tick(self, now):
        """Called every loop. Allocates nothing while only the clock runs."""
        self.now = now
        dirty = 0
        if self.clock.update(now):
            k = self.clock.key()
            if k != self.clock_key:
                self.clock_key = k
                dirty = CLOCK_DIRTY
            if self.clock.state["ended"] and self.step != "quarter_end" and not self.reveal:
                self.step = "quarter_end"
                self.menu = None
                dirty = ALL_DIRTY
        if self.missing:
            turn = (now // 2000) % (len(self.missing) + 1)
            if turn != self.turn:
                self.turn = turn
                dirty = ALL_DIRTY
        if self.reveal is not None or self.flash_text is not None or self.info or self.dice_anim:
            dirty = ALL_DIRTY  # animations and timed messages
            if self.dice_anim and _after(now, self.dice_until):
                self.dice_anim = False
            if self.flash_text is not None and _after(now, self.flash_until):
                self.flash_text = None
            if self.info and _after(now, self.info_until):
                self.info = 0
        return dirty

    def flash(self, text, ms):
        self.flash_text = text
        self.flash_until = self.now + ms

    # --- what the displays show -----------------------------------------------------

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
        if role == "text":
            return views.fit(self._render_text(), self.text_chars)
        return ""

    def _render_dice(self):
        if self.mode == "dice":
            if self.dice_out is not None and not _after(self.now, self.dice_until):
                return "%s %2d" % (DICE_COLOURS[self.dice_sel], 1 + (self.now // 60) % 6)
            if self.dice_out is not None:
                vals = self.dice_out[self.dice_sel]
                return (
                    "".join("%d" % v for v in vals[:4])
                    if vals
                    else "%s  0" % (DICE_COLOURS[self.dice_sel])
                )
            return "%s %2d" % (DICE_COLOURS[self.dice_sel], self.dice_set[self.dice_sel])
        r = self.reveal
        if r is not None:
            colour, value, _ = r["rolls"][r["i"] - 1]
            if not _after(self.now, r["until"]):
                value = 1 + (self.now // 60 + r["i"]) % 6  # the tumbling die
            return views.die(colour, value)
        if self.step == "ready" and self.pending and self.pending.get("t") == "play":
            c = self.pending["call"]
            return views.DEF4[c["checkoff"] or c["defense"]]
        if self.event is not None and self.event["rolls"] and self.step == "result":
            colour, value, _ = self.event["rolls"][-1]
            return views.die(colour, value)
        return "    "

    def _render_text(self):
        if self.flash_text is not None:
            return self.flash_text
        if self.mode == "timeout":
            return self.timeout_menu[self.timeout_i][0]
        if self.mode == "setup":
            label, value = self._setup_items()[self.setup_i]
            if self.setup_edit:
                return "%s>%s" % (label[:3], value)
            return ("%s %s" % (label, value)).strip()
        if self.mode == "dice":
            if self.dice_out is not None and _after(self.now, self.dice_until):
                parts = []
                for i in range(len(DICE_COLOURS)):
                    if self.dice_out[i]:
                        parts.append("%s%d" % (DICE_COLOURS[i], sum(self.dice_out[i])))
                return " ".join(parts)
            return (
                "".join(
                    "%d%s" % (self.dice_set[i], DICE_COLOURS[i])
                    for i in range(len(DICE_COLOURS))
                    if self.dice_set[i]
                )
                or "NO DICE"
            )
        if self.info:
            return self._info_text(self.info)
        if self.mode == "manual":
            if game.is_over(self.G):
                return "FINAL"
            if self.manual_pick is not None:
                return "%s %+d" % (self.manual_pick[0][:5], self.yards)
            entries = self._manual_entries()
            return entries[self.menu_i % len(entries)][0]
        return self._play_text()

    def _play_text(self):
        if self.menu:
            return self.menu[self.menu_i][0]
        step = self.step
        if step == "reveal" and "dice" not in self.roles:
            r = self.reveal
            colour, value, purpose = r["rolls"][r["i"] - 1]
            return "%s%d %s" % (colour, value, views.PURPOSE.get(purpose, "")[:5])
        if self.turn and step not in ("reveal",):
            return self._missing_text(self.missing[self.turn - 1])
        q = self.clock.state["q"]
        if step == "over":
            return "FINAL"
        if step == "quarter_end":
            return "END Q%d" % q
        if step == "kickoff":
            return "KICKOFF"
        if step == "reveal":
            r = self.reveal
            return views.PURPOSE.get(r["rolls"][r["i"] - 1][2], "ROLL")
        if step == "result" and self.event is not None:
            return self.event.get("text", "")
        if step == "ready" and self.pending:
            t = self.pending["t"]
            if t == "play":
                off = self.G["possession"]
                sheet = self.team_sheets[off]
                c = self.pending["call"]
                name = c["audible"] or c["offense"]
                return sheet["plays"][sheet["play_index"][name]]["short"]
            return {
                "punt": "PUNT",
                "fg": "FG TRY",
                "pat": "XP KICK",
                "two": "2PT TRY",
                "end": "END GAME",
            }.get(t, t.upper())
        return "Q%d" % q

    def _missing_text(self, role):
        b = self.shown_board or self._board()
        label = self.text_chars > 4  # a 4-character line has no room for labels
        if role == "clock":
            return ("CL" if label else "") + self.clock.shown().strip()
        if role == "home":
            return "%d-%d" % (b[0], b[1])
        if role == "down":
            return ("DN " if label else "") + views.down(b[3], b[4], b[5]).strip()
        return ("ON " if label else "") + views.ball_on(b[6], b[7]).strip()

    def _info_text(self, page):
        G = self.G
        if page == 1:
            return "FD %d %d" % (G["first_downs"]["home"], G["first_downs"]["away"])
        if page == 2:
            to = self.clock.state["to"]
            return "TO %d %d" % (to[0], to[1])
        left = [calls.plays_left(self.team_sheets[s], G["marks"][s]) for s in ("home", "away")]
        return "PL %d %d" % (left[0], left[1])

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


def _after(now, deadline):
    return ticks_diff(now, deadline) >= 0

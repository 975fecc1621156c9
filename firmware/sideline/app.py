# The scoreboard app: modes, menus, the play sequence, the clock, undo and what every
# display shows. Pure: it is handed ticks, button events and the team sheets, and it hands
# back display text and save payloads. main.py (the Pico) and the emulator wire it up.
import json

from games.cfs import calling, calls, game, manual, pages, record, runoff, stepin, textline, views
from games.cfs.clock import GameClock
from games.cfs.dicemode import DiceMode
from games.cfs.settings import CALLERS, CLOCK_MODES, GAME_ENDS, HALFTIMES, house_overrides, merged
from games.cfs.sheet import BASES, DEFENSE_SHORT
from sideline import resume
from sideline.config import brightness_cap
from sideline.dice import seed_state
from sideline.shell import setup_line
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
# Buttons whose hold means something else (a long UNDO redoes, a long CLOCK calls a
# timeout): they act on release; the board acts on the others at their first contact.
HOLD_BUTTONS = ("UNDO", "CLOCK")
ROLES = ("clock", "home", "away", "down", "ball_on", "dice", "text")
UNDO_DEPTH = 24  # "at least 20 actions back", and each step costs heap on the Pico
SAVE_EVERY_MS = 10000  # while only the clock runs
PAGE_CHECK_MS = 100  # resting pages turn every 3 s: looking 10 times a second is enough
INFO_MS = 3000


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
        self.page = 0  # the resting page on the text line (games.cfs.pages)
        self.page_checked = now  # when _turn_page last looked (not on every loop pass)
        self.quiet_from = now  # the last press: pages turn only after some quiet
        self.final_pages = None
        self.warn_shown = False
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
        self.flash_next = None  # (text, ms) shown when the flash ends: BAD SAVE's second line
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
        self.dice_mode = DiceMode()
        self.anim_frame = -1  # tick(): the tumble frame last drawn (-1: none tumbling)
        self.setup_i = 0
        self.setup_edit = False
        self.pending = None  # the call being put together
        self._owed = None  # the event whose runoff waits for its dice to be shown
        self.confirm = None  # a question the next OK answers (NEW GAME)
        self.previous_game = None  # the game NEW GAME replaced, until the first action
        self.yards = 0
        self.manual_pick = None
        self.naming = None  # manual mode: (entry, yards) while asking which play it was
        self.rep = [0, 0]  # manual yards: where a held UP/DOWN started, REPEATs since
        self.event = None
        self.held = None
        self._orders = {}
        self._pre = None
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

    def _apply(self, action, reveal=False):
        """Apply one action to the game, log it, keep undo, time it; return the event.
        reveal: the dice are still to be shown, so the clock waits for the outcome."""
        before = self._pre  # taken before this action's calls drew any card
        if before is None or before[0] != len(self.record["actions"]):
            before = self._snapshot()
        self._pre = None
        self.previous_game = None  # UNDO now steps back through this game
        code = record.encode(
            action, self.team_sheets, self.G, self.clock.state["q"], self.clock.state["left"]
        )
        board = self._board()
        ev = game.apply(self.G, self.team_sheets, action)
        self.record["actions"].append(code)
        self.redo_stack = []
        self.undo_stack.append(before)
        self._owed = ev if reveal else None
        if not reveal:
            self._run_clock(ev)
        if len(self.undo_stack) > UNDO_DEPTH:
            self.undo_stack.pop(0)
        self.shown_board = board
        self.event = ev
        self.save_pending = True
        return ev

    def undo(self):
        if not self.undo_stack:
            if not self._old_game_back():
                self.flash("NO UNDO", 1000)
            return
        if self._owed is not None:  # undone mid-reveal: the runoff belongs to the action
            self._show_result()
        left = self._left_state()  # redo gives back exactly this
        before = self.undo_stack.pop()
        n = before[0]
        code = self.record["actions"][n]
        self.redo_stack.append((code, before, left))
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
        self.undo_stack.append(before)
        self._restore_snapshot(after)
        self._after_history()
        self.flash("REDO", 800)

    def _left_state(self):
        """The state the player leaves by UNDO: the clock and timeouts as they are now, the
        decks as they were before any card was drawn for the next call."""
        now = self._snapshot()
        pre = self._pre
        if pre is not None and pre[0] == now[0]:
            return (now[0], now[1], pre[2])
        return now

    def _after_history(self):
        self._owed = None
        self.reveal = None
        self.event = None
        self.shown_board = None
        self.pending = None
        self.save_pending = True
        self._next_step()

    def _run_clock(self, ev):
        secs, stop = runoff.chart(ev, self._kind(ev), self.settings["timing"])
        c = self.clock
        if self.settings["clock_mode"] == "runoff":
            if self._over():
                c.finish()
            else:
                length = self.settings["quarters"] * self.settings["quarter_s"] * 1000
                used = runoff.plays_used(self.G, self.team_sheets)
                k = self.settings["pace_plays"]
                c.run_to(runoff.paced(c.elapsed(), secs * 1000, length, used, k))
        if stop or self._over():
            c.stop(self.now)
        self._announce()

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
        self.final_pages = None
        G = self.G
        if self._over():
            self.step = "over"
            return
        if self._quarter_over():
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
        from games.cfs.kicking import fg_distance

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
                        items.append((DEFENSE_SHORT[d], d, left))  # uses on the dice display
                    self._ask("checkoff", items)
                    return
                else:
                    call["checkoff"] = self.calls.check_off(
                        self.caller_state[dfn], G, sheets, dfn, call["defense"], call["offense"]
                    )
                    self.pending["step_in"] = stepin.options(self, dfn, opts, call["checkoff"])
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
            items.append((p["short"], p["name"], left))  # the whole label; uses: dice display
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
            ev = self._apply(action, not self.settings["fast"])
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
        if self._owed is not None:  # the clock runs off now that the outcome is shown
            ev = self._owed
            self._owed = None
            self._run_clock(ev)
            self.save_pending = True
        if self.event is not None and self.event.get("halftime"):
            self.flash("HALFTIME", 2000)
        self.reveal = None
        self.step = "result"
        self.shown_board = None

    # --- the clock ------------------------------------------------------------------

    def _over(self):
        """The game is over: by the plays (G1-G3), or at 0:00 of the last quarter when the
        real clock is chosen to end it."""
        if game.is_over(self.G):
            return True
        c = self.clock
        return (
            self.settings["game_end"] == "clock"
            and self.settings["clock_mode"] == "real"
            and c.state["ended"]
            and c.last_quarter()
        )

    def _quarter_over(self):
        # After the last quarter the game goes on at 0:00 until the plays run out (G1).
        return self.clock.state["ended"] and not self.clock.last_quarter()

    def _end_of_quarter(self):
        q = self.clock.state["q"]
        if not self.clock.next_quarter():
            return
        if q == 2 and self.settings["halftime"] == "clock" and self.G["half"] == 1:
            self._apply({"t": "halftime"})
            self.flash("HALFTIME", 2000)
        self._next_step()

    # --- input ----------------------------------------------------------------------

    def press(self, name, kind, now):
        """A button event (PRESS, LONG or REPEAT; RELEASE is ignored)."""
        self.now = now
        self.quiet_from = now
        self.page = 0
        if kind == RELEASE:
            return self.release(name, now)
        self.info = 0 if name != "BACK" else self.info
        if name == "MODE" and kind == PRESS:
            mode = self.mode_before_timeout if self.mode == "timeout" else self.mode
            self.mode = MODES[(MODES.index(mode) + 1) % len(MODES)]
            self.setup_edit = False
            self.setup_i = 0  # setup always opens on its first item, never on NEW GAME
            self.confirm = None
            self.manual_pick = None
            self.naming = None
            self.flash(self.mode.upper(), 700)
            if self.mode == "play":
                self._next_step()
            return ALL_DIRTY
        if name in HOLD_BUTTONS:  # act on release: holding them means something else
            if kind == PRESS:
                self.held = name
            elif kind == LONG and self.held == name:
                self.held = None
                if name == "UNDO":
                    self.redo()
                else:
                    self._ask_timeout()
            return ALL_DIRTY
        if kind == LONG:
            return 0  # a press is short or long, never both: no handler takes a long one
        if self.confirm is not None:
            self._answer_new_game(name)
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
        if self.mode != "timeout":  # held again in its own menu: the same way back
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
            self.menu_i = (self.menu_i + (1 if name == "UP" else -1)) % n
            return True
        return False

    def _press_play(self, name, kind, now):
        if self._menu_move(name):
            return
        if name in ("UP", "DOWN") and self.step == "ready" and stepin.step_in(self, name == "UP"):
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
                self._next_info(now)

    def _next_info(self, now):
        self.info = (self.info + 1) % 4
        self.info_until = now + INFO_MS

    def _press_manual(self, name, kind, now):
        if self._over():
            return
        if self._quarter_over():
            if name == "OK" or name == "ROLL":
                self._end_of_quarter()
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

    def _press_dice(self, name, kind, now):
        self.dice_mode.press(name, kind, now, self.seed, self.settings["reveal_ms"])

    # --- setup ----------------------------------------------------------------------

    max_brightness = 15  # BRT's top: the wiring file's cap once main.py hands it over

    def cap_brightness(self, level):
        """Cap BRT at the wiring file's max_brightness (None: config.SAFE_BRIGHTNESS)."""
        self.max_brightness = brightness_cap(level)
        b = self.settings["brightness"]  # a saved game's: may be above the cap, or garbage
        if type(b) is not int or not 0 <= b <= self.max_brightness:
            self.settings["brightness"] = self.max_brightness

    def _setup_items(self):
        s = self.settings
        abbr = lambda slug: self.catalog.get(slug, "?")  # noqa: E731
        return (
            ("HOME", abbr(s["home"])),
            ("AWAY", abbr(s["away"])),
            ("H CALL", views.CALLER_WORDS.get(s["callers"]["home"], "?")),
            ("A CALL", views.CALLER_WORDS.get(s["callers"]["away"], "?")),
            ("CLK", s["clock_mode"][:4].upper()),
            ("QTR", "%d" % (s["quarter_s"] // 60)),
            ("HALF", s["halftime"][:4].upper()),
            ("LAST", "ON" if s["last_possession"] else "OFF"),
            ("FAST", "ON" if s["fast"] else "OFF"),
            ("BRT", "%d" % s["brightness"]),
            ("END", "PLAY" if s["game_end"] == "plays" else "0:00"),
            ("NAME", "ON" if s["name_plays"] else "OFF"),
            ("NEW GAME", ""),
        )

    # NEW GAME asks first, and the old game is kept: UNDO brings it back.
    def _ask_new_game(self):
        self.confirm = "new"

    def _answer_new_game(self, name):
        self.confirm = None
        if name != "OK":
            self.flash("KEPT", 1000)
            return
        self.previous_game = self.payload()
        resume.forget(self)  # a kept save that could not be resumed may now be overwritten
        self._new_game()
        self.flash("NEW GAME", 1500)
        self.mode = "play"

    def _old_game_back(self):
        old = self.previous_game
        self.previous_game = None
        if old is not None and self._restore(old):
            self.undo_stack = []
            self.redo_stack = []
            self.flash("OLD GAME", 1500)
            return True
        return False

    def _press_setup(self, name, kind, now):
        items = self._setup_items()
        if not self.setup_edit:
            if name in ("UP", "DOWN"):
                self.setup_i = (self.setup_i + (1 if name == "UP" else -1)) % len(items)
            elif name == "OK":
                if items[self.setup_i][0] == "NEW GAME":
                    self._ask_new_game()
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
        elif key == "END":
            s["game_end"] = GAME_ENDS[(GAME_ENDS.index(s["game_end"]) + step) % 2]
        elif key == "QTR":
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
        elif key == "BRT":
            s["brightness"] = max(0, min(self.max_brightness, s["brightness"] + step))

    # --- time -----------------------------------------------------------------------

    def tick(self, now):
        """Called every loop. Allocates nothing while only the clock runs."""
        # (MicroPython takes a frame from the heap past 11 words: the rare paths are methods.)
        self.now = now
        dirty = 0
        if self.clock.update(now):
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
        ):
            # Animations and timed messages: redraw when the tumbling die turns (every
            # 60 ms) or a deadline passes, not on every pass (a reveal may wait minutes).
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
        if self.dice_mode.anim or (r is not None and not _after(now, r["until"])):
            frame = now // 60
        turned = frame != self.anim_frame
        self.anim_frame = frame
        return self._timed(now) or turned

    def _timed(self, now):
        # True when a deadline passed: something on the displays changes.
        dm = self.dice_mode
        passed = False
        if dm.anim and _after(now, dm.until):
            dm.anim = False
            passed = True
        if self.flash_text is not None and _after(now, self.flash_until):
            self.flash_text = None
            if self.flash_next is not None:
                self.flash_text = self.flash_next[0]
                self.flash_until = now + self.flash_next[1]
                self.flash_next = None
            passed = True
        if self.info and _after(now, self.info_until):
            self.info = 0
            passed = True
        return passed

    def _page(self, now):
        return textline.page_at(self, now)

    def _page_text(self):
        return textline.page_text(self)

    def _announce(self):
        """The two-minute warning and halftime, shown as they happen."""
        if self.clock.state["warned"] and not self.warn_shown:
            self.warn_shown = True
            self.flash("2 MINUTE", 2000)
        elif not self.clock.state["warned"]:
            self.warn_shown = False

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
        return textline.dice(self)

    def _render_text(self):
        if self.flash_text is not None:
            return self.flash_text
        if self.mode == "timeout":
            return self.timeout_menu[self.timeout_i][0]
        if self.confirm is not None:
            return "NEW? OK"
        if self.mode == "setup":
            label, value = self._setup_items()[self.setup_i]
            return setup_line(label, value, self.setup_edit)
        if self.mode == "dice":
            return self.dice_mode.line_text(self.now, _after)
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


def _after(now, deadline):
    return ticks_diff(now, deadline) >= 0

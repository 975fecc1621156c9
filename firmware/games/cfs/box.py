# College Football Saturday on the box: the seam's table (games/README.md). The game's
# state is the record (its start and every action since, docs/design.md principle 3) folded by
# game.apply; the table adds the box's side of it: the callers, the game clock, undo
# and redo, and the modes, each in a module of its own (playmode, modes, screen).
# The game's rules first: their chain of imports is the longest, and imports nest on
# MicroPython's C stack (see callers/solitaire.py); what the callers and the modes import
# of them is then loaded already.
from games.cfs.rules import game, record
from games.cfs.rules.house import house_in_force

# isort: split
from games.cfs.callers import calling, solitaire
from games.cfs.scoreboard import history
from games.cfs.scoreboard.clock import GameClock
from games.cfs.scoreboard.dicemode import DiceMode
from games.cfs.scoreboard.modes import OtherModes
from games.cfs.scoreboard.playmode import PlayMode
from games.cfs.scoreboard.saved import VERSION, check, check_state
from games.cfs.scoreboard.screen import Screen
from games.cfs.scoreboard.settings import house_overrides, merged
from sideline import resume
from sideline.dice import seed_state
from sideline.shell import Shell

# The team-sheet checker is needed only while sheets are read: at boot and at NEW GAME. The
# board (main.py) drops these modules between, so that their code leaves the heap: a coach
# game's first call needs it on a stock Pico (MemoryError with 48 KB of headroom held, on
# the real rp2 port). catalog() and load() import them only when called, for that.
# The coach's modules go with them: NEW GAME lets the coach go (solitaire.forget_game) before
# reading the new sheets, and on a stock Pico its code then left the heap too short for the
# second sheet's read (MemoryError, issue 33); warm() imports it again once they are read.
CHECKER = (
    "sheet.load",
    "sheet.check",
    "sheet.value",
    "coach.caller",
    "coach.offense",
    "coach.defense",
    "coach.kicks",
    "coach.snap",
    "coach.values",
    "coach.odds",
    "coach.points",
    "coach.tune",
    "coach",  # the coach's folder itself (its __init__), once its modules have left it
    "rules.odds",  # the exact odds the coach reads
)


def catalog(names, read):
    """The team sheets in teams/: ({slug: abbr}, one line per bad sheet, load(slug))."""
    # why: Pico heap: the checker loads for the catalog, then main.py drops it (CHECKER)
    from games.cfs.sheet.load import team_catalog

    found, messages, _ = team_catalog([n for n in names if n.endswith(".json")], read)

    def load(slug):
        # Imported at each load, not team_catalog's own load: that one would keep the
        # checker's module alive, which main.py drops between reads (CHECKER).
        # why: Pico heap: the checker loads per read, then main drops it
        from games.cfs.sheet.load import load_sheet

        return load_sheet(slug, read)

    return found, messages, load


class Table(OtherModes, PlayMode, Screen, Shell):
    MODES = ("play", "manual", "dice", "setup")
    ID = "cfs"
    VERSION = VERSION

    def __init__(
        self, catalog, load, now=0, payload=None, seed=1, roles=None, messages=None, games=None
    ):
        """catalog: {slug: abbr} of the good team sheets; load(slug) -> sheet: the Pico
        keeps only the two teams playing in memory (a sheet is about 11 KB of heap).
        payload: a saved game (bytes, str or dict)."""
        self.catalog = catalog
        self.load = load
        self.slugs = sorted(catalog)
        if not self.slugs:
            raise ValueError("no team sheets")
        self.shell_init(now, seed, roles, messages, games)
        # A build with fewer displays: these roles take turns on the text line.
        self.missing = [r for r in ("clock", "home", "down", "ball_on") if r not in self.roles]
        self.turn = 0
        self.ticked = now  # the last tick(): how far the clock's time has been counted
        self.page = 0  # the resting page on the text line (games.cfs.scoreboard.pages)
        self.page_checked = now  # when _turn_page last looked (not on every loop pass)
        self.quiet_from = now  # the last press: pages turn only after some quiet
        self.final_pages = None
        self.warn_shown = False
        self.step = None
        self.reveal = None
        self.shown_board = None
        self.undo_stack = []
        self.redo_stack = []
        self.clock_buf = bytearray(5)
        self.clock_key = None
        self.dice_mode = DiceMode()
        self.anim_frame = -1  # tick(): the tumble frame last drawn (-1: none tumbling)
        self.pending = None  # the call being put together
        self._owed = None  # the event whose runoff waits for its dice to be shown
        self._qtr_top = None  # the undo step of the change of QTR under way
        self.yards = 0
        self.manual_pick = None
        self.naming = None  # manual mode: (entry, yards) while asking which play it was
        self.rep = [0, 0]  # manual yards: where a held UP/DOWN started, REPEATs since
        self.event = None
        self._orders = {}
        self._pre = None
        self.calls = calling.Calls()
        self.log_lines = self.calls.log  # the callers' sentences, for the serial console
        try:
            self.resumed = payload is not None and self.restore(payload)
        except MemoryError as e:  # at boot: kept as a save that cannot be resumed, as before
            resume.keep(self, payload, "saved game does not replay (%s)" % repr(e))
            self.resumed = False
        if self.resumed:
            self.flash("RESUMED", 1500)
        else:
            self.settings = merged(None)
            self.new_game()
        if self.messages:
            self.flash(self.messages[0][:8], 3000)

    # --- the shell's hooks -----------------------------------------------------------

    def state(self):
        self.clock.update(self.ticked)  # the main loop spends its time as the display changes
        p = {
            "record": self.record,
            "settings": self.settings,
            "callers": self._callers_saved(),
            "clock": self.clock.state,
            "seed": self.seed,
            "house": house_in_force(self.G["house"]),  # sorted; [] the rulebook's game
        }
        h = history.to_save(self.undo_stack, self.redo_stack)
        if h is not None:  # UNDO and REDO come back after a reboot
            p["history"] = h
        if self._owed is not None:  # its dice on show: the result and its runoff to come
            p["owed"] = True
        return p

    def _callers_saved(self):
        # The decks as they were before the card for the call under way was drawn: a reboot
        # puts that call together again and draws the same card, as UNDO does.
        pre = self._pre  # type: tuple | None
        cs = self.caller_state
        if pre is None or pre[0] != len(self.record["actions"]):
            return cs
        decks = pre[2]
        if decks is None:
            return cs
        out = {}
        for side in cs:
            st = cs[side]
            if side in decks:
                order, nxt, z, w, card = decks[side]
                st = dict(st)
                st["deck"] = {"order": list(order), "next": nxt, "dice": [z, w]}
                st["card"] = card
            out[side] = st
        return out

    def old_game(self):
        # The game NEW GAME replaces, as its state (a save holds it as "previous"): the
        # record, clock and callers new_game() replaces, the settings copied (setup may
        # change them), not a save's bytes, a block of several KB in a long game.
        if self.kept is not None:
            return self.kept
        p = {"game": self.ID, "v": self.VERSION}
        p.update(self.state())
        p["settings"] = merged(self.settings)
        return p

    def clock_running(self):
        return self.clock.state["run"]

    def quiet(self, now):
        # Before the press: the clock as it stood at the last pass (the main loop spends its
        # time only when the display changes), so that undo and the action see it exactly.
        self.clock.update(self.ticked)
        self.quiet_from = now
        self.page = 0

    def forget_history(self):
        self.undo_stack = []
        self.redo_stack = []

    def over(self):
        return self._over()

    # --- the game, its log, undo ------------------------------------------------------

    def new_game(self):
        home = self._team("home")
        away = self._team("away")
        # The old game's data goes before the new sheets are read (a sheet's file is read
        # in one block of 6.4 KB): its sheets, the coach's tables of them, its state and
        # history. Short of memory all the same, the shell brings the old game back.
        self.team_sheets = None
        self.G = None
        self.undo_stack = []
        self.redo_stack = []
        self.final_pages = None
        solitaire.forget_game()
        # Collected here, not by the allocation that finds no room deep in the sheet's read
        # (the real port's MemoryError with 85 KB free).
        self.sweep()
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
        self.reveal = None
        self.event = None
        self.shown_board = None
        self.pending = None
        self._next_step()
        self.save_pending = True
        self.warm()

    def restore(self, payload):
        got, problem = check(payload, self.catalog)
        if got is not None:
            try:
                settings = merged(got.get("settings"))
                rec = got["record"]
                s = rec["start"]
                sheets = {"home": self.load(s["home"]), "away": self.load(s["away"])}
                last = [None]  # the last action's event: its result, if still to show

                def keep(action, ev):
                    last[0] = ev

                G = record.replay(rec, sheets, None, keep)
                problem = check_state(G)
                if problem is not None:
                    raise ValueError(problem)
                self.settings = settings
                self.team_sheets = sheets
                self.record = rec
                self.G = G
                self.clock = GameClock(self.settings, got.get("clock"))
                self.clock.state["run"] = False  # a power cut stopped the clock
                self.caller_state = got.get("callers") or {
                    "home": calling.new_state("human", 1),
                    "away": calling.new_state("human", 2),
                }
                self.seed = got.get("seed", self.seed)
                self._history(got.get("history"))
                self.previous_game = resume.previous_of(got)
                if got.get("owed") is True and last[0] is not None:
                    self._owed = last[0]  # cut mid-reveal: the play happened when rolled
                    self.event = last[0]
                    self._show_result()
                else:
                    self._next_step()
            except MemoryError:
                # Not a bad save: no room now (the game on the table is as it was). The
                # caller says what then (the shell's NEW GAME tries again after collecting).
                raise
            except Exception as e:  # a log that does not replay, a sheet that changed
                if problem is None:
                    problem = "saved game does not replay (%s)" % repr(e)
            else:
                self.warm()
                return True
        resume.keep(self, payload, problem)
        return False

    def _history(self, h):
        # A history that does not fit the game (another firmware's) is dropped, not the game.
        try:
            self.undo_stack, self.redo_stack = history.from_save(h, len(self.record["actions"]))
        except ValueError:
            self.undo_stack, self.redo_stack = [], []
        self._orders = {}
        for snap in self.undo_stack:
            if snap[2] is not None:
                for side in snap[2]:
                    self._orders[side] = snap[2][side][0]  # shared again, as before the cut

    def warm(self):
        # A coach among the callers: its code and the game's odds made now, not at its first
        # call (solitaire.warm). Short of memory here, the coach makes them at that call.
        try:
            solitaire.warm(self.caller_state, self.G, self.team_sheets)
        except MemoryError:
            pass

    def _snapshot(self):
        # Small on purpose: the game itself is rebuilt from the record, so a step back
        # only needs the clock (as a tuple) and the card decks, the only callers' state that
        # calling changes. A deck's order changes only when it is reshuffled, so snapshots
        # share one tuple of it until then. The clock's time is counted to the last tick
        # first (the main loop counts it only when the display changes).
        self.clock.update(self.ticked)
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
        if len(self.undo_stack) > history.UNDO_DEPTH:
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
        left = self._left_state()  # redo gives back exactly this
        if len(self.undo_stack[-1]) > 3:  # a timeout, QTR: the clock alone goes back
            before = self.undo_stack.pop()
            if len(before) > 4:  # QTR, and the clock fitted to it
                left = left + ("clock", self.settings["quarter_s"])
                self.settings["quarter_s"] = before[4]
            self.redo_stack.append((None, before, left, None))
            self._restore_snapshot(before)
            self._after_history()
            self.flash("UNDO", 800)
            return
        shown = None
        if self._owed is not None and self.reveal is not None:
            shown = self.reveal["i"]  # undone mid-reveal: redo comes back to these dice,
        self._owed = None  # with the clock before the play's runoff, still owed
        before = self.undo_stack.pop()
        n = before[0]
        code = self.record["actions"][n]
        self.redo_stack.append((code, before, left, shown))
        del self.record["actions"][n:]
        self.G = record.replay(self.record, self.team_sheets)
        self._restore_snapshot(before)
        self._after_history()
        self.flash("UNDO", 800)

    def redo(self):
        if not self.redo_stack:
            self.flash("NO REDO", 1000)
            return
        code, before, after, shown = self.redo_stack.pop()
        if code is None:  # a timeout, QTR
            if len(after) > 4:
                self.settings["quarter_s"] = after[4]
            self.undo_stack.append(before)
            self._restore_snapshot(after)
            self._after_history()
            self.flash("REDO", 800)
            return
        board = self._board()
        ev = game.apply(self.G, self.team_sheets, record.decode(code, self.team_sheets, self.G))
        self.record["actions"].append(code)
        self.undo_stack.append(before)
        self._restore_snapshot(after)
        self._after_history()
        if shown is not None and ev["rolls"]:
            self._reveal_again(ev, board, shown)
        self.flash("REDO", 800)

    def _left_state(self):
        """The state the player leaves by UNDO: the clock and timeouts as they are now, the
        decks as they were before any card was drawn for the next call."""
        now = self._snapshot()
        pre = self._pre  # type: tuple | None
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

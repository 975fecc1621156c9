"""College Football Saturday's scoreboard as a hypothesis state machine: random short and
long presses of every button in every mode, setup changes (callers, clock, quarter,
halftime, new game...), random waits and power cuts, with the invariants a scoreboard must
hold checked after every step. tests/host_tools/cfs/test_stateful.py runs it bounded inside `make
test`; `sideline soak` runs it long (issue 12), found by its HOST's "state_machine".

The app is driven as the main loop drives it (drivers/runner.py): button events, a tick,
and a save whenever the app says one is due, into two slots in memory. A power cut tears
the save being written at a random byte (truncating or in place, host_tools/emulator/powercut.py)
and boots a new app from what is left, which then plays on.
"""

import json

from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

from games.cfs.box import Table
from games.cfs.rules import game, record
from games.cfs.scoreboard.settings import CALLERS, CLOCK_MODES, DEFAULTS
from games.cfs.sheet.load import sheets_by_slug
from host_tools.emulator.powercut import MODELS, torn
from host_tools.emulator.virtual_box import memory_storage, team_files
from sideline import store
from sideline.app import LONG, PRESS, RELEASE, REPEAT, App

MODES = Table.MODES

BUTTONS = ("CLOCK", "ROLL", "MODE", "OK", "UP", "DOWN", "BACK", "UNDO")
SCORES = (0, 1, 2, 3, 6)  # what one action may add to a side's score
SETUP_ITEMS = (
    "HOME",
    "AWAY",
    "H CALL",
    "A CALL",
    "CLK",
    "QTR",
    "HALF",
    "LAST",
    "FAST",
    "BRT",
    "END",
    "NAME",
)

_SHEETS = None


def sheets():
    global _SHEETS
    if _SHEETS is None:
        _SHEETS, _ = sheets_by_slug(team_files())
    return _SHEETS


class Figures:
    """What the runs tried and what held, for `sideline soak` and the README."""

    def __init__(self):
        self.counts = {}

    def add(self, what, n=1):
        self.counts[what] = self.counts.get(what, 0) + n


FIGURES = Figures()


def _callers(app):
    # The callers and their decks' order; not which card is next: leaving setup or
    # another mode for play (and redo) asks the pending call again, and a card caller
    # draws a fresh card for it (see the report of issue 12).
    out = {}
    for side in ("home", "away"):
        c = app.caller_state[side]
        deck = c.get("deck") if "card" in (c["defense"], c["offense"]) else None
        out[side] = [c["defense"], c["offense"], deck["order"] if deck else None]
    return out


def _state(app, decks=True, clock=True):
    """Everything that must come back exactly after undo N then redo N: the log, the
    game, the callers, and the clock and timeouts as the player left them (issue 11: undo
    and redo give back the state left, time run and timeouts called since the last action
    included; whether the clock runs is left out, undo stops it). clock=False: mid-reveal,
    where undo first runs the revealed action's runoff, so only the game is compared."""
    c = None
    if clock:
        c = list(app._snapshot()[1])
        c[2] = None  # run
    return json.dumps(
        {
            "actions": app.record["actions"],
            "G": app.G,
            "clock": c,
            "callers": _callers(app) if decks else None,
        },
        sort_keys=True,
    )


class Scoreboard(RuleBasedStateMachine):
    def __init__(self):
        super().__init__()
        self.now = 1000
        self.storage = memory_storage()
        self.app = App(sheets(), now=self.now, seed=7)
        self.saved = None  # the payload of the last completed save
        self.switched = False  # a caller switched during this game (see undo_then_redo)
        self.start = None
        self.start = None
        self._settle()
        self._track()

    # --- the main loop's part -------------------------------------------------------

    def _settle(self):
        self.app.tick(self.now)
        if self.app.save_due(self.now):
            p = self.app.payload()
            self.storage.save(p)
            self.app.saved(self.now)
            self.saved = p
            FIGURES.add("saves")

    def _track(self):
        """Remember the board after this step, for the next step's checks."""
        G = self.app.G
        if self.app.record["start"] is not self.start:  # a new game, or a reboot
            self.switched = False
        self.n = len(self.app.record["actions"])
        self.score = dict(G["score"])
        self.first_downs = dict(G["first_downs"])
        self.start = self.app.record["start"]

    def _press(self, name, kind):
        self.app.press(name, kind, self.now)
        self.now += 30
        FIGURES.add("button events")

    # --- rules ----------------------------------------------------------------------

    @initialize(
        fast=st.booleans(),
        home=st.sampled_from(CALLERS + ("human", "card")),  # the coach is the slow one
        away=st.sampled_from(CALLERS + ("human", "card")),
        clock=st.sampled_from(CLOCK_MODES),
    )
    def choose_a_game(self, fast, home, away, clock):
        """How the game is played, as setup leaves it before NEW GAME (deep games need
        fast play and callers: the rules then change all of it again at random)."""
        s = self.app.settings
        s["fast"] = fast
        s["callers"] = {"home": home, "away": away}
        s["clock_mode"] = clock
        self.app.new_game()
        self._settle()
        self._track()

    @rule(name=st.sampled_from(BUTTONS))
    def short_press(self, name):
        self._press(name, PRESS)
        self._press(name, RELEASE)
        self._settle()
        FIGURES.add("steps")
        FIGURES.add("mode " + self.app.mode)

    @rule(name=st.sampled_from(BUTTONS), repeats=st.integers(0, 12))
    def long_press(self, name, repeats):
        self._press(name, PRESS)
        self._press(name, LONG)
        for _ in range(repeats):
            self._press(name, REPEAT)
        self._press(name, RELEASE)
        self._settle()
        FIGURES.add("steps")

    @rule(
        count=st.integers(1, 80),
        pattern=st.lists(st.sampled_from(("ROLL", "OK", "DOWN")), min_size=1, max_size=6),
    )
    def play_on(self, count, pattern):
        """Mostly ROLL and OK in play mode: the game moves on (calls answered, dice
        revealed)."""
        for _ in range(len(MODES) + 1):
            if self.app.mode == "play":
                break
            self._press("MODE", PRESS)
        for i in range(count):
            name = pattern[i % len(pattern)]
            self._press(name, PRESS)
            self._press(name, RELEASE)
            self._settle()
            self._check_step()
        FIGURES.add("steps")
        if game.is_over(self.app.G):
            FIGURES.add("steps at a final score")

    @rule(ms=st.one_of(st.integers(0, 2000), st.integers(0, 180000)))
    def wait(self, ms):
        end = self.now + ms
        while self.now < end:  # the loop's passes, coarsely: a save is due every 10 s
            self.now = min(end, self.now + 2500)
            self._settle()
        FIGURES.add("steps")
        FIGURES.add("waited ms", ms)

    @rule(item=st.sampled_from(SETUP_ITEMS), ups=st.integers(-3, 3))
    def change_setting(self, item, ups):
        """Through the buttons: MODE to setup, DOWN to the item, OK, UP/DOWN, OK, back."""
        app = self.app
        for _ in range(len(MODES)):
            if app.mode == "setup":
                break
            self._press("MODE", PRESS)
        if app.mode != "setup":
            return
        items = [it[0] for it in app._all_setup_items()]
        while items[app.setup_i] != item:
            self._press("DOWN", PRESS)
        self._press("OK", PRESS)
        for _ in range(abs(ups)):
            self._press("UP" if ups > 0 else "DOWN", PRESS)
        self._press("OK", PRESS)
        if item in ("H CALL", "A CALL") and ups:  # each step deals a new deck
            self.switched = True
        self._press("BACK", PRESS)  # back to play
        self._settle()
        FIGURES.add("steps")
        FIGURES.add("setting " + item)

    @precondition(lambda self: self.n >= 20 or game.is_over(self.app.G))
    @rule()
    def new_game(self):
        app = self.app
        for _ in range(len(MODES)):
            if app.mode == "setup":
                break
            self._press("MODE", PRESS)
        items = [it[0] for it in app._all_setup_items()]
        while items[app.setup_i] != "NEW GAME":
            self._press("DOWN", PRESS)
        self._press("OK", PRESS)
        assert app.confirm == "new", "NEW GAME must ask first"
        self._press("OK", PRESS)  # NEW? OK
        assert app.record["actions"] == [], "NEW GAME confirmed: a game with no action yet"
        self._settle()
        self._track()
        FIGURES.add("steps")
        FIGURES.add("new games")

    @precondition(lambda self: self.app.mode in ("play", "manual"))
    @rule(n=st.integers(1, 30))
    def undo_then_redo(self, n):
        """Undo N then redo N returns exactly the same state."""
        # A caller switched in setup is not an action: undo and redo across it bring back
        # the deck of an action's snapshot from before the switch (a known gap, reported
        # with issue 12), so the decks are compared only in games without a switch.
        decks = not self.switched
        owed = self.app._owed is not None  # mid-reveal: undo runs the action's runoff first
        before = _state(self.app, decks, clock=not owed)
        undone = 0
        for _ in range(n):
            if not self.app.undo_stack:
                break
            self._press("UNDO", PRESS)
            self._press("UNDO", RELEASE)
            undone += 1
        for _ in range(undone):
            self._press("UNDO", PRESS)
            self._press("UNDO", LONG)
            self._press("UNDO", RELEASE)
        assert _state(self.app, decks, clock=not owed) == before, (
            "undo %d then redo %d changed the game" % (n, n)
        )
        self._settle()
        FIGURES.add("steps")
        FIGURES.add("undo/redo checks" + ("" if decks else " (decks not compared)"))
        FIGURES.add("actions undone and redone", undone)

    @rule()
    def replay_the_log(self):
        """The saved log replays to the live game."""
        app = self.app
        again = record.replay(json.loads(json.dumps(app.record)), app.team_sheets)
        assert json.dumps(again, sort_keys=True) == json.dumps(app.G, sort_keys=True)
        FIGURES.add("steps")
        FIGURES.add("log replays checked")

    @rule(
        model=st.sampled_from(MODELS),
        where=st.floats(0, 1),
        acts=st.lists(st.sampled_from(("ROLL", "OK", "ROLL", "OK") + BUTTONS), max_size=8),
    )
    def power_cut(self, model, where, acts):
        """The power fails at a random byte of a save: the next boot has the last
        completed action or the one before, and plays on."""
        for act in acts:  # until a save is due: the one the power cut tears
            self._press(act, PRESS)
            self._press(act, RELEASE)
            self.app.tick(self.now)
            if self.app.save_due(self.now):
                break
            self._settle()
        old = self.saved
        if self.app.save_due(self.now):
            new = self.app.payload()
            st_ = self.storage
            slot, seq = st_._next
            data = store.encode(seq, new)
            cut = int(where * (len(data) + 1))
            name = store.SLOTS[slot]
            files = dict(st_.files)
            files[name] = torn(model, files.get(name), data, cut)
            FIGURES.add("power cuts " + model)
        else:
            new, files = None, dict(self.storage.files)
        self.storage = memory_storage()
        self.storage.files.update(files)
        payload = self.storage.load()
        assert payload in (new, old) or (old is None and payload is None), "an older game"
        self.now += 5000
        self.app = App(sheets(), now=self.now, payload=payload, seed=self.now)
        if payload is not None:
            assert self.app.resumed, self.app.messages
            want = json.loads(payload)["record"]
            assert self.app.record == want
        self.saved = payload
        self._settle()
        self._track()
        FIGURES.add("steps")
        FIGURES.add("reboots")

    # --- invariants -----------------------------------------------------------------

    @invariant()
    def a_scoreboard_holds(self):
        self._check_step()

    def _check_step(self):
        app = self.app
        G = app.G
        assert app.flash_text is None or not app.flash_text.startswith("ERR"), app.flash_text
        assert app.kept is None, app.messages
        n = len(app.record["actions"])
        for side in (game.HOME, game.AWAY):
            s = G["score"][side]
            assert s >= 0
            if app.record["start"] is self.start and n == self.n + 1:
                assert s - self.score[side] in SCORES, (side, self.score[side], s)
            fd = G["first_downs"][side]
            if app.record["start"] is self.start and n >= self.n:
                assert fd >= self.first_downs[side], "first downs fell without an undo"
        if G["phase"] == game.SCRIMMAGE:
            assert 1 <= G["down"] <= 4, G["down"]
            assert G["to_go"] >= 1, G["to_go"]
            assert 0 < G["ball_on"] < 100, G["ball_on"]
        c = app.clock.state
        assert 1 <= c["q"] <= DEFAULTS["quarters"] + 1, c["q"]
        assert 0 <= c["left"] <= 1200 * 1000, c["left"]
        for t in c["to"]:
            assert 0 <= t <= DEFAULTS["timeouts"], c["to"]
        for role in ("clock", "home", "away", "down", "ball_on", "dice", "text"):
            app.render(role)
        if n > FIGURES.counts.get("most actions in a game", 0):
            FIGURES.counts["most actions in a game"] = n
        self._track()

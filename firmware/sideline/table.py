# The shell's side of a game whose engine is a pure apply(G, action, dice) with its menus
# as data (Dice-Bowl, Fliip, Rugby League Breakout). It knows no game's rules: the game's
# box.py subclasses it and adapts its own functions to the few hooks below (start, step,
# choices, displays, results ...). The game is its start settings, its teams, its seed
# and the action log; everything else is rebuilt by folding the log (boardgame.io), so
# undo, resume and the old game after NEW GAME are all a replay.
# The game's hooks (REQUIRED) are its box.py's, checked when it is imported:
# pyright: reportAttributeAccessIssue=false
import json

from sideline import resume
from sideline.dice import seed_state, seed_state_v1, usable
from sideline.engineplay import RESULT_MS, EnginePlay, result_text
from sideline.shell import Shell

DEFAULT_BRIGHTNESS = 8

# A game without team files (its __init__'s TEAMS is None: Dice-Bowl, played on the board's
# own grid) plays HOME against AWAY: its box.py's catalog is sides() and its Table's
# TEAM_FILES False, so that setup has no teams to pick. A save names the sides as any other.
SIDES = {"home": "HOME", "away": "AWAY"}


def sides(names, read):
    """The catalog() of a game without team files: the two sides, whatever is on the board."""
    return dict(SIDES), [], SIDES.__getitem__


def next_seed(seed):
    # A new game's seed from the last one: the same on the Pico and the host.
    return (seed * 1103515245 + 12345) & 0x3FFFFFFF


class EngineTable(EnginePlay, Shell):
    MODES = ("play", "setup")
    # The game's settings in setup, as data: (label, key, choices), its first choice the
    # default. Labels are the game's words; a value's word comes from setting_word().
    SETUP = []
    # Settings that may change in a game under way (live_ok says when): the rest are the
    # start of the game and take effect at NEW GAME.
    LIVE = []
    TEAM_FILES = True  # False: a game without team files (sides(), above)
    # The game's part: what its box.py's Table must define (the shell's REQUIRED are this
    # class's), each told in games/README.md; the hooks below have defaults.
    REQUIRED = Shell.REQUIRED + (
        "start",  # () -> a new engine state from start_settings, teams and game_seed
        "step",  # (state, action) -> events: the action applied, the dice in the state
        "choices",  # (state) -> the menu: [(label, payload, ask)], ask None or (lo, hi, start)
        "displays",  # (state) -> {role: text} for every display role
        "is_over",  # (state) -> whether the game has ended
        "score",  # (state) -> [home, away]
        "step_name",  # (state) -> the step the game waits at, in its own word (summary)
        "roll_choice",  # (state, menu) -> the index ROLL chooses, or None
    )

    def __init__(
        self, catalog, load, now=0, saved=None, seed=1, roles=None, messages=None, games=None
    ):
        self.shell_init(now, seed, roles, messages, games)
        self.catalog = catalog
        self.load = load
        self.slugs = sorted(catalog)
        if not self.slugs:
            raise ValueError("no teams")
        self.settings = self.default_settings()
        self.start_settings = None
        self.teams = None
        self.game_seed = seed
        self.saved_dice = None  # a restored save's own dice state (dice_start)
        self.log = []
        self.redo_stack = []
        self.state_ = None
        self.events = []
        self.board = None  # {role: text} of the state, computed once per change
        # What the last action did, shown one by one on the text line: each a text, or
        # (text, {role: text}) shown with the board as it stood then (result()).
        self.results = []
        self.entry = None  # [item, value] while a number is being entered
        self.rep = 0
        self.timed = False  # the results go by themselves (results_go_by, the last action's)
        self.results_until = 0  # when the shown result gives way
        self.problem = None
        self.resumed = saved is not None and self.restore(saved)
        if saved is not None and not self.resumed:
            resume.keep(self, saved, self.problem)
        if not self.resumed:
            self.new_game()
        else:
            self.flash("RESUMED", 1500)
        if self.messages:
            self.flash(self.messages[0][:8], 3000)

    def dice_start(self):
        """The dice state [z, w] the game starts from: a save's own when it holds one (the
        seeding may change between firmware versions, a saved game must not), else the seed's."""
        if self.saved_dice is not None:
            return list(self.saved_dice)
        return seed_state(self.game_seed)

    # --- the game's optional hooks, with their defaults ----------------------------

    def result(self, state, events):
        """The text line's words for what an action did: [text, ...], shown in turn; an
        item may be (text, {role: text}), the board as it stood at that result (self.board
        is still the board before the action; None when the game is being rebuilt)."""
        return [self.displays(state)["text"]]

    def results_go_by(self, state, events):  # type: (dict, list) -> bool
        """Whether an action's results pass by themselves, RESULT_MS each, as the game's
        last action's do (a game whose board moves on to its next period meanwhile)."""
        return False

    def entry_text(self, item, n):
        return "%s %d" % (item[0], n)

    def action_of(self, item, n):
        """The action an item makes (n: the number entered, None if it asks none)."""
        return item[1]

    def pages(self, state):
        """The info pages BACK turns: [{role: text}, ...] (none by default)."""
        return []

    def page_count(self, state):
        """len(pages(state)); a game whose pages grow with it (a score sheet) says it
        without building them all after every entry."""
        return len(self.pages(state))

    def page(self, state, i):
        """pages(state)[i], the one shown."""
        return self.pages(state)[i]

    def setting_word(self, key, value):
        if value is True or value is False:
            return "ON" if value else "OFF"
        return str(value).upper()

    def live_ok(self, key):
        """Whether a LIVE setting may change now (the game under way may have used it)."""
        return key in self.LIVE

    # --- the game: new, replay, apply ----------------------------------------------

    def default_settings(self):
        if self.TEAM_FILES:
            s = {"home": self.slugs[0], "away": self.slugs[1 if len(self.slugs) > 1 else 0]}
        else:
            s = {"home": "home", "away": "away"}
        for _label, key, choices in self.SETUP:
            s[key] = choices[0]
        s["brightness"] = DEFAULT_BRIGHTNESS
        return s

    def new_game(self):
        home = self._team("home")
        away = self._team("away")
        self.start_settings = dict(self.settings)
        self.teams = None  # let the old teams go before loading the new ones
        self.teams = {"home": self.load(home), "away": self.load(away)}
        self.seed = next_seed(self.seed)
        self.game_seed = self.seed
        self.saved_dice = None
        self.log = []
        self.redo_stack = []
        self.info = 0
        self.menu_i = 0
        self.rebuild()
        self.results = []
        self.save_pending = True

    def rebuild(self):
        """The game again from its start and its log (undo, resume, a setting changed)."""
        self.state_ = None
        self.board = None  # result() knows no board before the last action
        state = self.start()
        events = []
        for a in self.log:
            events = self.step(state, a)
        self.state_ = state
        self.events = events
        self.results = self.result(state, events) if self.log else []
        self.timed = False
        self._changed()

    def _changed(self):
        state = self.state_
        self.entry = None
        self.board = self.displays(state)
        self.menu = [] if self.is_over(state) else self.choices(state)
        if self.menu_i >= len(self.menu):
            self.menu_i = 0
        if self.info > self.page_count(state):
            self.info = 0

    def act(self, action):
        """One action chosen on the box: applied, logged; a refused one changes nothing."""
        try:
            events = self.step(self.state_, action)
        except ValueError as e:
            self.error = str(e)
            self.flash(self.refused(self.error), 800)
            return False
        self.previous_game = None  # UNDO now steps back through this game
        self.log.append(action)
        self.redo_stack = []
        self._after(events)
        return True

    def _after(self, events):
        self.events = events
        self.results = self.result(self.state_, events)  # self.board: still the one before
        self.menu_i = 0
        self._changed()
        self.save_pending = True
        over = self.is_over(self.state_)
        self.timed = over or self.results_go_by(self.state_, events)
        if over:  # the last action: its results in turn, the winner, then FINAL
            out = [r for r in self.results if result_text(r).strip() != "FINAL"]
            out.append(self.winner_words())
            self.results = out
        if self.timed:
            self.results_until = self.now + RESULT_MS

    def refused(self, why):  # type: (str) -> str
        """The text line's word for an action refused (why: the game's one-line reason)."""
        return "NO"

    def winner_words(self):
        """Who won, in words on the text line: "CPM WINS", "HOME WON", "TIE GAME"."""
        h, a = self.score(self.state_)
        if h == a:
            return "TIE GAME"
        abbr = self.catalog.get(self.start_settings["home" if h > a else "away"], "?")
        words = "%s WINS" % abbr
        return words if len(words) <= 8 else "%s WON" % abbr[:4]

    # --- undo, redo -----------------------------------------------------------------

    def undo(self):
        if not self.log:
            if not self._old_game_back():
                self.flash("NO UNDO", 1000)
            return
        self.redo_stack.append(self.log.pop())
        self.rebuild()
        self.save_pending = True
        self.flash("UNDO", 800)

    def redo(self):
        if not self.redo_stack:
            self.flash("NO REDO", 1000)
            return
        a = self.redo_stack.pop()
        try:
            events = self.step(self.state_, a)
        except Exception:  # a saved redo that no longer applies: the game stays as it is
            self.redo_stack = []
            self.rebuild()
            self.flash("NO REDO", 1000)
            return
        self.log.append(a)
        self._after(events)
        self.flash("REDO", 800)

    def forget_history(self):
        self.redo_stack = []

    # --- saves ------------------------------------------------------------------------

    def state(self):
        p = {
            "settings": self.settings,
            "start": self.start_settings,
            "seed": self.game_seed,
            "dice": self.dice_start(),
            "log": self.log,
        }
        if self.redo_stack:  # what UNDO took back: REDO gives it again after a reboot
            p["redo"] = self.redo_stack
        return p

    def old_game(self):
        # The game NEW GAME replaces, for UNDO: its start, seed and log as they are
        # (new_game() makes new ones), not a save's bytes, a block of several KB in a long
        # game, made when the heap is at its most broken up.
        if self.kept is not None:
            return self.kept
        p = {"game": self.ID, "v": self.VERSION}
        p.update(self.state())
        p["settings"] = dict(self.settings)
        return p

    def restore(self, payload):
        """Resume a saved game by replaying its log; False (self.problem says why, a
        sideline.resume problem, the game in hand untouched) when it cannot be."""
        try:
            p = payload
            if type(p) is bytes:
                p = p.decode()
            if type(p) is str:
                p = json.loads(p)
        except Exception:
            self.problem = "saved game is not JSON"
            return False
        if type(p) is not dict:
            self.problem = "saved game is not an object"
            return False
        self.problem = self._check(p)
        if self.problem is not None:
            return False
        kept = (self.settings, self.start_settings, self.teams, self.game_seed, self.log)
        kept_dice = self.saved_dice
        try:
            self.settings = self._merged(p.get("settings"))
            self.start_settings = self._merged(p["start"])
            s = self.start_settings
            self.teams = None
            self.teams = {"home": self.load(s["home"]), "away": self.load(s["away"])}
            self.game_seed = p["seed"]
            # A save from before the dice state was kept replays with that firmware's seeding.
            self.saved_dice = p["dice"] if "dice" in p else seed_state_v1(p["seed"])
            self.log = list(p["log"])
            redo = p.get("redo")
            self.redo_stack = list(redo) if type(redo) is list else []
            self.rebuild()
            self.problem = self.check_state(self.state_)
            if self.problem is not None:
                raise ValueError(self.problem)
        except Exception as e:  # a log that does not replay, a team file that changed
            if self.problem is None:
                self.problem = "saved game does not replay (%s)" % repr(e)
            self.settings, self.start_settings, self.teams, self.game_seed, self.log = kept
            self.saved_dice = kept_dice
            if self.log is not None and self.teams is not None:
                self.rebuild()
            return False
        self.previous_game = resume.previous_of(p)
        self.save_pending = True
        return True

    def _check(self, p):
        g = resume.named_game(p)
        if g != self.ID:
            return "saved game is of another game (%s)" % g
        v = p.get("v")
        if v != self.VERSION:
            return (resume.OTHER_VERSION, v, self.VERSION)
        if type(p.get("start")) is not dict or type(p.get("log")) is not list:
            return "saved game: no start or no log"
        if type(p.get("seed")) is not int:
            return "saved game: seed: expected a number"
        d = p.get("dice", [1, 1])
        if type(d) is not list or len(d) != 2 or type(d[0]) is not int or type(d[1]) is not int:
            return "saved game: dice: expected [z, w]"
        for side in ("home", "away"):
            slug = p["start"].get(side)
            if type(slug) is not str or slug not in self.catalog:
                return (resume.NO_TEAM, slug)
        for key in ("start", "settings"):
            got = self._settings_problem(p.get(key))
            if got is not None:
                return "saved game: %s.%s" % (key, got)
        return None

    def _settings_problem(self, saved):
        # A setting outside its setup choices would fault the game at its first use.
        if saved is None:
            return None
        if type(saved) is not dict:
            return "expected an object"
        for side in ("home", "away"):
            v = saved.get(side, self.slugs[0])
            if type(v) is not str or v not in self.catalog:
                return side + ": not a team on the board"
        for _label, key, choices in self.SETUP:
            if key in saved:
                v = saved[key]
                if v not in choices or type(v) is not type(choices[0]):
                    return key + ": not one of its setup choices"
        return None

    def check_state(self, state):  # type: (dict) -> str | None
        """The resumed game against its invariants: None, or what breaks one (the save is
        then kept, not played: sideline/resume.py). What every engine game shares is here
        (its dice inside the generator's range, no negative score); a game's box.py adds
        its own."""
        G = state.get("G") if type(state) is dict else None
        d = G.get("dice") if type(G) is dict else None
        if d is not None and not usable(d):
            return "saved game: dice state outside the generator's range"
        for n in self.score(state):
            if type(n) is not int or n < 0:
                return "saved game: a score that is not a count of points"
        return None

    def _merged(self, saved):
        s = self.default_settings()
        if type(saved) is dict:
            for k in saved:
                if k in s:
                    s[k] = saved[k]
        b = s["brightness"]
        if type(b) is not int or not 0 <= b <= self.max_brightness:
            s["brightness"] = DEFAULT_BRIGHTNESS
        return s

    # --- buttons --------------------------------------------------------------------

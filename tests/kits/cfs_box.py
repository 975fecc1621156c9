"""College Football Saturday's table driven by its buttons (Box), and the settings and calls
the table tests set up with it."""

from games.cfs.callers import calling
from games.cfs.rules import record
from games.cfs.sheet.load import sheets_by_slug
from host_tools.emulator.virtual_box import team_files
from sideline.app import App
from sideline.dice import seed_state
from sideline.shell import PRESS

SHEETS, _ = sheets_by_slug(team_files())


HOME, AWAY = "granite_rams", "cascade_otters"


class Box:
    """College Football Saturday's table as the board drives it: presses and ticks at a time
    of its own (ms), what the text line and the dice display show."""

    def __init__(
        self,
        home="human",
        away="human",
        deck=None,
        clock=None,
        roles=None,
        house=None,
        **settings,
    ):
        if deck is None:
            deck = RUN_NO_CHECK
        s = {"home": HOME, "away": AWAY, "callers": {"home": home, "away": away}}
        s.update(settings)
        payload = {
            "v": 1,
            "record": record.new_record(HOME, AWAY, seed_state(4), house),
            "settings": s,
            "callers": {
                "home": calling.new_state(home, deck),
                "away": calling.new_state(away, deck + 1),
            },
        }
        if clock is not None:
            payload["clock"] = dict(clock, to=list(clock["to"]))  # the table keeps it
        self.a = App(SHEETS, now=0, payload=payload, roles=roles)
        assert self.a.resumed
        self.now = 1500  # RESUMED has had its time on the text line
        self.a.tick(self.now)

    def press(self, name, kind=PRESS, ms=100):
        self.now += ms
        self.a.press(name, kind, self.now)
        self.a.tick(self.now)

    def wait(self, ms):
        self.now += ms
        return self.a.tick(self.now)

    def text(self):
        return self.a.render("text").strip()

    def dice(self):
        return self.a.render("dice")

    def enter(self, what, yards=0, kind="run", first=False):
        """A result entered as manual mode enters it (the record's "m" action)."""
        self.a._apply({"t": "m", "what": what, "yards": yards, "kind": kind, "first": first})
        self.a.shown_board = None  # as manual mode: the scoreboard shows the entry at once

    def at(self, *entries):
        """The game after these manual entries, then what play mode asks next."""
        for e in entries:
            self.enter(*e)
        self.a._next_step()
        if self.a.menu and self.a.flash_text == self.a._whose(self.a.step):
            self.a.flash_text = None  # whose call (playmode._ask): as if read, no time passing
        return self

    def call(self):
        return self.a.pending["call"]


def _deck_whose_first_card_calls(defense, checkoff):
    """The first card deck (calling.new_state's seed) whose first card calls this for the
    home defense after the opening kickoff: which seed that is depends on the dice."""
    for deck in range(1, 300):
        box = Box(home="card/human", deck=deck).at(("ko", 25))
        box.press("OK")
        call = box.call()
        if call["defense"] == defense and call["checkoff"] == checkoff:
            return deck
    raise AssertionError("no deck in 1-299 calls %s, %s" % (defense, checkoff))


# The card decks whose first card calls, for the home defense:
RUN_NO_CHECK = _deck_whose_first_card_calls("base_run", None)  # Base Run, no check-off


PASS_NO_CHECK = _deck_whose_first_card_calls("base_pass", None)  # Base Pass, no check-off


def offense_called(deck, *entries, **kw):
    """Away has the ball after the entries; home's defense by the cards (the player calls
    the offense: `card/human`), the offense's first play taken: ROLL is next."""
    box = Box(home="card/human", deck=deck, **kw).at(("ko", 25), *entries)
    assert box.a.step == "play"
    # README (Modes): a play menu shows the play's uses left on the dice display ("X3").
    first = box.a.team_sheets["away"]["plays"][0]
    assert box.dice() == "%4s" % ("X%d" % first["uses"])
    box.press("OK")
    return box


def _setup(box):
    for _ in range(3):  # play, manual, dice, setup (README, Buttons: MODE)
        box.press("MODE")
    assert box.a.mode == "setup" and box.a.setup_i == 0
    return box


def _change(box, label, *presses):
    """Setup: UP to the item, OK, the presses, OK; the items' values after."""
    labels = [i[0] for i in box.a._all_setup_items()]
    while labels[box.a.setup_i] != label:
        box.press("UP")
    box.press("OK")
    for p in presses:
        box.press(p)
    box.press("OK")
    return dict(box.a.setup_items())


def _manual(box):
    box.press("MODE")
    assert box.a.mode == "manual"
    box.wait(1000)  # MANUAL has had its time on the text line
    return box

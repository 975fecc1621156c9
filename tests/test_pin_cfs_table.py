"""Tests that pin cfs_table rules the mutation run (issue 18) found unheld: each kills mutants that
survived `make mutate`, its expected values reasoned from the rules (ids cited)."""

from games.cfs import calling, record
from games.cfs.sheetload import sheets_by_slug
from host_tools.virtual_box import team_files
from sideline.app import App
from sideline.dice import seed_state
from sideline.shell import PRESS

SHEETS, _ = sheets_by_slug(team_files())
HOME, AWAY = "granite_rams", "cascade_otters"

# The card decks (calling.new_state's seed) whose first card calls, for the home defense:
RUN_NO_CHECK = 5  # Base Run, no check-off
PASS_NO_CHECK = 1  # Base Pass, no check-off
PASS_BLITZ = 6  # Base Pass, checked off to Outside Blitz


class Box:
    """College Football Saturday's table as the board drives it: presses and ticks at a time
    of its own (ms), what the text line and the dice display show."""

    def __init__(self, home="human", away="human", deck=RUN_NO_CHECK, clock=None, **settings):
        s = {"home": HOME, "away": AWAY, "callers": {"home": home, "away": away}}
        s.update(settings)
        payload = {
            "v": 1,
            "record": record.new_record(HOME, AWAY, seed_state(4)),
            "settings": s,
            "callers": {
                "home": calling.new_state(home, deck),
                "away": calling.new_state(away, deck + 1),
            },
        }
        if clock is not None:
            payload["clock"] = clock
        self.a = App(SHEETS, now=0, payload=payload)
        assert self.a.resumed
        self.now = 0

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

    def at(self, *entries):
        """The game after these manual entries, then what play mode asks next."""
        for e in entries:
            self.enter(*e)
        self.a._next_step()
        return self

    def call(self):
        return self.a.pending["call"]


def offense_called(deck, *entries, **kw):
    """Away has the ball after the entries; home's defense by the cards (the player calls
    the offense: `card/human`), the offense's first play taken: ROLL is next."""
    box = Box(home="card/human", deck=deck, **kw).at(("ko", 25), *entries)
    assert box.a.step == "play"
    box.press("OK")
    return box


# ---------------------------------------------------------------- stepin: T5, P2


def test_t5_p2_a_card_defense_at_goal_to_go_steps_in_with_goal_line_and_back():
    """No card calls Goal Line (T5): at 1st and goal from the 10 with the cards' Base Run
    and no check-off, UP before ROLL steps in with Goal Line (the dice display shows the
    defense in force, the text line its name for a second); the offense may then audible
    (C1); DOWN steps back to the cards' call, which has no check-off, so no audible."""
    box = offense_called(RUN_NO_CHECK, ("gain", 65))
    G = box.a.G
    assert (G["ball_on"], G["goal_to_go"]) == (90, True)
    assert box.a.step == "ready" and box.call()["checkoff"] is None
    assert box.dice() == "BRUN"
    box.press("UP")
    assert box.call()["checkoff"] == "goal_line" and box.text() == "GOALLINE"
    assert box.a.step == "audible" and box.a.menu[0][0] == "NO AUD"
    box.wait(999)
    assert box.text() == "GOALLINE"
    box.wait(1)
    assert box.text() == "NO AUD"
    box.press("UP")  # audible to the second play of the menu
    audible = box.a.menu[1][1]
    box.press("OK")
    assert box.call()["audible"] == audible and box.a.step == "ready"
    assert box.dice() == "GOAL"
    box.press("DOWN")
    assert box.call()["checkoff"] is None and box.text() == "BASE RUN"
    # C1: an audible only after a check-off; back on the cards' call there is none.
    assert box.call()["audible"] is None and box.a.step == "ready"
    assert box.dice() == "BRUN"
    box.wait(1000)
    offense = box.a.team_sheets["away"]
    short = offense["plays"][offense["play_index"][box.call()["offense"]]]["short"]
    assert box.text() == short
    box.press("UP")
    box.press("UP")  # with the audible's menu up, UP moves in it
    box.press("OK")
    box.press("UP")  # UP again: back to the cards' call
    assert box.call()["checkoff"] is None and box.a.step == "ready"


def test_t5_goal_line_fits_inside_the_10_or_at_goal_to_go_only():
    """Goal Line fits at goal to go or inside the 10 (README, Modes): ball on the 90 at 2nd
    and 2 fits; on the 89 at 2nd and 3 it does not; 2nd and goal from the 15 fits."""
    box = offense_called(RUN_NO_CHECK, ("gain", 57), ("gain", 8))
    assert (box.a.G["ball_on"], box.a.G["goal_to_go"]) == (90, False)
    assert box.a.pending["step_in"] == [None, "goal_line"]
    box = offense_called(RUN_NO_CHECK, ("gain", 57), ("gain", 7))
    assert (box.a.G["ball_on"], box.a.G["goal_to_go"]) == (89, False)
    assert box.a.pending["step_in"] is None
    box.press("UP")  # nothing to step in with: the call stays the cards'
    assert box.call()["checkoff"] is None and box.a.step == "ready"
    box = offense_called(RUN_NO_CHECK, ("gain", 65), ("gain", -5))
    assert (box.a.G["ball_on"], box.a.G["goal_to_go"]) == (85, True)
    assert box.a.pending["step_in"] == [None, "goal_line"]


def test_t5_prevent_fits_from_15_yards_to_go():
    """Prevent fits with 15 yards or more to go (README, Modes): 2nd and 15 fits, 2nd and
    14 (no lead in the 4th) does not. The cards' check-off comes first, then Prevent."""
    box = offense_called(PASS_NO_CHECK, ("gain", -5))
    assert box.a.G["to_go"] == 15 and box.a.pending["step_in"] == [None, "prevent"]
    box = offense_called(PASS_NO_CHECK, ("gain", -4))
    assert box.a.G["to_go"] == 14 and box.a.pending["step_in"] is None
    box = Box(home="card/human", deck=PASS_BLITZ).at(("ko", 25), ("gain", -5))
    box.press("OK")  # the play; the cards checked off: the offense may audible
    assert box.call()["checkoff"] == "outside_blitz" and box.a.step == "audible"
    box.press("OK")  # NO AUD
    assert box.a.pending["step_in"] == ["outside_blitz", "prevent"]
    box.press("DOWN")
    assert box.call()["checkoff"] == "prevent" and box.text() == "PREVENT"
    box.press("OK")
    assert box.dice() == "PREV"
    box.press("DOWN")
    assert box.call()["checkoff"] == "outside_blitz" and box.text() == "OUTBLITZ"


Q4 = {"q": 4, "left": 300000, "run": False, "to": [3, 3], "warned": False, "ended": False}


def test_t5_prevent_fits_with_a_lead_in_the_4th_quarter_only():
    """Prevent fits in the 4th quarter when the defense leads (README, Modes): home leads
    7-0 at 1st and 10: in the 4th it fits, in the 3rd it does not; tied in the 4th it does
    not."""
    lead = (("to", 75), ("xp_good",), ("ko", 25))  # a fumble returned for home's touchdown
    box = Box(home="card/human", deck=PASS_NO_CHECK, clock=Q4).at(("ko", 25), *lead)
    assert box.a.G["score"] == {"home": 7, "away": 0} and box.a.G["to_go"] == 10
    box.press("OK")
    assert box.a.pending["step_in"] == [None, "prevent"]
    q3 = dict(Q4, q=3)
    box = Box(home="card/human", deck=PASS_NO_CHECK, clock=q3).at(("ko", 25), *lead)
    box.press("OK")
    assert box.a.pending["step_in"] is None
    box = offense_called(PASS_NO_CHECK, clock=Q4)  # 0-0
    assert box.a.pending["step_in"] is None
    # Away leads: the defense (home) trails, no Prevent.
    box = Box(home="card/human", deck=PASS_NO_CHECK, clock=Q4)
    box.at(("ko", 25), ("td",), ("xp_good",), ("ko", 25), ("to", 0))
    assert box.a.G["score"] == {"home": 0, "away": 7} and box.a.G["possession"] == "away"
    box.press("OK")
    assert box.a.pending["step_in"] is None


def test_t5_c3_a_package_with_no_uses_left_is_not_stepped_in_with():
    """C3/C4: a package with every square marked cannot be called, by the player either."""
    for used, offered in ((-1, True), (0, False)):
        box = Box(home="card/human", deck=PASS_NO_CHECK).at(("ko", 25), ("gain", -5))
        uses = box.a.team_sheets["home"]["defenses"]["prevent"]["uses"]
        box.a.G["marks"]["home"]["packages"]["prevent"] = uses + used
        box.press("OK")
        assert (box.a.pending["step_in"] is not None) is offered


def test_p1_only_a_card_defense_is_stepped_in_for():
    """The player steps in for the cards (T5: "call those on your own"); a coach calls Goal
    Line itself, and a player calling the defense is asked for every package anyway."""
    box = Box(home="coach/human", deck=RUN_NO_CHECK).at(("ko", 25), ("gain", 65))
    box.press("OK")
    while box.a.step == "audible":
        box.press("OK")
    assert box.a.step == "ready" and box.a.pending["step_in"] is None
    before = dict(box.call())
    box.press("UP")
    assert box.call() == before

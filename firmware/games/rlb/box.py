# Rugby League Breakout on the box, tackle by tackle: the seam's adapter from the shell's
# EngineTable to this game's own functions (match.new_game, apply; views' menus and
# displays; callers.HouseCaller for a side left to the box). No rules here: which side is
# asked what follows the match record (a possession starts with the defence's play, then
# the attack calls each tackle).
from games.rlb import match, roster, views
from games.rlb.callers import HouseCaller
from sideline.catalog import file_catalog
from sideline.dice import Dice, seed_state
from sideline.table import EngineTable

VERSION = 1  # the saved state: settings, start settings, seed and the action log

CALLERS = ("human", "house")  # a side's calls: the menus, or the box's own policy
SHIRTS = tuple(range(14))  # a key player's shirt, 0 for none chosen
LEVELS = tuple(range(10))  # effort, offside, hardness


def catalog(names, read):
    """Every roster in teams/rlb/: ({slug: abbr}, messages, load)."""
    return file_catalog(names, read, roster.parse_roster)


def _team_items(side):
    p = side[0]
    u = p.upper()
    return (
        (u + " KEY1", p + "_key1", SHIRTS),
        (u + " KEY2", p + "_key2", SHIRTS),
        (u + " EFF", p + "_eff", LEVELS),
        (u + " OFF", p + "_off", LEVELS),
        (u + " HRD", p + "_hrd", LEVELS),
    )


class Table(EngineTable):
    ID = "rlb"
    VERSION = VERSION
    SETUP = [
        ("H CALL", "h_call", CALLERS),
        ("A CALL", "a_call", CALLERS),
        ("TIEBRK", "first_tiebreak", (True, False)),  # R3
        ("CUP", "cup", (False, True)),  # R4: a level score goes to the second tie-breaker
    ]
    TEAM_ITEMS = _team_items("home") + _team_items("away")
    SETUP += list(TEAM_ITEMS)
    # Who calls may change at any time; keys and options until the first tackle (R5.20).
    LIVE = ["h_call", "a_call"] + [item[1] for item in TEAM_ITEMS]

    caller = None

    def setting_word(self, key, value):
        if key.endswith("key1") or key.endswith("key2"):
            return str(value) if value else "-"
        return EngineTable.setting_word(self, key, value)

    def live_ok(self, key):
        if key.endswith("_call"):
            return True
        return not self.state_["G"]["started"]

    def start(self):
        s = self.start_settings
        rules = {"first_tiebreak": s["first_tiebreak"], "cup": s["cup"]}
        G = match.new_game(
            self.teams["home"], self.teams["away"], seed_state(self.game_seed), rules
        )
        dice = Dice(G["dice"])
        for t in (0, 1):
            p = "ha"[t]
            k1 = s[p + "_key1"]
            k2 = s[p + "_key2"]
            if k1 and k2 and k1 != k2:
                match.apply(G, {"a": "keys", "team": t, "shirts": [k1, k2]}, dice)
            o = {"a": "opts", "team": t, "effort": s[p + "_eff"], "offside": s[p + "_off"]}
            o["hardness"] = s[p + "_hrd"]
            match.apply(G, o, dice)
        return {"G": G, "step": "defence"}  # R1: the defence picks its play first

    def step(self, state, action):
        G = state["G"]
        events = match.apply(G, action, Dice(G["dice"]))
        if action["a"] == "defence":
            state["step"] = "attack"
        if match.possession_ended(events):
            state["step"] = "defence"
        return events

    def _side(self, state):
        G = state["G"]
        return 1 - G["att"] if state["step"] == "defence" else G["att"]

    def choices(self, state):
        G = state["G"]
        defence = state["step"] == "defence"
        menu = views.defence_menu(G) if defence else views.attack_menu(G)
        if self.settings["ha"[self._side(state)] + "_call"] == "house":
            if self.caller is None:
                self.caller = HouseCaller()
            a = self.caller.defence_action(G) if defence else self.caller.attack_action(G)
            for label, action in menu:
                if action["play"] == a["play"]:
                    return [(label, action, None)]  # the box's call: OK or ROLL runs it
        return [(label, action, None) for label, action in menu]

    def displays(self, state):
        return views.displays(state["G"])

    def result(self, state, events):
        # What happened, one line per event ("8 +6", "TRY 11", "CONV OK", "FINAL"); the
        # change of ball shows on the scores' decimal points, the defence on the dice.
        out = []
        for e in events:
            if e["e"] not in ("over", "defence"):
                out.append(views.text(e))
        return out

    def is_over(self, state):
        return state["G"]["over"]

    def score(self, state):
        return list(state["G"]["score"])

    def step_name(self, state):
        return "over" if state["G"]["over"] else state["step"]

    def roll_choice(self, state, menu):
        if self.settings["ha"[self._side(state)] + "_call"] == "house":
            return 0
        return None

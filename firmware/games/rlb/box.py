# Rugby League Breakout on the box, tackle by tackle: the seam's adapter from the shell's
# EngineTable to this game's own functions (match.new_game, apply; views' menus and
# displays; callers.HouseCaller for a side left to the box). No rules here: which side is
# asked what follows the match record (a possession starts with the defence's play, then
# the attack calls each tackle). Setup's BY HAND swaps the menus for the manual entries of
# a game adjudicated elsewhere (views.manual_menu); its season points (H PF ... A PA) are
# the second tie-breaker's figures (R4).
from games.rlb import match, roster, views
from games.rlb.callers import HouseCaller
from sideline.catalog import file_catalog
from sideline.dice import Dice
from sideline.table import EngineTable
from sideline.ticks import ticks_diff

VERSION = 1  # the saved state: settings, start settings, seed and the action log

CALLERS = ("human", "house")  # a side's calls: the menus, or the box's own policy
BY = ("box", "manual")  # who adjudicates: the box, or elsewhere with the results entered
# R4's season points for and against each team, entered in setup: (label, key, side, index
# in the match's season_for / season_against).
SEASON = (
    ("H PF", "h_for", "season_for", 0),
    ("H PA", "h_against", "season_against", 0),
    ("A PF", "a_for", "season_for", 1),
    ("A PA", "a_against", "season_against", 1),
)
MAX_POINTS = 999
FAST_MS = 300  # season points changed again within this: a held button, bigger steps
FAST_AFTER = 8  # changes in a row before the steps grow to FAST_POINTS
FAST_POINTS = 10
MANUAL_YARDS = (-99, 99)  # a gain or a kick entered by hand (match.problem's bounds)
SHIRTS = tuple(range(14))  # a key player's shirt, 0 for none chosen
LEVELS = tuple(range(10))  # effort, offside, hardness


def catalog(names, read):
    """Every roster in teams/rlb/: ({slug: abbr}, messages, load)."""
    return file_catalog(names, read, roster.parse_roster)


# A refused entry's reason (match.problem) in a word that says why, not a bare NO.
REFUSED = {
    match.PEN_NOT_NOW: "AFTER T6",  # a penalty only after the sixth tackle (R17)
    match.PEN_NO_FOULS: "NO FOUL",  # the defence uses neither offside nor hardness
    match.PEN_FIRST: "PEN?",  # the sixth tackle's penalty is asked first
}


def _team_items(side):
    # "H OFSD 3", not "H OFF 0" (the home side switched off?): each label leaves room for
    # its value on the 8-character line.
    p = side[0]
    u = p.upper()
    return (
        (u + " KEY1", p + "_key1", SHIRTS),
        (u + " KEY2", p + "_key2", SHIRTS),
        (u + " EFF", p + "_eff", LEVELS),
        (u + " OFSD", p + "_off", LEVELS),
        (u + " HARD", p + "_hrd", LEVELS),
    )


class Table(EngineTable):
    ID = "rlb"
    VERSION = VERSION
    SETUP = [
        ("BY", "by", BY),  # BY BOX / BY HAND
        ("H CALL", "h_call", CALLERS),
        ("A CALL", "a_call", CALLERS),
        ("TIEBRK", "first_tiebreak", (True, False)),  # R3
        ("CUP", "cup", (False, True)),  # R4: a level score goes to the second tie-breaker
    ]
    TEAM_ITEMS = _team_items("home") + _team_items("away")
    SETUP += list(TEAM_ITEMS)
    # Who calls and who adjudicates may change at any time; keys and options until the
    # first tackle (R5.20); the season points until the game is over.
    LIVE = ["by", "h_call", "a_call"] + [item[1] for item in TEAM_ITEMS]
    LIVE += [item[1] for item in SEASON]

    caller = None
    fast = None  # [when, how many in a row] of the season points being changed

    def default_settings(self):
        s = EngineTable.default_settings(self)
        for _label, key, _figure, _i in SEASON:
            s[key] = 0
        return s

    def setup_items(self):
        items = EngineTable.setup_items(self)
        brt = items.pop()  # BRT stays last, as in every game
        for label, key, _figure, _i in SEASON:
            items.append((label, str(self.settings[key])))
        items.append(brt)
        return items

    def setup_change(self, label, step, now):
        for lab, key, _figure, _i in SEASON:
            if lab == label:
                self._season_change(key, step, now)
                return
        EngineTable.setup_change(self, label, step, now)

    def _season_change(self, key, step, now):
        # Points run to hundreds: a held button moves by tens after a few single steps.
        if self.state_["G"]["over"]:
            self.flash("FIXED", 1000)  # the tie-breaker has been settled with them
            return
        f = self.fast
        if f is not None and 0 <= ticks_diff(now, f[0]) <= FAST_MS:  # ticks wrap
            f[0] = now
            f[1] += 1
        else:
            f = self.fast = [now, 0]
        n = self.settings[key] + step * (FAST_POINTS if f[1] >= FAST_AFTER else 1)
        n = 0 if n < 0 else (MAX_POINTS if n > MAX_POINTS else n)
        self.settings[key] = n
        self.start_settings[key] = n
        self.rebuild()
        self.results = []

    def check_state(self, state):
        # R4's season points come from setup, not from the log: a save's own are checked.
        for _label, key, _figure, _i in SEASON:
            for s in (self.settings, self.start_settings):
                v = s[key]
                if type(v) is not int or not 0 <= v <= MAX_POINTS:
                    return "saved game: %s: expected 0..%d points" % (key, MAX_POINTS)
        return EngineTable.check_state(self, state)

    def setting_word(self, key, value):
        if key.endswith("key1") or key.endswith("key2"):
            return str(value) if value else "-"
        if key == "by":
            return "BOX" if value == "box" else "HAND"
        return EngineTable.setting_word(self, key, value)

    def live_ok(self, key):
        if key.endswith("_call") or key == "by":
            return True
        return not self.state_["G"]["started"]

    def _manual(self):
        return self.settings["by"] == "manual"

    def start(self):
        s = self.start_settings
        rules = {"first_tiebreak": s["first_tiebreak"], "cup": s["cup"]}
        rules["season_for"] = [0, 0]
        rules["season_against"] = [0, 0]
        for _label, key, figure, i in SEASON:
            rules[figure][i] = s[key]
        G = match.new_game(self.teams["home"], self.teams["away"], self.dice_start(), rules)
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
        # by_poss: each side's points in each of its possessions, for BACK's pages.
        return {"G": G, "step": "defence", "by_poss": [[], []]}  # R1: the defence first

    def step(self, state, action):
        G = state["G"]
        poss = list(G["poss"])  # the possessions the action's points belong to
        events = match.apply(G, action, Dice(G["dice"]))
        by = state["by_poss"]
        for e in events:
            n = match.points(G, e)
            if n and e["e"] != "award":  # the second tie-breaker's is no possession's
                pts = by[e["team"]]
                while len(pts) < poss[e["team"]]:
                    pts.append(0)
                pts[poss[e["team"]] - 1] += n
        for t in (0, 1):  # a possession begun shows 0 until it scores
            while len(by[t]) < G["poss"][t]:
                by[t].append(0)
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
        # What happened, as adjudicated elsewhere, for the side in attack; a sixth tackle
        # entered so asks its penalty whoever adjudicates now (R17).
        if self._manual() or G.get("pen"):
            out = []
            for label, action in views.manual_menu(G):
                ask = None
                if "yards" in action:
                    ask = (MANUAL_YARDS[0], MANUAL_YARDS[1], 0)
                out.append((label, action, ask))
            return out
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

    def entry_text(self, item, n):
        return "%s %+d" % (item[0].split(" ")[-1], n)  # "GAIN +12", "KPT +30"

    def action_of(self, item, n):
        if n is None:
            return item[1]
        a = dict(item[1])
        a["yards"] = n
        return a

    def displays(self, state):
        return views.displays(state["G"])

    def pages(self, state):
        return views.pages(state["G"], state["by_poss"])

    def result(self, state, events):
        # What happened, one line per event ("+6YD #8", "TRY 11", "CONV OK", "FINAL"); an
        # action that ended the possession shows it on the board until its results have
        # passed (self.board: the board before the action), then the next one.
        return views.results(state["G"], events, self.board)

    def results_go_by(self, state, events):
        # The board moves on to the next possession after them, or a line break is two
        # lines: they pass by themselves, no press needed for each.
        return match.possession_ended(events) or len(self.results) > 1

    def refused(self, why):
        return REFUSED.get(why, "NO")

    def is_over(self, state):
        return state["G"]["over"]

    def score(self, state):
        return list(state["G"]["score"])

    def step_name(self, state):
        if state["G"]["over"]:
            return "over"
        return "manual" if self._manual() else state["step"]

    def roll_choice(self, state, menu):
        if self._manual() or state["G"].get("pen"):
            return None  # the result was decided elsewhere: nothing to roll
        if self.settings["ha"[self._side(state)] + "_call"] == "house":
            return 0
        return None

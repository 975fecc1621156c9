# Fliip Football on the box: the seam's adapter from the shell's EngineTable to this
# game's own functions (game.new_game, apply, menu, roles, info_pages). No rules here.
from games.fliip import game, menus, tables, views
from sideline.catalog import file_catalog
from sideline.dice import Dice
from sideline.table import EngineTable

VERSION = 1  # the saved state: settings, start settings, seed and the action log


# A player's own teams, with no kicking-table file: their kicks are entered from the
# cards the player owns (setup DICE YOU, always for these two).
OWN = {
    "home": {"name": "Home", "abbr": "HOM", "kickoff": None, "punt": None, "fg": None},
    "away": {"name": "Away", "abbr": "AWY", "kickoff": None, "punt": None, "fg": None},
}


def catalog(names, read):
    """Every team's kicking tables in teams/fliip/, and the two own teams without a file:
    ({slug: abbr}, messages, load)."""
    cat, messages, load_file = file_catalog(names, read, tables.parse)
    used = set(cat.values())
    for slug in OWN:
        if slug not in cat and OWN[slug]["abbr"] not in used:
            cat[slug] = OWN[slug]["abbr"]

    def load(slug):
        if slug in OWN and OWN[slug]["abbr"] == cat.get(slug):
            return dict(OWN[slug])
        return load_file(slug)

    return cat, messages, load


class Table(EngineTable):
    ID = game.ID
    VERSION = VERSION
    SETUP = [
        ("LENGTH", "length", (8, 4)),  # F1: possessions per side, good or quick
        ("SAFE", "safety_kickoff", ("any", "after_safety")),  # F8; AFT: a house reading
        ("DICE", "kicks", ("roll", "card")),  # F7: DICE BOX rolls; DICE YOU: the card's result
    ]

    def default_settings(self):
        # The teams with tables first: HOM and AWY are for a player's own cards.
        s = EngineTable.default_settings(self)
        files = [slug for slug in self.slugs if slug not in OWN]
        pick = files + [slug for slug in ("home", "away") if slug in self.slugs]
        s["home"] = pick[0]
        s["away"] = pick[1 if len(pick) > 1 else 0]
        return s

    def start(self):
        s = {"length": self.start_settings["length"], "kicks": self.start_settings["kicks"]}
        house = {"safety_kickoff": self.start_settings["safety_kickoff"]}
        return game.new_game(self.teams, self.dice_start(), s, house)

    def state(self):
        # The save names the house rules in force (sorted; [] is the rulebook's game).
        p = EngineTable.state(self)
        k = "safety_kickoff"
        p["house"] = [k] if self.start_settings[k] != game.HOUSE[k] else []
        return p

    def setting_word(self, key, value):
        if value == "after_safety":
            return "AFT"
        if key == "kicks":
            return "BOX" if value == "roll" else "YOU"  # who rolls a kick's three dice
        return EngineTable.setting_word(self, key, value)

    def step(self, state, action):
        return game.apply(state, action, Dice(state["G"]["dice"]))

    def choices(self, state):
        out = []
        for item in game.menu(state):
            ask = None
            if item["m"] in menus.BEHIND:  # UP: fewer yards behind the line
                ask = (-int(item["hi"]), -int(item["lo"]), -int(item["n"]))
            elif "lo" in item:
                ask = (item["lo"], item["hi"], item["n"])
            out.append((menus.text(item), item, ask))
        return out

    def _yards(self, item, n):
        """The entry's number as the game reads it (a loss as its size) from UP/DOWN's."""
        return -n if n is not None and item[1]["m"] in menus.BEHIND else n

    def entry_text(self, item, n):
        return menus.text(item[1], self._yards(item, n))

    def action_of(self, item, n):
        return menus.action(item[1], self._yards(item, n))

    def displays(self, state):
        return game.roles(state)

    def result(self, state, events):
        G = state["G"]
        ended = state["ctx"]["phase"] == "over" or any(e[0] == "overtime" for e in events)
        if ended and G["sheet"]:
            # The last possession's result first ("A8 FG"), as its sheet row has it: the
            # period's end writes FINAL or "OT 1" over its own words (issue 26 item 4).
            return [views.sheet_page(G, len(G["sheet"]) - 1)["text"], G["last"]]
        return [views.text(state)]  # "1ST DOWN", "PUNT 38", "FINAL"

    def is_over(self, state):
        return game.is_over(state)

    def score(self, state):
        s = state["G"]["score"]
        return [s["home"], s["away"]]

    def step_name(self, state):
        return state["ctx"]["phase"]

    def roll_choice(self, state, menu):
        # ROLL flips the coin, rolls the kick-off shown, or the punt or field goal shown;
        # a play's result comes from the cards, so there ROLL has nothing to roll.
        phase = state["ctx"]["phase"]
        if phase == "flip":
            return 0
        if phase == "kickoff" and menu[self.menu_i][1]["m"] == "kickoff":
            return self.menu_i  # a kick entered from the card has nothing to roll
        if phase == "play" and menu[self.menu_i][1]["m"] in ("punt", "fg"):
            return self.menu_i
        return None

    def pages(self, state):
        return game.info_pages(state)  # F12: the score sheet, a page per possession

    def page_count(self, state):
        return len(state["G"]["sheet"])

    def page(self, state, i):
        return views.sheet_page(state["G"], i)

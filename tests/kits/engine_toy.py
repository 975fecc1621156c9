"""A toy engine game on sideline.table.EngineTable for the table's and engineplay's pins
(tests/sideline/test_pin_table.py, test_pin_engineplay.py): a counter. ADD adds 1, NUM asks a number
from -5 to 20 (starting at 3) and adds it (13 is refused), END ends the game. Two info pages
once the count is above 0. Settings: QTR (15, 10, 5) and FAST (OFF, ON), FAST live."""

from sideline.table import EngineTable

CATALOG = {"ants": "ANT", "bees": "BEE", "cats": "CAT"}


class Toy(EngineTable):
    ID = "toy"
    VERSION = 2
    SETUP = [("QTR", "q", [15, 10, 5]), ("FAST", "fast", [False, True])]
    LIVE = ["fast"]
    fixed = False  # live_ok's answer is False while set
    first_page_at = 1  # the count from which the two info pages show

    def start(self):
        return {
            "n": 0,
            "over": False,
            "seed": self.game_seed,
            "teams": [self.teams["home"]["slug"], self.teams["away"]["slug"]],
        }

    def step(self, state, action):
        if action == "add":
            state["n"] += 1
            return ["added"]
        if action == "end":
            state["over"] = True
            return ["ended"]
        if type(action) is list and action[0] == "num":
            if action[1] == 13:
                raise ValueError("unlucky")
            state["n"] += action[1]
            return ["num"]
        raise KeyError(action)

    def choices(self, state):
        return [("ADD", "add", None), ("NUM", "num", (-5, 20, 3)), ("END", "end", None)]

    def displays(self, state):
        return {
            "clock": "C%d" % state["n"],
            "home": str(state["n"]),
            "away": "0",
            "text": "N %d" % state["n"],
        }

    def is_over(self, state):
        return state["over"]

    def score(self, state):
        return [state["n"], 0]

    def step_name(self, state):
        return "end" if state["over"] else "count"

    def roll_choice(self, state, menu):
        return None if state["n"] == 99 else 1 if state["n"] >= 50 else 0

    def action_of(self, item, n):
        return item[1] if n is None else [item[1], n]

    def pages(self, state):
        if state["n"] < self.first_page_at:
            return []
        return [{"text": "PAGE 1", "clock": "PC"}, {"text": "PAGE 2", "home": "H2"}]

    def live_ok(self, key):
        return key in self.LIVE and not self.fixed


def load(slug):
    return {"slug": slug}


def new(saved=None, seed=1, now=0, messages=None, roles=None, games=None):
    return Toy(dict(CATALOG), load, now, saved, seed, roles, messages, games)

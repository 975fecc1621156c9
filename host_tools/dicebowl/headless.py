"""A headless driver over the pure Dice-Bowl core: plays whole games from the coin toss to
the final score, answering every menu as a plausible pair of coaches would, and entering
each scrimmage play as the board might have produced it.

The coaches' decisions and the board's play results come from their own `sideline.dice`
generator (seeded apart from the game's), so a game is reproducible from two seeds.
"""

from games.dicebowl import game
from sideline.dice import Dice, seed_state


class TableCoaches:
    """Both coaches and the board: picks an action from the step's menu."""

    def __init__(self, seed):
        self.dice = Dice(seed_state(seed))

    def pick(self, state):
        menu = game.choices(state)
        step = state["ctx"]["step"]
        g = state["G"]
        acts = {label.split()[0]: action for label, action in menu}
        if step == "play":
            return self._scrimmage(g, acts)
        if step == "duel":
            # a coach at the buttons picks any legal die: the box plays the best
            return dict(menu[self.dice.below(len(menu))][1])
        if step == "kick_call":
            onside = self.dice.below(20) == 0
            return {"a": "kick", "onside": onside}
        if step == "convert":
            if "2PT" in acts and self.dice.below(10) == 0:  # house rule DH1 when it is on
                return dict(acts["2PT"])
            return dict(acts["CONVERT"])
        if step == "penalty":
            return dict(menu[self.dice.below(2)][1])
        return dict(menu[self.dice.below(len(menu))][1])

    def _scrimmage(self, g, acts):
        team = g["offense"]
        late = g["play"] == g["house"]["plays"] - 1
        if late and "TO" in acts and self.dice.below(2) == 0:
            for label in ("home", "away"):
                a = {"a": "timeout", "team": label}
                if label == team and g["timeouts"][label] > 0:
                    return a
        if self.dice.below(12) == 0:
            return {"a": "dice"}
        if g["down"] == 4:
            if "FG" in acts and game.fieldgoal.fg_distance(g["ball_on"]) <= 45:
                return {"a": "fg"}
            if g["to_go"] > 2:
                return {"a": "punt"}
        r = self.dice.below(100)
        if r < 3:
            return {"a": "turnover", "yards": self.dice.below(10)}
        if r < 4:
            return {"a": "def_td"}
        if r < 5 and g["ball_on"] < 5:
            return {"a": "safety"}
        yards = self.dice.die() + self.dice.die() + self.dice.die() - 6
        if self.dice.below(10) == 0:
            yards += 10 * self.dice.die()
        if g["ball_on"] + yards >= 100:
            return {"a": "td"}
        if g["ball_on"] + yards <= 0:
            yards = 1 - g["ball_on"]
        return {"a": "gain", "yards": yards}


def play_game(seed, coach_seed, settings=None, house=None, teams=None, limit=5000):
    """A whole game; returns the final state (its log is the whole game)."""
    state = game.new_game(seed, settings, house, teams)
    coaches = TableCoaches(coach_seed)
    n = 0
    while not game.over(state):
        game.apply(state, coaches.pick(state))
        n += 1
        if n > limit:
            raise RuntimeError("the game did not end after %d actions" % limit)
    return state

# La conquete du DICE-BOWL on the box: the seam's adapter from the shell's EngineTable to
# this game's own functions (game.new_game, apply, choices, over; views.displays). The kick
# duel's box side is the engine's own (settings home_kicks / away_kicks). No rules here.
from games.dicebowl import game, rules, views
from sideline.table import EngineTable, sides

VERSION = 1  # the saved state: settings, start settings, seed and the action log

# No team files: the game is played on the board's own grid, HOME against AWAY.
catalog = sides


class Table(EngineTable):
    ID = game.ID
    VERSION = VERSION
    TEAM_FILES = False
    SETUP = [
        ("WIND", "wind", (False, True)),  # DK7
        ("H DUEL", "home_kicks", ("buttons", "box")),  # who plays the side's kick duel
        ("A DUEL", "away_kicks", ("buttons", "box")),
        ("2PT", "two_point", (False, True)),  # house rule DH1: off, the seed's game
    ]

    def _merged(self, saved):
        s = EngineTable._merged(self, saved)
        if type(saved) is dict and "wind" in saved and "two_point" not in saved:
            # Saved before the try was a setting, when the box always played it: that game
            # goes on with its try, as it was played (the log replays only so).
            s["two_point"] = True
        return s

    def setting_word(self, key, value):
        if value == "buttons":
            return "COACH"
        return EngineTable.setting_word(self, key, value)

    def start(self):
        s = self.start_settings
        settings = {"wind": s["wind"], "home_kicks": s["home_kicks"], "away_kicks": s["away_kicks"]}
        house = {"two_point_try": s["two_point"]}
        state = game.new_game(self.game_seed, settings, house, dict(self.teams))
        state["G"]["dice"] = self.dice_start()  # a save's own dice, not its seed's
        return state

    def state(self):
        # The save names the house rules in force (sorted; [] is the rulebook's game), so
        # a league tells a house-rules game apart without replaying it.
        p = EngineTable.state(self)
        p["house"] = rules.house_in_force({"two_point_try": self.start_settings["two_point"]})
        return p

    def step(self, state, action):
        return game.apply(state, action)  # the dice: the record's own generator

    def choices(self, state):
        out = []
        for label, action in game.choices(state):
            ask = None
            if game.ASK in action and action[game.ASK] is None:
                ask = (game.YARDS_RANGE[0], game.YARDS_RANGE[1], 0)
            out.append((label, action, ask))
        return out

    def entry_text(self, item, n):
        return "%s %+d" % (item[0][:4], n)  # "GAIN +7", "TURN -12"

    def action_of(self, item, n):
        if n is None:
            return item[1]
        a = dict(item[1])
        a[game.ASK] = n
        return a

    def displays(self, state):
        return views.displays(state)

    def result(self, state, events):
        G = state["G"]
        more = views.details(G, events)  # "CARRY 47", "DEF 52": after the action's own words
        now = views.text(G).strip()  # "K53 R13", "TOUCHDWN", "PEN O10"
        for e in events:  # the penalty play: its own result first, then the card (DP2)
            if e.get("e") == "card" and G.get("pen") and G["pen"].get("play"):
                return [G["pen"]["play"].strip()] + more + [now]
        if state["ctx"]["step"] in ("half_choice", "final"):  # the action that ended the half
            return [G["ended_on"][:8].strip()] + more + [now]  # its result, then HALF (FINAL)
        return [now] + more

    def pages(self, state):
        return views.pages(state["G"])

    def is_over(self, state):
        return game.over(state)

    def score(self, state):
        s = state["G"]["score"]
        return [s["home"], s["away"]]

    def step_name(self, state):
        return state["ctx"]["step"]

    def roll_choice(self, state, menu):
        # ROLL: the toss, the kick called on the line, the convert, the field goal shown,
        # else on a scrimmage play the movement dice. A duel's die is the coach's choice.
        step = state["ctx"]["step"]
        if step in ("toss", "convert"):
            return 0
        a = menu[self.menu_i][1]["a"]
        if step == "kick_call" and a == "kick":
            return self.menu_i
        if step == "play":
            if a == "fg":
                return self.menu_i
            for i in range(len(menu)):
                if menu[i][1]["a"] == "dice":
                    return i
        return None

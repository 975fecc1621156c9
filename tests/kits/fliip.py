"""Shared by the Fliip tests: a team whose tables the test writes, scripted dice, and a
game put at a chosen down and spot."""

from games.fliip import game, tables


class FixedDice:
    """Plays back chosen faces; fails loudly if asked for more."""

    def __init__(self, faces=()):
        self.faces = list(faces)
        self.used = 0

    def die(self):
        if self.used >= len(self.faces):
            raise AssertionError("ran out of scripted dice after %d" % self.used)
        self.used += 1
        return self.faces[self.used - 1]

    def done(self):
        return self.used == len(self.faces)


def faces_for(total):
    """Three faces that add up to total (3..18)."""
    a = min(6, total - 2)
    b = min(6, total - a - 1)
    return [a, b, total - a - b]


def team_data(name="Test Team", abbr="TST", **tables_by_total):
    """A team file's data: every table "30"-ish plain, with {total: result} overrides given
    as ko_normal={18: "Fumble/20"}, punt_normal={3: "Return/TD"}, fg={10: {4: "Block/TD"}}."""

    def table(plain, over):
        t = [plain] * 16
        for total, result in (over or {}).items():
            t[total - 3] = result
        return t

    fg_over = tables_by_total.get("fg", {})
    return {
        "game": "fliip",
        "format": 1,
        "name": name,
        "abbr": abbr,
        "kickoff": {
            "normal": table("25", tables_by_total.get("ko_normal")),
            "onside": table("45", tables_by_total.get("ko_onside")),
            "safety": table("35", tables_by_total.get("ko_safety")),
        },
        "punt": {
            "normal": table("40", tables_by_total.get("punt_normal")),
            "pooch": table("30", tables_by_total.get("punt_pooch")),
        },
        "field_goal": [
            {"upto": 20, "totals": table("Good", fg_over.get(20))},
            {"upto": 45, "totals": table("Miss/-8", fg_over.get(45))},
        ],
    }


def team(**kw):
    return tables.check(team_data(**kw))


def new(home=None, away=None, length=8, house=None):
    return game.new_game(
        {"home": home or team(), "away": away or team(name="Other", abbr="OTH")},
        [12345, 67890],
        {"length": length},
        house,
    )


def at(state, offense="home", los=25, down=1, to_go=10):
    """Put the game on offense's down at los with to_go (the drive's own possession
    counted, as if it had just begun)."""
    G = state["G"]
    G["offense"] = offense
    G["los"] = los
    G["down"] = down
    G["line"] = min(los + to_go, 100)
    G["drive"] = {"start": los, "plays": 0}
    G["poss"][offense] += 1
    state["ctx"]["phase"] = "play"
    state["ctx"]["player"] = offense
    return state


def kicking_off(state, kicker="home", forced=None):
    G = state["G"]
    G["kicker"] = kicker
    G["forced"] = forced
    G["offense"] = None
    state["ctx"]["phase"] = "kickoff"
    state["ctx"]["player"] = kicker
    return state


def do(state, m, n=None, dice=()):
    a = {"m": m}
    if n is not None:
        a["n"] = n
    d = FixedDice(dice)
    events = game.apply(state, a, d)
    assert d.done(), "the move rolled %d of %d scripted dice" % (d.used, len(d.faces))
    return events

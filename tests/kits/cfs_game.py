"""College Football Saturday's rules with scripted dice: a game at a given point, a play."""

from games.cfs.rules import game
from kits.pin import Dice, house, team
from sideline.dice import seed_state

RAMS = team("granite_rams")


OTTERS = team("cascade_otters")


SHEETS = {"home": RAMS, "away": OTTERS}


def fresh(**over):
    return game.new_game(SHEETS, seed_state(7), house(**over))


def at(G, side, ball_on, down=1, to_go=10):
    G["phase"] = game.SCRIMMAGE
    G["possession"] = side
    G["ball_on"] = ball_on
    G["down"] = down
    G["to_go"] = to_go
    G["goal_to_go"] = ball_on + to_go >= 100


def m(G, what, yards=0, **kw):
    a = {"t": "m", "what": what, "yards": yards}
    a.update(kw)
    return game.apply(G, SHEETS, a)


def use_up(G, side):
    """Every play of `side` used: out of plays (C4, G1)."""
    sheet = SHEETS[side]
    G["marks"][side]["plays"] = [p["uses"] for p in sheet["plays"]]


def scripted(monkeypatch, faces):
    d = Dice(faces)
    monkeypatch.setattr(game, "Dice", lambda state: d)
    return d


def out_team(**over):
    G = fresh(**over)
    use_up(G, "home")
    G["out"] = "home"
    return G

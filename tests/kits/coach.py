"""The shipped College Football Saturday sheets and a game placed where the coach is asked."""

from pathlib import Path

from games.cfs.rules import calls, game
from games.cfs.sheet.load import parse_sheet
from sideline.dice import seed_state

TEAMS_DIR = Path(__file__).resolve().parents[2] / "firmware" / "teams"


SLUGS = sorted(p.stem for p in TEAMS_DIR.glob("*.json"))


TEAMS = {s: parse_sheet(s, (TEAMS_DIR / (s + ".json")).read_text())[0] for s in sorted(SLUGS)}


RAMS = TEAMS["granite_rams"]


OTTERS = TEAMS["cascade_otters"]


SHEETS = {"home": RAMS, "away": OTTERS}


def at(b, d, t, lead=0, spent=0, house=None, side="away"):
    """The Otters (away) with the ball; `spent` of their plays already used, spread over the
    sheet; lead is their score minus the Rams'."""
    G = game.new_game(SHEETS, seed_state(1), house)
    G["phase"] = game.SCRIMMAGE
    G["possession"] = side
    G["ball_on"], G["down"], G["to_go"] = b, d, t
    G["goal_to_go"] = b + t >= 100
    G["score"][side] = 14 + lead
    G["score"][game.other(side)] = 14
    sheet = SHEETS[side]
    marks = G["marks"][side]
    k = 0
    while k < spent:
        for i in range(len(sheet["plays"])):
            if k < spent and calls.play_available(sheet, marks, i):
                calls.mark(sheet, marks, G["marks"][game.other(side)], i, "base_run")
                k += 1
    return G

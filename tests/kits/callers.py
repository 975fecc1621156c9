"""College Football Saturday's callers with the shipped sheets: a fresh game, a card deck."""

from pathlib import Path

from games.cfs.rules import game
from games.cfs.sheet.load import parse_sheet
from games.cfs.sheet.parts import CARD_KEYS
from sideline.dice import seed_state

TEAMS_DIR = Path(__file__).resolve().parents[2] / "firmware" / "teams"


def _team(slug):
    sheet, err = parse_sheet(slug + ".json", (TEAMS_DIR / (slug + ".json")).read_text())
    assert err is None
    return sheet


RAMS = _team("granite_rams")


OTTERS = _team("cascade_otters")


SHEETS = {"home": RAMS, "away": OTTERS}


def _fresh():
    G = game.new_game(SHEETS, seed_state(1))
    G["phase"] = game.SCRIMMAGE
    G["possession"] = "away"
    G["ball_on"], G["down"], G["to_go"] = 30, 1, 10
    return G


def _deck(*keys):
    """A deck whose next cards are keys, in order (P2's deck, as callers.cards keeps it)."""
    first = [CARD_KEYS.index(k) for k in keys]
    return {
        "order": first + [i for i in range(52) if i not in first],
        "next": 0,
        "dice": seed_state(3),
    }


def _card_sheets(defense_card, offense_card):
    """The Rams (home, defense) read defense_card as Zone; the Otters (away, offense) read
    offense_card as Curl."""
    rams = dict(RAMS, cards=dict(RAMS["cards"]))
    rams["cards"][defense_card] = {"offense": RAMS["plays"][0]["name"], "defense": "zone"}
    otters = dict(OTTERS, cards=dict(OTTERS["cards"]))
    otters["cards"][offense_card] = {"offense": "Curl", "defense": "base_run"}
    return {"home": rams, "away": otters}

"""Games played by the card callers and logged as the board logs them, for replay and tools."""

import json
from pathlib import Path

from games.cfs.callers import solitaire
from games.cfs.rules import game, record
from host_tools.cfs.sheets import load_sheet_file
from sideline import store
from sideline.dice import seed_state

TEAMS = Path(__file__).resolve().parents[2] / "firmware" / "teams"


HOME_SLUG, AWAY_SLUG = "granite_rams", "cascade_otters"


SHEETS = {
    "home": load_sheet_file(TEAMS / (HOME_SLUG + ".json"))[0],
    "away": load_sheet_file(TEAMS / (AWAY_SLUG + ".json"))[0],
}


QUARTER_S = 900


def play_game(seed, house=None, stop_after=None):
    """(record, final state): a whole game, logged as compact strings with quarter and clock."""
    rec = record.new_record(HOME_SLUG, AWAY_SLUG, seed_state(seed), house)
    G = record.start_state(rec, SHEETS)
    # The card callers (games.cfs.callers.solitaire) on both sides: the project's own legal policy.
    states = {
        "home": solitaire.new_caller_state("card", seed + 1000),
        "away": solitaire.new_caller_state("card", seed + 2000),
    }
    elapsed = 0  # seconds of game time: 30 per action, 4 quarters then overtime quarters
    while not game.is_over(G) and (stop_after is None or len(rec["actions"]) < stop_after):
        a = solitaire.next_action(states, G, SHEETS)
        q = 1 + elapsed // QUARTER_S
        left_ms = (QUARTER_S - elapsed % QUARTER_S) * 1000
        rec["actions"].append(record.encode(a, SHEETS, G, q, left_ms))
        game.apply(G, SHEETS, a)
        elapsed += 30 if a["t"] == "play" else 10
        assert len(rec["actions"]) < 1000
    return rec, G


def payload_bytes(rec):
    return json.dumps(
        {"v": 1, "record": rec, "settings": {"quarter_s": QUARTER_S}, "callers": {}}
    ).encode()


def save_slot(path, rec, seq=1):
    path.write_bytes(store.encode(seq, payload_bytes(rec)))
    return path

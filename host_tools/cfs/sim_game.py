"""The games `sideline simulate` plays: the teams by name or file, one seeded game between
two callers, and the tally of many (host_tools/cfs/simulate_cmd.py)."""

from pathlib import Path

from rich.console import Console
from rich.progress import BarColumn, Progress, TextColumn, TimeRemainingColumn

from games.cfs.callers import solitaire
from games.cfs.rules import game
from host_tools.cfs.sheets import load_sheet_file
from host_tools.common.saves import show
from sideline.dice import seed_state

TEAMS = Path(__file__).resolve().parents[2] / "firmware" / "teams"
CALLERS = ("coach", "card")
STRENGTH_GAMES = 2000
# The coach's per-pair memo of play values (coach.odds.MEMO): a host-only speed-up, see
# games/cfs/coach/odds.py.
HOST_MEMO = 40000
PROGRESS_FROM = 200  # games: fewer finish before a progress bar is worth drawing


# --- teams ------------------------------------------------------------------------------


def team_names():
    return sorted(p.stem for p in TEAMS.glob("*.json"))


def load_team(ref):
    """(sheet, slug, None) or (None, None, message) for a file path or a shipped team's name."""
    path = Path(ref)
    if not path.is_file():
        slug = ref[:-5] if ref.endswith(".json") else ref
        if (TEAMS / (slug + ".json")).is_file() and "/" not in slug:
            path = TEAMS / (slug + ".json")
        else:
            known = ", ".join(team_names())
            return None, None, "no team sheet %s (not a file, nor one of %s)" % (show(ref), known)
    sheet, err = load_sheet_file(path)
    if err:
        return None, None, err
    return sheet, path.stem, None


# --- one game -------------------------------------------------------------------------


def _mix(*parts):
    # Seeds for game i of pairing p: distinct, and independent of how games are split up.
    h = 0
    for x in parts:
        h = (h * 1000003 + x) & 0x3FFFFFFFFFFF
    return h


def play_game(sheets, kinds, seed, index, house=None):
    """Play one game; return (G, dice rolled)."""
    G = game.new_game(
        sheets, seed_state(_mix(seed, index, 0)), house, "home" if index % 2 else "away"
    )
    states = {
        "home": solitaire.new_caller_state(kinds["home"], _mix(seed, index, 1)),
        "away": solitaire.new_caller_state(kinds["away"], _mix(seed, index, 2)),
    }
    rolled = 0
    n = 0
    while G["phase"] != "over":
        action = solitaire.next_action(states, G, sheets)
        rolled += len(game.apply(G, sheets, action)["rolls"])
        n += 1
        if n > 5000:
            raise RuntimeError("game %d does not end" % index)
    return G, rolled


class Tally:
    """Totals over games, per side (plain numbers, so worker processes can add them up)."""

    KEYS = ("points", "plays", "yards", "first_downs", "turnovers", "packages_left")

    def __init__(self):
        self.games = 0
        self.wins = {"home": 0, "away": 0}
        self.ties = 0
        self.sums = {side: dict.fromkeys(self.KEYS, 0) for side in ("home", "away")}

    def add(self, G, sheets):
        self.games += 1
        w = game.winner(G)
        if w is None:
            self.ties += 1
        else:
            self.wins[w] += 1
        for side in ("home", "away"):
            st = G["stats"][side]
            s = self.sums[side]
            s["points"] += G["score"][side]
            s["plays"] += st["plays"]
            s["yards"] += st["yards"]
            s["first_downs"] += G["first_downs"][side]
            s["turnovers"] += st["turnovers"]
            marks = G["marks"][side]
            d = sheets[side]["defenses"]
            used = marks["packages"]
            s["packages_left"] += sum(d[p]["uses"] - used[p] for p in used)

    def merge(self, other):
        self.games += other.games
        self.ties += other.ties
        for side in ("home", "away"):
            self.wins[side] += other.wins[side]
            for k in self.KEYS:
                self.sums[side][k] += other.sums[side][k]

    def mean(self, side, key):
        return self.sums[side][key] / self.games if self.games else 0.0

    def per_play(self, side):
        plays = self.sums[side]["plays"]
        return self.sums[side]["yards"] / plays if plays else 0.0


def _progress(total, enabled=True):
    console = Console(stderr=True)
    return Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        TextColumn("{task.completed}/{task.total} games"),
        TimeRemainingColumn(),
        console=console,
        transient=True,
        disable=not enabled or total < PROGRESS_FROM or not console.is_terminal,
    )


def _house(args):
    return {"last_possession": True} if args.last_possession else None
